"""What a network table's window says of itself: the host's questions
before closing a table mid-match, and the sentences about waiting for the
host, a lost host and the next match; each names the menu path it sends
the player to whole.

"Host… can resume the match later" sent the host looking for a "Host…"
among the menus; the item is Game › Play Over the Network › Host…, and
the sentence says so through ``menu_path``, in the player's language, as
the main window's start does (``comeback.HOST_STOPPED``).  The questions
are asked by ``leaving.leave_question``, which calls these.
"""
from __future__ import annotations

from casino_desktop.core.templates import N_, Text, fill
from casino_desktop.qt.net.comeback import host_path, join_path
from casino_desktop.qt.translate import tr, tr_n


def host_again() -> Text:
    """Game › Play Over the Network › Host, where a closed table is resumed."""
    return host_path()


def close_for_everyone(names: str, count: int) -> str:
    """Closing mid-match with ``count`` others at the table (``names``, listed)."""
    return tr_n("{names} is at your table: close it for everyone? You can resume the match later where it "
                "stopped with {menu}.",
                "{names} are at your table: close it for everyone? You can resume the match later where it "
                "stopped with {menu}.", count, note="{menu} is where a menu item is, such as: Game \u203a New Game",
                names=names, menu=host_again())


def close_alone() -> str:
    """Closing mid-match with nobody else at the table."""
    return tr("Close your table in the middle of the match? You can resume it later where it stopped with {menu}.",
              note="{menu} is where a menu item is, such as: Game \u203a New Game", menu=host_again())


# A sentence, not its words now: the play log keeps it, and a window made
# again in another language says it again in that one.
STOPPED_WAITING = N_("You stopped waiting for the host. {join} takes your seat back once the table is open again.",
                     note="{join} is where a menu item is, such as: Game \u203a New Game")
# A seat's way back refused for its code: the host chose a new match there.
NEW_MATCH_THERE = N_("The host started a new match at this table, so the match you had a seat in is over. {join} "
                     "with the new join code takes a seat in the new one.",
                     note="{join} is where a menu item is, such as: Game \u203a New Game")


def with_join_path(template):
    """``template`` with Join…'s menu path written whole (Game › Play Over
    the Network › Join…), as ``table_gone`` writes it: a bare "Join…" does
    not say where to find it."""
    return fill(template, join=join_path())


# The host's connection ended without the host saying it closed the table
# (its program killed, its computer gone): said once a loss, in the log.
HOST_LOST = N_("The connection to the host was lost; this window keeps trying to reach it.")
# Nothing came from the host for a minute though its connection looked open
# (``net.host_silence``: a suspended laptop, a pulled cable): said in its
# place, once a silence, and the window dials again as after a loss.
HOST_SILENT = N_("Nothing has come from the host for a minute: the connection may be lost. This window keeps trying "
                 "to reach it.")

# New Game at the match's end, in a joining player's window: the host deals
# the next match at the table (``net.next_match``), and this window follows.
HOST_DEALS = N_("At a network table the host deals the next match: this window follows when they do.")
# ...and once the table is gone: no match can be dealt at it any more.
TABLE_GONE = N_("This table is closed, so no new match can be dealt at it: {host} opens a table, and {join} takes a "
                "seat at one.", note="{host} and {join} are where menu items are, such as: Game \u203a New Game")


def table_gone():
    """New Game's sentence at a closed table, the menu paths written whole."""
    return fill(TABLE_GONE, host=host_path(), join=join_path())
