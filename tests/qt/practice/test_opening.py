"""Opening practice from the main window (``qt/practice/opening.py``): the
rules chosen in the practice form are practised, a cancelled form opens
nothing, and practising other rules replaces the practice window."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.practice import opening


class _Practice(QWidget):
    """Stands in for the practice window (which makes drill sets on a thread)."""

    def __init__(self, variant, options, store, parent) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.variant, self.options = variant, options


class _Form:
    """Stands in for the New Game dialog's practice form."""

    answer = True
    asked: list = []

    def __init__(self, setup, parent, practice=False) -> None:
        _Form.asked.append(practice)
        self.setup = setup

    def exec(self) -> bool:
        return _Form.answer

    def result_setup(self) -> GameSetup:
        return GameSetup("mulle", {"mulle_points": 1})


def _owner(qtbot) -> QWidget:
    owner = QWidget()
    owner.setup = GameSetup()
    qtbot.addWidget(owner)
    return owner


def test_practising_other_rules_replaces_the_practice_window(qtbot, monkeypatch):
    monkeypatch.setattr(opening, "PracticeWindow", _Practice)
    owner = _owner(qtbot)
    first = opening.start_practice(owner, GameSetup("casino"))
    second = opening.start_practice(owner, GameSetup("swedish-kasino"))
    assert not first.isVisible() and second.isVisible() and second.variant == "swedish-kasino"


def test_the_rules_chosen_in_the_practice_form_are_practised(qtbot, monkeypatch):
    monkeypatch.setattr(opening, "PracticeWindow", _Practice)
    monkeypatch.setattr(opening, "SetupDialog", _Form)
    monkeypatch.setattr(_Form, "asked", [])
    owner = _owner(qtbot)
    opening.open_practice(owner)
    [shown] = owner.findChildren(_Practice)
    assert _Form.asked == [True] and (shown.variant, shown.options) == ("mulle", {"mulle_points": 1})


def test_a_cancelled_practice_form_opens_nothing(qtbot, monkeypatch):
    monkeypatch.setattr(opening, "PracticeWindow", _Practice)
    monkeypatch.setattr(opening, "SetupDialog", _Form)
    monkeypatch.setattr(_Form, "answer", False)
    owner = _owner(qtbot)
    opening.open_practice(owner)
    assert owner.findChildren(_Practice) == []
