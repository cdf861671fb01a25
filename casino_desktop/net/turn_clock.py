"""The clock of a person's turn at a network table (the idle rule).

A connected player who does not move within ``turn_limit`` seconds has
that turn played by her stand-in (``Host._play``); she keeps her seat.
The clock belongs to the turn, not to the connection.  The table looks
again at the turn it waits for whenever a seat comes, goes or comes back,
and each look used to begin the limit afresh: a window that re-dialled
every few minutes (a flaky Wi-Fi, a laptop lid, a frozen program whose
network thread keeps dialling), or any other seat's flaky connection,
kept the idle rule from ever playing, and the whole table waited for good.
Now a turn keeps the time it began (``TurnTime``).  A player who comes
back to it on a new connection is given ``RETURN_GRACE`` seconds to see
the table if less is left, never a fresh limit: no sequence of joins and
drops keeps a turn waiting longer than the limit and one grace.

Split from ``host.Host``'s loop, which it shares the table's state with.
"""
from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from ..ai.levels import level_label
from ..core import PHASE_PLAY, GameRecord, GameState
from ..core.templates import fill
from . import net_sentences
from .absences import IDLE, MOST_MINUTES, Absence
from .connection import Connection
from .seat import Seat

# Seconds a connected person may think over one turn before their stand-in
# plays it: generous (a family table chats between moves), but a player who
# walked away does not hold everyone up for good.
TURN_LIMIT = 300.0
# The player is warned this many seconds before her turn runs out.
WARN_BEFORE = 60.0
# A player who comes back to her turn on a new connection with less than
# this left is given this long to see the table, once the limit is near: the
# minute the warning promises ("In a minute, ..."), which her new window is
# told at once.  Never more than the limit and one grace in all.
RETURN_GRACE = WARN_BEFORE
# The host's own stillness (its computer slept, its process was stopped) is
# no part of her turn: she could not play while her window had no host
# (stranger 25: a guest's five minutes ran out two after the host woke).
# ``host_still`` finds it and moves the turn's clock on (``_moved_on``).


def minutes(seconds: float | None) -> int:
    """The turn limit in whole minutes, for the sentence (at least one)."""
    return max(1, round((seconds or 0) / 60))


@dataclass
class TurnTime:
    """The clock of the one turn the table waits for a connected person's move in."""
    turn: tuple          # which turn: the match, the moves played, the seat
    start: float         # when the table first waited for it (the clock's time)
    deadline: float      # when her stand-in plays it
    conn: Any            # the connection the table last waited on
    warned: Any = None   # the connection told that the turn runs out soon

    @classmethod
    def begin(cls, turn: tuple, conn: Any, now: float, limit: float) -> "TurnTime":
        return cls(turn, now, now + limit, conn)

    def back(self, conn: Any, now: float, limit: float, grace: float) -> None:
        """She came back to this turn on ``conn``: at least ``grace`` seconds
        left, but the turn never waits past the limit and one grace."""
        self.conn = conn
        self.deadline = max(self.deadline, min(now + grace, self.start + limit + grace))


