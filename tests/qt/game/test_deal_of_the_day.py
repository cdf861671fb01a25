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
