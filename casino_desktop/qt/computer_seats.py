"""The computer seats' side of the turn loop: ask, vet, watch the clock.

A computer player's answer is only a proposal.  It is vetted against the
real state (``ai.guard.vet``) before it is played; an exception of any
kind, an answer that is not a legal move, or no answer within the budget
plus a generous margin (the watchdog) is logged in one line and a legal
move stands in (``ai.guard.stand_in``), with one sentence in the play log,
so no computer player can stop a game.  The same goes for hints: no hint,
and a sentence.  A mixin of ``GameController``: it uses the controller's
``ai``, ``state``, timers and ``_play_pending``.
"""
from __future__ import annotations

import logging
import time

from casino_desktop.ai.guard import stand_in, vet
from casino_desktop.core import PHASE_PLAY, GameState

THINK_BEAT_MS = 650   # the shortest visible "thinking", at normal speed
WATCHDOG_MARGIN_S = 5.0  # beyond the budget, before a silent computer player is given up on

# What the play log says when a legal move stands in for a computer player's.
MISTAKE_NOTE = "{name}'s computer player made a mistake; a legal move was played for it."
TOO_SLOW_NOTE = "{name}'s computer player took too long; a legal move was played for it."
NO_HINT = "No hint this time: the computer could not work one out."

log = logging.getLogger("casino_desktop.players")


class ComputerSeats:
    """Methods of ``GameController`` for its computer seats and hints."""

    def _ask_computer(self, seat: int) -> None:
        if not self.ai.can_ask():
            # Earlier players are still stuck on their threads: asking would
            # only strand another one.
            self._stand_in(f"seat {seat}: earlier computer players are still stuck", TOO_SLOW_NOTE)
            return
        self._ask(self.players[seat], self.state.information_view(seat))

    def _ask(self, player, view: GameState) -> int:
        token = self.ai.ask(player, view, self._rng.randrange(2**31), self.budget)
        self._watched = token
        self._watchdog.start(int((self.budget + self.watchdog_margin) * 1000))
        return token

    def _answered(self, token: int) -> bool:
        """Whether ``token`` is the request being waited for (then stop waiting)."""
        if token != self._watched:
            return False
        self._watched = None
        self._watchdog.stop()
        return True

    def _computer_moved(self, token: int, answer) -> None:
        if not self._answered(token):
            return
        s = self.state
        if self._hint is not None and self._hint[0] == token:
            asked_ply, self._hint = self._hint[1], None
            if s is not None and s.phase == PHASE_PLAY and s.ply == asked_ply and self.is_human(s.to_move):
                move, why = vet(s, answer)
                if move is None:
                    log.warning("The hint player failed: %s.", why)
                    self.problem.emit(NO_HINT)
                else:
                    self.hint_ready.emit(move)
            return
        if s is None or s.phase != PHASE_PLAY or self.is_human(s.to_move):
            return
        move, why = vet(s, answer)
        if move is None:
            self._stand_in(f"seat {s.to_move}: {why}", MISTAKE_NOTE)
            return
        self._pending = (s.ply, move, [])
        # A short visible beat even when the answer is instant: the player
        # sees who is about to play.
        waited = (time.monotonic() - self._asked_at) * 1000
        self._beat.start(max(0, int(THINK_BEAT_MS * self.speed - waited)))

    def _computer_failed(self, token: int, message: str) -> None:
        if not self._answered(token):
            return
        if self._hint is not None and self._hint[0] == token:
            self._hint = None
            log.warning("The hint player failed: %s.", message)
            self.problem.emit(NO_HINT)
            return
        s = self.state
        if s is not None and s.phase == PHASE_PLAY and not self.is_human(s.to_move):
            self._stand_in(f"seat {s.to_move}: it failed with {message}", MISTAKE_NOTE)

    def _computer_too_slow(self) -> None:
        """The watchdog: no answer in budget + margin.  The thread is left to
        finish on its own (its late answer is dropped); the game goes on."""
        if self._watched is None:
            return
        self._watched = None
        self.ai.abandon()
        s = self.state
        if self._hint is not None:
            self._hint = None
            log.warning("The hint player gave no answer within %.1f s.", self.budget + self.watchdog_margin)
            self.problem.emit(NO_HINT)
            return
        if s is not None and s.phase == PHASE_PLAY and not self.is_human(s.to_move):
            self._stand_in(f"seat {s.to_move}: no answer within {self.budget + self.watchdog_margin:.1f} s",
                           TOO_SLOW_NOTE)

    def _stand_in(self, why: str, note: str) -> None:
        """Play a legal move for the computer seat to move, and say so."""
        s = self.state
        log.warning("Computer player at %s; a legal move stands in.", why)
        self.stand_ins.append(why)
        self._pending = (s.ply, stand_in(s, self._rng.randrange(2**31)), [note.format(name=self.names[s.to_move])])
        self._play_pending()
