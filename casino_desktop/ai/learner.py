"""A learner: a level's engine that overlooks some captures, as people do
while they learn.

Someone new to Casino spots a card of the same rank on the table, but often
misses a capture that takes several table cards at once: a sum (3 and 5
with an 8), a pair together with a sum, or a card and a build.  This player
does just that: at each decision every capture that takes two or more
things from the table (loose cards or builds) goes unnoticed with
probability ``overlook``, independently, drawn from the caller's ``rng`` (so
the same seed makes the same lapses).  The engine (Greedy, or Heuristic with
its ``memory``) then chooses among the moves it noticed.  Captures of a
single card or a single build are always seen, and so is every trail and
build; if nothing at all is noticed (every legal move is such a capture) the
engine chooses among every move, so the answer is always legal.

The lapses are the only difference from the engine: with ``overlook=0`` the
learner plays exactly as its engine (``tests/ai/test_learner.py``).
"""

from __future__ import annotations

import random
import threading

from ..core import CAPTURE, GameState, Move, choice_moves
from .greedy import move_keys, tie_break
from .heuristic import evaluate
from .valuation import valuation_for


def is_combination(m: Move) -> bool:
    """A capture that takes two or more things (loose cards or builds) from the table."""
    return m.kind == CAPTURE and len(m.loose) + len(m.builds) >= 2


def noticed(moves: list[Move], overlook: float, rng: random.Random) -> list[Move]:
    """The moves the learner sees: every combination capture is missed with
    probability ``overlook``; all moves if nothing would be left."""
    if overlook <= 0.0:
        return list(moves)
    seen = [m for m in moves if not is_combination(m) or rng.random() >= overlook]
    return seen or list(moves)


class LearnerPlayer:
    """Greedy or Heuristic choosing among the moves it noticed (``noticed``)."""

    name = "learner"
    # The ranges of its dials (the arguments below) in an engine spec (``dials.py``).
    DIALS = {"engine": ("greedy", "heuristic"), "overlook": (0.0, 1.0), "memory": (0.0, 1.0)}

    def __init__(self, engine: str = "greedy", overlook: float = 0.5, memory: float = 1.0,
                 name: str | None = None) -> None:
        if engine not in ("greedy", "heuristic"):
            raise ValueError(f"the learner's engine is greedy or heuristic, not {engine!r}")
        if not 0.0 <= overlook <= 1.0:
            raise ValueError(f"overlook is a probability, not {overlook}")
        self.engine = engine
        self.overlook = overlook
        self.memory = memory
        if name:
            self.name = name

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        moves = noticed(choice_moves(view), self.overlook, rng)
        if len(moves) == 1:
            return moves[0]
        if self.engine == "greedy":
            keyed = move_keys(view, moves)
        else:
            scores = evaluate(view, moves, rng, self.memory, cancel)
            weights = valuation_for(view.rules, view.sides).card_weights(view, view.side_of(view.to_move))
            keyed = [(round(s, 6), tie_break(view, m, weights)) for s, m in zip(scores, moves)]
        best = max(keyed)
        top = [m for k, m in zip(keyed, moves) if k == best]
        return top[0] if len(top) == 1 else rng.choice(top)
