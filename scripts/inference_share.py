"""How much inference tells about a rival's hand (docs/strength.md).

    .venv/bin/python scripts/inference_share.py [BETA] [GAMES]

Plays Master (with ``recall=BETA`` and ``read=12``) against the
never-building Greedy in 2-player `casino` and, at each of Master's
decisions where the rival has trailed this deal, samples 40 worlds with
and 40 without the trail bias (``inference.hand_bias``); and at each
decision where it reads the rival as greedy (``RivalHabits.greedy_bias``),
40 with and 40 without that reading: the share of the rival's true cards
among the cards the worlds give it.  Uniform guessing gives about hand
size / unseen cards; the hand peeker (docs/strength.md) would give 1.
"""

from __future__ import annotations

import random
import sys

from casino_desktop.ai.inference import hand_bias
from casino_desktop.ai.levels import make_player
from casino_desktop.ai.policy import Playout
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import PHASE_MATCH_OVER, PHASE_PLAY, apply, make_rules, new_game, next_round


def main(beta: float, games: int) -> None:
    rules = make_rules("casino")
    master = make_player(f"search:worlds=60,candidates=8,epsilon=0,time_limit=0.9,recall={beta},read=12")
    greedy = make_player("greedy:builds=0")
    found = {"uniform": [0, 0], "with the trail bias": [0, 0],
             "uniform (where reading)": [0, 0], "with the greedy reading": [0, 0]}
    for seed in range(1000, 1000 + games):
        state = new_game(rules, 2, False, seed)
        rng = random.Random(seed)
        while state.phase != PHASE_MATCH_OVER:
            if state.phase != PHASE_PLAY:
                next_round(state)
                continue
            if state.to_move == 0:
                view = state.information_view(0)
                trails = master.memory.observe(view)
                master.habits.observe(view)
                rival = set(state.hands[1])
                read = master.habits.greedy_bias(view) if rival else {}
                if read:
                    for name, b in (("uniform (where reading)", None), ("with the greedy reading", read)):
                        for _ in range(40):
                            world = sample_world(view, rng, b)
                            found[name][0] += len(set(world.hands[1]) & rival)
                            found[name][1] += len(rival)
                if rival and trails:
                    val = valuation_for(rules, 2)
                    score = Playout(val.card_weights(view, 0), 0, False, 0.0, random.Random(1)).score
                    bias = hand_bias(view, trails, score, beta)
                    for name, b in (("uniform", None), ("with the trail bias", bias)):
                        for _ in range(40):
                            world = sample_world(view, rng, b)
                            found[name][0] += len(set(world.hands[1]) & rival)
                            found[name][1] += len(rival)
                move = master._decide(view, rng, 0.0, None, trails)
                master.memory.remember(view, move)
                master.habits.remember(view, move)
            else:
                move = greedy.choose(state.information_view(1), rng)
            apply(state, move)
    for name, (hit, total) in found.items():
        print(f"{name}: {hit / total:.3f} of the rival's true cards ({total} sampled cards)")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 20.0, int(sys.argv[2]) if len(sys.argv) > 2 else 12)
