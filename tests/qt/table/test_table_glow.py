"""What the glow means, said on the table (stranger 6, finding 5): the glowing
table cards say why on hover, and a person's first turn with any says so in
the action bar."""
from __future__ import annotations

import pytest

from casino_desktop.core import parse_card
from casino_desktop.qt.table.offer_words import FIRST_GLOW

from ..table_helpers import click, drag, empty_felt_point, make_window, position, show_position, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card
USUAL = "Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter)."


def test_a_glowing_card_says_why_it_glows_and_the_first_turn_says_what_the_glow_means(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "8D KC")
    show_position(qtbot, window, state)
    eight, king = window.scene.cards[C("8D")], window.scene.cards[C("KC")]
    assert eight.highlight == "target" and king.highlight is None
    assert eight.toolTip() == "A card in your hand can take this or build with it."
    assert king.toolTip() == ""
    assert window.action_bar.prompt.text() == FIRST_GLOW[True]
    click(qtbot, window, C("8S"))
    assert eight.toolTip() == "Your 8♠ can take this or build with it."
    click(qtbot, window, C("8S"))  # put back
    assert eight.toolTip() == "A card in your hand can take this or build with it."
    drag(qtbot, window, C("4H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: state.ply >= 1)
    wait_for_human(qtbot, window)
    assert window.controller.state.ply == 2
    # Said once: the next turn gives the keys, whatever glows.
    assert window.action_bar.prompt.text() == USUAL


def test_where_nothing_glows_the_turn_says_the_usual(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "2S 5H", "KD 9C")
    show_position(qtbot, window, state)
    assert not window.input.glowing
    assert window.action_bar.prompt.text() == USUAL
    assert all(window.scene.cards[c].toolTip() == "" for c in (C("KD"), C("9C")))
