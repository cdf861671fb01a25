"""Opening practice from the main window: Game › Practice… (the rules are
chosen in the New Game dialog's practice form) and the New Game dialog's
Practise These Rules button.  One practice window at a time: practising
other rules replaces it.  At a start, the practice window open when the
program stopped opens again once the game is back (``comeback``)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import GameSetup, known_options, preset_ids
from casino_desktop.qt.practice.window import PracticeWindow
from casino_desktop.storage.stats_practice import OpenPractice


def open_practice(window) -> None:
    """Choose the variant and house rules as for a game, then practise them."""
    dialog = SetupDialog(window.setup, window, practice=True)
    if dialog.exec():
        start_practice(window, dialog.result_setup())


def start_practice(window, setup, comeback: OpenPractice | None = None) -> PracticeWindow:
    """The practice window for ``setup``'s variant and house rules, owned by
    ``window``; ``comeback``: the session kept open when the program stopped,
    opened again (``comeback``)."""
    for old in window.findChildren(PracticeWindow):
        old.close()
    matches = getattr(window, "matches", None)
    # A session kept open: its drills made again, from its seed.
    again: dict[str, Any] = {} if comeback is None else {"seed": comeback.seed, "comeback": comeback}
    practice = PracticeWindow(setup.variant_id, setup.options,
                              (lambda: matches.store) if matches is not None else None, window, **again)
    practice.show()  # a new window: shown on top
    practice.activateWindow()
    return practice


def practice_after_resume(main) -> None:
    """Once the unfinished game is back on ``main``'s table, the practice
    window open when the program stopped comes back over it."""
    main.comeback.came_back.connect(lambda: reopen(main), Qt.ConnectionType.SingleShotConnection)


def reopen(main) -> PracticeWindow | None:
    """The practice window kept open (``OpenPractice``), opened again over
    ``main``; None if none was kept, or its game or house rules are not
    ones this version has."""
    if main.findChildren(PracticeWindow):
        return None
    try:
        kept = main.matches.store.open_practice()
    except Exception:  # noqa: BLE001 - the store does not raise; a bug here must not stop the start
        return None
    # Rules of another version (or damage): the window as kept, or none.
    # Opened with the rules this version knows, its drills and progress were
    # of other rules, and the start said it was back "with the same drills".
    if kept is None or kept.variant not in preset_ids() or known_options(kept.variant, kept.options) != kept.options:
        return None
    practice = start_practice(main, GameSetup(kept.variant, dict(kept.options)), comeback=kept)
    practice.came_back.connect(lambda text: main.tell_at_start(text, again=False))
    return practice
