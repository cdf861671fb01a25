"""The hand peeker (measurement only) samples worlds with the rivals' true
hands and a freshly drawn stock."""

import random

from casino_desktop.ai import SearchSettings
from casino_desktop.ai.measure_players import HandPeeker, true_hands_bias
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import legal_moves

from .helpers import positions


def test_worlds_hold_the_true_hands_but_not_the_true_stock():
    stocks_differ = 0
    for state in positions("casino", 3, False, seed=4, plies=(1, 6)):
        seat = state.to_move
        view = state.information_view(seat)
        bias = true_hands_bias(state, seat)
        for k in range(5):
            world = sample_world(view, random.Random(k), bias)
            for s in range(state.players):
                assert sorted(world.hands[s]) == sorted(state.hands[s])
            assert sorted(world.stock) == sorted(state.stock)
            stocks_differ += world.stock != state.stock
    assert stocks_differ  # the stock order is still drawn


def test_the_peeker_plays_legal_moves():
    peeker = HandPeeker(SearchSettings(worlds=4, candidates=3))
    for state in positions("casino", 2, False, seed=8, plies=(1, 5)):
        assert peeker.choose(state.clone(), random.Random(1)) in legal_moves(state)
