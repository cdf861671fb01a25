"""Överspader at every level: the forgetful Heuristic (Casual until the
ladder of docs/strength.md; ``heuristic:memory=0.5`` today) used to fail
34-39 of 40 games.

It forgets cards, so its reply model imagines a rival holding a spade
already taken; the state it then looks at counts more spades taken than the
deck has, and ``_overspader_ev`` handed ``math.comb`` a negative count."""
from __future__ import annotations

import random

import pytest

from casino_desktop.ai.valuation import _overspader_ev, valuation_for
from casino_desktop.core import PHASE_MATCH_OVER, PHASE_ROUND_OVER, apply, check, make_rules, new_game, next_round

from casino_desktop.ai import make_player

from .helpers import FAST

# The forgetful Heuristic is no longer a level, but stays an engine a
# player of the measurements can name; it is the one that failed.
FORGETFUL = "heuristic:memory=0.5"


def _play(level: str, seed: int, whole_match: bool) -> int:
    """Play one Överspader game with ``level`` in both seats; return the plies."""
    state = new_game(make_rules("overspader"), 2, False, seed)
    make = FAST[level] if level in FAST else (lambda: make_player(level))
    players = [make(), make()]
    rng = random.Random(seed)
    plies = 0
    while state.phase != PHASE_MATCH_OVER:
        if state.phase == PHASE_ROUND_OVER:
            if not whole_match:
                break
            next_round(state)
            continue
        move = players[state.to_move].choose(state.information_view(state.to_move), rng, 0.05)
        assert check(state, move) is None, f"{level} chose an illegal move {move}"
        apply(state, move)
        plies += 1
        assert plies < 5000, "the match does not end"
    return plies


# Whole matches of the forgetful Heuristic: a few in the default run, the
# rest of the 40 in the slow tier (CI runs it in a rotating slice).
FORGETFUL_MATCHES = 40
FORGETFUL_BY_DEFAULT = 4  # the bug failed 34-39 of 40: four would all pass about once in 2,000 runs


def test_overspader_forgetful_valuation_never_fails():
    _forgetful_matches(range(FORGETFUL_BY_DEFAULT))


@pytest.mark.slow
@pytest.mark.ci_slice
def test_overspader_forgetful_valuation_never_fails_full():
    _forgetful_matches(range(FORGETFUL_BY_DEFAULT, FORGETFUL_MATCHES))


def _forgetful_matches(seeds) -> None:
    failures = []
    for seed in seeds:
        try:
            _play(FORGETFUL, seed, whole_match=True)
        except Exception as exc:  # counted, so the message says how many failed
            failures.append((seed, repr(exc)))
    assert failures == [], (f"{len(failures)} of {len(seeds)} Överspader games of the forgetful Heuristic failed: "
                            f"{failures[:3]}")


@pytest.mark.parametrize("level", ["beginner", "casual", "skilled", "expert", "master"])
def test_overspader_other_levels_play_a_round_without_failing(level):
    for seed in range(3):
        assert _play(level, seed, whole_match=False) > 0


def test_overspader_ev_with_a_spade_counted_twice_is_the_points_in_hand():
    val = valuation_for(make_rules("overspader"), 2)
    curve = val.spade_curve
    # 14 spades seen taken in an imagined state: none left to share out.
    assert _overspader_ev(curve, 8, -1, 2) == curve[8]
    assert _overspader_ev(curve, 8, 0, 2) == curve[8]
    # The meaning is kept where the count is sound: one spade left, half a chance of it.
    assert _overspader_ev(curve, 8, 1, 2) == pytest.approx((curve[8] + curve[9]) / 2)
