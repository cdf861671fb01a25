"""View › Four-Colour Deck: blue diamonds and green clubs on the cards and in
the side panel, remembered between runs."""
from __future__ import annotations

import pytest

from casino_desktop.qt.cards import suit_colours
from casino_desktop.qt.cards.painter import shared_cache
from casino_desktop.qt.table.side_panel import still_out_html
from casino_desktop.core.cards import parse_card
from ..table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture(autouse=True)
def _two_colours_after():
    yield
    suit_colours.set_four_colours(False)
    shared_cache().clear()


def _image(card: str):
    return shared_cache().pixmap(card, 90, dpr=1.0).toImage()


def test_the_switch_repaints_diamonds_and_clubs_only(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    act = window.aids.act_four_colours
    assert not act.isChecked() and not suit_colours.four_colours()
    before = {c: _image(c) for c in ("10D", "2C", "2S", "5H")}
    act.setChecked(True)
    assert suit_colours.four_colours()
    assert suit_colours.suit_colour("D").name() == suit_colours.FOUR_COLOURS["D"]
    after = {c: _image(c) for c in before}
    assert after["10D"] != before["10D"] and after["2C"] != before["2C"]
    assert after["2S"] == before["2S"] and after["5H"] == before["5H"]
    html = still_out_html([parse_card("10D"), parse_card("2C")])
    assert suit_colours.FOUR_COLOURS["D"] in html and suit_colours.FOUR_COLOURS["C"] in html
    act.setChecked(False)
    assert _image("10D") == before["10D"]


def test_the_choice_is_remembered(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    first.aids.act_four_colours.setChecked(True)
    first.close()
    suit_colours.set_four_colours(False)  # as in a new run of the program
    second = make_window(qtbot, tmp_path)  # the same settings file
    assert second.aids.act_four_colours.isChecked() and suit_colours.four_colours()
