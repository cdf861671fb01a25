"""The flat move generator (``core/plaingen.py``) on its own: what
``plain_moves`` appends where, what it returns, and the hand plans it keeps.
(That its moves are exactly the general generator's over whole games is
``test_fast_paths.py``.)"""

from __future__ import annotations

import random

from casino_desktop.core import CAPTURE, apply, legal_moves, make_rules, new_game
from casino_desktop.core.fast_path import fast_ways
from casino_desktop.core.movegen import general_moves
from casino_desktop.core.moves import TRAILS
from casino_desktop.core.plaingen import _hand_plan, plain_moves

from .helpers import position


def _plain(s):
    captures: list = []
    others: list = []
    faces = plain_moves(s, s.hands[s.to_move], s.loose, captures, others)
    return captures, others, faces


def test_captures_and_the_rest_go_to_their_own_lists():
    s = position("casino", "8S 3H 5D", "5C 3D 2C", others={"1": "9H 9D KS"})
    assert fast_ways(s.values, s.rules).plain
    captures, others, faces = _plain(s)
    assert captures and all(m.kind == CAPTURE for m in captures)
    assert others and all(m.kind != CAPTURE for m in others)
    assert faces == set(s.hands[0])  # the caller adds their trails
    assert {m.text() for m in captures} >= {"8S take 3D 5C", "3H take 3D", "5D take 5C", "5D take 2C 3D"}
    assert "3H build 8 5C" in {m.text() for m in others}


def test_with_the_trails_it_makes_the_general_generators_moves_in_real_play():
    for variant in ("casino", "royal-casino", "wippen"):
        s = new_game(make_rules(variant), 2, False, 8)
        rng = random.Random(8)
        while s.phase == "play":
            if fast_ways(s.values, s.rules).plain and not s.builds:
                captures, others, faces = _plain(s)
                made = captures + others + [TRAILS[f] for f in faces]
                assert len(set(made)) == len(made)
                assert set(made) == set(general_moves(s)) == set(legal_moves(s))
            apply(s, rng.choice(legal_moves(s)))


def test_hand_plans_name_each_card_and_the_values_still_held_after_it():
    vt = new_game(make_rules("casino"), 2, False, 0).values
    three, five, eight, king = 2 * 4 + 1, 4 * 4 + 2, 7 * 4, 12 * 4  # 3H, 5D, 8S, KS
    plan = _hand_plan(vt, [three, five, eight], False)
    # 3H may build 5 or 8 (held by the others), 5D may build 8, 8S nothing: no other card is worth 8 or more.
    assert plan == (0 + 5, 0 + 8, 32 + 8)
    assert _hand_plan(vt, [king, three], False) == ()  # nothing above the 3 is held; a king builds nothing
    # With court-card builds the king is named, for the general generator.
    assert _hand_plan(vt, [king, three], True) == (0,)
