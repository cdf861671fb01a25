"""A decision depends only on the seat's view and the rng, never on hidden cards.

Two full states that share the seat's information view (same table, piles,
own hand; other hands and the stock dealt differently) must get the same
move from every level, given the same rng seed.
"""

import random

import pytest

from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import HIDDEN

from .helpers import FAST, positions

CASES = [("casino", 2, False), ("royal-casino", 3, False), ("swedish-kasino", 2, False),
         ("finnish-kasino", 4, False), ("mulle", 2, False), ("mulle-kortspel", 4, True), ("casino", 4, True)]


def twin(state, seed):
    """Another full state with the same view for the seat to move (the
    search's own sampler deals the hidden cards again)."""
    return sample_world(state.information_view(state.to_move), random.Random(seed))


@pytest.mark.parametrize("variant,players,partnerships", CASES)
def test_hidden_cards_do_not_change_decisions(variant, players, partnerships):
    for state in positions(variant, players, partnerships, seed=5, plies=(2, 9)):
        seat = state.to_move
        other = twin(state, 99)
        hidden_a = [state.hands[s] for s in range(players) if s != seat] + [state.stock]
        hidden_b = [other.hands[s] for s in range(players) if s != seat] + [other.stock]
        assert hidden_a != hidden_b, "the twin must really deal the hidden cards differently"
        view_a = state.information_view(seat)
        view_b = other.information_view(seat)
        assert view_a == view_b and HIDDEN in view_a.stock
        for level, fresh in FAST.items():
            a = fresh().choose(view_a, random.Random(11), 30.0, None)
            b = fresh().choose(view_b, random.Random(11), 30.0, None)
            assert a == b, (level, a, b)
