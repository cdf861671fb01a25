"""The computer seats: ask the worker, vet the answer, watch the clock.

A computer player's answer is only a proposal.  It is vetted against the
real state (``ai.guard.vet``) before it is played; an exception of any
kind, an answer that is not a legal move, or no answer within the budget
plus a generous margin (the watchdog) is logged in one line and a legal
move stands in (``ai.guard.stand_in``), with one sentence in the play log,
so no computer player can stop a game.  The same goes for hints: no hint,
and a sentence.

``ComputerSeats`` belongs to one ``GameController`` (the turn loop): it
reads the loop's state, players and names, and hands the move to play back
through ``move_chosen``; the loop plays it only if the game is still at
the ply it was asked for.
"""
from __future__ import annotations

import logging
import random
import time

from PySide6.QtCore import QObject, QTimer, Signal

from casino_desktop.ai.guard import stand_in, vet
from casino_desktop.core import END, PHASE_PLAY, GameState, Move, legal_moves
from casino_desktop.core.templates import N_, fill
from casino_desktop.qt.game.ai_worker import AiThread
from casino_desktop.qt.translate import say

THINK_BUDGET_S = 1.0  # what a computer seat may spend on a move
THINK_BEAT_MS = 650   # the shortest visible "thinking", at normal speed
END_BEAT_MS = 150     # before a turn that can only end (several actions a turn): nothing to watch for
WATCHDOG_MARGIN_S = 5.0  # beyond the budget, before a silent computer player is given up on

# What the play log says when a legal move stands in for a computer player's.
MISTAKE_NOTE = N_("{name}'s computer player made a mistake; a legal move was played for it.")
TOO_SLOW_NOTE = N_("{name}'s computer player took too long; a legal move was played for it.")
NO_HINT = N_("No hint this time: the computer could not work one out.")

log = logging.getLogger("casino_desktop.players")


def beat_ms(state: GameState, move: Move) -> int:
    """The shortest visible "thinking" before a computer seat's ``move``, at
    normal speed.  A turn of several actions that can only end now had the
    same beat as a real choice: half of each computer turn was spent
    showing "thinking" before "North ends their turn"."""
    if move.kind == END and len(legal_moves(state)) == 1:
        return END_BEAT_MS
    return THINK_BEAT_MS


