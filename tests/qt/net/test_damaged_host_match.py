"""A host's stopped network match whose file is damaged (cut off, garbled).

It was read as no match at all: the start said nothing, and Host… went
straight to a new table's setup, so the host who chose it to resume read
no word of why his match was gone (stranger 17's play-test, finding 1).
Now the start says so, with the validating layer's sentence, and Host…
says it once more before the new table's setup."""
from __future__ import annotations

import os

from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import comeback, menu
from casino_desktop.qt.net.window import NetWindow

from .helpers import ini_settings
from .test_comeback import hosted_before, match_file

CUT_OFF = "The network match's file is damaged: part of it is cut off or garbled, so it cannot be read."
START_SAYS = ("Your network table's match cannot be resumed: " + CUT_OFF
              + " Game \u203a Play Over the Network \u203a Host opens a new table.")


def _damaged(tmp_path, monkeypatch):
    settings = ini_settings(tmp_path)
    hosted_before(settings)
    path = tmp_path / "network-match.json"
    monkeypatch.setattr(comeback, "network_match_path", lambda: path)
    match_file(path, over=False)
    path.write_bytes(path.read_bytes()[:200])   # the host's disk filled up mid-write, or a copy was cut off
    return settings, path


def test_the_start_says_a_damaged_match_cannot_be_resumed(qtbot, tmp_path, monkeypatch):
    settings, path = _damaged(tmp_path, monkeypatch)
    # An older program kept "no match" for this file at its start: read again.
    info = os.stat(path)
    settings.setValue("network/host_match_checked", f"{info.st_size}:{info.st_mtime_ns}:{info.st_ino}:0")
    w = MainWindow(settings=settings, network_window=NetWindow)
    qtbot.addWidget(w)
    w.start_game()
    comeback.tell_at_start(w)
    assert START_SAYS in w.side.log.log_lines() and w.statusBar().currentMessage() == START_SAYS
    assert not comeback.host_can_resume(settings), "nothing to resume: Host… opens a new table"
    # Said again at the next start (the answer kept with the file's size and
    # time is "damaged", not "no match"), and no longer once the file is whole.
    assert comeback.start_sentences(settings) and str(comeback.start_sentences(settings)[0]) == START_SAYS
    match_file(path, over=False)
    assert [str(s) for s in comeback.start_sentences(settings)] != [START_SAYS]


def test_host_says_why_before_the_new_tables_setup(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.dialogs import host_setup
    settings, path = _damaged(tmp_path, monkeypatch)
    order: list[str] = []

    class Refused:
        def __init__(self, setup, parent):
            order.append("setup")

        def exec(self):
            return False

    monkeypatch.setattr(host_setup, "HostSetupDialog", Refused)
    monkeypatch.setattr(menu.QMessageBox, "warning", lambda parent, title, text: order.append(text))
    w = MainWindow(settings=settings, network_window=NetWindow)
    qtbot.addWidget(w)
    assert menu.host_table(w) is None
    assert order == ["The network match that stopped cannot be resumed: " + CUT_OFF
                     + " Choose the game for a new table.", "setup"]
    match_file(path, over=True)   # a match played to its end: a new table, without a word
    assert menu.host_table(w) is None and order[2:] == ["setup"]

