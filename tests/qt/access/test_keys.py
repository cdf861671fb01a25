"""Every menu command has a keyboard path; Tab walks the window in order;
the table in words shows only translated words."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from casino_desktop.qt.access.keys import give_mnemonics, mnemonic, with_mnemonic, without_keys
from casino_desktop.qt.catalogs import install_language
from ..pseudo_locale import untranslated
from ..table_helpers import make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_a_free_letter_word_starts_first():
    assert with_mnemonic("Walnut", set()) == "&Walnut"
    assert with_mnemonic("Slate Grey", {"s"}) == "Slate &Grey"
    assert with_mnemonic("Burgundy", {"b"}) == "B&urgundy"
    assert with_mnemonic("AB", {"a", "b"}) == "AB"  # every letter taken: left alone
    assert mnemonic("Tom && Jerry") is None and mnemonic("Save &Game") == "g"


def test_every_menu_entry_is_reached_by_a_letter_or_a_shortcut(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    bar = window.menuBar()
    # Entries made from data (speeds, themes, felts, backs, lessons) had no letter...
    assert "View › Felt › Walnut" in without_keys(bar, open_menus=False)
    # ...each menu gives them one as it opens, distinct from its other entries'.
    assert without_keys(bar) == []
    for top in bar.actions():
        stack = [top.menu()]
        while stack:
            menu = stack.pop()
            letters = [mnemonic(a.text()) for a in menu.actions()
                       if not a.isSeparator() and a.text() and a.shortcut().isEmpty()]
            given = [x for x in letters if x is not None]
            assert given, menu.title()
            stack += [a.menu() for a in menu.actions() if a.menu() is not None]
    felts = [a.text() for a in window.card_look.felt_actions.values()]
    assert len({mnemonic(t) for t in felts}) == len(felts)


def test_a_translation_that_lost_its_letter_gets_one_when_the_menu_opens(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.access.act_contrast.setText("Hög kontrast")
    view = window.access.act_contrast.parent().menuBar().actions()[1].menu()
    view.aboutToShow.emit()
    assert mnemonic(window.access.act_contrast.text()) is not None
    assert give_mnemonics(view) == []  # nothing more to give


def test_tab_goes_from_the_table_to_the_moves_then_the_action_bar(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.access.act_words.setChecked(True)
    window.start_game()
    wait_for_human(qtbot, window)
    window.input.hand_card = window.controller.state.hands[0][0]
    window.input.clear_selection()
    window.input.hand_card = window.controller.state.hands[0][0]
    window.input._refresh()  # the bar offers this card's moves as buttons
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.action_bar.buttons()))
    qtbot.wait(10)
    order = []
    widget = window.view
    widget.setFocus()
    for _ in range(4):
        qtbot.keyClick(QApplication_focus(), Qt.Key.Key_Tab)
        order.append(QApplication_focus())
    panel = window.access.panel
    assert order[0] is panel.moves
    assert order[1] is window.action_bar.buttons()[0]
    assert panel.hand in order[2:]


def QApplication_focus():  # noqa: N802 (reads as Qt's)
    from PySide6.QtWidgets import QApplication
    return QApplication.focusWidget()


def test_the_table_in_words_shows_only_translated_words(qtbot, tmp_path, pseudo_catalog):
    assert install_language("xx", pseudo_catalog) is None
    QAccessible.setActive(True)
    try:
        window = make_window(qtbot, tmp_path)
        window.start_game()
        wait_for_human(qtbot, window)
        panel = window.access.panel
        assert panel.isVisible() and panel.moves.count() > 0
        assert untranslated(panel) == []
        from ..pseudo_locale import leftover
        roles = (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole)
        spoken = [panel.moves.item(i).data(r) for i in range(panel.moves.count()) for r in roles]
        spoken += [panel.seats.item(i).data(r) for i in range(panel.seats.count()) for r in roles]
        spoken += [panel.hand.item(i).data(r) for i in range(panel.hand.count()) for r in roles]
        tree = [panel.table.topLevelItem(i) for i in range(panel.table.topLevelItemCount())]
        spoken += [t.data(0, r) for t in tree for r in roles]
        spoken += [window.view.accessibleDescription()]
        assert len([s for s in spoken if s]) > 10
        assert [s for s in spoken if s and leftover(s)] == []
        assert "⟦" in window.access.act_words.text()
    finally:
        QAccessible.setActive(False)
        install_language("en")


def test_tab_leaves_the_table_for_the_side_panel_and_comes_back(qtbot, tmp_path):
    """The table in words off (no screen reader) and no move offered: Tab
    used to stay on the table for ever (nothing else in the window took
    the focus); now it walks the score table and the play log, and back."""
    window = make_window(qtbot, tmp_path)
    window.start_game()
    wait_for_human(qtbot, window)
    assert not window.access.act_words.isChecked()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    order = []
    for _ in range(3):
        qtbot.keyClick(QApplication_focus(), Qt.Key.Key_Tab)
        order.append(QApplication_focus())
    assert order == [window.side.scores, window.side.log, window.view]
    qtbot.keyClick(QApplication_focus(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication_focus() is window.side.log


def test_the_table_shows_that_it_has_the_focus(qtbot, tmp_path):
    """A frame round the table while it has the focus, and the card cursor
    shown when Tab brings the focus to it (it used to appear only after an
    arrow key)."""
    window = make_window(qtbot, tmp_path)
    window.start_game()
    wait_for_human(qtbot, window)
    view = window.view
    window.side.log.setFocus()
    qtbot.waitUntil(window.side.log.hasFocus)
    edge = view.viewport().rect().height() // 2

    def edge_colour():
        return view.viewport().grab().toImage().pixelColor(1, edge).name()

    unfocused = edge_colour()
    assert not window.input.cursor.isVisible()
    qtbot.keyClick(window.side.log, Qt.Key.Key_Tab)
    assert view.hasFocus()
    assert window.input.cursor.isVisible()
    assert edge_colour() == "#ffffff" != unfocused
    # A click keeps the focus on the table but hides the frame (a mouse
    # player saw it round the felt all game); the next key shows it again.
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.viewport().rect().center())
    assert view.hasFocus() and edge_colour() == unfocused
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert edge_colour() == "#ffffff"
