"""When the table waits for people rather than play on.

Before the first deal it waits until every person's seat is taken (on
resume, until the players it was told to wait for are back, or a while has
passed); a resumed table waits a moment on a returning player's turn, for
her window to reconnect by itself, and so does any table on the turn of a
player whose connection just dropped; a person's silence is said to the
others, counted afresh when the host itself stood still; and a table with
no person left at it
waits for one instead of letting bots and stand-ins play the match out.
Split from ``host.Host``'s loop, which it shares the table's state with.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable

from ..core import GameRecord
from . import renewals
from .seat import Seat

log = logging.getLogger("casino_desktop.net")

# A program that pings and has sent nothing for this long on its turn is said
# to be silent (``SEAT_SILENT``, "for a minute"): four of its pings missed.
SILENT_AFTER = 60.0

# Seconds a resumed table waits, on a returning player's turn, for her to
# come back before her stand-in plays it: her window reconnects by itself
# within a second or two of the host reopening.
RESUME_GRACE = 8.0

# Seconds the table waits, on the turn of a player whose connection just
# dropped (not one who chose to leave), for her window to come back before
# her stand-in plays it.  Her window dials again by itself at once, but the
# drop is often read in the same instant as her new call: a host whose own
# computer slept reads, on waking, every guest's ended connection and its
# re-dial together, and the stand-in played her turn in the second her new
# connection took to be seated (stranger 25): she read that a computer had
# made her move, though she never left.  A program that crashed costs the
# others these seconds once.
DROP_GRACE = 8.0


class TableWaits:
    """``Host``'s waits (``Host`` is one: it inherits this half)."""

    seats: list[Seat]
    record: GameRecord
    resumed: bool
    rejoin_wait: float
    resume_waits_for: set[int] | None
    resume_grace: float
    _play_from: float | None
    _changed: asyncio.Event
    silent_after: float = SILENT_AFTER
    drop_grace: float = DROP_GRACE
    _tell_all: Callable[..., None]
    _name: Callable[[Seat], Any]
    _save: Callable[[], None]
    _said_next: Callable[[], int]

    async def _wait_for_players(self) -> None:
        """Until every person's seat has been taken once; on resume, until the
        players are back or ``rejoin_wait`` has passed (their stand-ins then play)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.rejoin_wait
        while True:
            missing = [s for s in self.seats if s.person and (s.plan.token is None or (self.resumed and s.conn is None
                       and (self.resume_waits_for is None or s.index in self.resume_waits_for)))]
            never = [s for s in missing if s.plan.token is None]
            if not missing or (not never and loop.time() >= deadline):
                return
            self._changed.clear()
            timeout = None if never else max(0.0, deadline - loop.time())
            try:
                await asyncio.wait_for(self._changed.wait(), timeout)
            except asyncio.TimeoutError:
                pass

    async def _resume_grace(self, seat: Seat) -> bool:
        """On a resumed table, the turn of a player who has not been back yet
        waits a moment for her (``resume_grace``); True when the table should
        look again (she came, or something else changed), False when her
        stand-in is to play."""
        if not self.resumed or seat.told_resumed or seat.plan.token is None or self._play_from is None:
            return False
        return await self._a_change_within(self._play_from + self.resume_grace - asyncio.get_running_loop().time())

    async def _a_moment_for(self, seat: Seat) -> bool:
        """Whether the table waited a moment on an absent player's turn for her
        to come back (and is to look again): a resumed table's, or one whose
        connection just dropped."""
        return await self._resume_grace(seat) or await self._drop_grace(seat)

    async def _drop_grace(self, seat: Seat) -> bool:
        """The turn of a player whose connection dropped a moment ago waits
        what is left of ``drop_grace`` for her window to dial again; True when
        the table should look again (she came, or something else changed),
        False when her stand-in is to play."""
        if seat.left or seat.dropped_at is None or not self._person_here():
            return False   # (with nobody else at the table, it waits for a person: ``_until_a_person_returns``)
        return await self._a_change_within(seat.dropped_at + self.drop_grace - asyncio.get_running_loop().time())

    async def _a_change_within(self, left: float) -> bool:
        """Wait up to ``left`` seconds for the table to change (someone comes
        or goes); False at once when no time is left, else True: the table
        looks again, whether something changed or the moment ran out."""
        if left <= 0:
            return False
        self._changed.clear()
        try:
            await asyncio.wait_for(self._changed.wait(), left)
        except asyncio.TimeoutError:
            pass
        return True

    def _person_here(self) -> bool:
        """Whether a person (not a ``net bot``) is connected at the table."""
        return any(s.person and s.conn is not None and not s.bot for s in self.seats)

    async def _until_a_person_returns(self) -> None:
        """A person's seat is to move, she left, and no other person is at the
        table: her stand-in keeps her place while others play, but a table of
        bots and stand-ins alone would play the match out in seconds, and the
        seat she was promised would be gone when she came back.  The table
        waits until someone joins or returns (``_changed``)."""
        log.info("No person is at the table: it waits for one to come back.")
        while not self._person_here():
            self._changed.clear()
            await self._changed.wait()

    async def _watch_silence(self, seat: Seat) -> None:
        """While the table waits for ``seat``'s move: once its program, which
        pings, has sent nothing for ``silent_after`` seconds, the others are
        told, once for one silence.  A frozen program or a network gone without a word
        keeps its connection open, and its seat listed as connected: the
        others only read that it is her turn (stranger 19).  A program that
        does not ping (an older one) is never said to be silent."""
        loop = asyncio.get_running_loop()
        counted_from = seat.heard
        while seat.conn is not None:
            left = max(seat.heard, counted_from) + self.silent_after - loop.time()
            if seat.pings and left <= 0:
                # Once for one silence: the table looks again at the same turn
                # each time a seat comes or goes, and said it again each time.
                silence = (len(self.record.moves), seat.heard)
                if seat.silence_told != silence:
                    seat.silence_told = silence
                    self._tell_all(renewals.sentence(renewals.SILENT, self._name(seat)), but=seat)
                    # Kept with the match: a log rebuilt later says it here too.
                    seat.plan.renewals.append(renewals.Said(len(self.record.moves), renewals.SILENT,
                                                                 self._said_next()))
                    self._save()
                return
            wait = left if seat.pings else self.silent_after
            slept = loop.time()
            await asyncio.sleep(wait)
            if loop.time() - slept - wait > self.silent_after / 4:
                # The host stood still, not her program (its computer slept,
                # its process stopped): what she sent meanwhile is still to be
                # read, or still on its way, and the host called every guest
                # silent the instant it woke (stranger 25).  Her silence is
                # counted afresh, from half the limit, as a client counts its
                # host's (``host_silence``).
                counted_from = loop.time() - self.silent_after / 2
