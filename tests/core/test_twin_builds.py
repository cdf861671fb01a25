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


# Twins that differ.  A move names a build by its cards, so it acts on the
# first twin; the generators used to judge a raise or a capture on the second
# one too, and offered moves that ``apply`` then carried out on the first.

def _owners(first, second):
    return position("mulle-kortspel", "2C TD 4D 8C", "9S",
                    builds=[("5H 3S", 8, False, first), ("5H 3S", 8, False, second)],
                    options={"raise_own_build": False})


def test_a_raise_is_judged_on_the_first_twin_it_acts_on():
    # Seat 0 owns the first twin and may not raise its own build; the
    # opponent's twin comes second, so no raise can reach it.
    s = _owners(0, 1)
    assert not any(m.kind == "raise" for m in legal_moves(s))
    illegal(s, "8C raise 16 [3S 5H]", "your own build")
    # One card still takes one twin, or both.
    legal(s, "8C take [3S 5H]")
    legal(s, "8C take [3S 5H] [3S 5H]")


def test_a_twin_that_differs_only_in_owner_can_still_be_taken_with_the_first():
    s = _owners(1, 0)
    # Taking only the first (the opponent's) would leave seat 0 owning a
    # build of 8 with no 8 in hand; taking both is the way out.
    assert texts(s) == {"8C take [3S 5H] [3S 5H]"}


def test_a_twin_of_another_value_cannot_be_named():
    # [4H 4S] is a single build of 8 first, a multiple build of 4 second.
    s = position("mulle-kortspel", "4D 8C", "9S",
                 builds=[("4H 4S", 8, False, 1), ("4H 4S", 4, True, 1)])
    # The 4 would name the first twin, a build of 8: not offered, and refused.
    assert "4D take [4H 4S]" not in texts(s)
    illegal(s, "4D take [4H 4S]")
    taken = legal(s, "8C take [4H 4S]")
    apply(s, taken)
    assert [(b.value, b.multiple) for b in s.builds] == [(4, True)]


def test_the_generators_see_each_twin_as_a_move_names_it():
    from casino_desktop.core.state import reachable_builds, unnameable_builds

    s = _owners(1, 0)
    first, second = s.builds
    seen = reachable_builds(s.builds)
    assert seen[0] is first and seen[1] == first and seen[1] is not second  # owner of the first
    assert unnameable_builds(s.builds) == []
    same = _twins()
    assert reachable_builds(same.builds) is same.builds  # nothing differs: the list itself
    apart = position("mulle-kortspel", "4D 8C", "9S", builds=[("4H 4S", 8, False, 1), ("4H 4S", 4, True, 1)])
    assert reachable_builds(apart.builds) == apart.builds[:1]
    assert unnameable_builds(apart.builds) == apart.builds[1:]
