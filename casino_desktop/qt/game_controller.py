"""The turn loop: whose turn it is, asking the computer, applying moves.

The controller owns the one real ``GameState``.  It applies only moves that
``legal_moves`` offered (the human's come from the table's matching, the
computer's from its player) and then tells the window, which animates and
calls ``advance`` when the cards have landed: so input waits while cards move
and the computer never plays over an animation.  What happens when a
computer player's answer comes (or does not) is ``computer_seats``: it is
vetted before it is played, and a legal move stands in for a wrong one.
"""
from __future__ import annotations

import random
import time
import uuid

from PySide6.QtCore import QObject, QTimer, Signal

from casino_desktop.core import (PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, CAPTURE, GameState,
                                 Move, apply, legal_moves, new_game, next_round)
from casino_desktop.core.memos import forget_memos
from casino_desktop.core.record import RecordError, play_texts
from casino_desktop.core.sentences import YOU_NAME, move_sentence, phrase, say
from casino_desktop.qt.ai_worker import AiThread
from casino_desktop.qt.computer_seats import WATCHDOG_MARGIN_S, ComputerSeats
from casino_desktop.qt.game_setup import COMPUTER, HUMAN, GameSetup, make_player
from casino_desktop.qt.table_layout import SEAT_NAMES, seat_side

THINK_BUDGET_S = 1.0  # what a computer seat may spend on a move
MAX_DEAL = 2**31 - 1   # deal numbers (seeds) drawn or typed: 1 .. MAX_DEAL
HINT_LEVEL = "master"  # the hint is the strongest fair player's choice for the player's own view


def deal_of_the_day(day) -> int:
    """The deal number of a calendar day, read as a date: 20261130."""
    return day.year * 10000 + day.month * 100 + day.day


def seat_names(setup: GameSetup) -> list[str]:
    """A name typed for a person's seat, else "You" for the only person at
    the table, else the seat's compass point."""
    humans = setup.humans()
    names = []
    for seat, s in enumerate(setup.seat_list()):
        side = seat_side(setup.players, seat)
        own = s.name if s.kind == HUMAN else ""
        names.append(own or (YOU_NAME if humans == [seat] else SEAT_NAMES[side]))
    return names


def computer_players(setup: GameSetup) -> dict[int, object]:
    """A fresh player for every computer seat (players remember the match)."""
    return {i: make_player(s.level) for i, s in enumerate(setup.seat_list()) if s.kind == COMPUTER}


def side_names(setup: GameSetup) -> list[str]:
    names = seat_names(setup)
    if setup.partnerships:
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
    return names


