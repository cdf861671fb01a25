"""Positions for the AI tests: real games played a few plies by greedy."""

from __future__ import annotations

import random

from dataclasses import replace

from casino_desktop.ai import SearchPlayer, make_player
from casino_desktop.ai.levels import EXPERT, MASTER
from casino_desktop.core import PRESETS, apply, make_rules, new_game
from casino_desktop.core.rules_sense import game_problem

# Fresh players for every level: the levels' own settings with few sampled
# worlds, so the tests are fast, and a far clock, which they never hit (a
# clock would make them flaky).
FAST = {
    "beginner": lambda: make_player("beginner"),
    "casual": lambda: make_player("casual"),
    "skilled": lambda: make_player("skilled"),
    "expert": lambda: SearchPlayer(replace(EXPERT, worlds=12, candidates=4, time_limit=30.0)),
    "master": lambda: SearchPlayer(replace(MASTER, worlds=16, candidates=6, time_limit=30.0)),
}


def tables():
    """(variant id, players, partnerships) for every legal table."""
    out = []
    for v in PRESETS:
        for players in (2, 3, 4):
            for part in (False, True):
                if game_problem(v.rules, players, part) is None:
                    out.append((v.id, players, part))
    return out


def positions(variant: str, players: int, partnerships: bool, seed: int, plies=(0, 7, 19)):
    """Full states after the given numbers of greedy plies (still in play)."""
    rules = make_rules(variant)
    state = new_game(rules, players, partnerships, seed)
    greedy = make_player("greedy")
    rng = random.Random(seed)
    out = []
    ply = 0
    while state.phase == "play" and ply <= max(plies):
        if ply in plies:
            out.append(state.clone())
        seat = state.to_move
        apply(state, greedy.choose(state.information_view(seat), rng))
        ply += 1
    return out
