"""The side panel's score table: its rows follow the game being played."""
from __future__ import annotations

import pytest

from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.table.side_panel import SWEEPS_ROW

from ..table_helpers import make_window


@pytest.fixture
def spanish():
    assert install_language("es") is None
    yield
    install_language("en")


def _sweeps_heading(window) -> str:
    return window.side.scores.verticalHeaderItem(SWEEPS_ROW).text().replace("\n", " ")


@pytest.mark.parametrize("variant, word", [("dominican-casino", "Virados"), ("wippen", "Escobas")])
def test_the_sweeps_row_says_the_games_own_word_as_the_score_sheet_does(qtbot, tmp_path, spanish, variant, word):
    """Dominican players say virados: the row takes the score sheet's Dominican
    template, every other game keeps the plain word."""
    window = make_window(qtbot, tmp_path, variant=variant)
    window.start_game()
    qtbot.waitUntil(lambda: _sweeps_heading(window) == word)
    assert not window.side.scores.isRowHidden(SWEEPS_ROW)
