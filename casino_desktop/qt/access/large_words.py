"""View › Large Cards also enlarges the words a player reads at the table.

A player who asks for large cards (poor eyesight) read the status line, the
action bar's prompt and buttons and the pass-and-play curtain at the usual
size, beside cards a third larger (stranger 15); the coach's verdict line
(Game › Coach My Moves) too, until session 41.  The scale is one setting,
``LARGE_WORDS``, applied here to each of those widgets' own font; their
children (the bar's buttons, the curtain's labels) follow it by Qt's font
propagation, and a widget that sizes itself by its font (the action bar's
height, the curtain's title, the coach's two lines and its badge) measures
again on its FontChange.  Nothing else types a font size for Large Cards.

The bar keeps its buttons to the ones that fit, the status line cuts a
long message with "…" (its tooltip holds it whole) and the coach's line
leaves out the misses that do not fit and says how to read them (its
whole note, shown with a key, is as large), so nothing is clipped at
1024x768 with the longest translations.
"""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from casino_desktop.qt.screen_fit import scaled_font

# How much larger the table's words are with Large Cards on: a step up that
# still leaves the action bar one row of buttons at 1024x768.
LARGE_WORDS = 1.25
_BASE = "_casino_base_font"  # the font a widget had before any scaling, kept on the widget
_USUAL_HEIGHT = "_casino_usual_words_height"  # the bar's and the status line's height at the usual size


def table_words(window) -> list[QWidget]:
    """The widgets whose words a player reads at the table."""
    words = [window.statusBar(), window.action_bar]
    hands = getattr(window, "hands", None)
    if hands is not None:
        words.append(hands.curtain)
    coach = getattr(window, "coach", None)
    if coach is not None:
        words.append(coach.bar)  # Game › Coach My Moves: its verdict line
    return words


def scale_words(widgets: list[QWidget], scale: float) -> None:
    """Each widget's own font ``scale`` times its usual size (1: as usual)."""
    for widget in widgets:
        base = getattr(widget, _BASE, None)
        if base is None:
            base = QFont(widget.font())
            setattr(widget, _BASE, base)
        font = scaled_font(base, scale)
        if font != widget.font():
            widget.setFont(font)


def _words_height(window) -> int:
    """What the action bar (with two lines of words), the status line and the
    coach's line take of the window's height.  The coach's line is counted
    shown or hidden: turning the coach on or off then leaves the table's
    least height as it was, and a hidden line's rows only let the window be
    a little shorter."""
    height = window.action_bar.least_height() + window.statusBar().line.sizeHint().height()
    coach = getattr(window, "coach", None)
    return height + (coach.bar.minimumHeight() if coach is not None else 0)  # its fixed height


def set_large_words(window, on: bool) -> None:
    usual = getattr(window, _USUAL_HEIGHT, None)
    if usual is None:
        usual = _words_height(window)
        setattr(window, _USUAL_HEIGHT, usual)
    # The window's least height stays what it was (960x540: it grew past the
    # screen's bottom edge): the table gives up the larger words' rows.
    # Given up before the fonts change too, by more than they can take (the
    # words' whole height): Qt may lay the window out between one font and
    # the next, and the window grew a pixel then.  Then exactly.
    window.view.give_up("large words", usual)
    scale_words(table_words(window), LARGE_WORDS if on else 1.0)
    window.view.give_up("large words", _words_height(window) - usual)
