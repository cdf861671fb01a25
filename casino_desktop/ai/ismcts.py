"""Information-set MCTS (single observer) to the end of the deal, on Master's worlds.

A research rival of Master's PIMC sampling (``search.SearchPlayer``): one
tree over the moves from the seat's information set, shared by every
sampled world.  Each iteration draws a world, walks the tree choosing among
the moves legal *in that world* (UCB with availability counts, so a rival's
move is compared only with the moves that rival could have made), adds one
node, plays the rest of the deal with the playout policy and scores it as
the search does.  Unlike PIMC, our own later moves in the deal are
searched over all the worlds at once, so they cannot use what one world
shows of the rival's hand.

Everything but the tree is Master's own, reused rather than restated:
``IsmctsPlayer`` *is* Master (``FamilyDialsPlayer`` with the level's
dials), so it keeps Master's memory of the rival's trails and habits, its
heuristic's candidates, its exact solve of the last deal, and its worlds
(``SearchPlayer._world``: the inference bias and the last trail's
evidence) and playouts (``SearchPlayer._prepare``: ``guard``, the rival's
building habit).  Only Master's sampling stage (``_sample``) is replaced,
and only where the tree applies: two sides, a stock left (the last deal is
Master's: solved, or sampled when the solve runs out of time) and one
action a turn.

Two forms (``TreeDials.paired``): one tree from the root, UCB choosing the
first move too, stopped early once its choice is settled, so easy
decisions end in a hundred-odd iterations; or Master's own paired
measuring of its candidates, each candidate's playouts going through its
own tree.  The iteration count, not the clock, sets the strength; the
clock (Master's 0.9 s) is only a safety cap.  Against the frozen Master
neither was measurably stronger (docs/strength.md, "Beyond
master-2026-12"): a research engine, not a level.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass
from typing import Any

from ..core import PHASE_PLAY, TURN_SEVERAL, GameState, Move, apply, choice_moves
from .dials import dial, ranges_of
from .family_dials import FamilyDialsPlayer
from .policy import Playout
from .search_settings import SearchSettings
from .solver import round_margin
from .valuation import Margins
from .worlds import TrailEvidence

CHECK_EVERY = 16  # iterations between two looks at whether the choice is settled


@dataclass(frozen=True)
class TreeDials:
    iterations: int = dial(2000, 1, 100_000)
    """The most iterations (sampled worlds, one playout each) of one decision."""
    c: float = dial(1.0, 0.0, 100.0)
    """UCB exploration, in points of margin (the values are points a round)."""
    settle: int = dial(128, 0, 100_000)
    """From this many iterations on, stop once the most visited first move
    holds ``share`` of them (0: only when it can no longer be overtaken)."""
    share: float = dial(0.7, 0.0, 1.0)
    """See ``settle``."""
    rival: int = dial(1, 0, 1)
    """1: the rival's moves in the tree are the playout policy's in the
    sampled world (it knows its hand, as in Master's playouts); 0: they are
    searched by UCB like ours (a rival choosing alike over all its hands)."""
    paired: int = dial(0, 0, 1)
    """1: the first move is not chosen by UCB but measured as Master measures
    its candidates (every candidate in the same world, the clearly worse
    dropped, Master's count of worlds), each followed by its own tree: our
    later moves searched, the world's luck shared by all candidates."""
    widen: int = dial(0, 0, 1_000_000)
    """Progressive unpruning of our own later moves (0: off): a node of ours
    weighs only the first 1 + visits // ``widen`` of its moves in the
    playout policy's order (without the rival's hand), so a line is the
    policy's until a node has been visited often enough to be worth
    searching."""
    bias: float = dial(0.0, 0.0, 100.0)
    """Progressive bias at the first move: the heuristic's k-th choice gets
    ``bias`` x (1 - k / candidates) / (visits + 1) points added to its UCB
    score (0: off; the heuristic's order still decides which first move is
    tried first)."""


TREE_DIALS = ranges_of(TreeDials)  # each dial's range, from its ``dial(default, low, high)``


def tree_dials(dials: dict[str, Any]) -> TreeDials:
    """The tree's dials named in ``dials`` (removed from it); the others
    are left for the search's settings."""
    return TreeDials(**{k: dials.pop(k) for k in list(dials) if k in TREE_DIALS})


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "side", "order")

    def __init__(self, side: int) -> None:
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.side = side  # the side whose move led here (its value is from that side's view)
        self.order: list[Move] | None = None  # with ``widen``: this node's moves, the policy's best first


class IsmctsPlayer(FamilyDialsPlayer):
    """Master with an information-set tree in place of its PIMC sampling."""

    name = "ismcts"

    def __init__(self, settings: SearchSettings, african: dict[str, float], tree: TreeDials | None = None,
                 name: str | None = None) -> None:
        super().__init__(settings, african, name)
        self.tree = tree or TreeDials()
        self._roots: dict[int, _Node] | None = None  # ``paired``: each candidate's tree, during a decision
        self._stock0 = 0

    def _tree_applies(self, view: GameState, cands: list[Move]) -> bool:
        return view.sides == 2 and bool(view.stock) and view.rules.turn_actions != TURN_SEVERAL and len(cands) > 1

    def _sample(self, view: GameState, cands: list[Move], side: int, val: Margins, playout: Playout,
                rng: random.Random, deadline: float, cancel: threading.Event | None, start: float) -> Move:
        if not self._tree_applies(view, cands):
            return super()._sample(view, cands, side, val, playout, rng, deadline, cancel, start)
        if self.tree.paired:
            # Master's own measuring of its candidates, whose playouts
            # (``_play_out``) go through each candidate's tree.
            self._roots, self._stock0 = {}, len(view.stock)
            try:
                move = super()._sample(view, cands, side, val, playout, rng, deadline, cancel, start)
            finally:
                self._roots = None
            self.last_info = {**self.last_info, "mode": "ismcts"}
            return move
        root, it, stopped = self._search(view, cands, side, val, playout, rng, deadline, cancel)
        self.last_info = {"mode": "ismcts", "iterations": it, "stopped": stopped, "time": self.clock() - start}
        if not root.children:
            return cands[0]
        order = {m: i for i, m in enumerate(cands)}
        return max(root.children.items(),
                   key=lambda kv: (kv[1].visits, kv[1].total / kv[1].visits, -order[kv[0]]))[0]

    def _search(self, view: GameState, cands: list[Move], side: int, val: Margins, playout: Playout,
                rng: random.Random, deadline: float, cancel: threading.Event | None) -> tuple[_Node, int, str]:
        """(the root, iterations run, why they stopped)."""
        dials = self.tree
        evidence = TrailEvidence(view, self.settings.infer)
        root = _Node(side)
        stock0 = len(view.stock)
        it = 0
        while True:
            if it >= dials.iterations:
                return root, it, "done"
            if cancel is not None and cancel.is_set():
                return root, it, "cancel"
            if self.clock() > deadline:
                return root, it, "time"
            if it and it % CHECK_EVERY == 0 and _settled(root, it, dials):
                return root, it, "settled"
            it += 1
            # A copy: the tree plays on it, and ``pbi``'s chain may hand the same world out again.
            state = self._world(view, rng, evidence, playout.score).clone()
            playout.rng.seed(rng.random())
            path = self._descend(root, state, cands, side, stock0, playout)
            _back_up(path, self._finish(state, stock0, playout, 0, val, side), side)

    def _play_out(self, state: GameState, cand: int, playout: Playout, horizon: int, val: Margins,
                  side: int) -> float:
        roots = self._roots
        if roots is None:
            return super()._play_out(state, cand, playout, horizon, val, side)
        top = roots.get(cand)
        if top is None:
            top = roots[cand] = _Node(side)
        path = [top, *self._descend(top, state, None, side, self._stock0, playout)]
        value = self._finish(state, self._stock0, playout, horizon, val, side)
        _back_up(path, value, side)
        return value

    def _finish(self, state: GameState, stock0: int, playout: Playout, horizon: int, val: Margins,
                side: int) -> float:
        """Play ``state`` (mutated) on from where the tree left it to where
        Master's playouts stop, and score it as Master does."""
        if state.phase == PHASE_PLAY:
            if len(state.stock) == stock0:
                playout.run(state, horizon, self.settings.extra, self.settings.depth)
            elif horizon:
                playout.run(state, horizon - 1, self.settings.extra, self.settings.depth)
        return round_margin(state, side) if state.phase != PHASE_PLAY else val.margin(state, side)

    def _descend(self, top: _Node, state: GameState, first: list[Move] | None, side: int, stock0: int,
                 playout: Playout) -> list[_Node]:
        """Walk the tree from ``top`` in ``state`` (mutated) until a node is
        added or the deal ends; the nodes passed through, the added one
        last.  ``first``: the moves at ``top`` (the candidates, in the
        heuristic's order), else those legal in ``state``."""
        dials = self.tree
        node = top
        path: list[_Node] = []
        while state.phase == PHASE_PLAY and len(state.stock) == stock0:
            at_top = node is top and first is not None
            legal = first if at_top and first is not None else choice_moves(state)
            if not legal:
                break  # an impossible sampled world: score it as it stands
            mover = state.side_of(state.to_move)
            children = node.children
            if dials.widen and mover == side and not at_top and len(legal) > 1:
                legal = _widened(node, state, legal, playout, dials.widen)
            if dials.rival and mover != side:
                m = playout.choose(state, legal)  # the rival plays as in Master's playouts
                child = children.get(m)
                if child is None:
                    child = children[m] = _Node(mover)
                apply(state, m)
                node = child
                path.append(child)
                continue
            untried = []
            for m in legal:
                ch = children.get(m)
                if ch is None:
                    untried.append(m)
                else:
                    ch.avail += 1
            if untried:
                # The heuristic's order at the first move, the playout
                # policy's choice deeper: the tree grows along the line the
                # playouts would play before it tries the others.
                m = untried[0] if at_top or dials.widen and mover == side else playout.choose(state, untried)
                child = children[m] = _Node(mover)
                child.avail = 1
                apply(state, m)
                path.append(child)
                break
            m = _select(node, legal, dials, len(legal) if at_top else 0)
            apply(state, m)
            node = children[m]
            path.append(node)
        return path


def _back_up(path: list[_Node], value: float, side: int) -> None:
    for node in path:
        node.visits += 1
        node.total += value if node.side == side else -value


def _widened(node: _Node, state: GameState, legal: list[Move], playout: Playout, widen: int) -> list[Move]:
    """The first 1 + visits // ``widen`` of ``legal`` in the order of the
    playout policy's score (without the rival's hand, which a node shared
    by every world cannot know), fixed when the node is first met."""
    if node.order is None:
        scores = {m: playout.score(state, m) for m in legal}
        node.order = sorted(legal, key=lambda m: -scores[m])
    if len(node.order) == len(legal):
        # Our own moves are the same in every world of the node's information set.
        return node.order[:1 + node.visits // widen]
    allowed = set(legal)
    order = [m for m in node.order if m in allowed]
    return order[:1 + node.visits // widen] or legal


def _select(node: _Node, legal: list[Move], dials: TreeDials, ranked: int) -> Move:
    """The UCB choice among ``legal`` (all tried); ``ranked`` > 0: ``legal``
    is the heuristic's order of that many candidates, and ``dials.bias``
    favours its first ones while they have few visits."""
    c = dials.c
    best = legal[0]  # the first of the best, as every bound beats -1e18
    best_u = -1e18
    for k, m in enumerate(legal):
        ch = node.children[m]
        u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
        if ranked and dials.bias:
            u += dials.bias * (1.0 - k / ranked) / (ch.visits + 1)
        if u > best_u:
            best, best_u = m, u
    return best


def _settled(root: _Node, it: int, dials: TreeDials) -> bool:
    """True when more iterations cannot change the choice (the most visited
    first move cannot be overtaken within those left), or, from
    ``dials.settle`` iterations on, when it holds ``dials.share`` of them."""
    visits = sorted((ch.visits for ch in root.children.values()), reverse=True)
    if not visits:
        return False
    top = visits[0]
    second = visits[1] if len(visits) > 1 else 0
    if top - second > dials.iterations - it:
        return True
    return bool(dials.settle) and it >= dials.settle and top >= dials.share * it
