"""Information-set MCTS (single observer) to the end of the deal.

A research rival of ``search.SearchPlayer`` (PIMC): one tree over the
moves from the seat's information set, shared by every sampled world.
Each iteration samples a world consistent with the view, walks the tree
choosing among the moves legal *in that world* (UCB with availability
counts, so a rival's move is only compared with the moves that rival
could have made), adds one node, plays the rest of the deal with the fast
playout policy and scores it as the search does (``Valuation.margin``).
Unlike PIMC, our own later moves in the deal are searched, not left to the
policy, and the rival's replies are searched with its sampled hand.

Two sides only (the margin is then zero-sum); other tables, and the last
deal (solved exactly), are handed to the PIMC search.
"""

from __future__ import annotations

import math
import random
import threading
import time

from ..core import MULLE_OFF, PHASE_PLAY, GameState, Move, apply, choice_moves
from .heuristic import evaluate
from .policy import Playout
from .search import SearchPlayer, nothing_hidden
from .search_settings import SearchSettings
from .solver import remaining_plies, round_margin
from .valuation import valuation_for
from .worlds import sample_world


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "side")

    def __init__(self, side: int) -> None:
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.side = side  # the side whose move led here (its value is from that side's view)


class IsmctsPlayer:
    name = "ismcts"
    sees_all = False

    def __init__(self, iterations: int = 3000, c: float = 0.7, time_limit: float = 0.9, epsilon: float = 0.0,
                 prior: int = 1, name: str | None = None) -> None:
        self.iterations = iterations
        self.c = c
        self.budget = time_limit
        self.epsilon = epsilon
        self.prior = prior
        self.fallback = SearchPlayer(SearchSettings(worlds=200, candidates=8, epsilon=0.0, time_limit=time_limit))
        if name:
            self.name = name
        self.last_info: dict[str, object] = {}

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        moves = choice_moves(view)
        if len(moves) == 1:
            return moves[0]
        if view.sides != 2 or (nothing_hidden(view) and remaining_plies(view) <= self.fallback.settings.solve_plies):
            return self.fallback.choose(view, rng, budget, cancel)
        start = time.perf_counter()
        limit = min(budget, self.budget) if budget and budget > 0 else self.budget
        deadline = start + limit
        side = view.side_of(view.to_move)
        val = valuation_for(view.rules, view.sides)
        playout = Playout(val.card_weights(view, side), val.sweep_points, view.rules.mulle != MULLE_OFF,
                          self.epsilon, random.Random(rng.random()))
        # The heuristic's order breaks ties between equally visited moves
        # and decides which untried move is expanded first.
        order = {}
        if self.prior:
            prior = evaluate(view, moves, rng, cancel=cancel)
            for rank, (_, _, m) in enumerate(sorted(zip(prior, range(len(moves)), moves),
                                                    key=lambda t: (-t[0], t[1]))):
                order[m] = rank
        root = _Node(side)
        stock0 = len(view.stock)
        c = self.c
        it = 0
        while it < self.iterations:
            if (cancel is not None and cancel.is_set()) or time.perf_counter() > deadline:
                break
            it += 1
            state = sample_world(view, rng)
            node = root
            path = []
            while state.phase == PHASE_PLAY and len(state.stock) == stock0:
                legal = choice_moves(state)
                if not legal:
                    break
                mover = state.side_of(state.to_move)
                children = node.children
                untried = [m for m in legal if m not in children]
                for m in legal:
                    ch = children.get(m)
                    if ch is not None:
                        ch.avail += 1
                if untried:
                    if node is root and order:
                        m = min(untried, key=order.__getitem__)
                    else:
                        m = untried[int(rng.random() * len(untried))]
                    child = children[m] = _Node(mover)
                    child.avail = 1
                    apply(state, m)
                    path.append(child)
                    break
                best = legal[0]  # the first of the best, as every bound beats -1e18
                best_u = -1e18
                for m in legal:
                    ch = children[m]
                    u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if u > best_u:
                        best, best_u = m, u
                apply(state, best)
                node = children[best]
                path.append(node)
            if state.phase == PHASE_PLAY and len(state.stock) == stock0:
                playout.run(state, 0)
            value = round_margin(state, side) if state.phase != PHASE_PLAY else val.margin(state, side)
            for n in path:
                n.visits += 1
                n.total += value if n.side == side else -value
        self.last_info = {"mode": "ismcts", "iterations": it, "time": time.perf_counter() - start}
        if not root.children:
            return moves[0]
        return max(root.children.items(),
                   key=lambda kv: (kv[1].visits, kv[1].total / max(1, kv[1].visits), -order.get(kv[0], 0)))[0]
