"""The host's door: who comes in and what they may send.

One connection at a time, from its first line to its end: the handshake
(the protocol, the code proved, a seat given or taken back by its token),
then the moves it sends, each judged by the core before the table
(``host.Host``) plays it, and the seat handed to its stand-in when the
connection ends.  What the host keeps of each seat is ``seat.Seat``.
Split from the table's own loop, which it shares ``Host``'s state with: this
is the half that reads what strangers send.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable

from ..ai.levels import level_label
from ..core import PHASE_MATCH_OVER, PHASE_PLAY, GameRecord, GameState, check, resolve
from ..core.templates import fill
from . import auth, net_sentences, renewals
from .absences import DROPPED, LEFT, Absence, still_away
from .connection import Closed, Connection
from .guard import Limits, MessageGuard
from .seat import STAND_IN_KINDS, Seat
from .wire import MAX_LINE, PROTOCOL, Refused, protocol_of, read_message, refusal

log = logging.getLogger("casino_desktop.net")

# Refusals an honest program can meet through timing alone (the table moved
# on while its move was on the way): answered, but not held against it.
_INNOCENT = (net_sentences.STALE_MOVE, net_sentences.STAND_IN_THINKING, net_sentences.NO_MOVE_NOW, net_sentences.NOT_STARTED)
# The addresses whose unreadable messages the host's log and window name, at
# most: one line per program is news, a flood from a hostile one is not.
MAX_NAMED_UNREADABLE = 32


class HostDoor:
    """``Host``'s connections (``Host`` is one: it inherits this half)."""

    # The table's state and its sayings, which ``Host`` makes and keeps.
    record: GameRecord
    state: GameState
    code: str
    seats: list[Seat]
    limits: Limits
    codes: auth.WrongCodeLimiter
    connections: set[Connection]
    figures: dict[str, int]
    started: bool
    resumed: bool
    closing: bool
    thinking: int | None
    hints: bool
    table_name: str
    # Which table this is, said to anyone who connects (``auth.new_table_id``:
    # the window's host gives one, kept with the code); "" for its match's.
    table_id: str = ""
    on_event: Callable[[dict], None]
    _changed: asyncio.Event | None
    _handlers: set
    _named_unreadable: set[str]
    _tell_all: Callable[..., None]
    _name: Callable[[Seat], Any]
    _send_seats: Callable[[], None]
    _save: Callable[[], None]
    _check_still: Callable[[], float]
    _in_still_quiet: Callable[[], bool]
    _unsaid_back: Callable[[Seat], None]
    _said_next: Callable[[], int]
    _send_state: Callable[..., None]
    _seated: Callable[[], Any]
    _send: Callable[[Connection, dict], None]
    _seat_list: Callable[[], list[dict]]
    _play_move: Callable[[int, Any], None]
    _back_between_matches: Callable[[Seat], None]
    _sheet_said: Callable[[Seat, Connection, bool], None]
    _grace_on_return: Callable[[Seat], bool]

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
            # ``table``: which match this is (``auth.table_id``), said to anyone
            # who asks, so that a player's kept seat is offered at its own
            # table only, not at a new one that took its address and port.
            # ``sheet``: it reads a window's word that its score sheet is open
            # (``reading_seats``), which an older host would refuse.
            conn.send({"type": "challenge", "protocol": PROTOCOL, "nonce": nonce, "bots": True, "leaving": True,
                       "sheet": True, "table": self.table_id or auth.table_id(self.record.match_id)})
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
            waiting = sum(1 for s in self.seats if s.kind() in STAND_IN_KINDS)
            raise Refused(fill(net_sentences.SEATS_WAITING, count=waiting) if waiting else net_sentences.TABLE_FULL)
        name = join.get("name") or ""
        if returning is not None and (self.started or self.resumed):
            # Every screen's plates, score table and log already call her seat
            # by its name: another one typed on coming back would have the
            # seat list and the score sheet say it beside them (stranger 19).
            name = ""
        if name and self._name_taken(name, seat):
            if returning is None:
                # Two players called the same would make every log line and
                # the match's result ambiguous ("Anna wins"): the newcomer
                # picks another name, with everything else she typed kept.
                raise Refused(fill(net_sentences.NAME_TAKEN, name=name), field="name")
            name = ""  # a player coming back keeps the name her seat had
        if returning is None:
            token = auth.new_token()
            seat.plan.token = auth.token_hash(token)
        # Her drop, on waking from the host's own stillness, was not said
        # (``host_still``): nor is her return (found first if this call is
        # the first thing the host reads on waking).
        self._check_still()
        self._unsaid_back(seat)   # (nothing was kept of it)
        old = seat.conn
        # Her connection renewed while the old one still looked open: no drop
        # was said, but the others may have been told she was silent, or her
        # turn is given a grace (``renewals``).  Judged before either changes.
        renewed = renewals.told_of(seat.silence_told is not None and seat.silence_told[1] == seat.heard,
                                   self._grace_on_return(seat)) if old is not None and returning else None
        seat.conn = conn
        seat.came = True
        seat.heard, seat.pings = asyncio.get_running_loop().time(), False
        seat.reading = False  # until this connection's window says otherwise
        if old is not None:  # a connection the host had not yet seen die
            old.close()
        if name:
            seat.name = seat.plan.name = name
        seat.bot = join.get("bot") is True
        seat.left = False
        conn.send({"type": "welcome", "protocol": PROTOCOL, "seat": seat.index, "token": token,
                   "proof": auth.host_proof(self.code, nonce, client_nonce), "table": self._table()})
        between_matches = self.started and self.state.phase == PHASE_MATCH_OVER
        # "She is back" only where the table said she went (``_dropped``, or
        # a resumed table that played on without her): a player who was
        # waiting for the host to resume, as everyone was, never went, and
        # the host's own window coming back is the resumption itself
        # (``HOST_RESUMED``).  Her span ends here, in the match file too.
        went = still_away(seat.plan.away) if returning is not None else None
        if went is not None:
            went.end, went.back_order = len(self.record.moves), self._said_next()
        if returning is None or (went is not None and not between_matches):
            self._tell_all(fill(net_sentences.SEAT_BACK if returning else net_sentences.SEAT_JOINED,
                                name=self._name(seat)), but=seat)
        elif renewed is not None and went is None and not between_matches:
            self._tell_all(renewals.sentence(renewed, self._name(seat)), but=seat)
            seat.plan.renewals.append(renewals.Said(len(self.record.moves), renewed, self._said_next()))
        self._send_seats()
        self._save()
        # A resumed match is shown as it stood at once, even while the table
        # waits for its players: the felt is never empty mid-match.
        if (self.started or self.resumed) and self.state.phase != PHASE_MATCH_OVER:
            self._send_state(seat, log=True)
            if self.resumed and returning and not seat.told_resumed:
                # Told on coming back, right after the table (whose layout
                # starts the window's log afresh), and before any later
                # "... is back": the host's return came first.  (Once moves
                # were played since, the round so far said it among them.)
                seat.told_resumed = True
                self._send(conn, {"type": "notice", "say": net_sentences.text_json(net_sentences.HOST_RESUMED)})
            for other in self._seated():
                if other is not seat:
                    self._send(other.conn, {"type": "seats", "seats": self._seat_list()})
        elif between_matches:  # the finished match as it ended (``next_match``)
            self._back_between_matches(seat)
        self._wake()
        return seat

    def _open_seat_for(self, name: str) -> Seat | None:
        """The seat a newcomer takes: the one the host named for her, else an
        unnamed one (a seat named for someone else waits for them), else any."""
        open_seats = [s for s in self.seats if s.person and s.plan.token is None]
        wanted = name.casefold().strip()
        return (next((s for s in open_seats if wanted and s.plan.name.casefold().strip() == wanted), None)
                or next((s for s in open_seats if not s.plan.name), None)
                or next(iter(open_seats), None))

    def _name_taken(self, name: str, seat: Seat) -> bool:
        """Whether another seat is already called ``name`` (whatever its case
        or spaces): a person's, a computer's or an open seat's compass point."""
        wanted = name.casefold().strip()
        players, anticlockwise = self.record.players, bool(getattr(self.state.rules, "anticlockwise", False))
        return any(str(other.shown_name(players, anticlockwise)).casefold().strip() == wanted
                   for other in self.seats if other is not seat)

    def _table(self) -> dict:
        r = self.record
        return {"variant": r.variant, "options": r.options, "players": r.players, "partnerships": r.partnerships,
                "hints": self.hints, "name": self.table_name}   # none: the window's title names no table

    def _dropped(self, seat: Seat) -> None:
        seat.conn = None
        seat.dropped_at = None if seat.left else asyncio.get_running_loop().time()
        if self.state.phase == PHASE_MATCH_OVER or self.closing:
            return
        if not seat.left and self._in_still_quiet():
            # The host itself stood still, and her window dialled again
            # meanwhile: not said, nor kept for a rebuilt log, unless she is
            # not back in time (``host_still``).
            seat.drop_unsaid = True
        else:
            self._tell_went(seat)
        self._send_seats()
        self._wake()

    def _tell_went(self, seat: Seat) -> None:
        """Everyone is told ``seat``'s player left or lost the connection,
        and it is kept with the match: a resumed log says it where it happened."""
        said = net_sentences.SEAT_LEFT if seat.left else net_sentences.SEAT_DROPPED
        self._tell_all(fill(said, name=self._name(seat), level=level_label(seat.plan.level)))
        if still_away(seat.plan.away) is None:
            seat.plan.away.append(Absence(len(self.record.moves), None, LEFT if seat.left else DROPPED,
                                          went_order=self._said_next()))
            self._save()

    def _heard_again(self, seat: Seat) -> None:
        """A line from a seat the others were told had sent nothing for a
        minute, on the same connection (a frozen program, a network back
        without a re-dial): they read that she is connected again, as after a
        renewal (``renewals``); before, the silence was the last they heard."""
        if seat.silence_told is None or seat.silence_told[1] != seat.heard:
            return  # no silence told, or one already answered
        if self.state.phase == PHASE_MATCH_OVER or self.closing:
            return
        self._tell_all(renewals.sentence(renewals.BACK, self._name(seat)), but=seat)
        seat.plan.renewals.append(renewals.Said(len(self.record.moves), renewals.BACK, self._said_next()))
        self._save()

    async def _read_moves(self, conn: Connection, seat: Seat) -> None:
        guard = MessageGuard(self.limits)
        while not conn.closed:
            line = await conn.next_line()
            if seat.conn is conn:
                self._heard_again(seat)
                seat.heard = asyncio.get_running_loop().time()
            try:
                if not guard.allow():
                    raise Refused(net_sentences.TOO_FREQUENT)
                message = read_message(line)
                if message["type"] == "ping":
                    seat.pings = seat.pings or seat.conn is conn
                    conn.send({"type": "pong"})
                    continue
                if message["type"] == "leave":  # she chose to leave: said so, not as a lost connection
                    seat.left = True
                    return
                if message["type"] == "sheet":
                    self._sheet_said(seat, conn, message["open"])
                    continue
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
        self._wake()

    def _wake(self) -> None:
        """The table's loop looks again: a seat came, went or moved (the
        event exists once the table runs, before any connection is served)."""
        if self._changed is not None:
            self._changed.set()
