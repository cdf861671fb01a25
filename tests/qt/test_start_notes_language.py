"""The start's sentences (a settings file set aside, a network match that
waits) outlive a change of language: View › Language makes the main window
again, and the new window's play log says them again, in the new language,
once each.  A language that could not be loaded at start is not said again:
the player has chosen another since."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from shiboken6 import isValid

from casino_desktop.core import legal_moves
from casino_desktop.core.templates import fill
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.language_switch import change_language
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.menu_names import GAME_MENU, menu_path
from casino_desktop.qt.net import comeback
from casino_desktop.qt.translate import say
from casino_desktop.storage.settings_salvage import damage_sentence, salvage
from tests.qt.pseudo_locale import pseudo

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

# A settings file cut in its [view] section: the sentence lists what went, each label said in the new language too.
SETTINGS_DAMAGED = damage_sentence("/home/kim/.config/CasinoDesktop", salvage(b"[game]\nplayers=2\n[view]\nlanguage=f"))
LANGUAGE_FAILED = "The language could not be loaded, so the game stays in English: a test."


def _window(request, tmp_path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 1)
    window = MainWindow(setup, settings=settings)
    request.addfinalizer(lambda: isValid(window) and window.close())
    window.set_speed_quietly("instant")
    window.show()
    return window


def test_the_starts_sentences_are_said_again_once_in_the_new_language(qtbot, tmp_path, request,
                                                                       pseudo_as_a_language):
    window = _window(request, tmp_path)
    window.start_game()
    seat_kept = fill(comeback.SEAT_KEPT, address="192.168.1.20:4747",
                     menu=menu_path(GAME_MENU, comeback.NETWORK_MENU, comeback.JOIN_ITEM))
    window.tell_at_start(SETTINGS_DAMAGED)
    window.tell_at_start(seat_kept)
    window.tell_at_start(seat_kept)  # told twice (two starts' timers): said once
    window.tell_at_start(LANGUAGE_FAILED, again=False)
    assert window.side.log.log_lines().count(str(seat_kept)) == 1

    new = change_language(window, "xx")
    request.addfinalizer(lambda: isValid(new) and new.close())
    log = new.side.log.log_lines()
    for sentence in (SETTINGS_DAMAGED, seat_kept):
        assert say(sentence).startswith("\u27e6"), "said in the new language, not kept as English text"
        assert log.count(say(sentence)) == 1, (sentence, log)
    assert str(seat_kept) not in log and LANGUAGE_FAILED not in log

    back = change_language(new, "en")  # and again on the next change, once
    request.addfinalizer(lambda: isValid(back) and back.close())
    log = back.side.log.log_lines()
    assert log.count(str(SETTINGS_DAMAGED)) == 1 and log.count(str(seat_kept)) == 1
    assert log[-1] == "The game now speaks English."


def test_a_sentence_told_while_the_game_is_still_coming_back_is_said_again_after_a_change(qtbot, tmp_path, request,
                                                                                        pseudo_as_a_language):
    window = _window(request, tmp_path)  # no game shown yet: the sentence waits for the game's log
    window.tell_at_start(SETTINGS_DAMAGED)
    new = change_language(window, "xx")
    request.addfinalizer(lambda: isValid(new) and new.close())
    new.start_game()
    assert new.side.log.log_lines().count(say(SETTINGS_DAMAGED)) == 1


def test_the_start_news_heads_the_log_and_a_damaged_saves_news_outlives_a_change(qtbot, tmp_path, request,
                                                                                 pseudo_as_a_language):
    """A damaged autosave and a damaged settings file at one start: both
    sentences head the play log, above the deal's heading (the settings
    sentence came after it), and both are there after View › Language
    (the damaged save's was not)."""
    from casino_desktop.qt.game.autosaver import autosave_path
    from tests.qt.table_helpers import resume
    autosave_path().write_bytes(b"\xff\xfe not a save")
    window = _window(request, tmp_path)
    window.tell_at_start(SETTINGS_DAMAGED)  # as the start says it: before the game is looked for
    resume(qtbot, window)
    log = window.side.log.log_lines()
    restored = [line for line in log if "could not be restored" in line]
    assert len(restored) == 1
    heading = next(i for i, line in enumerate(log) if line.startswith("Round 1"))
    assert log.index(str(SETTINGS_DAMAGED)) < heading and log.index(restored[0]) < heading, log

    new = change_language(window, "xx")
    request.addfinalizer(lambda: isValid(new) and new.close())
    log = new.side.log.log_lines()
    # Both again, in the new language, once each (a game laid out again
    # from its record has them after its moves, where it goes on).
    # The saves folder is a field of the sentence: a path, never translated.
    note = next(said.text for said in window.said_at_start if "could not be restored" in said.text)
    assert log.count(say(SETTINGS_DAMAGED)) == 1 and log.count(pseudo(note.template).format(**note.fields)) == 1, log


def test_the_back_note_keeps_its_place_in_the_log_after_a_change_at_the_rounds_end(qtbot, tmp_path, request,
                                                                                    pseudo_as_a_language):
    """"Your unfinished game is back" is said after the moves brought back;
    a language change at the end of the round went on to put it after the
    whole round, under the round's end, as if the finished round had come
    back (session 34's note).  It stays between the moves it followed and
    those played after it."""
    from casino_desktop.qt.game.autosaver import autosave_path
    from tests.qt.table_helpers import play_to_the_score_sheet, resume, wait_for_human
    first = _window(request, tmp_path)
    first.start_game()
    wait_for_human(qtbot, first)
    first.play_move(legal_moves(first.controller.state)[0])
    wait_for_human(qtbot, first)
    brought_back = len(first.controller.moves)
    first.close()
    assert autosave_path().exists()

    window = _window(request, tmp_path)
    resume(qtbot, window)
    note = next(n for n in window.said_at_start if "is back" in str(n.text))
    assert note.at == brought_back
    play_to_the_score_sheet(qtbot, window)
    assert len(window.controller.moves) > brought_back + 2
    log = window.side.log.log_lines()
    place = log.index(str(note.text))

    new = change_language(window, "xx")
    request.addfinalizer(lambda: isValid(new) and new.close())
    again = new.side.log.log_lines()
    said = [i for i, line in enumerate(again) if line == say(note.text)]
    assert len(said) == 1, again
    # As many lines above it as before (the lines are the same moves, in
    # the new language), and the round's end still below it.
    assert said[0] == place, (place, said, again)
    assert said[0] < len(again) - 3
