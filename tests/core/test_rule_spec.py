"""A rule's spec (``core/rule_spec.py``): what it derives from its default,
and the specs it refuses to make."""

from __future__ import annotations

import pytest

from casino_desktop.core.rule_spec import ANY, BUILDING, OWN_PLACE, SCORING, SECTION_BUILDING, RuleSpec


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


class _Book:
    """A rulebook as a unit's ``write`` sees it: says what it is told."""

    family = "Anglo-American"

    def __init__(self, applying: set[str]):
        self.applying, self.said = applying, []

    def say(self, text, *fields):
        self.said.append((text, fields))

    def applies(self, name):
        return name in self.applying

    def also(self, *names):
        return [n for n in names if n in self.applying]

    def label(self, name):
        return name


def test_a_spec_sentence_is_said_only_where_its_field_applies_at_its_place():
    spec = RuleSpec("x_rule", "Label", "Help.", default=False, group=BUILDING,
                    sentence=lambda r: "On." if r else "Off.", section=SECTION_BUILDING, place=20)
    unit = spec.book_unit()
    assert (unit.name, unit.section, unit.place) == ("x_rule", SECTION_BUILDING, 20)
    book = _Book(set())
    unit.write(True, book)
    assert book.said == []
    book = _Book({"x_rule"})
    unit.write(True, book)
    assert book.said == [("On.", ("x_rule",))]


def test_a_spec_write_says_what_it_chooses_and_a_spec_without_words_has_no_unit():
    def write(r, book):
        book.say("Both.", "x_rule", *book.also("y_rule"))
    spec = RuleSpec("x_rule", "Label", "Help.", default=False, group=BUILDING, write=write, section=SECTION_BUILDING)
    book = _Book({"y_rule"})
    spec.book_unit().write(False, book)  # a write asks for what it needs itself
    assert book.said == [("Both.", ("x_rule", "y_rule"))] and spec.book_unit().place == OWN_PLACE
    assert RuleSpec("x_rule", "Label", "Help.", default=False, group=BUILDING).book_unit() is None


@pytest.mark.parametrize("kwargs", [
    {"sentence": lambda r: "Said."},                                       # no section to say it in
    {"section": SECTION_BUILDING},                                         # a section with nothing to say
    {"sentence": lambda r: "Said.", "write": lambda r, b: None, "section": SECTION_BUILDING},  # two ways
])
def test_a_spec_that_would_say_nowhere_or_twice_is_refused(kwargs):
    with pytest.raises(AssertionError):
        RuleSpec("x_rule", "Label", "Help.", default=False, group=BUILDING, **kwargs)


def test_needs_field_reads_one_part_of_needs_not_a_value_of_it():
    spec = RuleSpec("x_rule", "Label", "Help.", default=False, group=BUILDING, needs="building,turn_actions=one")
    assert spec.needs_field("building") and not spec.needs_field("turn_actions")
