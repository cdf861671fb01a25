"""What the start says when the last save is damaged and the copy before it
comes back, and how many damaged copies the saves folder keeps.

The playtest of 6 December 2026 (finding 7): with only the newest save cut
in half the game said it was "back from the move before the last save",
though the copy before held the very position quit from (a quit writes the
last position again); and every damaged copy was kept, without end."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.record import GameRecord
from casino_desktop.qt.game.autosave_reading import (BACK_AS_READ, BACK_MAYBE_BEHIND, BACK_WHOLE, GAME_LOST, move_aside,
                                                     read_autosave)
from casino_desktop.qt.game.autosaver import autosave_path, previous_path
from casino_desktop.qt.game.files import SAVES_BLOCKED, saves_folder
from casino_desktop.qt.translate import say
from casino_desktop.storage.data_files import KEEP_SET_ASIDE

pytestmark = [pytest.mark.gui]

def _record(moves) -> bytes:
    seats = [{"kind": "human", "level": "skilled"}, {"kind": "computer", "level": "random"}]
    return GameRecord("casino", {}, 2, False, 3, seats, list(moves), "cd" * 16).to_json().encode("utf-8")


def _playable_moves() -> list[str]:
    state = new_game(make_rules("casino", {}), 2, False, 3)
    texts = []
    for _ in range(3):
        move = legal_moves(state)[0]
        texts.append(move.text())
        apply(state, move)
    return texts


def _read(previous: bytes, damaged: bytes):
    previous_path().write_bytes(previous)
    autosave_path().write_bytes(damaged)
    loaded, note = read_autosave()
    assert loaded is not None
    return loaded, note


def test_a_save_cut_after_its_moves_is_known_to_hold_the_copys_position():
    data = _record(_playable_moves())
    loaded, note = _read(data, data[:-20])  # the match id cut off: every move is there
    assert note.template == BACK_WHOLE and str(saves_folder()) in note
    assert "may be a move behind" not in note


def test_a_save_cut_in_its_moves_is_not_said_to_have_lost_a_move():
    """The playtest: both copies the same, the newest cut in half.  Whether
    a move was lost cannot be known, so none is claimed, and the position
    comes back from the copy."""
    data = _record(_playable_moves())
    loaded, note = _read(data, data[:len(data) // 2])
    assert note.template == BACK_MAYBE_BEHIND and str(saves_folder()) in note
    assert "move before" not in note and "back whole" not in note


def test_a_save_a_move_ahead_of_its_copy_is_not_said_to_be_the_same():
    moves = _playable_moves()
    ahead = _record(moves)
    loaded, note = _read(_record(moves[:-1]), ahead[:-20])
    assert note.template == BACK_MAYBE_BEHIND
    assert len(loaded[1].moves) == len(moves) - 1


def test_damaged_copies_do_not_pile_up(tmp_path):
    """Only the newest few are kept (``KEEP_SET_ASIDE``); a folder set aside is never removed."""
    folder = saves_folder()
    (folder / "autosave.damaged-20200101-000000.casino.json").mkdir()  # someone's folder: left alone
    kept = []
    for n in range(KEEP_SET_ASIDE + 3):
        autosave_path().write_bytes(b"damaged %d" % n)
        kept.append(move_aside(autosave_path()))
    left = sorted(p.name for p in folder.glob("autosave.damaged-*.casino.json") if p.is_file())
    assert left == sorted(p.name for p in kept[-KEEP_SET_ASIDE:])
    assert [p.read_bytes() for p in kept[-KEEP_SET_ASIDE:]] == [b"damaged %d" % n for n in range(3, 6)]
    assert (folder / "autosave.damaged-20200101-000000.casino.json").is_dir()


def test_both_copies_cut_in_their_moves_bring_the_game_back_as_far_as_they_can_be_read():
    """Both copies cut short (the fifth stranger's play-test of 6 December,
    finding 3): the game was lost, though its deal and most of its moves
    were there to read.  It comes back from the moves still whole in either
    copy (the more of them), and says so."""
    moves = _playable_moves()
    data = _record(moves)
    cut_after_two = data.index(moves[2].encode()) + 3  # inside the third move's text
    cut_after_one = data.index(moves[1].encode()) + 2  # inside the second's
    previous_path().write_bytes(data[:cut_after_one])
    autosave_path().write_bytes(data[:cut_after_two])
    loaded, note = read_autosave()
    assert loaded is not None
    _setup, record, state = loaded
    assert record.moves == moves[:2] and state.ply == 2 and record.seed == 3
    assert note.template == BACK_AS_READ and "2 moves in" in say(note) and str(saves_folder()) in note
    assert record.match_id == ""  # written after the moves: cut off in both


def test_what_is_read_of_a_cut_copy_keeps_the_match_id_the_other_copy_holds():
    """The statistics count a match under its id: a copy cut in its moves has
    lost it, but the other copy, damaged elsewhere, still says it."""
    moves = _playable_moves()
    data = _record(moves)
    autosave_path().write_bytes(data[:data.index(moves[2].encode()) + 3])
    previous_path().write_bytes(data.replace(b'"players": 2', b'"players": 9'))  # refused, its id still readable
    loaded, note = read_autosave()
    assert loaded is not None and note.template == BACK_AS_READ
    assert loaded[1].moves == moves[:2] and loaded[1].match_id == "cd" * 16


def test_copies_with_no_move_list_left_still_lose_the_game():
    data = _record(_playable_moves())
    cut = data.index(b'"moves"') - 5
    previous_path().write_bytes(data[:cut])
    autosave_path().write_bytes(b"\x00garbage")
    loaded, note = read_autosave()
    assert loaded is None and note.template == GAME_LOST


def test_a_file_where_the_saves_folder_goes_is_put_aside_and_said():
    """A file named saves in the data folder: every write failed with the
    system's "File exists", and the notice advised freeing disk space (the
    eighth stranger's play-test of 6 December, finding 4).  It is put aside
    like any other damage, the folder is made, and the start says so."""
    data = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    data.mkdir(parents=True, exist_ok=True)
    if (data / "saves").is_dir():
        shutil.rmtree(data / "saves")
    (data / "saves").write_bytes(b"junk")
    loaded, note = read_autosave()
    assert loaded is None and note.template == SAVES_BLOCKED and str(data) in say(note) and "\u201csaves\u201d" in say(note)
    assert saves_folder().is_dir()
    assert [p.read_bytes() for p in data.glob("saves.damaged-*")] == [b"junk"]
    autosave_path().write_bytes(_record(_playable_moves()))
    assert read_autosave()[0] is not None
