"""The New Game form's refusals: the core's sentence for rules it cannot
play (kept as a ``Text``, so it can be said in the player's language),
and two seats of one name, whatever the letters' case."""
from __future__ import annotations

from casino_desktop.core import VariantError
from casino_desktop.core.templates import Text
from casino_desktop.qt.dialogs.setup_problems import _reason, rules_problem, same_names
from casino_desktop.qt.game.setup import GameSetup


def test_playable_rules_have_no_problem():
    assert rules_problem(GameSetup("casino", {"target": 11})) is None
    assert rules_problem(GameSetup("mulle-kortspel", {})) is None


def test_rules_the_core_refuses_give_its_sentence_with_its_template():
    problem = rules_problem(GameSetup("casino", {"rounds_each": 2, "target": 21}))
    assert problem == "A match of a fixed number of rounds has no target: set the target score to 0."
    assert isinstance(problem, Text) and problem.template  # said again in the player's language


def test_the_rules_alone_are_judged_not_the_table():
    """Practice has no table: three at a four-only game is the table's problem, not the rules'."""
    setup = GameSetup("mulle-kortspel", {}, players=3)
    assert setup.problem()  # the table's own check refuses it
    assert rules_problem(setup) is None


def test_an_error_without_a_sentence_is_said_as_it_reads():
    assert _reason(VariantError()) == ""
    assert _reason(VariantError(7)) == "7"


def test_distinct_names_pass():
    assert same_names(["You", "West", "North", "East"]) is None
    assert same_names([]) is None


def test_two_seats_of_one_name_are_refused_by_the_second_name():
    assert same_names(["Anna", "Bo", "anna"]) == (
        "Two seats are both called anna: give each seat a name of its own.")
