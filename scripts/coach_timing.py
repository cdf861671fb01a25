"""How long the coach takes to grade a move, and whether a clock ever stopped it.

Plays 2-player rounds with Skilled on both seats (seeds from ``--seed``) and
grades, from the mover's view, the move played at a few positions of each
round drawn at random (positions with a single move are skipped: the coach
does not weigh them).  Prints per variant the CPU seconds per grade (median,
p95, largest), the sampled worlds behind the grades, and how many gradings
a clock cut short: the sampling stopped before its work was done, or an
exact solve gave up and sampling took over.  Those counts must be 0 for a
grade that depends only on the view and the seed (``docs/coach.md``).

With ``--hint`` it times the hint instead, at the same positions: the
coach's best move (``coach.hint_move``) against Master's own choice (what
the hint was before, ``SearchPlayer.choose`` with 1 s), and grades both.

One process, no threads: CPU time, so other processes' load does not count.

    .venv/bin/python scripts/coach_timing.py --positions 100 --json before.json
    .venv/bin/python scripts/coach_timing.py --positions 60 --hint
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from casino_desktop.ai import make_player
from casino_desktop.ai import solver as solver_module
from casino_desktop.ai.search import SearchPlayer
from casino_desktop.coach import grading
from casino_desktop.core import PHASE_PLAY, apply, make_rules, new_game
from casino_desktop.core.choices import choice_moves

PER_ROUND = 4  # positions graded per round


class ClockWatch:
    """Counts the exact solves a deadline gave up, and the samplings a
    deadline stopped, by wrapping the search's two clock checks."""

    def __init__(self) -> None:
        self.solve_timeouts = 0
        self.sampling_stops = 0
        tick = solver_module.Solver._tick
        watch = self

        def counted_tick(solver) -> None:
            try:
                tick(solver)
            except solver_module.SolveTimeout:
                watch.solve_timeouts += 1
                raise
        solver_module.Solver._tick = counted_tick  # type: ignore[method-assign]

    def sampling_stopped(self, player: SearchPlayer) -> bool:
        info = player.last_info
        if info.get("mode") != "sampled":
            return False
        if info.get("stopped") is not None:  # the search says why it stopped, where it can
            return info["stopped"] == "time"
        worlds_cap = player.settings.worlds
        return info.get("worlds", 0) < worlds_cap and info.get("left", 0) >= 2


def positions(variant: str, count: int, seed: int):
    """(view, move played) pairs from Skilled-vs-Skilled rounds."""
    out = []
    round_seed = seed
    while len(out) < count:
        state = new_game(make_rules(variant), 2, False, round_seed)
        players = [make_player("skilled"), make_player("skilled")]
        rng = random.Random(round_seed)
        found = []
        while state.phase == PHASE_PLAY:
            view = state.information_view(state.to_move)
            move = players[state.to_move].choose(view, rng)
            if len(choice_moves(view)) > 1:
                found.append((view, move))
            apply(state, move)
        out += random.Random(f"pick:{round_seed}").sample(found, min(PER_ROUND, len(found)))
        round_seed += 1
    return out[:count]


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def measure(variant: str, count: int, seed: int, watch: ClockWatch) -> dict:
    players: list[SearchPlayer] = []
    weigh = SearchPlayer.weigh

    def spying_weigh(self, *args, **kw):
        players.append(self)
        return weigh(self, *args, **kw)
    SearchPlayer.weigh = spying_weigh  # type: ignore[method-assign]
    rows = []
    try:
        for view, move in positions(variant, count, seed):
            players.clear()
            timeouts = watch.solve_timeouts
            t0, w0 = time.process_time(), time.perf_counter()
            g = grading.grade(view, move, seed=0)
            seconds, wall = time.process_time() - t0, time.perf_counter() - w0
            stopped = any(watch.sampling_stopped(p) for p in players)
            playouts = sum(p.last_info.get("playouts", 0) for p in players)
            work = sum(p.last_info.get("work", 0) for p in players)
            reasons = [p.last_info.get("stopped", "") for p in players]
            rows.append({"seconds": seconds, "wall": wall, "mode": g.mode, "worlds": g.worlds, "label": g.label,
                         "moves": len(g.values), "sampling_stopped": stopped, "playouts": playouts, "work": work, "stopped_by": reasons,
                         "solve_timeouts": watch.solve_timeouts - timeouts})
    finally:
        SearchPlayer.weigh = weigh  # type: ignore[method-assign]
    secs = [r["seconds"] for r in rows]
    sampled = [r["worlds"] for r in rows if r["mode"] == "sampled"]
    walls = [r["wall"] for r in rows]
    return {"variant": variant, "n": len(rows), "median": percentile(secs, 0.5), "p95": percentile(secs, 0.95),
            "max": max(secs), "total": sum(secs), "wall_median": percentile(walls, 0.5),
            "wall_p95": percentile(walls, 0.95), "wall_max": max(walls),
            "sampled": len(sampled), "worlds_median": percentile(sampled, 0.5) if sampled else 0,
            "sampling_stopped": sum(r["sampling_stopped"] for r in rows),
            "solve_timeouts": sum(1 for r in rows if r["solve_timeouts"]),
            "work_stops": sum("work" in r["stopped_by"] for r in rows), "rows": rows}


