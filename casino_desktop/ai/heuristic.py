"""Heuristic: one move deep, but counting cards and fearing the reply.

For every legal move:

  score = immediate gain                        (as Greedy: the engine scores it)
        + future worth of a build we now control × P(nobody steals it first)
        − what the next rival can expect to take   (sweeps, steals, valuable cards)

The next rival's hand is unknown, so each card still unseen is tried as
*their* card on the table our move leaves, and the engine's own
``legal_moves`` says what it could take.  Their expected best take is
E[max] over a hand drawn from the unseen cards.  The unseen cards are the
card counting: ``memory`` < 1 makes lower levels forget some of the cards
already played, so they fear cards that are gone.  In partnerships the
partner is never counted as a threat, and builds for the side count whoever
controls them.

A turn of several actions (the Swazi game, ``turn_actions = several``)
keeps the seat to move after each action until it ends its turn, so the
rival's reply is judged on the table as the turn would leave it if it ended
after this action (``turn_end``): otherwise every action but the end would
look free of risk.  A table action adding to a build of ours is worth only
the cards it adds.  The rival's pile tops in play are part of the table the
reply model and the valuation see.
"""

from __future__ import annotations

import math
import random
import threading

from ..core import (CAPTURE, END, END_MOVE, PHASE_PLAY, TABLE_ADD, TRAIL, TURN_SEVERAL, GameState, Move, apply,
                    choice_moves)
from .greedy import tie_break
from .policy import one_action_rules
from .valuation import Valuation, valuation_for

BUILD_DISCOUNT = 0.9  # a build is taken a turn later, and plans go wrong
FOLLOW_UP = 0.0      # weight of the capture a move sets up for our next turn
THREAT_TOP = 16       # moves (besides up to 4 trails) that get the full reply model


def unseen_pool(view: GameState, memory: float, rng: random.Random) -> list[int]:
    """Cards the player believes are still out: the truly unseen ones plus,
    with imperfect memory, some already taken that were forgotten."""
    if view.viewer is None:
        # A full state (the cheater): the cards really out of sight of the mover.
        me = view.to_move
        pool = [c for s, h in enumerate(view.hands) if s != me for c in h] + list(view.stock)
        return pool
    pool = view.unseen_cards()
    if memory < 1.0:
        for pile in view.captured:
            for c in pile:
                if rng.random() >= memory:
                    pool.append(c)
    return pool


def _p_any(k: int, pool: int, hand: int) -> float:
    """P(a random hand of ``hand`` cards from ``pool`` holds ≥1 of ``k`` marked cards)."""
    if k <= 0 or hand <= 0:
        return 0.0
    if pool - k < hand:
        return 1.0
    return 1.0 - math.comb(pool - k, hand) / math.comb(pool, hand)


def turn_end(after: GameState, me: int) -> GameState:
    """``after`` as the next player finds it once ``me``'s turn is over.

    Under ``turn_actions = several`` the seat stays to move after a hand
    card or a table action until it plays ``end``: the turn is ended here
    (by the core's own ``end`` move when it is legal; before the hand card
    is played, by handing the move on, as if the rest of the turn changed
    nothing).  In every other game, and once the turn is over, ``after``
    itself."""
    if after.phase != PHASE_PLAY or after.to_move != me or after.rules.turn_actions != TURN_SEVERAL:
        return after
    done = after.clone()
    if done.turn_played:
        try:
            apply(done, END_MOVE)
            return done
        except Exception:  # the end refused (opponents insist): hand the move on below
            done = after.clone()
    done.to_move = done.next_seat(me)
    done.turn_played = False
    done.pledge = None
    return done


class ReplyModel:
    """The next rival's best take, for any table, by trying every unseen face."""

    def __init__(self, val: Valuation, pool: list[int]) -> None:
        self.val = val
        self.by_face: dict[int, tuple[int, int]] = {}  # face -> (a card id, copies)
        for c in pool:
            f = c % 52
            cid, k = self.by_face.get(f, (c, 0))
            self.by_face[f] = (cid, k + 1)
        self.pool_size = len(pool)
        self.cache: dict[tuple[object, ...], float] = {}

    def threat(self, after: GameState, my_side: int) -> float:
        """Expected best gain (rival's own margin) of the player to move in
        ``after`` if that is a rival; 0 when it is us, the partner, or over."""
        if after.phase != PHASE_PLAY or not (after.loose or after.builds):
            return 0.0
        seat = after.to_move
        side = after.side_of(seat)
        if side == my_side:
            return 0.0
        hand = len(after.hands[seat])
        key = (seat, tuple(sorted(c % 52 for c in after.loose)),
               tuple(sorted((b.key, b.value, b.multiple, b.controller) for b in after.builds)), hand,
               None if after.stacks is None else tuple(p[-1] if p else -1 for p in after.stacks))
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        val = self.val
        base = val.margin(after, side)
        takes = []
        probe = after.clone()
        # Only the rival's captures count: in a game of several actions its
        # table actions and the end of its turn need not be listed.
        probe.rules = one_action_rules(after.rules)
        for f, (cid, copies) in self.by_face.items():
            t = probe.clone()
            t.hands[seat] = [cid]
            best = 0.0
            for m in choice_moves(t):
                if m.kind == CAPTURE:
                    u = t.clone()
                    apply(u, m)
                    g = val.margin(u, side) - base
                    if g > best:
                        best = g
            if best > 0.0:
                takes.append((best, copies))
        takes.sort(reverse=True)
        expect = 0.0
        none_yet = 1.0
        for g, copies in takes:
            p = _p_any(copies, self.pool_size, hand)
            expect += g * p * none_yet
            none_yet *= 1.0 - p
        self.cache[key] = expect
        return expect


