"""Run ``casino_desktop.cli.commands.main`` in-process on given stdin bytes.

Shared by the CLI's input tests and its fuzzer: in-process, so that an
exception escaping ``main`` is seen as what it is (a traceback a user would
get), and fast enough for thousands of inputs.
"""
from __future__ import annotations

import contextlib
import io
import sys

from casino_desktop.cli.commands import main


def run_cli(args: list[str], data: bytes | str) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of ``main(args)`` with ``data`` on
    stdin.  Exceptions out of ``main`` propagate: they are the failures."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def assert_refused(result: tuple[int, str, str], *words: str) -> str:
    """A refusal: exit 2, nothing on stdout, one line ``error: <sentence>``."""
    code, out, err = result
    assert code == 2 and out == "", result
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and lines[0].endswith("."), result
    for word in words:
        assert word.lower() in lines[0].lower(), (word, lines[0])
    return lines[0]
