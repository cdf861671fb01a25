"""Starting Casino while it is already open on the same data folder.

The later start hands its command line to the open window and exits; the
open window comes to the front and says why.  A later start that names a
game (``--variant``, ``--players``, ``--seed``, ...) asks the open window
for that game: it is dealt there, after the same question New Game asks
when a match is in progress, so nothing is thrown away unasked.

Every start that keeps files (not autoplay, not the self-test) first
removes the temporary files a killed write left in the saves folder: old
ones only, of our own names only, never through a link.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from casino_desktop.storage.atomic_file import private_folder, remove_old_temps
from casino_desktop.core import preset
from casino_desktop.core.templates import N_, N_plural, Text, fill
from casino_desktop.qt.game.single_instance import Claim, InstanceLock, InstanceServer, tell_running_instance
from casino_desktop.qt.translate import say, tr

ALREADY_RUNNING = N_("Casino is already open, so its window has been brought to the front.")
ASKED_FOR_GAME = N_("Casino is already open, so the game you asked for has been handed to its window.")
NO_ANSWER = N_("Casino is already open, but its window does not answer. Close it, or wait until it "
               "answers, and then start Casino again.")
BROUGHT_FORWARD = N_("Casino was started again while this window was open, so this window came to the "
                     "front: one window keeps your games.")
GAME_KEPT = N_("Casino was started again with a new game, but you kept this match.")

# What a setup asked for on a later start's command line is: None if it asks
# for no game, else (setup, None) or (None, the sentence why it cannot be played).
AskedSetup = Callable[[list[str]], "tuple[object | None, str | None] | None"]


def start_alone(argv: list[str], asks_for_game: bool = False) -> tuple[InstanceLock | None, int | None]:
    """Make this process the one instance of the data folder.

    (lock, None): go on starting (keep the lock for the whole run; None if
    the folder cannot hold one, as when it is read-only).  (None, code): an
    instance is already open and has been told; exit with ``code``."""
    data = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    try:
        private_folder(data)
    except OSError:
        return None, None  # nothing can be kept anyway; the autosave will say so
    lock = InstanceLock(data)
    claim = lock.claim()
    if claim is Claim.ELSEWHERE:
        answered = tell_running_instance(lock, argv)
        if answered is True:
            print(f"casino-desktop: {say(ASKED_FOR_GAME if asks_for_game else ALREADY_RUNNING)}", file=sys.stderr)
            return None, 0
        if answered is False:
            QMessageBox.warning(None, tr("Casino"), say(NO_ANSWER))
            return None, 1
        claim = Claim.OURS  # the other one quit while we waited
    _clean_saves_folder(data)
    return (lock if claim is Claim.OURS else None), None


def _clean_saves_folder(data: Path) -> None:
    remove_old_temps(data / "saves")


def listen_for_later_starts(window, lock: InstanceLock | None, asked_setup: AskedSetup) -> InstanceServer | None:
    """Let later starts reach ``window``, or the window a change of language
    puts in its place (nothing to listen for without the lock).  The server
    belongs to the application, not to a window, so it outlives both."""
    if lock is None:
        return None
    # Not at load time: this module runs before the language is installed, and the switch loads the window's modules.
    from casino_desktop.qt.language_switch import current_main_window
    app: QApplication = QApplication.instance()  # type: ignore[assignment]  # started from the running application
    server = InstanceServer(lock.name, app)
    server.request.connect(lambda argv: QTimer.singleShot(
        0, app, lambda: later_start(current_main_window(window), argv, asked_setup)))
    return server


def bring_to_front(window) -> None:
    """Un-minimise, raise and focus ``window``; where the window manager will
    not hand the focus over, the window at least asks for attention."""
    window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    # Its own boxes (a notice, a question) stay above it: without a window
    # manager to keep them there, raising the window alone would hide them.
    for child in window.findChildren(QWidget):
        if child.isWindow() and child.isVisible():
            child.raise_()
    window.activateWindow()
    QApplication.alert(window)


# The question a later start's game asks before the match in progress is
# given up: it names the game, the table and the deal asked for (it asked
# only "Start a new game…?", and the player could not tell what would be
# dealt: the fifth stranger's play-test of 6 December, finding 5).
ASKED = N_plural("Start {game} for {count} player and give up the match in progress?",
                 "Start {game} for {count} players and give up the match in progress?")
ASKED_DEAL = N_plural("Start {game} for {count} player, deal {number}, and give up the match in progress?",
                      "Start {game} for {count} players, deal {number}, and give up the match in progress?",
                      note="{number}: the deal number, which deals the same cards again")
ASKED_PARTNERS = N_("Start {game} for four players in two partnerships and give up the match in progress?")
ASKED_PARTNERS_DEAL = N_("Start {game} for four players in two partnerships, deal {number}, and give up the match "
                         "in progress?", note="{number}: the deal number, which deals the same cards again")


def asked_question(setup) -> Text:
    """The question for a later start's ``setup`` (``GameSetup``)."""
    game = preset(setup.variant_id).name
    if setup.partnerships:
        if setup.seed is None:
            return fill(ASKED_PARTNERS, game=game)
        return fill(ASKED_PARTNERS_DEAL, game=game, number=setup.seed)
    if setup.seed is None:
        return fill(ASKED, setup.players, game=game)
    return fill(ASKED_DEAL, setup.players, game=game, number=setup.seed)


def later_start(window, argv: list[str], asked_setup: AskedSetup) -> None:
    """Casino was started again: come forward and, if a game was asked
    for, offer it the way New Game would."""
    bring_to_front(window)
    status = window.statusBar()
    asked = asked_setup(argv)
    # Not now: while the unfinished game or a save comes back, or while the player
    # answers a question or a dialog (a game dealt under it would surprise).
    busy = (window.resuming is not None or window.opening is not None
            or QApplication.activeModalWidget() is not None)
    if asked is None or busy or getattr(window, "_answering_later_start", False):
        status.showMessage(say(BROUGHT_FORWARD))
        return
    setup, problem = asked
    if problem:
        status.showMessage(say(problem))
        return
    window._answering_later_start = True  # a third start while the question is open only raises the window
    try:
        if window.matches.may_discard("new", asked_question(setup)):
            window.start_game(setup)
        else:
            status.showMessage(say(GAME_KEPT))
    finally:
        window._answering_later_start = False
