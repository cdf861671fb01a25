"""The longest matches of every preset, in moves, with random and greedy players.

Why: ``record.MAX_MATCH_MOVES`` caps the length of a match a record may
hold (a record of a million moves once took 106 s to load); the cap must sit
well above any real match.  Run: ``python scripts/longest_matches.py [games]`` (presets) or
``python scripts/longest_matches.py --house-rules [games]`` (the longest
match house rules allow).
"""
from __future__ import annotations

import random
import sys

from casino_desktop.ai import GreedyPlayer, RandomPlayer
from casino_desktop.core import new_game, next_round
from casino_desktop.core.play import apply
from casino_desktop.core.variants import PRESETS


def match_moves(rules, players, partnerships, seed, player) -> int:
    state = new_game(rules, players, partnerships, seed)
    rng = random.Random(seed)
    moves = 0
    while state.phase != "match_over":
        if state.phase == "round_over":
            next_round(state)
            continue
        apply(state, player.choose(state.information_view(state.to_move), rng, 0.0))
        moves += 1
    return moves


def main(games: int = 30) -> None:
    overall = 0
    for v in PRESETS:
        r = v.rules
        tables = [(p, False) for p in range(r.min_players, r.max_players + 1)
                  if not (p == 3 and not r.three_players)
                  and not (p == 4 and r.four_players_in_partnerships == "required")]
        if r.max_players == 4 and r.four_players_in_partnerships != "never":
            tables.append((4, True))
        longest = 0
        for players, partnerships in tables:
            for name, player in (("random", RandomPlayer()), ("greedy", GreedyPlayer())):
                for seed in range(games):
                    longest = max(longest, match_moves(r, players, partnerships, seed, player))
        overall = max(overall, longest)
        print(f"{v.id:20s} longest match {longest:5d} moves", flush=True)
    print(f"longest of all: {overall} moves")


# The longest match house rules allow without level rounds: one point a
# round (the last capture), a target of 200, four players, a double deck
# dealt two cards at a time (104 moves a round).
HOUSE_RULES_WORST = {"decks": 2, "hand_size": 2, "table_size": 0, "most_cards": 0, "most_spades": 0,
                     "each_ace": 0, "big_casino": 0, "little_casino": 0, "last_capture": 1, "target": 200}


def house_rules_worst(games: int) -> None:
    from casino_desktop.core import make_rules
    rules = make_rules("casino", HOUSE_RULES_WORST)
    longest = max(match_moves(rules, 4, False, seed, RandomPlayer()) for seed in range(games))
    print(f"house rules {HOUSE_RULES_WORST}: longest match {longest} moves")


if __name__ == "__main__":
    if "--house-rules" in sys.argv:
        house_rules_worst(int(sys.argv[2]) if len(sys.argv) > 2 else 3)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
