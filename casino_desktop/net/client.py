"""A seat at someone else's table: join with the code, keep the seat's
view, send moves, come back after a drop.

``Client`` does the talking; what to play is asked of ``choose(view)``
(a computer player for ``bot``, the person at the window for the app).
Every host message is read through ``safe_json`` and every view rebuilt
by ``views.view_state``, which refuses what does not describe a table:
the host is trusted to referee, not to send well-formed bytes.
"""
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Callable

from ..core.templates import fill
from ..core.safe_json import InputRefused, read_json_bytes
from ..core import PHASE_PLAY, GameState, VariantError, make_rules
from . import auth, net_sentences
from .connection import Closed, Connection
from .guard import Limits, MessageGuard
from .host_silence import HOST_SILENT_AFTER, PING_EVERY, HostSilence
from .views import ViewError, view_state
from .wire import MAX_DEPTH, MAX_HOST_LINE, MAX_NAME, PROTOCOL

# A client keeps well inside the host's limit on messages (``guard.Limits``),
# so that a fast computer player is never refused for speed.
CLIENT_LIMITS = Limits(rate=Limits.rate * 0.75, burst=Limits.burst // 2)
RETRY_SECONDS = 0.5
HOST_MESSAGES = {"challenge", "welcome", "refused", "state", "seats", "notice", "over", "pong"}
# Messages handed on (``on_message``: the window) only once read whole here
# (``_seated``, ``_new_state``): the window reads their fields as given.
READ_BEFORE_HANDED_ON = {"welcome", "state"}
# Unreadable host messages the client meets over a whole match before it
# stops.  TCP does not garble bytes, so what cannot be read is another
# version's message or a defect, which reconnecting rarely mends: one
# reconnect is tried, and a second unreadable message before the table has
# moved on (or this many in all) ends the visit with the reason said.
UNREADABLE_LIMIT = 3


def table_id_of(challenge: dict) -> str | None:
    """The table's id in its challenge, if it gives a well-formed one."""
    said = challenge.get("table")
    if isinstance(said, str) and len(said) == auth.TABLE_ID_HEX and all(c in "0123456789abcdef" for c in said):
        return said
    return None


def _said(notice: dict, sentence) -> bool:
    """Whether a host's notice says ``sentence`` (by its template)."""
    say = notice.get("say")
    return isinstance(say, dict) and say.get("say") == str(sentence)


class JoinFailed(Exception):
    """The host refused us for good (wrong code, full table...): ``args[0]`` says why."""


class HostUnreadable(Closed):
    """The host sent a message this program cannot read (not JSON, too long or
    too deep, an unknown kind, or a table it cannot rebuild): the connection
    ends, and ``Client.run`` decides whether to try again or to say why it left."""


@dataclass
class Session:
    """What the client knows of the table it sits at."""
    seat: int | None = None
    token: str | None = None
    table: dict = field(default_factory=dict)
    rules: Any = None
    view: GameState | None = None
    moves: int = 0
    seats: list = field(default_factory=list)
    over: dict | None = None
    # The match the table said it holds (``auth.table_id``); None from a host
    # that does not say.  What a kept seat is tied to.
    table_id: str | None = None
    # The host said with "over" that its table stays open for the next match
    # (``net.next_match``), and has not since said it closed it: a connection
    # lost now is a drop to come back from, not the table's end.
    stays_open: bool = False


class Client(HostSilence):
    def __init__(self, host: str, port: int, code: str, *, name: str | None = None, token: str | None = None,
                 choose: Callable[[GameState], Any] | None = None, patience: float = 30.0,
                 on_message: Callable[[dict], None] | None = None,
                 on_token: Callable[[int, str], None] | None = None,
                 on_away: Callable[[bool], None] | None = None, first_answer: float | None = None,
                 bot: bool = False, follow: bool = False, on_silent: Callable[[], None] | None = None) -> None:
        self.host, self.port, self.code = host, port, auth.normalize_code(code)
        self.name = name[:MAX_NAME] if name else None
        self.session = Session(token=token)
        self.choose = choose
        self.patience = patience
        self.on_message = on_message or (lambda message: None)
        self.on_token = on_token or (lambda seat, token: None)
        # Told True when the seated player's host goes away (the client keeps
        # trying for ``patience`` seconds), False when it is back.
        self.on_away = on_away or (lambda away: None)
        # Told, just before ``on_away(True)``, when the seated player's host
        # has not been heard from for ``host_silent_after`` seconds (rather
        # than its connection ending): the window says which it was.
        self.on_silent = on_silent or (lambda: None)
        # A person joining waits this long for the host's first answer, then
        # learns at once that nothing answers there (None: keep trying for
        # ``patience``, as a bot started beside its host does).
        self.first_answer = first_answer
        # A program playing by itself (``net bot``) says so: a host keeps a
        # seat a person left only while a person is at the table, not bots alone.
        self.bot = bot
        # A window's client stays at the table after "over": a host that keeps
        # its table open may deal the next match there (``net.next_match``),
        # and the window follows into it.  The run ends when the host closes
        # the table (or at once, with an older host that closes it at "over").
        self.follow = follow
        self.host_reads_leave = False  # the host's challenge says it reads "leave"
        self.host_reads_sheet = False  # ... and "sheet" (``net.reading_seats``)
        self.sheet_open = False        # the window shows a finished round's scores (``say_sheet``)
        self.leaving = False           # the player chose to leave (``leave``): no coming back by itself
        self._away = False
        self.conn: Connection | None = None
        self.refusals: list = []
        self.pace = MessageGuard(CLIENT_LIMITS)
        self.unreadable = 0                         # unreadable host messages met so far
        self._unreadable_at: int | None = None      # the table's move count at the last one, until it moves on
        self.ping_every = PING_EVERY
        self.host_silent_after = HOST_SILENT_AFTER
        self._seated_on: Connection | None = None   # the connection the host seated us on (pings go there only)

    async def run(self) -> dict:
        """Play until the match is over (its summary); reconnects with the seat
        token while the host is away, for at most ``patience`` seconds at a time.
        ``JoinFailed`` when the host refuses us for good."""
        loop = asyncio.get_running_loop()
        gone_since = None
        delay = 0.1
        while True:
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection(self.host, self.port, limit=MAX_HOST_LINE), self.first_answer or 30.0)
            except (OSError, asyncio.TimeoutError):
                reader = None
                if self.first_answer is not None and self.session.seat is None:
                    raise JoinFailed(fill(net_sentences.NOTHING_ANSWERS, address=f"{self.host}:{self.port}")) from None
            if reader is not None:
                self.conn = Connection(reader, writer, MAX_HOST_LINE, 4 * 1024 * 1024)
                pinging = asyncio.ensure_future(self._pinging(self.conn))
                watching = asyncio.ensure_future(self._watching(self.conn))
                try:
                    await self._session()
                except HostUnreadable:
                    self._met_unreadable()
                except Closed:
                    pass
                finally:
                    pinging.cancel()
                    watching.cancel()
                    self.conn.close()
                if self.session.over is not None and not (self.follow and self.session.stays_open and not self.leaving):
                    return self.session.over
                if self._unanswered:
                    raise JoinFailed(fill(net_sentences.NOTHING_ANSWERS, address=f"{self.host}:{self.port}"))
                if self._seated_on is self.conn:
                    # The host was there on this connection: its absence begins
                    # now.  Not on a connection it never answered (a relay, or a
                    # host's port still open on a machine gone still): dialled
                    # again and again, that kept ``patience`` from ever running out.
                    gone_since, delay = None, 0.1
                self._set_away(self.session.seat is not None)
            now = loop.time()
            gone_since = gone_since or now
            if now - gone_since > self.patience:
                raise JoinFailed(net_sentences.HOST_GONE)
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)

    def _met_unreadable(self) -> None:
        """One reconnect for an unreadable message; ``JoinFailed`` with the
        reason when the table has not moved on since the last one, or when
        they keep coming.  The seat token is kept (``on_token`` had it), so
        the player's seat waits for them at the host."""
        self.unreadable += 1
        if self._unreadable_at is not None or self.unreadable >= UNREADABLE_LIMIT:
            seated = self.session.seat is not None
            raise JoinFailed(net_sentences.HOST_UNREADABLE if seated else net_sentences.HOST_UNREADABLE_JOINING)
        self._unreadable_at = self.session.moves

    def _set_away(self, away: bool) -> None:
        if away != self._away:
            self._away = away
            self.on_away(away)

    async def _next(self, first: bool = False) -> dict:
        line = await self.conn.next_line()
        self._heard = asyncio.get_running_loop().time()  # any line: a host that answers is there (``_watching``)
        try:
            message = read_json_bytes(line or b"null", net_sentences.THE_MESSAGE, max_bytes=MAX_HOST_LINE, max_depth=MAX_DEPTH)
        except InputRefused:
            message = None
        if not isinstance(message, dict) or message.get("type") not in HOST_MESSAGES:
            if first and self.session.seat is None and not (isinstance(message, dict)
                                                            and isinstance(message.get("type"), str)):
                # Every version of the table answers a greeting with a JSON
                # object of some kind: what answers otherwise (a web server,
                # a printer, another program at that port) is no table at
                # all, and "both players need the same version" would send
                # the player looking for an update instead of the address.
                raise JoinFailed(fill(net_sentences.NOT_A_TABLE, address=f"{self.host}:{self.port}"))
            raise HostUnreadable()  # a host that speaks garbage is no host to play with
        if message["type"] not in READ_BEFORE_HANDED_ON:
            self.on_message(message)
        return message

    async def _session(self) -> None:
        nonce = auth.new_nonce()
        self.conn.send({"type": "hello", "protocol": PROTOCOL, "nonce": nonce})
        challenge = await self._next(first=True)
        self._fatal(challenge)
        if challenge["type"] != "challenge" or not isinstance(challenge.get("nonce"), str) or len(challenge["nonce"]) > 64:
            raise HostUnreadable()
        host_nonce = challenge["nonce"]
        self.session.table_id = table_id_of(challenge)
        join = {"type": "join", "proof": auth.client_proof(self.code, host_nonce, nonce),
                "token": self.session.token, "name": self.name}
        if self.bot and challenge.get("bots") is True:  # an older host refuses a field it does not know
            join["bot"] = True
        # An older host refuses a message it does not know: "leave" only to one that says it reads it.
        self.host_reads_leave = challenge.get("leaving") is True
        self.host_reads_sheet = challenge.get("sheet") is True
        self.conn.send(join)
        welcome = await self._next()
        self._fatal(welcome)
        if welcome["type"] != "welcome" or not isinstance(welcome.get("proof"), str) or not auth.proof_ok(
                auth.host_proof(self.code, host_nonce, nonce), welcome["proof"][:64]):
            raise JoinFailed(net_sentences.HOST_UNPROVEN)
        self._seated(welcome)
        while True:
            message = await self._next()
            self._fatal(message)
            kind = message["type"]
            if kind == "state":
                if self.session.over is not None:  # the host dealt the next match
                    self.session.over, self.session.view = None, None
                self._new_state(message)
            elif kind == "seats" and isinstance(message.get("seats"), list):
                self.session.seats = message["seats"]
            elif kind == "refused":
                self.refusals.append(net_sentences.text_of(message.get("reason")))
                if message.get("about") == "move":
                    self._later(RETRY_SECONDS)  # unless the table moves on meanwhile, think again
            elif kind == "notice":
                if _said(message, net_sentences.CLOSED_AFTER_MATCH):
                    self.session.stays_open = False  # the table is gone: its end, not a drop
            elif kind == "over":
                self.session.over = message.get("result") if isinstance(message.get("result"), dict) else {}
                # Only ``true`` counts: an older host, or the command line's, closes its table at "over".
                self.session.stays_open = message.get("stays_open") is True
                if not self.follow:
                    return

    def _fatal(self, message: dict) -> None:
        if message["type"] == "refused" and message.get("fatal") is True:
            reason = net_sentences.text_of(message.get("reason"))
            if message.get("about") == "join" or self.session.seat is None:
                raise JoinFailed(reason)
            self.refusals.append(reason)
            raise Closed()

    def _seated(self, welcome: dict) -> None:
        seat, token, table = welcome.get("seat"), welcome.get("token"), welcome.get("table")
        if type(seat) is not int or not isinstance(token, str) or len(token) != 32 or not isinstance(table, dict):
            raise HostUnreadable()
        # The window reads the table as given (``RemoteController``): each of its fields is checked here.
        variant, options, players, partnerships = (table.get("variant"), table.get("options"), table.get("players"),
                                                   table.get("partnerships"))
        if not isinstance(variant, str) or not isinstance(options, dict) or not isinstance(table.get("hints", True), bool):
            raise HostUnreadable()
        try:
            rules = make_rules(variant, options)
        except VariantError:  # a game or house rule this version does not know
            raise HostUnreadable() from None
        if type(players) is not int or players not in (2, 3, 4) or not isinstance(partnerships, bool) or not 0 <= seat < players:
            raise HostUnreadable()
        self.session.seat, self.session.token, self.session.table, self.session.rules = seat, token, table, rules
        self.session.view = None  # a new connection: the host sends the whole view again
        self._seated_on = self.conn
        self.on_message(welcome)
        self.on_token(seat, token)
        self._set_away(False)
        if self.sheet_open:  # a new connection: the host takes her as not reading until told
            self._send_sheet()

    def _new_state(self, message: dict) -> None:
        s = self.session
        moves = message.get("moves")
        if not isinstance(moves, int) or isinstance(moves, bool):
            raise HostUnreadable()
        try:
            s.view = view_state(s.rules, s.table["players"], s.table["partnerships"], s.seat, message.get("view"),
                                s.view.round_results if s.view is not None else [])
        except ViewError:
            raise HostUnreadable() from None
        if self._unreadable_at is not None and moves > self._unreadable_at:
            self._unreadable_at = None  # the table moved on since: the next unreadable message earns a reconnect again
        s.moves = moves
        if isinstance(message.get("seats"), list):
            s.seats = message["seats"]
        self.on_message(message)
        self._maybe_move()

    def _maybe_move(self) -> None:
        s = self.session
        view = s.view
        if self.choose is None or view is None or view.phase != PHASE_PLAY or view.to_move != s.seat:
            return
        if not self.pace.allow():
            self._later(1.0 / CLIENT_LIMITS.rate)
            return
        move = self.choose(view)
        if move is not None:
            self.send_move(move)

    def _later(self, seconds: float) -> None:
        """Think about a move again in ``seconds``, if the table has not moved by then."""
        moves = self.session.moves

        def again() -> None:
            if self.session.moves == moves and self.conn is not None and not self.conn.closed:
                self._maybe_move()
        asyncio.get_running_loop().call_later(seconds, again)

    def send_paced(self, move) -> None:
        """A move the window's player made, kept within the host's limit on
        messages as the bot's are (a window on the fastest animation speed
        can answer a quick computer faster than the host lets anyone send):
        held a moment if need be, and dropped if the table moved meanwhile."""
        if self.pace.allow():
            self.send_move(move)
            return
        moves = self.session.moves

        def again() -> None:
            if self.session.moves == moves and self.conn is not None and not self.conn.closed:
                self.send_paced(move)
        asyncio.get_running_loop().call_later(1.0 / CLIENT_LIMITS.rate, again)

    def leave(self) -> None:
        """The player chose to leave: the host tells the others she left (not
        that her connection was lost).  Sent before the connection closes."""
        self.leaving = True
        if self.host_reads_leave and self.conn is not None and not self.conn.closed:
            self.conn.send({"type": "leave"})

    def say_sheet(self, shown: bool) -> None:
        """The window shows a finished round's scores (``shown``), or went on
        to the table: the host tells the others she is still reading them
        (``net.reading_seats``).  Sent only when it changes, and only to a
        host that reads it (an older one refuses a message it does not know)."""
        if shown != self.sheet_open:
            self.sheet_open = shown
            self._send_sheet()

    def _send_sheet(self) -> None:
        if self.host_reads_sheet and self.conn is not None and not self.conn.closed and self._seated_on is self.conn:
            self.conn.send({"type": "sheet", "open": self.sheet_open})

    def send_move(self, move) -> None:
        text = move if isinstance(move, str) else move.text(show_value=True)
        self.conn.send({"type": "move", "seat": self.session.seat, "moves": self.session.moves, "move": text})

