"""``casino_desktop.core.turns``: the legal moves of the African family and
the flow of a turn of several actions."""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game, resolve
from casino_desktop.core.bruteforce import _key, brute_legal_moves
from casino_desktop.core.movegen import general_moves
from casino_desktop.core.rule_turns import table_additions, table_view
from casino_desktop.core.turns import END_MOVE, is_african, table_moves

from .helpers import position

PRESETS = ("swazi-casino", "sotho-casino", "south-african-casino")


def test_only_the_african_rules_come_here():
    assert all(is_african(make_rules(v)) for v in PRESETS)
    assert not is_african(make_rules("casino"))
    assert is_african(make_rules("casino", {"turn_actions": "several"}))


def test_the_view_lays_the_tops_in_play_among_the_loose_cards():
    s = position("south-african-casino", "5S", "4C", piles=["", "2C 5D"])
    view = table_view(s, 0)
    assert sorted(view.loose) == sorted(s.loose + [s.stacks[1][-1]]) and view.stacks == s.stacks
    plain = position("casino", "5S", "4C")
    assert table_view(plain, 0) is plain


def test_the_end_comes_only_after_the_card_from_the_hand():
    s = position("swazi-casino", "5H 9C 9D", "5D 4C 2S 7H")
    assert END_MOVE not in table_moves(s, 0)
    apply(s, resolve(s, "5H take 5D"))
    assert END_MOVE in table_moves(s, 0)


def test_the_additions_opponents_may_insist_on_are_only_to_your_sides_builds():
    s = position("swazi-casino", "9H 9C 7D", "2S 7H 4C 3D", builds=[("6S 3H", 9, False, 0), ("5S 2D", 7, False, 1)],
                 final_deal=True)
    assert {m.text() for m in table_additions(s, 0, own_only=True)} == {"table add 9 [3H 6S] 2S 7H",
                                                                         "table add 9 [3H 6S] 2S 3D 4C"}
    assert "table add 7 [2D 5S] 3D 4C" in {m.text() for m in table_additions(s, 0)}


TABLES = ((2, False), (3, False), (4, True))


def test_the_generator_agrees_with_the_reference_and_the_general_generator_in_random_games():
    """Every legal move list of random African games is the reference's
    (each rule a predicate) on tables small enough to try every move: by
    default one game a preset, the presets taking the three tables in turn."""
    assert _agree(zip(PRESETS, TABLES)) > 10


@pytest.mark.slow
@pytest.mark.ci_slice
def test_the_generator_agrees_with_the_reference_at_every_table_of_every_preset():
    assert _agree((vid, table) for vid in PRESETS for table in TABLES) > 30


def _agree(games) -> int:
    """Positions checked in one seeded random game of each (preset, table)."""
    checked = 0
    for vid, (players, partners) in games:
        s = new_game(make_rules(vid), players, partners, 11)
        rng = random.Random(11)
        while s.phase == "play":
            moves = legal_moves(s)
            if len(s.loose) <= 6 and len(s.builds) <= 2 and rng.random() < 0.3:
                assert {_key(m) for m in moves} == brute_legal_moves(s), (vid, players, s.ply)
                assert set(general_moves(s)) == set(moves)
                checked += 1
            apply(s, rng.choice(moves))
    return checked
