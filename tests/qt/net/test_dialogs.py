"""The Join dialog's fields show their whole example in every language: the
example is the help, and its port is what a player copies."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame

from casino_desktop.qt.net.dialogs import JoinDialog
from tests.qt.pseudo_locale import leftover

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


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


def _squeezed(dialog) -> list[str]:
    """The labels of the dialog drawn lower than their text needs."""
    from PySide6.QtWidgets import QLabel
    out = []
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text():
            needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            if label.height() < needed:
                out.append(label.text())
    return out


def test_the_host_dialogs_refusal_pushes_nothing_out_of_sight(qtbot):
    """The refusal of a table without a seat for anyone (three lines in
    Swedish) squeezed the seat plan above it into one clipped line."""
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.net.dialogs import HostDialog
    setup = GameSetup(players=3, seats=[SeatSetup(HUMAN), SeatSetup(COMPUTER), SeatSetup(COMPUTER)])
    dialog = HostDialog(None, None, "", None, setup)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _squeezed(dialog) == []
    dialog._try_open()
    assert dialog.problem.text() and dialog.isVisible()
    qtbot.waitUntil(lambda: _squeezed(dialog) == [])


def test_the_join_dialogs_refusal_pushes_nothing_out_of_sight(qtbot, tmp_path):
    from PySide6.QtCore import QSettings
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = JoinDialog(None, settings, lambda: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.address.setText("192.168.1.20:4747")
    dialog.code.setText("IO0L")  # letters a code never holds
    dialog._try_accept()
    assert dialog.problem.text()
    qtbot.waitUntil(lambda: _squeezed(dialog) == [])


def test_the_join_list_says_it_is_looking_and_which_game_each_table_plays(qtbot):
    from PySide6.QtCore import Qt
    from casino_desktop.net.discovery import TableAd
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    # Before any beacon: a greyed line that cannot be picked, not an empty white box.
    assert [dialog.found.item(i).text() for i in range(dialog.found.count())] == [
        "Looking for tables on this network\u2026"]
    assert dialog.found.item(0).flags() == Qt.ItemFlag.NoItemFlags
    dialog.tables.heard(TableAd("192.0.2.2", 4747, "Kitchen", "royal-casino", 4, 2))
    dialog.tables.heard(TableAd("192.0.2.3", 4747, "Attic", "some-newer-game", 2, 1))
    dialog.show_tables()
    assert sorted(dialog.found.item(i).text() for i in range(dialog.found.count())) == [
        "Attic at 192.0.2.3:4747: some-newer-game, 1 of 2 seats free",  # a game this program does not know
        "Kitchen at 192.0.2.2:4747: Royal Casino, 2 of 4 seats free"]
