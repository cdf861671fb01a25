"""How much one rival move could tell about its hand, with the rival's own policy as the model.

    PYTHONPATH=. .venv/bin/python scripts/pbi_ceiling.py [GAMES] [SEED] [HYPOTHESES]

A ceiling for policy-based inference (``ai/rival_policy.py``,
docs/strength.md).  Seat 0 (a light search) plays ``master-2026-12`` in
2-player `casino`.  At each rival decision with a choice, HYPOTHESES hands
are drawn uniformly from what seat 0 could not see (the card the rival
played, and the rest of its hand from the unseen cards), and each is
judged three ways: uniformly, by the rival model's likelihood
(``rival_policy.log_likelihood`` at sharpness 1 and 4, as importance
weights), and by the rival itself, a fresh ``master-2026-12`` given that
hand on the same table, a hand kept when it makes the same move.  The share
of the rival's true other cards among each judgement's hands says how much
that move tells at most.  Each judgement's share is taken per decision
(its weights normalised there), on the decisions where the rival itself kept
some hand.
"""

from __future__ import annotations

import math
import random
import sys

from casino_desktop.ai.levels import make_player
from casino_desktop.ai.rival_policy import answer_table, log_likelihood
from casino_desktop.core import PHASE_MATCH_OVER, PHASE_PLAY, apply, choice_moves, make_rules, new_game, next_round


def judge(state, seat, move, hypotheses, rng):
    """{name: (hits, cards)} of the true other cards among the hypotheses."""
    ours = state.information_view(1 - seat)
    unseen = [c for c in ours.unseen_cards() if c != move.card]
    true_rest = set(state.hands[seat]) - {move.card}
    size = len(state.hands[seat]) - 1
    tables = {b: answer_table(ours, seat, move, b) for b in (1.0, 4.0)}
    hv = state.values.hand_values
    out = {"uniform": [0.0, 0.0], "model, sharpness 1": [0.0, 0.0], "model, sharpness 4": [0.0, 0.0],
           "the rival itself": [0.0, 0.0]}
    self_agree = 0
    truth = make_player("master-2026-12").choose(state.information_view(seat), random.Random(rng.random()))
    self_agree = truth == move
    for _ in range(hypotheses):
        rest = rng.sample(unseen, size)
        hand = [move.card] + rest
        if any(b.controller == seat and not state.values.holds_value(hand, b.value) for b in state.builds):
            continue  # a hand that breaks its builds' promise cannot be
        hits = len(true_rest & set(rest))
        out["uniform"][0] += hits
        out["uniform"][1] += size
        for b, table in tables.items():
            w = math.exp(log_likelihood(table, [move.card] + [c % 52 for c in rest], hv))
            name = f"model, sharpness {b:g}"
            out[name][0] += w * hits
            out[name][1] += w * size
        world = state.clone()
        pool = [c for c in state.hands[seat] + state.stock if c not in rest and c != move.card]
        rng.shuffle(pool)
        world.hands[seat] = [move.card] + rest
        world.stock = pool[:len(state.stock)]
        world.hands[1 - seat] = list(state.hands[1 - seat])
        choice = make_player("master-2026-12").choose(world.information_view(seat), random.Random(rng.random()))
        if choice == move:
            out["the rival itself"][0] += hits
            out["the rival itself"][1] += size
    return out, self_agree


def main(games: int, seed0: int, hypotheses: int) -> None:
    rules = make_rules("casino")
    total = {}
    agree = [0, 0]
    for seed in range(seed0, seed0 + games):
        me = make_player("search:worlds=60,candidates=8,epsilon=0,time_limit=0.9,infer=4,guard=1")
        rival = make_player("master-2026-12")
        state = new_game(rules, 2, False, seed)
        rng = random.Random(seed)
        while state.phase != PHASE_MATCH_OVER:
            if state.phase != PHASE_PLAY:
                next_round(state)
                continue
            if state.to_move == 0:
                move = me.choose(state.information_view(0), rng)
            else:
                move = rival.choose(state.information_view(1), rng)
                if len(choice_moves(state)) > 1 and len(state.hands[1]) > 1:
                    found, same = judge(state, 1, move, hypotheses, random.Random(rng.random()))
                    agree[0] += same
                    agree[1] += 1
                    if all(n > 0 for _, n in found.values()):  # each judgement normalised per decision
                        for k, (h, n) in found.items():
                            t = total.setdefault(k, [0.0, 0.0])
                            t[0] += h / n * len(state.hands[1])
                            t[1] += len(state.hands[1])
            apply(state, move)
        print(f"match {seed} done: {agree[1]} rival decisions", flush=True)
    for k, (h, n) in total.items():
        print(f"{k}: {h / n:.3f} of the rival's true other cards ({n:g} cards in decisions every judgement kept)")
    print(f"a fresh master-2026-12 on the true hand repeats the rival's move in {agree[0]} of {agree[1]}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2, int(sys.argv[2]) if len(sys.argv) > 2 else 1000,
         int(sys.argv[3]) if len(sys.argv) > 3 else 60)
