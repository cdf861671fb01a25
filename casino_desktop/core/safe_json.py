"""The one way in for every file and JSON text the program reads.

Saves, the autosave, settings values, statistics and the command line's
input all pass through here: bytes -> text -> JSON -> typed, bounded values.
Anything that does not fit (bytes that are neither UTF-8 nor UTF-16 with its
byte-order mark, a file too large, JSON nested too deep, a number with
thousands of digits, NaN or infinity, a value of the wrong type or out of
range) is refused with ``InputRefused``, whose
message is one sentence a player understands.  Nothing else escapes: the
callers catch this one exception and nothing more.

Text comes out as text we can write back: JSON may spell half of a UTF-16
surrogate pair on its own (``"\\ud800"``), which Python keeps as a lone
surrogate that no UTF-8 writer accepts; ``writable_text`` replaces each such
unpaired code point (see there for why it is replaced, not refused).

Why a layer of our own: ``json.loads`` raises ``RecursionError`` on deep
nesting, ``ValueError`` (not ``JSONDecodeError``) on integers of over 4,300
digits, and happily returns ``inf`` for ``1e400``; ``bytes.decode`` raises
``UnicodeDecodeError``.  Each of these once escaped to the window and locked
players out of the game.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from .templates import N_, N_plural, fill, whole_number

# What a sentence about refused input names when the caller names nothing else.
THE_FILE = N_("The file", note="the subject of a sentence about a file that cannot be read")

# Bytes that are not text, or text cut short or garbled: the player can do
# nothing with where it went wrong, so the sentence does not say (``detail`` does).
DAMAGED_TEXT = N_("{what} is damaged: part of it is cut off or garbled, so it cannot be read.")

MAX_FILE_BYTES = 4 * 1024 * 1024   # a save of the longest match we allow is far smaller
MAX_DEPTH = 32                     # our own files nest four levels at most
MAX_INT_DIGITS = 30                # no number we store comes near this
MAX_ITEMS = 200_000                # values in one document, all levels together


class InputRefused(ValueError):
    """Input that does not fit; the message is one sentence for a player.

    ``detail`` is what a maintainer needs and a player cannot use (where a
    parser stopped, the byte that is not text): for the log file only, never
    shown.  The sentence stays in players' words."""

    def __init__(self, sentence: str = "", detail: str = ""):
        super().__init__(sentence)
        self.detail = detail


# Bytes in none of the encodings read below: not damage (nothing was cut or
# garbled), only a file written by a program that chose another encoding.
# (The encodings' names are left to --help and the log: a player who never
# chose one can do nothing with them.)
UNKNOWN_ENCODING = N_("{what} is not text in a known encoding, so it cannot be read.")

# The byte-order marks a text may start with.  Windows' Notepad and
# PowerShell's "> file" write UTF-16 with its mark, and a UTF-8 text with a
# mark is common too; both were once called "damaged".  UTF-16 without its
# mark cannot be told from other bytes, so only a marked one is read.
# UTF-32's little-endian mark starts as UTF-16's does: it is looked for first.
_UTF32_MARKS = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")
_MARKS = ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))


