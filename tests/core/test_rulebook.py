"""The rulebook of every preset and of house-rule mixes explains every rule
that applies to the game and mentions none that does not."""
from __future__ import annotations

import re

import pytest

from casino_desktop.core import PRESETS, make_rules
from casino_desktop.core.rulebook import applies, rulebook
from casino_desktop.core.variants import RULE_FIELDS

MIXES = [
    ("casino", {"building": False, "build_max": 0}),
    ("casino", {"sweep_points": 2, "sweeps_cancel": "one_each", "owner_may_trail": True, "trail_and_build": True}),
    ("casino", {"most_spades": 0, "compulsory_capture": True, "score_as_earned": True}),
    ("royal-casino", {"single_build_as_card": True, "table_cards_raise_single": True, "same_value_builds": "merge"}),
    ("casino-simple", {"owner_obligation": "pagat", "face_capture": "one_or_three", "target": 21,
                       "differential": True}),
    ("mulle", {"mulle": "off"}),
    ("finnish-kasino", {"special_hand_values": False, "sweep_points": 0, "sweeps_cancel": "never",
                        "finnish_sweep_limits": False}),
    ("krypkasino", {"rounds_each": 2}),
    ("dominican-casino", {"build_for_partner": True}),
]
CASES = [(v.id, {}) for v in PRESETS] + MIXES


@pytest.mark.parametrize("variant,options", CASES, ids=[f"{v}-{i}" for i, (v, _) in enumerate(CASES)])
def test_rulebook_explains_every_rule_that_applies_and_no_other(variant, options):
    rules = make_rules(variant, options)
    base = make_rules(variant)
    book = rulebook(rules, variant)
    explained = book.explained()
    for f in RULE_FIELDS:
        if applies(rules, f.name, base):
            assert f.name in explained, f"{variant} {options}: {f.name} applies but is not explained"
        else:
            assert f.name not in explained, f"{variant} {options}: {f.name} does not apply but is mentioned"
    # Every house rule is marked as one, and the details fold lists every setting.
    for name in options:
        if applies(rules, name, base):
            assert any(name in s.fields and "(house rule)" in s.text for sec in book.sections for s in sec.sentences)
    assert len(book.details) == len(RULE_FIELDS)
    assert [sec.title for sec in book.sections] == [t for t in ("The deal", "Playing a card", "Building", "Scoring",
                                                                "Winning") if t in {s.title for s in book.sections}]


def test_royal_casino_rulebook_shows_no_mulle_misere_or_fewest_players():
    prose = rulebook(make_rules("royal-casino"), "royal-casino").prose()
    for absent in ("Mulle", "mulle", "misère", "penalt", "Fewest players", ": no", ": nothing", "sweep"):
        assert absent not in prose, absent


def test_mulle_and_finnish_rulebooks_say_their_own_words():
    assert "is a mulle and scores 5 points" in rulebook(make_rules("mulle"), "mulle").prose()
    finnish = rulebook(make_rules("finnish-kasino"), "finnish-kasino").prose()
    assert "sweep (m\u00f6kki)" in finnish and "score the moment they are taken" in finnish
    assert "(sistan)" in rulebook(make_rules("kasino"), "kasino").prose()


def test_the_check_can_fail_on_a_rule_left_unexplained():
    # A field switched on by a house rule must show up: take its sentence
    # away and the explanation check sees the gap.
    rules = make_rules("casino", {"trail_and_build": True})
    book = rulebook(rules, "casino")
    assert "trail_and_build" in book.explained()
    assert applies(rules, "trail_and_build", make_rules("casino"))
    assert not applies(make_rules("casino"), "trail_and_build", make_rules("casino"))


def test_rulebook_prose_has_no_settings_dump_words():
    for v in PRESETS:
        prose = rulebook(v.rules, v.id).prose()
        assert not re.search(r"\b(yes|no)\.", prose), v.id
        assert "**" not in prose
