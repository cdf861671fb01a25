"""The turn loop of a table whose host referees.

It stands in for ``GameController`` in a network table's window and emits
the same signals, so the table, the chooser, the refusals, the play log and
the score sheet work as at home.  What differs: a move the player makes is
sent to the host and applied by nobody here; every state the host sends is
turned into a step on a whole table (``net.table_world``) and queued, and
the queue is taken one step at a time — in ``advance`` once the cards have
landed, in ``next_round`` once the score sheet is closed — so the player
watches every move at their own pace.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from PySide6.QtCore import Signal

from casino_desktop.core import PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, YOU_NAME, legal_moves, make_rules, move_parts, partners
from casino_desktop.net.seat import COMPUTER_KINDS
from casino_desktop.net.table_world import Step, TableWorld
from casino_desktop.net import net_sentences
from casino_desktop.net.views import ViewError, view_state
from casino_desktop.qt.game.controller import GameController, computer_players, seat_names, side_names
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.seen_rounds import MOST_ROUND_MOVES, RemoteAids, review_steps, views_before


# A host sends one state a move, and the window shows them at its player's
# pace; a round is a hundred moves or so.  More waiting than this is a host
# flooding the window (the work per message is bounded, the queue was not):
# the table then catches up at once with the last state (``_catch_up``).
MOST_WAITING = 2_000
NOTICES_KEPT = 20  # of the notices waiting when it catches up, the last ones


@dataclass
class HostNotice:
    """A sentence from the host, queued with the table's steps (``steps``)."""
    text: object


