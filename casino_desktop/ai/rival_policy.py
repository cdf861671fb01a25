"""Policy-based inference: how likely each sampled rival hand makes the
rival's moves this deal, under a model of how the rival chooses.

The other readings (``inference``, ``choice_evidence``, ``habits``) charge
single cards for what they would have offered.  Here a hypothesised hand is
judged whole, as in the Skat programs' inference: the rival chose its move
among the legal moves of the hand it held, with probability
softmax(sharpness x score)[its move], the score being the playout policy's
linear move score with weights distilled from a strong player's own choices
(``data/rival_model_weights.json``, read through the one validating layer).
A sampled world's weight is the product, over the rival's moves this deal,
of that probability for the hand the world implies it held then: the
world's rival hand plus the cards the rival played since.

Cost is what decides whether this can run at every world.  Every move plays
one hand card, and whether it is legal depends only on that card, except
that a build (or a raise, or an addition) of value v needs another card of
value v in the hand.  So the softmax's normaliser splits per card:

    Z(hand) = sum over f in hand of base[f]
              + sum over f in hand, over v held by another card of the hand, build[f][v]

``base`` and ``build`` are worked out once per rival move, the first time it
is read, and kept for the deal (as ``choice_evidence`` keeps its charges);
a world then costs a few additions per rival move.  The numerator, the
chosen move's own term, is the same in every world, so it cancels when the
worlds are compared, except that a build needed a card of its value: a
world whose rival could not have built it is all but ruled out.

Only what the seat saw is read: the table the rival faced (the one our move
left) and its move as the next view showed it; our own hand then is what
the model's guard sees as the next rival's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import CAPTURE, NO_CARD, TRAIL, GameState, Move, choice_moves
from ..core.safe_json import read_json_file
from .inference import OneActionAnswers
from .playout_weights import PlayoutWeights, weights_from
from .policy import Playout
from .valuation import valuation_for

MODEL_FILE = Path(__file__).resolve().parent.parent / "data" / "rival_model_weights.json"
RULED_OUT = -40.0  # log weight of a world whose rival could not have made its build: all but impossible


@lru_cache(maxsize=1)
def rival_model() -> PlayoutWeights:
    """The weights of the rival's modelled move score (read once)."""
    return weights_from(read_json_file(MODEL_FILE), "rival model")


@dataclass
class AnswerTable:
    """One rival move's softmax normaliser, split per card it may have held."""
    seat: int
    played: int  # the face it played
    hand_size: int  # cards it held then
    need: int | None  # the value another card of its hand had to hold (a build), else None
    base: dict[int, float]  # face: sum of exp(sharpness x score) of its trails and captures
    build: dict[int, dict[int, float]]  # face: {value: the same for its builds of that value}


def _model_scorer(before: GameState, seat: int) -> Playout:
    """The modelled score of ``seat``'s moves on ``before``'s table: the
    rival model's weights over the face table as ``seat`` values the cards,
    guarding against the next player's hand (ours, which we know)."""
    coef = rival_model()
    val = valuation_for(before.rules, before.sides)
    return Playout(val.card_weights(before, before.side_of(seat), coef.scales()), val.sweep_points,
                   False, 0.0, random.Random(0), guard=1, share=coef.build_share, keep=coef.build_keep, coef=coef)