def _steal_risk(view: GameState, after: GameState, value: int, pool: list[int], my_side: int) -> float:
    """P(some rival moving before our next turn holds a card that takes ``value``).

    In partnerships both rivals get a turn first (our partner sits between
    them and is no threat)."""
    hv = view.values.hand_values
    k = sum(1 for c in pool if value in hv[c % 52])
    safe = 1.0
    seat = after.to_move
    me = view.to_move
    while seat != me:
        if after.side_of(seat) != my_side:
            safe *= 1.0 - _p_any(k, len(pool), len(after.hands[seat]))
        seat = (seat + 1) % view.players
    return 1.0 - safe


def _own_next_take(after: GameState, me: int, side: int, val: Valuation) -> float:
    """Our best capture next turn if the table stayed as it is: what a move
    sets up (a pair to take back, a sum for a card we keep)."""
    t = after.clone()
    t.to_move = me
    base = val.margin(t, side)
    best = 0.0
    for m in choice_moves(t):
        if m.kind == CAPTURE:
            u = t.clone()
            apply(u, m)
            g = val.margin(u, side) - base
            if g > best:
                best = g
    return best


def evaluate(view: GameState, moves: list[Move], rng: random.Random, memory: float = 1.0,
             cancel: threading.Event | None = None, follow_up: float = FOLLOW_UP) -> list[float]:
    """Heuristic score of each move for the seat to move.

    The reply model costs one ``legal_moves`` per unseen face, so on the rare
    huge tables (a hundred legal moves) only the trails and the ``THREAT_TOP``
    best other moves get it; the rest are charged the worst threat seen.
    A set ``cancel`` skips the remaining reply models."""
    me = view.to_move
    side = view.side_of(me)
    val = valuation_for(view.rules, view.sides)
    weights = val.card_weights(view, side)
    pool = unseen_pool(view, memory, rng)
    replies = ReplyModel(val, pool)
    base = val.margin(view, side)
    before = {(b.key, b.controller) for b in view.builds}
    scores = []
    afters = []
    for m in moves:
        after = view.clone()
        apply(after, m)
        score = val.margin(after, side) - base
        ended = turn_end(after, me)
        if m.kind != CAPTURE and m.value and after.phase == PHASE_PLAY:
            # Any move that leaves a build of ours that was not there before
            # (build, raise, add, or the trail-and-build house rule).
            for b in after.builds:
                if b.controller == me and b.value == m.value and (b.key, me) not in before:
                    cards = sum(weights[c % 52] for c in b.cards)
                    if m.kind == TABLE_ADD:  # only what the table action adds is new
                        cards -= sum(weights[f] for k in m.builds for f in k)
                    worth = cards * BUILD_DISCOUNT
                    score += worth * (1.0 - _steal_risk(view, ended, b.value, pool, side))
                    break
        if follow_up and after.phase == PHASE_PLAY and len(view.hands[me]) > 1:
            score += follow_up * _own_next_take(after, me, side, val)
        scores.append(score)
        afters.append(ended)
    # Trails and ends of turns always get the reply model (their alternative
    # is what the rival is left).
    order = sorted(range(len(moves)), key=lambda i: (moves[i].kind not in (TRAIL, END), -scores[i], i))
    worst = 0.0
    charged = [False] * len(moves)
    for rank, i in enumerate(order):
        if rank >= THREAT_TOP + 4 or (cancel is not None and cancel.is_set()):
            break
        t = replies.threat(afters[i], side)
        worst = max(worst, t)
        scores[i] -= t
        charged[i] = True
    return [sc if ch else sc - worst for sc, ch in zip(scores, charged)]


class HeuristicPlayer:
    """Best heuristic score; ties broken as Greedy does, then by rng."""

    name = "heuristic"
    budget = 0.2
    # The ranges of its dials (the arguments below) in an engine spec (``dials.py``).
    DIALS = {"memory": (0.0, 1.0), "follow_up": (0.0, 10.0)}

    def __init__(self, memory: float = 1.0, follow_up: float = FOLLOW_UP, name: str | None = None) -> None:
        self.memory = memory
        self.follow_up = follow_up
        if name:
            self.name = name

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        moves = choice_moves(view)
        if len(moves) == 1:
            return moves[0]
        scores = evaluate(view, moves, rng, self.memory, cancel, self.follow_up)
        side = view.side_of(view.to_move)
        weights = valuation_for(view.rules, view.sides).card_weights(view, side)
        keyed = [(round(s, 6), tie_break(view, m, weights)) for s, m in zip(scores, moves)]
        best = max(keyed)
        top = [m for k, m in zip(keyed, moves) if k == best]
        return top[0] if len(top) == 1 else rng.choice(top)
