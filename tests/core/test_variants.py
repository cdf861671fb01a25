"""The variant data (``core/variants.py``): every rule a field of the frozen
``Rules`` with its label, help and values; the presets; house rules checked
one by one and as a whole; which tables a rule set can be played at.
(Refusals of option input from outside are in ``test_option_input.py``.)"""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from casino_desktop.core import PRESETS, RULE_FIELDS, VariantError, field_meta, make_rules, preset
from casino_desktop.core.rules_sense import game_problem, rules_problem
from casino_desktop.core.variants import coerce_option, options_of


def test_every_field_has_words_a_group_and_its_values():
    for f in RULE_FIELDS:
        meta = field_meta(f.name)
        assert meta["label"] and meta["help"].endswith((".", ")")) and meta["group"], f.name
        if f.type in (bool, "bool"):
            assert "choices" not in meta and "range" not in meta
        elif f.type in (int, "int"):
            lo, hi = meta["range"]
            assert lo <= f.default <= hi, f.name
        else:
            assert f.default in meta["choices"] and set(meta["choice_labels"]) == set(meta["choices"]), f.name


def test_every_preset_makes_sense_and_is_found_by_its_id():
    assert len({v.id for v in PRESETS}) == len(PRESETS)
    for v in PRESETS:
        assert rules_problem(v.rules) is None, v.id
        assert preset(v.id) is v and make_rules(v.id) == v.rules
        assert v.name and v.family and v.summary.endswith(".")
        assert any(game_problem(v.rules, n, p) is None for n in (2, 3, 4) for p in (False, True)), v.id
    with pytest.raises(VariantError, match="Unknown variant 'poker'; the variants are: casino"):
        preset("poker")


def test_rules_are_frozen_and_house_rules_make_new_ones():
    rules = make_rules("casino", {"target": 11, "sweep_points": 1})
    assert (rules.target, rules.sweep_points) == (11, 1) and make_rules("casino").target == 21
    with pytest.raises(FrozenInstanceError):
        rules.target = 5
    assert options_of(rules, "casino") == {"target": 11, "sweep_points": 1}
    assert make_rules("casino", options_of(rules, "casino")) == rules  # what a record stores comes back


@pytest.mark.parametrize("name, value, words", [
    ("nonsense", 1, "Unknown option 'nonsense'"),
    ("building", 1, "must be true or false"),
    ("target", "21", "must be a whole number"),
    ("target", 500, "must be between 0 and 200"),
    ("tie_break", "coin", "must be one of"),
])
def test_one_option_is_checked_by_its_field(name, value, words):
    with pytest.raises(VariantError, match=words):
        coerce_option(name, value)


@pytest.mark.parametrize("options, words", [
    ({"building": False, "raise_own_build": False}, "need building"),
    ({"build_max": 14}, "cannot exceed 10"),
    ({"mulle": "alone_5"}, "needs the double deck"),
    ({"differential": True, "target": 0}, "needs a target score"),
    ({"rounds_each": 1}, "has no target"),
    ({"sweeps_cancel": "minimum"}, "need sweeps to score"),
])
def test_options_that_make_no_sense_together_are_refused_in_one_sentence(options, words):
    with pytest.raises(VariantError, match=words):
        make_rules("casino", options)


def test_the_type_checkers_view_of_rules_lists_every_field_with_its_kind():
    """``variants.py`` declares ``Rules`` to the type checker field by field
    (the real class is made from the specs at import time); a spec added,
    removed, renamed or of another kind must show there too, or every rule
    value the checker reads would be mistyped."""
    import ast
    from pathlib import Path

    import casino_desktop.core.variants as variants
    from casino_desktop.core.rule_units import RULE_SPECS

    tree = ast.parse(Path(variants.__file__).read_text(encoding="utf-8"))
    stub = next(node for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and node.name == "Rules")
    declared = [(a.target.id, ast.unparse(a.annotation)) for a in stub.body
                if isinstance(a, ast.AnnAssign) and isinstance(a.target, ast.Name) and a.target.id != "__dataclass_fields__"]
    assert declared == [(s.id, s.kind.__name__) for s in RULE_SPECS]
