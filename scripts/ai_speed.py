"""How long a computer player makes a person wait: time per decision.

A benchmark, not a test (the machine's load moves every figure): plays
whole rounds of one variant between two levels at their own settings (the
table's thinking-time cap included) and prints, per level, the time of
every decision it had to make (more than one legal move) as p50 / p95 /
max, and of every decision including the forced ones (an ``end`` of a
turn with nothing left to add is answered at once).

    .venv/bin/python scripts/ai_speed.py swazi-casino master skilled 4
    .venv/bin/python scripts/ai_speed.py south-african-casino master skilled 8

Arguments: variant, level A, level B, rounds (default 4), first seed
(default 2000).  A sits in seat 0 of even rounds and seat 1 of odd ones.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from casino_desktop.ai import make_player
from casino_desktop.tools.stats import time_summary
from casino_desktop.core import apply, legal_moves, make_rules, new_game


def measure(variant: str, a: str, b: str, rounds: int, seed: int) -> dict:
    rules = make_rules(variant)
    chosen = {a: [], b: []}
    every = {a: [], b: []}
    for r in range(rounds):
        levels = (a, b) if r % 2 == 0 else (b, a)
        players = [make_player(lv) for lv in levels]
        state = new_game(rules, 2, False, seed + r // 2)
        rng = random.Random(seed + r)
        while state.phase == "play":
            seat = state.to_move
            level = levels[seat]
            forced = len(legal_moves(state)) == 1
            budget = getattr(players[seat], "budget", 1.0)
            t0 = time.perf_counter()
            move = players[seat].choose(state.information_view(seat), rng, budget, None)
            dt = time.perf_counter() - t0
            every[level].append(dt)
            if not forced:
                chosen[level].append(dt)
            apply(state, move)
    return {"variant": variant, "rounds": rounds, "seed": seed, "load": os.getloadavg()[0],
            "levels": {lv: {"chosen": time_summary(chosen[lv]), "all": time_summary(every[lv])} for lv in (a, b)}}


def main(argv: list[str]) -> int:
    variant, a, b = argv[0], argv[1], argv[2]
    rounds = int(argv[3]) if len(argv) > 3 else 4
    seed = int(argv[4]) if len(argv) > 4 else 2000
    result = measure(variant, a, b, rounds, seed)
    print(json.dumps(result, indent=1))
    for level, t in result["levels"].items():
        c = t["chosen"]
        if c["n"]:
            print(f"{variant} {level}: {c['n']} decisions with a choice, p50 {c['p50'] * 1000:.0f} ms,"
                  f" p95 {c['p95'] * 1000:.0f} ms, max {c['max'] * 1000:.0f} ms"
                  f" ({t['all']['n']} in all, p50 {t['all']['p50'] * 1000:.0f} ms);"
                  f" load average {result['load']:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
