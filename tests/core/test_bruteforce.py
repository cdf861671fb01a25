"""The generators agree with the brute-force reference on real play.

Positions come from seeded random games of several presets; the reference
(`core.bruteforce`) is every syntactically possible move that no rule in
play (`core.predicates`) refuses, so agreeing with it means that
`legal_moves` implements exactly the registered rules.
(`test_predicates.py` does the same for every option value, on smaller tables.)
"""

import random

import pytest

from casino_desktop.core import legal_moves, make_rules, new_game, next_round
from casino_desktop.core.bruteforce import brute_legal_moves
from casino_desktop.core.play import apply


def _key(m):
    return (m[0], m[1], m[3], tuple(sorted(m[4])), 0 if m[0] in ("capture", "trail") else m[2])


@pytest.mark.parametrize("variant", ["casino", "royal-casino", "swedish-kasino", "kasino", "finnish-kasino",
                                     "mulle", "mulle-kortspel", "casino-simple", "wippen"])
def test_generator_matches_bruteforce(variant):
    positions = 0
    for seed in range(3):
        players = 2 if variant == "mulle-kortspel" else 2 + seed % 3
        s = new_game(make_rules(variant), players, False, seed)
        rng = random.Random(seed)
        while s.phase != "match_over" and s.round_index < 2:
            if s.phase == "round_over":
                next_round(s)
                continue
            moves = legal_moves(s)
            assert len(set(moves)) == len(moves), "a move is listed twice"
            if len(s.loose) + len(s.builds) <= 11:  # the reference is exponential
                assert {_key(m) for m in moves} == brute_legal_moves(s), repr(s)
                positions += 1
            apply(s, rng.choice(moves))
    assert positions > 100
