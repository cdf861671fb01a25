"""The moves a player weighs (``choice_moves``) and cut lists (``limited_moves``)
on the longest tables (``worst_tables``) and an ordinary one."""

from __future__ import annotations

import pytest

from casino_desktop.core import choices, legal_moves
from casino_desktop.core.position import position_from_json
from casino_desktop.tools.worst_tables import WORST_TABLES

FORTY = "krypkasino: 40 loose A-5 of two decks; K Q 10 9 in hand"
NINETY_SIX = "krypkasino: 96 loose A-Q of two decks; four kings in hand"
SWEDISH = "swedish-kasino: 24 cards A-6 on the table; K Q J 10 in hand"
BUILDS = "mulle: 24 builds of 10 and 8 aces; 10 10 9 5 in hand"


def _state(name):
    return position_from_json(WORST_TABLES[name])


@pytest.mark.parametrize("name", [FORTY, NINETY_SIX, SWEDISH, BUILDS])
def test_computer_player_weighs_a_bounded_list(name):
    s = _state(name)
    moves = choices.choice_moves(s.information_view(s.to_move))
    assert 0 < len(moves) <= 4 * choices.CHOICE_CAP


def test_an_ordinary_table_is_weighed_whole():
    s = position_from_json({"variant": "casino", "hands": {"0": ["8S", "3H"]}, "table": ["5C", "3D", "8H"]})
    assert choices.choice_moves(s) == legal_moves(s)


def test_limited_moves_stops_and_says_so():
    s = _state(FORTY)
    moves, complete = choices.limited_moves(s, 5)
    assert len(moves) == 5 and complete is False
    small = position_from_json({"variant": "casino", "hands": {"0": ["AS"]}, "table": ["AH"]})
    moves, complete = choices.limited_moves(small, 5)
    assert complete is True and len(moves) == len(legal_moves(small))
