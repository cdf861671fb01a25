"""A player's connection renewed, and the silence before it: what the
others are told, and what the match file keeps so that a log rebuilt
later says it where the table said it.

A player's program dials again when its connection fails on its side
(``client``: a host it has not heard from for a minute, a network that
changed), and the host seats the new connection while the old one still
looked open to it: no drop was seen, so nobody was told she went, and
nobody was told she was back.  That is right for a renewal nobody could
notice, and wrong for one they could: the others were told that nothing
had come from her for a minute (``SEAT_SILENT``), or her turn was given a
grace to see the table again (``turn_clock.RETURN_GRACE``), and then
they read nothing more of it.  So a renewal is said to the others when
either is so (``told_of``), and not otherwise.

Both the silence and the renewal are news about the match, like the spans
in which a computer played for her (``absences``): a player who comes
back, or a resumed host, rebuilds the round's log from the match file, and
it said neither.  Each seat keeps what was said of it here, in moves
played, in a field of its own beside the spans (``FIELD``), with its own
version.  An older program ignores the field (its log rebuilt as before);
a newer version's, or a damaged one, is skipped with a line in the
program's log, since the moves are the match and this is only its news:
a file is never refused for it.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from ..core.templates import fill
from . import net_sentences, said_order

log = logging.getLogger("casino_desktop.net")

SILENT, BACK, BACK_ON_TURN = "silent", "back", "back_on_turn"
WHATS = (SILENT, BACK, BACK_ON_TURN)
FIELD = "renewals"      # the key in a seat of the match file
VERSION = 1
# A bound on what a damaged or hostile file makes the host read, far above
# any real match's: the latest ones are kept, as ``absences`` keeps its spans.
MOST_SAID = 5_000


@dataclass
class Said:
    at: int                 # moves played when the table said it
    what: str               # SILENT, BACK or BACK_ON_TURN
    order: int | None = field(default=None, compare=False)  # where it was said among all the table's news (``said_order``)


def told_of(silence_said: bool, grace: bool) -> str | None:
    """What the others are told of a player whose connection was renewed:
    that she is connected again, once they were told she was silent; that
    and her turn's grace, when her turn was given one; nothing otherwise (a
    renewal nobody could notice is no news)."""
    if grace:
        return BACK_ON_TURN
    return BACK if silence_said else None


def sentence(what: str, name: Any):
    """The sentence the table says for ``what``, of the seat called ``name``."""
    template = {SILENT: net_sentences.SEAT_SILENT, BACK: net_sentences.SEAT_CONNECTED_AGAIN,
                BACK_ON_TURN: net_sentences.SEAT_CONNECTED_AGAIN_TURN}[what]
    return fill(template, name=name)


def said_json(said: list[Said]) -> dict:
    return said_order.news_json(VERSION, [(s.at, s.what, s.order) for s in said], MOST_SAID)


def said_of(value: Any, moves: int) -> list[Said]:
    """A seat's news as read from the match file (already parsed by
    ``safe_json``), checked against its ``moves``; none when the field is
    missing (an older file), of a newer version, or damaged."""
    return [Said(at, what, order) for at, what, order
            in said_order.news_of(value, moves, VERSION, MOST_SAID, lambda what: what in WHATS, "renewals")]


def told_in_round(said: list[list[Said]], names: list, viewer: int,
                  first: int) -> list[tuple[int, int | None, object]]:
    """What the table said of each seat but ``viewer`` from move ``first``
    on (the round in play), as (moves played then, when said, sentence) in the order
    said: the viewer was never told of her own silence or renewal."""
    return [(s.at, s.order, sentence(s.what, names[seat])) for seat, seat_said in enumerate(said) if seat != viewer
            for s in seat_said if s.at >= first]
