"""The rulebook's templates: one for every rule value the rulebook reads,
counts through plural forms, and the two forms of a plural with the same
fields (a translator is shown both)."""
from __future__ import annotations

from string import Formatter

from casino_desktop.core import PRESETS, make_rules
from casino_desktop.core.templates import Plural
from casino_desktop.core.rulebook import rulebook
from casino_desktop.core import rulebook_words as words
from casino_desktop.core.rule_units import SPEC_BY_ID
from casino_desktop.core.variants import field_meta
from casino_desktop.core.rules_sense import SCORING_ITEMS


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def _all_templates():
    for table in (words.PLAYERS, words.FOUR, words.DECK, words.DEAL_FIRST, words.DEAL, words.PLAY,
                  words.PLAY_WITHOUT_BUILDING, words.BUILDING_SENTENCES, words.ITEMS, words.NONE, words.SCORING_SENTENCES, words.WINNING,
                  words.TIES):
        yield from table.values()


def test_every_choice_the_rulebook_reads_has_its_sentence():
    for value in field_meta("four_players_in_partnerships")["choices"]:
        assert value in words.FOUR
    for value in field_meta("dealer_choice")["choices"]:
        assert value in words.DEAL_FIRST
    for order in field_meta("deal_order")["choices"]:
        assert (order, True) in words.DEAL and (order, False) in words.DEAL
    for value in field_meta("ace_value")["choices"]:
        assert "ace_" + value in words.PLAY
    for value in field_meta("face_capture")["choices"]:  # said from its unit
        assert SPEC_BY_ID["face_capture"].sentence(make_rules("casino", {"face_capture": value}))
    for value in field_meta("same_value_builds")["choices"]:
        assert "same_" + value in words.BUILDING_SENTENCES
    for name in ("sweeps_cancel", "mulle"):  # said from their units
        for value in field_meta(name)["choices"]:
            assert SPEC_BY_ID[name].sentence(make_rules("mulle", {name: value}))
    for value in field_meta("near_target")["choices"]:  # said from its unit
        assert SPEC_BY_ID["near_target"].sentence(make_rules("casino", {"near_target": value}))
    for value in field_meta("tie_break")["choices"]:
        sweeps = (False, True) if value == "count_out" else (False,)
        for target in (True, False):
            for swept in sweeps:
                assert (target, value, swept) in words.TIES
    assert set(words.ITEMS) == set(SCORING_ITEMS) | {"overspader"}


def test_counts_go_through_plural_templates_whose_forms_agree():
    for template in _all_templates():
        if isinstance(template, Plural):
            assert _fields(template.one) <= _fields(template.other) | {"count"}, template
            assert "{count}" in template.other, template
        else:
            assert "{count}" not in template, template
    for template in words.ITEMS.values():
        assert isinstance(template, Plural)


def test_one_point_is_said_in_the_singular():
    prose = rulebook(make_rules("casino", {"target": 1}), "casino").prose()
    assert "reach 1 point wins the match" in prose
    prose = rulebook(make_rules("casino", {"most_spades": 1}), "casino").prose()
    assert "Taking the most spades scores 1 point;" in prose


def test_a_house_rule_keeps_its_sentence_and_says_it_is_one():
    book = rulebook(make_rules("casino", {"compulsory_capture": True}), "casino")
    marked = [s.text for sec in book.sections for s in sec.sentences if "compulsory_capture" in s.fields]
    assert marked == ["You must capture when you can: you may trail only when no card of yours takes anything "
                      "(building is still allowed). (house rule)"]
    assert marked[0].template == str(words.HOUSE_RULE)


def test_a_game_without_building_never_speaks_of_builds_but_to_say_there_are_none():
    """The Nordic games count court cards, aces and the special cards as the
    building games do; their rules must not send the player looking for builds."""
    no_building = str(words.BUILDING_SENTENCES["none"])
    checked = []
    for variant in PRESETS:
        rules = make_rules(variant.id, {})
        if rules.building:
            continue
        sentences = [s.text for sec in rulebook(rules, variant.id).sections for s in sec.sentences]
        assert [s for s in sentences if "build" in s.lower() and s != no_building] == [], variant.id
        checked.append(variant.id)
    assert {"kasino", "finnish-kasino", "swedish-kasino"} <= set(checked)
    house = {"building": False, "face_values": "numeric", "ace_value": "1_or_14_in_hand", "special_hand_values": True}
    prose = rulebook(make_rules("casino", house), "casino").prose()
    assert "build" not in prose.replace(no_building, "").lower()


def test_each_sentence_without_builds_has_one_with_them():
    for key in words.PLAY_WITHOUT_BUILDING:
        assert "build" in str(words.PLAY[key]) and "build" not in str(words.PLAY_WITHOUT_BUILDING[key])
