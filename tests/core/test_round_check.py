"""``round_check``: a round no deal can make is named by its reason, and
every round real play makes passes (in every preset, with pile tops,
partnerships, sweeps left open and mulles)."""
from __future__ import annotations

import random

import pytest

from casino_desktop.core import PRESETS, apply, legal_moves, make_rules, new_game
from casino_desktop.core.round_check import (MULLE_TWINS, NO_MULLES, OPENED_OVER_SWEEPS, SWEEPS_OVER_ALL_CARDS,
                                             SWEEPS_OVER_CARDS, TAKEN_TWICE, round_problem)


def _played_rounds(variant: str, players: int, partnerships: bool, seed: int):
    rules = make_rules(variant, {})
    rng = random.Random(seed)
    state = new_game(rules, players, partnerships, seed)
    while state.phase == "play":
        apply(state, rng.choice(legal_moves(state)))
    return rules, state


@pytest.mark.parametrize("variant", [v.id for v in PRESETS])
def test_every_round_real_play_makes_passes(variant):
    tables = [(2, False), (4, True)]
    for seed in range(3):
        for players, partnerships in tables:
            try:
                rules, state = _played_rounds(variant, players, partnerships, seed)
            except Exception:  # noqa: BLE001 - a table this variant does not seat
                continue
            sides = range(state.sides)
            problem = round_problem(rules, [state.captured[i] for i in sides], [len(state.sweeps[i]) for i in sides],
                                    [len(state.opened[i]) for i in sides], [[None] * len(state.mulles[i]) for i in sides])
            assert problem is None, (variant, players, seed, problem)


def test_each_impossible_round_is_named():
    casino, mulle = make_rules("casino", {}), make_rules("mulle", {})
    assert round_problem(casino, [[0], [0]], [0, 0], [0, 0], [[], []]).template == TAKEN_TWICE
    assert round_problem(casino, [[0], [1, 2]], [1, 0], [0, 0], [[], []]).template == SWEEPS_OVER_CARDS
    assert round_problem(casino, [[0, 5], [1, 2]], [1, 0], [0, 2], [[], []]).template == OPENED_OVER_SWEEPS
    assert round_problem(casino, [[0, 5], [1, 2]], [0, 0], [0, 0], [[None], []]) == NO_MULLES
    assert round_problem(mulle, [[0, 0], [1, 5]], [0, 0], [0, 0], [[], [1]]).template == MULLE_TWINS
    assert round_problem(mulle, [[0, 0], [1, 5]], [0, 0], [0, 0], [[0], []]) is None


def test_with_pile_tops_only_all_piles_together_bound_the_sweeps():
    """A pile's top card may be taken into another pile: a side's own pile
    says nothing, the cards of every pile do."""
    rules = make_rules("south-african-casino", {})
    assert rules.pile_tops == "captures"
    assert round_problem(rules, [[0], [1, 2]], [2, 0], [0, 0], [[], []]) is None
    assert round_problem(rules, [[0], [1, 2]], [2, 2], [0, 0], [[], []]) == SWEEPS_OVER_ALL_CARDS