def decode_text(data: bytes, what: str = THE_FILE, max_bytes: int = MAX_FILE_BYTES) -> str:
    """The text of ``data``: UTF-8 with or without a byte-order mark, or
    UTF-16 with one (the mark is dropped); else ``InputRefused``."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise InputRefused(fill(N_("{what} could not be read."), what=what))
    if len(data) > max_bytes:
        raise InputRefused(fill(N_plural("{what} is too large ({shown} byte; at most {most} are read).",
                                         "{what} is too large ({shown} bytes; at most {most} are read)."),
                                len(data), shown=whole_number(len(data)), what=what, most=whole_number(max_bytes)))
    data = bytes(data)
    if data.startswith(_UTF32_MARKS):
        raise InputRefused(fill(UNKNOWN_ENCODING, what=what), "UTF-32")
    marked = next(((mark, encoding) for mark, encoding in _MARKS if data.startswith(mark)), None)
    mark, encoding = marked if marked is not None else (b"", "utf-8")
    try:
        text = data[len(mark):].decode(encoding)
    except UnicodeDecodeError as err:
        detail = f"byte {len(mark) + err.start + 1} is not {encoding.upper()}"
        # Marked, or cut in the middle of a character: text of a known
        # encoding that is broken, which is damage.
        if marked is not None or err.reason == "unexpected end of data":
            raise InputRefused(fill(DAMAGED_TEXT, what=what), detail) from None
        raise InputRefused(fill(UNKNOWN_ENCODING, what=what), detail) from None
    if "\0" in text:  # no text holds a NUL: UTF-16 without its mark, or no text at all
        raise InputRefused(fill(UNKNOWN_ENCODING, what=what), f"a NUL at character {text.index(chr(0)) + 1}")
    return text


# --- text we can write back ---------------------------------------------------------
_SURROGATE = re.compile(r"[\ud800-\udfff]")
# A surrogate in a JSON text, written as itself or as an escape.
_MAY_HOLD_SURROGATE = re.compile(r"[\ud800-\udfff]|\\u[dD][89a-fA-F]")


def writable_text(text: str) -> str:
    """``text`` with every unpaired surrogate replaced by U+FFFD (a pair
    split over two code points is joined into the one it spells).

    Replaced, not refused: such a code point reaches us inside a player's
    name in a save or a setting, a command-line argument the system could not
    decode, or a file name; refusing would cost a whole game or every setting
    for one character nobody can see, while the replacement character is
    what every program shows for damaged text and can be written back.
    Before this, such a name loaded and then made every autosave fail."""
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def writable_value(value: Any) -> Any:
    """``value`` (parsed JSON, depth already bounded) with every text in it,
    keys included, made writable."""
    if isinstance(value, str):
        return writable_text(value)
    if isinstance(value, list):
        return [writable_value(item) for item in value]
    if isinstance(value, dict):
        return {writable_text(key): writable_value(item) for key, item in value.items()}
    return value


def _int(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > MAX_INT_DIGITS:
        raise InputRefused(fill(N_plural("a number of {shown} digit is far larger than any this program stores",
                                         "a number of {shown} digits is far larger than any this program stores"),
                                len(digits), shown=whole_number(len(digits))))
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise InputRefused(fill(N_("the number {number} is too large"), number=text[:20]))
    return value


def _constant(name: str) -> Any:
    raise InputRefused(fill(N_("'{key}' is not a number"), key=name))


def parse_json(text: str, what: str = THE_FILE, max_depth: int = MAX_DEPTH,
               max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON value of ``text``, or ``InputRefused``."""
    if not isinstance(text, str):
        raise InputRefused(fill(N_("{what} could not be read."), what=what))
    if len(text) > max_bytes:
        raise InputRefused(fill(N_plural("{what} is too large ({shown} character; at most {most} are read).",
                                         "{what} is too large ({shown} characters; at most {most} are read)."),
                                len(text), shown=whole_number(len(text)), what=what, most=whole_number(max_bytes)))
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except InputRefused as err:
        raise InputRefused(fill(N_("{what} cannot be read: {err}."), what=what, err=err)) from None
    except json.JSONDecodeError as err:
        raise InputRefused(fill(DAMAGED_TEXT, what=what),
                           # Python's own words, then where (its message may end in "at" itself).
                           f"not JSON: {err.msg}: line {err.lineno}, column {err.colno}") from None
    except RecursionError:
        raise InputRefused(fill(N_("{what} cannot be read: its data is nested far too deep."), what=what)) from None
    except (ValueError, TypeError, OverflowError, MemoryError):
        # No exception's name in the sentence: a player never sees our words.
        raise InputRefused(fill(N_("{what} cannot be read: it holds a value this program cannot store."), what=what)) from None
    _check_shape(value, what, max_depth)
    if _MAY_HOLD_SURROGATE.search(text):
        value = writable_value(value)
    return value


def _check_shape(value: Any, what: str, max_depth: int) -> None:
    """Depth and size of a parsed value, walked without recursion."""
    stack = [(value, 1)]
    items = 0
    while stack:
        node, depth = stack.pop()
        items += 1
        if items > MAX_ITEMS:
            raise InputRefused(fill(N_("{what} cannot be read: it holds far more data than any game needs."), what=what))
        if isinstance(node, (dict, list)):
            if depth > max_depth:
                raise InputRefused(fill(N_("{what} cannot be read: its data is nested too deep."), what=what))
            children = node.values() if isinstance(node, dict) else node
            stack.extend((child, depth + 1) for child in children)


