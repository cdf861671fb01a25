"""The round so far as one seat saw it, for a player who comes back mid-round.

A window that (re)joins a round in play is sent the table as it stands and
the round so far in words (``absences.round_so_far``).  Its round review
then began where it came back: the moves before were not watched there.
Yet each of those positions is the seat's to know: the moves are played
in the open, and its own hand at each was its own (a card it held then is
in its hand now or was played in the open since, even while it was away
and its stand-in played).  So the host sends the seat's own view before
each move, exactly its ``seat_view`` then, as sent live to a seat at the
table: its own hand, the table and the piles, the other hands and the
stock as counts only.  The window steps through them as it steps through
live states (``RemoteController``), and its review holds the whole round.

With the views go the round's moves a computer made for a person's seat
(``absences``): the coach does not grade those as the player's own.

The field is optional: an older window ignores it; a round too long for one
message (``MOST_BYTES``, far more than two decks' hundred moves need) is
not sent, and the review begins where the player came back, as before.
"""
from __future__ import annotations

import json

from ..core import PHASE_PLAY, GameRecord, GameState, RecordError, play_texts
from .absences import Absence
from .views import seat_view

# Of the host's largest line (``wire.MAX_HOST_LINE``, 256 KiB), at most this
# for the round's views: the state, the log and the seats need the rest.
MOST_BYTES = 128 * 1024


def round_views(record: GameRecord, state: GameState, seat: int, match_number: int,
                spans: list[list[Absence]]) -> dict | None:
    """``{"views": [...], "stood": [...]}``: ``seat``'s view before each
    move of the round in play (``record``'s moves that reach ``state``),
    and the indexes among them of the moves a computer made for a person's
    seat; None outside play, before the round's first move, or when too long
    (``views_from``)."""
    if state.phase != PHASE_PLAY:
        return None
    before: list[GameState] = []
    try:
        # The whole match again: the record keeps no position but the first.
        play_texts(record.new_state(), record.moves, in_round(state, before))
    except RecordError:
        return None
    return views_from(before, len(record.moves), state, seat, match_number, spans)


def in_round(state: GameState, before: list[GameState]):
    """A replay's ``seen`` that keeps in ``before`` a copy of each position
    of ``state``'s round (the host's log of a rejoin replays the match once
    for both: ``Host._send_state``)."""
    def seen(position: GameState, _move) -> None:
        if position.round_index == state.round_index:
            before.append(position.clone())
    return seen


def views_from(before: list[GameState], moves: int, state: GameState, seat: int, match_number: int,
               spans: list[list[Absence]]) -> dict | None:
    """``round_views`` from the positions before each move of the round in
    play (``before``), the record holding ``moves`` moves."""
    if state.phase != PHASE_PLAY or not before:
        return None
    first = moves - len(before)
    known = len(state.round_results)  # the results of earlier rounds travel with the state
    views = [seat_view(position, seat, match_number, known) for position in before]
    if len(json.dumps(views, separators=(",", ":"))) > MOST_BYTES:
        return None
    stood = [i for i, position in enumerate(before)
             if any(a.holds(first + i) for a in spans[position.to_move])]
    return {"views": views, "stood": stood}
