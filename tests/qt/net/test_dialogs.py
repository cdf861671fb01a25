"""The Join dialog's fields show their whole example in every language: the
example is the help, and its port is what a player copies."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame

from casino_desktop.qt.net.dialogs import JoinDialog
from tests.qt.pseudo_locale import leftover

pytestmark = [pytest.mark.gui]


def _room_for_text(edit: QLineEdit) -> int:
    """The width the line edit leaves for its text, as its style draws it."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    inside = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return inside.width() - margins.left() - margins.right()


def test_the_join_dialogs_examples_are_whole_in_a_longer_language(qtbot, tmp_path, pseudo_language):
    from PySide6.QtCore import QSettings
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = JoinDialog(None, settings, lambda: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for edit in (dialog.address, dialog.code):
        example = edit.placeholderText()
        assert example and leftover(example) == ""  # the pseudo-language's, 40 % longer than English
        assert edit.fontMetrics().horizontalAdvance(example) <= _room_for_text(edit), example
