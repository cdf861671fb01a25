"""Whether a set of rules can be played, and by that table
(``core/rules_sense.py``): one sentence for the first reason it cannot,
and which cards the pack holds."""
from __future__ import annotations

from dataclasses import replace

from casino_desktop.core import Rules, make_rules
from casino_desktop.core.cards import parse_card
from casino_desktop.core.rules_sense import SCORING_ITEMS, can_score, game_problem, in_pack, not_in_pack, rules_problem
from casino_desktop.core.units_capturing import max_capture_value


def test_which_tables_a_rule_set_is_played_at():
    casino = make_rules("casino")
    assert game_problem(casino, 2, False) is None and game_problem(casino, 4, True) is None
    assert "Partnerships need four players" in game_problem(casino, 3, True)
    assert "in partnerships" in game_problem(make_rules("dominican-casino"), 4, False)
    assert "two players, or four in partnerships" in game_problem(make_rules("mulle-kortspel"), 3, False)
    assert "Building for a partner needs partnerships" in game_problem(
        make_rules("casino", {"build_for_partner": True}), 2, False)


def test_the_highest_capture_value_and_whether_anything_scores():
    assert max_capture_value(make_rules("casino")) == 10
    assert max_capture_value(make_rules("royal-casino")) == 14
    assert max_capture_value(make_rules("finnish-kasino")) == 16
    nothing = Rules(**{name: 0 for name in SCORING_ITEMS})
    assert not can_score(nothing)
    assert "never end" in game_problem(nothing, 2, False)
    assert can_score(Rules(**{**{name: 0 for name in SCORING_ITEMS}, "overspader": 6}))


def test_a_rule_changed_from_its_default_is_measured_against_the_specs_default():
    """Court-card capture rules mean nothing where court cards have numbers: only a
    changed one is refused (the default is the spec's, as a fresh ``Rules()`` has it)."""
    numeric = make_rules("royal-casino")
    assert rules_problem(numeric) is None
    other = next(v for v in ("one", "one_or_three", "all") if v != numeric.face_capture)
    assert "only apply when court cards have no number" in rules_problem(replace(numeric, face_capture=other))


def test_the_forty_card_pack_holds_no_court_card():
    forty = make_rules("south-african-casino")
    assert forty.forty_cards and in_pack(forty, parse_card("TD")) and not in_pack(forty, parse_card("QH"))
    assert "not in this game's pack" in not_in_pack(forty, parse_card("QH"))
    assert not_in_pack(make_rules("casino"), parse_card("QH")) is None
