"""What the start says of a game brought back that nobody has played in.

The twenty-first stranger's play-test: a family finished a Wippen match and
quit; the next start dealt a new match, and the start after that said "Your
unfinished game is back" of that deal, which nobody had touched.  The deal
comes back as it was, unsaid; a game with a move played is still said."""
from __future__ import annotations

import pytest

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.core.record import GameRecord
from casino_desktop.qt.game.autosave_reading import read_autosave
from casino_desktop.qt.game.autosaver import autosave_path
from casino_desktop.qt.translate import say

pytestmark = [pytest.mark.gui]


def _record(moves: list[str]) -> bytes:
    seats = [{"kind": "human", "level": "skilled"}, {"kind": "computer", "level": "random"}]
    return GameRecord("wippen", {}, 2, False, 5, seats, moves, "ab" * 16).to_json().encode("utf-8")


def test_a_deal_nobody_has_played_comes_back_without_saying_so():
    autosave_path().write_bytes(_record([]))
    loaded, note = read_autosave()
    assert loaded is not None and loaded[1].moves == [] and loaded[2].ply == 0
    assert note == ""


def test_a_game_with_a_move_played_is_still_said_to_be_back():
    state = new_game(make_rules("wippen", {}), 2, False, 5)
    autosave_path().write_bytes(_record([legal_moves(state)[0].text()]))
    loaded, note = read_autosave()
    assert loaded is not None and len(loaded[1].moves) == 1
    assert "unfinished game is back" in say(note)
