"""How Master's search (``search.SearchPlayer``) draws each world it plays
its candidates in: what the rivals' play said of their hands, brought to
bear on ``worlds.sample_world``'s uniform deal; and when there is nothing
to draw (``nothing_hidden``: every world is the one true deal).

Three readings, each a dial of ``SearchSettings``:

* the bias (``SearchPlayer.bias``): per-card weights on the rivals' hands
  from the takes their trails this deal passed up (``recall``,
  ``inference``), from every choice they made (``evidence``,
  ``choice_evidence``) and, once a rival plays as greedy does, from what
  that tells (``read``, ``habits.RivalHabits``), the several combined by
  ``combine_biases``;
* ``infer`` (Master's ``infer=4``): a world is kept with probability
  exp(-infer x the best take the rival passed up by its last trail, in that
  world), else drawn again, up to ``EVIDENCE_TRIES`` times
  (``worlds.TrailEvidence``).  Added alone to the previous Master (with 400
  worlds) it measured +0.07 (-0.03 .. +0.16) points a round, within noise;
  stacked with 400 worlds and ``guard=1``, +0.15 (+0.03 .. +0.27), the
  combination Master kept.  Its own share of that gain was not measured
  separately;
* ``pbi`` (Master's, by the chain): the worlds follow how likely their rival
  hand makes the rival's moves this deal under a model of its policy
  (``rival_policy.py``, ``_draw``): over the frozen Master in 1,810 fresh
  deal pairs, +0.12 (+0.02 .. +0.22) by the chain at the same time; +0.19
  (+0.07 .. +0.32) by a pool of 16 at 60 % more, not adopted.

A mixin, not an object the player holds: ``_world`` is called once a world
inside the search's loop (``SearchPlayer._measure``, and ``ismcts``'s), and
subclasses and tests reach ``_world`` and ``_draw`` on the player, so they
stay its methods, found with no further call.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..core import GameState, Move
from .rival_policy import AnswerTable, hand_log_weight, pick_weighted, world_log_weight
from .search_settings import SearchSettings
from .worlds import TrailEvidence, hand_keeps_promises, sample_world, world_with_hand

EVIDENCE_TRIES = 12  # resamples allowed when a world contradicts the rival's last trail


def nothing_hidden(view: GameState) -> bool:
    """True when the view determines the full state (up to identical copies)."""
    if view.viewer is None:
        return True
    if view.stock:
        return False
    hidden_seats = [s for s in range(view.players) if s != view.viewer and view.hands[s]]
    if len(hidden_seats) > 1:
        return False
    # The one hidden hand is the unseen cards only if nothing else is unseen:
    # a typed position (``core.position``) shows no capture piles, so cards
    # taken earlier are unseen too, and the hand must be sampled over many worlds.
    hidden = sum(len(view.hands[s]) for s in hidden_seats)
    return len(view.unseen_cards()) == hidden


class WorldDrawing:
    """The search player's drawing of worlds.  The player sets what it reads
    before each decision's sampling: ``bias``, ``read_moves`` (the rival's
    moves this deal, ``rival_policy.PolicyReading.tables``) and ``chain``
    (None: a fresh chain)."""

    settings: SearchSettings
    bias: dict[int, dict[int, float]]  # {seat: {card: weight}} for ``sample_world``
    read_moves: list[AnswerTable]  # this decision's rival moves, for ``_draw``
    chain: tuple[GameState, float] | None  # ``_draw``'s last world and its log weight

    def _world(self, view: GameState, rng: random.Random, evidence: TrailEvidence,
               score: Callable[[GameState, Move], float]) -> GameState:
        """One sampled world as the search draws them: the rivals' hands
        weighted by ``self.bias`` (what their play said), redrawn up to
        ``EVIDENCE_TRIES`` times while it contradicts the rival's last trail
        (``evidence``); with ``pbi``, each draw is the one of ``pbi_pool``
        kept in proportion to how likely it makes the rival's moves this
        deal (``rival_policy``).  With ``pbi``'s chain the same world may
        be handed out again: the caller must change a copy, never the world."""
        world = self._draw(view, rng)
        for _ in range(EVIDENCE_TRIES):
            if evidence.keep(world, score, rng):
                break
            world = self._draw(view, rng)
        return world

    def _draw(self, view: GameState, rng: random.Random) -> GameState:
        """One world as ``sample_world`` draws them, reweighed by the rival's
        moves this deal when ``pbi`` reads them: with ``pbi_pool``, the one
        of that many drawn kept in proportion to its weight; without, a
        chain over the decision's worlds (independence Metropolis: a fresh
        draw replaces the last world with probability min(1, its weight over
        the last's), else the last is used again), which costs one draw and
        one weight a world and tends to the same distribution."""
        if not self.read_moves:
            return sample_world(view, rng, self.bias)
        if self.settings.pbi_pool:
            return self._pooled(view, rng, self.settings.pbi_pool)
        world = sample_world(view, rng, self.bias)
        weight = world_log_weight(world, self.read_moves)
        if self.chain is not None:
            last, last_weight = self.chain
            if weight < last_weight and rng.random() >= math.exp(weight - last_weight):
                return last
        self.chain = (world, weight)
        return world

    def _pooled(self, view: GameState, rng: random.Random, size: int) -> GameState:
        """The world of ``size`` drawn that is kept in proportion to its
        weight.  With one hidden hand and no bias on it (as against a rival
        the other readings say nothing of), only the hands are drawn, and
        one world is made of the hand kept: the same distribution as
        ``sample_world``'s, at a fraction of its cost."""
        hidden = [s for s in range(view.players) if s != view.viewer and view.hands[s]]
        if len(hidden) == 1 and not self.bias.get(hidden[0]):
            seat = hidden[0]
            unseen = view.unseen_cards()
            n = len(view.hands[seat])
            hands = [h for h in (rng.sample(unseen, n) for _ in range(size))
                     if hand_keeps_promises(view, seat, h)]
            if hands:
                tables = self.read_moves
                weights = [hand_log_weight(h, seat, tables, view.values.hand_values) for h in hands]
                return world_with_hand(view, rng, seat, hands[pick_weighted(weights, rng)])
        pool = [sample_world(view, rng, self.bias) for _ in range(size)]
        return pool[pick_weighted([world_log_weight(w, self.read_moves) for w in pool], rng)]


def combine_biases(a: dict[int, dict[int, float]], b: dict[int, dict[int, float]]) -> dict[int, dict[int, float]]:
    """Two {seat: {card: weight}} biases applied together."""
    if not a or not b:
        return a or b
    out = {seat: dict(w) for seat, w in a.items()}
    for seat, w in b.items():
        mine = out.setdefault(seat, {})
        for c, x in w.items():
            mine[c] = mine.get(c, 1.0) * x
    return out
