"""The side panel's score table: its rows follow the game being played."""
from __future__ import annotations

import pytest

from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.table.side_panel import SWEEPS_ROW

from ..table_helpers import make_window, open_window


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


def test_the_game_lines_tooltip_gives_each_house_rule_its_value(qtbot, tmp_path):
    """A learner's play-test (2026-12-06): the line said "House rules: Court
    cards, Highest build", and its tooltip only the preset's "court cards
    take only their own rank": not what the player had chosen."""
    seats = [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")]
    window = open_window(qtbot, tmp_path, GameSetup("casino", {"face_values": "numeric", "build_max": 10}, 2,
                                                    False, seats, 1))
    window.start_game()
    qtbot.waitUntil(lambda: "House rules" in window.side.title.text())
    tip = window.side.title.toolTip()
    assert "<b>Court cards</b>: J 11, Q 12, K 13, in sums and builds<br><b>Highest build</b>: 10" in tip
    assert "classic" in tip  # the variant's description stays first


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


def test_the_panel_grows_with_a_wide_window_and_keeps_its_width_in_a_narrow_one(qtbot, tmp_path):
    """At 1920x1080 the panel stayed about 260 px wide in small text beside
    a wide band of empty felt; a 1024 px window's table keeps its room."""
    window = make_window(qtbot, tmp_path, size=(1016, 732))
    window.start_game()
    qtbot.waitUntil(window.side.isVisible)
    narrow_width, narrow_points = window.side.width(), window.side.scores.font().pointSizeF()
    assert narrow_width <= 340
    window.resize(1912, 1044)
    qtbot.waitUntil(lambda: window.side.width() >= 400)
    assert window.side.width() <= 480
    assert window.side.scores.font().pointSizeF() >= 1.2 * narrow_points  # the text grows with it
    assert window.side.log.font().pointSizeF() >= 1.2 * narrow_points
    # The score table's rows are measured again: every row's text whole.
    rows = sum(window.side.scores.rowHeight(r) for r in range(window.side.scores.rowCount())
               if not window.side.scores.isRowHidden(r))
    assert window.side.scores.height() >= rows + window.side.scores.horizontalHeader().height()
    window.resize(1016, 732)
    qtbot.waitUntil(lambda: window.side.width() == narrow_width)
    assert window.side.scores.font().pointSizeF() == narrow_points


def test_the_play_log_keeps_its_newest_line_in_view_as_lines_wrap(qtbot, tmp_path):
    # The view stopped two lines short of the newest: lines that wrap grow the
    # list after it had scrolled to the end it had before they were laid out.
    window = make_window(qtbot, tmp_path)
    window.start_game()
    log = window.side.log
    bar = log.verticalScrollBar()
    long_line = "North takes A♠ + A♣ + 3♥ + 4♥ + 5♦ + 6♣ + 7♠ + 8♣ with 10♦, and sweeps the table"
    for i in range(40):
        window.side.log.add_lines([f"{long_line} ({i})", "You trail 2♣"])
        qtbot.wait(1)
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == bar.maximum()
    # Something above the log grows (the cards still out wrap onto more
    # lines): the log is shorter, and its end must stay in view.
    top = bar.maximum()
    window.side.still_out.setVisible(True)
    window.side.still_out.setText("<br>".join(["A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"] * 6))
    qtbot.waitUntil(lambda: bar.maximum() > top)
    qtbot.wait(20)
    assert bar.value() == bar.maximum()
    last = log.item(log.count() - 1)
    assert log.visualItemRect(last).bottom() <= log.viewport().height()
    # A player who scrolled up to read is not pulled down by a re-wrap …
    bar.setValue(0)
    window.resize(window.width() + 100, window.height())
    qtbot.wait(50)
    assert bar.value() == 0
    # … but the next play brings the log back to its newest line.
    window.side.log.add_lines(["North trails 9♥"])
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_a_penalty_game_says_so_under_its_score_and_no_other_game_does(qtbot):
    """Krypkasino's match score read 0-0 through its first round, and nothing
    on the table said it was a game of penalty points (the eighth stranger's
    play-test of 6 December): the panel says so for every game whose rules
    make points penalties (the core's ``misere``), and for no other."""
    from casino_desktop.core import PRESETS
    from casino_desktop.qt.table.side_panel import SidePanel
    panel = SidePanel()
    qtbot.addWidget(panel)
    assert any(v.rules.misere for v in PRESETS)  # the question is asked of at least one game
    for v in PRESETS:
        panel.name_sides(["You", "North"], v.rules)
        assert panel.penalty_note.isVisibleTo(panel) == v.rules.misere, v.id
        if v.rules.misere:
            assert "penalty" in panel.penalty_note.text() and "when the round ends" in panel.penalty_note.text()


def test_a_house_rule_switched_off_is_not_named_as_if_it_were_on():
    """The eighteenth stranger's play-test (2026-12-07): a family forbade
    raising one's own build, and the table said "House rules: Highest build,
    Raise your own build, …", which reads as the rule they had switched off."""
    from casino_desktop.core import make_rules
    from casino_desktop.qt.table.side_panel import house_rules_line
    rules = make_rules("casino", {"build_max": 10, "raise_own_build": False, "sweep_points": 1, "target": 11})
    assert house_rules_line(rules, "casino") == ("House rules: Highest build: 10, Raise your own build: no "
                                                 "and Each sweep: 1")
    switched_on = make_rules("casino", {"no_builds_first_deal": True})
    assert house_rules_line(switched_on, "casino") == "House rule: No building until the second deal"


def test_the_mulle_games_count_each_sides_mulles_and_no_other_game_shows_the_row(qtbot):
    """In Mulle the table counted the sweeps ("Tabbar 2 2") but not the
    mulles, worth 5 points each, that the pile beside it named ("2 tabbar ·
    2 mullar": the 23rd stranger's play-test of 7 December)."""
    from casino_desktop.core import MULLE_OFF, PRESETS, make_rules, new_game
    from casino_desktop.qt.table.side_panel import SidePanel
    panel = SidePanel()
    qtbot.addWidget(panel)
    assert {v.id for v in PRESETS if v.rules.mulle != MULLE_OFF} >= {"mulle", "mulle-kortspel"}
    headings = [panel.scores.verticalHeaderItem(r).text().replace("\n", " ") for r in range(panel.scores.rowCount())]
    assert "Mulles" in headings, headings
    row = headings.index("Mulles")
    for v in PRESETS:
        panel.name_sides(["You", "North"], v.rules)
        assert panel.scores.isRowHidden(row) == (v.rules.mulle == MULLE_OFF), v.id
    state = new_game(make_rules("mulle"), 2, False, 5)
    state.mulles[0] = [17, 17 + 52]
    panel.name_sides(["You", "North"], state.rules)
    panel.update_counts(state)
    assert panel.scores.verticalHeaderItem(row).text() == "Mulles"
    assert [panel.scores.item(row, side).text() for side in (0, 1)] == ["2", "0"]
    # Every row shown is whole: the table is as tall as its rows.
    rows = sum(panel.scores.verticalHeader().sectionSizeHint(r) for r in range(panel.scores.rowCount())
               if not panel.scores.isRowHidden(r))
    assert panel.scores.height() >= rows
