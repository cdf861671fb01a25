"""The main window's size, place and side panel, kept from one session to
the next in the player's settings (``MainWindow``'s start and close)."""
from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from casino_desktop.qt.game.setup import load_flag, save_flag
from casino_desktop.qt.screen_fit import fill_screen, fills_screen, fit_window, is_narrow

MOST_PIXELS = 100_000  # a window size read back larger than this is not one a screen had


def restore_geometry(window: QMainWindow, settings: QSettings | None, watch: bool, panel: QAction,
                     shared_screen: bool) -> None:
    """The last session's size, place and side panel (``panel``), pulled onto
    this screen (saved on a larger one?); at first the whole screen (autoplay,
    ``watch``, remembers nothing)."""
    fill_screen(window)
    if watch:
        return
    geometry = (settings or QSettings()).value("window/geometry")
    if isinstance(geometry, QByteArray) and not geometry.isEmpty() and window.restoreGeometry(geometry):
        # Again once framed: the frame may be taller than the guess.  Qt's
        # restore keeps the frame on the screen with its style's guess at a
        # title bar, taller than some window managers' (openbox at 125 %:
        # a window that filled the screen came back 8 pixels short), so
        # the size asked for is the one the window had when it closed.
        normal = not (window.isMaximized() or window.isFullScreen())
        if normal and load_flag("window/filled", False, settings):
            # It filled its screen: it fills the one it is on now, whatever size that was in Qt's
            # pixels (one that filled 1366x768 at 125 % came back 594 high at 1024x768 and 100 %:
            # the eighth stranger's play-test of 6 December, finding 5).
            fill_screen(window)
        else:
            fit_window(window, closed_size(settings) if normal else None)
    # A narrow screen's table needs the room: the panel starts folded away
    # (unless it holds the table in words, ticked last time).
    unfolded = not is_narrow(window) or shared_screen
    panel.setChecked(load_flag("view/side_panel", unfolded, settings))


def closed_size(settings: QSettings | None) -> QSize | None:
    """The inside's size when the window last closed (``remember_geometry``),
    if the settings hold a sensible one (they are the player's file)."""
    size = (settings or QSettings()).value("window/size")
    if isinstance(size, QSize) and 0 < size.width() <= MOST_PIXELS and 0 < size.height() <= MOST_PIXELS:
        return size
    return None


def remember_geometry(window: QMainWindow, settings: QSettings | None) -> None:
    """What ``restore_geometry`` reads at the next start, written at closing."""
    (settings or QSettings()).setValue("window/geometry", window.saveGeometry())
    (settings or QSettings()).setValue("window/size", window.size())
    save_flag("window/filled", fills_screen(window), settings)
