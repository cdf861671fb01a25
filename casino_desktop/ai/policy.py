"""The fast playout policy the search uses for every player in a sampled world.

Speed decides how many worlds the search can look at, so a move is scored
with a few additions over a static per-face weight table (``card_weights``,
computed once per decision) instead of cloning the state.  The two scoring
events a sum cannot see — a sweep and a mulle — are rare, so for those moves
alone the policy applies the move to a clone and asks the engine whether it
counted: the playout never restates a rule.

Greedy playouts with a little noise (ε) are what the fishing-game literature
found best (Di Palma & Lanzi 2018: ε = 0.3 for Scopone).
"""

from __future__ import annotations

import random

from ..core import CAPTURE, PHASE_PLAY, TRAIL, GameState, apply, legal_moves

BUILD_SHARE = 0.5   # a build is half a capture: it may be stolen, and costs a tempo
TRAIL_COST = 0.05   # trailing gives the table a card: prefer any useful play


class Playout:
    """Plays a state forward with the fast policy; one per decision."""

    __slots__ = ("weights", "sweep_points", "mulle", "epsilon", "rng", "reply")

    def __init__(self, weights: list[float], sweep_points: int, mulle: bool, epsilon: float,
                 rng: random.Random, reply: int = 0) -> None:
        self.reply = reply
        self.weights = weights
        self.sweep_points = sweep_points
        self.mulle = mulle
        self.epsilon = epsilon
        self.rng = rng

    def score(self, state: GameState, m) -> float:
        w = self.weights
        kind = m[0]
        if kind == TRAIL:
            return -w[m[1]] - TRAIL_COST
        total = w[m[1]]
        for f in m[3]:
            total += w[f]
        for key in m[4]:
            for f in key:
                total += w[f]
        if kind != CAPTURE:
            return BUILD_SHARE * total
        clears = len(m[3]) == len(state.loose) and len(m[4]) == len(state.builds)
        if (clears and self.sweep_points) or (self.mulle and m[1] in m[3]):
            # Rare events: let the engine say whether this is a sweep or mulle.
            side = state.side_of(state.to_move)
            probe = state.clone()
            apply(probe, m)
            total += (len(probe.sweeps[side]) - len(state.sweeps[side])) * self.sweep_points
            total += sum(probe.mulles[side]) - sum(state.mulles[side])
        return total

    def choose(self, state: GameState, moves: list):
        if len(moves) == 1:
            return moves[0]
        rng = self.rng
        if self.epsilon and rng.random() < self.epsilon:
            return moves[int(rng.random() * len(moves))]
        score = self.score
        if not self.reply:
            best = None
            best_score = -1e9
            for m in moves:
                s = score(state, m)
                if s > best_score:
                    best, best_score = m, s
            return best
        # Two-ply: the few best moves are charged the next rival's best take
        # (the sampled world shows their real hand).
        ranked = sorted(((score(state, m), i) for i, m in enumerate(moves)), reverse=True)[:self.reply]
        side = state.side_of(state.to_move)
        best = None
        best_score = -1e9
        for s, i in ranked:
            m = moves[i]
            after = state.clone()
            apply(after, m)
            if after.phase == PHASE_PLAY and after.side_of(after.to_move) != side:
                replies = legal_moves(after)
                s -= max((score(after, r) for r in replies if r[0] == CAPTURE), default=0.0)
            if s > best_score:
                best, best_score = m, s
        return best

    def run(self, state: GameState, deals: int, extra: int = 0, depth: int = 0) -> GameState:
        """Play on until ``deals`` more deals have been dealt (0: the end of the
        current deal), then ``extra`` plies more (so that a card trailed last
        in a deal still meets the next player's reply), or the round is over;
        ``depth`` > 0 stops after that many plies whatever comes first.
        Mutates ``state``."""
        stock_marks = 0
        last_stock = len(state.stock)
        left = -1
        plies = 0
        while state.phase == PHASE_PLAY and left != 0:
            moves = legal_moves(state)
            if not moves:
                break  # an impossible sampled world (owner without its card): stop here
            apply(state, self.choose(state, moves))
            left -= 1
            plies += 1
            if plies == depth:
                break
            n = len(state.stock)
            if n != last_stock and left < 0:
                if stock_marks >= deals:
                    left = extra
                stock_marks += 1
                last_stock = n
        return state
