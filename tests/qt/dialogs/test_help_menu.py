"""Help › Rules and Help › How to Play: the page lists every menu command
with the shortcut its action really has."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog

from ..table_helpers import make_window

pytestmark = [pytest.mark.gui,
              # the offscreen platform cannot raise or size windows; a real one does both
              pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def test_how_to_play_lists_the_real_commands_and_keys(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.help.act_how_to_play.trigger()
    guide = window.help.guide_window
    qtbot.waitUntil(guide.isVisible)
    text = guide.text.toPlainText()
    assert guide.windowTitle() == "How to Play"
    hint_keys = window.act_hint.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert hint_keys and f"Game › Hint ({hint_keys})" in text
    assert "View › Animation Speed › Instant" in text
    assert "View › Four-Colour Deck" in text and "Help › How to Play" in text
    assert "Drag a card from your hand" in text and "Several people at one screen" in text
    # Playing over the network has its section: what a Human seat means when hosting.
    assert "Playing over the network" in text and "a seat for someone who joins" in text
    # A changed shortcut shows on the page the next time it opens.
    window.act_hint.setShortcut("Ctrl+H")
    window.help.show_how_to_play()
    assert "Game › Hint (Ctrl+H)" in guide.text.toPlainText()


def test_how_to_play_explains_the_gold_glow_as_the_table_shows_it(qtbot, tmp_path):
    """The stranger's finding 8 of 6 December: the glow on table cards was
    never explained.  How to Play says what it marks, and the table marks
    just that: at the turn's start the table cards a hand card can take,
    once a hand card is picked only those that go with it."""
    from casino_desktop.core import parse_card as C
    from ..table_helpers import click, position, show_position
    window = make_window(qtbot, tmp_path)
    window.help.act_how_to_play.trigger()
    text = window.help.guide_window.text.toPlainText()
    assert "The gold glow. On your turn, the table cards and builds that glow gold are the ones a card in your " \
           "hand can take or build with." in text
    show_position(qtbot, window, position("casino", "3S 5H", "3D 5C KC"))
    glow = {c: window.scene.cards[C(c)].highlight for c in ("3D", "5C", "KC")}
    assert glow == {"3D": "target", "5C": "target", "KC": None}
    click(qtbot, window, C("3S"))
    assert window.scene.cards[C("3D")].highlight == "target" and window.scene.cards[C("5C")].highlight is None


def test_rules_show_the_variant_being_played(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="royal-casino")
    window.help.act_rules.trigger()
    rules = window.help.rules_window
    qtbot.waitUntil(rules.isVisible)
    assert "Royal Casino" in rules.windowTitle() and "Royal Casino" in rules.text.toPlainText()
    assert rules is not window.help.guide_window
    qtbot.keyClick(rules, Qt.Key.Key_Escape)
    assert not rules.isVisible()


def test_a_command_named_with_a_space_before_its_ellipsis_stays_in_italics(qtbot, tmp_path):
    # Norwegian writes "Nytt parti …": the page drops the ellipsis, and the
    # space left before the closing * showed the stars instead of italics.
    from PySide6.QtWidgets import QMenu

    from casino_desktop.qt.dialogs.help_menu import command_lines
    menu = QMenu("&Spill")
    qtbot.addWidget(menu)
    menu.addAction("&Nytt parti …")
    assert command_lines([menu]) == ["- *Spill › Nytt parti*"]


def test_how_to_play_puts_one_space_between_sentences(qtbot):
    """The page shows every space: the two some texts put after a full stop
    (Spanish, Indonesian, Swedish, Finnish and Norwegian kept them) showed as a gap."""
    from casino_desktop.qt.dialogs.help_menu import how_to_play_markdown
    page = how_to_play_markdown([])
    assert "Drag a card from your hand" in page
    gaps = [line for line in page.splitlines() if "  " in line.strip()]
    assert gaps == []


@pytest.mark.parametrize("which", ["act_how_to_play", "act_rules"])
def test_the_quit_key_quits_from_the_help_windows_through_the_main_window(qtbot, tmp_path, which):
    """Ctrl+Q in How to Play or Rules (windows of their own) did nothing:
    it quits the program through the main window's close, which saves the
    game in progress (and asks what the main window's Quit asks)."""
    window = make_window(qtbot, tmp_path)
    window.start_game()
    saves = []
    real = window.autosaver.save_and_stop
    window.autosaver.save_and_stop = lambda: (saves.append(True), real())[1]
    getattr(window.help, which).trigger()
    text_window = window.help.guide_window if which == "act_how_to_play" else window.help.rules_window
    qtbot.waitUntil(text_window.isVisible)
    text_window.activateWindow()
    qtbot.waitUntil(text_window.isActiveWindow, timeout=5000)
    key = window.act_quit.shortcuts()[0][0]
    qtbot.keyClick(text_window.text, key.key(), key.keyboardModifiers())
    qtbot.waitUntil(lambda: not window.isVisible() and not text_window.isVisible(), timeout=5000)
    assert saves == [True]


def _quit_key_in_the_modal_one(qtbot, window, open_it) -> list:
    """``open_it()`` opens a modal dialog or box; the Quit key is pressed in
    it.  Waits until the main window is closed; the saves made and the
    dialogs the key was pressed in."""
    saves, seen = [], []
    real = window.autosaver.save_and_stop
    window.autosaver.save_and_stop = lambda: (saves.append(True), real())[1]
    key = window.act_quit.shortcuts()[0][0]

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # not up yet
            QTimer.singleShot(20, press)
            return
        seen.append(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)
        qtbot.keyClick(dialog, key.key(), key.keyboardModifiers())
        if dialog.isVisible():  # the key did nothing: end the test's wait all the same
            dialog.reject()

    QTimer.singleShot(0, press)
    open_it()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    assert saves == [True] and len(seen) == 1 and not seen[0].isVisible()
    return seen


@pytest.mark.parametrize("opener", ["new_game_dialog", "show_statistics"])
def test_the_quit_key_quits_from_the_new_game_and_statistics_dialogs(qtbot, tmp_path, opener):
    """Ctrl+Q in Game › New Game… or Statistics… did nothing (the fifth
    stranger's play-test of 6 December): the dialog blocks the main window,
    whose Game › Quit has the key.  It quits through that window's close,
    which saves the game, and the dialog goes with it."""
    window = make_window(qtbot, tmp_path)
    window.start_game()
    seen = _quit_key_in_the_modal_one(qtbot, window, getattr(window, opener))
    assert isinstance(seen[0], QDialog)


@pytest.mark.real_question_box
def test_the_quit_key_quits_from_the_give_up_the_match_question(qtbot, tmp_path, monkeypatch):
    """Ctrl+Q at "Deal this match again … and give up the play so far?" did
    nothing (the fifth stranger's play-test of 6 December): it quits through
    the main window's close, which saves, and the match is kept, not given up."""
    window = make_window(qtbot, tmp_path)
    state = window.start_game()
    monkeypatch.setattr(window.matches, "in_progress", lambda: True)
    _quit_key_in_the_modal_one(qtbot, window, window.act_restart.trigger)
    assert window.controller.state is state, "the match was kept, not dealt again"


@pytest.mark.parametrize("which", ["how_to_play", "rules"])
def test_the_help_pages_scroll_with_the_keys_at_once(qtbot, tmp_path, which):
    # Stranger 9, finding 4: Page Down, the arrows, and Tab then Page Down did
    # nothing in How to Play (the Rules scrolled only after a Tab).
    from PySide6.QtTest import QTest
    window = make_window(qtbot, tmp_path)
    getattr(window.help, "act_" + which).trigger()
    page = window.help.guide_window if which == "how_to_play" else window.help.rules_window
    qtbot.waitUntil(page.isVisible)
    page.resize(640, 480)
    assert page.focusWidget() is page.text
    bar = page.text.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    QTest.keyClick(page.focusWidget(), Qt.Key.Key_PageDown)
    assert bar.value() > 0


def test_how_to_play_says_that_tab_reaches_the_score_and_the_log_and_it_does(qtbot, tmp_path):
    """A player who plays by the keys found the side panel's lines only by
    trying Tab: the page named the arrows, Space, Enter, 1-9 and Esc, never
    Tab (stranger 15).  The page says it, and Tab from the table does reach
    the score table and then the play log, and comes back to the table."""
    from casino_desktop.qt.dialogs.help_menu import how_to_play_markdown
    window = make_window(qtbot, tmp_path)
    window.start_game()
    page = how_to_play_markdown([])
    assert "Tab goes from the table on to the score table and the play log" in page
    stops = []
    widget = window.view.nextInFocusChain()
    while widget is not window.view and len(stops) < 500:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(window) and widget.isEnabled():
            stops.append(widget)
        widget = widget.nextInFocusChain()
    assert window.side.scores in stops and window.side.log in stops
    assert stops.index(window.side.scores) < stops.index(window.side.log)
    assert widget is window.view  # and on round to the table again


def test_how_to_play_says_what_the_computer_sees_and_how_a_deal_is_dealt_again(qtbot, tmp_path):
    """A player sure that card programs cheat found a number under the game's
    name and nothing saying what it was, and the computer's fairness only in a
    level's tooltip (stranger 16).  The page says both, names commands that are
    in the menus, and the number it points to is the one Restart deals again."""
    from casino_desktop.qt.dialogs.help_menu import command_lines, how_to_play_markdown
    window = make_window(qtbot, tmp_path, seed=4242)
    window.start_game(seed=4242)
    page = how_to_play_markdown([])
    assert "It never sees your hand or the order of the stock" in page
    assert "shuffled from the number shown under the game's name in the side panel" in page
    # Before the long list of commands, where a reader of the table's part finds it.
    assert page.index("## Fair cards") < page.index("## Commands")
    commands = "\n".join(command_lines([window.menuBar().actions()[i].menu() for i in range(2)]))
    for path in ("Game › Restart", "Game › New Game", "View › Side Panel", "Game › Statistics"):
        assert path in page and f"*{path}*" in commands
    # The button the page names is the one Statistics shows (stats41: a past match's deal number).
    from casino_desktop.qt.dialogs.stats_replay import PLAY_AGAIN
    button = PLAY_AGAIN.replace("&", "").rstrip("\u2026")
    assert f"*{button}*" in page
    assert "4242" in window.side.title.text()
    hands = [list(h) for h in window.controller.state.hands]
    window.restart()
    assert window.controller.state.seed == 4242
    assert [list(h) for h in window.controller.state.hands] == hands
