"""``finish``: in the deal before the last, playouts run to the round's end,
where the last capturer takes the table, instead of stopping at the deal's
end, where the untaken table is shared at random by the valuation."""

from __future__ import annotations

import random
from dataclasses import replace

from casino_desktop.ai import SearchPlayer, SearchSettings
from casino_desktop.ai.policy import Playout
from casino_desktop.ai.search import playout_horizon
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game


def _deal_before_the_last(seed: int):
    """A 2-player Casino state early in the deal before the last (8 cards in the stock)."""
    state = new_game(make_rules("casino"), 2, False, seed)
    rng = random.Random(seed)
    while len(state.stock) > 8 or len(state.hands[state.to_move]) < 4:
        apply(state, rng.choice(legal_moves(state)))
    return state


def test_playouts_reach_the_end_of_the_round_only_with_finish():
    state = _deal_before_the_last(2)
    view = state.information_view(state.to_move)
    on = SearchSettings(finish=8)
    assert playout_horizon(view, SearchSettings()) == 0
    assert playout_horizon(view, replace(on, finish=4)) == 0  # more cards left than the dial allows
    for cfg, ends_round in ((SearchSettings(), False), (on, True)):
        world = sample_world(view, random.Random(1))
        Playout([0.1] * 52, 0, False, 0.0, random.Random(1)).run(world, playout_horizon(view, cfg))
        assert (world.phase != PHASE_PLAY) == ends_round
        if not ends_round:  # stopped where the last deal was dealt, nothing of it played
            assert world.stock == [] and [len(h) for h in world.hands] == [4, 4]


def test_search_with_finish_plays_the_round_legally():
    player = SearchPlayer(SearchSettings(worlds=8, candidates=3, finish=8, time_limit=30.0))
    state = _deal_before_the_last(5)
    rng = random.Random(5)
    while state.phase == PHASE_PLAY:
        view = state.information_view(state.to_move)
        move = player.choose(view, rng)
        assert move in legal_moves(view)
        apply(state, move)
