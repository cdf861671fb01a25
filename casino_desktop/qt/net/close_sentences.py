"""What the host is asked before closing a table mid-match, naming the
menu path that resumes it whole.

"Host… can resume the match later" sent the host looking for a "Host…"
among the menus; the item is Game › Play Over the Network › Host…, and
the sentence says so through ``menu_path``, in the player's language, as
the main window's start does (``comeback.HOST_STOPPED``).  The questions
are asked by ``leaving.leave_question``, which calls these.
"""
from __future__ import annotations

from casino_desktop.core.templates import Text
from casino_desktop.qt.menu_names import GAME_MENU, menu_path
from casino_desktop.qt.net.comeback import HOST_ITEM, NETWORK_MENU
from casino_desktop.qt.translate import tr, tr_n

_MENU_NOTE = "{menu} is where a menu item is, such as: Game \u203a New Game"


def host_again() -> Text:
    """Game › Play Over the Network › Host, as the menus show it."""
    return menu_path(GAME_MENU, NETWORK_MENU, HOST_ITEM)


def close_for_everyone(names: str, count: int) -> str:
    """Closing mid-match with ``count`` others at the table (``names``, listed)."""
    return tr_n("{names} is at your table: close it for everyone? You can resume the match later where it "
                "stopped with {menu}.",
                "{names} are at your table: close it for everyone? You can resume the match later where it "
                "stopped with {menu}.", count, note=_MENU_NOTE, names=names, menu=host_again())


def close_alone() -> str:
    """Closing mid-match with nobody else at the table."""
    return tr("Close your table in the middle of the match? You can resume it later where it stopped with {menu}.",
              note=_MENU_NOTE, menu=host_again())
