"""The table speaks the player's language: in the pseudo-language every
translated string is bracketed, so any letter left outside the brackets on
the table's widgets (status line, action bar, chooser, side panel with the
play log, pass-and-play curtain) or on its scene (captions, tooltips) was
shown without translation.  The menus and the window title are the main
window's (``tests/qt/test_pseudo_locale.py``)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import legal_moves, parse_card
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from tests.qt import layout_check
from tests.qt.pseudo_locale import untranslated
from ..table_helpers import card_centre, click, drag, make_window, open_window, position, show_position, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def table_words(window) -> list[tuple[str, str]]:
    """(where, what is left) for every untranslated string the table shows
    (the view's walk reads the scene's painted captions too)."""
    found = []
    for part in (window.statusBar(), window.action_bar, window.side, window.view):
        found += untranslated(part)
    return found


def layout_problems(window) -> list[str]:
    """What is cut, overlapped or too wide on the status line, the action bar,
    the side panel and the table (the chooser and the curtain lie over the
    table by design)."""
    out: list[str] = []
    for part in (window.statusBar(), window.action_bar, window.side, window.view):
        layout_check._walk(part, out)
    return [p for p in out if not ("overlap in TableView" in p and ("moveChooser" in p or "passCurtain" in p))]


def _play_until_human(qtbot, window, moves: int) -> None:
    for _ in range(moves):
        ply = window.controller.state.ply
        window.play_move(legal_moves(window.controller.state)[0])
        # The computer answers, and the player's turn comes again.
        qtbot.waitUntil(lambda: window.controller.state.ply >= ply + 2 and window.input.enabled, timeout=10000)


def test_the_table_mid_round_says_only_translated_words(qtbot, tmp_path, pseudo_language):
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    window.act_still_out.setChecked(True)
    window.start_game()
    wait_for_human(qtbot, window)
    _play_until_human(qtbot, window, 2)
    assert len(window.side.log.log_lines()) >= 4  # the deal's heading and moves of both seats
    assert window.side.still_out.isVisible()
    assert table_words(window) == []
    # The log's lines are the core's sentences said in the language, not the English.
    assert all(line.startswith("\u27e6") for line in window.side.log.log_lines())
    # 40 % longer words still fit a 1024x768 screen.
    assert layout_problems(window) == []


def test_the_chooser_a_build_and_a_refusal_in_the_language(qtbot, tmp_path, pseudo_language):
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    show_position(qtbot, window, position("casino", "3S 3H 6C 5S", "AC 2D KD"))
    drag(qtbot, window, C("3S"), card_centre(window, C("AC")))
    qtbot.waitUntil(window.chooser.isVisible)
    assert len(window.chooser.buttons()) == 3
    assert table_words(window) == []
    assert window.chooser.cancel_button.text().startswith("\u27e6")
    assert layout_problems(window) == []

    # A refusal of the engine, shown where it was refused.
    window.chooser.cancel()
    drag(qtbot, window, C("5S"), card_centre(window, C("KD")))
    qtbot.waitUntil(lambda: window.action_bar.prompt.text().startswith("\u27e6"))
    assert table_words(window) == []

    # The click path's prompt and its buttons, then a build on the table.
    click(qtbot, window, C("3S"))
    qtbot.waitUntil(lambda: window.action_bar.buttons() != [])
    assert table_words(window) == []
    build = next(m for m in window.action_bar.moves() if m.value == 6)
    window.play_move(build)
    qtbot.waitUntil(lambda: window.controller.state.ply >= 1)
    wait_for_human(qtbot, window)
    assert window.controller.state.builds or window.controller.state.ply >= 2
    assert table_words(window) == []


def test_the_pass_and_play_curtain_in_the_language(qtbot, tmp_path, pseudo_language):
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(HUMAN)], 7, True)
    window = open_window(qtbot, tmp_path, setup, size=(1024, 768))
    window.start_game()
    qtbot.waitUntil(lambda: window.hands.curtain.isVisible(), timeout=15000)
    assert table_words(window) == []
    qtbot.mouseClick(window.hands.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=5000)
    window.play_move(legal_moves(window.controller.state)[0])
    qtbot.waitUntil(lambda: window.hands.curtain.isVisible(), timeout=15000)
    # Now with who has played, and the take-back offered behind the curtain.
    assert "\u27e6" in window.hands.curtain.text.text()
    assert table_words(window) == []
    assert layout_problems(window) == []
