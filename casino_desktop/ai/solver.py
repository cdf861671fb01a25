"""Exact play to the end of the round once nothing is hidden.

With two players the last deal hides nothing: the stock is empty and the
unseen cards are exactly the opponent's hand.  Then the round can be solved
by minimax with alpha-beta over the engine itself (``legal_moves``/``apply``),
scored at the end by the engine's own round scoring.  Two sides only
(two players, or partnerships): the value is zero-sum between them.

Moves are ordered by the playout policy's score, which makes alpha-beta cut
most of the tree; a deadline, or a cap on the positions visited
(``max_nodes``, a count of work that reads the same on any machine), aborts
the search (``SolveTimeout``) so the caller can fall back on sampling.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from ..core import PHASE_PLAY, GameState, Move, apply, choice_moves
from .valuation import relative


class SolveTimeout(Exception):
    pass


def round_margin(state: GameState, side: int) -> float:
    """Exact margin of a finished round (own side minus the mean rival)."""
    return float(relative(state.round_results[-1]["totals"], side))


def remaining_plies(state: GameState) -> int:
    return sum(len(h) for h in state.hands) + len(state.stock)


class Solver:
    """Alpha-beta over the real engine; ``order(state, m)`` scores moves."""

    def __init__(self, side: int, order: Callable[[GameState, Move], float], deadline: float,
                 cancel: threading.Event | None = None, leaf: Callable[[GameState], float] | None = None,
                 stock: int = -1, max_nodes: int = 0, clock: Callable[[], float] = time.perf_counter) -> None:
        # ``leaf(state)``: value of a position where a new deal has begun
        # (``stock`` no longer the root's), for searches to the end of a deal.
        self.leaf = leaf
        self.stock = stock
        self.side = side
        self.order = order
        self.deadline = deadline
        self.cancel = cancel
        self.max_nodes = max_nodes  # 0: no cap, the deadline alone
        self.clock = clock  # what ``deadline`` is a time of
        self.nodes = 0

    def _tick(self) -> None:
        self.nodes += 1
        if self.max_nodes and self.nodes > self.max_nodes:
            raise SolveTimeout
        if self.nodes & 127 == 0:
            if self.clock() > self.deadline or (self.cancel is not None and self.cancel.is_set()):
                raise SolveTimeout

    def _sorted(self, state: GameState, moves: list[Move]) -> list[Move]:
        order = self.order
        return sorted(moves, key=lambda m: -order(state, m))

    def value(self, state: GameState, alpha: float, beta: float) -> float:
        self._tick()
        if state.phase != PHASE_PLAY:
            return round_margin(state, self.side)
        if self.leaf is not None and len(state.stock) != self.stock:
            return self.leaf(state)
        moves = self._sorted(state, choice_moves(state))
        maximising = state.side_of(state.to_move) == self.side
        if maximising:
            best = -1e9
            for m in moves:
                child = state.clone()
                apply(child, m)
                v = self.value(child, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        best = 1e9
        for m in moves:
            child = state.clone()
            apply(child, m)
            v = self.value(child, alpha, beta)
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best

    def root(self, state: GameState, moves: list[Move]) -> list[float]:
        """Value of each root move, in the given order: exact for every move
        that ties or beats the best before it, an upper bound for the others
        (enough to pick the best; a tie keeps the earlier, better-ordered move)."""
        out = []
        best = -1e9
        for m in moves:
            child = state.clone()
            apply(child, m)
            v = self.value(child, best - 1e-6, 1e9)
            out.append(v)
            if v > best:
                best = v
        return out
