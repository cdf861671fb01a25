"""The host: listens, seats players who prove the code, and referees.

The host's state is the only state: a client sends the move it means, the
host asks the core's ``check`` and, if it is legal, ``apply``; then every
seated client is sent its own seat's view (``views.seat_view``).  Computer
seats, and the stand-ins of players who dropped, choose on a worker thread
from their own seat's information view, so the host keeps answering while
they think.  Everything else happens on one asyncio loop, so nothing in
the state needs a lock.

Why asyncio: one thread serves every connection, a slow or silent peer
costs a suspended coroutine rather than a thread, and timeouts (the
handshake's) are one call.  The window runs this loop on a thread of its
own (``qt/net``), so the same code hosts from the window and from the
command line.

Its door (the handshake, the seats given and taken back, the moves a
connection sends) is ``host_door``, and the clock of a person's turn (the
idle rule) is ``turn_clock``; ``Host`` inherits both.
"""
from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Awaitable, Callable

from ..ai import make_player
from ..ai.guard import stand_in, vet
from ..ai.levels import level_label
from ..core.templates import fill
from ..core import (PHASE_MATCH_OVER, PHASE_ROUND_OVER, GameRecord, GameState, apply,
                    next_round)
from . import auth, net_sentences
from .absences import NOT_BACK, Absence, still_away
from .connection import Connection
from .discovery import announce, beacon
from .host_door import HostDoor
from .host_still import HostStill
from .round_news import RoundNews
from .seat import Seat
from .guard import Limits
from .match_file import COMPUTER, SeatPlan, match_bytes, write_quietly
from .next_match import NextMatch
from .reading_seats import ReadingSeats
from .round_views import views_from
from .table_waits import RESUME_GRACE, TableWaits
from .turn_clock import RETURN_GRACE, TURN_LIMIT, TurnClock, TurnTime
from .views import seat_view
from .wire import MAX_LINE

log = logging.getLogger("casino_desktop.net")


