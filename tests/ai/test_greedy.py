"""Greedy's two floors: the default builds when nothing can be taken; the
``builds=0`` dial (the published AI's Greedy) never builds if it may do
anything else."""

from __future__ import annotations

import random

from casino_desktop.ai import make_player
from casino_desktop.core import BUILD, TRAIL, apply, legal_moves, make_rules, new_game
from casino_desktop.core.position import position_from_json


def _position():
    # Nothing to take (no 3, 7 or king pairs up), but 3H on 4C builds 7 for
    # the 7S still held.
    return position_from_json({"variant": "casino", "players": 2, "to_move": 0,
                          "hands": {"0": ["3H", "7S"]}, "table": ["4C", "KD"]})


def test_default_greedy_builds_when_nothing_gains():
    view = _position()
    kinds = {m[0] for m in legal_moves(view)}
    assert BUILD in kinds and TRAIL in kinds
    move = make_player("greedy").choose(view, random.Random(1))
    assert move[0] == BUILD


def test_no_build_greedy_trails_instead():
    view = _position()
    move = make_player("greedy:builds=0").choose(view, random.Random(1))
    assert move[0] == TRAIL


def test_no_build_greedy_never_builds_in_a_whole_round():
    rules = make_rules("casino")
    state = new_game(rules, 2, False, 3)
    player = make_player("greedy:builds=0")
    rng = random.Random(3)
    built = 0
    while state.phase == "play":
        view = state.information_view(state.to_move)
        moves = legal_moves(view)
        move = player.choose(view, rng)
        if move[0] not in (TRAIL, "capture") and any(m[0] in (TRAIL, "capture") for m in moves):
            built += 1
        apply(state, move)
    assert built == 0
