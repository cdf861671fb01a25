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


def test_the_game_line_names_the_house_rules_that_are_on(qtbot, tmp_path):
    # A rule ticked once carried into every later game, unseen at the table.
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from ..table_helpers import open_window
    seats = [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")]
    window = open_window(qtbot, tmp_path, GameSetup("casino", {"no_builds_first_deal": True, "target": 11}, 2,
                                                    False, seats, 1))
    window.start_game()
    qtbot.waitUntil(lambda: "House rule" in window.side.title.text())
    text = window.side.title.text()
    assert "House rule: No building until the second deal" in text
    assert "Target" not in text and "game to 11" in text  # the goal says the target once

    plain = make_window(qtbot, tmp_path / "plain")
    plain.start_game()
    qtbot.waitUntil(lambda: "Deal" in plain.side.title.text())
    assert "House rule" not in plain.side.title.text()


def test_a_network_tables_window_shows_no_deal_number(qtbot, tmp_path):
    # Only the host knows the deal's number, and it would give every card away.
    from casino_desktop.qt.net.window import NetWindow
    window = make_window(qtbot, tmp_path)
    window.start_game()
    qtbot.waitUntil(lambda: "Deal" in window.side.title.text())
    assert NetWindow.deal_number_shown is False
    window.deal_number_shown = False
    window.start_game()
    qtbot.waitUntil(lambda: "Deal" not in window.side.title.text())
    assert "Casino" in window.side.title.text()
