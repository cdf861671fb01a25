"""Distil Master's choices into the playout policy's feature weights.

``record``: 2-player Casino rounds of ``master-2026-12`` (or another judge,
an engine spec: the hand peeker plays with the rival's hand shown, as the
playouts do) against itself; at
every decision with a choice, each legal move's features
(``ai/playout_weights.py``) are stored as the playout policy would see them
in the true deal (the next rival's hand open, as in a sampled world), with
the move Master chose.  ``fit``: the weights by softmax regression (the
likelihood of Master's choices under a softmax of the policy's score),
``points`` held at 1 since the score's scale is free; held-out seeds report
how often each vector's top move is Master's.

    python scripts/distill_playout.py record ROUNDS SEED OUT.pkl [JUDGE]
    python scripts/distill_playout.py fit OUT.json IN.pkl [IN.pkl ...]

Measurement only; the pickles are scratch files of this script.
"""

from __future__ import annotations

import json
import math
import pickle
import random
import sys
import time
from dataclasses import replace

from casino_desktop.ai import make_player
from casino_desktop.ai.playout_weights import TODAY
from casino_desktop.ai.policy import Playout
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.core import (BUILD, CAPTURE, HIDDEN, NO_CARD, PHASE_PLAY, TRAIL, GameState, Move, apply,
                                 choice_moves, make_rules, new_game)

Vec = tuple[float, float, float]  # a set of cards' worth in the face table's three parts
FIT = ("trail", "trail_matched", "trail_cost", "trail_face", "capture", "capture_card", "build_keep", "build_by",
       "build_lost", "cards", "spades", "leave")


def _parts(state: GameState, side: int) -> tuple[list[float], float, float]:
    val = valuation_for(state.rules, state.sides)
    plain = val.card_weights(state, side)
    no_cards = val.card_weights(state, side, (1.0, 0.0, 1.0))
    no_spades = val.card_weights(state, side, (1.0, 1.0, 0.0))
    card_bonus = plain[1] - no_cards[1]  # face 1 is a heart: no spade bonus
    spade_bonus = plain[0] - no_spades[0]
    flat = [plain[f] - card_bonus - (spade_bonus if f & 3 == 0 else 0.0) for f in range(52)]
    return flat, card_bonus, spade_bonus


def _vec(faces, flat: list[float], cb: float, sb: float) -> Vec:
    faces = list(faces)
    return (sum(flat[f] for f in faces), cb * len(faces), sb * sum(1 for f in faces if f & 3 == 0))


def move_features(state: GameState, m: Move, parts, leave: float = 0.0) -> tuple:
    """(kind, cards' worth, extra, leave): the raw quantities ``Playout.score``
    combines, in a 2-player world with ``guard=1``."""
    flat, cb, sb = parts
    vt = state.values
    rival = [c % 52 for c in state.hands[state.next_seat(state.to_move)] if c != HIDDEN]
    if m.kind == TRAIL:
        matched = vt.holds_value(rival, vt.hand_values[m.card][0])
        return ("TM" if matched else "T", _vec([m.card], flat, cb, sb), 0.0 if vt.build_values[m.card] else 1.0, leave)
    faces = ([m.card] if m.card != NO_CARD else []) + list(m.loose) + [f for key in m.builds for f in key]
    if m.kind == CAPTURE:
        return ("C", _vec(faces, flat, cb, sb), float(len(faces)), leave)
    if vt.holds_value(rival, m.value):
        return ("BL", _vec(faces, flat, cb, sb), 0.0, leave)
    mine = [c % 52 for c in state.hands[state.to_move] if c != HIDDEN and c % 52 != m.card]
    by = [_vec([f], flat, cb, sb) for f in mine if m.value in vt.hand_values[f]]
    return ("BS", _vec(faces, flat, cb, sb), by, leave)


def score(feat: tuple, p: dict[str, float]) -> float:
    return _score(feat, p) - p["leave"] * (feat[3] if len(feat) > 3 else 0.0)


