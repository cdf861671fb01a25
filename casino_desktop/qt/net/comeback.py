"""Coming back to a network match after the program restarts.

A match over the network outlives the program on either side: the host's
autosave (``network_match_path``) resumes it, and a joiner's seat token
(``window.seat_token_key``) takes her seat back.  Neither helps a player
who does not know the match is waiting, so at start the main window says
so, once, in its play log and status line (never a box at every start),
and Join… comes filled in with the table kept here (``kept_seat``).

The joiner's table is kept from the moment she is seated until she sees
its match end, or its address refuses its code (the host discarded the
match for a new one): her program cannot ask the table meanwhile, and a
seat the host keeps is worth one sentence.  A match that ended while she
was away is not known here; Join… then finds nothing at that address.
The join code is kept beside the seat token it unlocks, in the player's
own settings.
"""
from __future__ import annotations

import os
import stat

from PySide6.QtWidgets import QApplication

from casino_desktop.core import RecordError
from casino_desktop.core.templates import N_, fill
from casino_desktop.net import auth
from casino_desktop.net.match_file import load_match
from casino_desktop.qt.game.files import saves_folder
from casino_desktop.qt.menu_names import GAME_MENU, menu_path
from casino_desktop.qt.table.play_log import SAID_ROLE
from casino_desktop.qt.translate import say

NETWORK_MATCH = "network-match.json"
_KEPT_ADDRESS, _KEPT_CODE = "network/kept_seat/address", "network/kept_seat/code"
# Whether the host's match file, as it last was, holds a match stopped midway (``unfinished``).
_MATCH_CHECKED = "network/host_match_checked"

# The menu items a sentence sends the player to, as Game's menu shows them
# (the same marked texts as ``main_menus``, so the same translations).
NETWORK_MENU = N_("Play Over the Net&work")
HOST_ITEM = N_("&Host\u2026")
JOIN_ITEM = N_("&Join\u2026")


def host_path():
    """Game › Play Over the Network › Host, as the menus show it: every
    sentence that sends the player there names it whole."""
    return menu_path(GAME_MENU, NETWORK_MENU, HOST_ITEM)


def join_path():
    """Game › Play Over the Network › Join, as the menus show it."""
    return menu_path(GAME_MENU, NETWORK_MENU, JOIN_ITEM)

HOST_STOPPED = N_("Your network table stopped before its match was over: {menu} opens it again where it stopped, "
                  "and its players take their seats back.", note="{menu} is where a menu item is, such as: Game \u203a New Game")
# The host's match file is there but cannot be read: said where the
# resumption would have been offered, with the validating layer's sentence.
HOST_DAMAGED = N_("Your network table's match cannot be resumed: {why} {menu} opens a new table.",
                  note="{why} is a whole sentence on what is wrong with the file; "
                       "{menu} is where a menu item is, such as: Game \u203a New Game")
SEAT_KEPT = N_("Your seat at the network table at {address} is kept while its match goes on: {menu} takes it "
               "back.", note="{menu} is where a menu item is, such as: Game \u203a New Game")


def network_match_path():
    """Where the host's window autosaves its network match."""
    return saves_folder() / NETWORK_MATCH


def unfinished(path, settings=None) -> bool:
    """Whether the network match saved at ``path`` stopped before its end.
    Only a replay tells, and a long match (house rules allow 75,000 moves;
    20,000 took 1.2 s) cost it at every start, long after it ended: the
    answer is kept in ``settings`` with the file it is about (its size,
    time and inode: the host writes a new file at each move), and the file
    is replayed again only once it has changed."""
    return _looked_at(path, settings) == "1"


def damage(path, settings=None):
    """The one sentence of the validating layer on why the network match
    saved at ``path`` cannot be read (cut off, garbled), or None when it can
    (or there is none).  A damaged file was read as no match at all: the
    host who chose Host… to resume was shown a new table's setup without a
    word, and his stopped match was gone (stranger 17)."""
    if _looked_at(path, settings) != "2":
        return None
    try:
        load_match(path)
    except RecordError as err:
        return err.args[0]
    return None


