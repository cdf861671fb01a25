"""The bar under the table: its prompt is never cut off."""
from __future__ import annotations

import pytest

from casino_desktop.core import parse_card
from ..table_helpers import click, make_window, position, show_position, text_fits

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_idle_hint_and_refusal_are_shown_whole(qtbot, tmp_path, size):
    window = make_window(qtbot, tmp_path, size=size)
    show_position(qtbot, window, position("casino", "5S 7H", "KD 9C"))
    bar = window.action_bar
    qtbot.waitUntil(lambda: "Drag a card" in bar.prompt.text())
    qtbot.waitUntil(lambda: text_fits(bar.prompt), timeout=2000)  # once the layout has settled
    # A hand card that can only trail, then a table card it cannot take:
    # the refusal sentence replaces the offer and must be readable.
    click(qtbot, window, C("5S"))
    click(qtbot, window, C("KD"))
    qtbot.waitUntil(lambda: "5♠" in bar.prompt.text() and not bar.buttons())
    qtbot.waitUntil(lambda: text_fits(bar.prompt), timeout=2000)