class GameController(QObject, ComputerSeats):
    game_started = Signal(object)        # state, a new match (its first round dealt)
    round_started = Signal(object)       # state, the next round dealt
    move_played = Signal(object, int, object, object, list)  # prev, seat, move, state, log lines
    human_turn = Signal(int)             # seat
    thinking = Signal(int)               # seat, or -1 when nobody thinks
    hint_ready = Signal(object)          # a Move: the suggestion for the human to move now
    taken_back = Signal(object, list)    # the state again before the human's last move; log lines
    round_over = Signal(object)          # state (its round_results[-1])
    match_over = Signal(object)          # state (its winner)
    problem = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.ai = AiThread(self)
        self.ai.move_ready.connect(self._computer_moved)
        self.ai.move_failed.connect(self._computer_failed)
        self.setup = GameSetup()
        self.state: GameState | None = None
        self.players: dict[int, object] = {}
        self.names: list[str] = []
        self.sides: list[str] = []
        self.speed = 1.0
        self.budget = THINK_BUDGET_S
        self.watchdog_margin = WATCHDOG_MARGIN_S
        self.moves: list[str] = []  # the match so far, as move text (for saving)
        self.match_id = ""  # this match's own id: saved with it, statistics count it once under it
        # Who played each of ``moves`` (round, seat), and the state they start
        # from: a take-back replays the shortened list from there.
        self.movers: list[tuple[int, int]] = []
        self._origin: GameState | None = None
        self._hint: tuple[int, int] | None = None  # (AI request token, ply) of a hint being worked out
        self._asked_ply: int | None = None
        self._asked_at = 0.0
        self._rng = random.Random()
        self._beat = QTimer(self)
        self._beat.setSingleShot(True)
        self._pending: tuple[int, Move, list[str]] | None = None  # (ply, move, notes for the play log)
        self._beat.timeout.connect(self._play_pending)
        # Fires when a request has been out too long (budget + margin).
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._computer_too_slow)
        self._watched: int | None = None  # the AI request token the watchdog waits for
        # Why each stand-in move was played (for the log's readers: autoplay
        # and soak runs count them as faults).
        self.stand_ins: list[str] = []

    # --- a match ----------------------------------------------------------------------
    def new_game(self, setup: GameSetup, seed: int | None = None) -> GameState:
        self.stop_thinking()
        forget_memos()  # one match's worth of the generator's memos, not a whole evening's
        self.setup = setup
        if seed is None:
            seed = setup.seed if setup.seed is not None else random.randrange(1, MAX_DEAL + 1)
        self._rng = random.Random(seed)
        self.state = new_game(setup.rules(), setup.players, setup.partnerships, seed)
        self.moves = []
        self.movers = []
        self.match_id = uuid.uuid4().hex
        self._origin = self.state.clone()
        self.players = computer_players(setup)
        self.names = seat_names(setup)
        self.sides = side_names(setup)
        self.game_started.emit(self.state)
        return self.state

    def resume(self, setup: GameSetup, state: GameState, moves: list[str] | None = None,
               match_id: str = "") -> None:
        """Continue a game from a given state (a saved game, a test position);
        ``moves`` is the record that led to it, kept for the next save, and
        ``match_id`` the match's id in that record (a new one if it has none)."""
        self.stop_thinking()
        forget_memos()
        self.moves = list(moves or [])
        self.match_id = match_id or uuid.uuid4().hex
        self.setup = setup
        self._rng = random.Random(state.seed)
        self.state = state
        self._origin, self.movers = self._origin_of(setup, state)
        self.players = computer_players(setup)
        self.names = seat_names(setup)
        self.sides = side_names(setup)
        self.game_started.emit(self.state)

    def _origin_of(self, setup: GameSetup, state: GameState) -> tuple[GameState | None, list]:
        """Where ``self.moves`` start and who played each; (None, []) if they
        do not lead to ``state`` (then nothing can be taken back)."""
        if not self.moves:
            return state.clone(), []
        origin = new_game(setup.rules(), setup.players, setup.partnerships, state.seed)
        movers: list[tuple[int, int]] = []
        try:
            end = play_texts(origin.clone(), self.moves, lambda st, _m: movers.append((st.round_index, st.to_move)))
        except RecordError:
            return None, []
        return (origin, movers) if end == state else (None, [])

    def is_human(self, seat: int) -> bool:
        return seat not in self.players

    def stop_thinking(self) -> None:
        self.ai.cancel()
        self._beat.stop()
        self._watchdog.stop()
        self._watched = None
        self._pending = None
        self._asked_ply = None
        self._hint = None

    def shutdown(self) -> None:
        self.stop_thinking()
        self.ai.stop()

    def next_round(self) -> None:
        if self.state is not None and self.state.phase == PHASE_ROUND_OVER:
            next_round(self.state)
            self._asked_ply = None
            self.round_started.emit(self.state)

    # --- turns ----------------------------------------------------------------------------
    def advance(self) -> None:
        """The table is still: start the next turn, or announce the end."""
        s = self.state
        if s is None:
            return
        if s.phase == PHASE_ROUND_OVER:
            self.thinking.emit(-1)
            self.round_over.emit(s)
            return
        if s.phase == PHASE_MATCH_OVER:
            self.thinking.emit(-1)
            self.match_over.emit(s)
            return
        seat = s.to_move
        if self.is_human(seat):
            self.thinking.emit(-1)
            self.human_turn.emit(seat)
            return
        if self._asked_ply == s.ply:
            return  # already thinking about this turn
        self._asked_ply = s.ply
        self._asked_at = time.monotonic()
        self.thinking.emit(seat)
        self._ask_computer(seat)

    def _play_pending(self) -> None:
        pending, self._pending = self._pending, None
        s = self.state
        if pending is None or s is None or pending[0] != s.ply:
            return
        self._play(s.to_move, pending[1], pending[2])

    def play_human(self, move: Move) -> bool:
        """A move from the table (it came from ``legal_moves``); False if stale."""
        s = self.state
        if s is None or s.phase != PHASE_PLAY or not self.is_human(s.to_move) or move not in legal_moves(s):
            return False
        self._play(s.to_move, move)
        return True

    def _play(self, seat: int, move: Move, notes: list[str] | None = None) -> None:
        s = self.state
        prev = s.clone()
        # A hint still being worked out is moot now, and its watchdog must
        # not take the next computer's turn for its own.
        self._hint = None
        self._watched = None
        self._watchdog.stop()
        self.movers.append((s.round_index, seat))
        apply(s, move)
        self.moves.append(move.text(show_value=True))
        self._asked_ply = None
        self.move_played.emit(prev, seat, move, s, self._log_lines(prev, seat, move, s) + (notes or []))

    # --- hint and take-back ------------------------------------------------------------------------
    def ask_hint(self) -> bool:
        """Ask the strongest fair player what it would play from the human's
        own view (on the worker thread); ``hint_ready`` answers."""
        s = self.state
        if s is None or s.phase != PHASE_PLAY or not self.is_human(s.to_move) or self._hint is not None:
            return False
        token = self._ask(make_player(HINT_LEVEL), s.information_view(s.to_move))
        self._hint = (token, s.ply)
        return True

    def _take_back_index(self) -> int | None:
        """Index in ``moves`` of the human's last move of this round, if any."""
        s = self.state
        if s is None or s.phase != PHASE_PLAY or self._origin is None:
            return None
        for i in range(len(self.movers) - 1, -1, -1):
            round_index, seat = self.movers[i]
            if round_index != s.round_index:
                return None
            if self.is_human(seat):
                return i
        return None

    def can_take_back(self) -> bool:
        return self._take_back_index() is not None

    def take_back(self) -> bool:
        """Undo the human's last move of this round and every move since:
        the shortened record is replayed from its start, so the state is
        exactly the one the human saw then."""
        i = self._take_back_index()
        if i is None:
            return False
        self.stop_thinking()
        state = play_texts(self._origin.clone(), self.moves[:i])
        undone: list[str] = []
        play_texts(state.clone(), self.moves[i:], lambda st, m: undone.append(self.describe(st.to_move, m)), i)
        self.state = state
        del self.moves[i:]
        del self.movers[i:]
        # Fresh computer players: what they learnt of the player's habits
        # from the moves taken back must go with them.
        self.players = computer_players(self.setup)
        self.taken_back.emit(state, [f"Taken back: {'; '.join(undone)}."])
        return True

    # --- the review of a finished round -----------------------------------------------------------
    def last_finished_round(self) -> int | None:
        """The latest round played to its end in this session's record, if any."""
        s = self.state
        if s is None or self._origin is None:
            return None
        r = s.round_index - 1 if s.phase == PHASE_PLAY else s.round_index
        return r if any(ri == r for ri, _ in self.movers) else None

    def round_history(self, round_index: int) -> tuple[list[tuple[GameState, int, Move, list[str]]], GameState] | None:
        """Every position of a finished round, replayed from the record:
        ([(state before the move, seat, move, log lines)], the state at its end)."""
        last = max((i for i, (r, _) in enumerate(self.movers) if r == round_index), default=None)
        if self._origin is None or last is None:
            return None
        before: list[tuple[GameState, int, Move]] = []

        def seen(st: GameState, m: Move) -> None:
            if st.round_index == round_index:
                before.append((st.clone(), st.to_move, m))

        end = play_texts(self._origin.clone(), self.moves[:last + 1], seen)
        afters = [st for st, _, _ in before[1:]] + [end]
        steps = [(st, seat, m, self._log_lines(st, seat, m, after)) for (st, seat, m), after in zip(before, afters)]
        return steps, end

    # --- words for the play log --------------------------------------------------------------
    def describe(self, seat: int, move: Move) -> str:
        """'North takes 5♦ + 3♣ with 8♠', and 'You take …' for the player:
        a whole sentence for each person (``core.sentences``)."""
        return move_sentence(self.names[seat], move)

    def _log_lines(self, prev: GameState, seat: int, move: Move, s: GameState) -> list[str]:
        lines = [self.describe(seat, move)]
        side = prev.side_of(seat)
        if move.kind == CAPTURE and len(s.sweeps[side]) > len(prev.sweeps[side]):
            lines[0] += " \u2014 " + phrase("a_sweep")
        if len(s.mulles[side]) > len(prev.mulles[side]):
            lines[0] += " \u2014 " + phrase("a_mulle")
        mid_round_end = (s.phase == PHASE_MATCH_OVER and bool(s.round_results)
                         and bool(s.round_results[-1].get("ended_mid_round")))
        gained = s.match_scores[side] - prev.match_scores[side]
        if gained > 0 and (s.phase == PHASE_PLAY or mid_round_end):
            # Points scored during play (Finnish, or scored as earned).
            lines[0] += " \u2014 " + phrase("points_at_once", gained)
        if s.phase != PHASE_PLAY or s.round_index != prev.round_index:
            if mid_round_end:
                return lines
            on_table = len(prev.loose) + sum(len(b.cards) for b in prev.builds)
            used = len(move.table_faces()) if move.kind == CAPTURE else -1
            left = on_table - used
            if left > 0 and s.last_capturer is not None:
                lines.append(say("last_cards", self.names[s.last_capturer], left))
        elif s.deals_done > prev.deals_done:
            lines.append(phrase("last_deal") if not s.stock else phrase("new_hands", len(s.stock)))
        return lines
