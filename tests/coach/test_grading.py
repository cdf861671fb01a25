"""The coach's grade: points given away against the best move, its label,
and fairness (it reads only the view)."""

from __future__ import annotations

import random

import pytest

from dataclasses import replace

from casino_desktop.ai.levels import MASTER
from casino_desktop.ai.worlds import sample_world
from casino_desktop.coach import BLUNDER_FROM, GOOD_BELOW, MISTAKE_FROM, grade, label_for
from casino_desktop.coach.coach_sentences import LABELS
from casino_desktop.core import Move, legal_moves
from casino_desktop.core.legality import IllegalMove

from .helpers import game_views, view_of


def test_labels_follow_the_thresholds_in_points():
    assert 0 < GOOD_BELOW < MISTAKE_FROM < BLUNDER_FROM
    assert label_for(0.0) == "good"
    assert label_for(GOOD_BELOW - 1e-9) == "good"
    assert label_for(GOOD_BELOW) == "inaccuracy"
    assert label_for(MISTAKE_FROM) == "mistake"
    assert label_for(BLUNDER_FROM - 1e-9) == "mistake"
    assert label_for(BLUNDER_FROM) == "blunder"
    assert set(LABELS) == {label_for(x) for x in (0.0, GOOD_BELOW, MISTAKE_FROM, BLUNDER_FROM)}


def test_leaving_the_big_casino_is_graded_worse_than_taking_it():
    view = view_of(["10S", "3H"], ["10D", "5C"])
    took = grade(view, "10S take 10D", seed=1)
    trailed = grade(view, "3H trail", seed=1)
    assert took.best == took.move and took.loss == 0.0 and took.label == "good" and took.misses == ()
    assert trailed.best.text() == "10S take 10D"
    # Not more: the 10♠ is still in hand to take it next turn unless the rival holds a ten.
    assert trailed.loss >= GOOD_BELOW and trailed.label != "good"
    assert "10♦" in trailed.misses[0].text()
    assert "10♦" in trailed.verdict() and LABELS[trailed.label] in trailed.verdict()


def test_every_legal_move_is_weighed_once_and_the_grade_is_against_the_first():
    _, view = game_views()[2]
    moves = legal_moves(view)
    g = grade(view, moves[-1], seed=4)
    assert sorted(m.text() for m, _, _ in g.values) == sorted(m.text() for m in moves)
    values = {m: v for m, v, _ in g.values}
    assert g.best == g.values[0][0] and values[g.best] == max(values.values())
    assert g.loss == pytest.approx(max(0.0, values[g.best] - values[g.move]))


def test_a_forced_move_is_good():
    view = view_of(["KS"], ["5C"])
    g = grade(view, "KS trail", seed=0)
    assert g.mode == "forced" and g.loss == 0.0 and g.label == "good"


def test_an_illegal_move_is_refused_with_the_rules_sentence():
    view = view_of(["10S", "3H"], ["10D", "5C"])
    with pytest.raises(IllegalMove) as err:
        grade(view, "3H take 5C", seed=0)
    assert str(err.value).endswith(".")


def test_the_coach_refuses_a_full_state():
    full, view = game_views()[1]
    with pytest.raises(ValueError):
        grade(full, legal_moves(full)[0], seed=0)


def test_the_same_view_from_different_hidden_cards_gets_the_same_grade():
    """Fairness: the grade depends on the view and the seed only.  Two full
    states that differ in every hidden card but show seat to move the same
    view give identical grades for the same seed."""
    checked = 0
    for full, view in game_views(seed=5)[:6]:
        if not view.stock:
            continue
        other = sample_world(view, random.Random(99))
        assert other.hands != full.hands or other.stock != full.stock
        other_view = other.information_view(view.to_move)
        assert other_view == view
        move = legal_moves(view)[0]
        # Master's world count, not its clock, decides: a loaded machine
        # must not end one of the two searches earlier than the other.
        unhurried = replace(MASTER, time_limit=600.0)
        assert grade(view, move, unhurried, seed=7).to_json() == grade(other_view, move, unhurried, seed=7).to_json()
        checked += 1
    assert checked >= 3


def test_grades_are_repeatable_and_moves_may_be_given_as_text():
    _, view = game_views()[3]
    move = legal_moves(view)[0]
    assert grade(view, move, seed=2).to_json() == grade(view, move.text(), seed=2).to_json()
    assert isinstance(grade(view, move, seed=2).best, Move)


def _typed(data):
    from casino_desktop.core.position import position_from_json
    return position_from_json(data).information_view(data.get("to_move", 0))


def test_a_typed_last_deal_position_is_not_taken_as_solved():
    """Stock empty and one rival, but no capture piles shown: the cards taken
    earlier are unseen too, so the rival's hand is not known and one sampled
    hand must not stand for it."""
    from casino_desktop.ai.search_worlds import nothing_hidden
    view = _typed({"variant": "casino", "hands": {"0": ["10D", "3C"]}, "table": ["10S", "5H"], "final_deal": True})
    assert not nothing_hidden(view)
    assert grade(view, "10D take 10S", seed=3).mode == "sampled"


def test_a_typed_last_deal_position_gets_the_same_verdict_at_ten_seeds():
    view = _typed({"variant": "casino", "hands": {"0": ["10D", "3C"]}, "table": ["10S", "5H"], "final_deal": True})
    labels = {grade(view, "10D take 10S", seed=seed).label for seed in range(10)}
    assert labels == {"good"}, labels
