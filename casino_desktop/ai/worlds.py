"""Sampling hidden cards for the search: every sampled world comes from here.

A sampled world must keep the promise of every rival's build: its
controller holds a card of its value.  Plain rejection sampling (the core's
former ``GameState.resample``: 20 tries, then give up) breaks it when few
such cards are still unseen — one 7 among 40 unseen cards and a 4-card
hand is a 9 % chance per try — and the sampled world then has a build
owner without a card to take it: a world that cannot happen, where the
owner may have no legal move at all.  Measured on 300 greedy games of
2-player Casino: 553 of 16,480 such resamples (3.4 %) of positions with a
rival's build broke the promise.

So the search samples here: the same uniform deal, more tries (cheap: no
clone per try), and if the promise still fails, a repair that swaps a
matching unseen card into the owner's hand.  With ``build_for_partner`` the
promise is kept when either partner holds the card.  Only the view and the
rng are read, so the decision stays fair.
"""

from __future__ import annotations

from collections.abc import Callable

import math
import random

from ..core import TRAIL, GameState, Move
from .inference import best_take

TRIES = 60


def _needs(view: GameState) -> list[tuple[tuple[int, ...], int]]:
    """(seats that may hold it, value) for every build a hidden hand owes."""
    out = []
    me = view.viewer
    partner_ok = view.rules.build_for_partner and view.partnerships
    for b in view.builds:
        seat = b.controller
        if seat == me:
            continue
        holders: tuple[int, ...] = (seat, (seat + 2) % view.players) if partner_ok else (seat,)
        holders = tuple(s for s in holders if s != me)
        if holders:
            out.append((holders, b.value))
    return out


def _biased_order(unseen: list[int], holes: list[int], sizes: list[int], bias: dict[int, dict[int, float]],
                  rng: random.Random) -> None:
    """Reorder ``unseen`` in place so each biased seat's span holds a hand
    drawn with the given card weights (weighted sampling without
    replacement: Efraimidis and Spirakis' keys u ** (1 / w)); every other
    place gets the rest uniformly."""
    rng.shuffle(unseen)
    pos = 0
    for seat, n in zip(holes, sizes):
        weights = bias.get(seat)
        if weights and n:
            rest = unseen[pos:]
            hand = sorted(rest, key=lambda c: rng.random() ** (1.0 / weights.get(c, 1.0)), reverse=True)[:n]
            chosen = set(hand)
            unseen[pos:] = hand + [c for c in rest if c not in chosen]
        pos += n


def sample_world(view: GameState, rng: random.Random, bias: dict[int, dict[int, float]] | None = None) -> GameState:
    """A full state consistent with ``view`` (a clone if nothing is hidden).

    ``bias``: {seat: {card: weight}} makes a seat's hand more or less likely
    to hold a card (``inference.hand_bias``); cards not named weigh 1."""
    if view.viewer is None:
        return view.clone()
    unseen = view.unseen_cards()
    holes = [s for s in range(view.players) if s != view.viewer]
    sizes = [len(view.hands[s]) for s in holes]
    needs = [(h, v) for h, v in _needs(view) if any(sizes[holes.index(s)] for s in h)]
    hv = view.values.hand_values
    spans = {}
    pos = 0
    for s, n in zip(holes, sizes):
        spans[s] = (pos, pos + n)
        pos += n

    def unmet(deal: list[int]) -> list[tuple[tuple[int, ...], int]]:
        bad = []
        for seats, v in needs:
            if not any(v in hv[deal[i] % 52] for s in seats for i in range(*spans[s])):
                bad.append((seats, v))
        return bad

    for _ in range(TRIES):
        if bias:
            _biased_order(unseen, holes, sizes, bias, rng)
        else:
            rng.shuffle(unseen)
        if not needs or not unmet(unseen):
            break
    else:
        for seats, v in unmet(unseen):
            seat = next(s for s in seats if spans[s][1] > spans[s][0])
            lo, hi = spans[seat]
            donors = [i for i in range(len(unseen)) if not lo <= i < hi and v in hv[unseen[i] % 52]]
            if donors:
                i = rng.choice(donors)
                j = rng.randrange(lo, hi)
                unseen[i], unseen[j] = unseen[j], unseen[i]
    return _dealt(view, {s: unseen[slice(*spans[s])] for s in holes}, unseen[pos:])


def _dealt(view: GameState, hands: dict[int, list[int]], rest: list[int]) -> GameState:
    """The full state of ``view`` with its hidden ``hands`` dealt and the
    stock made of ``rest`` (as many as the view's stock holds)."""
    full = view.clone()
    for s, hand in hands.items():
        full.hands[s] = hand
    full.stock = rest[:len(view.stock)]
    full.viewer = None
    return full


def hand_keeps_promises(view: GameState, seat: int, hand: list[int]) -> bool:
    """True when ``hand``, dealt to ``seat`` (the one hidden hand), holds a
    card of the value of every build ``seat`` owes."""
    hv = view.values.hand_values
    return all(any(v in hv[c % 52] for c in hand) for seats, v in _needs(view) if seat in seats)


def world_with_hand(view: GameState, rng: random.Random, seat: int, hand: list[int]) -> GameState:
    """The world of ``view`` in which ``seat``, the one hidden hand, holds
    ``hand`` (unseen cards) and the other unseen cards make the stock, in a
    random order."""
    chosen = set(hand)
    rest = [c for c in view.unseen_cards() if c not in chosen]
    rng.shuffle(rest)
    return _dealt(view, {seat: list(hand)}, rest)


class TrailEvidence:
    """What the last rival's trail says about their hand.

    A player who trails usually had nothing worth taking.  So a sampled world
    in which that rival *could* have made a valuable capture with the hand we
    gave them is less likely; it is kept with probability exp(-beta × the
    best take they passed up), judged by the playout policy's scores.  Only
    the last move is in the view, and only a trail inside the current deal
    says something about the cards the rival still holds.
    """

    def __init__(self, view: GameState, beta: float) -> None:
        self.active = False
        last = view.last_move
        if not beta or view.viewer is None or last is None:
            return
        seat, move = last
        if move.kind != TRAIL or view.side_of(seat) == view.side_of(view.viewer):
            return
        first = (view.dealer + 1) % view.players
        sizes = {len(h) for h in view.hands}
        if view.to_move == first and len(sizes) == 1:
            return  # a new deal (or round) began since: their old hand is gone
        card = next((c for c in reversed(view.loose) if c % 52 == move.card), None)
        if card is None:
            return
        self.active = True
        self.seat = seat
        self.card = card
        self.beta = beta

    def keep(self, world: GameState, score: Callable[[GameState, Move], float], rng: random.Random) -> bool:
        if not self.active:
            return True
        t = world.clone()
        t.loose = list(world.loose)
        t.loose.remove(self.card)
        t.hands[self.seat] = world.hands[self.seat] + [self.card]
        t.to_move = self.seat
        passed = best_take(t, score)
        return passed <= 0.0 or rng.random() < math.exp(-self.beta * passed)
