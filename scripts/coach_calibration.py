"""Calibrate the coach: do the levels give away points in the expected order?

The levels (Beginner ... Master, ``ai.make_player``) play whole rounds
against each other, every pair of levels in turn, each on both seats; a
share of each seat's moves is graded by the coach (``coach.grade``, Master's
dials stopped by a count of work, ``coach.weighing.COACH``) from that seat's
information view.  Prints, per variant and level,
the average points given away per graded move with a 95 % confidence
interval (clustered by round: the moves of one round are not independent),
the grading times (median, p95, largest) and the grade's noise: a share of
the graded moves (``--noise-share``, all by default) is graded again with
another sampling seed, and the report gives the mean, p95 and p99 of
|difference|.  Last, whether the means are in the issue's order and which
adjacent levels' intervals are apart.

One process, no threads: the CPU time is the wall time on an idle core.
``docs/coach.md`` holds a run's table and command.

    .venv/bin/python scripts/coach_calibration.py --moves casino=100 --share 0.5
    .venv/bin/python scripts/coach_calibration.py --merge run1.json run2.json

``--merge`` pools runs made with ``--json`` and different ``--seed`` (rounds
in common would be counted twice), so a run that came out too short can be
extended instead of started again.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from casino_desktop.ai import LEVELS, make_player
from casino_desktop.coach import grade, label_for
from casino_desktop.coach.coach_sentences import LABELS
from casino_desktop.core import PHASE_PLAY, apply, make_rules, new_game

Z95 = 1.96


def play_round(variant: str, levels: tuple[str, str], seed: int, share: float, graded: dict, times: list,
               noise: list, noise_share: float = 1.0) -> None:
    """One round, ``levels[0]`` on seat 0; grade a ``share`` of the moves of the
    seats whose level still needs moves (``graded`` maps a level to its
    rounds: a list of lists of losses); a ``noise_share`` of the graded moves
    is graded a second time, with another seed, for the noise."""
    state = new_game(make_rules(variant), 2, False, seed)
    players = [make_player(level) for level in levels]
    pick = random.Random(f"pick:{seed}")
    # Its own stream, so the moves graded do not depend on how many are graded twice.
    twice = random.Random(f"twice:{seed}")
    losses: dict[int, list[float]] = {0: [], 1: []}
    while state.phase == PHASE_PLAY:
        seat = state.to_move
        view = state.information_view(seat)
        move = players[seat].choose(view, random.Random(seed * 1000 + state.ply), 0.0, None)
        if pick.random() < share:
            t0 = time.perf_counter()
            g = grade(view, move, seed=seed * 1000 + state.ply)
            times.append(time.perf_counter() - t0)
            if twice.random() < noise_share:
                again = grade(view, move, seed=seed * 1000 + state.ply + 500_000)
                noise.append((g.loss, again.loss))
            losses[seat].append(g.loss)
        apply(state, move)
    for seat in (0, 1):
        if losses[seat]:
            graded[levels[seat]].append(losses[seat])


def summary(rounds: list[list[float]]) -> dict:
    """Mean loss per move and its 95 % interval, clustered by round; the
    share of each label."""
    flat = [x for r in rounds for x in r]
    n = len(flat)
    shares = {label: sum(1 for x in flat if label_for(x) == label) / n for label in LABELS}
    mean = sum(flat) / n
    # Cluster-robust standard error of a mean: the rounds are the independent units.
    var = sum(sum(x - mean for x in r) ** 2 for r in rounds) / n ** 2
    k = len(rounds)
    var *= k / (k - 1) if k > 1 else 1.0
    half = Z95 * math.sqrt(var)
    return {"moves": n, "rounds": k, "mean": mean, "low": mean - half, "high": mean + half, "labels": shares}


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def calibrate(variant: str, target: int, share: float, seed: int, log, noise_share: float = 1.0) -> dict:
    graded: dict[str, list[list[float]]] = {level: [] for level in LEVELS}
    times: list[float] = []
    noise: list[float] = []
    pairs = [p for a, b in itertools.combinations(LEVELS, 2) for p in ((a, b), (b, a))]
    start_cpu = time.process_time()
    r = 0
    while any(sum(map(len, graded[lv])) < target for lv in LEVELS):
        a, b = pairs[r % len(pairs)]
        need = [lv for lv in (a, b) if sum(map(len, graded[lv])) < target]
        if need:
            play_round(variant, (a, b), seed + r, share, graded, times, noise, noise_share)
            log(f"{variant} round {r} {a} v {b}: " + ", ".join(
                f"{lv} {sum(map(len, graded[lv]))}" for lv in LEVELS)
                + f"  cpu {time.process_time() - start_cpu:.0f} s")
        r += 1
    return {"variant": variant, "levels": {lv: summary(graded[lv]) for lv in LEVELS},
            "grading_seconds": {"n": len(times), "median": percentile(times, 0.5), "p95": percentile(times, 0.95),
                                "max": max(times)},
            "noise": noise_summary(noise), "cpu_seconds": time.process_time() - start_cpu,
            "raw": {"losses": graded, "times": times, "twice": noise}}


def merged(results: list[dict]) -> dict:
    """Runs of one variant with different seeds (no round in common) pooled
    into one result, from their raw losses, times and double gradings."""
    raws = [r["raw"] for r in results]
    graded = {lv: [rnd for raw in raws for rnd in raw["losses"][lv]] for lv in LEVELS}
    times = [t for raw in raws for t in raw["times"]]
    twice = [tuple(pair) for raw in raws for pair in raw["twice"]]
    return {"variant": results[0]["variant"], "levels": {lv: summary(graded[lv]) for lv in LEVELS},
            "grading_seconds": {"n": len(times), "median": percentile(times, 0.5), "p95": percentile(times, 0.95),
                                "max": max(times)},
            "noise": noise_summary(twice), "cpu_seconds": sum(r["cpu_seconds"] for r in results),
            "raw": {"losses": graded, "times": times, "twice": twice}}


def noise_summary(twice: list[tuple[float, float]]) -> dict:
    """|difference| of the two gradings of each position, and how often they gave the same label."""
    if not twice:  # --noise-share 0: no position was graded twice
        return {"n": 0, "mean_abs": None, "p95": None, "p99": None, "same_label": None}
    diffs = [abs(a - b) for a, b in twice]
    return {"n": len(diffs), "mean_abs": sum(diffs) / len(diffs), "p95": percentile(diffs, 0.95),
            "p99": percentile(diffs, 0.99),
            "same_label": sum(label_for(a) == label_for(b) for a, b in twice) / len(twice)}


def verdict(levels: dict) -> str:
    """The issue's bar: means ordered Beginner > Casual > Skilled > Expert >= Master,
    and the intervals of adjacent levels from Beginner to Expert apart."""
    names = list(levels)
    order = all(levels[a]["mean"] > levels[b]["mean"] for a, b in zip(names[:3], names[1:4])) \
        and levels[names[3]]["mean"] >= levels[names[4]]["mean"]
    parts = [f"order {'met' if order else 'NOT met'}"]
    for a, b in zip(names[:3], names[1:4]):
        apart = levels[a]["low"] > levels[b]["high"]
        parts.append(f"{a} / {b} {'apart' if apart else 'OVERLAP'} ({levels[a]['low']:.3f} vs {levels[b]['high']:.3f})")
    return "; ".join(parts)


def table(result: dict) -> str:
    lines = [f"{result['variant']}, 2 players ({result['cpu_seconds']:.0f} s CPU)", "",
             "| level | graded moves | rounds | points given away per move | 95 % interval | "
             + " | ".join(LABELS.values()) + " |",
             "|---|---|---|---|---|" + "---|" * len(LABELS)]
    for lv, s in result["levels"].items():
        lines.append(f"| {lv} | {s['moves']} | {s['rounds']} | {s['mean']:.3f} | {s['low']:.3f} .. {s['high']:.3f} | "
                     + " | ".join(f"{100 * s['labels'][k]:.1f} %" for k in LABELS) + " |")
    t, nz = result["grading_seconds"], result["noise"]
    if nz["n"]:
        noise = (f"noise over {nz['n']} positions graded twice: mean |difference| {nz['mean_abs']:.3f}, "
                 f"p95 {nz['p95']:.3f}, p99 {nz['p99']:.3f} points; same label {100 * nz['same_label']:.1f} %")
    else:
        noise = "noise not measured: no position was graded twice (--noise-share 0)"
    lines += ["", f"grading time over {t['n']} gradings: median {t['median']:.3f} s, p95 {t['p95']:.3f} s, "
                  f"largest {t['max']:.3f} s",
              noise, verdict(result["levels"])]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moves", action="append", default=[], metavar="VARIANT=N",
                    help="graded moves wanted per level in a variant (repeat); default casino=100")
    ap.add_argument("--share", type=float, default=0.5, help="share of each seat's moves graded")
    ap.add_argument("--noise-share", type=float, default=1.0,
                    help="share of the graded moves graded a second time for the noise (the costliest part)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", help="also write the results to this file")
    ap.add_argument("--merge", nargs="+", metavar="JSON",
                    help="instead of playing, pool earlier runs' --json files (different --seed) per variant")
    args = ap.parse_args(argv)
    if args.merge:
        runs = [r for path in args.merge for r in json.loads(Path(path).read_text())]
        for variant in dict.fromkeys(r["variant"] for r in runs):
            print(table(merged([r for r in runs if r["variant"] == variant])), flush=True)
            print(flush=True)
        return 0
    wanted = [item.partition("=") for item in (args.moves or ["casino=100"])]
    results = []
    for variant, _, n in wanted:
        result = calibrate(variant, int(n), args.share, args.seed, lambda line: print(line, file=sys.stderr),
                           args.noise_share)
        results.append(result)
        print(table(result), flush=True)
        print(flush=True)
        if args.json:  # written after every variant, so a long run keeps what it finished
            Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