class Host(HostDoor, NextMatch, TableWaits, ReadingSeats, TurnClock, HostStill, RoundNews):
    def __init__(self, record: GameRecord, state: GameState, plans: list[SeatPlan], code: str, *,
                 limits: Limits = Limits(), autosave: str | Path | None = None, resumed: bool = False,
                 rejoin_wait: float = 60.0, round_pause: float = 0.0, budget: float = 0.2,
                 on_event: Callable[[dict], None] | None = None, announce_to: tuple[str, int] | None = None,
                 table_name: str = "", hints: bool = True, turn_limit: float | None = TURN_LIMIT,
                 turn_timer: Callable[[float], Awaitable] = asyncio.sleep,
                 turn_now: Callable[[], float] | None = None, return_grace: float = RETURN_GRACE,
                 resume_waits_for: set[int] | None = None, resume_grace: float = RESUME_GRACE) -> None:
        self.record, self.state, self.code = record, state, auth.normalize_code(code)
        self.seats = [Seat(i, p, name=p.name) for i, p in enumerate(plans)]
        self.limits = limits
        self.codes = auth.WrongCodeLimiter(limits.wrong_codes, limits.code_window, limits.code_pause)
        self.autosave = autosave
        self.resumed = resumed
        self.resumed_at = len(record.moves)  # where a resumed match took up again
        # Kept in the match file with the earlier resumptions (once a place:
        # a host resumed again before any move took up at the same one).
        if resumed and record.resumed_at[-1:] != [self.resumed_at]:
            record.resumed_at.append(self.resumed_at)
        self.rejoin_wait, self.round_pause, self.budget = rejoin_wait, round_pause, budget
        self.on_event = on_event or (lambda event: None)
        self.match_number = int(record.match_id[:15] or "0", 16)
        self.connections: set[Connection] = set()
        self.awaiting: int | None = None      # the person's seat the table waits for
        self.thinking: int | None = None      # the seat a computer is choosing for
        self.port = 0
        self.started = False
        self.figures = {"refused": 0, "wrong_codes": 0, "paused": 0, "dropped_for_misbehaving": 0,
                        "too_slow": 0, "connections": 0}
        self._changed: asyncio.Event | None = None
        self._saver = ThreadPoolExecutor(1, thread_name_prefix="autosave")
        self._thinker = ThreadPoolExecutor(1, thread_name_prefix="computer-seat")
        self._pending_save = None
        self.announce_to, self.table_name = announce_to, table_name
        self._handlers: set = set()
        self._named_unreadable: set[str] = set()
        # Whether joining players may ask for hints and the coach.  Both are
        # worked out on the player's own computer from its seat's view (no
        # hidden card is needed), so the host cannot refuse them: its word
        # travels in the welcome and the player's window does not offer them.
        self.hints = hints
        # A connected player who does not move within ``turn_limit`` seconds
        # has that turn played by their stand-in; they keep their seat.
        # ``turn_timer`` waits (``asyncio.sleep``; a test gives a clock it works,
        # and ``turn_now``, its time).  The clock belongs to the turn: a player
        # back on a new connection gets ``return_grace``, not a fresh limit.
        self.turn_limit, self.turn_timer, self.turn_now = turn_limit, turn_timer, turn_now
        self.return_grace = return_grace
        self._turn_time: TurnTime | None = None
        # On resume, the seats whose players the table waits for before it plays
        # on (None: every person's).  The window waits for its own seat only:
        # the others are told a computer plays for them until they return, so
        # their stand-ins play at once rather than after a silent wait.
        self.resume_waits_for = resume_waits_for
        # ...but a seat whose turn it is waits ``resume_grace`` seconds for its
        # player, who may be on her way back (``_resume_grace``): a stand-in
        # that played her turn as she came back took it from her.
        self.resume_grace = resume_grace
        self._play_from: float | None = None  # when the table began to play (this run)
        # The host's window keeps its table open after the match, for the
        # next one (``next_match``); the command line's host ends with it.
        self.stay_open = False
        self._next_match: asyncio.Event | None = None
        # Set once the table is closing: a player whose connection the host
        # itself ends is not "dropped" (no stand-in plays for them, nobody is told).
        self.closing = False
        # The moves a computer player made for a person's seat (she had
        # dropped, or her turn ran out) in this run of the host: each move's
        # place in the record, and its seat.  Every window's log says so under
        # the move (the state after it carries ``stood_in``).  The round so
        # far sent to a player who comes back says it from the seats' spans
        # (``absences``), which the match file keeps across a resume.
        self.stood_in: dict[int, int] = {}
        # The round so far, for a player who comes back (``_send_state(log=True)``).
        self._anticlockwise = bool(getattr(state.rules, "anticlockwise", False))

    # --- the match ---------------------------------------------------------
    async def run(self, bind: str | None, port: int, on_listening: Callable[[int], None] | None = None) -> dict:
        """Host the match to its end; the summary (result, rounds, moves)."""
        self._changed = asyncio.Event()
        self._next_match = asyncio.Event()
        if self.resumed and self.state.phase == PHASE_ROUND_OVER:
            # A match file that ends on a round over without the mark of the
            # next deal (an older version's): the table deals it before anyone
            # is back, as it would have at once, so the host's window and the
            # guests' are dealt the same round (stranger 10's section 7: hers
            # showed the sheet before while theirs were dealt the next).
            next_round(self.state)
            self.record.next_round_dealt = True
        server = await asyncio.start_server(self._serve_connection, bind, port, limit=MAX_LINE)
        self.port = server.sockets[0].getsockname()[1]
        if on_listening is not None:
            on_listening(self.port)
        beacons = None
        if self.announce_to is not None:  # only while the table is open: the task ends with it
            beacons = asyncio.ensure_future(announce(self._beacon, self.announce_to))
        still_watch = asyncio.ensure_future(self._still_watch())
        try:
            self._save()
            await self._wait_for_players()
            self.started = True
            self._play_from = asyncio.get_running_loop().time()
            # A resumed table's players were each sent the table as it stands,
            # with the round so far for its log, and told the host resumed the
            # match, as they rejoined (``HostDoor._seat_joiner``): the same
            # state again would make the window lay its table out afresh and
            # empty that log down to the deal's heading, and the news told
            # only now would come after who else is back.
            if not self.resumed:
                self._send_states()
            await self._play()
            while self.stay_open:  # until the host closes the table (the task is cancelled)
                await self._until_next_match()
                await self._play()
            return self.summary()
        finally:
            self.closing = True
            still_watch.cancel()
            if beacons is not None:
                beacons.cancel()
            server.close()
            if not self.state.is_over:  # the host quits mid-match: the others are told, then keep trying to rejoin
                self._tell_all(net_sentences.HOST_CLOSED)
                await asyncio.gather(*(c.drained(1.0) for c in list(self.connections)))
            else:
                await self._close_after_match()
            for conn in list(self.connections):
                conn.close()
            if self._handlers:  # each sees its connection end and returns, before the loop stops
                await asyncio.wait(list(self._handlers), timeout=2.0)
            await self._flush_save()
            self._thinker.shutdown(wait=False, cancel_futures=True)
            self._saver.shutdown(wait=True)

    def _beacon(self) -> bytes:
        open_seats = sum(1 for s in self.seats if s.person and s.plan.token is None)
        return beacon(self.table_name or "Casino", self.port, self.record.variant, self.record.players, open_seats)

    def summary(self) -> dict:
        s = self.state
        return {"result": {"winner": s.winner, "scores": list(s.match_scores)},
                "rounds": s.round_index + 1, "moves": len(self.record.moves)}

    def fill_open_seats(self) -> int:
        """Give every person's seat nobody has taken yet to a computer player
        (at its stand-in's level), so the match can start without them; how
        many.  Called on the host's loop (the window: ``call_soon_threadsafe``)."""
        filled = 0
        for seat in self.seats:
            if seat.person and seat.plan.token is None and not self.started:
                seat.plan = SeatPlan(COMPUTER, seat.plan.level, seat.plan.name)
                filled += 1
        if filled:
            self._send_seats()
            self._save()
            self._changed.set()
        return filled

    async def _play(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            s = self.state
            if s.phase == PHASE_MATCH_OVER:
                self._send_all(self._over())
                await asyncio.gather(*(c.drained() for c in list(self.connections)))
                return
            if s.phase == PHASE_ROUND_OVER:
                if self.round_pause:
                    await asyncio.sleep(self.round_pause)
                next_round(s)
                # Saved dealt: a host resumed before its first move deals
                # everyone this round, not the sheet of the one before
                # (``GameRecord.next_round_dealt``; stranger 10's section 7).
                self.record.next_round_dealt = True
                self._save()
                self._send_states()
                continue
            seat = self.seats[s.to_move]
            if seat.person and seat.conn is None and not seat.bot and await self._a_moment_for(seat):
                continue
            if seat.person and seat.conn is None and not seat.bot and not self._person_here():
                await self._until_a_person_returns()
                self._forget_turn()  # nobody was held up meanwhile: her turn's clock begins again
                continue
            if seat.person and seat.conn is not None and await self._await_turn(seat):
                continue   # she moved, or a seat came or went: look again (her turn keeps its clock)
            self.thinking = seat.index
            away = seat.person and seat.conn is None
            if away:  # her drop, kept unsaid just after the host stood still, is said before anything is played for her
                self._say_unsaid_drops(seat)
            if away and still_away(seat.plan.away) is None:
                # Nobody was told she went: a resumed table plays on for a
                # player who has not come back to it yet.
                seat.plan.away.append(Absence(len(self.record.moves), None, NOT_BACK, went_order=self._said_next()))
                self._tell_all(fill(net_sentences.NOT_BACK, name=self._name(seat), level=level_label(seat.plan.level)))
            try:
                answer = await loop.run_in_executor(self._thinker, self._choose, seat, s.information_view(seat.index),
                                                    len(self.record.moves))
            except Exception as err:  # a computer player's fault must not stop the table
                answer = err
            finally:
                self.thinking = None
            if away and seat.conn is not None:
                # She came back while her stand-in chose: she plays her own
                # turn (the table is told she is back; the answer is dropped).
                continue
            move, why = vet(self.state, answer)
            if move is None:
                log.warning("Seat %d's computer player failed (%s); a legal move stands in.", seat.index, why)
                move = stand_in(self.state, len(self.record.moves))
            if seat.person:  # a person's seat, played for her: not a computer's own seat
                number = len(self.record.moves)
                self.stood_in[number] = seat.index
                if not away:  # her turn ran out: this one move (an absence holds all it spans)
                    seat.plan.away.append(self._idle_span(number))
            self._play_move(seat.index, move)

    def _dropped(self, seat: Seat) -> None:
        super()._dropped(seat)
        if self.stay_open and self.state.phase == PHASE_MATCH_OVER and not self.closing:
            # Nobody is told between matches (nothing is played for her), but no list calls her connected.
            self._send_seats()

    def _choose(self, seat: Seat, view: GameState, number: int):
        if seat.player is None:
            seat.player = make_player(seat.plan.level)
        rng = random.Random(self.record.seed * 1_000_003 + number)
        return seat.player.choose(view, rng, self.budget)

    def _play_move(self, seat: int, move) -> None:
        text = move.text(show_value=True)
        apply(self.state, move)
        self.record.moves.append(text)
        self.record.next_round_dealt = False  # the moves say where the match is again
        self.on_event({"type": "move", "seat": seat, "move": text})
        self._save()
        self._send_states()

    # --- the autosave --------------------------------------------------------
    def _save(self) -> None:
        if self.autosave is None:
            return
        data = match_bytes(self.record, [s.plan for s in self.seats])
        # One writer thread, so saves land in order; the loop never waits on the disk.
        self._pending_save = self._saver.submit(write_quietly, self.autosave, data)

    async def _flush_save(self) -> None:
        if self._pending_save is not None:
            await asyncio.wrap_future(self._pending_save)

    # --- sending -------------------------------------------------------------
    def _seated(self):
        return [s for s in self.seats if s.conn is not None and not s.conn.closed]

    def _send_states(self) -> None:
        for seat in self._seated():
            self._send_state(seat)

    def _send_state(self, seat: Seat, log: bool = False) -> None:
        """The seat's view; with ``log``, for a player who (re)joins, the round's
        moves so far as sentences (her own seat called "You")."""
        conn = seat.conn
        known = conn.results_sent
        conn.results_sent = len(self.state.round_results)
        moves = len(self.record.moves)
        message = {"type": "state", "moves": moves,
                   "view": seat_view(self.state, seat.index, self.match_number, known), "seats": self._seat_list()}
        if moves - 1 in self.stood_in:
            # Sent only when true: a window that does not know the field
            # reads the state as before (a host's message is checked by its
            # type, not refused for a field it does not list).
            message["stood_in"] = True
        if log:
            standing: set[int] = set()
            played: list[int] = []
            before: list[GameState] = []  # the round's positions, from the same replay as its log
            message["log"] = [net_sentences.text_json(line)
                              for line in self._round_so_far(seat, standing, played, before)]
            # The seats whose computer's moves that log has noted, still played
            # for: the window says it once a run (a window that does not know
            # the field said it again under the next move).
            message["standing"] = sorted(standing)
            # How many of this round's moves were played before this view: the
            # window's round review holds only the moves it watched, and says
            # where it begins (a window that does not know the field: as before).
            message["round_moves"] = played[0]
            # And what this seat saw before each of them, for that review
            # to hold the whole round (``round_views``; an older window ignores it).
            seen = views_from(before, len(self.record.moves), self.state, seat.index, self.match_number,
                              [s.plan.away for s in self.seats])
            if seen is not None:
                message["round_views"], message["round_stood"] = seen["views"], seen["stood"]
        self._send(conn, message)

    def _name(self, seat: Seat):
        return seat.shown_name(self.record.players, self._anticlockwise)

    def _seat_list(self) -> list[dict]:
        seats = []
        for s in self.seats:
            entry = {"name": net_sentences.text_json(self._name(s)), "person": s.person, "connected": s.conn is not None,
                     "level": s.plan.level, "kind": s.kind()}
            # Beside the kind, not a kind of its own: an older window reads
            # "dropped" (its stand-in plays) and ignores what it does not know.
            if s.not_back(self.resumed):
                entry["not_back"] = True
            if self.still_reading(s):  # still at the last round's scores (``reading_seats``); said only when so
                entry["reading"] = True
            seats.append(entry)
        return seats

    def _send_seats(self) -> None:
        self._send_all({"type": "seats", "seats": self._seat_list()})
        self.on_event({"type": "seats", "seats": self._seat_list()})

    def _send_all(self, message: dict, but: Seat | None = None) -> None:
        for seat in self._seated():
            if seat is not but:
                self._send(seat.conn, message)

    def _tell_all(self, sentence, but: Seat | None = None) -> None:
        self._send_all({"type": "notice", "say": net_sentences.text_json(sentence)}, but)
        self.on_event({"type": "notice", "say": sentence})

    def _send(self, conn: Connection, message: dict) -> None:
        conn.send(message)
