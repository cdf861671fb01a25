"""View › Sound: the switch (off at first, remembered), the sounds each event
makes, a missing device (silent, the menu says why), and never the window's
thread.  No test needs or uses a sound device: a recorder stands in for it."""
from __future__ import annotations

import threading

import pytest

from casino_desktop.core import parse_card
from casino_desktop.qt import sound
from .table_helpers import card_centre, drag, empty_felt_point, make_window, open_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


class Recorder:
    """A sound device that keeps the names it was asked to play."""

    def __init__(self):
        self.played: list[str] = []
        self.opened_on: threading.Thread | None = None
        self.closed = False

    def play(self, name: str) -> None:
        self.played.append(name)

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def device(monkeypatch):
    """The run's shared output, fresh, opening a recorder."""
    recorder = Recorder()

    def opener(_platform):
        recorder.opened_on = threading.current_thread()
        return recorder

    monkeypatch.setattr(sound, "open_output", opener)
    monkeypatch.setattr(sound.SHARED, "output", None)
    monkeypatch.setattr(sound.SHARED, "failure", None)
    monkeypatch.setattr(sound.SHARED, "opening", False)
    return recorder


def _sound_on(qtbot, window, device):
    window.sound.act.trigger()
    qtbot.waitUntil(lambda: sound.SHARED.output is device)


def test_sound_is_off_until_turned_on_and_the_choice_is_remembered(qtbot, tmp_path, device):
    window = make_window(qtbot, tmp_path)
    assert not window.sound.is_on()
    assert device.opened_on is None  # not even opened while off
    _sound_on(qtbot, window, device)
    assert device.opened_on is not threading.main_thread()  # opened off the window's thread
    window.close()
    again = open_window(qtbot, tmp_path, window.setup)
    assert again.sound.is_on()
    again.sound.act.trigger()
    assert device.closed and sound.SHARED.output is None


def test_a_capture_and_a_refusal_are_heard(qtbot, tmp_path, device):
    window = make_window(qtbot, tmp_path)
    _sound_on(qtbot, window, device)
    show_position(qtbot, window, position("casino", "5S 8S 4H", "8D KC"))
    drag(qtbot, window, C("5S"), card_centre(window, C("KC")))  # refused: a 5 does not take a king
    qtbot.waitUntil(lambda: "refusal" in device.played)
    drag(qtbot, window, C("8S"), card_centre(window, C("8D")))
    qtbot.waitUntil(lambda: "capture" in device.played)


def test_a_sweep_is_heard_where_the_rules_count_sweeps(qtbot, tmp_path, device):
    window = make_window(qtbot, tmp_path, variant="mulle")
    _sound_on(qtbot, window, device)
    show_position(qtbot, window, position("mulle", "8S 4H", "8D"))
    drag(qtbot, window, C("8S"), card_centre(window, C("8D")))
    qtbot.waitUntil(lambda: "sweep" in device.played)
    window.sound.act.trigger()  # off: nothing more is heard
    show_position(qtbot, window, position("mulle", "9S 4H", "QD"))
    drag(qtbot, window, C("4H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.state.ply == 1)
    assert device.played == ["sweep"]


@pytest.mark.parametrize("hand, table, move, cue", [
    ("8S 4H", "8D 5C", "8S take 8D", "capture"),
    ("8S 4H", "8D", "8S take 8D", "capture"),        # casino does not count sweeps
    ("9S 4H", "QD", "4H trail", "card"),
    ("9S 4H", "5D", "4H build 9 5D", "build"),
])
def test_each_move_has_its_sound(hand, table, move, cue):
    from casino_desktop.core import apply, resolve
    state = position("casino", hand, table)
    before = state.clone()
    m = resolve(state, move)
    apply(state, m)
    assert sound.cue_of_move(before, m, state, 0) == cue


def test_no_sound_device_means_silence_and_the_menu_says_why(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(sound.SHARED, "output", None)
    monkeypatch.setattr(sound.SHARED, "failure", None)
    monkeypatch.setattr(sound.SHARED, "opening", False)
    # The real opener: the offscreen platform has no listener, so no device is tried.
    window = make_window(qtbot, tmp_path)
    window.sound.act.trigger()
    qtbot.waitUntil(lambda: sound.SHARED.failure is not None)
    assert not window.sound.act.isChecked()
    assert window.sound.act.text() == "Sou&nd (no sound output found)"
    assert "silent" in window.sound.act.statusTip()
    assert window.settings.value("view/sound") in (True, "true")  # the player's choice is kept for next time
    window.sound.play("card")  # and playing is harmless


def test_no_sound_device_is_said_once_on_the_status_line(qtbot, tmp_path, monkeypatch):
    """The menu closes as the item is ticked, so its new name alone goes
    unseen: the status line says it, once, and again only when ticked again."""
    monkeypatch.setattr(sound.SHARED, "output", None)
    monkeypatch.setattr(sound.SHARED, "failure", None)
    monkeypatch.setattr(sound.SHARED, "failure_told", False)
    monkeypatch.setattr(sound.SHARED, "opening", False)
    window = make_window(qtbot, tmp_path)
    said = sound.failure_sentence(sound.sound_output.NoSoundOutput())
    assert window.statusBar().currentMessage() != said
    window.sound.act.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == said)
    assert "silent" in said and window.sound.act.statusTip() == said
    # A window built again (a language change) finds the switch on and tries
    # again, but does not say the same thing a second time.
    window.statusBar().showMessage("")
    window.close()
    again = open_window(qtbot, tmp_path, window.setup)
    qtbot.waitUntil(lambda: sound.SHARED.failure is not None and not sound.SHARED.opening)
    assert again.statusBar().currentMessage() != said
    again.sound.act.trigger()  # ticked again by the player: tried and said again
    qtbot.waitUntil(lambda: again.statusBar().currentMessage() == said)
