"""A search player whose dials differ in the African family.

Master's dials (``levels.MASTER``) were tuned on 2-player Casino, where a
playout is short and a list of moves costs about 0.01 ms on the core's fast
path.  In the African family a sampled world is played to the end of a
deal of 10 or 12 cards a hand through the general generator (about 0.1 ms
a list of moves: pile tops in play, house filters): nine tenths of
Master's time there went to listing moves in playouts.

``AFRICAN`` changes three dials there.  ``depth``: a playout stops after 12
plies (six cards each in two-player play) and the position is scored by
the valuation's expected points (``Valuation.margin``, which scores a
playout cut by the end of a deal too), with each build on the table
counted as its controller's (``BuildsCredited``).  The last cards of a
deal of 24 played out greedily said little about the move weighed now and
cost half of each playout: the easy decisions end in about half the time,
and a hard one, still capped at 0.9 s, measures more worlds in it.  The
clock is not shortened: Master capped at 0.35 s lost to the Master of
0.9 s by about 3 points a round (``docs/strength.md``, "African Casino";
``docs/performance.md``, "Master in the African family").

``indifferent``: sampling stops once no move still in can be better than
the leader by more than 0.1 points (a paired test at the pruning's
confidence).  Two or three near-equal moves used to be sampled to the
clock or to 400 worlds, which an African world's cost made the usual
case.  ``solve_plies``: the exact solver is tried from 10 plies left, not
12; with one action a turn (South Africa) a 12-ply solve did not finish
in its 0.54 s and that time was lost before sampling began (with several
actions a turn the limit was 8 already: ``search.solve_limit``).
With the cut, on the same positions, the p50 is 45% (Swazi), 58% (South
Africa) and 56% (Sotho) of Master's before any African dial; with South
Africa and Sotho's moves listed by the flat generator as well (a change
of the core, not of these dials), 39-40% there; no weaker against it
(``docs/performance.md``, ``docs/strength.md``).

``pbi``: off.  Reading the rival's hand from its moves (``rival_policy``)
came to Master from 2-player Casino (+0.12 there over 1,810 pairs); in
South African Casino, against Master without it, it measured -0.30
(-0.68 .. +0.07) over 200 pairs, and the search stopped sooner: p50
106-111 ms against 140 ms on the same deals (perhaps because its chain can
hand out one world twice, which makes the ``indifferent`` stop surer than
it should be; not measured).  No gain shown, a lean the other way: the
family plays as it did before the reading.

Every other family plays with the level's own settings, unchanged.
"""

from __future__ import annotations

import random
import threading
from typing import Any

from ..core import GameState, Move, Rules, is_african
from .policy import Playout
from .search import SearchPlayer
from .search_settings import SearchSettings, settings_with
from .valuation import Margins

AFRICAN: dict[str, float] = {"depth": 12, "indifferent": 0.1, "solve_plies": 10, "pbi": 0.0}


class FamilyDialsPlayer(SearchPlayer):
    """``SearchPlayer`` with ``african`` dials over ``settings`` for the
    rules of the African family (``core.turns.is_african``)."""

    def __init__(self, settings: SearchSettings, african: dict[str, float], name: str | None = None) -> None:
        super().__init__(settings, name)
        self.usual = settings
        self.african = settings_with(settings, african)

    def settings_for(self, rules: Rules) -> SearchSettings:
        return self.african if is_african(rules) else self.usual

    def _prepare(self, view: GameState, moves: list[Move], rng: random.Random,
                 cancel: threading.Event | None) -> tuple[int, list[Move], Margins, Playout]:
        side, ranked, val, playout = super()._prepare(view, moves, rng, cancel)
        if self.settings.depth:
            val = BuildsCredited(val)
        return side, ranked, val, playout

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        # A player sits at one table, but a table may change its rules
        # between games: the dials follow the rules of the view in hand.
        self.settings = self.settings_for(view.rules)
        self.budget = self.settings.time_limit
        return super().choose(view, rng, budget, cancel)


class BuildsCredited:
    """A valuation whose ``margin`` counts each build on the table as taken
    by its controller's side.

    A playout cut after ``depth`` plies stops mid-deal, often with builds
    on the table; the valuation counts only cards taken, so a build would
    be worth nothing to its owner and a search would learn to avoid
    building.  The owner holds the card that takes it (the rules demand
    it), so a build is counted as that side's.  Every other question goes
    to the valuation itself."""

    def __init__(self, val: Margins) -> None:
        self.val = val

    def __getattr__(self, name: str) -> Any:
        return getattr(self.val, name)

    def margin(self, state: GameState, side: int) -> float:
        if state.builds:
            state = state.clone()
            for b in state.builds:
                state.captured[state.side_of(b.controller)].extend(b.cards)
        return float(self.val.margin(state, side))
