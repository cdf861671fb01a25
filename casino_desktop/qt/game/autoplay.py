"""Autoplay: computer players fill every seat and play through the real window.

Used for screenshots, smoke tests and the self-test.  Every move goes through
the same controller, scene animations and round dialog as a human game; the
driver only presses "Next round" and, at the end, saves a screenshot of the
window with any open dialog painted where it stands.  Any exception raised
in a Qt slot while it runs makes the exit code 1.
"""
from __future__ import annotations

import sys
import traceback

from PySide6.QtCore import QObject, QPoint, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from casino_desktop.core import PRESETS, game_problem, make_rules
from casino_desktop.qt.main_window import MainWindow


def playable_tables() -> list[tuple[str, int, bool]]:
    """(variant, players, partnerships) of every table a preset can be
    played at: what the autoplay tests and the soak go round."""
    out = []
    for v in PRESETS:
        rules = make_rules(v.id)
        for players in (2, 3, 4):
            for pairs in ((False, True) if players == 4 else (False,)):
                if game_problem(rules, players, pairs) is None:
                    out.append((v.id, players, pairs))
    return out


def grab_window(window: MainWindow) -> QPixmap:
    """The window, plus the round dialog if one is open (it is its own window)."""
    shot = window.grab()
    dialog = window.round_dialog
    if dialog is not None and dialog.isVisible():
        pic = dialog.grab()
        top_left = dialog.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0))
        if not shot.rect().contains(top_left) or not shot.rect().contains(top_left + QPoint(pic.width(), pic.height()) - QPoint(1, 1)):
            top_left = QPoint((shot.width() - pic.width()) // 2, (shot.height() - pic.height()) // 2)
        painter = QPainter(shot)
        painter.drawPixmap(top_left, pic)
        painter.end()
    return shot


class Autoplay(QObject):
    """Drives a window whose seats are all computers until the exit point.
    ``finished(code)`` then fires; with ``quit_app`` the application exits
    with that code too (the command line), without it the caller goes on
    (tests play many rounds in one process)."""

    finished = Signal(int)

    def __init__(self, window: MainWindow, exit_after: str = "round", screenshot: str | None = None,
                 screenshot_ply: int | None = None, timeout_s: float = 600.0, quit_app: bool = True):
        super().__init__(window)
        self.window = window
        self.quit_app = quit_app
        self.exit_after = exit_after
        self.screenshot = screenshot
        self.screenshot_ply = screenshot_ply
        self.errors: list[str] = []
        self.rounds = 0
        self.exit_code: int | None = None
        self._shot_taken = False
        window.round_dialog_shown.connect(self._round_shown)
        window.scene.animations_done.connect(self._maybe_shoot)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(self._timed_out)
        self._timeout.start(int(timeout_s * 1000))
        self._old_hook = sys.excepthook
        sys.excepthook = self._exception

    def _exception(self, kind, value, tb) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb)))
        self._old_hook(kind, value, tb)
        self._finish(1)

    def _maybe_shoot(self) -> None:
        state = self.window.controller.state
        if (self.screenshot and self.screenshot_ply is not None and not self._shot_taken
                and state is not None and state.ply >= self.screenshot_ply):
            self._save()

    def _save(self) -> None:
        self._shot_taken = True
        if self.screenshot:
            QApplication.processEvents()
            if not grab_window(self.window).save(self.screenshot):
                self.errors.append(f"could not save {self.screenshot}")

    def _round_shown(self, dialog) -> None:
        self.rounds += 1
        state = self.window.controller.state
        done = state.winner is not None or self.exit_after == "round"  # type: ignore[union-attr]  # a round was shown: a game is on
        if done:
            # Let the dialog paint before the picture is taken.
            QTimer.singleShot(150, self._end)
        else:
            QTimer.singleShot(max(30, self.window.ms(400)), dialog.primary.click)

    def _end(self) -> None:
        if not self._shot_taken:
            self._save()
        self._finish(1 if self.errors else 0)

    def _timed_out(self) -> None:
        self.errors.append("autoplay timed out")
        print("autoplay: timed out", file=sys.stderr)
        self._finish(2)

    def _finish(self, code: int) -> None:
        if self.exit_code is not None:
            return
        self.exit_code = code
        self._timeout.stop()
        sys.excepthook = self._old_hook
        if self.quit_app:
            # The command line's end: the window closes as a player's would.
            # A caller that goes on keeps the window as autoplay left it, the
            # score sheet open (closing the window closes its sheet too).
            self.window.close()
        self.finished.emit(code)
        app = QApplication.instance()
        if app is not None and self.quit_app:
            app.exit(code)
