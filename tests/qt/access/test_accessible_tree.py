"""A screen reader finds the table: walking the accessibility tree of the
window mid-round, every card of your hand, every table card and build and
every seat's pile has a name in words; the legal moves are a list Enter
plays."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from casino_desktop.core import parse_card
from casino_desktop.core.state import Build
from casino_desktop.qt.access.words import card_name
from ..table_helpers import make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


@pytest.fixture
def reader():
    """An assistive technology is listening (the table in words opens by itself)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def accessible_names(widget) -> list[tuple[str, str, str]]:
    """(role, name, description) of every object of ``widget``'s
    accessibility tree, as a screen reader walks it."""
    out = []

    def walk(iface, depth: int) -> None:
        out.append((iface.role().name, iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)))
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None and depth < 30:
                walk(child, depth + 1)

    walk(QAccessible.queryAccessibleInterface(widget), 0)
    return out


def mid_round(qtbot, tmp_path):
    """You hold 8♠ 4♥ 2♣; the table holds 8♦ 5♣ and North's build of 9
    (6♥ + 3♦); each side has taken cards, North a sweep."""
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H 2C", "8D 5C")
    state.builds = [Build((C("6H"), C("3D")), 9, False, 1)]
    state.captured = [[C("KS"), C("KH")], [C("QS"), C("QH"), C("JS")]]
    state.sweeps = [[], [C("JS")]]
    state.stock = [c for c in state.stock if c not in (C("6H"), C("3D"), C("KS"), C("KH"), C("QS"), C("QH"), C("JS"))]
    show_position(qtbot, window, state)
    return window, state


def test_every_card_build_and_pile_of_the_table_has_a_name(qtbot, tmp_path, reader):
    window, state = mid_round(qtbot, tmp_path)
    assert window.access.panel.isVisible()
    found = accessible_names(window)
    names = [n for _, n, _ in found]
    for c in state.hands[0]:
        assert f"{card_name(c)}, in your hand" in names
    for c in state.loose:
        assert f"{card_name(c)}, on the table" in names
    assert "Six of hearts, in the build of 9" in names and "Three of diamonds, in the build of 9" in names
    build = [(n, d) for _, n, d in found if n.startswith("Build of 9")]
    assert build == [("Build of 9, North's, 2 cards", "Single build: Six of hearts, Three of diamonds.")]
    seats = {n.split(":")[0]: (n, d) for role, n, d in found if role == "ListItem" and "cards taken" in n}
    assert seats["You"] == ("You: 3 cards in hand, 2 cards taken", "To play. 1 spade taken.")
    assert seats["North"] == ("North: 4 cards in hand, 3 cards taken", "Deals this round. 2 spades taken. 1 sweep.")
    # The view itself says the table in one breath.
    view = next(d for _, n, d in found if n == "Card table")
    assert view.startswith("Table: build 9 (Six of hearts + Three of diamonds), Eight of diamonds, Five of clubs.")
    assert "You hold: Eight of spades, Four of hearts, Two of clubs." in view


def test_the_words_follow_the_table_after_a_move(qtbot, tmp_path, reader):
    window, state = mid_round(qtbot, tmp_path)
    ply = window.controller.state.ply
    window.play_move(next(m for m in window.access.panel._moves if m.card == C("8S") and m.loose == (C("8D"),)))
    qtbot.waitUntil(lambda: window.controller.state.ply >= ply + 2 and window.input.enabled, timeout=10000)
    names = [n for _, n, _ in accessible_names(window)]
    assert "Eight of diamonds, on the table" not in names
    assert "Eight of spades, in your hand" not in names


def test_enter_on_the_legal_move_list_plays_the_move(qtbot, tmp_path, reader):
    window, state = mid_round(qtbot, tmp_path)
    panel = window.access.panel
    moves = [panel.moves.item(i) for i in range(panel.moves.count())]
    words = [m.data(Qt.ItemDataRole.AccessibleTextRole) for m in moves]
    assert "take Eight of diamonds with Eight of spades" in words
    assert moves[words.index("take Eight of diamonds with Eight of spades")].text() == "take 8♦ with 8♠"
    # Tab from the table reaches the list; the arrows choose, Enter plays.
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert panel.moves.hasFocus()
    panel.moves.setCurrentRow(0)
    target = words.index("take Eight of diamonds with Eight of spades")
    for _ in range(target):
        qtbot.keyClick(panel.moves, Qt.Key.Key_Down)
    assert panel.moves.currentRow() == target
    ply = window.controller.state.ply
    qtbot.keyClick(panel.moves, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.ply > ply, timeout=10000)
    assert {C("8D"), C("8S")} <= set(window.controller.state.captured[0])


def test_a_refusal_of_the_table_is_read_in_the_panel(qtbot, tmp_path, reader):
    window, state = mid_round(qtbot, tmp_path)
    # Click 2♣, then 8♦, then Enter: the table refuses with the engine's sentence.
    window.input.hand_card = C("2C")
    window.input.sel_loose = [C("8D")]
    window.input.play_selection()
    said = window.access.panel.said.text()
    assert said and said == window.action_bar.prompt.text()


def test_a_screen_reader_that_starts_late_opens_the_table_in_words_once(qtbot, tmp_path):
    """Qt hears of a running screen reader from the accessibility bus after
    the window is made; the player's own choice, once made, is kept."""
    window = make_window(qtbot, tmp_path)
    access = window.access
    assert not access.panel.isVisible()
    QAccessible.setActive(True)
    try:
        access._reader_check()  # what the timer calls once the window is up
    finally:
        QAccessible.setActive(False)
    assert access.panel.isVisible() and access.act_words.isChecked()
    access.panel.close()  # the dock's own close button
    assert not access.act_words.isChecked()
    again = make_window(qtbot, tmp_path)
    assert not again.access.panel.isVisible()


def test_quitting_keeps_the_table_in_words_open_for_next_time(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.access.act_words.setChecked(True)
    window.close()
    assert make_window(qtbot, tmp_path).access.panel.isVisible()


def test_at_1024_px_the_table_in_words_shares_the_side_column(qtbot, tmp_path):
    # A column of its own left the table half the window.
    window = make_window(qtbot, tmp_path, size=(1024, 740))
    table_width = window.view.width()
    access = window.access
    access.act_words.setChecked(True)
    panel = access.panel
    qtbot.waitUntil(lambda: panel.hand.isVisible() and panel.table.isVisible())
    assert access.shared() and not panel.isVisible()
    assert window.view.width() >= table_width - 20  # the side column may widen a little for the lists
    assert panel.hand.mapTo(window, panel.hand.rect().topLeft()).x() >= window.side.x()
    assert access.act_words.isChecked()  # the dock hidden by the move is not the player closing it
    # A wide window gives the lists their own column again; off hides them.
    window.resize(1600, 900)
    qtbot.waitUntil(panel.isVisible)
    assert not access.shared() and panel.hand.isVisible()
    window.resize(1024, 740)
    qtbot.waitUntil(access.shared)
    access.act_words.setChecked(False)
    assert not panel.hand.isVisible() and not access.shared()
