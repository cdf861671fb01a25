"""The search's ``indifferent`` dial: sampling stops once the moves still in
are too close for the choice between them to matter."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from casino_desktop.ai import make_player
from casino_desktop.ai.family_dials import AFRICAN, FamilyDialsPlayer
from casino_desktop.ai.levels import MASTER, MASTER_2026_12
from casino_desktop.ai.search import INDIFFERENT_AFTER, SearchPlayer
from casino_desktop.core import apply, legal_moves, make_rules, new_game

# A far clock: what the search does here depends on the view and the rng only.
BASE = replace(MASTER, worlds=200, time_limit=60.0)


def _second_position():
    """2-player Casino, seed 11, after Skilled's first move: two moves stay
    close to each other for all 200 worlds of a search without the dial."""
    state = new_game(make_rules("casino"), 2, False, 11)
    view = state.information_view(state.to_move)
    apply(state, make_player("skilled").choose(view, random.Random(11), 1.0, None))
    return state


def _search(state, indifferent: float) -> SearchPlayer:
    player = SearchPlayer(replace(BASE, indifferent=indifferent))
    move = player.choose(state.information_view(state.to_move), random.Random(1))
    assert move in legal_moves(state)
    return player


def test_without_the_dial_close_moves_are_sampled_to_the_last_world():
    info = _search(_second_position(), 0.0).last_info
    assert (info["worlds"], info["stopped"], info["left"]) == (200, "done", 2)


def test_with_it_sampling_stops_once_no_move_left_can_be_better_by_the_margin():
    info = _search(_second_position(), 0.5).last_info
    assert info["stopped"] == "indifferent"
    assert info["worlds"] < 200 and info["left"] >= 2


def test_a_margin_too_small_for_the_evidence_never_stops_early():
    info = _search(_second_position(), 1e-6).last_info
    assert (info["worlds"], info["stopped"]) == (200, "done")


def test_a_wider_margin_stops_no_later():
    worlds = [_search(_second_position(), m).last_info["worlds"] for m in (0.05, 0.2, 0.5)]
    assert worlds == sorted(worlds, reverse=True)


@pytest.mark.parametrize("variant", ["swazi-casino", "sotho-casino", "south-african-casino"])
def test_master_is_indifferent_in_the_african_family_only(variant):
    player = make_player("master")
    assert isinstance(player, FamilyDialsPlayer)
    assert player.settings_for(make_rules(variant)).indifferent == AFRICAN["indifferent"] > 0
    assert player.settings_for(make_rules("casino")).indifferent == 0
    assert MASTER_2026_12.indifferent == 0


def test_master_with_dials_is_a_measurement_spec_over_the_level():
    player = make_player("master:indifferent=0.3,worlds=50")
    assert isinstance(player, FamilyDialsPlayer)
    assert player.settings_for(make_rules("casino")) == replace(MASTER, indifferent=0.3, worlds=50)
    african = player.settings_for(make_rules("swazi-casino"))
    assert (african.indifferent, african.worlds, african.depth) == (0.3, 50, AFRICAN["depth"])
    with pytest.raises(ValueError, match="nonsense"):
        make_player("master:nonsense=1")


def test_never_on_the_first_32_worlds():
    """Over 16 worlds a difference that shows in one world of ten often looks
    like none; on these positions a margin of 0.5 would stop at 16."""
    assert INDIFFERENT_AFTER == 32
    state = new_game(make_rules("casino"), 2, False, 11)
    skilled = make_player("skilled")
    stops = []
    for turn in range(8):
        player = _search(state, 0.5)
        if player.last_info.get("stopped") == "indifferent":
            stops.append(player.last_info["worlds"])
        view = state.information_view(state.to_move)
        apply(state, skilled.choose(view, random.Random(turn), 1.0, None))
    assert stops and min(stops) >= 32
