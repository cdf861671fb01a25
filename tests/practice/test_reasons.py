"""The "is this play legal?" drills' reasons (``practice/reasons.py``): which
rules refuse a play, which rule gives a sentence, and the drill about one
play with its right reason among wrong ones that are not also true."""

from __future__ import annotations

import pytest

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.core.predicates import registry, sentences_in_play
from casino_desktop.practice import texts
from casino_desktop.practice.drill import LEGAL
from casino_desktop.practice.reasons import drill_of_play, rule_of_sentence, rules_refusing, templates_refusing
from casino_desktop.practice.walk import positions


@pytest.mark.parametrize("variant", ["casino", "swedish-kasino", "swazi-casino"])
def test_every_sentence_in_play_belongs_to_the_rule_named_for_it(variant):
    rules = make_rules(variant)
    by_name = {r.name: r for r in registry()}
    for template in sentences_in_play(rules):
        rule = by_name[rule_of_sentence(rules, template)]
        assert rule.active(rules) and template in rule.sentences


def test_no_rule_refuses_a_legal_play():
    s = new_game(make_rules("casino"), 2, False, 4)
    for m in legal_moves(s):
        assert rules_refusing(s, m) == set() and templates_refusing(s, m) == set()


def test_the_drill_about_a_legal_play_has_the_legal_choice_for_its_answer():
    data, s, rng = next(positions("casino", {}, 4, 1))
    move = legal_moves(s)[0]
    d = drill_of_play("casino", {}, 4, data, move, None, None, "legal_play", [], rng, s, sentences_in_play(s.rules))
    assert d.kind == LEGAL and d.answer == 0 and d.choices[0] == texts.LEGAL_CHOICE
    assert len(d.choices) == 4  # three wrong reasons, filled with this position's cards
    assert d.subject == (tuple(move),)
