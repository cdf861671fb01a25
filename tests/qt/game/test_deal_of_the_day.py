"""Game › Deal of the Day: one deal number per calendar day, the same for
everyone, so friends can play today's cards and compare."""
from __future__ import annotations

from datetime import date

import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.qt.game.controller import deal_of_the_day
from ..table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_the_deal_number_is_the_date():
    assert deal_of_the_day(date(2026, 11, 30)) == 20261130
    assert deal_of_the_day(date(2027, 1, 2)) == 20270102


def test_the_menu_deals_todays_cards_and_says_so(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, seed=None)
    window.today = lambda: date(2026, 11, 30)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.seed == 20261130)
    state = window.controller.state
    same = new_game(make_rules("casino"), 2, False, 20261130)
    assert state.stock == same.stock  # the same shuffle (no new deal before the player moves)
    assert any("Deal of the day, 30 November 2026" in line for line in window.side.log.log_lines())
    assert "Deal 20261130" in window.side.title.text()
    # Another day, another deal (if the computer has moved meanwhile, the player agrees to give the match up).
    from casino_desktop.qt.dialogs import match_guard
    monkeypatch.setattr(match_guard, "ask", lambda *_a: True)
    window.today = lambda: date(2026, 12, 1)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state.seed == 20261201)


def _daily_lines(window) -> list[str]:
    return [line for line in window.side.log.log_lines() if "Deal of the day" in line or "⟦Déål" in line]


def test_restart_keeps_the_line_saying_it_is_the_deal_of_the_day(qtbot, tmp_path, monkeypatch):
    """The line went with the first log: after Game › Restart the player could
    not tell the cards were still today's."""
    from casino_desktop.qt.dialogs import match_guard
    monkeypatch.setattr(match_guard, "ask", lambda *_a: True)
    window = make_window(qtbot, tmp_path, seed=None)
    window.today = lambda: date(2026, 11, 30)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.seed == 20261130)
    assert len(_daily_lines(window)) == 1
    window.act_restart.trigger()
    qtbot.waitUntil(lambda: len(window.side.log.log_lines()) > 0)
    assert window.controller.state.seed == 20261130
    log = window.side.log.log_lines()
    assert len(_daily_lines(window)) == 1 and log[0] == _daily_lines(window)[0]
    window.start_game(seed=5)  # another deal: not the deal of the day
    assert _daily_lines(window) == []


def test_a_language_change_keeps_the_deal_of_the_day_line_at_the_top(qtbot, tmp_path, request, pseudo_as_a_language):
    from PySide6.QtCore import QSettings
    from shiboken6 import isValid
    from casino_desktop.core import PHASE_ROUND_OVER, legal_moves
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.language_switch import change_language
    from casino_desktop.qt.main_window import MainWindow
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")]),
                        settings=settings)
    request.addfinalizer(lambda: isValid(window) and window.close())
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.show()
    window.today = lambda: date(2026, 11, 30)
    window.play_deal_of_the_day()
    c = window.controller
    while c.state.phase != PHASE_ROUND_OVER:  # the first round played, the second begun: the log has two
        qtbot.waitUntil(lambda: window.input.enabled or c.state.phase == PHASE_ROUND_OVER, timeout=15000)
        if c.state.phase != PHASE_ROUND_OVER:
            window.play_move(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: window.round_dialog is not None)
    c.next_round()
    qtbot.waitUntil(lambda: window.input.enabled, timeout=15000)
    new = change_language(window, "xx")
    request.addfinalizer(lambda: isValid(new) and new.close())
    daily = _daily_lines(new)
    assert len(daily) == 1 and daily[0].startswith("⟦") and new.side.log.log_lines()[0] == daily[0]


# The eleventh stranger's play-test (7 December): after a quit and a start the
# line was gone; Deal of the Day during today's deal offered to give it up for
# itself; nothing said that today's deal had been finished already.

def test_todays_deal_brought_back_after_a_quit_is_headed_by_its_line(qtbot, tmp_path):
    """The window that chose it is gone (``daily`` is None): the deal number says it."""
    window = make_window(qtbot, tmp_path)
    window.today = lambda: date(2026, 11, 30)
    assert window.daily is None
    window.controller.resume(window.setup, new_game(make_rules("casino"), 2, False, 20261130))
    qtbot.waitUntil(lambda: window.controller.state.seed == 20261130)
    assert len(_daily_lines(window)) == 1 and window.side.log.log_lines()[0] == _daily_lines(window)[0]
    window.controller.resume(window.setup, new_game(make_rules("casino"), 2, False, 20261129))  # yesterday's
    assert _daily_lines(window) == []


def test_deal_of_the_day_during_todays_deal_says_so_and_gives_nothing_up(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.dialogs import match_guard
    from casino_desktop.qt.daily_deal import ON_THE_TABLE
    from casino_desktop.qt.translate import say
    asked: list[tuple] = []
    monkeypatch.setattr(match_guard, "ask", lambda *a: asked.append(a) or True)
    window = make_window(qtbot, tmp_path, seed=None)
    window.today = lambda: date(2026, 11, 30)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.seed == 20261130)
    started: list[object] = []
    window.controller.game_started.connect(started.append)
    window.act_daily.trigger()
    assert started == [] and asked == []
    assert say(ON_THE_TABLE) in window.side.log.log_lines()
    assert window.statusBar().currentMessage() == say(ON_THE_TABLE)


def test_todays_deal_finished_is_said_when_it_is_dealt_again(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.dialogs import match_guard
    from casino_desktop.qt.daily_deal import FINISHED
    from casino_desktop.qt.translate import say
    monkeypatch.setattr(match_guard, "ask", lambda *_a: True)
    window = make_window(qtbot, tmp_path, seed=None)
    window.today = lambda: date(2026, 11, 30)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.seed == 20261130)
    assert say(FINISHED) not in window.side.log.log_lines()
    window.controller.match_over.disconnect(window.rounds.over)  # no end sheet for a match that did not end
    window.controller.match_over.emit(window.controller.state)  # the match on today's deal ends
    window.start_game(seed=5)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state.seed == 20261130)
    assert window.side.log.log_lines()[1] == say(FINISHED)
    # Another table of the same game deals other cards: not finished there.
    window.setup.players = 3
    window.start_game(seed=5)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state.seed == 20261130)
    assert say(FINISHED) not in window.side.log.log_lines()
    # Tomorrow, tomorrow's deal.
    window.setup.players = 2
    window.today = lambda: date(2026, 12, 1)
    window.start_game(seed=5)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state.seed == 20261201)
    assert say(FINISHED) not in window.side.log.log_lines()


def test_the_statistics_keep_which_match_was_the_deal_of_the_day(qtbot, tmp_path, monkeypatch):
    """Statistics could not tell the deal of the day from another match (the
    eleventh stranger's play-test of 7 December): the match is marked with
    its day as it begins; another deal is not."""
    from casino_desktop.qt.dialogs import match_guard
    monkeypatch.setattr(match_guard, "ask", lambda *_a: True)
    window = make_window(qtbot, tmp_path, seed=None)
    window.today = lambda: date(2026, 11, 30)
    window.act_daily.trigger()
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.seed == 20261130)
    def marks() -> dict:
        return dict(window.matches.store._read("SELECT match_id, day FROM daily_deals"))
    assert marks() == {window.controller.match_id: "2026-11-30"}
    window.start_game(seed=5)  # left before a move of the player's: forgotten, its mark with it
    assert marks() == {}
