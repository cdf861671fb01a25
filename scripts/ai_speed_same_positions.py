"""Two or more players' time per decision on the same positions, in one run.

``ai_speed.py`` plays whole rounds, so two players meet different
positions and a change that makes a player choose otherwise moves the
figures for that reason too.  Here the positions are fixed first: rounds of
the variant between two Skilled players (seeds from the first seed), every
position with more than one legal move, every ``step``-th kept.  Each
player then decides each position afresh (no memory of earlier turns), the
players taking turns position by position (the first alternating), so the
machine's load falls on all alike.  Prints, per player, p50 / p95 / max /
mean, how often it chose what the first player chose, and the median
number of worlds a search sampled (decisions it did not solve exactly).

    .venv/bin/python scripts/ai_speed_same_positions.py swazi-casino 2 3 3000 \\
        search:worlds=400,candidates=8,epsilon=0,time_limit=0.9,infer=4,guard=1,habits=3,read=12 master

Arguments: variant, rounds, step, first seed, then the players (level
names or engine specs, ``levels.make_player``).
"""

from __future__ import annotations

import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from casino_desktop.ai import make_player
from casino_desktop.core import apply, make_rules, new_game
from casino_desktop.core.choices import choice_moves
from casino_desktop.tools.stats import time_summary


def positions(variant: str, rounds: int, step: int, seed: int) -> list:
    """Views of the seat to move with a choice, every ``step``-th, from
    Skilled-against-Skilled rounds."""
    rules = make_rules(variant)
    out = []
    for r in range(rounds):
        players = [make_player("skilled"), make_player("skilled")]
        state = new_game(rules, 2, False, seed + r)
        rng = random.Random(seed + r)
        while state.phase == "play":
            view = state.information_view(state.to_move)
            if len(choice_moves(view)) > 1:
                out.append(view.clone())
            apply(state, players[state.to_move].choose(view, rng, 1.0, None))
    return out[::step]


def measure(variant: str, rounds: int, step: int, seed: int, specs: list[str]) -> dict:
    views = positions(variant, rounds, step, seed)
    times: dict[str, list[float]] = {s: [] for s in specs}
    agree = {s: 0 for s in specs}
    worlds: dict[str, list[int]] = {s: [] for s in specs}  # sampled worlds of each decision that sampled
    for i, view in enumerate(views):
        chosen = {}
        for spec in (specs if i % 2 == 0 else specs[::-1]):
            player = make_player(spec)
            t0 = time.perf_counter()
            chosen[spec] = player.choose(view, random.Random(seed + i), 0.0, None)
            times[spec].append(time.perf_counter() - t0)
            info = getattr(player, "last_info", {})
            if info.get("mode") == "sampled":
                worlds[spec].append(info["worlds"])
        for spec in specs:
            agree[spec] += chosen[spec] == chosen[specs[0]]
    return {"variant": variant, "rounds": rounds, "step": step, "seed": seed, "positions": len(views),
            "load": os.getloadavg()[0],
            "players": {s: {**time_summary(times[s]), "same_choice_as_first": agree[s],
                            "worlds_p50": sorted(worlds[s])[len(worlds[s]) // 2] if worlds[s] else None} for s in specs}}


def main(argv: list[str]) -> int:
    variant, rounds, step, seed, specs = argv[0], int(argv[1]), int(argv[2]), int(argv[3]), argv[4:]
    result = measure(variant, rounds, step, seed, specs)
    print(json.dumps(result, indent=1))
    for spec, t in result["players"].items():
        print(f"{variant} {spec}: {t['n']} positions, p50 {t['p50'] * 1000:.0f} ms, p95 {t['p95'] * 1000:.0f} ms,"
              f" max {t['max'] * 1000:.0f} ms, mean {t['mean'] * 1000:.0f} ms,"
              f" same choice as the first {t['same_choice_as_first']}, sampled worlds p50 {t['worlds_p50']}; load average {result['load']:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