class TurnClock:
    """``Host``'s turn clock (``Host`` is one: it inherits this half)."""

    record: GameRecord
    state: GameState
    match_number: int
    awaiting: int | None
    turn_limit: float | None
    # Waits a number of seconds (``asyncio.sleep``; a test gives a clock it works).
    turn_timer: Callable[[float], Awaitable]
    # The clock's time (None: the loop's); a test gives the time of its ``turn_timer``.
    turn_now: Callable[[], float] | None
    return_grace: float
    _turn_time: TurnTime | None
    _changed: asyncio.Event
    _send: Callable[[Connection, dict], None]
    _tell_all: Callable[..., None]
    _name: Callable[[Seat], Any]
    _watch_silence: Callable[[Seat], Awaitable[None]]
    _check_still: Callable[[], float]
    _stills: int

    async def _await_turn(self, seat: Seat) -> bool:
        """The table waits for connected ``seat``'s move: True when it is to
        look again (she moved, or a seat came, went or came back), False when
        her turn ran out and her stand-in is to play it (everyone was told,
        if she is still connected)."""
        self.awaiting = seat.index
        self._changed.clear()
        watch = asyncio.ensure_future(self._watch_silence(seat))
        try:
            moved = await self._person_moves(seat)
        finally:
            watch.cancel()
        self.awaiting = None
        if moved or self.state.to_move != seat.index or self.state.phase != PHASE_PLAY:
            return True
        if seat.conn is not None:  # still here, but silent: the stand-in plays this turn only
            self._turn_ran_out(seat)
        return False

    def _moved_on(self, still: float) -> None:
        """The host stood still for ``still`` seconds (``host_still``): the
        turn's clock is moved on by that time."""
        clock = self._turn_time
        if clock is not None:
            clock.start += still
            clock.deadline += still

    def _clock_now(self) -> float:
        return self.turn_now() if self.turn_now is not None else asyncio.get_running_loop().time()

    def _look_at_turn(self, seat: Seat) -> TurnTime:
        """The clock of ``seat``'s turn as the table (again) waits for it:
        begun at the first look, kept at every later one."""
        assert self.turn_limit is not None
        now = self._clock_now()
        turn = (self.match_number, len(self.record.moves), seat.index)
        clock = self._turn_time
        if clock is None or clock.turn != turn:
            clock = self._turn_time = TurnTime.begin(turn, seat.conn, now, self.turn_limit)
        elif clock.conn is not seat.conn:
            clock.back(seat.conn, now, self.turn_limit, self.return_grace)
        return clock

    def _grace_on_return(self, seat: Seat) -> bool:
        """Whether ``seat``'s player, back now on a new connection, has her
        turn's time lengthened by it (``TurnTime.back``, when the table looks
        at her turn again): the others are told (``renewals``)."""
        clock = self._turn_time
        if self.turn_limit is None or clock is None or clock.turn != (self.match_number, len(self.record.moves),
                                                                      seat.index):
            return False
        now = self._clock_now()
        return min(now + self.return_grace, clock.start + self.turn_limit + self.return_grace) > clock.deadline

    def _forget_turn(self) -> None:
        """The table waited for no one (nobody was at it to wait): the turn's
        clock begins again when she is awaited."""
        self._turn_time = None

    async def _person_moves(self, seat: Seat) -> bool:
        """Wait for the awaited person's move (or anything else that changes
        the table); False when her turn ran out first.  A limit of two
        minutes or more warns her connection a minute before it runs out
        (a connection that comes back with less left: at once)."""
        changed = asyncio.ensure_future(self._changed.wait())
        if self.turn_limit is None:
            await changed
            return True
        clock = self._look_at_turn(seat)
        try:
            left = clock.deadline - self._clock_now()
            if left <= 0:
                return False
            if self.turn_limit >= 2 * WARN_BEFORE and clock.warned is not seat.conn:
                if left > WARN_BEFORE:
                    if await self._first_done(changed, left - WARN_BEFORE):
                        return True
                    left = WARN_BEFORE
                self._warn(seat, left)
                clock.warned = seat.conn
            return await self._first_done(changed, left)
        finally:
            changed.cancel()

    def _warn(self, seat: Seat, left: float) -> None:
        """Tell ``seat``'s player that her turn runs out in ``left`` seconds."""
        if seat.conn is None:
            return
        level = level_label(seat.plan.level)
        seconds = max(1, round(left))
        if seconds >= WARN_BEFORE:
            said = fill(net_sentences.SEAT_IDLE_SOON, level=level)
        else:
            said = fill(net_sentences.SEAT_IDLE_SOON_SECONDS, count=seconds, level=level)
        self._send(seat.conn, {"type": "notice", "say": net_sentences.text_json(said)})

    async def _first_done(self, changed: asyncio.Future, seconds: float) -> bool:
        """True if ``changed`` is done before ``seconds`` (on ``turn_timer``) are."""
        if changed.done():
            return True
        stills = self._stills
        timer = asyncio.ensure_future(self.turn_timer(seconds))
        try:
            done, _ = await asyncio.wait({changed, timer}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            timer.cancel()
        # Its timer rang late because the host stood still (found here or by
        # the tick, whichever ran first on waking): the turn is looked at again.
        self._check_still()
        return changed in done or self._stills != stills

    def _turn_ran_out(self, seat: Seat) -> None:
        """``seat``'s player, still connected, did not move in time: everyone
        is told her stand-in plays this turn (she in the second person)."""
        count, level = minutes(self.turn_limit), level_label(seat.plan.level)
        self._tell_all(fill(net_sentences.SEAT_IDLE, count=count, name=self._name(seat), level=level), but=seat)
        if seat.conn is not None:
            self._send(seat.conn, {"type": "notice", "say": net_sentences.text_json(
                fill(net_sentences.SEAT_IDLE_YOU, count=count, level=level))})

    def _idle_span(self, number: int) -> Absence:
        """The span of the idle turn played as move ``number``, with the
        minutes the table said, for the log rebuilt after a resume (``absences``)."""
        count = minutes(self.turn_limit)
        return Absence(number, number + 1, IDLE, count if count <= MOST_MINUTES else None)
