"""The coach in the African family: a turn of several actions offers table
actions (``tadd``/``tbuild``, no card from the hand) and the end of the
turn among the moves it weighs, grades and names."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from casino_desktop.ai.levels import MASTER
from casino_desktop.coach import explain_choice, grade
from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.position import position_from_json

# Master's dials with a clock far away: the grades must not depend on the load.
SETTINGS = replace(MASTER, worlds=48, time_limit=60.0)


def test_ending_the_turn_before_taking_the_rivals_top_is_graded_against_taking_it():
    """Our card is played; the 10♦ on top of the rival's pile (two points)
    may still join our build of 10, which our 10♣ takes next turn.  Ending
    the turn now gives that away: the coach says so and names the addition."""
    view = position_from_json({
        "variant": "swazi-casino", "to_move": 0, "hands": {"0": ["10C"]},
        "table": ["7S", {"build": ["6S", "4H"], "value": 10, "multiple": False, "controller": 0}],
        "piles": [["2C"], ["5S", "10D"]], "turn_played": True})
    g = grade(view, "end", SETTINGS, seed=1)
    assert g.best.text() == "table add 10 [4H 6S] 10D"
    assert g.label != "good" and g.loss > 0.5
    assert "10♦" in g.verdict()
    texts = [str(o.text()) for o in explain_choice(view, SETTINGS, seed=1)]
    assert any("10♦" in t for t in texts)


# The default run grades the first 40 plies (builds, a table addition,
# captures, trails, an end of turn: 2 s of CPU); CI's slice of the slow tier
# goes on to ply 60, through a table build (5 s).
@pytest.mark.parametrize("plies", [40, pytest.param(60, marks=[pytest.mark.slow, pytest.mark.ci_slice])])
def test_the_coach_grades_every_kind_of_move_of_a_swazi_round(plies):
    rules = make_rules("swazi-casino")
    state = new_game(rules, 2, False, 4)
    rng = random.Random(4)
    kinds = set()
    fast = replace(SETTINGS, worlds=8)
    while state.phase == "play" and state.ply < plies:
        moves = legal_moves(state)
        move = rng.choice(moves)
        if len(moves) > 1:
            g = grade(state.information_view(state.to_move), move, fast, seed=2)
            assert g.verdict() and all(m in moves for m, _, _ in g.values)
            kinds.add(move.kind)
        apply(state, move)
    assert {"end", "capture"} <= kinds or {"end", "trail"} <= kinds


def test_ending_the_turn_before_building_a_scoring_top_card_says_why():
    """The reason of the verdict on an end of turn: the 10♦ on top of the
    rival's pile, a card that scores, could have joined our build."""
    from casino_desktop.coach import find_misses
    from casino_desktop.core.legality import resolve
    view = position_from_json({
        "variant": "swazi-casino", "to_move": 0, "hands": {"0": ["10C"]},
        "table": ["7S", {"build": ["6S", "4H"], "value": 10, "multiple": False, "controller": 0}],
        "piles": [["2C"], ["5S", "10D"]], "turn_played": True})
    found = find_misses(view, resolve(view, "end"), resolve(view, "table add 10 [4H 6S] 10D"), seed=1)
    assert [m.text() for m in found if m.id == "scoring_card_built"] == [
        "You could have moved 10♦, a card that scores, into a build you can take: add 10♦ to build 10 (4♥ + 6♠)."]
    # A table action that moves no card that scores is not named so.
    plain = position_from_json({
        "variant": "swazi-casino", "to_move": 0, "hands": {"0": ["10C"]},
        "table": ["7S", {"build": ["6S", "4H"], "value": 10, "multiple": False, "controller": 0}],
        "piles": [["2C"], ["5S", "10H"]], "turn_played": True})
    found = find_misses(plain, resolve(plain, "end"), resolve(plain, "table add 10 [4H 6S] 10H"), seed=1)
    assert not any(m.id == "scoring_card_built" for m in found)


def test_a_build_a_swazi_turn_leaves_to_the_rival_is_named():
    """A card from the hand builds 9 and the turn may end there: the
    rival, next, can take the build with any unseen 9, as in Casino."""
    from casino_desktop.coach import find_misses
    from casino_desktop.core.legality import resolve
    view = position_from_json({"variant": "swazi-casino", "to_move": 0, "hands": {"0": ["4D", "9H", "KS"]},
                               "table": ["5C", "2H"]})
    found = find_misses(view, resolve(view, "4D build 9 5C"), resolve(view, "KS trail"), seed=1)
    takeable = [m for m in found if m.id == "build_takeable"]
    assert [m.text() for m in takeable] == ["The next player can take your build of 9: 3 unseen cards take it."]


def test_a_forced_end_of_turn_is_forced():
    from casino_desktop.coach import is_forced
    view = position_from_json({"variant": "swazi-casino", "to_move": 0, "hands": {"0": ["3C"]},
                               "table": ["7S"], "turn_played": True})
    assert [m.text() for m in legal_moves(view)] == ["end"] and is_forced(view)


def test_a_card_that_scores_already_in_the_build_is_not_called_moved():
    from casino_desktop.coach import find_misses
    from casino_desktop.core.legality import resolve
    view = position_from_json({
        "variant": "swazi-casino", "to_move": 0, "hands": {"0": ["10C"]},
        "table": ["7S", {"build": ["10D", "6S", "4H"], "value": 10, "multiple": True, "controller": 0}],
        "piles": [["2C"], ["5S", "10H"]], "turn_played": True})
    found = find_misses(view, resolve(view, "end"), resolve(view, "table add 10 [10D 4H 6S] 10H"), seed=1)
    assert not any(m.id == "scoring_card_built" for m in found)


def _last_deal(seed: int):
    """A Swazi round played at random into its last deal (stock empty, two
    hands of 12 cards, nothing hidden but too long to solve)."""
    state = new_game(make_rules("swazi-casino"), 2, False, seed)
    rng = random.Random(seed)
    while state.stock or len(legal_moves(state)) < 3:
        apply(state, rng.choice(legal_moves(state)))
    return state.information_view(state.to_move)


# The default run grades the last deal of one game (2 s of CPU); the slow
# tier (CI's slice) of another too.
@pytest.mark.parametrize("seed", [1, pytest.param(5, marks=[pytest.mark.slow, pytest.mark.ci_slice])])
def test_masters_own_move_in_the_last_swazi_deal_is_not_a_blunder(seed):
    """Every sampled world of the last deal is the one true deal; played out
    without noise each move was worth one greedy line, and the coach called
    Master's own move (then the hint's) a 2-point blunder (whole points
    between moves)."""
    from casino_desktop.ai.search import SearchPlayer
    from casino_desktop.coach.grading import MISTAKE_FROM
    fast = replace(MASTER, worlds=16, time_limit=600)
    view = _last_deal(seed)
    assert not view.stock and len(view.hands[view.to_move]) == 12
    hint = SearchPlayer(fast).choose(view, random.Random(0))
    g = grade(view, hint, fast, seed=0)
    assert g.loss < MISTAKE_FROM, (seed, hint.text(), g.verdict())
    assert all(abs(v) <= 11 for _, v, _ in g.values)  # a Swazi deal scores 11 points
