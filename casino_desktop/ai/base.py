"""The one interface every computer player implements.

``choose(view, rng, budget, cancel)``: ``view`` is the seat's information
view (``GameState.information_view``), never the full state, so a player
cannot read another hand or the stock; ``rng`` is a ``random.Random`` owned by
the caller (same seed, same decision); ``budget`` is the thinking time in
seconds; ``cancel`` is a ``threading.Event`` the table sets on New Game or
quit, which a search polls and then returns its best move so far.
"""

from __future__ import annotations

import random
import threading
from typing import Protocol

from ..core import GameState, Move, choice_moves


class Player(Protocol):
    name: str

    def choose(self, view: GameState, rng: random.Random, budget: float,
               cancel: threading.Event | None = None) -> Move: ...


class RandomPlayer:
    """Uniform over legal moves: the floor of every strength measurement."""

    name = "random"

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        return rng.choice(choice_moves(view))
