"""A table that stays open after its match: the host may deal the next one.

A family plays more than one match.  The host's window keeps its table open
once a match is over (``Host.stay_open``): the seats, their tokens and the
connections stay as they are, and the host's New Game deals a new match of
the same game to the same seats (``new_match``), which every window at the
table follows into (its client stays after "over": ``Client.follow``).
When the host closes such a table, everyone still at it is told (``run``),
as they are told when it closes mid-match.

The command line's host (``net serve``) does not stay open: it prints its
match's summary and ends, as scripts expect.
"""
from __future__ import annotations

import asyncio
import secrets
from typing import Callable

from ..core import MAX_SEED, GameRecord, GameState
from . import net_sentences
from .match_file import new_record


class NextMatch:
    """``Host``'s matches after the first (``Host`` is one: it inherits this half)."""

    record: GameRecord
    state: GameState
    seats: list
    match_number: int
    stood_in: dict
    resumed: bool
    stay_open: bool
    _next_match: asyncio.Event | None
    _save: Callable[[], None]
    _send_states: Callable[[], None]
    _tell_all: Callable[..., None]
    _seated: Callable[[], list]
    _send: Callable[..., None]
    _send_state: Callable[..., None]
    summary: Callable[[], dict]

    def new_match(self, seed: int | None = None) -> bool:
        """Deal a new match of the same game to the same seats, once the match
        is over (on the host's loop: the window calls it with
        ``call_soon_threadsafe``); whether it was dealt."""
        if self._next_match is None or not self.state.is_over:
            return False
        r = self.record
        plans = [s.plan for s in self.seats]
        for plan in plans:
            plan.away = []  # the finished match's spans: the new one starts with nobody played for
            plan.renewals = []  # and its news of silences and renewals (``renewals``)
        for seat in self.seats:
            seat.reading = False  # no round of the new match has ended: no sheet of it is open
        seed = secrets.randbelow(MAX_SEED) if seed is None else seed
        self.record = new_record(r.variant, r.options, r.players, r.partnerships, seed, plans)
        self.state = self.record.new_state()
        self.match_number = int(self.record.match_id[:15] or "0", 16)
        self.stood_in = {}
        self.resumed = False  # a new match: nobody is told the host resumed it
        for seat in self._seated():
            seat.conn.results_sent = 0  # the new match's score sheet starts empty
        self._save()  # the finished match's autosave becomes the new one's
        self._next_match.set()
        return True

    def _over(self) -> dict:
        """The "over" message: the summary, and whether the table stays open
        for the next match (said only when it does: an older window reads
        the message as before), so that a window whose connection drops
        between matches comes back rather than take the drop for the table's end."""
        message: dict = {"type": "over", "result": self.summary()}
        if self.stay_open:
            message["stays_open"] = True
        return message

    def _back_between_matches(self, seat) -> None:
        """A player (re)joins once the match is over, before the next is
        dealt (she quit the finished table, or her connection dropped): she
        is sent the finished match as it ended, its last round for her log,
        and its result, as the others had them, and told that the host deals
        the next match (not the host herself: her window deals it).  Without
        this her window stayed empty until the next deal."""
        self._send_state(seat, log=True)
        self._send(seat.conn, self._over())
        if self.stay_open and not seat.hosts:
            self._send(seat.conn, {"type": "notice", "say": net_sentences.text_json(net_sentences.NEXT_MATCH_WAITS)})

    async def _until_next_match(self) -> None:
        """Wait for ``new_match``; then every seat is sent the new deal and
        told why its table is laid out afresh."""
        assert self._next_match is not None
        await self._next_match.wait()
        self._next_match.clear()
        self._send_states()
        self._tell_all(net_sentences.NEW_MATCH_DEALT)

    async def _close_after_match(self) -> None:
        """The host closes a table whose match is over: the players still at
        it are told, as they are told when it closes mid-match, so their
        windows do not list them as seated at a table that is gone."""
        if self.stay_open and self._seated():
            self._tell_all(net_sentences.CLOSED_AFTER_MATCH)
            await asyncio.gather(*(s.conn.drained(1.0) for s in self._seated()))
