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
``SURE_Z`` standard errors of its paired differences above 0, the search's
own test for dropping a move (``ai.candidate_pruning.PRUNE_Z``), and at least
``GOOD_BELOW`` (the noise of a whole grade, ``grading.py``) by more than one
standard error.  A share just at that floor was named in about half the
gradings of the same move (another seed, other worlds), and so named a row
by chance: "ahead by 0.2 penalty points on 10♦ big casino" where neither
move touches a 10♦ (the fourth stranger's play-test of 6 December, finding
3); a share one standard error beyond it is named by five gradings in six.
And an item where the better move is ahead must be a real part of the
loss the verdict says, an eighth of it at least (``FAIR_SHARE``): a row of 0.3 beside 3 points given
away is not where they went, and a quarter dropped rows that were (2.3 on
"Mulles" beside 10.4 given away).  At most two where
it comes out ahead are named, the largest first, and the one where it
falls behind most, if any: a penalty game's better move may take an ace
and still cost fewer penalty points.  The sentence comes right after the
verdict, which names the better move.

Where the position is solved exactly (two sides, nothing hidden: the last
deal of a real game) there are no playouts: the split is then that of the
ends of a line of best play for both sides after each move (the solver's
first best reply at each turn), exact, each item named from ``SAY_FROM``;
another line as good may end with the points on other rows, so this is one
line's account.  Where a grade bounds a move far behind
(``ai.search.SOLVE_WINDOW``) the lines differ by more than the grade says,
and nothing is said; nor where each sampled world of a typed position's
last deal is solved (``weighing.LAST_DEAL_SOLVE_PLIES``): no playout there.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable

from ..ai.policy import Playout
from ..ai.candidate_pruning import PRUNE_Z
from ..ai.search import SearchPlayer
from ..ai.solver import Solver, SolveTimeout
from ..ai.search_settings import SearchSettings
from ..ai.valuation import Margins, Valuation, relative
from ..core import PHASE_PLAY, GameState, Move, apply, choice_moves
from .coach_sentences import points_text
from .misses import Miss

SURE_Z = PRUNE_Z
SHOWN_ITEMS = 2
SAY_FROM = 0.2  # grading.GOOD_BELOW, the noise of a whole grade (not imported: grading imports this module)
FAIR_SHARE = 0.125  # of the verdict's loss, the least a row named where the better move is ahead must come to
LINE_NODES = 20_000  # positions the solver may visit to follow one line of best play (two lines a grade)
EXACT = 1e-6  # solved values closer than this are equal

Outcome = dict[str, float]  # item id -> the side's margin on that item


def outcome_items(state: GameState, val: Valuation, side: int) -> Outcome:
    """``side``'s margin (its points minus the rivals' mean) on each scoring
    item at the end of a playout: the core's items where the round ended,
    else the valuation's expected points item by item."""
    if state.phase != PHASE_PLAY:
        return {it["id"]: float(relative(it["points"], side)) for it in state.round_results[-1]["items"]}
    return {item: relative(points, side) for item, points in val.expected_items(state).items()}


class ItemisingSearch(SearchPlayer):
    """The coach's search, which keeps where every playout ended, so that
    the outcomes of a move's playouts can be split by item once the search
    has said which moves it wants (``outcomes_of``).  It keeps only what
    the search would have thrown away (each playout ends on a copy of its
    world); nothing it keeps changes a value the search computes."""

    def __init__(self, settings: SearchSettings | None = None, name: str | None = None) -> None:
        super().__init__(settings, name)
        self.ranked: list[Move] = []
        self.order: Callable[[GameState, Move], float] = lambda _state, _move: 0.0  # the solver's order of moves
        self.ends: dict[int, list[GameState]] = {}  # the search's move number -> its playouts' ends, world by world
        self.scored: tuple[Valuation, int] | None = None  # what they are scored with, and for which side
        self.solved: tuple[GameState, Callable[[GameState, Move], float]] | None = None  # the world solved, the order

    def _prepare(self, view: GameState, moves: list[Move], rng: random.Random,
                 cancel: threading.Event | None) -> tuple[int, list[Move], Margins, Playout]:
        side, ranked, val, playout = super()._prepare(view, moves, rng, cancel)
        self.ranked, self.ends, self.solved = ranked, {}, None
        self.scored = (val, side) if isinstance(val, Valuation) else None
        self.order = playout.score
        return side, ranked, val, playout

    def _solve_best(self, world: GameState, ranked: list[Move], solver: Solver, exact: int,  # type: ignore[override]
                    keep: Move | None) -> list[float]:
        values = SearchPlayer._solve_best(world, ranked, solver, exact, keep)
        self.solved = (world, self.order)  # reached only when the solve finished: the values are its
        return values

    def _play_out(self, state: GameState, cand: int, playout: Playout, horizon: int, val: Margins,
                  side: int) -> float:
        margin = super()._play_out(state, cand, playout, horizon, val, side)
        self.ends.setdefault(cand, []).append(state)  # played out on a copy: nothing else holds it
        return margin

    def outcomes_of(self, move: Move, worlds: int) -> list[Outcome]:
        """The outcomes of ``move``'s playouts on the first ``worlds`` worlds,
        item by item (a world left half measured when the search stopped is
        not counted)."""
        if move not in self.ranked or self.scored is None:
            return []
        val, side = self.scored
        return [outcome_items(end, val, side) for end in self.ends.get(self.ranked.index(move), [])[:worlds]]

    def line_outcome(self, move: Move) -> Outcome | None:
        """Where the position was solved: the outcome, item by item, at the
        end of a line of best play for both sides after ``move`` (the first
        best reply in the solver's own order at each turn), or None if that
        line costs more than ``LINE_NODES`` positions to find."""
        if self.solved is None or self.scored is None:
            return None
        world, order = self.solved
        val, side = self.scored
        solver = Solver(side, order, math.inf, max_nodes=LINE_NODES, clock=self.clock)
        state = world.clone()
        apply(state, move)
        try:
            value = solver.value(state, -math.inf, math.inf)
            while state.phase == PHASE_PLAY:
                for m in sorted(choice_moves(state), key=lambda m: -order(state, m)):
                    child = state.clone()
                    apply(child, m)
                    # A window around the value: a move off the line of best play falls outside it.
                    if abs(solver.value(child, value - EXACT, value + EXACT) - value) < EXACT:
                        state = child
                        break
                else:
                    return None
        except SolveTimeout:
            return None
        return outcome_items(state, val, side)


