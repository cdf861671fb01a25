"""The moves of a hand under any house rules (``house_moves``): the flow the
short way of ``legal_moves`` abbreviates, and the owner rule's shortcut."""

from __future__ import annotations

import random

from casino_desktop.core import apply, legal_moves, make_rules, new_game, parse_card
from casino_desktop.core.house_moves import ROOMY_BUILDS, ROOMY_LOOSE, keeping_build_values, moves_under_house_rules
from casino_desktop.core.moves import CAPTURE, TRAIL, new_move
from casino_desktop.core.predicates import keeps_build_values

from .helpers import position


def test_the_full_flow_lists_what_the_short_way_lists():
    """Casino's usual rules take the short way in ``legal_moves``; the full
    flow gives the same moves in the same order (the move-order digest
    rests on it)."""
    rng = random.Random(3)
    for seed in range(3):
        s = new_game(make_rules("casino"), 2, False, seed)
        while s.phase == "play":
            seat = s.to_move
            assert moves_under_house_rules(s, seat, s.hands[seat]) == legal_moves(s)
            apply(s, rng.choice(legal_moves(s)))


def test_the_owner_shortcut_agrees_with_the_owner_rule():
    """Holding a build of 9 with one 9 in hand: a play that spends the 9
    and leaves the build without its taker is dropped, by the shortcut as by
    the owner rule itself; the full flow never lists it."""
    s = position("casino", "9S 5H 4D", "4C 5C", builds=[("6D 3C", 9, False, 0)])
    seat = s.to_move
    controlled = [b for b in s.builds if b.controller == seat]
    hand = s.hands[seat]
    candidates = [new_move(CAPTURE, parse_card("9S"), 9, (parse_card("4C"), parse_card("5C")), ()),
                  new_move(TRAIL, parse_card("5H"), 0, (), ()), new_move(TRAIL, parse_card("9S"), 0, (), ())]
    kept = keeping_build_values(s, seat, candidates, controlled, hand)
    assert [m.text() for m in kept] == ["5H trail"]
    assert kept == [m for m in candidates if keeps_build_values(s, seat, m, controlled, hand)]
    listed = {m.text() for m in moves_under_house_rules(s, seat, hand)}
    assert "9S take 4C 5C" not in listed and "9S take [3C 6D] 4C 5C" in listed


def test_roomy_tables_are_small():
    assert 0 < ROOMY_BUILDS < ROOMY_LOOSE <= 16
