"""The African family's rulebook templates: a sentence for every value the
rulebook reads, counts through plural forms, and the hands the deal
sentences promise are the hands the pack makes."""
from __future__ import annotations

from string import Formatter

from casino_desktop.core import make_rules
from casino_desktop.core import rulebook_african as afr
from casino_desktop.core.templates import Plural
from casino_desktop.core.units_deal import pack_size, whole_pack_hands
from casino_desktop.core.variants import field_meta


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def _templates():
    for name in dir(afr):
        value = getattr(afr, name)
        if not name.isupper():
            continue
        if isinstance(value, dict):
            yield from value.values()
        elif isinstance(value, (str, Plural)):
            yield value


def test_every_choice_of_the_new_fields_has_its_sentence():
    for value in field_meta("dealer_choice")["choices"]:
        assert value in afr.DEAL_FIRST_RIGHT
    for value in field_meta("pile_order")["choices"]:
        assert value in afr.PILE_ORDER
    for value in field_meta("partner_piles")["choices"]:
        assert value in afr.PARTNER_PILES
    for value in field_meta("pile_tops")["choices"]:
        assert value == "none" or value in afr.PILE_TOPS
    for value in field_meta("turn_actions")["choices"]:
        assert value in afr.NEXT_TOP
        assert value in afr.TURN_ACTIONS or (value, True) in afr.TURN_ACTIONS
        for insist in (True, False):
            assert (insist, value) in afr.INSIST
    for value in field_meta("same_value_builds")["choices"]:
        assert (False, value) in afr.JOIN
    assert set(afr.HANDS) == {2, 3, 4}


def test_counts_are_plural_templates_whose_forms_agree():
    templates = list(_templates())
    assert len(templates) > 30
    for template in templates:
        if isinstance(template, Plural):
            assert _fields(template.one) <= _fields(template.other) | {"count"}, template
            assert "{count}" in template.other, template
        else:
            assert "{count}" not in template, template


def test_the_hands_said_are_the_whole_pack_dealt():
    for variant in ("swazi-casino", "sotho-casino", "south-african-casino"):
        r = make_rules(variant)
        for players in (2, 3, 4):
            _, each, left = whole_pack_hands(r, players)
            deals = 2 if players == 2 else 1
            assert r.table_size + each * players * deals + left == pack_size(r)
            assert 0 <= left < players * deals
    assert whole_pack_hands(make_rules("swazi-casino"), 2) == (2, 12, 0)
    assert whole_pack_hands(make_rules("south-african-casino"), 3) == (1, 13, 1)
