"""With Large Cards, a window a few pixels taller draws the captions as
the cards: they grow as the player's cards grow, and the table's cards
do not shrink (docs/playtests/2026-12-06-stranger-4.md, finding 10: a
laptop's 1366x768 screen at 125 %, the first window and the maximised one,
a felt 7 device pixels taller; the captions grew by about 10 % while the
table's cards went from 62 to 57 pixels)."""
from __future__ import annotations

import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.qt.access.menu import LARGE_SCALE
from casino_desktop.qt.table.items import Caption
from casino_desktop.qt.table.layout import compute
from casino_desktop.qt.table.scene import TableScene

pytestmark = [pytest.mark.gui]

NAMES = ["You", "West", "North", "East"]
# The table's view in logical pixels: the first window (1364x743 device
# pixels at 125 %) and the maximised one (1366x749).
FIRST, MAXIMISED = (817, 468), (818, 474)


def _shown(state, size: tuple[int, int]) -> tuple[float, float, float]:
    """The player's caption's height, the player's cards' width and the table's, drawn at ``size``."""
    scene = TableScene()
    scene.card_scale = LARGE_SCALE
    scene.set_size(*size)
    scene.set_game(state, NAMES[:state.players], set())
    scene.show_state(state, 0)
    return scene.captions["seat0"].boundingRect().height(), scene.geometry.card_w, scene.plan.felt_card_w


@pytest.mark.parametrize("partnerships", [True, False])
def test_a_few_pixels_taller_the_captions_grow_as_the_cards_and_the_table_s_cards_stay(qapp, partnerships):
    for loose in range(4, 10):
        state = new_game(make_rules("casino"), 4, partnerships, 7)
        need = loose - len(state.loose)
        state.loose, state.stock = list(state.loose) + state.stock[:need], state.stock[need:]
        (caption, hand, table), (caption2, hand2, table2) = _shown(state, FIRST), _shown(state, MAXIMISED)
        # In whole pixels a hand 1 % larger turned the captions' 13 pixels into 14.
        assert caption2 / caption <= max(1.0, hand2 / hand) + 0.005, (loose, caption, caption2, hand, hand2)
        # The hand grew by 16 % and the table's cards shrank by 3 to 6 %: the
        # felt's cards were measured against the usual layout's, which goes
        # in steps of 7 %, and the hand, which went in steps of 2 %.
        assert table2 >= table * 0.99, (loose, table, table2, hand, hand2)


def test_a_caption_s_height_follows_its_size_to_a_fraction_of_a_pixel(qapp):
    """13.4 and 13.6 pixels were drawn as 13 and 14."""
    low, high = Caption(), Caption()
    for caption, px in ((low, 13.4), (high, 13.6)):
        caption.set_text("North\n4 cards")
        caption.set_font_px(px)
    ratio = high.boundingRect().height() / low.boundingRect().height()
    assert ratio == pytest.approx(13.6 / 13.4, abs=0.005)
    assert high.width_for("North\n4 cards") / low.width_for("North\n4 cards") == pytest.approx(13.6 / 13.4, abs=0.005)


@pytest.mark.parametrize("players", [4, 3])  # with a top seat, without
def test_the_large_hand_grows_with_the_window_a_fraction_of_a_pixel_at_a_time(players):
    """Where the felt holds no larger hand, the hand gave way in steps of
    2 % of its usual width: a window a pixel taller made it (and the
    captions, which follow it) 1.5 pixels wider at once.  It is now the
    largest the felt holds, to a tenth of a pixel."""
    widths = [compute(817, h, players, scale=LARGE_SCALE).card_w for h in range(380, 620)]
    steps = [b - a for a, b in zip(widths, widths[1:])]
    assert min(steps) >= 0 and max(steps) < 0.5, (min(steps), max(steps))
