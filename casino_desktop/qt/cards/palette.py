"""The look's colours, in one place: the felts of View › Felt and the gold
that marks what the player may use or whose turn it is.

The game table, the practice boards and the felt menu all read the felt from
here, so a drill's board is the same cloth as the table it teaches and a
shade changed once changes everywhere.  The module holds values only (no
widgets, no words): the felts' names for the menu live with the menu
(``cards.look``).
"""
from __future__ import annotations

from PySide6.QtGui import QColor

# name -> (centre colour, edge colour): a radial gradient, lit in the middle.
# Each stays dark enough for the white captions and the light drop outline.
FELT_SHADES: dict[str, tuple[str, str]] = {
    "green": ("#237a45", "#134d2b"),
    "blue": ("#1f5f8f", "#0f3556"),
    "burgundy": ("#7b2434", "#47121d"),
    "slate": ("#4f5b64", "#262e34"),
    "walnut": ("#6b4a2e", "#3a2716"),
}
DEFAULT_FELT = "green"

# The warm yellow of a usable target, the seat to play and the felt a trail
# may land on: one shade, so the player learns one meaning for it.
GOLD = "#ffd84a"


def felt_colours(name: str) -> tuple[QColor, QColor]:
    """(centre, edge) of the felt ``name``; the default felt for an unknown name."""
    centre, edge = FELT_SHADES.get(name, FELT_SHADES[DEFAULT_FELT])
    return QColor(centre), QColor(edge)
