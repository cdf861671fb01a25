"""A finished round as the scoring drills keep it (``practice/finished_round.py``):
written as JSON and read back, it scores as the round the game itself scored."""

from __future__ import annotations

import json
import random

import pytest

from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game
from casino_desktop.core.scoring import score_round
from casino_desktop.practice.finished_round import round_inputs, round_json, score_question


def _finished_round(variant: str, players: int, seed: int):
    s = new_game(make_rules(variant), players, False, seed)
    rng = random.Random(seed)
    while s.phase == PHASE_PLAY:
        apply(s, rng.choice(legal_moves(s)))
    return s


@pytest.mark.parametrize("variant, players", [("casino", 2), ("mulle", 2), ("royal-casino", 3)])
def test_the_round_written_and_read_back_scores_as_the_game_scored_it(variant, players):
    state = _finished_round(variant, players, 3)
    rules = state.rules
    data = json.loads(json.dumps(round_json(state, variant, {})))  # as a drill stores it
    assert data["variant"] == variant and len(data["captured"]) == players
    assert score_round(rules, *round_inputs(data, rules))["totals"] == state.round_results[-1]["totals"]


def test_the_scoring_question_names_every_item():
    state = _finished_round("casino", 2, 5)
    items = score_round(state.rules, *round_inputs(round_json(state, "casino", {}), state.rules))["items"]
    question = score_question(items, state.rules, "spades")
    assert all(str(it["label"]) in question for it in items)
    assert "This drill is about Most spades, but a round is scored as a whole" in question


def test_the_scoring_question_says_what_each_item_is_worth():
    # Swazi Casino: most cards 2 and most spades 2, which a newcomer cannot guess.
    state = _finished_round("swazi-casino", 2, 5)
    items = score_round(state.rules, *round_inputs(round_json(state, "swazi-casino", {}), state.rules))["items"]
    question = score_question(items, state.rules, "cards")
    assert "Most cards: 2" in question and "Most spades: 2" in question and "Aces: 1 each" in question
