"""The table's news for a log rebuilt later: each piece numbered as it is
said (``said_order``), and the round so far as a seat reads it on coming
back (``absences.round_so_far``), from what the match file keeps.
Split from ``host.Host``, which it shares the table's state with.
"""
from __future__ import annotations

from typing import Any, Callable

from ..core import YOU_NAME, GameRecord, GameState, match_log
from . import said_order
from .absences import round_so_far
from .round_views import in_round
from .seat import Seat


class RoundNews:
    """``Host``'s news (``Host`` is one: it inherits this half)."""

    seats: list[Seat]
    record: GameRecord
    state: GameState
    resumed: bool
    resumed_at: int
    _name: Callable[[Seat], Any]
    _next_said: int | None = None

    def _said_next(self) -> int:
        """The number of the news the table says now: on from the highest
        its seats kept (a resumed table's file), so a rebuilt log says each
        move's news in the order said (``said_order``)."""
        if self._next_said is None:
            self._next_said = said_order.last_said(s.plan for s in self.seats)
        number, self._next_said = self._next_said, self._next_said + 1
        return number

    def _round_so_far(self, seat: Seat, standing: set[int] | None = None, played: list[int] | None = None,
                      before: list[GameState] | None = None) -> list:
        """The round so far as ``seat`` reads it on coming back (``absences``);
        on a resumed table that played on before she came back, the
        resumption among the moves, where it happened (she is told it once).
        ``before`` gets a copy of each position of the round in play, from
        the same replay (``round_views``)."""
        names = [YOU_NAME if s.index == seat.index else self._name(s) for s in self.seats]
        # The earlier runs' resumptions are the match's history, said where
        # they happened; this run's is said once to each player.
        earlier = [at for at in self.record.resumed_at if not (self.resumed and at == self.resumed_at)]
        now = self.resumed and not seat.told_resumed and self.resumed_at < len(self.record.moves)
        kept: list[GameState] = []
        logged = match_log(self.record.new_state(), self.record.moves, names, in_round(self.state, kept))
        if before is not None and logged:  # a replay that failed part way keeps no position
            before += kept
        lines = round_so_far(self.record, self.state.round_index, names, [s.plan.level for s in self.seats],
                             [s.plan.away for s in self.seats], seat.index, self.resumed_at if now else None,
                             standing, earlier, played, logged, [s.plan.renewals for s in self.seats],
                             [s.plan.stills for s in self.seats])
        if now:
            seat.told_resumed = True
        return lines
