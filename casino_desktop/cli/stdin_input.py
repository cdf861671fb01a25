"""What the command line reads on standard input, and how it refuses it:
any bytes, any size or nesting end in one sentence (``InputError``, exit
status 2), through the one validating reader (``core.safe_json``)."""

from __future__ import annotations

import sys
from typing import Any

from ..core import MAX_MOVE_TEXT, PositionError, position_from_json
from ..core.safe_json import InputRefused, parse_json, read_json_bytes
from ..core.templates import N_

# The subject of a refusal's sentence ("The input is damaged: …"): a whole
# phrase of its own, said in the language the command line was asked for.
THE_INPUT = N_("The input", note="the subject of a sentence about what the command line read and cannot use, "
                                 "such as: The input is damaged")


class InputError(Exception):
    """Refused input: printed as one line, exit status 2."""


def sentence_of(err: Exception) -> str:
    """The core's sentence an exception carries, as it was made (a ``Text``
    that ``--lang`` can say in another language), else its text."""
    first = err.args[0] if err.args else None
    return first if isinstance(first, str) else str(err)


MAX_INPUT_BYTES = 1024 * 1024  # a position or a round is a few hundred bytes


def read_json_input() -> Any:
    """Standard input as bytes, through ``safe_json``: any bytes at all, any
    size, nesting or number end in ``InputError`` with one sentence."""
    stream = getattr(sys.stdin, "buffer", None)
    raw = stream.read(MAX_INPUT_BYTES + 1) if stream is not None else sys.stdin.read(MAX_INPUT_BYTES + 1)
    if len(raw) <= MAX_INPUT_BYTES and not raw.strip():
        # Nothing at all is no damage: say what is wanted.
        raise InputError(N_("The input is empty: give the JSON on standard input."))
    try:
        if isinstance(raw, str):
            return parse_json(raw, THE_INPUT, max_bytes=MAX_INPUT_BYTES)
        return read_json_bytes(raw, THE_INPUT, max_bytes=MAX_INPUT_BYTES)
    except InputRefused as err:
        raise InputError(sentence_of(err)) from None


def position_of(data) -> Any:
    try:
        # Strict: a position that could not arise is refused, not answered "no move".
        return position_from_json(data, playable=True)
    except PositionError as err:
        raise InputError(sentence_of(err))


def position_and_move() -> tuple[Any, str]:
    """``{"position": ..., "move": "<text>"}`` on stdin (``check``, ``grade``)."""
    data = read_json_input()
    if not isinstance(data, dict) or "position" not in data or not isinstance(data.get("move"), str):
        raise InputError('Give {"position": {...}, "move": "<move text>"}.')
    if len(data["move"]) > MAX_MOVE_TEXT:
        raise InputError(f"The move is too long: a move is written in at most {MAX_MOVE_TEXT} characters.")
    return position_of(data["position"]), data["move"]
