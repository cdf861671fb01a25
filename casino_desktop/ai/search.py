"""Search: determinization (PIMC) over the heuristic's best candidates.

1. The heuristic ranks the legal moves; the best ``candidates`` go on.
2. If nothing is hidden any more (two sides, stock empty, every unseen card
   in the one opponent's hand) the rest of the round is solved exactly.
3. Otherwise, repeatedly: sample a world consistent with the view
   (``worlds.sample_world``), play every candidate in that same world to
   the end of the deal (or further, ``horizon``) with the fast playout
   policy, and score the outcome with the engine's scoring (expected
   points mid-round).  Using the same world and the same playout seed for
   every candidate makes the comparison paired, so far fewer worlds are
   needed.
4. Every 16 worlds, drop candidates clearly behind the leader (a paired
   test on the worlds they shared), so easy decisions end early.  Stop at
   ``worlds`` samples, one candidate left, the time limit, or ``cancel``,
   and play the best mean (the heuristic order breaks ties).

Every dial is a field of ``SearchSettings`` (``search_settings.py``), which
says what each does.  The levels set a few (``levels.py``); the others are
kept for measurement (docs/strength.md reports those measured on 2-player
Casino against Greedy: prune, recall, reply, extra, salt, and the
playout's keep and guard=2, none clearly better than the levels' choice).
How each world is drawn (the bias of what the rivals' play said,
``infer``'s and ``pbi``'s readings, with what they measured) is
``search_worlds.py``'s.

Decisions depend only on the view and the rng: the world count, not the
clock, sets the strength; the clock is only a safety cap.
"""

from __future__ import annotations

import random
import threading
import time

from ..core import MULLE_OFF, PHASE_PLAY, TURN_SEVERAL, GameState, Move, apply, choice_moves
from .choice_evidence import ChoiceMemory
from .habits import RivalHabits
from .heuristic import evaluate
from .inference import TrailMemory, hand_bias
from .playout_weights import learned_weights
from .policy import Playout
from .rival_policy import AnswerTable, PolicyReading
from .candidate_pruning import PRUNE_EVERY, close_enough, prune
from .search_settings import SearchSettings, playout_dials
from .search_worlds import WorldDrawing, combine_biases, nothing_hidden
from .solver import SolveTimeout, Solver, remaining_plies, round_margin
from .valuation import Margins, valuation_for
from .worlds import TrailEvidence, sample_world

SOLVE_SHARE = 0.6  # of the time limit the exact solver may use before sampling takes over
# Worlds before ``indifferent`` may stop the sampling: moves that differ in
# one world of ten look identical over 16 worlds about a time in five (the
# pruning, for the same reason, drops identical outcomes only from 32).
INDIFFERENT_AFTER = 2 * PRUNE_EVERY
SEVERAL_SOLVE_CARDS = 8  # ``solve_limit`` with several actions a turn
SOLVE_WINDOW = 3.0  # ``weigh``: points behind the best beyond which a solved move's value is not refined
# With nothing hidden every sampled world is the one true deal, and a
# playout without noise (Master's ``epsilon`` 0) plays it the same way every
# time: a move's value would be one greedy line's outcome, whole points apart
# from its neighbours by that line's accidents (the last deal of Swazi, 24
# cards, too long to solve, called the hint's own move a 4-point blunder).
# Playouts there take the dials' default noise so the worlds average lines.
REPEATED_WORLD_EPSILON = SearchSettings().epsilon


def solve_limit(view: GameState, cfg: SearchSettings) -> int:
    """Cards left in hands and stock at which the exact solver is tried.

    A turn of several actions (Swazi) branches into table builds and
    additions and ends of turns as well as cards: with 10 to 12 cards left
    the solve did not finish within Master's time (measured on swazi-casino
    positions), and the time it spent was lost to sampling; with 8 it
    finishes in about 0.2 s."""
    if view.rules.turn_actions == TURN_SEVERAL:
        return min(cfg.solve_plies, SEVERAL_SOLVE_CARDS)
    return cfg.solve_plies


