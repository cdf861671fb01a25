"""The coach's sentences: whole templates, every form filled by its named fields only."""

from __future__ import annotations

import string

from casino_desktop.core.templates import Plural
from casino_desktop.coach.coach_sentences import LABELS, MISSES, OPTIONS, VERDICTS, fill, points_text


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _forms(table: dict) -> list[tuple[str, str]]:
    out = []
    for key, t in table.items():
        out += [(key, f) for f in ((t.one, t.other) if isinstance(t, Plural) else [t])]
    return out


def test_every_template_is_a_whole_sentence_with_named_fields():
    expected = {"good": set(), "inaccuracy": {"points", "best"}, "mistake": {"points", "best"},
                "blunder": {"points", "best"}, "scoring_card_left": {"card", "advice"},
                "sweep_missed": {"advice"}, "sweep_left_open": {"count", "cards"},
                "build_takeable": {"count", "value"}, "scoring_card_built": {"card", "advice"}, "ahead": {"advice", "points"},
                "behind": {"advice", "points"}, "level": {"advice"},
                **{key: {"item", "points"} | ({"item2", "points2"} if "_two" in key else set())
                   | ({"lost_item", "lost"} if key.endswith("_behind") else set())
                   for key in MISSES if key.startswith("ahead_on")}}
    for key, form in _forms(VERDICTS) + _forms(MISSES) + _forms(OPTIONS):
        assert _fields(form) == expected[key], key
        assert form[0].isupper() and form.endswith("."), form
    assert set(LABELS) == set(VERDICTS)


def test_the_count_picks_the_form():
    one = fill(MISSES["build_takeable"], 1, value=7)
    other = fill(MISSES["build_takeable"], 3, value=7)
    assert "1 unseen card takes" in one and "3 unseen cards take" in other


def test_points_are_shown_with_one_decimal_and_no_sign():
    assert points_text(1.25) == "1.2" and points_text(-0.96) == "1.0" and points_text(0.0) == "0.0"
