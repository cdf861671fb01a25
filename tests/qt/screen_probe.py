"""Run in a child process on one simulated screen (the offscreen platform's
``configfile`` gives it its size, QT_SCALE_FACTOR its scaling): open every
window and dialog a player can reach, as the player would, and write what
``layout_check`` finds wrong in each to a JSON file.

    QT_QPA_PLATFORM=offscreen:configfile=screen.json python -m tests.qt.screen_probe OUT.json

A screen's size can only be chosen when the application starts, hence a
process per screen (``test_screen_sizes.py`` starts them).
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from casino_desktop.core import legal_moves, preset
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from tests.qt.layout_check import problems

FOUND: dict[str, list[str]] = {}


def settle(ms: int = 60) -> None:
    # The window's own event loop for ``ms``, as a player's screen would
    # turn it: a loop of processEvents here spun a core the whole time
    # (about a second of CPU in each probe).
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    # On a loaded machine the timer can end the loop while a chain of
    # layout requests is still being passed up and down (a tab changed:
    # the page, the stack, the scroll area, the page again); a player's
    # screen would show it finished a few milliseconds later.  Every event
    # posted meanwhile is delivered before the window is measured.
    for _ in range(8):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def wait_until(test, seconds: float = 30) -> None:
    end = time.monotonic() + seconds
    while not test():
        if time.monotonic() > end:
            raise TimeoutError("the window did not get there")
        QApplication.processEvents()
        time.sleep(0.002)


def check(label: str, window: QWidget) -> None:
    settle()
    FOUND[label] = problems(window)


def main_window_mid_game(folder: Path):
    from casino_desktop.qt.main_window import MainWindow
    # Four players in partnerships: the longest side names, the fullest table.
    seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "random") for _ in range(3)]
    setup = GameSetup("royal-casino", {}, 4, True, seats, 3)
    window = MainWindow(setup, settings=QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.show()
    window.start_game(seed=3)
    for _ in range(3):  # a few moves: the play log, the counts and the table fill up
        wait_until(lambda: window.input.enabled)
        window.play_move(legal_moves(window.controller.state)[0])
    wait_until(lambda: window.input.enabled)
    check("main window mid-game", window)
    FOUND["side panel at start"] = ["shown" if window.side.isVisible() else "folded"]
    FOUND["window size"] = [f"{window.frameGeometry().width()}x{window.frameGeometry().height()}"]
    # What a large screen gives the panel and the dialogs (test_screen_sizes compares screens).
    FOUND["side panel"] = [str(window.side.width()), str(window.side.font().pointSizeF())]
    window.act_panel.setChecked(False)
    check("main window, side panel folded", window)
    window.act_panel.setChecked(True)
    return window


def four_seats(folder: Path) -> None:
    """Four players each for themselves: four names over the side panel's
    score table and the round's score sheet (Mulle: the most rows), which
    partnerships (two sides) never show. Finnish "Pohjoinen" was cut there."""
    from casino_desktop.qt.main_window import MainWindow
    seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "random") for _ in range(3)]
    window = MainWindow(GameSetup("mulle", {}, 4, False, seats, 3),
                        settings=QSettings(str(folder / "four.ini"), QSettings.Format.IniFormat))
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.show()
    window.act_panel.setChecked(True)  # folded at start on a narrow screen: the table is in it
    window.start_game(seed=3)
    wait_until(lambda: window.input.enabled)
    check("main window, four seats", window)
    # The round's end, played on in the core: the dialog is laid out from
    # the state alone, and playing the whole round through the window (its
    # animations and table updates) was half of this probe's time.  The
    # window's own way to its round dialog is "round dialog" below.
    from casino_desktop.core import PHASE_PLAY, apply
    from casino_desktop.qt.dialogs.score_sheet import RoundDialog
    state = window.controller.state.clone()
    while state.phase == PHASE_PLAY:
        apply(state, legal_moves(state)[0])
    dialog = RoundDialog(state, window.controller.sides, window, preset("mulle").name)
    dialog.show()
    check("round dialog, four seats", dialog)
    dialog.close()
    window.close()


def round_dialog_and_review(window) -> None:
    while window.round_dialog is None:
        wait_until(lambda: window.input.enabled or window.round_dialog is not None)
        if window.round_dialog is None:
            window.play_move(legal_moves(window.controller.state)[0])
    dialog = window.round_dialog
    wait_until(dialog.isVisible)
    check("round dialog", dialog)
    FOUND["round dialog font"] = [str(dialog.font().pointSizeF())]
    long_match(window)
    window.aids.review_round(0, dialog)
    review = window.aids.review_window
    wait_until(review.isVisible)
    check("round review", review)
    review.close()


def long_match(window) -> None:
    """The score sheet after twenty rounds, and the match won."""
    from casino_desktop.qt.dialogs.score_sheet import RoundDialog
    state = window.controller.state.clone()
    state.round_results = [state.round_results[-1]] * 20
    state.winner = 0
    dialog = RoundDialog(state, window.controller.sides, window)
    dialog.show()
    check("round dialog after twenty rounds", dialog)
    dialog.close()


def new_game_dialogs(window) -> None:
    from casino_desktop.qt.dialogs.house_rules_form import GROUPS
    from casino_desktop.qt.dialogs.new_game import SetupDialog
    for players, variant in ((2, "casino"), (3, "dominican-casino"), (4, "krypkasino")):
        seats = [SeatSetup(HUMAN, name="Alexandra")] + [SeatSetup(COMPUTER, "master")] * 3
        dialog = SetupDialog(GameSetup(variant, {}, players, players == 4, seats), window)
        dialog.show()
        FOUND[f"New Game, {players} seats, size"] = [str(dialog.width()), str(dialog.font().pointSizeF())]
        for tab, group in enumerate(GROUPS):  # named in English whatever the language shown
            dialog.form.setCurrentIndex(tab)
            check(f"New Game, {players} seats, {group} tab", dialog)
        dialog.close()


def statistics(window) -> None:
    from casino_desktop.core import GameRecord
    from casino_desktop.qt.dialogs.statistics import StatisticsDialog
    store = window.matches.store
    for i, kind in enumerate(("mulle-kortspel|4p|master", "dominican-casino|3|mixed", "casino|2|beginner")):
        # The last with its deal (the longest number New Game takes), the others as older versions kept them.
        deal = GameRecord("casino", {}, 2, False, 2**31 - 1, [{"kind": HUMAN}, {"kind": COMPUTER}]) if i == 2 else None
        store.start_match(f"{i:032x}", kind, deal=deal)
        store.finish_match(f"{i:032x}", kind, i % 2 == 0)
    dialog = StatisticsDialog(store, window)
    dialog.show()
    dialog.recent.selectRow(0)  # its sentence beside Play This Deal Again…, the longest
    check("statistics", dialog)
    dialog.close()


def help_windows(window) -> None:
    window.help.show_rules()
    check("rules window", window.help.rules_window)
    window.help.rules_window.close()
    window.help.show_how_to_play()
    check("how to play", window.help.guide_window)
    window.help.guide_window.close()


def match_guard_question(window) -> None:
    """The question before a match is thrown away, shown instead of run."""
    from casino_desktop.qt.dialogs import match_guard

    def look(box: QMessageBox) -> int:
        box.show()
        check("the match guard's question", box)
        box.close()
        return 0

    QMessageBox.exec = look  # the box stays unanswered: "keep playing"
    match_guard.ask(window, *match_guard.QUESTIONS["restart"][:2], match_guard.COUNTED,
                    match_guard.QUESTIONS["restart"][2])


def main(out: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("casino-screen-probe")
    catalog = os.environ.get("CASINO_PROBE_CATALOG")
    if catalog:  # the pseudo-language (test_screen_sizes.py wrote and compiled it)
        from casino_desktop.qt.catalogs import install_language
        problem = install_language("xx", Path(catalog))
        if problem:
            raise SystemExit(problem)
    language = os.environ.get("CASINO_PROBE_LANGUAGE")
    if language:  # one of the game's languages, from its real catalog
        from casino_desktop.qt.catalogs import install_language
        problem = install_language(language)
        if problem:
            raise SystemExit(problem)
    with tempfile.TemporaryDirectory() as tmp:
        window = main_window_mid_game(Path(tmp))
        new_game_dialogs(window)
        statistics(window)
        help_windows(window)
        match_guard_question(window)
        four_seats(Path(tmp))
        round_dialog_and_review(window)
        screen = app.primaryScreen()
        from casino_desktop.qt.catalogs import current_language
        FOUND["language"] = [current_language(), window.menuBar().actions()[0].text()]
        FOUND["screen"] = [f"{screen.availableGeometry().width()}x{screen.availableGeometry().height()}"
                           f"@{screen.devicePixelRatio():g}"]
        window.close()
    Path(out).write_text(json.dumps(FOUND, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
