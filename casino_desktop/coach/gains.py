"""Where the better move's advantage comes from, item by item of the score.

A grade says how many points a move gave away (``grading.py``); this says
on which of the core's scoring items ("Aces", "Most cards", "Sweeps", the
items ``core.score_round`` lists for the rules played) the better move comes
out ahead, so that a player reads why, in the score sheet's own words, and
in a penalty game sees that taking more cards can still cost fewer points.

It splits the grade's own numbers, not a second estimate.  The grade's
search (``weighing.weigh``) plays both moves out on the same sampled worlds
and scores each playout's end with ``ai.valuation`` (a deal's end) or the
core's round scoring (the round's end).  ``ItemisingSearch`` is that
search, which also keeps, for every playout, that outcome split by scoring
item (``Valuation.expected_items``, whose items add up to the margin the
search scores; at the round's end the core's own items): the moves'
choices, values and speed are the search's, and only the grade asks for it.
The items of the best move minus those of the move played, world by world,
add up to the points the grade says were given away.

An item is named only where it is beyond the coach's noise: its mean share
at least ``GOOD_BELOW`` (the noise of a whole grade, ``grading.py``) and
``SURE_Z`` standard errors of its paired differences above 0, the search's
own test for dropping a move (``ai.search.PRUNE_Z``).  At most two where it
comes out ahead are named, the largest first, and then the one where it
gives up most, if any: a penalty game's better move may take an ace and
still cost fewer points.  Where a position is solved exactly (nothing hidden, or
each world of the last deal solved) there are no playouts to split, and
nothing is said.
"""

from __future__ import annotations

import math
import random
import threading

from ..ai.policy import Playout
from ..ai.search import PRUNE_Z, SearchPlayer
from ..ai.search_settings import SearchSettings
from ..ai.valuation import Margins, Valuation, relative
from ..core import PHASE_PLAY, GameState, Move
from .coach_sentences import points_text
from .misses import Miss

SURE_Z = PRUNE_Z
SHOWN_ITEMS = 2
SAY_FROM = 0.2  # grading.GOOD_BELOW, the noise of a whole grade (not imported: grading imports this module)

Outcome = dict[str, float]  # item id -> the side's margin on that item


def outcome_items(state: GameState, val: Valuation, side: int) -> Outcome:
    """``side``'s margin (its points minus the rivals' mean) on each scoring
    item at the end of a playout: the core's items where the round ended,
    else the valuation's expected points item by item."""
    if state.phase != PHASE_PLAY:
        return {it["id"]: float(relative(it["points"], side)) for it in state.round_results[-1]["items"]}
    return {item: relative(points, side) for item, points in val.expected_items(state).items()}


class ItemisingSearch(SearchPlayer):
    """The coach's search, which keeps every playout's outcome by item
    (``outcomes``: the moves in the search's order, and for each the
    outcomes of its playouts, world by world).  Nothing it keeps changes a
    value the search computes."""

    def __init__(self, settings: SearchSettings | None = None, name: str | None = None) -> None:
        super().__init__(settings, name)
        self.ranked: list[Move] = []
        self.outcomes: dict[int, list[Outcome]] = {}

    def _prepare(self, view: GameState, moves: list[Move], rng: random.Random,
                 cancel: threading.Event | None) -> tuple[int, list[Move], Margins, Playout]:
        side, ranked, val, playout = super()._prepare(view, moves, rng, cancel)
        self.ranked, self.outcomes = ranked, {}
        return side, ranked, val, playout

    def _play_out(self, state: GameState, cand: int, playout: Playout, horizon: int, val: Margins,
                  side: int) -> float:
        margin = super()._play_out(state, cand, playout, horizon, val, side)
        if isinstance(val, Valuation):  # the coach's search scores with the plain valuation
            self.outcomes.setdefault(cand, []).append(outcome_items(state, val, side))
        return margin

    def outcomes_of(self, move: Move, worlds: int) -> list[Outcome]:
        """The outcomes of ``move``'s playouts on the first ``worlds`` worlds
        (a world left half measured when the search stopped is not counted)."""
        if move not in self.ranked:
            return []
        return self.outcomes.get(self.ranked.index(move), [])[:worlds]


def item_gains(best: list[Outcome], played: list[Outcome]) -> list[tuple[str, float]]:
    """(item id, mean points the best move comes out ahead on it: below 0
    where it is behind) for each item beyond noise, empty unless both moves
    were played out on the same worlds; the largest lead first, the largest
    shortfall last."""
    n = len(best)
    if n < 2 or len(played) != n:
        return []
    out = []
    for item in sorted({k for o in best + played for k in o}):
        d = [b.get(item, 0.0) - p.get(item, 0.0) for b, p in zip(best, played)]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        if abs(mean) >= SAY_FROM and abs(mean) > SURE_Z * math.sqrt(var / n):
            out.append((item, mean))
    out.sort(key=lambda t: (-t[1], t[0]))
    return out


def gains_misses(gains: list[tuple[str, float]], labels: dict[str, str], penalties: bool) -> list[Miss]:
    """The sentences naming ``gains``: the (at most two) items where the
    better move comes out ahead, then the one where it gives up most, if
    any (``coach_sentences.MISSES``' "ahead_on" and "behind_on" forms);
    ``penalties``: the items count against their taker.  Nothing where the
    better move is ahead on no item beyond noise: a shortfall alone
    explains nothing."""
    ahead = [g for g in gains if g[1] > 0][:SHOWN_ITEMS]
    if not ahead:
        return []
    kind = "_penalties" if penalties else ""

    def named(item: str) -> str:
        return labels.get(item, item)

    fields: list[tuple[str, str | int]] = [("item", named(ahead[0][0])), ("points", points_text(ahead[0][1]))]
    if len(ahead) > 1:
        fields += [("item2", named(ahead[1][0])), ("points2", points_text(ahead[1][1]))]
    out = [Miss("ahead_on" + kind + ("_two" if len(ahead) > 1 else ""), tuple(fields))]
    behind = [g for g in gains if g[1] < 0]
    if behind:
        item, points = behind[-1]
        out.append(Miss("behind_on" + kind, (("item", named(item)), ("points", points_text(points)))))
    return out