def answer_table(before: GameState, seat: int, move: Move, sharpness: float) -> AnswerTable:
    """The per-card parts of the normaliser of ``seat``'s choice on ``before``."""
    vt = before.values
    hv = vt.hand_values
    faces = sorted({c % 52 for c in before.unseen_cards()} | {move.card})
    helpers: dict[int, list[int]] = {}  # value: faces that hold it (two suffice: one besides the card itself)
    for f in faces:
        for v in hv[f]:
            if len(helpers.setdefault(v, [])) < 2:
                helpers[v].append(f)
    scorer = _model_scorer(before, seat)
    t = before.clone()
    t.to_move = seat
    kinds: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    for f in faces:
        kinds.setdefault((f >> 2, hv[f]), []).append(f)
    base: dict[int, float] = {}
    build: dict[int, dict[int, float]] = {}
    for group in kinds.values():
        moves = None
        for f in group:
            others = sorted({g for fs in helpers.values() for g in fs[:1] if g != f}
                            | {fs[1] for fs in helpers.values() if fs[0] == f and len(fs) > 1})
            t.hands[seat] = [f] + others
            if moves is None:
                moves = [m for m in choice_moves(t) if m.card == f]
            scorer.set_rival(t)
            b = 0.0
            by_value: dict[int, float] = {}
            for m in moves:
                x = math.exp(sharpness * scorer.score(t, Move(m.kind, f, m.value or 0, m.loose, m.builds)))
                if m.kind in (TRAIL, CAPTURE):
                    b += x
                elif m.value is not None:
                    by_value[m.value] = by_value.get(m.value, 0.0) + x
            base[f] = b
            if by_value:
                build[f] = by_value
    need = move.value if move.kind not in (TRAIL, CAPTURE) and move.card != NO_CARD else None
    return AnswerTable(seat, move.card, len(before.hands[seat]), need, base, build)


def log_likelihood(table: AnswerTable, hand: Sequence[int], hv: Sequence[tuple[int, ...]]) -> float:
    """log of 1 / Z(``hand``) (faces, the played card among them): the
    chosen move's probability up to the factor every hand shares."""
    z = 0.0
    values_held: dict[int, int] = {}
    for f in hand:
        for v in hv[f]:
            values_held[v] = values_held.get(v, 0) + 1
    for f in hand:
        z += table.base.get(f, 0.0)
        by_value = table.build.get(f)
        if by_value:
            own = hv[f]
            for v, x in by_value.items():
                if values_held.get(v, 0) > (1 if v in own else 0):
                    z += x
    out = -math.log(z) if z > 0.0 else 0.0
    if table.need is not None:
        rest = list(hand)
        rest.remove(table.played)
        if not any(table.need in hv[f] for f in rest):
            out += RULED_OUT
    return out


class PolicyReading(OneActionAnswers):
    """Per seat it plays: the rival's moves this deal, each with its table
    (``AnswerTable``) once worked out; weighs sampled worlds by them."""

    def tables(self, view: GameState, sharpness: float) -> list[AnswerTable]:
        """This deal's rival moves as tables, oldest first (empty if off)."""
        if not sharpness or view.viewer is None:
            return []
        out = []
        for entry in self.answers.of(view.viewer):
            if entry[3] is None:
                seat, before, move, _ = entry
                entry[3] = answer_table(before, seat, move, sharpness)
            out.append(entry[3])
        return out


def world_log_weight(world: GameState, tables: list[AnswerTable]) -> float:
    """log of the likelihood of the rival's moves this deal given ``world``'s
    hands: each move judged on the hand its player held then (its hand in
    the world plus the cards it played since).  A move whose implied hand
    has the wrong size (a move of the deal was not seen) is skipped."""
    return _log_weight(lambda seat: world.hands[seat], tables, world.values.hand_values)


def hand_log_weight(hand: Sequence[int], seat: int, tables: list[AnswerTable],
                    hv: Sequence[tuple[int, ...]]) -> float:
    """``world_log_weight`` of a world in which ``seat`` holds ``hand``
    (the moves of other seats are not weighed)."""
    return _log_weight(lambda s: hand if s == seat else None, [t for t in tables if t.seat == seat], hv)


def _log_weight(hand_of: Callable[[int], Sequence[int] | None], tables: list[AnswerTable],
                hv: Sequence[tuple[int, ...]]) -> float:
    total = 0.0
    later: dict[int, list[int]] = {}
    for table in reversed(tables):
        played = later.setdefault(table.seat, [])
        played.append(table.played)
        held = hand_of(table.seat)
        if held is None:
            continue
        hand = [c % 52 for c in held] + played
        if len(hand) == table.hand_size:
            total += log_likelihood(table, hand, hv)
    return total


def pick_weighted(log_weights: list[float], rng: random.Random) -> int:
    """An index drawn with probability proportional to exp(log weight)."""
    top = max(log_weights)
    weights = [math.exp(x - top) for x in log_weights]
    r = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        r -= w
        if r < 0.0:
            return i
    return len(weights) - 1