def read_json_bytes(data: bytes, what: str = THE_FILE, max_bytes: int = MAX_FILE_BYTES,
                    max_depth: int = MAX_DEPTH) -> Any:
    return parse_json(decode_text(data, what, max_bytes), what, max_depth, max_bytes)


def read_file_bytes(path: str | Path, what: str = THE_FILE, max_bytes: int = MAX_FILE_BYTES,
                    follow_links: bool = True) -> bytes:
    """At most ``max_bytes`` (+1, to know it is too large) of a regular file.
    A folder, a pipe or a device is refused before it is opened: reading a
    pipe would wait for ever.  Without ``follow_links`` (the program's own
    files, under names it chose) a link is refused too and the file is
    opened without following one: the player chose no link there."""
    try:
        info = os.stat(path) if follow_links else os.lstat(path)
    except FileNotFoundError:
        raise InputRefused(fill(N_("{what} is not there any more."), what=what)) from None
    except OSError:
        raise InputRefused(fill(N_("{what} cannot be read: the system refused."), what=what)) from None
    if stat.S_ISLNK(info.st_mode):
        raise InputRefused(fill(N_("{what} is a link to another file, not a file."), what=what))
    if stat.S_ISDIR(info.st_mode):
        raise InputRefused(fill(N_("{what} is a folder, not a file."), what=what))
    if not stat.S_ISREG(info.st_mode):
        raise InputRefused(fill(N_("{what} is not a file that can be read."), what=what))
    if info.st_size > max_bytes:
        raise InputRefused(fill(N_plural("{what} is too large ({shown} byte; at most {most} are read).",
                                         "{what} is too large ({shown} bytes; at most {most} are read)."),
                                info.st_size, shown=whole_number(info.st_size), what=what, most=whole_number(max_bytes)))
    # Not blocking: a pipe put there since the check must not hang the read.
    extra = getattr(os, "O_NONBLOCK", 0) | (0 if follow_links else getattr(os, "O_NOFOLLOW", 0))
    try:
        with open(path, "rb", opener=lambda name, flags: os.open(name, flags | extra)) as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise InputRefused(fill(N_("{what} is not a file that can be read."), what=what))
            return f.read(max_bytes + 1)
    except PermissionError:
        raise InputRefused(fill(N_("{what} cannot be read: permission denied."), what=what)) from None
    except OSError as err:
        raise InputRefused(fill(N_("{what} cannot be read: {reason}."), what=what, reason=err.strerror or N_("the system refused"))) from None


def read_json_file(path: str | Path, what: str = THE_FILE, max_bytes: int = MAX_FILE_BYTES,
                   max_depth: int = MAX_DEPTH) -> Any:
    return read_json_bytes(read_file_bytes(path, what, max_bytes), what, max_bytes, max_depth)


# --- typed, bounded values -----------------------------------------------------------
def want_int(value: Any, name: str, lo: int, hi: int) -> int:
    """A whole number from ``lo`` to ``hi`` (not a bool, not a float)."""
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise InputRefused(fill(N_("'{key}' must be a whole number from {lo} to {hi}."), key=name, lo=whole_number(lo), hi=whole_number(hi)))
    return value


def want_text(value: Any, name: str, max_len: int = 200) -> str:
    if not isinstance(value, str) or len(value) > max_len:
        raise InputRefused(fill(N_("'{key}' must be text of at most {most} characters."), key=name, most=max_len))
    return value


def want_bool(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise InputRefused(fill(N_("'{key}' must be true or false."), key=name))
    return value


def want_dict(value: Any, name: str, max_len: int = 1000) -> dict[str, Any]:
    if not isinstance(value, dict) or len(value) > max_len:
        if isinstance(value, dict):
            raise InputRefused(fill(N_plural("'{key}' must be a JSON object of at most {count} entry.",
                                             "'{key}' must be a JSON object of at most {count} entries."),
                                    max_len, key=name))
        raise InputRefused(fill(N_("'{key}' must be a JSON object."), key=name))
    return value


def want_list(value: Any, name: str, max_len: int = 10_000) -> list[Any]:
    if not isinstance(value, list) or len(value) > max_len:
        if isinstance(value, list):
            raise InputRefused(fill(N_plural("'{key}' must be a list of at most {shown} item.",
                                             "'{key}' must be a list of at most {shown} items."), max_len, shown=whole_number(max_len), key=name))
        raise InputRefused(fill(N_("'{key}' must be a list."), key=name))
    return value
