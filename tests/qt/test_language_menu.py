"""View › Language: the choice is remembered, and changing it mid-round
keeps the game: the same position, scores, play log and match on a window
made again in the new language, with no question and nothing counted."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from shiboken6 import isValid

from casino_desktop.core import legal_moves
from casino_desktop.core.log_lines import round_log_lines
from casino_desktop.qt import catalogs
from casino_desktop.qt.translate import say
from casino_desktop.qt.language_switch import SYSTEM, change_language
from .dialogs.test_pseudo_dialogs import bare_menu_words
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from .table_helpers import make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def make_setup() -> GameSetup:
    return GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 1)


def _menu_entries(window) -> dict:
    return {a.data(): a for a in window.language_menu.actions()}


def _play_some(qtbot, window, moves: int) -> None:
    for _ in range(moves):
        wait_for_human(qtbot, window)
        window.play_move(legal_moves(window.controller.state)[0])
    wait_for_human(qtbot, window)


def test_the_language_menu_lists_the_system_and_every_language_by_its_own_name(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    entries = _menu_entries(window)
    assert list(entries) == [SYSTEM, "en", "sv", "fi", "ru", "id", "es", "nb"]
    assert [entries[c].text() for c in ("en", "sv", "fi", "ru", "id", "es", "nb")] == [
        "English", "Svenska", "Suomi", "Русский", "Bahasa Indonesia", "Español", "Norsk bokmål"]
    assert entries[SYSTEM].isChecked() and entries[SYSTEM].text() == "System Language"
    assert sum(a.isChecked() for a in entries.values()) == 1


def _closed_at_the_end(request, window):
    """Closed after the test if a language change has not replaced it (qtbot
    would close a replaced, deleted window again)."""
    request.addfinalizer(lambda: isValid(window) and window.close())
    return window


def test_changing_the_language_mid_round_keeps_the_game(qtbot, tmp_path, request, pseudo_as_a_language):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _closed_at_the_end(request, MainWindow(make_setup(), settings=settings))
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.resize(1280, 800)
    window.show()
    window.start_game()
    _play_some(qtbot, window, 3)
    c = window.controller
    state, moves, match_id = c.state.clone(), list(c.moves), c.match_id
    english_log = window.side.log.log_lines()
    geometry = window.geometry()

    new = _closed_at_the_end(request, change_language(window, "xx"))
    wait_for_human(qtbot, new)
    assert new.isVisible()
    qtbot.waitUntil(lambda: not isValid(window))  # the old window is gone, not hidden
    assert new.controller.state == state  # the hands, the table, the builds, the scores
    assert (new.controller.moves, new.controller.match_id) == (moves, match_id)
    assert new.geometry() == geometry
    assert bare_menu_words(new) == []
    assert _menu_entries(new)["xx"].isChecked()
    assert QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).value(catalogs.SETTING) == "xx"
    lines = round_log_lines(c.origin, moves, c.names, state.round_index)
    said = [say(line) for line in lines]
    log = new.side.log.log_lines()
    assert said and all(line.startswith("⟦") for line in said)
    # Every line of the round so far is on the new window's log (in the new
    # language once the play log says its lines: the table's package's part).
    assert all(say(line) in log for line in lines)
    assert log[-1].startswith("⟦")  # the language changed: said in the new language
    assert all(outcome == "playing" for _id, outcome in new.matches.store.match_outcomes())

    back = _closed_at_the_end(request, change_language(new, "en"))
    wait_for_human(qtbot, back)
    assert back.controller.state == state
    moves_said = [line for line in english_log if line in back.side.log.log_lines()]
    assert len(moves_said) >= len(moves)  # every move's line, in English again
    assert back.menuBar().actions()[0].text() == "&Game"
    assert back.side.log.log_lines()[-1] == "The game now speaks English."
    _play_some(qtbot, back, 1)  # and the game goes on
    assert len(back.controller.moves) > len(moves)


def test_the_chosen_language_is_installed_before_any_window_and_a_failure_is_said(qtbot, tmp_path, monkeypatch):
    from casino_desktop import app
    app._make_app(["casino-desktop"], migrate=False)  # the application's names: QSettings() is the player's
    QSettings().setValue(catalogs.SETTING, "sv")
    asked = []

    def install(code, ts=None):
        asked.append(code)
        return "The language could not be loaded, so the game stays in English: a test."

    monkeypatch.setattr(catalogs, "install_language", install)
    monkeypatch.setattr(app._Language, "problem", None)
    try:
        app._make_app(["casino-desktop"], migrate=False)
    finally:
        QSettings().remove(catalogs.SETTING)
    assert asked == ["sv"]
    window = make_window(qtbot, tmp_path)
    window.start_game()
    app._say_language_problem(window)
    assert window.statusBar().currentMessage().endswith("a test.")
    assert window.side.log.log_lines()[-1].endswith("a test.")


def test_a_change_while_the_score_sheet_is_open_shows_it_again(qtbot, tmp_path, request, pseudo_as_a_language):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _closed_at_the_end(request, MainWindow(make_setup(), settings=settings))
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.show()
    window.start_game()
    while window.round_dialog is None:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=10000)
        if window.round_dialog is None:
            window.play_move(legal_moves(window.controller.state)[0])
    state = window.controller.state.clone()
    assert change_language(window, "en") is window  # the language shown: nothing made again
    new = _closed_at_the_end(request, change_language(window, "xx"))
    qtbot.waitUntil(lambda: new.round_dialog is not None and new.round_dialog.isVisible(), timeout=10000)
    assert new.controller.state == state
    new.round_dialog.primary.click()  # Next round: the match goes on
    wait_for_human(qtbot, new)
    assert new.controller.state.round_index == state.round_index + 1


def test_a_change_in_a_lesson_starts_the_lesson_again_in_the_new_language(qtbot, tmp_path, request,
                                                                           pseudo_as_a_language):
    """The lesson's window is not the main window: changing the language there
    used to make it a plain game window, its guide gone."""
    from casino_desktop.qt.practice.guide_window import open_lesson
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _closed_at_the_end(request, MainWindow(make_setup(), settings=settings))
    window.set_speed_quietly("instant")
    window.show()
    window.start_game()
    wait_for_human(qtbot, window)
    state = window.controller.state.clone()
    lesson = open_lesson(window, "finnish-kasino")
    new_lesson = change_language(lesson, "xx")
    qtbot.waitUntil(lambda: new_lesson.isVisible(), timeout=10000)
    assert new_lesson.guide.lesson_id == "finnish-kasino"
    assert new_lesson.guide.pointer.text.startswith("⟦")  # the guide speaks the new language
    main = new_lesson.parentWidget().window()
    _closed_at_the_end(request, main)
    assert main is not window and main.controller.state == state  # the player's own game is kept
    assert main.menuBar().actions()[0].text().startswith("⟦")


def test_a_language_change_at_a_rounds_start_keeps_take_back_and_the_review(qtbot, tmp_path, request,
                                                                             pseudo_as_a_language):
    # The record ends where the last round ended; the live game has dealt the
    # next one.  The window made again must know that record leads there.
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _closed_at_the_end(request, MainWindow(make_setup(), settings=settings))
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.resize(1024, 740)
    window.show()
    window.start_game()
    state = window.controller.state
    while window.round_dialog is None:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=15000)
        if window.round_dialog is None:
            window.play_move(legal_moves(state)[0])
    window.controller.next_round()
    wait_for_human(qtbot, window)
    assert window.aids.act_review.isEnabled()

    first_round = [line for line in window.side.log.log_lines() if line.startswith("Round 1")]
    window.play_move(legal_moves(window.controller.state)[0])
    wait_for_human(qtbot, window)
    round_one_lines = len(window.side.log.log_lines())

    new = _closed_at_the_end(request, change_language(window, "xx"))
    wait_for_human(qtbot, new)
    assert new.controller.origin is not None
    # The log made again tells the whole match, the first round too.
    log = new.side.log.log_lines()
    assert first_round and len(log) >= round_one_lines
    assert log[0].startswith("⟦") and " 1 " in log[0]  # the first round's heading, in the new language
    assert new.aids.act_review.isEnabled()
    new.play_move(legal_moves(new.controller.state)[0])
    qtbot.waitUntil(lambda: new.aids.act_undo.isEnabled() and new.input.enabled, timeout=10000)


def test_the_window_title_names_the_game_once_in_the_new_language(qtbot, tmp_path, request, pseudo_as_a_language):
    # The window system ends a title with the application's display name:
    # left in English after a change, a Russian title read "… — Казино — Casino".
    from PySide6.QtGui import QGuiApplication
    from casino_desktop.qt.translate import tr
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _closed_at_the_end(request, MainWindow(GameSetup("royal-casino", {}, 2, False,
                                                              [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 1),
                                                    settings=settings))
    window.show()
    window.start_game()
    new = _closed_at_the_end(request, change_language(window, "xx"))
    name = tr("Casino")
    assert name.startswith("⟦")
    assert QGuiApplication.applicationDisplayName() == name
    assert new.windowTitle().endswith(name) and "Casino" not in new.windowTitle().replace(name, "")
    back = _closed_at_the_end(request, change_language(new, "en"))
    assert QGuiApplication.applicationDisplayName() == "Casino" and back.windowTitle() == "Royal Casino \u2014 Casino"


def test_the_window_made_in_the_new_language_still_opens_network_tables(qtbot, tmp_path, request,
                                                                         pseudo_as_a_language):
    """The window made again is made by the old one (``another_window``), with
    the way to open a network table's window it was given: Game › Play Over
    the Network stays on."""
    from casino_desktop.qt.net.window import NetWindow
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _closed_at_the_end(request, MainWindow(make_setup(), settings=settings, network_window=NetWindow))
    window.set_speed_quietly("instant")
    window.show()
    window.start_game()
    new = _closed_at_the_end(request, change_language(window, "xx"))
    assert type(new) is MainWindow and new.network_window is NetWindow
    assert new.act_host.isEnabled() and new.act_join.isEnabled() and new.settings is settings


def test_a_language_change_keeps_the_coachs_grades_and_its_verdict(qtbot, tmp_path, request, pseudo_as_a_language):
    """A grade is the same in any language: the window made again keeps the
    verdict on its line, said in the new language, and weighs nothing again."""
    from casino_desktop.core.legality import resolve
    from .coach.helpers import BLUNDER, last_deal
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("coach/on", True)
    window = _closed_at_the_end(request, MainWindow(make_setup(), settings=settings))
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.resize(1280, 800)
    window.show()
    window.controller.resume(window.setup, last_deal(*BLUNDER))
    wait_for_human(qtbot, window)
    window.play_move(resolve(window.controller.state, "3H trail"))
    qtbot.waitUntil(lambda: window.coach.bar.label == "blunder" and window.input.enabled, timeout=20000)
    entry, english = window.coach.book.latest({0}), window.coach.bar.line
    new = _closed_at_the_end(request, change_language(window, "xx"))
    assert new is not window
    wait_for_human(qtbot, new)
    assert new.coach.book.latest({0}) is entry and new.coach.worker.pending() == 0  # nothing weighed again
    assert new.coach.bar.label == "blunder" and new.coach.bar.line not in ("", english)


def _finished_match(qtbot, request, tmp_path):
    """A one-round match played to its end by the player's last move, its
    sheet shown; the window at normal speed (a deal would fly its cards)."""
    from .dialogs.test_statistics import play_last_move
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    setup = GameSetup("casino-simple", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 1)
    window = _closed_at_the_end(request, MainWindow(setup, settings=settings))
    window.set_speed_quietly("instant")
    window.resize(1280, 800)
    window.show()
    state = play_last_move(qtbot, window)
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.isVisible(), timeout=10000)
    window.set_speed_quietly("normal")
    return window, state


def _said_after_the_change(qtbot, new, shown: list) -> list:
    """The new window's log once it has had time to show the end again
    (it did so a few seconds later, after dealing the finished table)."""
    new.round_dialog_shown.connect(shown.append)
    qtbot.waitUntil(lambda: not new.scene.animator.busy, timeout=10000)
    qtbot.wait(300)
    return new.side.log.log_lines()


def _cards_at_rest(window) -> bool:
    """Every card where the table lays it out: none left in flight."""
    at = {cid: (item.pos(), item.rotation()) for cid, item in window.scene.cards.items()}
    window.scene.show_state(window.scene.state, 0)
    return at == {cid: (item.pos(), item.rotation()) for cid, item in window.scene.cards.items()}


def test_a_finished_match_stays_finished_after_a_language_change(qtbot, tmp_path, request, pseudo_as_a_language):
    """The window made again used to deal the finished table (its cards
    strewn in flight) and then end the match again: its sheet popped up a few
    seconds later, over whatever the player had opened, and the log said the
    win a second time."""
    from casino_desktop.qt.dialogs.score_sheet import winner_text
    window, state = _finished_match(qtbot, request, tmp_path)
    window.round_dialog.close()  # the player looks at the table, the sheet closed
    outcomes = window.matches.store.match_outcomes()
    new = _closed_at_the_end(request, change_language(window, "xx"))
    qtbot.wait(50)
    assert _cards_at_rest(new)
    shown: list = []
    log = _said_after_the_change(qtbot, new, shown)
    assert shown == [] and new.round_dialog is None
    won = say(winner_text(state, new.controller.sides))
    assert won.startswith("⟦") and log.count(won) == 1
    assert log[-2] == won and log[-1].startswith("⟦")  # the final log, then the news of the language
    assert new.controller.state == state and not new.input.enabled
    assert new.matches.store.match_outcomes() == outcomes  # counted once, still


def test_a_finished_match_with_its_sheet_open_shows_it_once_after_a_language_change(qtbot, tmp_path, request,
                                                                                    pseudo_as_a_language):
    from casino_desktop.qt.dialogs.score_sheet import winner_text
    window, state = _finished_match(qtbot, request, tmp_path)
    new = _closed_at_the_end(request, change_language(window, "xx"))
    qtbot.waitUntil(lambda: new.round_dialog is not None and new.round_dialog.isVisible(), timeout=10000)
    shown: list = [new.round_dialog]
    log = _said_after_the_change(qtbot, new, shown)
    assert len(shown) == 1 and new.round_dialog is shown[0] and shown[0].isVisible()
    won = say(winner_text(state, new.controller.sides))
    assert log.count(won) == 1 and log[-2] == won  # the final log, then the news of the language
