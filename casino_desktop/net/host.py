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
"""
from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Awaitable, Callable

from ..ai import make_player
from ..ai.guard import stand_in, vet
from ..ai.levels import level_label
from ..core.templates import fill
from ..core import (PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, YOU_NAME, GameRecord, GameState, apply, check,
                    compass_name, match_log, next_round, resolve)
from . import auth, net_sentences
from .connection import Closed, Connection
from .discovery import announce, beacon
from .guard import Limits, MessageGuard
from .match_file import COMPUTER, REMOTE, SeatPlan, match_bytes, write_quietly
from .views import seat_view
from .wire import MAX_LINE, PROTOCOL, Refused, protocol_of, read_message, refusal

log = logging.getLogger("casino_desktop.net")

# Seconds a connected person may think over one turn before their stand-in
# plays it: generous (a family table chats between moves), but a player who
# walked away does not hold everyone up for good.
TURN_LIMIT = 300.0
# The player is warned this many seconds before her turn runs out.
WARN_BEFORE = 60.0

# Refusals an honest program can meet through timing alone (the table moved
# on while its move was on the way): answered, but not held against it.
_INNOCENT = (net_sentences.STALE_MOVE, net_sentences.STAND_IN_THINKING, net_sentences.NO_MOVE_NOW, net_sentences.NOT_STARTED)
# The addresses whose unreadable messages the host's log and window name, at
# most: one line per program is news, a flood from a hostile one is not.
MAX_NAMED_UNREADABLE = 32


@dataclass
class Seat:
    index: int
    plan: SeatPlan
    conn: Connection | None = None
    name: str = ""
    player: object = None           # the computer (or stand-in) that plays this seat, made once
    # The program last seated here said it plays by itself (``net bot``)
    # rather than for a person at a window.  Kept after it drops: a seat a
    # person left waits for a person's return, a bot's is played on.
    bot: bool = False
    # Its program said "leave" before its connection ended: the others are
    # told she left, not that she lost the connection.
    left: bool = False

    @property
    def person(self) -> bool:
        return self.plan.kind == REMOTE

    def shown_name(self, players: int = 4, anticlockwise: bool = False):
        """The name the player typed, else the seat's compass point, fixed to
        the host's table so every screen calls the seat the same."""
        return self.name or self.plan.name or compass_name(players, self.index, anticlockwise)

    def kind(self) -> str:
        """What the host's window lists: a computer's seat, or a person's who
        has not yet joined, is connected, or dropped (their stand-in plays)."""
        if not self.person:
            return "computer"
        if self.plan.token is None:
            return "open"
        return "connected" if self.conn is not None else "dropped"


def _minutes(seconds: float | None) -> int:
    """The turn limit in whole minutes, for the sentence (at least one)."""
    return max(1, round((seconds or 0) / 60))