def where_ahead(search: ItemisingSearch, best: Move, played: Move, worlds: int, loss: float) -> list[tuple[str, float]]:
    """The items on which ``best`` comes out ahead of ``played`` (below 0:
    behind), as ``item_gains`` says them: from the same sampled playouts,
    or where the position was solved, from a line of best play after each,
    but only where the two lines differ by the ``loss`` the grade says (a
    move far behind is graded as ``ai.search.SOLVE_WINDOW`` behind: a split
    of more would not be a split of the grade)."""
    if search.solved is not None:
        ahead, behind = search.line_outcome(best), search.line_outcome(played)
        if ahead is None or behind is None or abs(sum(ahead.values()) - sum(behind.values()) - loss) > EXACT:
            return []
        return exact_gains(ahead, behind)
    return item_gains(search.outcomes_of(best, worlds), search.outcomes_of(played, worlds))


def exact_gains(best: Outcome, played: Outcome) -> list[tuple[str, float]]:
    """``item_gains`` for two exact outcomes: every item at least ``SAY_FROM`` apart."""
    out = [(item, best.get(item, 0.0) - played.get(item, 0.0)) for item in sorted(best.keys() | played.keys())]
    return sorted(((k, d) for k, d in out if abs(d) >= SAY_FROM), key=lambda t: (-t[1], t[0]))


def item_gains(best: list[Outcome], played: list[Outcome]) -> list[tuple[str, float]]:
    """(item id, mean points the best move comes out ahead on it: below 0
    where it is behind) for each item beyond noise (sure to be above 0, and
    beyond the floor by a standard error), empty unless both moves
    were played out on the same worlds; the largest lead first, the largest
    shortfall last."""
    n = len(best)
    if n < 2 or len(played) != n:
        return []
    out = []
    for item in sorted({k for o in best + played for k in o}):
        d = [b.get(item, 0.0) - p.get(item, 0.0) for b, p in zip(best, played)]
        mean = sum(d) / n
        error = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1) / n)  # the mean's standard error
        if abs(mean) >= SAY_FROM + error and abs(mean) > SURE_Z * error:
            out.append((item, mean))
    out.sort(key=lambda t: (-t[1], t[0]))
    return out


def gains_misses(gains: list[tuple[str, float]], labels: dict[str, str], penalties: bool,
                 loss: float) -> list[Miss]:
    """The sentence naming ``gains`` (one of ``coach_sentences.MISSES``'
    "ahead_on" forms): the (at most two) items where the better move comes
    out ahead, and the one where it falls behind most, if any; ``penalties``:
    the items count against their taker.  None where the better move is
    ahead on no item beyond noise: a shortfall alone explains nothing.  None
    either where what it names comes to more than the ``loss`` the verdict
    says, by more than the coach's noise: the rest fell behind on rows each
    too small to name, and "ahead by 0.9" beside "gave away 0.4" reads as
    the coach contradicting itself (a play-tester, 2026-12-06).  Naming less
    than the loss is kept: the rest is on rows not named.  A row ahead by
    less than ``FAIR_SHARE`` of the loss is not named: it is not where the
    points went.  The row behind is not held to it: it is what brings the
    rows named back to the loss ("ahead by 2.4 and by 2.1, though behind
    by 0.3", of 4.3 given away)."""
    ahead = [g for g in gains if g[1] > 0 and g[1] >= FAIR_SHARE * loss][:SHOWN_ITEMS]
    if not ahead:
        return []
    behind = [g for g in gains if g[1] < 0][-1:]
    if sum(points for _, points in ahead + behind) > loss + SAY_FROM:
        return []

    def named(item: str) -> str:
        return labels.get(item, item)

    fields: list[tuple[str, str | int]] = [("item", named(ahead[0][0])), ("points", points_text(ahead[0][1]))]
    if len(ahead) > 1:
        fields += [("item2", named(ahead[1][0])), ("points2", points_text(ahead[1][1]))]
    for item, points in behind:
        fields += [("lost_item", named(item)), ("lost", points_text(points))]
    key = ("ahead_on" + ("_penalties" if penalties else "") + ("_two" if len(ahead) > 1 else "")
           + ("_behind" if behind else ""))
    return [Miss(key, tuple(fields))]
