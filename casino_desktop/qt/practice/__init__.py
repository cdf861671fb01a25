"""Practice mode's Qt side: rule drills on a real table, the progress
screen (``window``, ``progress``), and the guided first game (``guide_*``).
The drills themselves, their checking and their schedule, and the guided
deals' scripts, are the pure ``casino_desktop.practice`` package.

The main window calls ``open_practice`` (Game › Practice…: the rules are
chosen in the New Game dialog's practice form) or ``start_practice`` (the
New Game dialog's Practise These Rules button).
"""
from __future__ import annotations


def open_practice(window) -> None:
    """Choose the variant and house rules as for a game, then practise them."""
    from casino_desktop.qt.dialogs.new_game import SetupDialog
    dialog = SetupDialog(window.setup, window, practice=True)
    if dialog.exec():
        start_practice(window, dialog.result_setup())


def start_practice(window, setup):
    """The practice window for ``setup``'s variant and house rules (one at a
    time: practising other rules replaces it)."""
    from casino_desktop.qt.practice.window import PracticeWindow
    for old in window.findChildren(PracticeWindow):
        old.close()
    matches = getattr(window, "matches", None)
    practice = PracticeWindow(setup.variant_id, setup.options,
                              (lambda: matches.store) if matches is not None else None, window)
    practice.show()  # a new window: shown on top
    practice.activateWindow()
    return practice
