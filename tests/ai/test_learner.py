"""The learner levels: Greedy or Heuristic with lapses, and nothing else.

Beginner and Casual are learners (``ai/learner.py``); these tests pin what
their descriptions promise: a capture of several table cards is missed as
often as the level says, every other move is seen, and without lapses the
learner plays exactly as its engine."""

from __future__ import annotations

import random

import pytest

from casino_desktop.ai import make_player
from casino_desktop.ai.learner import LearnerPlayer, is_combination, noticed
from casino_desktop.ai.levels import BEGINNER_OVERLOOK, CASUAL_OVERLOOK
from casino_desktop.core import CAPTURE, legal_moves
from casino_desktop.core.position import position_from_json

from .helpers import positions


def _sum_on_table():
    # 8S takes 3C + 5D together (a sum of two table cards) or nothing else;
    # 4H takes nothing.  Greedy takes the sum.
    return position_from_json({"variant": "casino", "players": 2, "to_move": 0,
                               "hands": {"0": ["8S", "4H"]}, "table": ["3C", "5D", "KD"]})


def _game_positions():
    out = []
    for variant in ("casino", "swedish-kasino", "mulle-kortspel"):
        for seed in range(6):
            out += positions(variant, 2, False, seed, plies=(0, 3, 7, 12, 19, 26))
    return out


def test_levels_are_learners_with_their_lapse_rates():
    beginner, casual = make_player("beginner"), make_player("casual")
    assert isinstance(beginner, LearnerPlayer) and beginner.engine == "greedy"
    assert isinstance(casual, LearnerPlayer) and casual.engine == "greedy"
    assert beginner.overlook == BEGINNER_OVERLOOK > casual.overlook == CASUAL_OVERLOOK > 0.0


def test_greedy_takes_the_sum_and_beginner_does_not():
    view = _sum_on_table()
    sums = [m for m in legal_moves(view) if is_combination(m)]
    assert sums, "the position must offer a capture of several cards"
    assert is_combination(make_player("greedy").choose(view, random.Random(1)))
    for seed in range(20):
        move = make_player("beginner").choose(view, random.Random(seed))
        assert move in legal_moves(view) and not is_combination(move)


def test_casual_misses_the_sum_about_as_often_as_it_says():
    view = _sum_on_table()
    missed = sum(not is_combination(make_player("casual").choose(view, random.Random(seed)))
                 for seed in range(400))
    # Binomial(400, 0.3): mean 120, sd 9.2; 90..150 is more than 3 sd either side.
    assert 90 <= missed <= 150


def test_only_combinations_are_overlooked():
    for state in _game_positions():
        view = state.information_view(state.to_move)
        moves = legal_moves(view)
        seen = noticed(moves, 1.0, random.Random(0))
        kept = [m for m in moves if not is_combination(m)]
        assert seen == (kept or list(moves))


@pytest.mark.parametrize("engine,spec", [("greedy", "greedy"), ("heuristic", "heuristic:memory=0.5")])
def test_without_lapses_the_learner_is_its_engine(engine, spec):
    checked = 0
    for i, state in enumerate(_game_positions()):
        view = state.information_view(state.to_move)
        learner = LearnerPlayer(engine, overlook=0.0, memory=0.5 if engine == "heuristic" else 1.0)
        assert learner.choose(view, random.Random(i)) == make_player(spec).choose(view, random.Random(i))
        checked += any(m[0] == CAPTURE for m in legal_moves(view))
    assert checked > 20


def test_bad_dials_are_refused():
    with pytest.raises(ValueError):
        make_player("learner:engine=search")
    with pytest.raises(ValueError):
        make_player("learner:overlook=2")
    assert make_player("learner:overlook=0.5").overlook == 0.5
