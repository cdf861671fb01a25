"""A network table's window made again when the language changes.

The main window changes language by being made again (``language_switch``):
every text is translated when it is put on screen, so a window made before
the change would keep the old words.  An open table's window goes the same
way, whole: a new window in the new language takes its seat — the
connection to the host (nothing goes over the network, so the host and the
other players see no change), the host's own table in the host's window,
what the seat knows of the match, the play log (each line said again in the
new language) — and its place on the screen; the old window closes without
a question, since nobody leaves the table.

This module imports no window (``language_switch``, which the main
window's menus import, calls it): the new window is made by the old one's class.
"""
from __future__ import annotations

import warnings

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from casino_desktop.qt.net import menu


def remake_open_tables() -> list:
    """Every open table's window made again in the language installed now; the new windows."""
    return [remake(window) for window in list(menu.OPEN_TABLES) if window.isVisible()]


def remake(old):
    """A window like ``old`` in the language installed now, holding ``old``'s seat; ``old`` closed."""
    # What the host said that has not reached the old window yet is heard
    # there first, so the new window is handed all of it.
    QCoreApplication.sendPostedEvents(old.controller)
    new = type(old)(old.settings)
    new.set_speed_quietly(old.speed)
    new.bridge.deleteLater()  # the new window's own, never joined: the old one's connection is kept
    new.bridge = old.bridge
    new.bridge.setParent(new)  # it outlives the old window
    new.controller.take_over(old.controller)
    _hand_over_hosting(old, new)
    new.table_name = old.table_name
    new.hints_on = old.hints_on
    new.host_said_closed = old.host_said_closed
    c = new.controller
    if c.state is not None:
        # Laid out as a window that joins lays out the host's table: the
        # cards dealt to where they lie, then (``advance``) whose turn it is,
        # the steps still queued, or the score sheet again.
        c.busy = True
        c.game_started.emit(c.state)
        if getattr(old, "coach", None) is not None and getattr(new, "coach", None) is not None:
            new.coach.take_over(old.coach)  # the grades made: the same in the new language
    new.side.log.clear()
    new.side.log.add_said(old.side.log.said_log())
    if c.seat_list:
        c.seats_changed.emit(c.seat_list)
    if not old.hints_on:
        new._hints_allowed(False)
    if c.away:
        new._host_away(True)
    if old.table_left:
        new.show_left(old.left_reason)
    new._show_title()
    new.setGeometry(old.geometry())
    new.setWindowState(old.windowState())
    new.show()
    menu._keep(None, new)
    old.remade_as = new  # for whoever holds ``old`` (the table whose menu asked): ``made_again``
    _close(old)
    return new


def made_again(old):
    """The window a language change made in ``old``'s place (``old`` itself
    if none was: it was not shown), until ``old`` is deleted."""
    return getattr(old, "remade_as", old)


def _hand_over_hosting(old, new) -> None:
    """The host's table goes with its window: it stops when the new window
    is gone, not the old one, and its news reach the new one."""
    table, old.hosted = old.hosted, None
    if table is None:
        return
    _disconnect(table.told, old._host_told)
    _disconnect(old.destroyed, table.stop)
    table.setParent(new)
    new.destroyed.connect(table.stop)
    new.hold(table)
    new._hosting_actions()


def _disconnect(signal, slot) -> None:
    """``slot`` no longer hears ``signal``, if it did: a window given its
    table by hand (a test's) heard nothing of it, nor stops it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        try:
            signal.disconnect(slot)
        except (RuntimeError, TypeError):
            pass


def _close(old) -> None:
    """``old`` closed without a question: its seat is the new window's."""
    old.handed_over = True
    old._close_round_dialog()
    for child in old.findChildren(QWidget):  # the score sheet's review, a rules window
        if child.isWindow() and child.isVisible():
            child.close()
    old.close()
    old.deleteLater()
