"""Card values come from the core's scoring, probed, never restated."""

import random

import pytest

from casino_desktop.ai.valuation import valuation_for
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game, parse_card

from .helpers import positions


def test_casino_values_probe_the_scoring():
    val = valuation_for(make_rules("casino"), 2)
    assert val.flat[parse_card("10D")] == 2
    assert val.flat[parse_card("2S")] == 1
    assert val.flat[parse_card("AH")] == 1
    assert val.flat[parse_card("7C")] == 0
    assert (val.most_cards, val.most_spades, val.sweep_points, val.last_capture) == (3, 1, 0, 0)


def test_nordic_and_mulle_values():
    sw = valuation_for(make_rules("swedish-kasino"), 2)
    assert (sw.most_cards, sw.most_spades, sw.sweep_points, sw.last_capture) == (1, 2, 1, 1)
    over = valuation_for(make_rules("overspader"), 2)
    assert over.has_overspader and over.spade_curve[6] == 0 and over.spade_curve[8] == 2
    mk = valuation_for(make_rules("mulle-kortspel"), 2)
    assert mk.flat[parse_card("AS")] == 2  # each spade 1 + ace of spades 1
    assert mk.flat[parse_card("10D")] == 3 and mk.flat[parse_card("5S")] == 1


def test_expected_points_are_exact_at_round_end():
    rules = make_rules("casino")
    state = positions("casino", 2, False, seed=1, plies=(0,))[0]
    val = valuation_for(rules, 2)
    from casino_desktop.ai import make_player
    from casino_desktop.core import apply
    g = make_player("greedy")
    rng = random.Random(0)
    while state.phase == "play":
        apply(state, g.choose(state.information_view(state.to_move), rng))
    totals = state.round_results[-1]["totals"]
    assert [round(x, 6) for x in val.expected(state)] == totals


def test_sampled_worlds_keep_build_promises():
    for seed in range(40):
        for state in positions("casino", 2, False, seed=seed, plies=(5, 11, 17)):
            seat = state.to_move
            view = state.information_view(seat)
            owed = [b for b in view.builds if b.controller != seat]
            if not owed:
                continue
            world = sample_world(view, random.Random(seed))
            assert world.viewer is None and -1 not in world.stock
            for b in owed:
                assert any(b.value in world.values.hand_values[c % 52] for c in world.hands[b.controller])


@pytest.mark.parametrize("variant, players, partnerships", [
    ("casino", 2, False), ("krypkasino", 3, False), ("mulle", 2, False), ("overspader", 2, False),
    ("swazi-casino", 4, True), ("swedish-kasino", 4, True),
])
def test_expected_points_split_by_item_add_up_to_the_expected_points(variant, players, partnerships):
    """The coach's "why" (``coach/gains.py``) splits the valuation item by
    item: the items must add up to what the search scores, all round long."""
    rules = make_rules(variant)
    state = new_game(rules, players, partnerships, 4)
    val = valuation_for(rules, state.sides)
    rng = random.Random(4)
    items = set()
    while state.phase == PHASE_PLAY:
        split = val.expected_items(state)
        items |= set(split)
        assert [sum(points[s] for points in split.values()) for s in range(state.sides)] == \
            pytest.approx(val.expected(state), abs=1e-9)
        apply(state, rng.choice(legal_moves(state)))
    assert items <= set(val.item_labels())  # every item the core's scoring names
