"""What the start says when the last save is damaged and the copy before it
comes back, and how many damaged copies the saves folder keeps.

The playtest of 6 December 2026 (finding 7): with only the newest save cut
in half the game said it was "back from the move before the last save",
though the copy before held the very position quit from (a quit writes the
last position again); and every damaged copy was kept, without end."""
from __future__ import annotations

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.record import GameRecord
from casino_desktop.qt.game.autosaver import (BACK_MAYBE_BEHIND, BACK_WHOLE, autosave_path, move_aside, previous_path,
                                              read_autosave)
from casino_desktop.qt.game.files import saves_folder
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
