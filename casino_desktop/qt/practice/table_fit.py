"""How large the drill table's cards can be: the table's groups (loose
cards, builds fanned, pile tops) in rows, each build or top in a slot as
wide as its caption, all within the room above the hand.

Its own module so that the scene keeps to placing items; the measures here
use a caption never shown, at the font a card width gives it.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF

from casino_desktop.qt.cards.face import card_height
from casino_desktop.qt.table.items import Caption

CAPTION_GAP = 0.08  # between a build's last card and its caption, in card widths
TABLE_MARGIN = 8.0  # pixels around the table's rows
MIN_CARD_W = 24.0   # the table's cards never get smaller than this
MAX_ROWS = 4
SHRINK = 0.95       # each step of the search for a width that fits


def caption_px(cw: float, small: bool = False) -> float:
    """A caption's font size at a card width (never below a readable 11 px)."""
    return max(11.0, cw * (0.12 if small else 0.15))


class TableFit:
    def __init__(self, fan: float, gap: float, max_card_w: float):
        self.fan, self.gap, self.max_card_w = fan, gap, max_card_w
        self._probe = Caption()

    def _probe_at(self, cw: float) -> Caption:
        self._probe.set_font_px(caption_px(cw, small=True))
        return self._probe

    def slot_width(self, text: str, cw: float) -> float:
        """A table group's width: its card's, or its caption's (``text``, as shown) where wider."""
        return max(cw, self._probe_at(cw).width_for(text) + cw * CAPTION_GAP) if text else cw

    def caption_height(self, cw: float) -> float:
        probe = self._probe_at(cw)
        probe.set_text("X\nX")   # a caption's two lines
        return probe.boundingRect().height()

    def row_height(self, cw: float, tallest: int, cap_h: float) -> float:
        """A row of groups up to ``tallest`` cards, with captions ``cap_h`` high (0: none)."""
        cards = card_height(cw) * (1 + self.fan * (tallest - 1))
        return cards + (cap_h + cw * CAPTION_GAP * 2 if cap_h else cw * self.gap)

    def card_width(self, sizes: list[int], captions: list[str], room: QRectF,
                   screen_h: float) -> tuple[float, int]:
        """The largest card width (and its number of rows) at which groups of
        ``sizes`` cards with their ``captions`` (as shown; "" for none) fit
        ``room``; no larger than a hand card could be on ``screen_h``."""
        tallest = max(sizes + [1])
        count = max(1, len(sizes))
        best = (MIN_CARD_W, 1)
        for rows in range(1, min(MAX_ROWS, count) + 1):
            per_row = -(-count // rows)
            cw = min(self.max_card_w, room.width() / 2, 0.3 * screen_h / 1.55)
            while cw > MIN_CARD_W:
                cap_h = self.caption_height(cw) if any(captions) else 0.0
                wide = max(sum(self.slot_width(t, cw) for t in captions[r * per_row:(r + 1) * per_row])
                           + cw * self.gap * (per_row + 1) for r in range(rows))
                if wide <= room.width() and rows * self.row_height(cw, tallest, cap_h) + 2 * TABLE_MARGIN \
                        <= room.height():
                    break
                cw *= SHRINK
            if cw > best[0]:
                best = (cw, rows)
        return best
