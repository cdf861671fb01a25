"""Reading the autosave back (``autosave_reading``): a finished match is
not resumed, a save of a newer version is set aside whole, an odd entry
where the previous copy goes is moved out of the way, and the damaged
save's text is compared with its copy's up to the moves' end only.  The
sentences for damaged copies are tried in ``test_damaged_save_notes``."""
from __future__ import annotations

import os

import pytest

from casino_desktop.core import PHASE_MATCH_OVER, apply, legal_moves, make_rules, new_game
from casino_desktop.core.record import GameRecord
from casino_desktop.core.templates import fill
from casino_desktop.qt.game.autosave_reading import (BACK_AS_READ, BACK_WHOLE, _same_moves, is_lost_game_note,
                                                     is_moves_lost_note, is_newer_game_note, lost_game_note,
                                                     move_aside, read_autosave)
from casino_desktop.qt.game.autosaver import autosave_path, previous_path

pytestmark = [pytest.mark.gui]
SEATS = [{"kind": "human", "level": "skilled"}, {"kind": "computer", "level": "random"}]


def _record(options: dict, moves: list[str]) -> bytes:
    return GameRecord("casino", options, 2, False, 3, SEATS, moves, "ab" * 16).to_json().encode("utf-8")


def _moves(options: dict, most: int) -> list[str]:
    """The first legal move each turn, from deal 3, until the match is over or ``most`` are played."""
    state = new_game(make_rules("casino", options), 2, False, 3)
    texts: list[str] = []
    while state.phase != PHASE_MATCH_OVER and len(texts) < most:
        move = legal_moves(state)[0]
        texts.append(move.text())
        apply(state, move)
    return texts


def test_a_match_in_play_comes_back_and_says_where_another_starts():
    autosave_path().write_bytes(_record({}, _moves({}, 3)))
    loaded, note = read_autosave()
    assert loaded is not None and len(loaded[1].moves) == 3 and loaded[2].ply == 3
    assert note == "Your unfinished game is back (Game \u203a New Game starts another)."


def test_a_finished_match_is_not_resumed_and_its_save_goes():
    """A one-round match played to its end: resuming it would count it twice."""
    moves = _moves({"target": 0}, 500)
    autosave_path().write_bytes(_record({"target": 0}, moves))
    previous_path().write_bytes(_record({"target": 0}, moves[:-1]))
    assert read_autosave() == (None, "")
    assert not autosave_path().exists() and not previous_path().exists()


def test_a_save_of_a_newer_version_is_set_aside_whole_and_said_so():
    text = b'{"format": "casino-desktop-record", "version": 99, "variant": "casino", "moves": []}'
    autosave_path().write_bytes(text)
    loaded, note = read_autosave()
    assert loaded is None and is_newer_game_note(note) and is_lost_game_note(note)
    [kept] = autosave_path().parent.glob("autosave.newer-*.casino.json")
    assert kept.read_bytes() == text and not autosave_path().exists()


def test_a_folder_where_the_previous_copy_goes_is_moved_out_of_the_way():
    previous_path().mkdir()
    autosave_path().write_bytes(_record({}, _moves({}, 2)))
    loaded, _note = read_autosave()
    assert loaded is not None and not os.path.lexists(previous_path())
    assert [p.is_dir() for p in autosave_path().parent.glob("autosave.damaged-*.casino.json")] == [True]


def test_move_aside_names_what_it_keeps_by_its_label():
    autosave_path().write_bytes(b"x")
    kept = move_aside(autosave_path(), "newer")
    assert kept is not None and kept.name.startswith("autosave.newer-") and kept.read_bytes() == b"x"
    assert move_aside(autosave_path()) is None  # nothing there to keep


def test_the_same_moves_are_judged_by_the_text_before_the_match_id():
    data = _record({}, _moves({}, 3))
    assert _same_moves(data[:-5], data)  # cut inside the match id: every move is there
    assert not _same_moves(data[:len(data) // 2], data)  # cut inside the moves: one more may have been there
    assert not _same_moves(data, None)  # no copy to compare with
    assert not _same_moves(data, b'{"moves": []}')  # a copy with no match id tells nothing


def test_which_notes_also_go_in_a_box():
    assert is_moves_lost_note(lost_game_note("/saves", counted=False))
    assert is_moves_lost_note(fill(BACK_AS_READ, 2, folder="/saves"))
    assert not is_moves_lost_note(fill(BACK_WHOLE, folder="/saves"))
    assert not is_moves_lost_note("")
