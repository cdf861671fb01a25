"""Opening practice from the main window: Game › Practice… (the rules are
chosen in the New Game dialog's practice form) and the New Game dialog's
Practise These Rules button.  One practice window at a time: practising
other rules replaces it."""
from __future__ import annotations

from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.practice.window import PracticeWindow


def open_practice(window) -> None:
    """Choose the variant and house rules as for a game, then practise them."""
    dialog = SetupDialog(window.setup, window, practice=True)
    if dialog.exec():
        start_practice(window, dialog.result_setup())


def start_practice(window, setup) -> PracticeWindow:
    """The practice window for ``setup``'s variant and house rules, owned by ``window``."""
    for old in window.findChildren(PracticeWindow):
        old.close()
    matches = getattr(window, "matches", None)
    practice = PracticeWindow(setup.variant_id, setup.options,
                              (lambda: matches.store) if matches is not None else None, window)
    practice.show()  # a new window: shown on top
    practice.activateWindow()
    return practice