def _looked_at(path, settings) -> str:
    """What the match file holds: "1" a match stopped midway, "0" none (no
    file, a match over), "2" a file that cannot be read; kept in
    ``settings`` with the file's size, time and inode (``unfinished``)."""
    try:
        info = os.stat(path)
    except OSError:
        return "0"
    # "d": the answers kept since a damaged file is told apart from no match
    # (one kept before, "0" for a damaged file too, is looked at once again).
    seen = f"{info.st_size}:{info.st_mtime_ns}:{info.st_ino}:d"
    kept = settings.value(_MATCH_CHECKED) if settings is not None else None
    if isinstance(kept, str) and kept.startswith(seen) and kept[len(seen):] in ("0", "1", "2"):
        return kept[len(seen):]
    try:
        answer = "0" if not stat.S_ISREG(info.st_mode) or load_match(path)[1].is_over else "1"
    except RecordError:
        answer = "2"
    if settings is not None:
        settings.setValue(_MATCH_CHECKED, seen + answer)
    return answer


def host_can_resume(settings) -> bool:
    """Whether Host… offers to resume: a match stopped midway, and the code
    and port its players come back to."""
    code, port = settings.value("network/host_code"), settings.value("network/host_port")
    return isinstance(code, str) and str(port).isdigit() and unfinished(network_match_path(), settings)


def host_match_damage(settings):
    """Why the host's stopped network match cannot be resumed (its file is
    damaged), or None."""
    return damage(network_match_path(), settings)


def keep_seat(settings, address: str, code: str) -> None:
    """The joiner was seated at the table at ``address`` with ``code``."""
    settings.setValue(_KEPT_ADDRESS, address)
    settings.setValue(_KEPT_CODE, auth.normalize_code(code))


def kept_seat(settings) -> tuple[str, str] | None:
    """The table whose match this player had a seat at when last seen going
    on: (address, code), or None."""
    address, code = settings.value(_KEPT_ADDRESS), settings.value(_KEPT_CODE)
    if isinstance(address, str) and address and isinstance(code, str) and len(code) == auth.CODE_LENGTH:
        return address, code
    return None


def forget_seat(settings) -> None:
    """The match is over: nothing to come back to."""
    settings.remove(_KEPT_ADDRESS)
    settings.remove(_KEPT_CODE)
    unsay_kept_seat()


def unsay_kept_seat() -> None:
    """The start's sentence that a seat is kept (``SEAT_KEPT``) is no longer
    so (its match is over): it goes (``unsay``)."""
    unsay(SEAT_KEPT)


def unsay_host_stopped() -> None:
    """The start's sentence that this player's hosted table stopped midway
    (``HOST_STOPPED``) is no longer so: the host opened a table again, and
    its match is being played (the stopped one resumed, or given up for a
    new one).  Were it to stop again, the next start says so again.  So
    does the sentence that its match could not be resumed (``HOST_DAMAGED``)."""
    unsay(HOST_STOPPED)
    unsay(HOST_DAMAGED)


def follow_hosting(net) -> None:
    """Once the host's own table window ``net`` has its match dealt (or
    resumed), the main window stops saying the table stopped."""
    net.controller.game_started.connect(lambda _state: unsay_host_stopped() if net.hosted is not None else None)


def unsay(template) -> None:
    """A start's sentence made of ``template`` (``start_sentences``) goes
    from every window's play log and status line, and a window a language
    change makes does not say it again."""
    def stale(text) -> bool:
        return getattr(text, "template", None) == template.template

    for w in QApplication.topLevelWidgets():
        gone = []
        # The main window's start news (``window_resume.TableResume.forget``); other windows have none.
        forget = getattr(getattr(w, "comeback", None), "forget", None)
        if callable(forget):
            gone += forget(stale)
        log = getattr(getattr(w, "side", None), "log", None)
        if log is not None:
            for row in reversed(range(log.count())):
                data = log.item(row).data(SAID_ROLE)
                if stale(getattr(data, "value", None)):
                    gone.append(data.value)
                    log.takeItem(row)
        status = getattr(w, "statusBar", None)
        if gone and status is not None and status().currentMessage() in {say(text) for text in gone}:
            status().clearMessage()


def start_sentences(settings) -> list:
    """What the main window says at start about network matches waiting."""
    said = []
    if host_can_resume(settings):
        said.append(fill(HOST_STOPPED, menu=host_path()))
    elif (why := host_match_damage(settings)) is not None:
        said.append(fill(HOST_DAMAGED, why=why, menu=host_path()))
    kept = kept_seat(settings)
    if kept is not None:
        said.append(fill(SEAT_KEPT, address=kept[0], menu=join_path()))
    return said


def tell_at_start(window) -> None:
    """Said in ``window``'s play log and status line (``MainWindow.tell_at_start``)."""
    from PySide6.QtCore import QSettings
    for sentence in start_sentences(window.settings or QSettings()):
        window.tell_at_start(sentence)
