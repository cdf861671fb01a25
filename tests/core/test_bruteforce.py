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


VARIANTS = ["casino", "royal-casino", "swedish-kasino", "kasino", "finnish-kasino", "mulle", "mulle-kortspel",
            "casino-simple", "wippen"]


# The default run compares the first round of one game a preset, the
# presets taking 2, 3 and 4 players in turn (Mulle Kortspel is for two); the
# slow tier (CI's slice) the first two rounds of three games a preset, one
# of each size.
@pytest.mark.parametrize("variant", VARIANTS)
def test_generator_matches_bruteforce(variant):
    assert _compare(variant, rounds=1, seeds=[VARIANTS.index(variant) % 3]) > 15


@pytest.mark.slow
@pytest.mark.ci_slice
@pytest.mark.parametrize("variant", VARIANTS)
def test_generator_matches_bruteforce_for_two_rounds(variant):
    assert _compare(variant, rounds=2, seeds=range(3)) > 100


def _compare(variant, rounds: int, seeds) -> int:
    """Positions compared in ``rounds`` rounds of the seeded games ``seeds``
    (seed s: 2 + s % 3 players)."""
    positions = 0
    for seed in seeds:
        players = 2 if variant == "mulle-kortspel" else 2 + seed % 3
        s = new_game(make_rules(variant), players, False, seed)
        rng = random.Random(seed)
        while s.phase != "match_over" and s.round_index < rounds:
            if s.phase == "round_over":
                next_round(s)
                continue
            moves = legal_moves(s)
            assert len(set(moves)) == len(moves), "a move is listed twice"
            if len(s.loose) + len(s.builds) <= 11:  # the reference is exponential
                assert {_key(m) for m in moves} == brute_legal_moves(s), repr(s)
                positions += 1
            apply(s, rng.choice(moves))
    return positions
