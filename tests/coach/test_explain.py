""""Why?": the three best options the search weighed, with their expected points."""

from __future__ import annotations

from casino_desktop.coach import explain_choice
from casino_desktop.coach.coach_sentences import OPTIONS
from casino_desktop.core import legal_moves

from .helpers import game_views, view_of


def test_three_best_options_best_first_and_repeatable():
    _, view = next((f, v) for f, v in game_views() if len(legal_moves(v)) > 3)
    options = explain_choice(view, seed=5)
    assert len(options) == 3
    assert [o.expected for o in options] == sorted((o.expected for o in options), reverse=True)
    assert len({o.move for o in options}) == 3 and all(o.move in legal_moves(view) for o in options)
    assert [o.to_json() for o in options] == [o.to_json() for o in explain_choice(view, seed=5)]


def test_fewer_moves_fewer_options_and_a_forced_move_still_has_its_points():
    view = view_of(["KS"], ["5C"])
    (only,) = explain_choice(view, seed=0)
    assert only.move.text() == "KS trail" and only.worlds > 0


def test_the_sentences_say_ahead_or_behind_in_words():
    view = view_of(["10S", "3H"], ["10D", "5C"])
    best = explain_choice(view, seed=1)[0]
    assert best.move.text() == "10S take 10D" and best.expected > 0
    assert best.text() == OPTIONS["ahead"].format(advice="take 10♦ with 10♠", points=f"{best.expected:.1f}")
