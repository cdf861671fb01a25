"""The one list of rule specs (``core/rule_units.py``) is what ``Rules``,
the fast path and the registry of move rules are made from."""

from __future__ import annotations

import dataclasses
import importlib
from pathlib import Path

import pytest

from casino_desktop.core import predicates
from casino_desktop.core.rule_units import BOOK_UNITS, HOUSE_RULE_SPECS, RULE_SPECS, SPEC_BY_ID, SPEC_FILTERS
from casino_desktop.core.rulebook import SECTION_ORDER
from casino_desktop.core.rules_sense import SCORING_ITEMS, rules_problem
from casino_desktop.core.variants import HOUSE_RULE_FIELDS, PRESETS, RULE_FIELDS, Rules, field_meta, preset

CORE = Path(importlib.import_module("casino_desktop.core").__file__).parent


def test_rules_has_one_field_per_spec_in_the_specs_order_with_its_default_and_metadata():
    assert [f.name for f in RULE_FIELDS] == [s.id for s in RULE_SPECS]
    assert [f.name for f in HOUSE_RULE_FIELDS] == [s.id for s in HOUSE_RULE_SPECS]
    defaults = Rules()
    for spec in RULE_SPECS:
        assert getattr(defaults, spec.id) == spec.default
        assert field_meta(spec.id) == spec.metadata()


def test_every_preset_value_is_one_its_spec_allows():
    for v in PRESETS:
        for spec in RULE_SPECS:
            value = getattr(v.rules, spec.id)
            assert type(value) is spec.kind, (v.id, spec.id)
            if spec.choices is not None:
                assert value in spec.choices, (v.id, spec.id)
            if spec.range is not None:
                assert spec.range[0] <= value <= spec.range[1], (v.id, spec.id)


def test_a_spec_names_exactly_the_registry_rules_that_read_its_field():
    """``judged_by`` is the unit's word on where its predicates live; the
    registry's rules say which fields they read: the two must agree."""
    reading: dict[str, set[str]] = {}
    for rule in predicates.registry():
        for name in rule.fields:
            reading.setdefault(name, set()).add(rule.name)
    for spec in RULE_SPECS:
        assert set(spec.judged_by) | {r.name for r in spec.filters} == reading.get(spec.id, set()), spec.id


def test_the_specs_own_move_rules_are_in_the_registry_with_the_house_filters():
    for rule in SPEC_FILTERS:
        assert rule in predicates.HOUSE_FILTERS
        spec = next(s for s in RULE_SPECS if rule in s.filters)
        assert spec.id in rule.fields


def test_a_generator_named_as_implementing_a_rule_inline_reads_its_field():
    """The unit says where a generator implements it inline; the module
    must read the field (the conformance tests compare their moves)."""
    for spec in RULE_SPECS:
        for module in spec.inline:
            assert spec.id in (CORE / f"{module}.py").read_text(encoding="utf-8"), (spec.id, module)


def test_specs_are_found_by_id():
    assert all(SPEC_BY_ID[s.id] is s for s in RULE_SPECS)
    assert all(dataclasses.is_dataclass(s) for s in RULE_SPECS)


def test_a_spec_that_writes_its_own_sentence_has_one_for_every_value_and_a_section():
    sections = {"deal", "play", "building", "scoring", "winning"}
    for spec in RULE_SPECS:
        if spec.sentence is None:
            continue
        assert spec.section in sections, spec.id
        values = (False, True) if spec.kind is bool else tuple(spec.choices or ())
        for value in values:
            rules = dataclasses.replace(Rules(), **{spec.id: value})
            assert isinstance(spec.sentence(rules), str) and spec.sentence(rules), (spec.id, value)


def test_the_rulebook_module_names_no_rule_field():
    """Its sentences are the units' (``BOOK_UNITS``): ``rulebook.py`` orders
    the sections and asks, so a new rule never edits it."""
    source = (CORE / "rulebook.py").read_text(encoding="utf-8")
    for spec in RULE_SPECS:
        for spelled in (f'"{spec.id}"', f"'{spec.id}'", f".{spec.id}"):
            assert spelled not in source, (spec.id, spelled)


def test_every_book_unit_writes_in_a_section_of_the_book_in_the_order_of_its_place():
    assert {unit.section for unit in BOOK_UNITS} <= set(SECTION_ORDER)
    assert [unit.place for unit in BOOK_UNITS] == sorted(unit.place for unit in BOOK_UNITS)
    said = {unit.name for unit in BOOK_UNITS}
    assert {s.id for s in RULE_SPECS if s.sentence or s.write} <= said


def test_the_scoring_items_are_the_specs_flagged_so():
    assert SCORING_ITEMS == tuple(s.id for s in RULE_SPECS if s.scores_item)
    assert "overspader" not in SCORING_ITEMS  # a threshold, not the points of an item


@pytest.mark.parametrize("spec", [s for s in RULE_SPECS if s.needs_field("building")], ids=lambda s: s.id)
def test_an_option_that_needs_building_is_refused_without_it_unless_its_spec_is_lenient(spec):
    base = preset("kasino").rules
    assert not base.building
    value = next(v for v in (spec.choices or (not spec.default if spec.kind is bool else 10,))
                 if v != spec.default)
    problem = rules_problem(dataclasses.replace(base, **{spec.id: value}))
    if not spec.lenient_needs:
        assert problem is not None  # (court-card builds are refused first for the numbered courts)
        if spec.default is False and "needs building" in problem:
            assert spec.label in problem
    elif spec.id != "turn_actions":  # the one lenient rule that refuses in a sentence of its own
        assert problem is None


def test_no_two_house_rules_labels_end_in_the_same_words():
    # "No building in the first deal" beside "One build in the first deal" read as one rule:
    # a player tells house rules apart by their labels, so no two may share their last four words.
    endings: dict[tuple[str, ...], str] = {}
    for spec in HOUSE_RULE_SPECS:
        words = tuple(str(spec.label).lower().split())
        if len(words) < 5:
            continue  # short labels ("Building", "Ace value") end in their only words
        ending = words[-4:]
        assert ending not in endings, (spec.label, endings.get(ending))
        endings[ending] = str(spec.label)


def test_each_scoring_field_names_the_score_table_item_it_pays():
    # The practice's scoring question says what each item is worth by this map: an item
    # id that the score table never shows, or a field paying another item, would misname it.
    from casino_desktop.core import SCORE_ITEM_FIELDS, make_rules, score_round
    assert {field for field, _ in SCORE_ITEM_FIELDS.values()} == {s.id for s in RULE_SPECS if s.scores_item}
    for item, (field, _) in SCORE_ITEM_FIELDS.items():
        spec = SPEC_BY_ID[field]
        rules = make_rules("casino", {field: spec.default or 1})
        whole_deck = list(range(52))
        scored = score_round(rules, [whole_deck, []], [1, 0], [[], []], 0, [0, 0])
        shown = {it["id"]: it["points"] for it in scored["items"]}
        assert item in shown, (item, field, sorted(shown))
        assert shown[item][0] > 0, (item, shown[item])
