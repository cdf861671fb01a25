"""Our own deck's faces (``qt/cards/face.py``): the rank written as glyph
outlines fills the cap height it is given, is condensed to the width it is
given, and says where its ink ends (the corner index and High Contrast's
index put the suit pip just below it).  The faces themselves are tested with
the painter in ``test_card_painter.py``."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from casino_desktop.qt.cards.face import draw_text
from casino_desktop.qt.cards.sheet import guard_none_refcount

guard_none_refcount()
pytestmark = pytest.mark.gui


def _ink(text: str, top: float, height: float, max_width: float) -> tuple[float, tuple[int, int, int, int] | None]:
    """The bottom ``draw_text`` reports, and the ink's box (left, top, right, bottom) in pixels."""
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    bottom = draw_text(p, text, 150, top, height, max_width, QColor("black"))
    p.end()
    dark = [(x, y) for y in range(image.height()) for x in range(image.width())
            if image.pixelColor(x, y).lightness() < 128]
    if not dark:
        return bottom, None
    xs, ys = [x for x, _ in dark], [y for _, y in dark]
    return bottom, (min(xs), min(ys), max(xs), max(ys))


def test_a_rank_fills_its_cap_height_and_says_where_its_ink_ends(qapp):
    bottom, box = _ink("K", 40, 60, 200)
    assert box is not None
    left, top, right, low = box
    assert abs(top - 40) <= 2 and abs(low - 100) <= 2  # capitals span top..top+height
    assert abs(bottom - 100) <= 2  # the pip goes just below this
    assert abs((left + right) / 2 - 150) <= 2  # centred where it was asked


def test_a_wide_rank_is_condensed_to_the_width_it_is_given(qapp):
    _, wide = _ink("10", 40, 60, 200)
    _, narrow = _ink("10", 40, 60, 30)
    assert wide is not None and narrow is not None
    assert narrow[2] - narrow[0] <= 31 < wide[2] - wide[0]
    assert abs(narrow[1] - wide[1]) <= 2 and abs(narrow[3] - wide[3]) <= 2  # the same height
