"""The protocol's framing and message shapes: one JSON object per line.

Why newline-delimited JSON: every message is read by the same validating
layer as every file (``core.safe_json``: UTF-8, size, nesting, huge
numbers), it is readable in a dump, and a line is trivially framed — a
reader never waits for a length it was told.  A line longer than
``MAX_LINE`` is not buffered: its bytes are dropped as they come and the
line is refused once its end arrives, so a hostile peer cannot make the
reader hold more than ``MAX_LINE`` bytes (``LineBuffer``).

Each message is a JSON object whose ``type`` names its shape; a shape lists
every field with its check, and a field the shape does not list is refused
(``read_message``), as is a missing one.  The refusal is a ``Refused``
carrying one sentence (``net_sentences``) that is sent back to the peer.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from ..core.templates import fill, whole_number
from ..core import MAX_MOVE_TEXT
from ..core.safe_json import InputRefused, read_json_bytes
from . import net_sentences

PROTOCOL = 1
MAX_LINE = 8 * 1024            # a client's message is a few hundred bytes at most
MAX_HOST_LINE = 256 * 1024     # a state with a round's results is a few kilobytes
# JSON nesting a message may have: a state's log line is a sentence nesting
# others (``net_sentences.TEXT_DEPTH``, two JSON levels each) inside the
# message, its log list and the line.
MAX_DEPTH = 24
MAX_NAME = 24
NONCE_HEX = 32                 # 16 random bytes
PROOF_HEX = 64                 # HMAC-SHA256
TOKEN_HEX = 32
_HEX = re.compile(r"[0-9a-f]*")


class Refused(ValueError):
    """A message that is not accepted; ``args[0]`` is the sentence for the
    sender, ``field`` the key at fault (for the sender's program and its
    developer, never shown as words).  ``unreadable``: the message is not
    one this program reads at all (another version's, or a defect's), as
    opposed to a readable one refused (a move out of turn)."""

    def __init__(self, sentence, field: str | None = None, unreadable: bool = False) -> None:
        super().__init__(sentence)
        self.field = field
        self.unreadable = unreadable


def encode(message: dict) -> bytes:
    """One line of compact JSON (UTF-8, no line break inside: JSON escapes them)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


class LineBuffer:
    """Bytes in, whole lines out, holding at most ``limit`` bytes.

    ``feed`` returns the lines completed by the new bytes; a line that grew
    past ``limit`` comes out as ``None`` (once, when its end arrives or at
    once when it overflows, whichever is first) and the rest of it is
    dropped unread."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._data = bytearray()
        self._dropping = False

    def feed(self, data: bytes) -> list[bytes | None]:
        out: list[bytes | None] = []
        while data:
            cut = data.find(b"\n")
            piece, data = (data, b"") if cut < 0 else (data[:cut], data[cut + 1:])
            if self._dropping:
                if cut >= 0:
                    self._dropping = False
                continue
            if len(self._data) + len(piece) > self.limit:
                self._data.clear()
                out.append(None)
                self._dropping = cut < 0
                continue
            self._data += piece
            if cut >= 0:
                out.append(bytes(self._data))
                self._data.clear()
        return out


# --- fields -------------------------------------------------------------------
def _int(lo: int, hi: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _hex(length: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and len(v) == length and bool(_HEX.fullmatch(v))


def _text(most: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and 0 < len(v) <= most and v.isprintable()


# A player's name as a guest may give it: what the host keeps in its match
# file, and reads back from it by the same test (``match_file.plans_of``).
is_player_name = _text(MAX_NAME)


def _optional(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: v is None or check(v)


def _type(v: Any) -> bool:
    return isinstance(v, str)


# What a client may send: a greeting with its version and nonce, its proof
# of the code (with the seat token of a returning player; ``bot``: a
# program playing by itself, sent only to a host whose challenge asks), a
# move, a ping, its leaving, whether its score sheet is open.
CLIENT_SHAPES: dict[str, dict[str, Callable[[Any], bool]]] = {
    "hello": {"type": _type, "protocol": _int(0, 10**6), "nonce": _hex(NONCE_HEX)},
    "join": {"type": _type, "proof": _hex(PROOF_HEX), "token": _optional(_hex(TOKEN_HEX)),
             "name": _optional(is_player_name), "bot": _optional(lambda v: isinstance(v, bool))},
    "move": {"type": _type, "seat": _int(0, 3), "moves": _int(0, 10**6), "move": _text(MAX_MOVE_TEXT)},
    "ping": {"type": _type},
    "leave": {"type": _type},  # the player chose to leave (sent only to a host whose challenge says "leaving")
    # The player's window shows a finished round's scores (``open``), or went
    # on to the table: sent only to a host whose challenge says "sheet"
    # (``reading_seats``).
    "sheet": {"type": _type, "open": lambda v: isinstance(v, bool)},
}


def read_message(line: bytes | None, shapes: dict = CLIENT_SHAPES, limit: int = MAX_LINE) -> dict:
    """The message a line holds, checked against its shape, or ``Refused``."""
    if line is None:
        raise Refused(fill(net_sentences.TOO_LARGE, most=whole_number(limit)), unreadable=True)
    try:
        data = read_json_bytes(line, net_sentences.THE_MESSAGE, max_bytes=limit, max_depth=MAX_DEPTH)
    except InputRefused as err:
        raise Refused(fill(net_sentences.NOT_JSON, problem=err.args[0] if err.args else ""), unreadable=True) from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Refused(net_sentences.UNKNOWN_TYPE, unreadable=True)
    shape = shapes.get(data["type"])
    if shape is None:
        raise Refused(net_sentences.UNKNOWN_TYPE, unreadable=True)
    for key in data:
        if key not in shape:
            raise Refused(net_sentences.UNKNOWN_FIELD, key[:40], unreadable=True)
    for key, check in shape.items():
        if key not in data or not check(data[key]):
            if key not in data and check(None):
                continue  # an optional field left out
            raise Refused(net_sentences.BAD_FIELD, key, unreadable=True)
    return data


def protocol_of(line: bytes | None) -> int | None:
    """The protocol version a greeting names, read leniently (None if it is
    not a greeting): a program of another version is told so, whatever else
    its greeting holds."""
    try:
        data = read_json_bytes(line or b"", net_sentences.THE_MESSAGE, max_bytes=MAX_LINE, max_depth=MAX_DEPTH)
    except InputRefused:
        return None
    if isinstance(data, dict) and data.get("type") == "hello":
        version = data.get("protocol")
        if isinstance(version, int) and not isinstance(version, bool) and 0 <= version <= 10**6:
            return version
    return None


def refusal(sentence: Any, fatal: bool = False, about: str | None = None, field: str | None = None) -> dict:
    """The message telling a peer why what it sent was refused (``field``:
    the key at fault, if one was)."""
    out = {"type": "refused", "reason": net_sentences.text_json(sentence), "fatal": fatal, "about": about}
    if field is not None:
        out["field"] = field
    return out
