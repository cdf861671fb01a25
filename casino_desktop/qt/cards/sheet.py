"""Contact sheet of the whole deck in one PNG: for tests and for eyeballing
the art (``python -m casino_desktop.qt.cards.sheet out.png [width [dpr|- [deck [back]]]]``)."""
from __future__ import annotations

import ctypes
import sys

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from casino_desktop.qt.cards.face import ALL_CARDS, BACK, RANKS, card_height
from casino_desktop.qt.cards.painter import CardPixmapCache, pixmap_margin
from casino_desktop.qt.cards.themes import make_deck, system_themes

FELT = QColor("#1d6b3c")  # judged against the table colour, not on white
EXTRA_ROW = ((BACK, None, "back"), ("7H", "target", "target"),
             ("KS", "selected", "selected"), ("AD", "hint", "hint"))


def guard_none_refcount() -> bool:
    """PySide6 6.12.0 on CPython < 3.12 returns None from every void Qt method
    without taking a reference (measured; 6.11.3 is fine), so a few thousand
    paint calls free None and abort the interpreter ("none_dealloc"). Adding
    a huge count once keeps it alive. Call early in any process that paints
    (this tool, the tests; the app's entry point should too); a no-op
    elsewhere (3.12+ None is immortal, other PySide6 versions are fine)."""
    if sys.version_info >= (3, 12) or tuple(shiboken6.__version_info__[:2]) != (6, 12):
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40  # ob_refcnt comes first
    return True


def _screen_dpr() -> float:
    app = QGuiApplication.instance()
    screen = app.primaryScreen() if isinstance(app, QGuiApplication) else None
    return screen.devicePixelRatio() if screen is not None else 1.0


def render_contact_sheet(path: str, card_width: int = 120,
                         device_pixel_ratio: float | None = None, deck=None) -> QImage:
    """Render the 52 faces (a row per suit) plus the back and the three
    highlight kinds onto felt, save as PNG at ``path``, return the image.

    ``deck`` is a ``themes`` deck (None: the classic drawn one).
    Needs a QGuiApplication. The ratio defaults to the primary screen's, so
    running under QT_SCALE_FACTOR=2 gives a 2x sheet, as a HiDPI screen would.
    """
    dpr = device_pixel_ratio or _screen_dpr()
    cache = CardPixmapCache(deck=deck)
    cache.setDevicePixelRatio(dpr)
    gap = max(6.0, pixmap_margin(card_width) * 1.2)
    label_h = card_width * 0.16
    cell_w = card_width + gap
    cell_h = card_height(card_width) + gap + label_h
    cols = len(RANKS)
    rows = len(ALL_CARDS) // cols + 1
    logical_w, logical_h = cols * cell_w + gap, rows * cell_h + gap
    image = QImage(round(logical_w * dpr), round(logical_h * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    font = QFont()
    font.setPixelSize(max(9, round(label_h * 0.7)))
    painter.setFont(font)
    painter.setPen(QColor("#e8f0e8"))
    cells = [(card, None, card) for card in ALL_CARDS] + list(EXTRA_ROW)
    for i, (card, highlight, label) in enumerate(cells):
        x = gap + (i % cols) * cell_w
        y = gap + (i // cols) * cell_h
        pm = cache.pixmap(card, card_width, highlight)
        m = pixmap_margin(card_width)
        # Centre the pixmap on the card slot; its margin spills into the gap.
        pw = pm.width() / pm.devicePixelRatio()
        ph = pm.height() / pm.devicePixelRatio()
        cx, cy = x + card_width / 2, y + label_h + card_height(card_width) / 2
        painter.drawPixmap(QPointF(cx - pw / 2, cy - ph / 2), pm)
        painter.drawText(QRectF(x - m, y, card_width + 2 * m, label_h),
                         Qt.AlignmentFlag.AlignCenter, label)
    painter.end()
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]  # PySide6 wants the format as str (the stubs say bytes, which it refuses)
        raise OSError(f"could not write {path}")
    return image


def main(argv: list[str]) -> int:
    guard_none_refcount()
    app = QGuiApplication.instance() or QGuiApplication(argv)  # noqa: F841  (the application must exist while the sheet is painted)
    out = argv[1] if len(argv) > 1 else "card_sheet.png"
    width = int(argv[2]) if len(argv) > 2 else 120
    # An explicit ratio (third argument) previews HiDPI art on any screen;
    # QT_SCALE_FACTOR=2 does the same through the screen's own ratio.
    dpr = float(argv[3]) if len(argv) > 3 and argv[3] != "-" else None
    # A fourth argument names the deck: "classic", "large", or a system
    # theme's id such as "kde:svg-oxygen" or "aisleriot:bonded".
    deck = None
    if len(argv) > 4:
        back = argv[5] if len(argv) > 5 else "lattice"
        deck = make_deck(argv[4], back, system_themes())
    render_contact_sheet(out, width, dpr, deck)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
