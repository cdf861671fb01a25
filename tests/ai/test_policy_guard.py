"""The playout policy's ``guard`` dial: in a sampled world the next rival's
hand is known, so a build they can take is scored as lost and a trail they
can match costs double; without the dial the policy is unchanged."""

from __future__ import annotations

import random

import pytest

from casino_desktop.ai import SearchPlayer, SearchSettings
from casino_desktop.ai.policy import BUILD_SHARE, Playout
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.core import BUILD, parse_card, TRAIL, apply, legal_moves, make_rules, new_game
from casino_desktop.core.position import position_from_json


def _world(rival: list[str]):
    # Seat 0 may build 7 (3H on 4C, taken later by 7S) or trail; seat 1's
    # hand is given, as in a sampled world.
    return position_from_json({"variant": "casino", "players": 2, "to_move": 0,
                               "hands": {"0": ["3H", "7S"], "1": rival}, "table": ["4C", "KD"]})


def _playout(state, **kw):
    val = valuation_for(state.rules, state.sides)
    return Playout(val.card_weights(state, 0), val.sweep_points, False, 0.0, random.Random(0), **kw)


def _build(state):
    return next(m for m in legal_moves(state) if m[0] == BUILD and m[2] == 7)


def test_default_policy_is_unchanged_by_the_new_dials():
    state = _world(["7D", "2C"])
    plain = _playout(state)
    w = plain.weights
    m = _build(state)
    assert plain.score(state, m) == BUILD_SHARE * (w[m[1]] + sum(w[f] for f in m[3]))
    assert plain.choose(state, legal_moves(state))[0] == BUILD


def test_guard_avoids_a_build_the_rival_can_take():
    state = _world(["7D", "2C"])  # the rival holds a 7
    p = _playout(state, guard=1)
    assert p.choose(state, legal_moves(state))[0] == TRAIL
    assert p.rival is None  # score() outside a choice stays unguarded


def test_guard_keeps_a_safe_build_and_values_the_capturing_card():
    state = _world(["9D", "2C"])
    p = _playout(state, guard=1, keep=0.9)
    m = _build(state)
    assert p.choose(state, legal_moves(state)) == m
    p.set_rival(state)
    w = p.weights
    by = w[parse_card("7S") % 52]
    assert abs(p.score(state, m) - 0.9 * (w[m[1]] + sum(w[f] for f in m[3]) + by)) < 1e-9


def test_guard_prefers_the_trail_the_rival_cannot_match():
    state = position_from_json({"variant": "casino", "players": 2, "to_move": 0,
                                "hands": {"0": ["5H", "6S"], "1": ["5D", "KC"]}, "table": ["QD"]})
    trails = [m for m in legal_moves(state) if m[0] == TRAIL]
    assert len(trails) == 2
    for guard in (1, 2):
        p = _playout(state, guard=guard)
        assert p.choose(state, trails)[1] == parse_card("6S") % 52  # the rival holds a 5
    assert _playout(state).choose(state, trails)[1] == parse_card("5H") % 52  # unguarded: the cheaper card


def test_guarded_search_plays_legal_moves_for_a_whole_round():
    for guard in (1, 2):
        state = new_game(make_rules("casino"), 2, False, 11)
        player = SearchPlayer(SearchSettings(worlds=6, candidates=3, time_limit=30.0, guard=guard))
        rng = random.Random(guard)
        while state.phase == "play":
            view = state.information_view(state.to_move)
            move = player.choose(view, rng)
            assert move in legal_moves(state)
            apply(state, move)


def test_duel_is_duplicate_and_deterministic():
    from casino_desktop.tools.duel import duel, duel_settings
    from casino_desktop.ai.levels import parse_dials
    assert parse_dials("guard=1,keep=0.8") == {"guard": 1, "keep": 0.8}
    guarded = duel_settings("guard=1,keep=0.8")
    assert guarded == SearchSettings(guard=1, keep=0.8)
    with pytest.raises(ValueError, match="worlds"):
        duel_settings("guard=1,worlds=10")  # not a playout dial: it would be silently ignored
    same = duel(SearchSettings(), SearchSettings(), 3)
    assert same["mean"] == 0.0  # the same policy on both seats of every deck
    assert duel(SearchSettings(guard=1), SearchSettings(), 3) == duel(SearchSettings(guard=1), SearchSettings(), 3)


def test_salt_rerolls_the_worlds_but_not_the_rules():
    state = new_game(make_rules("casino"), 2, False, 5)
    view = state.information_view(state.to_move)
    player = SearchPlayer(SearchSettings(worlds=8, candidates=4, time_limit=30.0, salt=1))
    move = player.choose(view, random.Random(2))
    assert move in legal_moves(state)
    assert player.choose(view, random.Random(2)) == move  # still a function of the view and the rng


def test_blind_guards_only_the_rivals_moves():
    """``blind``: the searching side's own moves no longer see the rival's
    hand (a build the rival can take is built, as unguarded), the rival's
    moves still see ours."""
    state = _world(["7D", "2C"])  # the rival holds a 7
    p = _playout(state, guard=1, blind=1)
    p.own_side = 0
    assert p.choose(state, legal_moves(state))[0] == BUILD
    p.own_side = 1  # the same position as the rival's move: guarded
    assert p.choose(state, legal_moves(state))[0] == TRAIL


def test_blind_is_a_search_dial_passed_to_the_playouts():
    player = SearchPlayer(SearchSettings(guard=1, blind=1))
    state = _world(["7D", "2C"])
    _, _, _, playout = player._prepare(state.information_view(0), legal_moves(state), random.Random(0), None)
    assert playout.blind == 1 and playout.own_side == 0