def _score(feat: tuple, p: dict[str, float]) -> float:
    kind, v, extra = feat[:3]
    scale = (1.0, p["cards"], p["spades"])
    worth = v[0] * scale[0] + v[1] * scale[1] + v[2] * scale[2]
    if kind == "T":
        return -p["trail"] * worth - p["trail_cost"] - extra * p["trail_face"]
    if kind == "TM":
        return -p["trail_matched"] * worth - p["trail_cost"] - extra * p["trail_face"]
    if kind == "C":
        return p["capture"] * worth + p["capture_card"] * extra
    if kind == "BL":
        return -p["build_lost"] * worth
    by = max((b[0] * scale[0] + b[1] * scale[1] + b[2] * scale[2] for b in extra), default=0.0)
    return p["build_keep"] * (worth + p["build_by"] * by)


def _leave_probe(state: GameState) -> Playout:
    """A policy whose ``_exposure`` prices what each move leaves the next
    rival (on today's face table: the fit's own mix is not known yet)."""
    val = valuation_for(state.rules, state.sides)
    probe = Playout(val.card_weights(state, state.side_of(state.to_move)), 0, False, 0.0, random.Random(0), guard=1,
                    coef=replace(TODAY, leave=1.0))
    probe.set_rival(state)
    return probe


def record(rounds: int, seed: int, out: str, judge: str = "master-2026-12") -> None:
    rules = make_rules("casino")
    rows = []
    start = time.perf_counter()
    for s in range(seed, seed + rounds):
        players = [make_player(judge), make_player(judge)]
        state = new_game(rules, 2, False, s)
        while state.phase == PHASE_PLAY:
            seat = state.to_move
            seen = state.clone() if getattr(players[seat], "sees_all", False) else state.information_view(seat)
            move = players[seat].choose(seen, random.Random(s * 1000 + state.ply), 0.0, None)
            moves = choice_moves(state)
            if len(moves) > 1 and move in moves and all(m.kind in (TRAIL, CAPTURE, BUILD) for m in moves):
                parts = _parts(state, state.side_of(seat))
                leave = _leave_probe(state)
                rows.append((s, moves.index(move), [move_features(state, m, parts, leave._exposure(state, m, leave.leave_exposed))
                                                    for m in moves]))
            apply(state, move)
        with open(out, "wb") as fh:
            pickle.dump(rows, fh)
        print(f"round {s}: {len(rows)} decisions, {time.perf_counter() - start:.0f} s", flush=True)


def nll(rows, p: dict[str, float]) -> float:
    total = 0.0
    for _, chosen, feats in rows:
        scores = [score(f, p) for f in feats]
        top = max(scores)
        total += math.log(sum(math.exp(x - top) for x in scores)) - (scores[chosen] - top)
    return total / len(rows)


def agreement(rows, p: dict[str, float]) -> float:
    """Share of decisions whose best-scored move (the first of the best, as
    the policy breaks ties) is Master's."""
    hits = 0
    for _, chosen, feats in rows:
        scores = [score(f, p) for f in feats]
        hits += scores.index(max(scores)) == chosen
    return hits / len(rows)


def fit(rows, iterations: int = 60) -> dict[str, float]:
    p = TODAY.as_dict()
    lr = 0.5
    current = nll(rows, p)
    for it in range(iterations):
        grad = {}
        for name in FIT:
            h = 1e-4
            up = dict(p, **{name: p[name] + h})
            grad[name] = (nll(rows, up) - current) / h
        while lr > 1e-4:
            trial = dict(p, **{n: p[n] - lr * grad[n] for n in FIT})
            value = nll(rows, trial)
            if value < current:
                p, current = trial, value
                lr *= 1.5
                break
            lr /= 2
        print(f"iteration {it}: nll {current:.4f}", flush=True)
    return p


def main(argv: list[str]) -> None:
    if argv[0] == "record":
        record(int(argv[1]), int(argv[2]), argv[3], *argv[4:5])
        return
    rows = []
    for path in argv[2:]:
        with open(path, "rb") as fh:
            rows += pickle.load(fh)
    held = [r for r in rows if r[0] % 5 == 0]
    train = [r for r in rows if r[0] % 5 != 0]
    today = TODAY.as_dict()
    p = fit(train)
    report = {"weights": {n: round(p[n], 4) for n in FIT if round(p[n], 4) != today[n]},
              "decisions": {"train": len(train), "held_out": len(held)},
              "held_out_nll": {"today": nll(held, today), "fitted": nll(held, p)},
              "held_out_agreement": {"today": agreement(held, today), "fitted": agreement(held, p)}}
    print(json.dumps(report, indent=1))
    with open(argv[1], "w", encoding="utf-8") as fh:
        json.dump(report, fh, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
