"""A rule's spec (``core/rule_spec.py``): what it derives from its default,
and the specs it refuses to make."""

from __future__ import annotations

import pytest

from casino_desktop.core.rule_spec import ANY, BUILDING, SCORING, RuleSpec


def test_a_spec_takes_its_kind_from_its_default_and_gives_the_fields_metadata():
    spec = RuleSpec("x_rule", "Label", "Help.", default="b", group=BUILDING, choices={"a": "A", "b": "B"},
                    needs="building")
    assert spec.kind is str
    assert spec.metadata() == {"label": "Label", "help": "Help.", "group": BUILDING, "house_rule": True,
                               "choices": ("a", "b"), "choice_labels": {"a": "A", "b": "B"}, "needs": "building"}


def test_the_fast_path_left_unsaid_is_the_default_value_only():
    spec = RuleSpec("x_rule", "Label", "Help.", default=0, group=SCORING, range=(0, 3))
    assert spec.flat == frozenset({0}) and spec.short == frozenset({0})
    spec = RuleSpec("x_rule", "Label", "Help.", default=0, group=SCORING, range=(0, 3), flat=ANY,
                    short=frozenset({0}))
    assert spec.flat is ANY and spec.short == frozenset({0})


@pytest.mark.parametrize("kwargs", [
    {"default": "a"},                                  # a str without its choices
    {"default": 1},                                    # an int without its range
    {"default": "c", "choices": {"a": "A"}},           # a default that is no choice
    {"default": 1.5},                                  # no rule value is a float
])
def test_a_spec_without_its_values_is_refused(kwargs):
    with pytest.raises(AssertionError):
        RuleSpec("x_rule", "Label", "Help.", group=BUILDING, **kwargs)
