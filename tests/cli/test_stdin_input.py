"""What the command line reads on standard input (``cli/stdin_input.py``)."""
from __future__ import annotations

import io
import sys

import pytest

from casino_desktop.cli.stdin_input import MAX_INPUT_BYTES, InputError, position_and_move, read_json_input


def _stdin(raw: bytes):
    return io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")


@pytest.mark.parametrize("raw", [b"\xff\xfe\x00", b"[" * 5000, b"{", b"x" * (MAX_INPUT_BYTES + 10)])
def test_any_bytes_end_in_one_sentence(monkeypatch, raw):
    monkeypatch.setattr(sys, "stdin", _stdin(raw))
    with pytest.raises(InputError) as caught:
        read_json_input()
    text = str(caught.value)
    assert text and "\n" not in text


def test_a_position_and_move_must_give_both(monkeypatch):
    monkeypatch.setattr(sys, "stdin", _stdin(b'{"position": {}}'))
    with pytest.raises(InputError, match="move text"):
        position_and_move()
