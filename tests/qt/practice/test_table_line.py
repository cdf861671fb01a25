"""The line over a drill that says who sits at its table: partnerships are
told only where the position shows the partner's things."""
from __future__ import annotations

import json

import pytest

from casino_desktop.core import parse_card
from casino_desktop.practice.drill import CAPTURES, Drill
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.window import PracticeWindow
from casino_desktop.storage.stats_store import StatsStore

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

PARTNERS = window_sentences.TABLE_LINE[(4, True)]


def _drill(builds: list, players: int = 4, partnerships: bool = True) -> Drill:
    """"Find every capture of the 9♣" by seat 0 (``builds``: cards, value, controller)."""
    table: list = ["4D", "5S"] + [{"build": cards.split(), "value": value, "multiple": False, "controller": owner}
                                  for cards, value, owner in builds]
    position = {"variant": "casino", "options": {}, "players": players, "partnerships": partnerships,
                "to_move": 0, "hands": {"0": ["9C", "7H"]}, "table": table, "final_deal": False}
    return Drill(CAPTURES, "casino", (), 1, json.dumps(position), "Find every capture the 9♣ can make.",
                 answer=frozenset({"9C take 4D 5S"}), topic="find_captures", subject=(parse_card("9C"),))


def test_a_drill_says_partnerships_only_where_the_partners_build_is_on_the_table(qtbot, tmp_path):
    """The eighth stranger's play-test of 6 December: a Finnish drill said
    "Four players in partnerships; your partner sits opposite you." over a
    question where only the player's hand and the table were shown."""
    store = StatsStore(tmp_path / "statistics.sqlite3")
    plain = _drill([])
    window = PracticeWindow("casino", {}, lambda: store, seed=1, clock=lambda: 1_800_000_000,
                            make=lambda variant, options, seed: {"captures": plain})
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.loading)  # the set is made on a worker: done before the window goes
    window.present(plain)
    assert PARTNERS not in window.table_line.text()
    assert window.table_line.text() == "" and not window.table_line.isVisibleTo(window)  # no blank line either
    window.present(_drill([("2H 5D", 7, 2)]))  # the partner's build of 7 is on the table
    assert PARTNERS in window.table_line.text() and window.table_line.isVisibleTo(window)
    window.present(_drill([("2H 5D", 7, 1)]))  # an opponent's
    assert PARTNERS not in window.table_line.text()
    window.present(_drill([], players=2, partnerships=False))
    assert window_sentences.TABLE_LINE[(2, False)] in window.table_line.text()
