"""The coach at a network table: the verdict on this seat's move comes as
soon as it is weighed, while the other seats play, not at this seat's next
turn (a four-seat table left "weighing the move…" up for a whole round of
turns)."""
from __future__ import annotations

import pytest

from casino_desktop.core import apply, parse_card, resolve
from casino_desktop.net.views import seat_view
from casino_desktop.qt.net.window import NetWindow
from ..net.helpers import ini_settings
from .helpers import BLUNDER, last_deal

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card

TABLE = {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "hints": True, "name": "Kitchen"}
SEATS = [{"name": "Ann", "person": True, "connected": True, "level": "beginner", "kind": "connected"},
         {"name": "Bo", "person": True, "connected": True, "level": "beginner", "kind": "connected"}]


def test_the_verdict_comes_while_another_person_is_to_move(qtbot, tmp_path):
    settings = ini_settings(tmp_path)
    settings.setValue("coach/on", True)
    window = NetWindow(settings)
    window.ask = lambda _question: True  # closing at the test's end leaves the table without a question
    qtbot.addWidget(window)
    window.set_speed_quietly("instant")
    window.show()
    sent: list[str] = []
    window.bridge.send_move = sent.append  # the host, as far as this seat can tell
    c = window.controller
    c._message({"type": "welcome", "seat": 0, "table": TABLE})
    game = last_deal(*BLUNDER)
    c._message({"type": "state", "moves": 0, "view": seat_view(game, 0, 1), "seats": SEATS})
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    window.play_move(resolve(c.state, "3H trail"))
    assert sent == ["3H trail"]
    apply(game, resolve(game, "3H trail"))   # the host plays it: Bo's turn now, and Bo takes his time
    c._message({"type": "state", "moves": 1, "view": seat_view(game, 0, 1), "seats": SEATS})
    bar = window.coach.bar
    qtbot.waitUntil(lambda: bar.label is not None, timeout=10000)
    assert bar.label == "blunder" and bar.line.startswith("You trail 3♥ — ")
    assert c.state.to_move == 1 and not window.input.enabled
