"""The hint: the coach's best move for the seat to move.

The hint used to be Master's own choice (``ai.search.SearchPlayer.choose``),
which plays out only the eight moves a cheap pre-ranking puts first.  In a
Swazi table of hundreds of moves that shortlist can miss the best build: the
coach, which weighs every legal move, then graded the hint's own move a
blunder (5.4 points in the last deal of ``swazi-casino`` seed 2).  The hint
is now the move the coach rates best, from the same search
(``weighing.weigh``) with the same seed, so the coach grades the hint's move
good on the position it was given for (``tests/coach/test_hint.py``).
Master's play in matches is unchanged.
"""

from __future__ import annotations

import random
import threading

from ..ai.search_settings import SearchSettings
from ..core import GameState, Move, choice_moves
from .weighing import COACH, weigh

HINT_SEED = 0  # the coach's seed (``cli grade``'s default): the hint is the move the coach rates best


def hint_move(view: GameState, settings: SearchSettings = COACH, seed: int = HINT_SEED,
              cancel: threading.Event | None = None) -> Move:
    """The coach's best move for the seat to move in ``view`` (that seat's
    information view)."""
    if view.viewer != view.to_move:  # a full state would show the hint the hidden cards
        raise ValueError("the hint reads the information view of the seat to move")
    moves = choice_moves(view)
    if len(moves) == 1:
        return moves[0]
    weighed, _ = weigh(view, settings, seed, moves, cancel=cancel)
    return weighed[0][0]


class HintPlayer:
    """``hint_move`` in the shape of a computer player, for the worker
    thread that asks players (``choose(view, rng, budget, cancel)``): the
    rng and the budget are not read, so the hint reads the view alone."""

    name = "hint"

    def choose(self, view: GameState, rng: random.Random | None = None, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        return hint_move(view, cancel=cancel)