class RemoteController(GameController):
    aids_kind = RemoteAids  # the review of a round is the round this seat watched
    notice = Signal(object)      # a sentence from the host for the play log
    left = Signal(object)        # the match's summary, or why the table was left
    seats_changed = Signal(object)  # the host's list of seats (dicts): who has joined, who dropped
    hints_allowed = Signal(bool)    # what the host's welcome said of hints and the coach
    host_away = Signal(bool)        # the host went away (the table waits for it) or came back
    host_silent = Signal()          # ...went away by falling silent (told just before ``host_away``)
    table_named = Signal(str)       # the table's name, from the host's welcome
    held = Signal()                 # the table is still and nothing can be played: the window says why again
    next_match = Signal()           # the host dealt a new match at the table, after the one that is over
    behind_sheet = Signal()         # the host sent more while the round's score sheet holds the table (``sheet_news``)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.bridge = None
        self.me: int | None = None
        self.table: dict = {}
        self.world: TableWorld | None = None
        self.results: list = []
        self.steps: deque = deque()  # the host's states as table steps, and its notices (``HostNotice``), in order
        self.busy = False          # the window is showing a step; ``advance`` says when it is done
        self.round_wanted = False  # the score sheet was closed: the next round may be shown
        self.sent = False          # a move is on its way to the host
        self.away = False          # the host is away: nothing can be played until it is back
        self.gone = False          # the table is left for good (its reason shown): nothing can be played
        self.seat_list: list = []  # the host's last list of seats
        self.round_so_far: list = []  # the round's sentences, sent to a player who (re)joins, for the log
        # How many of the round's moves were played before the table was laid
        # out afresh (a rejoin, a resumed host): the review begins after them.
        self.round_moves_before = 0
        # What this seat saw of those moves, when the host sent it (its views
        # before each: ``net.round_views``): the review's steps, and the
        # indexes of those a computer made for a person's seat.
        self.round_seen_before: tuple[list, set[int]] = ([], set())
        self.round_standing: set[int] | None = None  # the seats whose run that log noted (the host's ``standing``)
        self.leaving = False       # this window left the table (``shutdown``)
        # The seats a computer player is playing for now, as far as this log
        # has said: a run of its moves is said once, under its first (the
        # host's notices say when it took the seat and when she is back).
        self.stood_for: set[int] = set()
        # Whether the window has said the end of the round or match shown, and
        # if so whether its score sheet is open (``MainWindow.end_said``; the
        # window sets it), and what ``take_over`` learnt of it from the window
        # before a language change: the new window says that end only once.
        self.end_said = lambda: None
        self.taken_end: bool | None = None

    def attach(self, bridge) -> None:
        self.bridge = bridge
        bridge.message.connect(self._message)
        bridge.ended.connect(self._ended)
        bridge.away.connect(self._away)
        bridge.silent.connect(self.host_silent)

    # What a seat's turn loop knows of its table: handed whole to the window
    # made in its place when the language changes (``take_over``).
    CARRIED = ("me", "table", "world", "results", "steps", "busy", "round_wanted", "sent", "away", "gone",
               "seat_list", "round_so_far", "round_standing", "stood_for", "setup", "state", "players", "names", "sides", "moves", "movers",
               "origin", "match_id")

    def take_over(self, old: RemoteController) -> None:
        """Hold ``old``'s seat: its connection to the host (no longer heard
        by ``old``, nor stopped when its window closes) and all it knows of
        the table.  Nothing goes over the network: the host sees no change."""
        bridge, old.bridge = old.bridge, None
        if bridge is not None:
            bridge.message.disconnect(old._message)
            bridge.ended.disconnect(old._ended)
            bridge.away.disconnect(old._away)
            bridge.silent.disconnect(old.host_silent)
            self.attach(bridge)
        for name in self.CARRIED:
            setattr(self, name, getattr(old, name))
        self.taken_end = old.end_said()
        self.aids.take_over(old.aids)  # type: ignore[attr-defined]  # both are RemoteAids

    def _ended(self, outcome) -> None:
        if self.leaving and isinstance(outcome, dict):
            # The player left the finished table herself (its window closed):
            # the summary her own leaving brought is no news that the table
            # closed, and her seat stays kept while the host keeps the table.
            return
        self._say_notices(every=True)  # the host's last words, before the window says the table went
        if not isinstance(outcome, dict):
            # Left mid-match (a host that stayed away, or one this program
            # cannot read): the steps already here may still be shown, but
            # nobody is asked for a move that can no longer reach the host.
            self.gone, self.sent = True, False
        self.left.emit(outcome)

    def _away(self, away: bool) -> None:
        self.away = away
        if away:
            self._say_notices(every=True)  # its last words (it closed the table?) before the window says it went
            self.sent = False  # a move sent as the host went is lost with it: the host sends the table again
        self.host_away.emit(away)

    # --- what the host says ------------------------------------------------------------------
    def _message(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "welcome":
            self.me, self.table = message["seat"], message["table"]
            self.world, self.results = TableWorld(self.me), []
            # A name for each of this table's seats before any state comes:
            # the host's list (``_seat_names``) replaces them, but a state
            # without one (a host's defect) still has its moves said, and an
            # earlier table's names may be too few for this one.
            setup = self._setup()
            self.names, self.sides = seat_names(setup), side_names(setup)
            self.hints_allowed.emit(self.table.get("hints", True) is not False)
            name = self.table.get("name")
            if isinstance(name, str) and name.strip():
                self.table_named.emit(name.strip()[:24])
        elif kind == "state" and self.world is not None:
            self._state(message)
            self._seats(message)
        elif kind == "seats" and self.world is not None:
            self._seats(message)
        elif kind == "refused":
            self.sent = False
            self.problem.emit(net_sentences.text_of(message.get("reason")))
            if not self.busy and not self.steps:
                self.advance()
        elif kind == "notice":
            # In the queue, behind the states sent before it: said once
            # what came before it is shown (``_next_step``), or the log read
            # "the host deals the next one" above the finished match's result.
            self.steps.append(HostNotice(net_sentences.text_of(message.get("say"))))
            if len(self.steps) > MOST_WAITING:
                self._catch_up()
            self._next_step()

    def _state(self, message: dict) -> None:
        t = self.table
        try:
            view = view_state(make_rules(t["variant"], t["options"]), t["players"], t["partnerships"], self.me,
                              message["view"], self.results)
        except ViewError:
            return
        self.results = view.round_results
        log = message.get("log")
        if isinstance(log, list):
            self.round_so_far = [line for line in (net_sentences.text_of(x) for x in log[:200]) if line]
            standing = message.get("standing")
            self.round_standing = ({s for s in standing[:4] if type(s) is int and 0 <= s < t["players"]}
                                   if isinstance(standing, list) else None)   # an older host: as before
            before = message.get("round_moves")
            self.round_moves_before = before if type(before) is int and 0 <= before <= MOST_ROUND_MOVES else 0
        self._seat_names(self._seats_of(message) or [])
        sent_before = isinstance(log, list) and isinstance(message.get("round_views"), list)
        history = views_before(message, t, self.me, self.results, self.world, view) if sent_before else None
        step = self.world.update(view, message["moves"])
        if sent_before:
            # The round so far was stepped through: its last move is this
            # state's.  The table is laid out afresh all the same (a rejoin),
            # even where those views did not follow one another.
            if history is not None and step.kind == "move":
                self.round_seen_before = review_steps(self.names, self.me, history[0] + [step], history[1]), history[1]
            step = Step("set", step.world)
        # Only ``true`` counts: a host that does not send it played no move for anyone.
        step.stood_in = message.get("stood_in") is True
        self.steps.append(step)
        if len(self.steps) > MOST_WAITING:
            self._catch_up()
        self._next_step()

    def _catch_up(self) -> None:
        """Too many steps waiting: the table is laid out afresh at the last
        state, the moves between neither animated nor written to the log,
        and only the last notices kept.  No host that plays gets here."""
        last = next((step for step in reversed(self.steps) if not isinstance(step, HostNotice)), None)
        notices = [step for step in self.steps if isinstance(step, HostNotice)][-NOTICES_KEPT:]
        self.steps = deque([Step("set", last.world), *notices] if last is not None else notices)

    def _seats_of(self, message: dict) -> list | None:
        """The host's list of seats in ``message``: one entry a seat of the
        table, else None.  A hostile host's list of 18,000 seats fits in
        one message and took the window a second to lay out, each time."""
        seats = message.get("seats")
        return seats if isinstance(seats, list) and len(seats) == self.table.get("players") else None

    def _seats(self, message: dict) -> None:
        seats = self._seats_of(message)
        if seats is not None:
            self.seat_list = seats
            self._seat_names(seats)
            self.seats_changed.emit(seats)

    def _seat_names(self, seats: list) -> None:
        names = [YOU_NAME if i == self.me else net_sentences.text_of(s.get("name")) or str(i + 1)
                 for i, s in enumerate(seats) if isinstance(s, dict)]
        if len(names) == self.table.get("players"):
            self.names = names
            self.sides = ([partners(names[0], names[2]), partners(names[1], names[3])]
                          if self.table.get("partnerships") else names)

    def _next_step(self) -> None:
        if self.busy:
            return
        self._say_notices()
        if not self.steps:
            return
        if self.state is not None and self.state.phase == PHASE_ROUND_OVER and not self.round_wanted:
            self.behind_sheet.emit()  # the score sheet is up: ``next_round`` shows the new deal, the sheet says it came
            return
        step = self.steps.popleft()
        self.busy = True
        if self.state is None:
            self._begin_remote(step.world)
            self._round_so_far()
            return
        prev_phase = self.state.phase
        self.state = step.world
        self.sent = False
        if step.kind == "move":
            lines, after = move_parts(self.names, step.before, step.seat, step.move, step.world)
            if step.stood_in and step.seat not in self.stood_for:
                # Said under the first of a run of such moves (as the round so
                # far sent on rejoining says it), not under every one: a seat
                # played for all round would fill the log with the same line.
                # Under the move, before a new deal's line, which it would seem to name.
                lines.append(net_sentences.stood_in(self.names[step.seat], step.seat == self.me))
            lines += after
            if step.stood_in:
                self.stood_for.add(step.seat)
            else:
                self.stood_for.discard(step.seat)  # she played it herself: a later run is said again
            # Read by the round's keeper (``RemoteAids``) as the move is shown:
            # the coach grades a person's own choices, not her stand-in's.
            self.shown_stood_in = step.stood_in
            self.move_played.emit(step.before, step.seat, step.move, step.world, lines)
        else:
            self.round_wanted = False
            if prev_phase == PHASE_ROUND_OVER:
                self.round_started.emit(step.world)
            else:
                if prev_phase == PHASE_MATCH_OVER and step.world.phase != PHASE_MATCH_OVER:
                    # Not the finished match sent again (a connection back between matches).
                    self.next_match.emit()
                self.game_started.emit(step.world)
            self._round_so_far()

    def _say_notices(self, every: bool = False) -> None:
        """The host's notices at the head of the queue: what was sent before
        them is shown (and its end said), what was sent after them is not.
        ``every``: all of them, now (the connection went: its last words are
        said at once, as the window's own line about it follows them)."""
        if every:
            notices = [step for step in self.steps if isinstance(step, HostNotice)]
            self.steps = deque(step for step in self.steps if not isinstance(step, HostNotice))
            for notice in notices:
                self.notice.emit(notice.text)
        while self.steps and isinstance(self.steps[0], HostNotice):
            text = self.steps.popleft().text
            seat = net_sentences.stand_in_begins(text, self.names, self.me)
            if seat is not None:  # a computer begins to play for it (a span of its own): its next
                self.stood_for.discard(seat)  # move is noted, as the round so far on rejoining notes each span
            self.notice.emit(text)

    def _round_so_far(self) -> None:
        """After a table laid out afresh (a rejoin, a resumed host), the log
        holds the round so far, the stand-in's moves for this seat too."""
        lines, self.round_so_far = self.round_so_far, []
        self.round_moves_before = 0  # read by the review's keeper as the table was laid out
        self.round_seen_before = ([], set())
        if self.round_standing is not None:
            # The log now holds what the host's does: a run it noted is not
            # noted again under its next move, one it did not is.
            self.stood_for, self.round_standing = self.round_standing, None
        for line in lines:
            self.notice.emit(line)

    def _begin_remote(self, world) -> None:
        """``GameController._begin`` for a match the host began: the seats'
        names are the host's (and "You"), there is no record to take back."""
        names, sides = self.names, self.sides
        self.setup = self._setup()
        self.seats.start_match(world.seed)
        self.state = world
        self.moves, self.movers, self.origin, self.match_id = [], [], None, ""
        self.players = computer_players(self.setup)
        self.names, self.sides = (names, sides) if names else (seat_names(self.setup), side_names(self.setup))
        self.game_started.emit(world)

    def _setup(self) -> GameSetup:
        t = self.table
        seats = [SeatSetup(HUMAN) if i == self.me else SeatSetup(COMPUTER) for i in range(t["players"])]
        return GameSetup(variant_id=t["variant"], options=dict(t["options"]), players=t["players"],
                         partnerships=t["partnerships"], seats=seats)

    # --- what the window asks -----------------------------------------------------------------
    def advance(self) -> None:
        """The table is still: the next step, else its end (then the notices
        sent after it), else whose turn it is."""
        self.busy = False
        if self.state_queued() and not (self.state is not None and self.state.phase == PHASE_ROUND_OVER):
            self._next_step()
            return
        s = self.state
        if s is None:
            self._say_notices()
            return
        ended = self.announce_end(s)
        self._say_notices()
        if ended:
            return
        if self.away or self.gone:
            # A step shown after the host went (a table it sent again on a
            # rejoin) wrote its own line where the reason was: said again.
            self.held.emit()
            return
        if s.to_move == self.me and not self.sent:
            self.thinking.emit(-1)
            self.human_turn.emit(self.me)
        elif s.to_move != self.me:
            self.thinking.emit(s.to_move)   # another person's turn, or the host's computer

    def state_queued(self) -> bool:
        """Whether a state of the host's waits to be shown (not only notices)."""
        return any(not isinstance(step, HostNotice) for step in self.steps)

    def next_round(self) -> None:
        self.round_wanted = True
        self.busy = False
        self._next_step()

    def play_human(self, move) -> bool:
        s = self.state
        if (self.bridge is None or self.away or self.gone or s is None or self.sent or self.steps or s.phase != PHASE_PLAY or s.to_move != self.me
                or move not in legal_moves(s)):
            return False
        self.sent = True
        self.bridge.send_move(move.text(show_value=True))
        return True

    def is_human(self, seat: int) -> bool:
        return seat == self.me

    def chosen_by_computer(self, seat: int) -> bool:
        """By the host's word for the seat: a computer, a program seated
        over the network, or the stand-in of a person who dropped or left.
        A person at another computer is awaited, not "thinking" (stranger 7)."""
        entry = self.seat_list[seat] if 0 <= seat < len(self.seat_list) else None
        return isinstance(entry, dict) and entry.get("kind") in COMPUTER_KINDS

    def new_game(self, setup, seed=None):
        return self.state  # a network table's match is the host's to deal (``NetWindow.start_game``)

    def stop_thinking(self) -> None:
        pass  # nobody here thinks for another seat

    def shutdown(self) -> None:
        super().shutdown()
        if self.bridge is not None:
            self.leaving = True
            self.bridge.stop()
