"""Positions the coach's tests share, written as the CLI's JSON positions."""

from __future__ import annotations

import random

from casino_desktop.ai import make_player
from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game
from casino_desktop.core.position import position_from_json


def view_of(hand: list[str], table: list, options: dict | None = None, variant: str = "casino"):
    """Seat 0's view of a 2-player position (the rival's hand hidden)."""
    return position_from_json({"variant": variant, "options": options or {}, "to_move": 0,
                               "hands": {"0": hand}, "table": table})


def game_views(variant: str = "casino", seed: int = 3, every: int = 5) -> list:
    """Views of the seat to move, every ``every``-th ply of a round Skilled
    plays against Beginner (real positions, cheap to make)."""
    state = new_game(make_rules(variant), 2, False, seed)
    players = [make_player("skilled"), make_player("beginner")]
    out = []
    while state.phase == PHASE_PLAY:
        view = state.information_view(state.to_move)
        if state.ply % every == 0:
            out.append((state.clone(), view))
        apply(state, players[state.to_move].choose(view, random.Random(state.ply)))
    return out


def last_swazi_deal(seed: int):
    """A 2-player Swazi round played at random into its last deal (stock
    empty, two hands of 12 cards, nothing hidden but too long to solve): the
    full state."""
    state = new_game(make_rules("swazi-casino"), 2, False, seed)
    rng = random.Random(seed)
    while state.stock or len(legal_moves(state)) < 3:
        apply(state, rng.choice(legal_moves(state)))
    return state