class Host:
    def __init__(self, record: GameRecord, state: GameState, plans: list[SeatPlan], code: str, *,
                 limits: Limits = Limits(), autosave: str | Path | None = None, resumed: bool = False,
                 rejoin_wait: float = 60.0, round_pause: float = 0.0, budget: float = 0.2,
                 on_event: Callable[[dict], None] | None = None, announce_to: tuple[str, int] | None = None,
                 table_name: str = "", hints: bool = True, turn_limit: float | None = TURN_LIMIT,
                 turn_timer: Callable[[float], Awaitable] = asyncio.sleep,
                 resume_waits_for: set[int] | None = None) -> None:
        self.record, self.state, self.code = record, state, auth.normalize_code(code)
        self.seats = [Seat(i, p, name=p.name) for i, p in enumerate(plans)]
        self.limits = limits
        self.codes = auth.WrongCodeLimiter(limits.wrong_codes, limits.code_window, limits.code_pause)
        self.autosave = autosave
        self.resumed = resumed
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
        # ``turn_timer`` waits (``asyncio.sleep``; a test gives a clock it works).
        self.turn_limit, self.turn_timer = turn_limit, turn_timer
        # On resume, the seats whose players the table waits for before it plays
        # on (None: every person's).  The window waits for its own seat only:
        # the others are told a computer plays for them until they return, so
        # their stand-ins play at once rather than after a silent wait.
        self.resume_waits_for = resume_waits_for
        # Set once the table is closing: a player whose connection the host
        # itself ends is not "dropped" (no stand-in plays for them, nobody is told).
        self.closing = False
        # The moves a computer player made for a person's seat (she had
        # dropped, or her turn ran out): each move's place in the record, and
        # its seat.  Every window's log says so under the move (the state
        # after it carries ``stood_in``), and so does the round so far sent
        # to a player who comes back.  Not in the match file: a resumed
        # host's log of the moves before it stopped says nothing of them.
        self.stood_in: dict[int, int] = {}
        # The round so far, for a player who comes back (``_send_state(log=True)``).
        rules = state.rules
        self._anticlockwise = bool(getattr(rules, "anticlockwise", False))

    # --- the match ---------------------------------------------------------
    async def run(self, bind: str | None, port: int, on_listening: Callable[[int], None] | None = None) -> dict:
        """Host the match to its end; the summary (result, rounds, moves)."""
        self._changed = asyncio.Event()
        server = await asyncio.start_server(self._serve_connection, bind, port, limit=MAX_LINE)
        self.port = server.sockets[0].getsockname()[1]
        if on_listening is not None:
            on_listening(self.port)
        beacons = None
        if self.announce_to is not None:  # only while the table is open: the task ends with it
            beacons = asyncio.ensure_future(announce(self._beacon, self.announce_to))
        try:
            self._save()
            await self._wait_for_players()
            self.started = True
            if not self.resumed:
                self._send_states()
            # A resumed table's players were each sent the table as it stands,
            # with the round so far for its log, as they rejoined: the same
            # state again would make the window lay its table out afresh and
            # empty that log (and this notice) down to the deal's heading.
            else:
                self._tell_all(net_sentences.HOST_RESUMED)
            await self._play()
            return self.summary()
        finally:
            self.closing = True
            if beacons is not None:
                beacons.cancel()
            server.close()
            if not self.state.is_over:  # the host quits mid-match: the others are told, then keep trying to rejoin
                self._tell_all(net_sentences.HOST_CLOSED)
                await asyncio.gather(*(c.drained(1.0) for c in list(self.connections)))
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

    async def _play(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            s = self.state
            if s.phase == PHASE_MATCH_OVER:
                self._send_all({"type": "over", "result": self.summary()})
                await asyncio.gather(*(c.drained() for c in list(self.connections)))
                return
            if s.phase == PHASE_ROUND_OVER:
                if self.round_pause:
                    await asyncio.sleep(self.round_pause)
                next_round(s)
                self._send_states()
                continue
            seat = self.seats[s.to_move]
            if seat.person and seat.conn is None and not seat.bot and not self._person_here():
                await self._until_a_person_returns()
                continue
            if seat.person and seat.conn is not None:
                self.awaiting = seat.index
                self._changed.clear()
                moved = await self._person_moves(seat)
                self.awaiting = None
                if moved or self.state.to_move != seat.index or self.state.phase != PHASE_PLAY:
                    continue
                if seat.conn is not None:  # still here, but silent: the stand-in plays this turn only
                    minutes, level = _minutes(self.turn_limit), level_label(seat.plan.level)
                    self._tell_all(fill(net_sentences.SEAT_IDLE, count=minutes, name=self._name(seat), level=level), but=seat)
                    # The player herself is told in the second person.
                    self._send(seat.conn, {"type": "notice", "say": net_sentences.text_json(
                        fill(net_sentences.SEAT_IDLE_YOU, count=minutes, level=level))})
            self.thinking = seat.index
            try:
                answer = await loop.run_in_executor(self._thinker, self._choose, seat, s.information_view(seat.index),
                                                    len(self.record.moves))
            except Exception as err:  # a computer player's fault must not stop the table
                answer = err
            finally:
                self.thinking = None
            move, why = vet(self.state, answer)
            if move is None:
                log.warning("Seat %d's computer player failed (%s); a legal move stands in.", seat.index, why)
                move = stand_in(self.state, len(self.record.moves))
            if seat.person:  # a person's seat, played for her: not a computer's own seat
                self.stood_in[len(self.record.moves)] = seat.index
            self._play_move(seat.index, move)

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

    async def _person_moves(self, seat: Seat | None = None) -> bool:
        """Wait for the awaited person's move (or anything else that changes
        the table); False when ``turn_limit`` ran out first.  A limit of two minutes or more
        warns ``seat`` a minute before it runs out."""
        changed = asyncio.ensure_future(self._changed.wait())
        if self.turn_limit is None:
            await changed
            return True
        limit = self.turn_limit
        try:
            if seat is not None and limit >= 2 * WARN_BEFORE:
                if await self._first_done(changed, limit - WARN_BEFORE):
                    return True
                if seat.conn is not None:
                    self._send(seat.conn, {"type": "notice", "say": net_sentences.text_json(
                        fill(net_sentences.SEAT_IDLE_SOON, level=level_label(seat.plan.level)))})
                limit = WARN_BEFORE
            return await self._first_done(changed, limit)
        finally:
            changed.cancel()

    async def _first_done(self, changed: asyncio.Future, seconds: float) -> bool:
        """True if ``changed`` is done before ``seconds`` (on ``turn_timer``) are."""
        if changed.done():
            return True
        timer = asyncio.ensure_future(self.turn_timer(seconds))
        try:
            done, _ = await asyncio.wait({changed, timer}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            timer.cancel()
        return changed in done

    def _choose(self, seat: Seat, view: GameState, number: int):
        if seat.player is None:
            seat.player = make_player(seat.plan.level)
        rng = random.Random(self.record.seed * 1_000_003 + number)
        return seat.player.choose(view, rng, self.budget)

    def _play_move(self, seat: int, move) -> None:
        text = move.text(show_value=True)
        apply(self.state, move)
        self.record.moves.append(text)
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
            message["log"] = [net_sentences.text_json(line) for line in self._round_so_far(seat)]
        self._send(conn, message)

    def _round_so_far(self, seat: Seat) -> list:
        """The round replayed from the record, in the words the table's own
        log uses (``match_log``, as a resumed match's log is made), with the
        note under each move a computer made for a person, seen from ``seat``."""
        names = [YOU_NAME if s.index == seat.index else self._name(s) for s in self.seats]
        lines: list = []
        for logged in match_log(self.record.new_state(), self.record.moves, names):
            if logged.round_index != self.state.round_index:
                continue
            lines += logged.lines
            played_for = self.stood_in.get(logged.index)
            if played_for is not None:
                lines.append(net_sentences.stood_in(names[played_for], played_for == seat.index))
        return lines

    def _name(self, seat: Seat):
        return seat.shown_name(self.record.players, self._anticlockwise)

    def _seat_list(self) -> list[dict]:
        return [{"name": net_sentences.text_json(self._name(s)), "person": s.person, "connected": s.conn is not None,
                 "level": s.plan.level, "kind": s.kind()} for s in self.seats]

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

    # --- one connection ------------------------------------------------------
    async def _serve_connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(reader, writer, MAX_LINE, self.limits.max_write_buffer)
        if len(self.connections) >= self.limits.max_connections:
            conn.send(refusal(net_sentences.BUSY, fatal=True))
            conn.close()
            return
        self.connections.add(conn)
        self.figures["connections"] += 1
        self._handlers.add(asyncio.current_task())
        seat = None
        try:
            seat = await asyncio.wait_for(self._handshake(conn), self.limits.handshake_seconds)
            if seat is not None:
                await self._read_moves(conn, seat)
        except asyncio.TimeoutError:
            conn.send(refusal(net_sentences.TOO_LATE, fatal=True))
        except (Closed, asyncio.CancelledError):
            pass  # the peer left, or the table closed under it: nothing more to say
        finally:
            self._handlers.discard(asyncio.current_task())
            self.connections.discard(conn)
            self.figures["too_slow"] += conn.too_slow
            conn.close()
            if seat is not None and seat.conn is conn:
                self._dropped(seat)

    async def _handshake(self, conn: Connection) -> Seat | None:
        try:
            line = await conn.next_line()
            theirs = protocol_of(line)
            if theirs is not None and theirs != PROTOCOL:
                # Before the shape: another version's greeting may hold other fields.
                raise Refused(fill(net_sentences.WRONG_PROTOCOL, table=PROTOCOL, yours=theirs), unreadable=True)
            hello = read_message(line)
            if hello["type"] != "hello":
                raise Refused(net_sentences.NOT_YET)
            nonce = auth.new_nonce()
            # ``bots``: this host reads a join's ``bot`` field (a host that
            # does not say so is sent none, since an older host refuses a
            # field it does not know).
            conn.send({"type": "challenge", "protocol": PROTOCOL, "nonce": nonce, "bots": True, "leaving": True})
            join = read_message(await conn.next_line())
            if join["type"] != "join":
                raise Refused(net_sentences.NOT_YET)
            return self._seat_joiner(conn, join, nonce, hello["nonce"])
        except Refused as err:
            conn.send(refusal(err.args[0], fatal=True, about="join", field=getattr(err, "field", None)))
            self.figures["refused"] += 1
            self._note_unreadable(conn, err)
            await conn.drained(1.0)
            return None

    def _seat_joiner(self, conn: Connection, join: dict, nonce: str, client_nonce: str) -> Seat:
        token = join.get("token")
        returning = None
        if token:
            hashed = auth.token_hash(token)
            returning = next((s for s in self.seats if s.person and s.plan.token == hashed), None)
        if returning is None and self.codes.paused(conn.address):
            # Only newcomers wait out a neighbour's guessing: a returning
            # player's 128-bit token is not something anyone guesses.
            self.figures["paused"] += 1
            raise Refused(net_sentences.PAUSED)
        if not auth.proof_ok(auth.client_proof(self.code, nonce, client_nonce), join["proof"]):
            self.codes.failed(conn.address)
            self.figures["wrong_codes"] += 1
            raise Refused(net_sentences.WRONG_CODE)
        seat = returning or self._open_seat_for(join.get("name") or "")
        if seat is None:
            waiting = sum(1 for s in self.seats if s.kind() == "dropped")
            raise Refused(fill(net_sentences.SEATS_WAITING, count=waiting) if waiting else net_sentences.TABLE_FULL)
        if returning is None:
            token = auth.new_token()
            seat.plan.token = auth.token_hash(token)
        old = seat.conn
        seat.conn = conn
        if old is not None:  # a connection the host had not yet seen die
            old.close()
        if join.get("name"):
            seat.name = seat.plan.name = join["name"]
        seat.bot = join.get("bot") is True
        seat.left = False
        conn.send({"type": "welcome", "protocol": PROTOCOL, "seat": seat.index, "token": token,
                   "proof": auth.host_proof(self.code, nonce, client_nonce), "table": self._table()})
        self._tell_all(fill(net_sentences.SEAT_BACK if returning else net_sentences.SEAT_JOINED, name=self._name(seat)), but=seat)
        self._send_seats()
        self._save()
        # A resumed match is shown as it stood at once, even while the table
        # waits for its players: the felt is never empty mid-match.
        if (self.started or self.resumed) and self.state.phase != PHASE_MATCH_OVER:
            self._send_state(seat, log=True)
            for other in self._seated():
                if other is not seat:
                    self._send(other.conn, {"type": "seats", "seats": self._seat_list()})
        self._changed.set()
        return seat

    def _open_seat_for(self, name: str) -> Seat | None:
        """The seat a newcomer takes: the one the host named for her, else an
        unnamed one (a seat named for someone else waits for them), else any."""
        open_seats = [s for s in self.seats if s.person and s.plan.token is None]
        wanted = name.casefold().strip()
        return (next((s for s in open_seats if wanted and s.plan.name.casefold().strip() == wanted), None)
                or next((s for s in open_seats if not s.plan.name), None)
                or next(iter(open_seats), None))

    def _table(self) -> dict:
        r = self.record
        return {"variant": r.variant, "options": r.options, "players": r.players, "partnerships": r.partnerships,
                "hints": self.hints, "name": self.table_name}   # none: the window's title names no table

    def _dropped(self, seat: Seat) -> None:
        seat.conn = None
        if self.state.phase == PHASE_MATCH_OVER or self.closing:
            return
        said = net_sentences.SEAT_LEFT if seat.left else net_sentences.SEAT_DROPPED
        self._tell_all(fill(said, name=self._name(seat), level=level_label(seat.plan.level)))
        self._send_seats()
        self._changed.set()

    async def _read_moves(self, conn: Connection, seat: Seat) -> None:
        guard = MessageGuard(self.limits)
        while not conn.closed:
            line = await conn.next_line()
            try:
                if not guard.allow():
                    raise Refused(net_sentences.TOO_FREQUENT)
                message = read_message(line)
                if message["type"] == "ping":
                    conn.send({"type": "pong"})
                    continue
                if message["type"] == "leave":  # she chose to leave: said so, not as a lost connection
                    seat.left = True
                    return
                if message["type"] != "move":
                    raise Refused(net_sentences.UNKNOWN_TYPE)
                self._take_move(seat, message)
            except Refused as err:
                self.figures["refused"] += 1
                conn.send(refusal(err.args[0], about="move", field=getattr(err, "field", None)))
                self._note_unreadable(conn, err)
                if err.args[0] in _INNOCENT:
                    continue
                if guard.strike():
                    self.figures["dropped_for_misbehaving"] += 1
                    conn.send(refusal(net_sentences.TOO_MANY_REFUSED, fatal=True))
                    await conn.drained(1.0)
                    return

    def _note_unreadable(self, conn: Connection, err: Refused) -> None:
        """The host's log and window say, once per address, that a program
        sent what this table cannot read (the program itself was told why):
        otherwise a player whose program is of another version just never
        gets a seat, and nobody at the host's computer learns why."""
        if not err.unreadable or conn.address in self._named_unreadable:
            return
        if len(self._named_unreadable) >= MAX_NAMED_UNREADABLE:
            return
        self._named_unreadable.add(conn.address)
        log.warning("The program at %s sent a message this table cannot read: %s", conn.address, err.args[0])
        self.on_event({"type": "unreadable", "say": fill(net_sentences.PLAYER_UNREADABLE, address=conn.address)})

    def _take_move(self, seat: Seat, message: dict) -> None:
        s = self.state
        if message["seat"] != seat.index:
            raise Refused(fill(net_sentences.WRONG_SEAT, seat=seat.index + 1))
        if not self.started:
            raise Refused(net_sentences.NOT_STARTED)
        if s.phase != PHASE_PLAY:
            raise Refused(net_sentences.NO_MOVE_NOW)
        if s.to_move != seat.index:
            raise Refused(net_sentences.NOT_YOUR_TURN)
        if message["moves"] != len(self.record.moves):
            raise Refused(net_sentences.STALE_MOVE)
        # Refused only while the stand-in really is choosing this turn.  Not
        # "unless the table is awaiting this seat": the table's loop marks that
        # only once it has woken from the move before, and a player answering
        # that move at once can be read first; refused then as if a stand-in
        # played, their move was lost and the table waited for them for good.
        if self.thinking == seat.index:
            raise Refused(net_sentences.STAND_IN_THINKING)
        reason = check(s, message["move"])
        if reason is not None:
            raise Refused(fill(net_sentences.ILLEGAL, reason=reason))
        self._play_move(seat.index, resolve(s, message["move"]))
        self._changed.set()
