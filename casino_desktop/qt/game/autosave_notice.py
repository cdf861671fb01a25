"""Telling the player when the autosave cannot be written, and when it can again.

A read-only or full data folder once lost sixty moves with no sign but a
line on stderr.  Now the first failed write says so on the status line and
in the play log, and opens a notice (not modal: the game goes on) that says
what to do and offers Save As.  The autosaver keeps trying after every
move; the first write that works again says so, once.  While the writes
keep failing nothing more is said: one notice per spell of trouble.
"""
from __future__ import annotations


from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from casino_desktop.qt.game.files import documents_folder, save_current_game
from casino_desktop.qt.translate import tr


def elsewhere() -> str:
    """Where Save As opens from the notice: not the saves folder, which is
    the one that fails, but the player's documents (or home)."""
    return documents_folder()


def trouble_status(reason: str) -> str:
    if reason:
        return tr("Your game is not being saved: {reason}. It is tried again after every move.", reason=reason)
    return tr("Your game is not being saved. It is tried again after every move.")


def trouble_notice(reason: str) -> str:
    if reason:
        return tr("Your game cannot be saved in the folder for saved games: {reason}. If Casino is closed or "
                  "stops now, this game is lost. Free some disk space, or make the folder writable again: the "
                  "game tries again after every move and tells you when saving works.", reason=reason)
    return tr("Your game cannot be saved in the folder for saved games. If Casino is closed or stops now, this "
              "game is lost. Free some disk space, or make the folder writable again: the game tries again "
              "after every move and tells you when saving works.")


class AutosaveNotice(QObject):
    """Watches ``window.autosaver`` and tells the player about its trouble."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.failing = False
        self.box: QMessageBox | None = None
        # Moves soon say other things on the status line; this mark stays
        # at its end for as long as the game is not being kept.
        self.mark = QLabel(tr("Not saved", note="a mark on the status line while the game cannot be saved"))
        self.mark.setObjectName("autosaveTrouble")
        self.mark.setStyleSheet("QLabel#autosaveTrouble { color: #b00020; font-weight: bold; padding: 0 6px; }")
        self.mark.hide()
        window.statusBar().addPermanentWidget(self.mark)
        window.autosaver.written.connect(self._written)

    def _written(self, ok: bool, reason: str) -> None:
        if ok and self.failing:
            self.failing = False
            self._close_box()
            self.mark.hide()
            line = tr("Your game is being saved again.")
            self.window.side.log.add_lines([line])
            self.window.statusBar().showMessage(line)
        elif not ok and not self.failing:
            self.failing = True
            self.mark.setToolTip(trouble_status(reason))
            self.mark.show()
            self.window.side.log.add_lines([trouble_status(reason)])
            self.window.statusBar().showMessage(trouble_status(reason))
            self._open_box(reason)

    def _open_box(self, reason: str) -> None:
        self._close_box()
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Your game is not being saved"), trouble_notice(reason),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setInformativeText(tr("To keep this game now, choose Save As and save it in another folder."))
        save_as = box.addButton(tr("Save As\u2026"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(tr("Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(save_as)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModality.NonModal)  # the game goes on behind it
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: button is save_as and save_current_game(self.window, elsewhere()))  # type: ignore[func-returns-value]  # ``and``: saved only from Save As
        box.destroyed.connect(self._forget_box)
        self.box = box
        box.show()

    def _forget_box(self, *_args) -> None:
        self.box = None

    def _close_box(self) -> None:
        if self.box is not None:
            self.box.close()
            self.box = None
