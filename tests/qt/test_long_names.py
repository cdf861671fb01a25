"""Long names (play-test 2026-12-06, finding 6): "Bestemor Ingrid Kristiansen"
was cut at 16 characters mid-word as it was typed, with no word of the
limit.  A name now takes 32, the field says so when a letter is refused,
and where room is short (the felt's plates, the side panel's columns) a
long name is cut after a whole word with "…"; the log keeps it whole."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from casino_desktop.core import legal_moves
from casino_desktop.core.sentences import partners
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, NAME_LENGTH, GameSetup, SeatSetup
from casino_desktop.qt.table.plan import short_name

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
GRANNY = "Bestemor Ingrid Kristiansen"
KARI = "Kari Bjørnstad-Ødegaard Kristiansen"


def test_a_long_name_is_cut_after_a_whole_word():
    assert short_name(GRANNY) == "Bestemor Ingrid\u2026"
    assert short_name(KARI) == "Kari Bjørnstad\u2026"
    assert short_name("Anna") == "Anna" and short_name("Kari Bjørnstad-Ø") == "Kari Bjørnstad-Ø"
    assert short_name("Abcdefghijklmnopqrstu") == "Abcdefghijklmno\u2026"  # one long word: cut in it
    side = short_name(partners(GRANNY, "North"))
    assert side == "Bestemor Ingrid\u2026 & North" and side.template == partners("a", "b").template


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
def test_the_name_field_takes_a_long_name_and_says_its_limit(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    field = dialog.seat_name[0]
    qtbot.keyClicks(field, GRANNY)
    assert field.text() == GRANNY and NAME_LENGTH >= len(GRANNY)
    assert dialog.seats_box.limit_said == ""
    assert str(NAME_LENGTH) in field.toolTip()
    qtbot.keyClicks(field, " og Bestefar Olav")  # past the limit
    assert len(field.text()) == NAME_LENGTH
    assert dialog.seats_box.limit_said == f"A name can have up to {NAME_LENGTH} characters."


def test_the_felt_and_the_panel_cut_a_long_name_and_the_log_keeps_it(qtbot, tmp_path):
    from casino_desktop.qt.main_window import MainWindow  # as test_seat_names: the window's test, not the module's
    setup = GameSetup("casino", {}, 4, True, [SeatSetup(HUMAN, name=GRANNY)] + [SeatSetup(COMPUTER, "random")] * 3, 3)
    window = MainWindow(setup, settings=QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    window.set_speed_quietly("instant")
    qtbot.addWidget(window)
    window.resize(1024, 768)
    window.show()
    window.start_game()
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    assert window.scene.captions["seat0"].text().startswith("Bestemor Ingrid\u2026\n")
    header = window.side.scores.horizontalHeaderItem(0).text()
    assert "Bestemor Ingrid\u2026" in header and GRANNY not in header
    lines = []
    window.controller.move_played.connect(lambda _p, _s, _m, _st, log: lines.extend(log))
    window.play_move(legal_moves(window.controller.state)[0])
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    assert lines[0].startswith(GRANNY + " ")


def test_the_curtain_says_a_long_name_whole(qtbot):
    from PySide6.QtWidgets import QWidget  # as test_pass_and_play: a bare widget under the curtain
    from casino_desktop.qt.table.pass_and_play import Curtain
    over = QWidget()
    qtbot.addWidget(over)
    over.resize(800, 600)
    over.show()
    qtbot.waitExposed(over)
    curtain = Curtain(over)
    curtain.show_for(KARI, None)
    qtbot.waitUntil(lambda: curtain.title.height() > 0)
    title = curtain.title
    assert title.fontMetrics().horizontalAdvance(title.text()) > title.width()  # it needs two lines
    assert title.wordWrap() and title.height() >= title.heightForWidth(title.width())


def test_the_score_sheet_heads_its_columns_with_cut_names(qtbot, tmp_path):
    from casino_desktop.qt.dialogs.score_sheet import RoundDialog  # as test_roomy_dialogs: a sheet of a round played
    from tests.qt.table_helpers import play_to_the_score_sheet
    from tests.qt.table_helpers import open_window
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN, name=KARI), SeatSetup(COMPUTER, "random")], 3)
    window = open_window(qtbot, tmp_path, setup, size=(1024, 768))
    window.start_game()
    sheet = play_to_the_score_sheet(qtbot, window)
    assert isinstance(sheet, RoundDialog)
    assert sheet.sheet.horizontalHeaderItem(0).text() == "Kari Bjørnstad\u2026"
    assert sheet.width() <= 1024
