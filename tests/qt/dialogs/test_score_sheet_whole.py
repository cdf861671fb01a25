"""The score sheet opens whole where the screen has room: no scroll bar and
no row cut off.  A network guest's "Match over" sheet (the winner's line
"Bo wins the match with 24 points (You 20)." wrapped over two lines at the
sheet's width) opened with a scroll bar and its Match row cut on a
1024x768 screen: the sheet asked for the height its lines take unwrapped."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea

from casino_desktop.core import make_rules, new_game, preset
from casino_desktop.core.round_end import finish_round_scores
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.dialogs.score_sheet import RoundDialog
from casino_desktop.qt.screen_fit import available_rect

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _match_over(rounds: int):
    """A two-player Casino match to 5 ended after ``rounds`` rounds (each of 6 points to 2 and the last 6 to 5 won)."""
    state = new_game(make_rules("casino", {"target": 5 + 4 * (rounds - 1)}), 2, False, 1)
    for _ in range(rounds):
        state.hands, state.stock, state.loose = [[], []], [], []
        state.captured = [list(range(0, 52, 2)), list(range(1, 52, 2))]
        finish_round_scores(state, False)
        if state.winner is None:
            state.round_index += 1
    return state


@pytest.mark.parametrize("language", ["en", "id"])
@pytest.mark.parametrize("names", [("You", "Bo"), ("Bo", "Anna Maria")])
def test_a_finished_matchs_sheet_shows_every_row_without_a_scroll_bar(qtbot, language, names):
    install_language(language)
    try:
        state = _match_over(3)
        assert state.winner is not None
        dialog = RoundDialog(state, list(names), None, preset("casino").name)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.wait(50)
        area = dialog.findChild(QScrollArea, "roundContentScroll")
        content = area.widget()
        assert dialog.height() < available_rect(dialog).height() - 100, "the screen has room for it"
        assert content.height() <= area.viewport().height(), "a row is cut off"
        assert not area.verticalScrollBar().isVisible()
    finally:
        install_language("en")