class SearchPlayer(WorldDrawing):
    name = "search"
    sees_all = False

    defaults = SearchSettings()  # what ``levels.make_player`` changes dials of

    def __init__(self, settings: SearchSettings | None = None, name: str | None = None) -> None:
        settings = self.defaults if settings is None else settings
        self.settings = settings
        self.budget = settings.time_limit  # the thinking-time cap every engine shows (tournaments read it)
        # What the cap counts: wall time, or this thread's processor time,
        # which other processes' load does not eat (``cpu_clock``).
        self.clock = time.thread_time if settings.cpu_clock else time.perf_counter
        self.habits = RivalHabits(settings.habits, settings.read) if settings.habits or settings.read else None
        self.memory = TrailMemory()
        self.choices = ChoiceMemory()
        self.reading = PolicyReading()
        self.read_moves: list[AnswerTable] = []  # this decision's rival moves, for ``_world``
        self.chain: tuple[GameState, float] | None = None  # ``_draw``'s last world and its log weight
        self.bias: dict[int, dict[int, float]] = {}
        if name:
            self.name = name
        self.last_info: dict[str, object] = {}

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        remembering = self.settings.recall and view.viewer is not None
        trails = self.memory.observe(view) if remembering else []
        reading = self.settings.evidence and view.viewer is not None
        if reading:
            self.choices.observe(view)
        if self.settings.pbi:
            self.reading.observe(view)
        if self.habits is not None:
            self.habits.observe(view)
        if self.settings.salt:
            rng = random.Random(f"{self.settings.salt}:{rng.random()!r}")
        move = self._decide(view, rng, budget, cancel, trails)
        if remembering:
            self.memory.remember(view, move)
        if reading:
            self.choices.remember(view, move)
        if self.settings.pbi:
            self.reading.remember(view, move)
        if self.habits is not None:
            self.habits.remember(view, move)
        return move

    def _decide(self, view: GameState, rng: random.Random, budget: float, cancel: threading.Event | None,
                trails: list[tuple[int, GameState]]) -> Move:
        start = self.clock()
        limit = min(budget, self.budget) if budget and budget > 0 else self.budget
        deadline = start + limit
        moves = choice_moves(view)
        if len(moves) == 1:
            self.last_info = {"mode": "forced"}
            return moves[0]
        side, ranked, val, playout = self._prepare(view, moves, rng, cancel)
        cfg = self.settings

        if view.sides == 2 and nothing_hidden(view) and remaining_plies(view) <= solve_limit(view, cfg):
            world = sample_world(view, rng)
            solver = Solver(side, playout.score, start + SOLVE_SHARE * limit, cancel, max_nodes=cfg.nodes,
                            clock=self.clock)
            try:
                values = solver.root(world, ranked)
                best = max(range(len(ranked)), key=lambda i: (values[i], -i))
                self.last_info = {"mode": "solved", "nodes": solver.nodes}
                return ranked[best]
            except SolveTimeout:
                pass  # sample instead, with the time that is left

        self.bias = hand_bias(view, trails, playout.score, cfg.recall)
        if self.habits is not None:
            self.bias = combine_biases(self.bias, self.habits.greedy_bias(view))
        if cfg.evidence:
            self.bias = combine_biases(self.bias, self.choices.bias(view, playout.score, cfg.evidence))
        self.read_moves = self.reading.tables(view, cfg.pbi)
        self.chain = None
        try:
            return self._sample(view, ranked[:cfg.candidates], side, val, playout, rng, deadline, cancel, start)
        finally:
            self.read_moves = []
            self.chain = None

    def _prepare(self, view: GameState, moves: list[Move], rng: random.Random,
                 cancel: threading.Event | None) -> tuple[int, list[Move], Margins, Playout]:
        """The seat's side, ``moves`` in the heuristic's order, the valuation
        and the playout policy every candidate is played out with."""
        side = view.side_of(view.to_move)
        prior = evaluate(view, moves, rng, cancel=cancel)
        ranked = [m for _, _, m in sorted(zip(prior, range(len(moves)), moves), key=lambda t: (-t[0], t[1]))]
        val = valuation_for(view.rules, view.sides)
        cfg = self.settings
        weights = (val.card_weights(view, side, learned_weights().scales()) if cfg.learned == 1
                   else val.card_weights(view, side))
        playout = Playout(weights, val.sweep_points, view.rules.mulle != MULLE_OFF, cfg.epsilon,
                          random.Random(rng.random()), **playout_dials(cfg))
        playout.own_side = side
        if cfg.learned == 2:
            playout.model_rivals(val.card_weights(view, side, learned_weights().scales()), learned_weights())
        playout.rival_builds = 0 if self.habits is not None and self.habits.non_builder() else 1
        return side, ranked, val, playout

    def weigh(self, view: GameState, rng: random.Random, moves: list[Move] | None = None,
              cancel: threading.Event | None = None, keep: Move | None = None,
              exact: int = 3) -> list[tuple[Move, float, int]]:
        """(move, expected margin, worlds) for every move of ``moves`` (default:
        every move ``choice_moves`` lists), best first: the margin is the
        seat's side's expected round points minus the rivals' mean, as the
        search scores them; ``worlds`` is how many sampled deals measured it.

        The same sampling and pruning as ``choose``, over all the moves rather
        than the heuristic's best few; a move pruned early is measured on
        fewer worlds, and its margin is the leader's on those same worlds
        minus what it lost to the leader there (paired, so the difference
        is what the worlds measured, not their luck), never above the
        leader's (the best move is always one measured on every world).  With two sides and
        nothing hidden the moves are solved (``worlds`` 0): the ``exact`` best
        and ``keep`` exactly, down to ``SOLVE_WINDOW`` behind the best (a move
        further behind is given as that far behind), the others as an upper
        bound (solving every move exactly cost 16 times the nodes of the
        search's own choice on a long table: 103,000, 10 s).  ``keep``, one of the
        moves, is never dropped: it and the leader are measured on every
        world (the coach grades the move played so).  Reads
        only the view and ``rng``: a fresh player's memory and habits are
        empty, so what the rivals did in earlier turns plays no part here.
        The search's own choices do not go through this method."""
        start = self.clock()
        deadline = start + self.budget
        moves = list(choice_moves(view) if moves is None else moves)
        side, ranked, val, playout = self._prepare(view, moves, rng, cancel)
        cfg = self.settings
        if view.sides == 2 and nothing_hidden(view) and remaining_plies(view) <= solve_limit(view, cfg):
            world = sample_world(view, rng)
            solver = Solver(side, playout.score, start + SOLVE_SHARE * self.budget, cancel, max_nodes=cfg.nodes,
                            clock=self.clock)
            try:
                values = self._solve_best(world, ranked, solver, exact, keep)
                self.last_info = {"mode": "solved", "nodes": solver.nodes}
                return sorted(((m, v, 0) for m, v in zip(ranked, values)), key=lambda t: (-t[1], ranked.index(t[0])))
            except SolveTimeout:
                pass  # sample instead, with the time that is left
        self.bias = hand_bias(view, [], playout.score, cfg.recall)
        least = min(2, len(ranked))  # one move alone is still measured, for its expected points
        kept = ranked.index(keep) if keep is not None else None
        rows, active, worlds, work = self._measure(view, ranked, side, val, playout, rng, deadline, cancel, least,
                                                   kept)
        self.last_info = {"mode": "sampled", "worlds": worlds, "candidates": len(ranked), "left": len(active),
                          "time": self.clock() - start, **work}
        if worlds == 0:
            return [(m, 0.0, 0) for m in ranked]
        lead = max(active, key=lambda i: (sum(rows[i]) / len(rows[i]), -i))
        lead_mean = sum(rows[lead]) / len(rows[lead])
        out = []
        for i, m in enumerate(ranked):
            n = len(rows[i])
            lost = sum(a - b for a, b in zip(rows[lead][:n], rows[i])) / n if n else 0.0
            if i not in active:
                # Dropped as clearly behind the leader of its time: never
                # ranked above the move measured on every world, so the best
                # move is one whose value every world measured.
                lost = max(lost, 0.0)
            out.append((i, m, lead_mean - lost, n))
        # Ties: the leader first, then the heuristic's order.
        out.sort(key=lambda t: (-t[2], t[0] != lead, t[0]))
        return [(m, v, n) for _, m, v, n in out]

    @staticmethod
    def _solve_best(world: GameState, ranked: list[Move], solver: Solver, exact: int, keep: Move | None) -> list[float]:
        """Each move's solved value: exact for the ``exact`` best and for
        ``keep`` (down to ``SOLVE_WINDOW`` behind the best), an upper bound for
        the others (``Solver.root``'s, refined until no bound reaches the best few)."""
        values = solver.root(world, ranked)  # exact for the best, an upper bound for some others
        top = max(values)
        floor = top - SOLVE_WINDOW
        known = {i for i, v in enumerate(values) if v >= top}
        while True:
            order = sorted(range(len(ranked)), key=lambda i: (-values[i], i))
            todo = [i for i in order[:exact] if i not in known]
            if keep is not None and ranked.index(keep) not in known:
                todo.append(ranked.index(keep))
            if not todo:
                return values
            for i in todo:
                child = world.clone()
                apply(child, ranked[i])
                values[i] = max(floor, solver.value(child, floor, top))
                known.add(i)

    def _sample(self, view: GameState, cands: list[Move], side: int, val: Margins, playout: Playout,
                rng: random.Random, deadline: float, cancel: threading.Event | None, start: float) -> Move:
        """Paired playouts over sampled worlds, dropping clearly worse
        candidates as evidence accumulates (so easy decisions end early)."""
        rows, active, worlds, work = self._measure(view, cands, side, val, playout, rng, deadline, cancel, 2)
        self.last_info = {"mode": "sampled", "worlds": worlds, "candidates": len(cands), "left": len(active),
                          "time": self.clock() - start, **work}
        if worlds == 0:
            return cands[0]
        n = len(rows[active[0]])
        best = max(active, key=lambda i: (round(sum(rows[i][-n:]) / n, 9), -i))
        return cands[best]

    def _measure(self, view: GameState, cands: list[Move], side: int, val: Margins, playout: Playout,
                 rng: random.Random, deadline: float, cancel: threading.Event | None, least: int,
                 kept: int | None = None) -> tuple[list[list[float]], list[int], int, dict[str, object]]:
        """The playouts of ``_sample``: (each candidate's margins world by
        world, the candidates still in, worlds sampled, the work done: the
        playouts played and why sampling stopped).  Sampling stops at
        ``settings.worlds``, when fewer than ``least`` candidates are left,
        before the next world once the playouts' work reaches ``settings.work``, when
        the solver of each world passes ``settings.nodes``, at the deadline
        or on ``cancel``; the candidate ``kept`` is never dropped.  Only the
        last two read the clock: a search that stops on the others reads
        the view and the rng alone."""
        cfg = self.settings
        active = list(range(len(cands)))
        rows: list[list[float]] = [[] for _ in cands]
        evidence = TrailEvidence(view, cfg.infer)
        # Double-dummy: with few plies left in the deal, solve each sampled
        # world to the end of the deal instead of playing it out.
        dd = None
        if not playout.epsilon and nothing_hidden(view):
            playout.epsilon = REPEATED_WORLD_EPSILON
        if cfg.dd and view.sides == 2 and _plies_left_in_deal(view) <= cfg.dd:
            dd = Solver(side, playout.score, deadline, cancel, lambda st: val.margin(st, side), len(view.stock),
                        cfg.nodes, self.clock)
        horizon = playout_horizon(view, cfg)
        worlds = 0
        played = 0  # playouts
        weighed = playout.weighed  # the work before these worlds, as ``settings.work`` counts it
        stopped = ""
        while worlds < cfg.worlds and len(active) >= least:
            if worlds and cfg.work and playout.weighed - weighed >= cfg.work:
                stopped = "work"
                break
            world = self._world(view, rng, evidence, playout.score)
            seed = rng.random()
            results = []
            for i in active:
                if cancel is not None and cancel.is_set():
                    stopped = "cancel"
                    break
                if self.clock() > deadline:
                    stopped = "time"
                    break
                s = world.clone()
                apply(s, cands[i])
                if dd is not None:
                    try:
                        results.append(dd.value(s, -1e9, 1e9))
                    except SolveTimeout:
                        stopped = _why_solver_stopped(dd, cancel)
                        break
                    continue
                playout.rng.seed(seed)
                results.append(self._play_out(s, i, playout, horizon, val, side))
            if stopped:
                break  # a half-measured world would bias the comparison
            for i, r in zip(active, results):
                rows[i].append(r)
            played += len(results)
            worlds += 1
            if cfg.prune and worlds % PRUNE_EVERY == 0:
                active = prune(active, rows, worlds)
                if kept is not None and kept not in active:
                    active = sorted(active + [kept])
                if (cfg.indifferent and worlds >= INDIFFERENT_AFTER and len(active) >= least
                        and close_enough(active, rows, cfg.indifferent)):
                    stopped = "indifferent"
                    break
        return rows, active, worlds, {"playouts": played, "work": playout.weighed - weighed,
                                        "stopped": stopped or "done"}

    def _play_out(self, state: GameState, cand: int, playout: Playout, horizon: int, val: Margins,
                  side: int) -> float:
        """``side``'s margin once ``state`` (a world after candidate
        ``cand``, mutated) is played out by ``playout``.  The coach's search
        (``coach.gains.ItemisingSearch``) extends it to keep that outcome
        split by scoring item."""
        playout.run(state, horizon, self.settings.extra, self.settings.depth)
        return round_margin(state, side) if state.phase != PHASE_PLAY else val.margin(state, side)


def _why_solver_stopped(solver: Solver, cancel: threading.Event | None) -> str:
    """Which limit made ``solver`` give up: "nodes" (its count of work),
    "cancel" or "time"."""
    if solver.max_nodes and solver.nodes > solver.max_nodes:
        return "nodes"
    return "cancel" if cancel is not None and cancel.is_set() else "time"


def playout_horizon(view: GameState, cfg: SearchSettings) -> int:
    """Further deals each playout plays past this one: ``horizon``, or with
    ``finish`` and no more than that many cards left in the stock, enough
    to reach the end of the round (a deal's end scored by ``Valuation``
    shares the untaken table at random; the round's end gives it to the last
    capturer, as the rules do)."""
    if cfg.finish and len(view.stock) <= cfg.finish:
        return max(cfg.horizon, len(view.stock))  # no more deals than cards: the round's end comes first
    return cfg.horizon


def _plies_left_in_deal(view: GameState) -> int:
    return sum(len(h) for h in view.hands)
