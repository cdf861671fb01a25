"""Saving a game as a core record and opening it again through the window."""
from __future__ import annotations

import pytest

from casino_desktop.core.record import load_record
from casino_desktop.qt.game.files import read_game, record_of

from ..table_helpers import drag, empty_felt_point, make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_save_and_open_replays_to_the_same_table(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, seed=4)
    window.start_game()
    state = window.controller.state
    for _ in range(2):  # two turns of the human, two of the computer
        wait_for_human(qtbot, window)
        hand_card = state.hands[0][0]
        ply = state.ply
        drag(qtbot, window, hand_card, empty_felt_point(window))
        if window.chooser.isVisible():
            window.chooser.pick_index(len(window.chooser.moves()) - 1)
        qtbot.waitUntil(lambda: state.ply > ply)
    wait_for_human(qtbot, window)
    path = tmp_path / "game.casino.json"
    path.write_text(record_of(window.setup, state.seed, window.controller.moves).to_json(), encoding="utf-8")
    _, replayed = load_record(path.read_text(encoding="utf-8"))
    assert replayed == state and len(window.controller.moves) == state.ply

    other = make_window(qtbot, tmp_path)
    setup, record, loaded = read_game(None, str(path))
    other.load_game(setup, record, loaded)
    wait_for_human(qtbot, other)
    assert other.controller.state == state
    assert sorted(c.card_id for c in other.scene.hand_items(0)) == sorted(state.hands[0])


def test_a_damaged_file_is_refused(tmp_path):
    path = tmp_path / "bad.casino.json"
    path.write_text('{"format": "casino-desktop-record", "version": 99}', encoding="utf-8")
    assert read_game(None, str(path)) is None


def _dialogs(monkeypatch, save_answers: list[str]) -> list[tuple[str, str]]:
    """The file dialogs answer in turn from ``save_answers`` (Open: the
    folder it opened in is noted, nothing chosen); (dialog, folder) of each."""
    from pathlib import Path

    from casino_desktop.qt.game import files as game_files
    seen: list[tuple[str, str]] = []

    def save(_parent, _title, suggested, _filter):
        seen.append(("save", str(Path(suggested).parent)))
        return (save_answers.pop(0) if save_answers else "", "")

    def open_(_parent, _title, folder, _filter):
        seen.append(("open", folder))
        return ("", "")
    monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(game_files.QFileDialog, "getOpenFileName", open_)
    return seen


def test_save_and_open_start_in_the_players_folders_never_the_hidden_autosave_folder(qtbot, tmp_path, monkeypatch):
    from pathlib import Path

    from casino_desktop.qt.game.files import documents_folder, saves_folder
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    chosen = tmp_path / "family games"
    chosen.mkdir()
    seen = _dialogs(monkeypatch, [str(chosen / "sunday")])
    window.save_game()
    window.open_game()
    window.save_game()
    assert seen == [("save", documents_folder()), ("open", str(chosen)), ("save", str(chosen))]
    assert not Path(documents_folder()).resolve().is_relative_to(saves_folder().resolve())
    assert (chosen / "sunday.casino.json").exists()


def test_save_refuses_to_overwrite_the_autosave(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.game import files as game_files
    from casino_desktop.qt.game.autosaver import autosave_path, previous_path
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    said: list[str] = []
    written: list[str] = []
    monkeypatch.setattr(game_files.QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    monkeypatch.setattr(game_files, "write_atomically", lambda path, _data: written.append(str(path)))
    seen = _dialogs(monkeypatch, [str(autosave_path()), str(previous_path()), ""])
    window.save_game()
    assert len(seen) == 3 and len(said) == 2  # asked again each time, until the player gave up
    assert said[0] == "That file is where the program keeps your game by itself after every move: choose another name or folder."
    assert written == [] and window.statusBar().currentMessage() != "Saved as \u201cautosave\u201d."


def test_save_suggests_a_file_name_in_the_players_language(qtbot, tmp_path, monkeypatch, pseudo_language):
    from pathlib import Path

    from casino_desktop.qt.game import files as game_files
    from tests.qt.pseudo_locale import leftover
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    suggested: list[str] = []
    monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName",
                        lambda _parent, _title, name, _filter: suggested.append(name) or ("", ""))
    window.save_game()
    name = Path(suggested[0]).name
    assert name.endswith(game_files.SUFFIX)
    assert leftover(name[:-len(game_files.SUFFIX)]) == "", name  # the word came through the catalog


def test_a_suggested_file_name_is_safe_whatever_the_translation(monkeypatch):
    from casino_desktop.qt.game import files as game_files
    for translated, name in (("partie", "partie"), ("a/b:c*?", "abc"), (" .. ", "game"), ("партия", "партия")):
        monkeypatch.setattr(game_files, "say", lambda _template, t=translated: t)
        assert game_files.suggested_file_name() == name + game_files.SUFFIX


def test_a_move_that_lands_while_the_save_dialog_is_open_is_saved(qtbot, tmp_path, monkeypatch):
    """Ctrl+S as the computer finished a move: the play log showed the move,
    the file did not hold it (its record was made before the dialog opened),
    and the game opened from it had the computer play it again."""
    from casino_desktop.core import legal_moves
    from casino_desktop.qt.game import files as game_files
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    wait_for_human(qtbot, window)
    c = window.controller
    target = tmp_path / "mid-move.casino.json"

    def save(*_args):
        c._play(c.state.to_move, legal_moves(c.state)[0])  # a move lands while the dialog is open
        return (str(target), "")
    monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName", save)
    window.save_game()
    _, saved = load_record(target.read_text(encoding="utf-8"))
    assert saved.ply == 1 and saved.ply <= len(c.moves)
    wait_for_human(qtbot, window)  # the computer's answer, on its thread, is done before the window goes
