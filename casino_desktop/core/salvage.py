"""What can still be read of a save cut short: its text up to the last
whole move, closed as a record (``record_head``), and its match id
(``match_id_in``).

A save is written whole or not at all (``storage.atomic_file``), but a file
can still be cut by something else (a copy that stopped, a sync tool, a
disk): with both copies of the autosave cut, the game was lost though the
deal and most of its moves were there to read (the fifth stranger's
play-test of 6 December, finding 3).  The head this makes goes through the
same validating reader as any save (``files.load_game_bytes``), and its
moves are replayed by the rules, so nothing is taken on trust: it only
decides where the readable text ends.  One pass over the bytes, whatever
they hold.
"""
from __future__ import annotations

import re

_MOVES = re.compile(rb'"moves"\s*:\s*\[')
_WHITE = b" \t\r\n"


def record_head(data: bytes) -> bytes | None:
    """``data`` up to its last whole move, with the moves' list and the
    record closed after it (the match id, written after the moves, is then
    left out), or None where no moves' list begins.  A list that closes is
    kept whole and the record closed after it."""
    found = _MOVES.search(data)
    if found is None:
        return None
    end = at = found.end()  # ``end``: just after the last whole move (or the list's opening)
    size = len(data)
    while True:
        while at < size and data[at] in _WHITE:
            at += 1
        if at >= size or data[at] != ord('"'):
            break
        text_end = _string_end(data, at)
        if text_end is None:
            break  # cut inside a move's text
        end = at = text_end
        while at < size and data[at] in _WHITE:
            at += 1
        if at < size and data[at] == ord(","):
            at += 1
            continue
        break
    head = data[:end].rstrip()
    if head.endswith(b","):
        head = head[:-1]
    return head + b"]}"


def _string_end(data: bytes, at: int) -> int | None:
    """Just after the JSON string that starts at ``at`` (a quote), or None
    where the text ends first."""
    i = at + 1
    size = len(data)
    while i < size:
        c = data[i]
        if c == ord("\\"):
            i += 2
            continue
        if c == ord('"'):
            return i + 1
        i += 1
    return None


def match_id_in(data: bytes, variant: str, seed: int) -> str:
    """The match id a save's text holds, if it is the save of a match of
    ``variant`` dealt from ``seed`` (another copy of the same match); "" otherwise."""
    found_id = re.search(rb'"match_id"\s*:\s*"([0-9a-f]{1,64})"', data)
    found_variant = re.search(rb'"variant"\s*:\s*"([a-z0-9-]{1,40})"', data)
    found_seed = re.search(rb'"seed"\s*:\s*([0-9]{1,20})\b', data)
    if not (found_id and found_variant and found_seed):
        return ""
    if found_variant.group(1).decode() != variant or int(found_seed.group(1)) != seed:
        return ""
    return found_id.group(1).decode()
