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


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1000)])
def test_the_hints_play_it_button_is_shown(qtbot, tmp_path, size):
    # The status line says "Press 1 or click Play it": the button must be
    # there to click, and stay there once the bar has settled its width.
    window = make_window(qtbot, tmp_path, size=size)
    show_position(qtbot, window, position("casino", "8S 4H 2C", "8D 5C 3H"))
    bar = window.action_bar
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: bar.prompt.text().startswith("Hint:"), timeout=10000)
    [button] = bar.buttons()
    qtbot.waitUntil(lambda: button.isVisible() and button.width() >= button.sizeHint().width(), timeout=2000)
    window.resize(size[0] - 10, size[1])  # a later fit must not hide it either
    qtbot.waitUntil(lambda: bar.width() <= size[0] - 10)
    assert button.isVisible()
    assert "Play it" in button.text()
    state = window.controller.state
    button.click()
    qtbot.waitUntil(lambda: state.ply == 1)


def _text_right(label) -> int:
    """Where the label's text ends, in its parent's coordinates (one line, left-aligned)."""
    doc = label.text().replace("<b>", "").replace("</b>", "")
    return label.x() + label.contentsMargins().left() + label.margin() + label.fontMetrics().horizontalAdvance(doc)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1000)])
def test_the_offered_moves_follow_the_card_they_play(qtbot, tmp_path, size):
    # "5♠:" is read into its buttons ("1  Trail"): at 1920 px they stood at
    # the bar's far right, some 1,300 px from the card they play, and a
    # player looking at the card did not see them (play-test of 6 December).
    window = make_window(qtbot, tmp_path, size=size)
    show_position(qtbot, window, position("casino", "5S 7H", "KD 9C"))
    bar = window.action_bar
    click(qtbot, window, C("5S"))
    qtbot.waitUntil(lambda: bool(bar.buttons()) and bar.buttons()[0].isVisible())
    qtbot.waitUntil(lambda: text_fits(bar.prompt), timeout=2000)
    first = bar.buttons()[0]
    left = first.mapTo(bar, first.rect().topLeft()).x()
    assert 0 < left - _text_right(bar.prompt) <= 40
