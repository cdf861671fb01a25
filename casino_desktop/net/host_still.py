"""The host's own computer stood still (it slept, its program was stopped):
found, told once, and its consequences not told as the guests' losses.

While the host stands still nobody can reach the table.  Each guest's
window hears nothing from it for a minute, hangs up and dials again
(``client``); on waking the host reads every guest's ended connection and
her new call together.  Each was told to everyone as the guest's own loss
and return ("Mikael lost the connection..." then "Mikael is back..."),
though nobody lost anything and it was the host that slept, and nobody
was told that (stranger 25, finding 5).

So the host watches its own loop: a tick every ``still_tick`` seconds
that finds itself more than ``still_after`` late means the host stood
still (the turn's clock is moved on by that time: ``turn_clock``).  One of
``still_said_after`` seconds or more is said once to every seat, the
host's own in the second person, and kept with the match (``still_news``),
so a log rebuilt later says it where it happened.  For
``still_quiet`` seconds after waking a guest's connection that ends is not
said to have been lost; if she is back within them nothing is said or
kept of it (a log rebuilt meanwhile for another guest does not say it
either), and if she is not (her connection really failed, then or since) the
others are told she lost it, as before, at the latest before her stand-in
plays for her.

Whoever runs first on waking finds the stillness: the tick, the turn's
timer, or a connection's end or call, which asyncio may hand the host
before either timer.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable

from . import net_sentences
from .seat import Seat
from .still_news import Still, sentence

log = logging.getLogger("casino_desktop.net")

# The loop's tick, and how late a tick means the host stood still: far above
# any healthy loop's lateness (the host never blocks it).
STILL_TICK = 1.0
STILL_AFTER = 5.0
# A stillness this long is said to the table: shorter ones are not noticed
# by anyone (a guest's window waits a minute before it calls its host silent).
SAY_AFTER = 20.0
# Seconds after waking in which a guest's ended connection is the host's
# stillness's doing: her window dialled again meanwhile (at most a second
# apart, ``client``) and its call is read within them.
QUIET = 15.0


class HostStill:
    """``Host``'s watch on its own stillness (``Host`` is one: it inherits this half)."""

    seats: list[Seat]
    record: Any
    closing: bool
    still_tick: float = STILL_TICK
    still_after: float = STILL_AFTER
    still_said_after: float = SAY_AFTER
    still_quiet: float = QUIET
    _last_tick: float | None = None
    _stills: int = 0                 # how often the host was found to have stood still
    _quiet_until: float = float("-inf")
    _tell_all: Callable[..., None]
    _send: Callable[..., None]
    _name: Callable[[Seat], Any]
    _save: Callable[[], None]
    _send_seats: Callable[[], None]
    _moved_on: Callable[[float], None]
    _said_next: Callable[[], int]
    _tell_went: Callable[[Seat], None]

    async def _still_watch(self) -> None:
        """The tick, for the table's life (``Host.run``)."""
        loop = asyncio.get_running_loop()
        self._last_tick = loop.time()
        while True:
            await asyncio.sleep(self.still_tick)
            self._check_still()

    def _check_still(self) -> float:
        """The seconds the host stood still since the last look at the
        loop's clock (0: it did not); on finding some, the turn's clock is
        moved on by them and, if long enough, the table is told."""
        if self._last_tick is None:
            return 0.0
        now = asyncio.get_running_loop().time()
        still = now - self._last_tick - self.still_tick
        self._last_tick = now
        if still <= self.still_after:
            return 0.0
        self._stills += 1
        log.info("The host stood still for %.0f seconds.", still)
        self._moved_on(still)
        if still >= self.still_said_after and not self.closing:
            self._quiet_until = now + self.still_quiet
            self._say_still(round(still))
            asyncio.get_running_loop().call_later(self.still_quiet, self._say_unsaid_drops)
        return still

    def _say_still(self, seconds: int) -> None:
        hosting = next((s for s in self.seats if s.hosts), None)
        if hosting is None:
            self._tell_all(sentence(seconds, None, False))
            return
        self._tell_all(sentence(seconds, self._name(hosting), False), but=hosting)
        if hosting.conn is not None:
            self._send(hosting.conn, {"type": "notice", "say": net_sentences.text_json(sentence(seconds, None, True))})
        hosting.plan.stills.append(Still(len(self.record.moves), seconds, self._said_next()))
        self._save()

    def _in_still_quiet(self) -> bool:
        """Whether a connection's end now is the host's stillness's doing
        (found first, if this is the first thing the host does on waking)."""
        self._check_still()
        return asyncio.get_running_loop().time() < self._quiet_until

    def _unsaid_back(self, seat: Seat) -> None:
        """``seat``'s player is back on a new connection: her drop, if it
        was never said (the host's stillness's doing), is not to be said."""
        seat.drop_unsaid = False

    def _say_unsaid_drops(self, seat: Seat | None = None) -> None:
        """The guests (or ``seat``) whose drop was not said, and who are still
        not back, really lost the connection: the others are told, as they
        would have been at once (before her stand-in plays for her)."""
        for other in self.seats if seat is None else [seat]:
            if not other.drop_unsaid:
                continue
            other.drop_unsaid = False
            if other.conn is None and not self.closing:
                self._tell_went(other)
