"""View › High Contrast: strong contrast for the window, the table and the
cards, with any card theme.

The card themes draw their own faces (KDE's and Aisleriot's SVG decks,
some with pale indices on patterned faces), so high contrast does not
change a theme: it draws over every card, whichever deck painted it, a
white-and-black outline (each card of a fanned hand or a build stands
apart, and a dark back stands out on the black table) and a corner index,
suit-coloured on pure white, as large as our classic deck's, its letter
the player's language's (``face.index_text``).
``painter.paint_decorated`` asks ``paint_over`` after painting a card, as
it asks ``suit_colours`` for the suit colours: one switch for every table.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication

from casino_desktop.qt.cards.face import BACK, draw_pip, draw_text, index_text, split_card_id
from casino_desktop.qt.cards.suit_colours import suit_colour

FELT = (QColor("#111111"), QColor("#000000"))  # the table: nearly black, so white faces stand out
INDEX_W, INDEX_H = 0.23, 0.42  # the corner index box, in card widths (a build shows 0.24 of a card)

_state: dict[str, Any] = {"on": False, "palette": None, "sheet": None}  # the palette and sheet from before, once kept

# Fusion draws a scroll bar's handle in the Button colour, nearly black on
# the black groove: in high contrast the handle is white with a black rim
# (yellow while it is held), on a grey-rimmed groove. The arrows are left
# out (a style sheet that styles the groove must draw them itself); the
# groove pages and the handle drags, and the wheel and keys still scroll.
# The grey rim is the pages' (the groove either side of the handle), not
# the bar's own: Qt counts a bar's own rim in the width it tells a list
# (PM_ScrollBarExtent, 18 px) but not in the width the bar takes (16 px),
# and the play log measured its entries 2 px narrower than it drew them,
# so an entry that fitted on one line kept the height of two (the
# eleventh stranger's play-test of 7 December, finding 4).
SCROLL_BARS = """
QScrollBar { background: #000000; border: none; }
QScrollBar:vertical { width: 16px; }
QScrollBar:horizontal { height: 16px; }
QScrollBar::handle { background: #ffffff; border: 2px solid #000000; border-radius: 3px; }
QScrollBar::handle:vertical { min-height: 28px; }
QScrollBar::handle:horizontal { min-width: 28px; }
QScrollBar::handle:hover, QScrollBar::handle:pressed { background: #ffe000; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none; background: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; border: 1px solid #bbbbbb; }
"""


# Fusion draws the rims of entry fields and the boxes of check boxes and
# radio buttons in a shade of the window colour: black on black.  An unticked
# box, an empty name field and the deal-number field were invisible, and a
# placeholder read as a label (the eleventh stranger's play-test of
# 7 December).  In high contrast each has a grey rim (white where the keys
# are), and a ticked box or a chosen radio button is filled yellow, so on and
# off differ by more than a thin tick.  A spin box whose rim is styled draws
# its arrows only if they are styled too: two triangles of borders.  A
# menu's toggles ("Coach", "Large Cards", the speeds) get the same boxes and
# rings; a sheet styles a menu's indicator only if it styles its items too
# (an indicator alone came out squeezed), so the items are styled as the
# palette draws them: yellow under the pointer, grey when disabled.
# Qt sets a toggle's words past its box (width and rims: 16 px) but a plain
# item's past the box's width alone (12 px), in a menu with no icons: in
# View the toggles' words stood 4 px right of the others'.  The plain ones
# take the box's least width, so it is the whole box's (12 + 2 x 2 px rims).
FRAMES = """
QLineEdit, QAbstractSpinBox { border: 1px solid #bbbbbb; border-radius: 2px; padding: 1px 3px; background: #000000; }
QLineEdit:focus, QAbstractSpinBox:focus { border: 2px solid #ffffff; }
QLineEdit:disabled, QAbstractSpinBox:disabled { border: 1px dashed #888888; }
QAbstractSpinBox { padding-right: 16px; }
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button { width: 15px; border-left: 1px solid #bbbbbb; }
QAbstractSpinBox::up-arrow { width: 0px; height: 0px; border-left: 4px solid #000000; border-right: 4px solid #000000;
    border-bottom: 5px solid #ffffff; }
QAbstractSpinBox::down-arrow { width: 0px; height: 0px; border-left: 4px solid #000000; border-right: 4px solid #000000;
    border-top: 5px solid #ffffff; }
QAbstractSpinBox::up-arrow:disabled, QAbstractSpinBox::up-arrow:off { border-bottom-color: #888888; }
QAbstractSpinBox::down-arrow:disabled, QAbstractSpinBox::down-arrow:off { border-top-color: #888888; }
QCheckBox::indicator, QGroupBox::indicator {
    width: 12px; height: 12px; border: 2px solid #ffffff; border-radius: 2px; background: #000000; }
QRadioButton::indicator {
    width: 12px; height: 12px; border: 2px solid #ffffff; border-radius: 8px; background: #000000; }
QCheckBox::indicator:checked, QGroupBox::indicator:checked, QRadioButton::indicator:checked { background: #ffe000; }
QCheckBox::indicator:indeterminate { background: #888888; }
QMenu { border: 1px solid #bbbbbb; }
QMenu::item { padding: 4px 24px 4px 32px; }
QMenu::item:selected { background: #ffe000; color: #000000; }
QMenu::item:disabled { color: #a8a8a8; }
QMenu::separator { height: 1px; background: #bbbbbb; margin: 3px 6px; }
QMenu::indicator { width: 12px; height: 12px; min-width: 16px; left: 6px; }
QMenu::indicator:non-exclusive:unchecked { border: 2px solid #ffffff; border-radius: 2px; background: #000000; }
QMenu::indicator:non-exclusive:checked { border: 2px solid #ffffff; border-radius: 2px; background: #ffe000; }
QMenu::indicator:exclusive:unchecked { border: 2px solid #ffffff; border-radius: 8px; background: #000000; }
QMenu::indicator:exclusive:checked { border: 2px solid #ffffff; border-radius: 8px; background: #ffe000; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #888888; }
QCheckBox::indicator:checked:disabled, QRadioButton::indicator:checked:disabled { background: #a8a8a8; }
"""

# Fusion draws a push button's rim in a shade of the window colour too: on
# black, Statistics' "Reset" and "Close" and the review's "Start" … "End"
# were words floating on the window (their icons, Fusion's dark pictures,
# black on black), only the default button rimmed (the fifteenth stranger's
# play-test of 7 December).  In high contrast each button has a grey rim,
# white under the pointer, yellow where the keys are, dashed when disabled.
# A sheet that styles the rim draws the whole button: the padding keeps it
# as large as Fusion's.  Its icon is left out: Fusion's pictures stay dark
# on black, and every push button of ours says its action in words.
BUTTONS = """
QPushButton { border: 1px solid #bbbbbb; border-radius: 3px; background: #0a0a0a; padding: 4px 12px;
              icon-size: 0px 0px; }
QPushButton:hover { border-color: #ffffff; }
QPushButton:pressed, QPushButton:checked { background: #3a3a3a; }
QPushButton:default { border: 2px solid #ffffff; }
QPushButton:focus { border: 2px solid #ffe000; }
QPushButton:disabled { border: 1px dashed #888888; }
"""

# Tab from the table reaches the score table and the play log (and, in the
# dialogs, the sheet's and the review's lists), but Fusion marks the entry
# the keys are on with a rim of the highlight at a third of its strength:
# #4d4617 on black, which the player who needs high contrast cannot see
# (the fifteenth stranger's play-test of 7 December).  In high contrast that
# entry is filled yellow with black words, as a menu's chosen item.  A fill,
# not a rim: a rim would take room from the words, and the play log measures
# its entries' lines at the width they are drawn.
FOCUS = """
QAbstractItemView::item:focus { background: #ffe000; color: #000000; }
"""


def high_contrast() -> bool:
    return _state["on"]


def set_high_contrast(on: bool) -> bool:
    """Switch the look; True if it changed (card pictures must then be
    painted again: ``CardPixmapCache.clear``)."""
    if _state["on"] == bool(on):
        return False
    _state["on"] = bool(on)
    return True


def palette() -> QPalette:
    """White on black, yellow selection with black text, and disabled text
    still readable (grey on black at more than 7:1)."""
    p = QPalette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffe000")
    for role, colour in ((QPalette.ColorRole.Window, black), (QPalette.ColorRole.WindowText, white),
                         (QPalette.ColorRole.Base, black), (QPalette.ColorRole.AlternateBase, QColor("#1a1a1a")),
                         (QPalette.ColorRole.Text, white), (QPalette.ColorRole.Button, QColor("#0a0a0a")),
                         (QPalette.ColorRole.ButtonText, white), (QPalette.ColorRole.BrightText, yellow),
                         (QPalette.ColorRole.Highlight, yellow), (QPalette.ColorRole.HighlightedText, black),
                         (QPalette.ColorRole.ToolTipBase, black), (QPalette.ColorRole.ToolTipText, white),
                         (QPalette.ColorRole.Link, QColor("#6fd3ff")), (QPalette.ColorRole.LinkVisited, QColor("#ff9cff")),
                         (QPalette.ColorRole.PlaceholderText, QColor("#c0c0c0")), (QPalette.ColorRole.Light, white),
                         (QPalette.ColorRole.Midlight, QColor("#bbbbbb")), (QPalette.ColorRole.Mid, QColor("#888888")),
                         (QPalette.ColorRole.Dark, QColor("#bbbbbb")), (QPalette.ColorRole.Shadow, white)):
        p.setColor(role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a8a8a8"))
    return p


def apply_palette(on: bool) -> None:
    """The whole application in the high-contrast palette, or back in the
    one it had before (kept the first time)."""
    app: QApplication | None = QApplication.instance()  # type: ignore[assignment]  # the game's application is a QApplication
    if app is None:
        return
    if _state["palette"] is None:
        _state["palette"] = QPalette(app.palette())
        _state["sheet"] = app.styleSheet()
    app.setPalette(palette() if on else _state["palette"])
    # A widget with a style sheet of its own (the coach's verdict line, the
    # review's coach box) keeps the text colour it was polished with when
    # the application's palette changes: black text on the black window.
    # Setting the application's sheet polishes every widget again.
    app.setStyleSheet(_state["sheet"] + (SCROLL_BARS + FRAMES + BUTTONS + FOCUS if on else ""))


def paint_over(p: QPainter, rect: QRectF, card: str) -> None:
    """The outline and (on a face) the corner index, over whatever the deck
    drew in ``rect``; nothing when high contrast is off."""
    if not _state["on"]:
        return
    w = rect.width()
    radius = w * 0.06
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(0, 0, 0, 0))
    outer = max(2.0, w * 0.03)
    p.setPen(QPen(QColor("#ffffff"), outer))
    p.drawRoundedRect(rect.adjusted(outer / 2, outer / 2, -outer / 2, -outer / 2), radius, radius)
    inner = max(1.5, w * 0.018)
    p.setPen(QPen(QColor("#000000"), inner))
    grow = outer + inner / 2
    p.drawRoundedRect(rect.adjusted(grow, grow, -grow, -grow), radius * 0.8, radius * 0.8)
    if card != BACK:
        suit = split_card_id(card)[1]
        box = QRectF(rect.left() + grow, rect.top() + grow, w * INDEX_W, w * INDEX_H)
        p.setPen(QPen(QColor("#000000"), inner))
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(box, radius * 0.6, radius * 0.6)
        colour = suit_colour(suit)
        cx = box.center().x()
        bottom = draw_text(p, index_text(card), cx, box.top() + w * 0.04, w * 0.17, box.width() - w * 0.04, colour)
        pip = w * 0.14
        draw_pip(p, suit, QPointF(cx, bottom + w * 0.03 + pip / 2), pip)
    p.restore()
