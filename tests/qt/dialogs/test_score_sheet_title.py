"""The score sheet's title names the game played, and is read whole: a
narrow sheet's long title (Finnish, "Kierroksen 1 pisteet — Royal Casino
(dominikaaninen) — Casino") was cut in the middle by the window manager.
The sheet says it in a heading of its own, wrapped where the screen is
narrow, and is wide enough for its title bar where the screen allows."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from casino_desktop.core import make_rules, new_game, preset
from casino_desktop.core.round_end import finish_round_scores
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.dialogs.score_sheet import RoundDialog, sheet_title
from casino_desktop.qt.screen_fit import available_rect, shown_title, title_bar_width

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _round(variant: str = "dominican-casino", over: bool = False):
    """A two-player round of ``variant`` played out, scored."""
    # A match to 5 is over after a round of 6 points to 2.
    state = new_game(make_rules(variant, {"target": 5} if over else {}), 2, False, 1)
    state.hands, state.stock, state.loose = [[], []], [], []
    state.captured = [list(range(0, 52, 2)), list(range(1, 52, 2))]
    finish_round_scores(state, False)
    return state


def _sheet(qtbot, state, variant: str = "dominican-casino") -> RoundDialog:
    dialog = RoundDialog(state, ["You", "North"], None, preset(variant).name)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _heading(dialog: RoundDialog) -> QLabel:
    heading = dialog.findChild(QLabel, "sheetHeading")
    assert heading is not None, "the sheet has no heading of its own"
    return heading


@pytest.mark.parametrize("language", ["en", "fi"])
def test_a_long_title_is_in_the_sheet_and_fits_its_title_bar(qtbot, language):
    install_language(language)
    try:
        state = _round()
        dialog = _sheet(qtbot, state)
        heading = _heading(dialog)
        title = sheet_title(state, preset("dominican-casino").name)
        assert heading.isVisible() and heading.wordWrap() and title in heading.text()
        assert shown_title(dialog).startswith(title)
        assert title_bar_width(dialog) < available_rect(dialog).width()  # room on this screen: it fits
        assert dialog.width() >= title_bar_width(dialog)
    finally:
        install_language("en")


def test_the_heading_says_the_round_once_and_the_winner_stays(qtbot):
    """The round's number is in the heading (no second "Round 1" under
    it); at the match's end the winner's line is still there."""
    dialog = _sheet(qtbot, _round())
    assert _heading(dialog).text() == "<h3>Round 1 scores \u2014 Royal Casino (Dominican)</h3>"
    assert not dialog.headline.isVisible()
    over = _round(over=True)
    assert over.winner is not None
    ended = _sheet(qtbot, over)
    assert "Match over \u2014 Royal Casino (Dominican)" in _heading(ended).text()
    assert ended.headline.isVisible() and "win" in ended.headline.text()


def test_on_a_narrow_screen_the_heading_wraps_and_the_sheet_stays_on_it(qtbot):
    dialog = _sheet(qtbot, _round())
    room = available_rect(dialog)
    dialog.setMaximumWidth(300)  # as on a screen far narrower than the title
    dialog.resize(300, dialog.height())
    qtbot.waitUntil(lambda: dialog.width() == 300)
    heading = _heading(dialog)
    assert heading.width() <= 300 and heading.heightForWidth(heading.width()) > heading.fontMetrics().lineSpacing() * 2
    assert dialog.frameGeometry().right() <= room.right() + 1


@pytest.mark.parametrize("over", [False, True])
def test_the_rounds_table_is_headed_by_its_number(qtbot, over):
    """The match-over sheet headed the last round's items "This round" under
    a title that names no round (the sixth stranger's play-test, finding 3):
    it says which round, as the match sheet's rows do."""
    state = _round(over=over)
    state.round_results.insert(0, dict(state.round_results[-1]))  # a round before it: this is round 2
    dialog = _sheet(qtbot, state)
    label = dialog.findChild(QLabel, "roundItemsHeading")
    assert label is not None and label.isVisible()
    assert label.text() == "<b>Round 2</b>"
    assert (state.winner is not None) == over
