"""The colours of the four suits: the usual two (red hearts and diamonds,
black spades and clubs) or the four-colour deck (View › Four-Colour Deck),
where diamonds are blue and clubs green.

In Casino the suit matters more than in most fishing games (spades score,
and 10♦ and 2♠ are the casinos), so telling 10♦ from 10♥ or 2♠ from 2♣ at a
glance helps, and more so for older eyes.  The painter, the side panel and
anything else that colours a suit ask here, so one switch changes them all.
"""
from __future__ import annotations

from PySide6.QtGui import QColor

# Strong colours on warm white: high contrast for older eyes.  Blue and green
# are as dark as the red, so no suit stands out by brightness alone.
TWO_COLOURS = {"S": "#141414", "C": "#141414", "H": "#c8001e", "D": "#c8001e"}
FOUR_COLOURS = {"S": "#141414", "C": "#0f7a2a", "H": "#c8001e", "D": "#1450c8"}

# The same suits as words on the black window of high contrast (the side
# panel's Cards Still Out): #141414 spades and clubs could not be seen there,
# and the red and blue were dim (the fifteenth stranger's play-test of
# 7 December).  Each is at least 7:1 against black.
TWO_ON_DARK = {"S": "#ffffff", "C": "#ffffff", "H": "#ff6b7d", "D": "#ff6b7d"}
FOUR_ON_DARK = {"S": "#ffffff", "C": "#5fd35f", "H": "#ff6b7d", "D": "#7fb2ff"}

_current = dict(TWO_COLOURS)


def four_colours() -> bool:
    return _current == FOUR_COLOURS


def set_four_colours(on: bool) -> bool:
    """Switch the palette; True if it changed (card pictures must then be
    painted again: ``CardPixmapCache.clear``)."""
    wanted = FOUR_COLOURS if on else TWO_COLOURS
    if _current == wanted:
        return False
    _current.clear()
    _current.update(wanted)
    return True


def suit_css(suit: str, on_dark: bool = False) -> str:
    """The suit's colour for rich text ("S", "H", "D" or "C"); ``on_dark``:
    for words on a black window (high contrast), not on a card's face."""
    if on_dark:
        return (FOUR_ON_DARK if four_colours() else TWO_ON_DARK)[suit]
    return _current[suit]


def suit_colour(suit: str) -> QColor:
    return QColor(_current[suit])
