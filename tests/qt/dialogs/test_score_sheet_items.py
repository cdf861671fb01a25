"""The score sheet shows the African items as the core names them: the
spade quota's row ("5 spades or more", the number a field of its template)
with each side's spades, and tied majorities' shares."""
from __future__ import annotations

import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.core.round_end import finish_round_scores
from casino_desktop.qt.dialogs.score_sheet import RoundDialog, sheet_title
from tests.qt.pseudo_locale import untranslated

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _scored(piles: list[list[int]]):
    """A South African round whose piles are these (the hands played out)."""
    state = new_game(make_rules("south-african-casino"), 2, False, 1)
    state.hands = [[], []]
    state.stock = []
    state.loose = []
    state.captured = piles
    finish_round_scores(state, False)
    return state


def _halves(spades_first: int) -> list[list[int]]:
    """Twenty cards each, ``spades_first`` of the ten spades on the first side."""
    pack = [c for c in range(52) if c >> 2 < 10]
    spades = [c for c in pack if c & 3 == 0]
    others = [c for c in pack if c & 3 != 0]
    first = spades[:spades_first] + others[:20 - spades_first]
    return [first, [c for c in pack if c not in first]]


def _rows(dialog: RoundDialog) -> dict[str, list[str]]:
    table = dialog.breakdown
    return {table.verticalHeaderItem(r).text(): [table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())}


def test_the_spade_quota_row_shows_each_sides_spades(qtbot):
    state = _scored(_halves(5))
    dialog = RoundDialog(state, ["You", "North"])
    qtbot.addWidget(dialog)
    rows = _rows(dialog)
    assert rows["5 spades or more"] == ["1   (5 spades)", "1   (5 spades)"]  # "(5♠)" read as a card
    assert rows["Most cards"] == ["1   (20 cards)", "1   (20 cards)"]  # a tie shares the 2 points
    assert rows["Round total"] == [str(t) for t in state.round_results[-1]["totals"]]
    assert sum(state.round_results[-1]["totals"]) == 11
    lopsided = RoundDialog(_scored(_halves(7)), ["You", "North"])
    qtbot.addWidget(lopsided)
    assert _rows(lopsided)["5 spades or more"] == ["1   (7 spades)", "0   (3 spades)"]


def test_the_spade_quota_row_is_translated(qtbot, pseudo_language):
    dialog = RoundDialog(_scored(_halves(6)), ["Anna", "Ben"])
    qtbot.addWidget(dialog)
    dialog.show()
    assert untranslated(dialog, typed=["Anna", "Ben"]) == []
    labels = [dialog.breakdown.verticalHeaderItem(r).text() for r in range(dialog.breakdown.rowCount())]
    assert any(label.startswith("\u27e65 ") for label in labels), labels  # the number kept in the template


def test_a_dominican_sheet_names_and_counts_sweeps_in_its_players_word(qtbot):
    """In Spanish the Dominican row says Virados and counts virados, as the
    rules do; another game keeps escobas.  (Sweeps worth 2 each here: where
    the points equal the count, the count is not said again.)"""
    from casino_desktop.qt.catalogs import install_language

    def sheet(variant):
        state = new_game(make_rules(variant, {"sweep_points": 2}), 2, False, 1)
        state.hands, state.stock, state.loose = [[], []], [], []
        state.captured = [list(range(0, 30)), list(range(30, 52))]
        state.sweeps = [[0, 4], []]
        finish_round_scores(state, False)
        dialog = RoundDialog(state, ["Tú", "Norte"])
        qtbot.addWidget(dialog)
        return _rows(dialog)

    assert install_language("es") is None
    try:
        assert sheet("dominican-casino")["Virados"][0] == "4   (2 virados)"
        assert sheet("royal-casino")["Escobas"][0] == "4   (2 escobas)"
    finally:
        install_language("en")


