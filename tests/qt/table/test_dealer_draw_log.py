"""The log of a match whose first dealer is drawn for says the draw under
the first round's heading (the twenty-second stranger's play-test,
2026-12-07: Kasino's rules text says each player draws a card, and the
table showed none)."""
import pytest

from casino_desktop.core import draw_lines
from casino_desktop.qt.translate import say

from ..table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_the_first_round_of_kasino_says_who_drew_what(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="kasino")
    window.controller.seats.hold(True)  # North does not play: the log is the deal's
    state = window.start_game(seed=8)
    lines = window.side.log.log_lines()
    drawn = [say(line) for line in draw_lines(state, window.controller.names)]
    assert drawn[0].startswith("Each player drew a card for the deal (You A\u2666, North 9\u2663)")
    assert drawn[1] == "In the draw an ace counts 1."
    heading = next(i for i, line in enumerate(lines) if line.startswith("Round 1"))
    assert lines[heading + 1:heading + 3] == drawn
