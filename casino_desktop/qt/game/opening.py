"""Game › Open of a save, read and replayed off the window's thread.

A save can hold a match as long as the autosave's (tens of thousands of
moves, seconds of replay), and Open replayed it on the window's thread: the
window froze until it was back.  Now the same worker as the autosave's
(``resume_loader``) reads it while the window goes on: the game in play can
still be played, the status line counts the moves replayed, a Stop button
beside it gives the reading up, and the menu items that would start another
game wait.  Once the save is back the player is asked, as before, whether
the match in play may go (``MatchGuard.may_open``); a save that cannot be
read is refused in a message box with its one sentence, as before.
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton

from casino_desktop.core.templates import N_, fill
from casino_desktop.qt.game.files import DAMAGED, WHAT, open_dialog, refuse_to_open, saved_name
from casino_desktop.qt.game.resume_loader import ResumeLoader, read_chosen_game
from casino_desktop.qt.translate import say, tr, tr_n

OPENED = N_("Opened \u201c{name}\u201d.",
            note="{name}: the name of the saved file opened; keep it quoted in your language's quotation marks")


class GameOpening(QObject):
    """One save being opened in ``window`` (``window.opening`` while it lasts)."""

    def __init__(self, window, path: str):
        super().__init__(window)
        self.window = window
        self.path = path
        self.reader = ResumeLoader(self, lambda report: read_chosen_game(path, report))
        self.reader.progress.connect(self._progress)
        self.reader.finished.connect(self._finished)
        self.stop_button = QPushButton(tr("Stop Opening"))
        self.stop_button.setObjectName("stopOpening")
        self.stop_button.setToolTip(tr("Stop reading the saved game; the game in play goes on."))
        self.stop_button.clicked.connect(self.stop)

    @classmethod
    def start(cls, window, path: str) -> "GameOpening":
        """Start opening ``path`` in ``window`` (a save being opened already is given up)."""
        if window.opening is not None:
            window.opening.stop()
        opening = cls(window, path)
        window.opening = opening
        window.set_game_actions_enabled(False)
        window.statusBar().addPermanentWidget(opening.stop_button)
        window.statusBar().showMessage(tr("Opening the saved game\u2026"))
        opening.reader.start()
        return opening

    def stop(self) -> None:
        """Give the reading up; the game in play goes on (said when the worker has stopped)."""
        self.stop_button.setEnabled(False)
        self.reader.stop()

    def forget(self) -> None:
        """The window closes or is rebuilt: nothing more arrives from the worker."""
        self.reader.blockSignals(True)
        self.reader.stop()

    def _progress(self, moves: int) -> None:
        self.window.statusBar().showMessage(tr_n("Opening the saved game: {count} move replayed\u2026",
                                                 "Opening the saved game: {count} moves replayed\u2026", moves))

    def _finished(self, resumed, note) -> None:
        window = self.window
        window.statusBar().removeWidget(self.stop_button)
        self.stop_button.deleteLater()
        self.deleteLater()
        if window.opening is not self:  # another Open replaced this one
            return
        window.opening = None
        window.set_game_actions_enabled(True)
        window.statusBar().clearMessage()
        if resumed is None and note is None:
            window.statusBar().showMessage(tr("Opening the saved game was stopped; the game in play goes on."))
        elif resumed is None:  # no sentence: something unforeseen, said as a damaged save
            refuse_to_open(window, note or fill(DAMAGED, what=WHAT))
        elif window.matches.may_open(resumed.loaded[1]):
            window.load_game(*resumed.loaded, resumed=resumed)
            # As Save says where it saved: without a word, a save that
            # looks like the game in play seemed not to have opened.  In the
            # play log too, under the moves read back: the status line gives
            # way to "Your turn." at once (the eighth stranger's retest).
            opened = fill(OPENED, name=saved_name(self.path))
            window.statusBar().showMessage(say(opened))
            window.side.log.add_lines([opened])


def open_into(window) -> None:
    """Game › Open Game: the chosen save read and replayed off the window's
    thread and, if the match in play may go, resumed."""
    path = open_dialog(window, window.settings)
    if path is not None:
        GameOpening.start(window, path)