def test_the_score_sheet_names_the_game_played(qtbot, tmp_path):
    """The window system ends a title with the program's name (Casino); the
    sheet's own title names the game, so it never reads as another one."""
    from ..table_helpers import make_window
    window = make_window(qtbot, tmp_path, variant="south-african-casino")
    window.start_game()
    window.controller.stop_thinking()
    state = _scored(_halves(5))
    assert state.winner is not None  # 11 points in one round end this match
    window.controller.match_over.emit(state)
    qtbot.waitUntil(lambda: window.round_dialog is not None)
    assert window.round_dialog.windowTitle() == "Match over \u2014 South African Casino"
    state.winner = None  # a round of a longer match
    assert sheet_title(state, "Swazi Casino") == "Round 1 scores \u2014 Swazi Casino"


def test_where_sweeps_cancel_the_sweeps_row_says_so(qtbot):
    """Finnish Kasino: each side made one mökki, and the row read "0 (1
    mökki)" for both with nothing to say why (the sixth stranger's
    play-test, finding 4).  The row's tooltip says what a sweep is and then
    the game's rule that sweeps cancel; a game where they never cancel
    says nothing of it."""
    from casino_desktop.core.units_scoring import SWEEPS_CANCEL_BOOK

    def sweeps_tooltip(variant):
        state = new_game(make_rules(variant, {"sweep_points": 2}), 2, False, 1)
        state.hands, state.stock, state.loose = [[], []], [], []
        state.captured = [list(range(0, 30)), list(range(30, 52))]
        state.sweeps = [[3], [7]]
        finish_round_scores(state, False)
        dialog = RoundDialog(state, ["You", "North"])
        qtbot.addWidget(dialog)
        table = dialog.breakdown
        row = next(r for r, it in enumerate(state.round_results[-1]["items"]) if it["id"] == "sweeps")
        return [table.item(row, c).text() for c in range(2)], table.verticalHeaderItem(row).toolTip()

    cells, tip = sweeps_tooltip("finnish-kasino")
    assert cells == ["0   (1 sweep)", "0   (1 sweep)"]  # both made one; neither scores it
    assert tip.endswith(str(SWEEPS_CANCEL_BOOK["one_each"])) and "\n" in tip, tip
    _cells, tip = sweeps_tooltip("royal-casino")
    assert not any(str(s) in tip for s in SWEEPS_CANCEL_BOOK.values()), tip


def test_sweeps_cancelled_in_the_round_are_said_under_its_table(qtbot):
    """Finnish Kasino: the Swede read "0 (1 tabbe)" and "1 (2 tabbar)" and
    not why; the rule was only in the row's tooltip (the twentieth
    stranger's play-test, finding 4).  A round where sweeps cancelled says
    the game's rule under the round's table; one where only one side swept
    says nothing of it, nor does a game where sweeps never cancel."""
    from PySide6.QtWidgets import QLabel

    from casino_desktop.core.units_scoring import SWEEPS_CANCEL_BOOK

    def line(variant, sweeps):
        state = new_game(make_rules(variant, {"sweep_points": 2}), 2, False, 1)
        state.hands, state.stock, state.loose = [[], []], [], []
        state.captured = [list(range(0, 30)), list(range(30, 52))]
        state.sweeps = sweeps
        finish_round_scores(state, False)
        dialog = RoundDialog(state, ["You", "North"])
        qtbot.addWidget(dialog)
        found = dialog.findChild(QLabel, "cancelledSweepsLine")
        return None if found is None else found.text()

    assert line("finnish-kasino", [[3], [7, 9]]) == str(SWEEPS_CANCEL_BOOK["one_each"])
    assert line("dominican-casino", [[3, 5], [7]]) == str(SWEEPS_CANCEL_BOOK["minimum"])
    assert line("finnish-kasino", [[], [7, 9]]) is None  # nothing cancelled
    assert line("royal-casino", [[3], [7]]) is None  # sweeps never cancel here
