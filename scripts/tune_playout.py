"""Tune the playout policy's feature weights by open-hand self-play.

The search's playouts are played in sampled worlds where every hand is
open, so a weight vector (``ai/playout_weights.py``) is judged by duplicate
rounds of 2-player Casino, every hand open, against today's vector, both
sides with ``guard=1`` as in Master (the same play as ``tools/duel.py``).
Coordinate search: each weight in turn is moved by ``±step``; a move is kept
when it gains over the best so far on the same training deals (common random
numbers), and the steps halve when a sweep keeps nothing.  The result is
checked on fresh deals before it is written.

    python scripts/tune_playout.py ROUNDS SWEEPS [OUT.json [START.json [STEP_SCALE]]]

START.json (``{"weights": {...}}``) is the vector the search starts from
(today's by default); STEP_SCALE multiplies the first steps.

Measurement only: it never decides a real move.
"""

from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import replace

from casino_desktop.ai.playout_weights import TODAY, WEIGHT_NAMES, PlayoutWeights, weights_from
from casino_desktop.core.safe_json import read_json_file
from casino_desktop.ai.policy import Playout
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.core import MULLE_OFF, PHASE_PLAY, apply, choice_moves, make_rules, new_game
from casino_desktop.tools.stats import cluster_mean

TRAIN_SEED = 100_000
CHECK_SEED = 200_000
STEPS = {"trail": 0.3, "trail_matched": 0.5, "trail_cost": 0.1, "trail_face": 0.1, "capture": 0.2,
         "capture_card": 0.05, "build_share": 0.2, "build_keep": 0.2, "build_by": 0.3, "build_lost": 0.3,
         "points": 0.2, "cards": 0.3, "spades": 0.3}


def _policy(state, seat: int, vec: PlayoutWeights, val, rules, rng: random.Random) -> Playout:
    p = Playout(val.card_weights(state, seat, vec.scales()), val.sweep_points, rules.mulle != MULLE_OFF, 0.0, rng,
                guard=1, share=vec.build_share, keep=vec.build_keep)
    p.coef = vec
    return p


def play_round(rules, seed: int, vecs: list[PlayoutWeights]) -> list[int]:
    state = new_game(rules, 2, False, seed)
    val = valuation_for(rules, 2)
    rng = random.Random(seed)
    while state.phase == PHASE_PLAY:
        seat = state.to_move
        apply(state, _policy(state, seat, vecs[seat], val, rules, rng).choose(state, choice_moves(state)))
    return state.round_results[-1]["totals"]


def margins(vec: PlayoutWeights, base: PlayoutWeights, rounds: int, seed: int) -> list[float]:
    rules = make_rules("casino")
    out = []
    for s in range(seed, seed + rounds):
        one = play_round(rules, s, [vec, base])
        two = play_round(rules, s, [base, vec])
        out.append(((one[0] - one[1]) + (two[1] - two[0])) / 2)
    return out


def mean(xs: list[float]) -> float:
    return sum(xs) / len(xs)


def tune(rounds: int, sweeps: int, start: PlayoutWeights = TODAY, step_scale: float = 1.0) -> PlayoutWeights:
    best = start
    best_score = mean(margins(start, TODAY, rounds, TRAIN_SEED))
    print(f"start: {best_score:+.3f}", flush=True)
    steps = {k: v * step_scale for k, v in STEPS.items()}
    for sweep in range(sweeps):
        kept = 0
        for name in WEIGHT_NAMES:
            for sign in (1, -1):
                trial = replace(best, **{name: round(getattr(best, name) + sign * steps[name], 4)})
                score = mean(margins(trial, TODAY, rounds, TRAIN_SEED))
                if score > best_score + 0.01:
                    best, best_score = trial, score
                    kept += 1
                    print(f"sweep {sweep}: {name} -> {getattr(best, name):g}: {score:+.3f}", flush=True)
                    break
        if not kept:
            steps = {k: v / 2 for k, v in steps.items()}
            print(f"sweep {sweep}: nothing kept, steps halved", flush=True)
    return best


def main(argv: list[str]) -> None:
    rounds = int(argv[0]) if argv else 1000
    sweeps = int(argv[1]) if len(argv) > 1 else 4
    out = argv[2] if len(argv) > 2 else ""
    first = TODAY
    if len(argv) > 3:
        first = weights_from(read_json_file(argv[3]))
    scale = float(argv[4]) if len(argv) > 4 else 1.0
    start = time.perf_counter()
    best = tune(rounds, sweeps, first, scale)
    check = cluster_mean(margins(best, TODAY, 2000, CHECK_SEED), [1] * 2000)
    changed = {k: v for k, v in best.as_dict().items() if v != getattr(TODAY, k)}
    print(f"tuned: {changed}")
    print(f"fresh deals: {check['mean']:+.3f} (95% CI {check['ci95'][0]:+.3f} .. {check['ci95'][1]:+.3f}), "
          f"2000 rounds; {time.perf_counter() - start:.0f} s")
    if out:
        with open(out, "w", encoding="utf-8") as fh:
            json.dump({"weights": changed, "fresh_check": check}, fh, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
