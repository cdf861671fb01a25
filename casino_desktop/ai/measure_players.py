"""Players for measurement only, never offered: the search shown every
card (the cheater) or its rivals' hands (the hand peeker).  They price what
a fair player could gain at most (docs/strength.md).
"""

from __future__ import annotations

import random
import threading
from typing import Any

from ..core import GameState, Move
from .search import SearchPlayer
from .search_settings import SearchSettings


class CheaterPlayer(SearchPlayer):
    """The same search shown every card (measurement only, never offered).

    Given the full state, ``sample_world`` returns the true world, so every
    "sample" is the real deal and the stock order is known."""

    name = "cheater"
    sees_all = True
    defaults = SearchSettings(worlds=40)  # one true world; repeats only vary the playout noise


class HandPeeker(SearchPlayer):
    """Measurement only, never offered: the search shown its rivals' hands
    but not the stock.  It prices what inferring the rivals' hands could be
    worth at most (docs/strength.md): its worlds give every rival its true
    hand and draw only the stock."""

    name = "peeker"
    sees_all = True

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        own = view.information_view(view.to_move)
        self._peek = true_hands_bias(view, view.to_move)
        return self._decide(own, rng, budget, cancel, [])

    def _sample(self, *args: Any, **kw: Any) -> Move:
        self.bias = self._peek  # instead of the trail inference of ``_decide``
        return super()._sample(*args, **kw)


def true_hands_bias(state: GameState, seat: int) -> dict[int, dict[int, float]]:
    """A ``sample_world`` bias that deals every rival of ``seat`` its true
    hand: all other unseen cards weigh (next to) nothing."""
    unseen = state.information_view(seat).unseen_cards()
    bias: dict[int, dict[int, float]] = {}
    for s in range(state.players):
        if s != seat and state.hands[s]:
            true = set(state.hands[s])
            bias[s] = {c: 1e-12 for c in unseen if c not in true}
    return bias
