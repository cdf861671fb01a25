"""What the table said of its host's own stillness (``host_still``), and
what the match file keeps of it: in the host's seat, in a field of its own
(``FIELD``) with its own version, which an older program ignores and which
is skipped, never refused, when damaged (the moves are the match; this is
only its news), as ``renewals`` keeps a player's silences.  Split from
``host_still`` so that the match file and the rebuilt log read it without
the host's loop.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from ..core.templates import fill
from . import net_sentences, said_order

log = logging.getLogger("casino_desktop.net")

# Said in seconds below this, in whole minutes from it.
IN_MINUTES_FROM = 120

FIELD = "stills"        # the key in the host's seat of the match file
VERSION = 1
# A bound on what a damaged or hostile file makes the host read.
MOST_STILLS = 1_000
MOST_SECONDS = 10 ** 9


@dataclass
class Still:
    at: int                 # moves played when the table said it
    seconds: int            # how long the host stood still
    order: int | None = field(default=None, compare=False)  # where it was said among all the table's news (``said_order``)


def sentence(seconds: int, name: Any | None, yours: bool):
    """What the table says of the host's stillness of ``seconds``: to the
    host in the second person, else by her name (``None``: a host with no
    seat of its own, as from the command line)."""
    minutes = seconds >= IN_MINUTES_FROM
    count = round(seconds / 60) if minutes else max(1, seconds)
    if yours:
        return fill(net_sentences.YOU_STILL_MINUTES if minutes else net_sentences.YOU_STILL_SECONDS, count=count)
    if name is None:
        return fill(net_sentences.HOSTS_STILL_MINUTES if minutes else net_sentences.HOSTS_STILL_SECONDS, count=count)
    return fill(net_sentences.HOST_STILL_MINUTES if minutes else net_sentences.HOST_STILL_SECONDS, count=count,
                name=name)


def stills_json(stills: list[Still]) -> dict:
    return said_order.news_json(VERSION, [(s.at, s.seconds, s.order) for s in stills], MOST_STILLS)


def stills_of(value: Any, moves: int) -> list[Still]:
    """The host seat's stillnesses as read from the match file (already
    parsed by ``safe_json``); none when the field is missing (an older
    file), of a newer version, or damaged: it is only the match's news."""
    return [Still(at, seconds, order) for at, seconds, order
            in said_order.news_of(value, moves, VERSION, MOST_STILLS, _seconds, "stillnesses")]


def _seconds(value: Any) -> bool:
    return type(value) is int and 0 < value <= MOST_SECONDS


def told_in_round(stills: list[list[Still]], names: list, viewer: int,
                  first: int) -> list[tuple[int, int | None, object]]:
    """What the table said of its host's stillnesses from move ``first`` on,
    as (moves played then, sentence): to the host in the second person."""
    return [(s.at, s.order, sentence(s.seconds, names[seat], seat == viewer)) for seat, seat_stills in enumerate(stills)
            for s in seat_stills if s.at >= first]
