"""Master's dials in the African family: shorter playouts there, its own
settings everywhere else."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from casino_desktop.ai import make_player
from casino_desktop.ai.family_dials import AFRICAN, BuildsCredited, FamilyDialsPlayer
from casino_desktop.ai.levels import MASTER
from casino_desktop.ai.policy import Playout
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.core import legal_moves, make_rules, new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from core.helpers import position  # noqa: E402

AFRICAN_PRESETS = ("swazi-casino", "sotho-casino", "south-african-casino")
OTHER_PRESETS = ("casino", "royal-casino", "swedish-kasino")


@pytest.mark.parametrize("variant", AFRICAN_PRESETS)
def test_master_uses_the_african_dials_in_the_african_family(variant):
    settings = make_player("master").settings_for(make_rules(variant))
    assert settings == replace(MASTER, **AFRICAN)
    assert settings.depth == 12 and settings.time_limit == MASTER.time_limit


@pytest.mark.parametrize("variant", OTHER_PRESETS)
def test_master_keeps_its_own_settings_in_other_families(variant):
    assert make_player("master").settings_for(make_rules(variant)) is MASTER


def test_the_dials_follow_the_rules_of_the_position_in_hand():
    # A far clock and few worlds: the test never depends on the machine's speed.
    base = replace(MASTER, worlds=8, candidates=4, time_limit=30.0)
    player = FamilyDialsPlayer(base, {"depth": 12, "time_limit": 20.0})
    for variant, depth, limit in (("swazi-casino", 12, 20.0), ("casino", 0, 30.0), ("sotho-casino", 12, 20.0)):
        state = new_game(make_rules(variant), 2, False, 7)
        move = player.choose(state.information_view(state.to_move), random.Random(7))
        assert move in legal_moves(state)
        assert (player.settings.depth, player.budget) == (depth, limit)


@pytest.mark.parametrize("variant", AFRICAN_PRESETS)
def test_an_african_playout_stops_after_the_dials_plies_mid_deal(variant):
    # The first deal of the whole pack gives 10 or 12 cards a hand: a
    # playout cut at 12 plies leaves cards in hand, and the search scores
    # that position by the valuation's expected points.
    state = new_game(make_rules(variant), 2, False, 3)
    val = valuation_for(state.rules, state.sides)
    playout = Playout(val.card_weights(state, 0), val.sweep_points, False, 0.0, random.Random(3))
    playout.own_side = 0
    playout.run(state, 0, 0, AFRICAN["depth"])
    assert state.phase == "play"
    assert sum(len(h) for h in state.hands) > 0
    assert isinstance(val.margin(state, 0), float)


def test_a_cut_playout_counts_a_build_as_its_controllers():
    # Seat 0 owns a build of 9 (it holds the 9): cut mid-deal, the build is
    # worth its cards to seat 0, not nothing; the state scored is not changed.
    state = position("swazi-casino", "9H 3C", "4H 2D", builds=[("6S 3D", 9, False, 0)], piles=["AC", "8D"])
    val = valuation_for(state.rules, state.sides)
    credited = BuildsCredited(val)
    assert credited.margin(state, 0) > val.margin(state, 0)
    assert credited.margin(state, 1) < val.margin(state, 1)
    assert len(state.builds) == 1 and sum(len(p) for p in state.captured) == 2
    assert credited.sweep_points == val.sweep_points  # every other question is the valuation's
