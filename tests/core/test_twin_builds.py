"""A double deck can put two builds of the same cards on the table (a twin
of each card).  A move names a build by its cards, so it takes the first
such build on the table; the owner rule must judge that same build.

Found by the slow simulation (mulle-kortspel, four players in partnerships,
seed 1292): seat 0 owned two builds of J♥ + J♣, took one with J♦ and was
left owning the other with only A♥ in hand, and no legal move."""

import random

from casino_desktop.core import apply, legal_moves, make_rules, new_game, next_round
from casino_desktop.core.state import PHASE_MATCH_OVER, PHASE_PLAY, named_builds

from .helpers import illegal, legal, position, texts


def _twins(hand="JD AH"):
    return position("mulle-kortspel", hand, "3H 9S",
                    builds=[("JH JC", 11, True, 0), ("JH JC", 11, True, 0)],
                    players=4, partnerships=True, others={"2": "5C"})


def test_taking_one_of_two_owned_twins_breaks_the_owner_rule():
    s = _twins()
    # One jack left to take the other build of 11: none. Both at once: fine.
    illegal(s, "JD take [JH JC]", "build of 11")
    legal(s, "JD take [JH JC] [JH JC]")
    assert "JD take [JH JC]" not in texts(s)


def test_with_a_second_jack_one_twin_may_wait():
    s = _twins("JD JS AH")
    legal(s, "JD take [JH JC]")
    legal(s, "JD take [JH JC] [JH JC]")


def test_a_key_names_the_first_twin_not_yet_named():
    s = _twins()
    first, second = s.builds
    key = first.key
    assert named_builds(s.builds, (key,)) == [first] and named_builds(s.builds, (key,))[0] is first
    both = named_builds(s.builds, (key, key))
    assert both[0] is first and both[1] is second
    assert named_builds(s.builds, ((0, 1),)) == []


def test_the_simulated_game_now_plays_to_its_end():
    s = new_game(make_rules("mulle-kortspel"), 4, True, 1292)
    rng = random.Random(1292 * 7919 + 1)  # the simulation's own draws
    while s.phase == PHASE_PLAY:
        moves = legal_moves(s)
        assert moves, f"no legal move at ply {s.ply}"
        apply(s, rng.choice(moves))
    while s.phase != PHASE_MATCH_OVER:
        next_round(s)
        while s.phase == PHASE_PLAY:
            moves = legal_moves(s)
            assert moves, f"no legal move in round {s.round_index} at ply {s.ply}"
            apply(s, rng.choice(moves))
