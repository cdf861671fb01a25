"""View › Sound: the game's sounds, their switch, and when each is heard.

A card played, a capture, a sweep, a build, the end of a round and a move
the table refuses each have a short sound of ours (``scripts/make_sounds.py``
makes them).  The switch is remembered in the settings and is off until the
player turns it on: a card game that starts making noise in an office is
worse than one that is quiet until asked.

The device is shared by every window of the run (the window is built again
when the language changes) and opened on a thread of its own; its answer
comes back to the window's thread through ``_Relay``'s signal.  Without a
device the game is silent and the menu item says why; the status line says
it too, once (the menu closes as the item is ticked, so its new name alone
went unseen); ticking it again tries again (headphones plugged in since).
``sound_output`` has the device.
"""
from __future__ import annotations

import atexit
import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication

from casino_desktop.core import CAPTURE, END, TRAIL, GameState, Move
from casino_desktop.qt import sound_output
from casino_desktop.qt.gui_collector import hold_until_done
from casino_desktop.qt.game.setup import load_flag, save_flag
from casino_desktop.qt.translate import tr

SETTING = "view/sound"


class _Relay(QObject):
    opened = Signal(object)  # a DeviceOutput, or the NoSoundOutput that stopped it


class SharedOutput:
    """The run's one sound device: closed, opening, open or failed."""

    def __init__(self) -> None:
        self.output = None
        self.failure: sound_output.NoSoundOutput | None = None
        self.failure_told = False  # the status line said so already (a rebuilt window does not say it again)
        self.opening = False
        self._relay: _Relay | None = None

    def relay(self) -> _Relay:
        if self._relay is None:
            self._relay = _Relay(QCoreApplication.instance())  # lives as long as the application
            self._relay.opened.connect(self._opened)
        return self._relay

    def open(self) -> None:
        """Start opening the device (once at a time) unless it is open."""
        if self.output is not None or self.opening:
            return
        self.opening = True
        relay, platform = self.relay(), QGuiApplication.platformName()

        def work() -> None:
            try:
                result = open_output(platform)
            except sound_output.NoSoundOutput as failure:
                result = failure
            try:
                relay.opened.emit(result)  # queued to the window's thread
            except RuntimeError:  # the application ended while the device was being opened
                if not isinstance(result, sound_output.NoSoundOutput):
                    result.close()

        thread = threading.Thread(target=work, name="casino-sound-open", daemon=True)
        hold_until_done(relay, thread)  # never let go last by the thread
        thread.start()

    def _opened(self, result) -> None:
        self.opening = False
        if isinstance(result, sound_output.NoSoundOutput):
            self.output, self.failure = None, result
        else:
            self.output, self.failure = result, None

    def play(self, name: str) -> None:
        if self.output is not None:
            self.output.play(name)

    def close(self) -> None:
        if self.output is not None:
            self.output.close()
            self.output = None


def open_output(platform: str):
    """The device (tests put a recorder here)."""
    return sound_output.open_device(platform)


SHARED = SharedOutput()
atexit.register(SHARED.close)


def cue_of_move(prev: GameState, move: Move, state: GameState, seat: int) -> str:
    """The sound of a move: a sweep, a capture, a card laid down, or a build."""
    if move.kind == CAPTURE:
        side = prev.side_of(seat)
        return "sweep" if len(state.sweeps[side]) > len(prev.sweeps[side]) else "capture"
    if move.kind == TRAIL and not move.value:
        return "card"
    return "build"  # a build, raised or added to, or a trail that declares one


def failure_sentence(failure: sound_output.NoSoundOutput) -> str:
    """Why the game is silent, for the status line and the menu item's tip."""
    if failure.library_missing:
        return tr("This installation of Casino cannot play sounds, so the game stays silent.")
    return tr("No speakers or headphones could be opened, so the game stays silent. "
              "Tick Sound again to try once more.")


class GameSound(QObject):
    """The View menu's switch and the window's events it sounds."""

    def __init__(self, window, view_menu, shared: SharedOutput = SHARED):
        super().__init__(window)
        self.window = window
        self.shared = shared
        self.act = QAction(tr("Sou&nd"), window, checkable=True)
        self.act.setChecked(load_flag(SETTING, False, window.settings))
        self.act.toggled.connect(self._toggled)
        view_menu.addAction(self.act)
        shared.relay().opened.connect(self._device_answered)
        self._explain()
        if self.act.isChecked():
            shared.open()
        c = window.controller
        c.move_played.connect(self._move_played)
        c.round_over.connect(lambda _s: self.play("round_end"))
        c.match_over.connect(lambda _s: self.play("round_end"))
        window.input.refused.connect(lambda _reason: self.play("refusal"))

    def is_on(self) -> bool:
        return self.act.isChecked()

    def play(self, name: str) -> None:
        if self.act.isChecked():
            self.shared.play(name)

    def _move_played(self, prev: GameState, seat: int, move: Move, state: GameState, _lines) -> None:
        if move.kind != END:  # ending a turn of several actions moves no card
            self.play(cue_of_move(prev, move, state, seat))

    def _toggled(self, on: bool) -> None:
        save_flag(SETTING, on, self.window.settings)
        if on:
            self.shared.failure = None  # ticked again: try again, and say again if it fails
            self.shared.failure_told = False
            self.shared.open()
        else:
            self.shared.close()
        self._explain()

    def _device_answered(self, _result) -> None:
        self._explain()
        failure = self.shared.failure
        # A closed window (the one a language change replaced) says nothing.
        if failure is not None and not self.shared.failure_told and self.window.isVisible():
            self.shared.failure_told = True
            self.window.statusBar().showMessage(failure_sentence(failure))

    def _explain(self) -> None:
        """The menu item says what the switch does, or why there is no sound."""
        failure = self.shared.failure
        if failure is None:
            self.act.setText(tr("Sou&nd"))
            self.act.setStatusTip(tr("Sounds for cards played, captures, sweeps, builds, the end of a round "
                                     "and moves the table refuses."))
        else:
            self.act.setText(tr("Sou&nd (not available)") if failure.library_missing
                             else tr("Sou&nd (no sound output found)"))
            self.act.setStatusTip(failure_sentence(failure))
        if failure is not None and self.act.isChecked():
            self.act.blockSignals(True)  # silently off; the player's choice stays remembered
            self.act.setChecked(False)
            self.act.blockSignals(False)
