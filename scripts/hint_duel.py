"""The table's hint against Master, on duplicate rounds: each deal played
twice, the hint in each seat in turn, Master (a fresh player each round,
asked at every turn as the table asks it) in the other.  Prints, after each
deal, the hint's mean margin per round over Master with a 95% interval.

    PYTHONPATH=. .venv/bin/python scripts/hint_duel.py swedish-kasino 200 400

A player who followed the hint and lost a round 1-10 asked whether it plays
as well as Master (the eighth stranger's play-test of 6 December)."""
from __future__ import annotations

import math
import random
import sys

from casino_desktop.ai.levels import make_player
from casino_desktop.coach import hint_move
from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game


def round_margin(variant: str, seed: int, hint_seat: int) -> int:
    state = new_game(make_rules(variant, {}), 2, False, seed)
    master, rng = make_player("master"), random.Random(seed)
    while state.phase == PHASE_PLAY:
        moves = legal_moves(state)
        if state.to_move == hint_seat:
            move = hint_move(state.information_view(hint_seat)) if len(moves) > 1 else moves[0]
        else:
            move = master.choose(state.information_view(state.to_move), rng, 0.9)
        apply(state, move)
    totals = state.round_results[-1]["totals"]
    return totals[hint_seat] - totals[1 - hint_seat]


def main(argv: list[str]) -> int:
    variant, first, last = argv[0], int(argv[1]), int(argv[2])
    pairs: list[float] = []
    for seed in range(first, last):
        margins = [round_margin(variant, seed, seat) for seat in (0, 1)]
        pairs.append(sum(margins) / 2)
        n, mean = len(pairs), sum(pairs) / len(pairs)
        sd = math.sqrt(sum((x - mean) ** 2 for x in pairs) / (n - 1)) if n > 1 else 0.0
        print(f"seed {seed} rounds {margins} hint minus Master {mean:+.2f} ± {1.96 * sd / math.sqrt(n):.2f} "
              f"over {n} deals", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
