"""The legal moves (``core/movegen.py``): none outside play or for a hidden
hand, each once, the same from the short way and the general generator, and
the rules the flow around the generators applies (trailing, compulsory
capture, the owner's duty, identical copies).  The general generator's
own answers, one hand card at a time, are in ``test_general_generator.py``;
rule-by-rule cases in the worked-example files; the fast path's contract in
``test_fast_paths.py``."""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.movegen import general_moves
from casino_desktop.core.state import PHASE_ROUND_OVER

from .helpers import position, texts


def _positions(variant: str, players: int, seed: int, partnerships: bool = False):
    s = new_game(make_rules(variant), players, partnerships, seed)
    rng = random.Random(seed)
    while s.phase == "play":
        yield s
        apply(s, rng.choice(legal_moves(s)))


@pytest.mark.parametrize("variant,players", [("casino", 2), ("royal-casino", 3), ("mulle", 2), ("casino-simple", 4),
                                             ("finnish-kasino", 2), ("krypkasino", 3)])
def test_each_move_once_and_the_same_set_as_the_general_generator(variant, players):
    for s in _positions(variant, players, 21):
        moves = legal_moves(s)
        assert moves, "a position in play always has a move"
        assert len({m.text() for m in moves}) == len(moves)
        assert set(moves) == set(general_moves(s))


def test_no_moves_outside_play_or_for_a_hand_nobody_can_see():
    s = new_game(make_rules("casino"), 2, False, 0)
    view = s.information_view(1 - s.to_move)  # the seat to move is hidden from this view
    assert legal_moves(view) == [] and general_moves(view) == []
    s.phase = PHASE_ROUND_OVER
    assert legal_moves(s) == [] and general_moves(s) == []


def test_every_card_may_be_trailed_unless_the_rules_say_otherwise():
    s = position("casino", "3H 8S KD", "5C 2D")
    assert {"3H trail", "8S trail", "KD trail"} <= texts(s)
    compulsory = position("casino", "2H 8S KD", "5C 3D", options={"compulsory_capture": True})
    assert not any(t.endswith(" trail") for t in texts(compulsory))  # 2H and KD take nothing, but 8S can
    assert "8S take 3D 5C" in texts(compulsory)
    nothing = position("casino", "3H 9S", "5C 2D", options={"compulsory_capture": True})
    assert texts(nothing) >= {"3H trail", "9S trail"}  # no capture exists: trailing is allowed


def test_the_owner_of_a_build_may_not_trail_and_keeps_a_card_to_take_it():
    s = position("casino", "3H 8S 9C", "5C", builds=[("4H 4D", 8, False, 0)])
    assert not any(t.endswith(" trail") for t in texts(s))
    assert "8S take [4H 4D]" in texts(s) and "3H take 5C" not in texts(s)
    may = position("casino", "3H 8S 9C", "5C", builds=[("4H 4D", 8, False, 0)], options={"owner_may_trail": True})
    assert "3H trail" in texts(may)


def test_two_copies_of_a_card_make_one_move():
    s = position("mulle", "7H 7H", "7C 2D 5S")
    moves = legal_moves(s)
    assert [m.text() for m in moves].count("7H trail") == 1
    assert [m.text() for m in moves].count("7H take 7C") == 1
