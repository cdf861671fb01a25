import dataclasses
from pathlib import Path

import pytest

import casino_desktop.practice as practice
from casino_desktop.practice.drill import ANSWER_FORMS, KINDS, Verdict

from .helpers import cached_drill_set


def test_drills_are_frozen_and_shown_without_their_answer():
    d = cached_drill_set("casino")["captures"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.answer = frozenset()
    shown = d.public_json()
    assert "answer" not in shown and shown["answer_form"] == "moves"
    assert shown["position"] == d.position_data()
    assert hash(d) == hash(cached_drill_set("casino")["captures"])
    assert set(ANSWER_FORMS) == set(KINDS)


def test_a_verdict_names_its_cards_as_text():
    v = Verdict(False, "No.", (0, 51), 3, "")
    assert v.to_json() == {"right": False, "sentence": "No.", "cards": ["AS", "KC"], "right_answer": 3,
                           "right_text": ""}


def test_every_practice_module_has_its_test_module():
    modules = {p.stem for p in Path(practice.__file__).parent.glob("*.py")} - {"__init__"}
    here = Path(__file__).parent
    assert [m for m in sorted(modules) if not (here / f"test_{m}.py").exists()] == []
