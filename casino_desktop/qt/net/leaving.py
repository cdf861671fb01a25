"""Leaving a network table: what a player is asked first, and Game › Quit.

A table is other people's game too.  The host who closes his table's
window closes it for everyone, so he is told who is at it and asked; a
player who leaves mid-match is asked, since a computer then plays her seat.
Nothing is asked once the match is over or the table is gone.
"""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from casino_desktop.core.templates import names_list
from casino_desktop.net import net_sentences
from casino_desktop.qt.net.table_words import close_alone, close_for_everyone
from casino_desktop.qt.translate import tr, tr_n


def others_seated(seats: list, me: int | None) -> list:
    """The names of the people connected at the table, but for this seat."""
    return [net_sentences.text_of(s.get("name")) or str(i + 1) for i, s in enumerate(seats)
            if isinstance(s, dict) and i != me and s.get("kind") == "connected"]


def leave_question(window) -> str | None:
    """What to ask before ``window`` leaves its table; None: nothing to ask."""
    c = window.controller
    hosting = window.hosted is not None and window.hosted.running()
    mid_match = c.state is not None and not c.state.is_over
    if hosting:
        others = others_seated(c.seat_list, c.me)
        if others and mid_match:  # that the match is kept, or a parent thinks it lost
            return close_for_everyone(names_list(others), len(others))
        if others:
            return tr_n("{names} is at your table: close it for everyone?",
                        "{names} are at your table: close it for everyone?", len(others), names=names_list(others))
        if mid_match:
            return close_alone()
        return None
    if mid_match and not window.table_left:
        # The host waits when no other person is left (a table of bots and
        # stand-ins played the match out in seconds): true either way.
        return tr("Leave the table in the middle of the match? Your seat is kept until you come back: a computer "
                  "player plays it while someone else is still at the table.")
    return None


def ask_to_leave(window, question: str) -> bool:
    """The player's answer: Yes leaves."""
    title = tr("Close the Table") if window.hosted is not None else tr("Leave the Table")
    answer = QMessageBox.question(window, title, question, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def quit_program(window) -> None:
    """Game › Quit: every window closes, first the network tables (each asks
    what it must; the one Quit was chosen in first among them), then the
    rest, which ask nothing; a window that stays open (the player said No)
    stops the quitting, so nothing closes behind her back.  (The main window
    once closed first: a No at the table then left the table alone on screen,
    the main window gone, and Language, New Game and Join… out of reach.)"""
    windows = [w for w in QApplication.topLevelWidgets() if w.isWindow() and w.isVisible()]
    windows.sort(key=lambda w: (0 if hasattr(w, "hosted") else 1, w is not window))
    for w in windows:
        if not w.close():
            return