def measure_hints(variant: str, count: int, seed: int) -> dict:
    """CPU seconds of the hint and of Master's choice, and the coach's
    grades of both, at each position."""
    from casino_desktop.coach import hint_move
    rows = []
    for view, _ in positions(variant, count, seed):
        t0 = time.process_time()
        hint = hint_move(view)
        t1 = time.process_time()
        masters = make_player("master").choose(view, random.Random(0), 1.0)
        t2 = time.process_time()
        rows.append({"hint_seconds": t1 - t0, "master_seconds": t2 - t1, "same": hint == masters,
                     "hint_label": grading.grade(view, hint).label,
                     "master_loss": grading.grade(view, masters).loss})
    return {"variant": variant, "n": len(rows), "rows": rows}


def hint_line(r: dict) -> str:
    rows = r["rows"]
    hint = [x["hint_seconds"] for x in rows]
    master = [x["master_seconds"] for x in rows]
    not_good = [x["master_loss"] for x in rows if x["master_loss"] >= grading.GOOD_BELOW]
    return (f"{r['variant']}: {r['n']} positions; hint CPU s median {percentile(hint, 0.5):.3f}, "
            f"p95 {percentile(hint, 0.95):.3f}, max {max(hint):.3f}; Master's choice median "
            f"{percentile(master, 0.5):.3f}, p95 {percentile(master, 0.95):.3f}; the same move "
            f"{sum(x['same'] for x in rows)}; the hint graded good {sum(x['hint_label'] == 'good' for x in rows)}; "
            f"Master's choice graded worse than good {len(not_good)} (points given away: "
            f"{', '.join(f'{v:.2f}' for v in sorted(not_good))})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", default="casino,swazi-casino")
    ap.add_argument("--positions", type=int, default=100, help="positions graded per variant")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", help="write every grading's figures here")
    ap.add_argument("--hint", action="store_true", help="time the hint against Master's choice instead")
    args = ap.parse_args(argv)
    if args.hint:
        hint_results = [measure_hints(v, args.positions, args.seed) for v in args.variants.split(",")]
        for r in hint_results:
            print(hint_line(r), flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(hint_results, indent=1))
        return 0
    watch = ClockWatch()
    results = []
    for variant in args.variants.split(","):
        r = measure(variant, args.positions, args.seed, watch)
        results.append(r)
        print(f"{variant}: {r['n']} gradings, CPU s median {r['median']:.3f}, p95 {r['p95']:.3f}, "
              f"max {r['max']:.3f}, total {r['total']:.1f} (wall median {r['wall_median']:.3f}, p95 {r['wall_p95']:.3f}, "
              f"max {r['wall_max']:.3f}); sampled {r['sampled']} "
              f"(median worlds {r['worlds_median']}); sampling cut by the clock {r['sampling_stopped']}, "
              f"solves given up {r['solve_timeouts']} (on the clock or the solver's count of work); "
              f"sampling stopped by its count of work {r['work_stops']}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
