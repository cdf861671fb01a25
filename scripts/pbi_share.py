"""How much the policy-based reading tells about a rival's hand (docs/strength.md).

    PYTHONPATH=. .venv/bin/python scripts/pbi_share.py [GAMES] [SEED] [RIVAL] [MODEL.json]

Seat 0, Master with ``pbi`` on (it only remembers the rival's moves; its
own play is a lighter search), plays ``RIVAL`` (default ``master-2026-12``)
in 2-player `casino`.  At each of seat 0's decisions where the rival has
moved this deal, 40 worlds are drawn uniformly and 40 by each setting of
the reading (sharpness, and a pool or the search's chain: ``SearchPlayer._draw``): the share of the rival's
true cards among the cards the worlds give it.  Uniform guessing gives
about hand size / unseen cards (MODEL.json: another vector of
weights for the rival model, as ``learned_*_weights.json``); the hand peeker would give 1.  Also the
mean log-likelihood rank of the true hand among the pool (how often the
true hand outweighs a uniformly drawn one).
"""

from __future__ import annotations

import math
import random
import sys

from pathlib import Path

from casino_desktop.ai import rival_policy
from casino_desktop.ai.levels import make_player
from casino_desktop.ai.rival_policy import answer_table, pick_weighted, world_log_weight
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import PHASE_MATCH_OVER, PHASE_PLAY, apply, make_rules, new_game, next_round

SETTINGS = ((1.0, 16), (4.0, 64), (1.0, 0), (2.0, 0), (4.0, 0))  # (sharpness, pool; 0: the chain)
DRAWS = 40


def main(games: int, seed0: int, rival_spec: str) -> None:
    rules = make_rules("casino")
    found = {s: [0, 0] for s in (None, *SETTINGS)}
    beats = [0.0, 0]  # true hand's weight above a uniform world's (ties half), at sharpness 1
    for seed in range(seed0, seed0 + games):
        me = make_player("search:worlds=60,candidates=8,epsilon=0,time_limit=0.9,infer=4,guard=1,pbi=1")
        rival = make_player(rival_spec)
        state = new_game(rules, 2, False, seed)
        rng = random.Random(seed)
        while state.phase != PHASE_MATCH_OVER:
            if state.phase != PHASE_PLAY:
                next_round(state)
                continue
            if state.to_move == 0:
                view = state.information_view(0)
                me.reading.observe(view)
                true = set(state.hands[1])
                answers = me.reading.answers.of(0)
                if true and answers:
                    tables = {b: [answer_table(before, seat, move, b) for seat, before, move, _ in answers]
                              for b in {b for b, _ in SETTINGS}}
                    for setting in found:
                        chain = None
                        for _ in range(DRAWS):
                            if setting is None:
                                world = sample_world(view, rng)
                            elif setting[1]:
                                b, k = setting
                                pool = [sample_world(view, rng) for _ in range(k)]
                                world = pool[pick_weighted([world_log_weight(w, tables[b]) for w in pool], rng)]
                            else:  # the chain of ``SearchPlayer._draw``
                                world = sample_world(view, rng)
                                weight = world_log_weight(world, tables[setting[0]])
                                if chain is not None and weight < chain[1] and rng.random() >= math.exp(
                                        weight - chain[1]):
                                    world = chain[0]
                                else:
                                    chain = (world, weight)
                            found[setting][0] += len(set(world.hands[1]) & true)
                            found[setting][1] += len(true)
                    truth = world_log_weight(state, tables[1.0])
                    for _ in range(DRAWS):
                        other = world_log_weight(sample_world(view, rng), tables[1.0])
                        beats[0] += 1.0 if other < truth else 0.5 if other == truth else 0.0
                        beats[1] += 1
                move = me.choose(view, rng)
            else:
                move = rival.choose(state.information_view(1), rng)
            apply(state, move)
        print(f"match {seed} done", flush=True)
    for setting, (hit, total) in found.items():
        name = "uniform" if setting is None else f"pbi={setting[0]:g}, " + (f"pool {setting[1]}" if setting[1] else "chain")
        print(f"{name}: {hit / total:.3f} of the rival's true cards ({total} sampled cards)")
    print(f"the true hand outweighs a uniform one in {beats[0] / max(1, beats[1]):.3f} of {beats[1]} pairs (ties half)")


if __name__ == "__main__":
    if len(sys.argv) > 4:
        rival_policy.MODEL_FILE = Path(sys.argv[4])
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4, int(sys.argv[2]) if len(sys.argv) > 2 else 1000,
         sys.argv[3] if len(sys.argv) > 3 else "master-2026-12")