class ComputerSeats(QObject):
    move_chosen = Signal(int, object, object)  # ply asked at, the move to play there, notes for the play log (a list: Signal(list) would turn its Texts into plain str)
    hint_ready = Signal(object)              # a vetted Move: the suggestion for the person to move
    problem = Signal(object)                 # a sentence for the status line (a Text keeps its template)

    def __init__(self, loop) -> None:
        super().__init__(loop)
        self.loop = loop
        self.ai = AiThread(self)
        self.ai.move_ready.connect(self._computer_moved)
        self.ai.move_failed.connect(self._computer_failed)
        self.budget = THINK_BUDGET_S
        self.watchdog_margin = WATCHDOG_MARGIN_S
        self.rng = random.Random()
        self.asked_ply: int | None = None  # the ply a computer seat is thinking about
        self._asked_at = 0.0
        self._hint: tuple[int, int] | None = None  # (AI request token, ply) of a hint being worked out
        self._beat = QTimer(self)
        self._beat.setSingleShot(True)
        self._pending: tuple[int, object, list[str]] | None = None  # (ply, move, notes for the play log)
        self._beat.timeout.connect(self._play_pending)
        # Fires when a request has been out too long (budget + margin).
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._computer_too_slow)
        self._watched: int | None = None  # the AI request token the watchdog waits for
        self._watched_limit = 0.0  # seconds the watchdog gives it
        # Why each stand-in move was played (for the log's readers: autoplay
        # and soak runs count them as faults).
        self.stand_ins: list[str] = []
        self.held = False  # a question covers the table: a chosen move waits (``hold``)
        self._turn_held: int | None = None  # the ply whose computer turn waits for the hold's end

    # --- what the turn loop asks ----------------------------------------------------------
    def start_match(self, seed: int) -> None:
        """A new or resumed match: nothing asked, the players' dice from its deal."""
        self.stop()
        self.rng = random.Random(seed)

    def take_turn(self, seat: int) -> None:
        """Ask the computer player of ``seat`` (to move now) for its move."""
        self.asked_ply = self.loop.state.ply
        self._asked_at = time.monotonic()
        if not self.ai.can_ask():
            # Earlier players are still stuck on their threads: asking would
            # only strand another one.
            self._stand_in(f"seat {seat}: earlier computer players are still stuck", TOO_SLOW_NOTE)
            return
        self._ask(self.loop.players[seat], self.loop.state.information_view(seat))

    def ask_hint(self, player, view: GameState, ply: int, budget: float | None = None) -> bool:
        """Ask ``player`` what it would play from ``view`` at ``ply``, within
        ``budget`` seconds (default: a computer seat's); False while an
        earlier hint is still being worked out."""
        if self._hint is not None:
            return False
        self._hint = (self._ask(player, view, budget), ply)
        return True

    def move_played(self) -> None:
        """A move was played: a hint still being worked out is moot now, and
        its watchdog must not take the next computer's turn for its own."""
        self._hint = None
        self._watched = None
        self._watchdog.stop()
        self.asked_ply = None

    def stop(self) -> None:
        self.ai.cancel()
        self._beat.stop()
        self._watchdog.stop()
        self._watched = None
        self._pending = None
        self._turn_held = None
        self.asked_ply = None
        self._hint = None

    def shutdown(self) -> None:
        self.stop()
        self.ai.stop()

    # --- the worker's answers ---------------------------------------------------------------
    def _ask(self, player, view: GameState, budget: float | None = None) -> int:
        budget = self.budget if budget is None else budget
        token = self.ai.ask(player, view, self.rng.randrange(2**31), budget)
        self._watched = token
        self._watched_limit = budget + self.watchdog_margin
        self._watchdog.start(int(self._watched_limit * 1000))
        return token

    def _answered(self, token: int) -> bool:
        """Whether ``token`` is the request being waited for (then stop waiting)."""
        if token != self._watched:
            return False
        self._watched = None
        self._watchdog.stop()
        return True

    def _computer_to_move(self) -> GameState | None:
        """The state, if a computer seat is to move in play."""
        s = self.loop.state
        if s is not None and s.phase == PHASE_PLAY and not self.loop.is_human(s.to_move):
            return s
        return None

    def _hint_failed(self, message: str) -> None:
        self._hint = None
        log.warning("The hint player failed: %s.", message)
        self.problem.emit(say(NO_HINT))

    def _computer_moved(self, token: int, answer) -> None:
        if not self._answered(token):
            return
        s = self.loop.state
        if self._hint is not None and self._hint[0] == token:
            asked_ply, self._hint = self._hint[1], None
            if s is not None and s.phase == PHASE_PLAY and s.ply == asked_ply and self.loop.is_human(s.to_move):
                move, why = vet(s, answer)
                if move is None:
                    self._hint_failed(why)
                else:
                    self.hint_ready.emit(move)
            return
        s = self._computer_to_move()
        if s is None:
            return
        move, why = vet(s, answer)
        if move is None:
            self._stand_in(f"seat {s.to_move}: {why}", MISTAKE_NOTE)
            return
        self._pending = (s.ply, move, [])
        # A short visible beat even when the answer is instant: the player
        # sees who is about to play.
        waited = (time.monotonic() - self._asked_at) * 1000
        self._beat.start(max(0, int(beat_ms(s, move) * self.loop.speed - waited)))

    def _computer_failed(self, token: int, message: str) -> None:
        if not self._answered(token):
            return
        if self._hint is not None and self._hint[0] == token:
            self._hint_failed(message)
            return
        s = self._computer_to_move()
        if s is not None:
            self._stand_in(f"seat {s.to_move}: it failed with {message}", MISTAKE_NOTE)

    def _computer_too_slow(self) -> None:
        """The watchdog: no answer in budget + margin.  The thread is left to
        finish on its own (its late answer is dropped); the game goes on."""
        if self._watched is None:
            return
        self._watched = None
        self.ai.abandon()
        limit = self._watched_limit
        if self._hint is not None:
            self._hint_failed(f"no answer within {limit:.1f} s")
            return
        s = self._computer_to_move()
        if s is not None:
            self._stand_in(f"seat {s.to_move}: no answer within {limit:.1f} s", TOO_SLOW_NOTE)

    def _stand_in(self, why: str, note: str) -> None:
        """Play a legal move for the computer seat to move, and say so."""
        s = self.loop.state
        log.warning("Computer player at %s; a legal move stands in.", why)
        self.stand_ins.append(why)
        self._pending = (s.ply, stand_in(s, self.rng.randrange(2**31)),
                         [fill(note, name=self.loop.names[s.to_move])])
        self._play_pending()

    def hold(self, on: bool) -> None:
        """While ``on``, no computer's turn starts and a move already chosen
        waits: a question the person is asked covers the table (the guided
        deal's offer at the first launch), and a move made under it went
        unseen.  Starting the turn was not enough to hold: "North is
        thinking…" stood behind the question (stranger 13).  Off: the move
        waiting, if any, is played now, or the turn that waited starts."""
        self.held = on
        if on:
            return
        self._play_pending()
        held, self._turn_held = self._turn_held, None
        s = self.loop.state
        if held is not None and s is not None and s.ply == held:
            self.loop.advance()

    def wait_for_release(self, ply: int) -> bool:
        """Whether the computer's turn at ``ply`` must wait for the hold's end
        (the turn loop asks before it starts one); it is started then."""
        if self.held:
            self._turn_held = ply
        return self.held

    def _play_pending(self) -> None:
        if self.held:
            return
        pending, self._pending = self._pending, None
        if pending is not None:
            self.move_chosen.emit(*pending)
