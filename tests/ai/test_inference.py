"""Trail memory: a rival's trail makes the cards that could have taken
something less likely in their hand, using only what the seat saw."""

import random

from casino_desktop.ai import SearchPlayer, SearchSettings
from casino_desktop.ai.inference import TrailMemory, hand_bias
from casino_desktop.ai.policy import Playout
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.core import TRAIL, apply, legal_moves, make_rules, new_game


def _score(view):
    val = valuation_for(view.rules, view.sides)
    return Playout(val.card_weights(view, 0), val.sweep_points, False, 0.0, random.Random(0)).score


def _until_rival_trails(seed):
    """Play seat 0 (remembering) against a trailing seat 1 until seat 1 has
    trailed once in the current deal; returns (state, memory, table seat 1 saw)."""
    state = new_game(make_rules("casino"), 2, False, seed)
    memory = TrailMemory()
    rng = random.Random(seed)
    seen_by_rival = None
    while True:
        view = state.information_view(0)
        memory.observe(view)
        move = rng.choice(legal_moves(view))
        memory.remember(view, move)
        apply(state, move)
        seen_by_rival = state.information_view(0)
        trails = [m for m in legal_moves(state) if m[0] == TRAIL]
        if not trails:
            return None
        apply(state, trails[0])
        if state.to_move == 0 and state.deals_done == seen_by_rival.deals_done:
            return state, memory, seen_by_rival


def test_a_rival_trail_is_remembered_with_the_table_it_passed_up():
    state, memory, table = _until_rival_trails(3)
    trails = memory.observe(state.information_view(0))
    assert len(trails) == 1
    seat, before = trails[0]
    assert seat == 1
    assert before.loose == table.loose and before.to_move == 1


def test_cards_that_could_have_taken_weigh_less():
    state, memory, table = _until_rival_trails(3)
    view = state.information_view(0)
    trails = memory.observe(view)
    bias = hand_bias(view, trails, _score(view), beta=2.0)[1]
    table_ranks = {c % 52 >> 2 for c in table.loose}
    for c in view.unseen_cards():
        rank = c % 52 >> 2
        if rank in table_ranks:
            assert bias[c] < 1.0, "a card pairing a table card could have taken it"
    assert all(0.0 < w < 1.0 for w in bias.values())


def test_no_memory_across_deals_or_for_own_side():
    memory = TrailMemory()
    state = new_game(make_rules("casino"), 4, True, 1)
    # Partner (seat 2) trailing right after us is no evidence about a rival.
    for _ in range(3):
        view = state.information_view(state.to_move)
        move = legal_moves(view)[0]
        memory.remember(view, move)
        apply(state, move)
    view = state.information_view(state.to_move)
    assert all(state.side_of(s) != state.side_of(view.viewer) for s, _ in memory.observe(view))


def test_search_with_recall_returns_legal_moves_for_a_whole_round():
    player = SearchPlayer(SearchSettings(worlds=8, candidates=3, recall=2.0, time_limit=30.0))
    state = new_game(make_rules("casino"), 2, False, 4)
    rng = random.Random(4)
    while state.phase == "play":
        view = state.information_view(state.to_move)
        move = player.choose(view, rng)
        assert move in legal_moves(view)
        apply(state, move)
