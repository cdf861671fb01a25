"""The playout policy's weights: today's vector is today's policy exactly,
the shipped learned vector loads through the validating layer, and the
search's ``learned`` dial changes the playouts' choices."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from casino_desktop.ai.playout_weights import TODAY, WEIGHT_NAMES, learned_weights, weights_from
from casino_desktop.ai.policy import BUILD_SHARE, TRAIL_COST, Playout
from casino_desktop.ai.search_settings import SearchSettings, playout_dials
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.core import PHASE_PLAY, TRAIL, GameState, apply, choice_moves, make_rules, new_game
from casino_desktop.core.safe_json import InputRefused


def _choices(seed: int, **dials) -> list:
    """Every choice of one open-hand round, both seats on the same dials."""
    rules = make_rules("casino")
    state = new_game(rules, 2, False, seed)
    val = valuation_for(rules, 2)
    scales = learned_weights().scales() if dials.get("learned") else (1.0, 1.0, 1.0)
    out = []
    while state.phase == PHASE_PLAY:
        policy = Playout(val.card_weights(state, state.to_move, scales), val.sweep_points, False, 0.0,
                         random.Random(seed), **dials)
        move = policy.choose(state, choice_moves(state))
        out.append(move)
        apply(state, move)
    return out


def test_today_is_the_policy_constants():
    assert TODAY.build_share == BUILD_SHARE == SearchSettings().share
    assert TODAY.build_keep == SearchSettings().keep
    assert TODAY.trail_cost == TRAIL_COST
    assert (TODAY.trail, TODAY.trail_matched, TODAY.capture, TODAY.build_by, TODAY.build_lost) == (1, 2, 1, 1, 1)
    assert TODAY.trail_face == TODAY.capture_card == 0.0
    assert TODAY.scales() == (1.0, 1.0, 1.0)


def test_learned_off_is_the_default_policy_move_for_move():
    for seed in range(3):
        assert _choices(seed, guard=1, learned=0) == _choices(seed, guard=1)
    assert Playout([0.0] * 52, 0, False, 0.0, random.Random(0)).coef is TODAY


def test_todays_trail_scores_are_unchanged():
    rules = make_rules("casino")
    state = new_game(rules, 2, False, 7)
    w = valuation_for(rules, 2).card_weights(state, 0)
    p = Playout(w, 0, False, 0.0, random.Random(0), guard=1)
    trail = next(m for m in choice_moves(state) if m.kind == TRAIL)
    assert p.score(state, trail) == -w[trail.card] - TRAIL_COST
    p.set_rival(state)
    assert p.rival is not None
    matched = state.values.holds_value(p.rival, state.values.hand_values[trail.card][0])
    assert p.score(state, trail) == (-2.0 * w[trail.card] if matched else -w[trail.card]) - TRAIL_COST


def test_the_shipped_learned_weights_load_and_differ_from_today():
    learned = learned_weights()
    assert learned != TODAY
    assert all(-20 <= getattr(learned, name) <= 20 for name in WEIGHT_NAMES)


def test_the_learned_dial_changes_choices():
    assert playout_dials(SearchSettings(learned=1))["learned"] == 1
    assert any(_choices(seed, guard=1, learned=1) != _choices(seed, guard=1) for seed in range(5))
    p = Playout([0.0] * 52, 0, False, 0.0, random.Random(0), learned=1)
    assert p.coef is learned_weights()
    assert (p.share, p.keep) == (learned_weights().build_share, learned_weights().build_keep)


def test_card_weights_scales_weigh_the_three_parts():
    rules = make_rules("casino")
    state = new_game(rules, 2, False, 3)
    val = valuation_for(rules, 2)
    assert val.card_weights(state, 0, (1.0, 1.0, 1.0)) == val.card_weights(state, 0)
    flat_only = val.card_weights(state, 0, (1.0, 0.0, 0.0))
    doubled = val.card_weights(state, 0, (2.0, 0.0, 0.0))
    assert doubled == [2 * x for x in flat_only]


def test_a_weight_of_a_new_feature_is_used():
    rules = make_rules("casino")
    state = new_game(rules, 2, False, 7)
    w = valuation_for(rules, 2).card_weights(state, 0)
    p = Playout(w, 0, False, 0.0, random.Random(0))
    p.coef = replace(TODAY, trail_cost=1.0)
    trail = next(m for m in choice_moves(state) if m.kind == TRAIL)
    assert p.score(state, trail) == -w[trail.card] - 1.0


@pytest.mark.parametrize("bad", [[], {"weights": []}, {"weights": {"nonsense": 1.0}}, {"weights": {"trail": True}},
                                 {"weights": {"trail": 1e9}}, {"weights": {"trail": "1"}}])
def test_a_malformed_weights_file_is_refused_with_a_reason(bad):
    with pytest.raises(InputRefused) as err:
        weights_from(bad)
    assert str(err.value)


def test_a_partial_file_keeps_todays_other_weights():
    assert weights_from({"weights": {"trail": 0.5}}) == replace(TODAY, trail=0.5)


def _deal_played_out(model: bool) -> tuple[GameState, Playout]:
    rules = make_rules("casino")
    state = new_game(rules, 2, False, 11)
    w = valuation_for(rules, 2).card_weights(state, 0)
    p = Playout(w, 0, False, 0.0, random.Random(0), guard=1)
    p.own_side = 0
    if model:
        p.model_rivals(w, replace(TODAY, trail_cost=-20.0))  # a rival that would rather trail than take
    return p.run(state, 0), p


def test_a_rival_model_plays_the_rivals_moves_only():
    plain, _ = _deal_played_out(False)
    modelled, p = _deal_played_out(True)
    assert plain.captured[1] and not modelled.captured[1]
    assert modelled.captured[0]
    assert p.coef is TODAY  # our own again once the playout is over


def test_the_search_models_only_the_rival_with_learned_2():
    from casino_desktop.ai import SearchPlayer
    rules = make_rules("casino")
    state = new_game(rules, 2, False, 4)
    player = SearchPlayer(SearchSettings(worlds=16, epsilon=0.0, guard=1, learned=2, time_limit=60.0))
    view = state.information_view(state.to_move)
    _, _, _, playout = player._prepare(view, choice_moves(view), random.Random(1), None)
    assert playout.coef is TODAY
    assert playout.rival_model is not None and playout.rival_model[1] is learned_weights()


def test_the_leave_weight_charges_what_a_move_leaves_the_rival():
    from casino_desktop.core import CAPTURE, parse_card
    from casino_desktop.core.position import position_from_json
    state = position_from_json({"variant": "casino", "players": 2, "to_move": 0,
                                "hands": {"0": ["5H", "9S"], "1": ["KS", "2C"]}, "table": ["5C", "KD"]})
    w = valuation_for(state.rules, state.sides).card_weights(state, 0)
    p = Playout(w, 0, False, 0.0, random.Random(0), guard=1)
    p.set_rival(state)
    assert p.leave_exposed is None  # today's weights: nothing computed
    p.coef = replace(TODAY, leave=1.0)
    p.set_rival(state)
    king = parse_card("KD") % 52
    assert p.leave_exposed == {13: w[king], 2: 0.0}
    take = next(m for m in choice_moves(state) if m.kind == CAPTURE)
    assert p._exposure(state, take, p.leave_exposed) == w[king]  # the king stays for the rival's king
