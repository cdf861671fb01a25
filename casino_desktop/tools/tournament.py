"""Duplicate-deal tournaments between two levels, so that luck cancels.

Every seed is a *match* played once per seat pattern: with two sides A and B
swap seats (2 players, or partnerships); with three players A takes each seat
in turn; with four individuals A sits 0 and 2, then 1 and 3.  Round k of a
match always uses the deck ``shuffled_deck(seed, k)`` and the same dealer, so
round k of every pattern is the same deal: the duplicate unit.  Points per
round compare A and B on rounds that every pattern of the seed reached
(matches of unequal length leave the extra rounds unpaired; they still count
for the game result).  ``deals`` is the number of such duplicate rounds.

Also recorded: each level's decision times, and how often it left a sweep to
the next rival when it need not have (``sanity``).
"""

from __future__ import annotations

import json
import multiprocessing
import random
import signal
import sys
import time

from ..core import PHASE_MATCH_OVER, PHASE_PLAY, apply, make_rules, new_game, next_round
from ..cli.stdin_input import InputError, sentence_of
from ..storage.atomic_file import write_atomically
from ..ai.levels import make_player
from ..ai.sanity import sweep_gift
from .stats import cluster_mean, time_summary, wilson
from .tournament_args import OUT_FILE, checked_arguments
from ..ai.valuation import valuation_for

MAX_ROUNDS = 40  # a match still tied after this many rounds is a draw


def seat_patterns(players: int, partnerships: bool) -> list[tuple[str, ...]]:
    if players == 2 or partnerships:
        one = tuple("A" if s % 2 == 0 else "B" for s in range(players))
        two = tuple("B" if x == "A" else "A" for x in one)
        return [one, two]
    if players == 3:
        return [tuple("A" if s == i else "B" for s in range(3)) for i in range(3)]
    return [("A", "B", "A", "B"), ("B", "A", "B", "A")]


def _play_match(rules, players, partnerships, seed, pattern, engines, budgets, sweeps_score):
    """One match; returns per-round A-minus-B points, the result, timings."""
    state = new_game(rules, players, partnerships, seed)
    a_sides = sorted({state.side_of(s) for s in range(players) if pattern[s] == "A"})
    b_sides = sorted({state.side_of(s) for s in range(players) if pattern[s] == "B"})
    times: dict[str, list[float]] = {"A": [], "B": []}
    gifts = {"A": [0, 0, 0], "B": [0, 0, 0]}  # decisions judged, gifts, avoidable gifts
    diffs = []
    rounds = 0
    while True:
        if state.phase == PHASE_PLAY:
            seat = state.to_move
            who = pattern[seat]
            player = engines[who]
            seen = state.clone() if getattr(player, "sees_all", False) else state.information_view(seat)
            rng = random.Random((seed * 7919 + rounds) * 1009 + state.ply)
            t0 = time.perf_counter()
            move = player.choose(seen, rng, budgets[who], None)
            times[who].append(time.perf_counter() - t0)
            judged = sweep_gift(state, move, sweeps_score)
            if judged is not None:
                g = gifts[who]
                g[0] += 1
                g[1] += judged[0]
                g[2] += judged[0] and judged[1]
            apply(state, move)
            continue
        res = state.round_results[-1]["totals"]
        a = sum(res[i] for i in a_sides) / len(a_sides)
        b = sum(res[i] for i in b_sides) / len(b_sides)
        diffs.append(a - b)
        rounds += 1
        if state.phase == PHASE_MATCH_OVER or rounds >= MAX_ROUNDS:
            break
        next_round(state)
    if state.winner is None:
        outcome = 0.5
    else:
        outcome = 1.0 if state.winner in a_sides else 0.0
    return diffs, outcome, times, gifts


def play_seed(task) -> dict:
    """Every seat pattern of one seed (one unit of work for a process)."""
    variant, options, players, partnerships, a, b, seed, budgets = task
    rules = make_rules(variant, options)
    engines = {"A": make_player(a), "B": make_player(b)}
    budget = {"A": budgets[0] if budgets[0] is not None else getattr(engines["A"], "budget", 1.0),
              "B": budgets[1] if budgets[1] is not None else getattr(engines["B"], "budget", 1.0)}
    sweeps_score = valuation_for(rules, 2 if partnerships else players).sweep_points > 0
    per_pattern = []
    outcomes = []
    times: dict[str, list[float]] = {"A": [], "B": []}
    gifts = {"A": [0, 0, 0], "B": [0, 0, 0]}
    for pattern in seat_patterns(players, partnerships):
        diffs, outcome, t, g = _play_match(rules, players, partnerships, seed, pattern, engines, budget,
                                           sweeps_score)
        per_pattern.append(diffs)
        outcomes.append(outcome)
        for k in "AB":
            times[k].extend(t[k])
            gifts[k] = [x + y for x, y in zip(gifts[k], g[k])]
    paired = min(len(d) for d in per_pattern)
    total = sum(sum(d[:paired]) for d in per_pattern) / len(per_pattern)
    unpaired = sum(len(d) - paired for d in per_pattern)
    return {"seed": seed, "paired": paired, "sum": total, "unpaired": unpaired, "outcomes": outcomes,
            "times": times, "gifts": gifts, "sweeps_score": sweeps_score}


def _tasks(variant, options, players, partnerships, a, b, seed, budgets):
    s = seed
    while True:
        yield (variant, options, players, partnerships, a, b, s, budgets)
        s += 1


def run_tournament(variant: str, players: int, partnerships: bool, a: str, b: str, deals: int,
                   seed: int = 0, jobs: int = 1, options: dict | None = None,
                   budget_a: float | None = None, budget_b: float | None = None,
                   progress=None) -> dict:
    """Play seeds from ``seed`` on until ``deals`` duplicate rounds are paired.

    ``progress(summary_dict)`` is called after every seed (for logs and
    checkpoints).  Results depend only on the arguments (and, for levels that
    hit their time budget, on the machine's speed).
    """
    started = time.time()
    budgets = (budget_a, budget_b)
    gen = _tasks(variant, options or {}, players, partnerships, a, b, seed, budgets)
    results: list[dict] = []
    paired = 0

    def consume(r):
        nonlocal paired
        results.append(r)
        paired += r["paired"]
        if progress is not None:
            progress(summarise(results, variant, options, players, partnerships, a, b, seed, started))

    if jobs <= 1:
        while paired < deals:
            consume(play_seed(next(gen)))
    else:
        with multiprocessing.get_context("spawn").Pool(jobs, initializer=_ignore_interrupt) as pool:
            while paired < deals:
                batch = [next(gen) for _ in range(jobs)]
                for r in pool.imap(play_seed, batch):
                    if paired >= deals:
                        break  # keep the result identical to the serial run
                    consume(r)
    return summarise(results, variant, options, players, partnerships, a, b, seed, started)


def summarise(results, variant, options, players, partnerships, a, b, seed, started) -> dict:
    points = cluster_mean([r["sum"] for r in results], [r["paired"] for r in results])
    outcomes = [o for r in results for o in r["outcomes"]]
    won = sum(1 for o in outcomes if o == 1.0)
    lost = sum(1 for o in outcomes if o == 0.0)
    drawn = len(outcomes) - won - lost
    win = wilson(won + 0.5 * drawn, len(outcomes))
    sides_a = 1 if (players == 2 or partnerships) else (2 if players == 4 else 1)
    times = {}
    sanity = {}
    for key, level in (("A", a), ("B", b)):
        label = level if a != b else f"{level} ({key})"
        times[label] = time_summary([t for r in results for t in r["times"][key]])
        g = [sum(r["gifts"][key][i] for r in results) for i in range(3)]
        sweeps = results and results[0]["sweeps_score"]
        sanity[label] = ({"decisions": g[0], "gifts": g[1], "avoidable": g[2],
                          "avoidable_rate": g[2] / g[0] if g[0] else None} if sweeps else None)
    return {
        "variant": variant, "options": options or {}, "players": players, "partnerships": partnerships,
        "a": a, "b": b, "seed": seed, "seeds": len(results), "deals": points["n"],
        "unpaired_rounds": sum(r["unpaired"] for r in results),
        "points_per_round_a_minus_b": points,
        "games": {"played": len(outcomes), "a_won": won, "b_won": lost, "drawn": drawn,
                  "a_win_rate": win, "parity": sides_a / (2 if (players == 2 or partnerships) else players)},
        "decision_time_s": times, "sanity": sanity, "elapsed_s": round(time.time() - started, 1),
        # per seed: [seed, paired rounds, sum of A-B over them], for paired comparisons between runs
        "per_seed": [[r["seed"], r["paired"], round(r["sum"], 4)] for r in results],
    }


def readable(summary: dict) -> str:
    p = summary["points_per_round_a_minus_b"]
    g = summary["games"]
    lines = [f"{summary['variant']}, {summary['players']} players"
             + (" in partnerships" if summary["partnerships"] else "")
             + f": {summary['a']} (A) vs {summary['b']} (B), {summary['deals']} duplicate deals"
             + f" from {summary['seeds']} seeds, {summary['elapsed_s']} s"]
    if p["mean"] is not None:
        ci = (f"95% CI {p['ci95'][0]:+.2f} .. {p['ci95'][1]:+.2f}" if p["ci95"][0] is not None
              else "no interval from a single seed")
        lines.append(f"  points per round, A - B: {p['mean']:+.2f}  ({ci})")
    w = g["a_win_rate"]
    if w["rate"] is not None:
        lines.append(f"  games: A won {g['a_won']}, B won {g['b_won']}, drawn {g['drawn']} of {g['played']};"
                     f" A win rate {100 * w['rate']:.1f}% (95% CI {100 * w['ci95'][0]:.1f}..{100 * w['ci95'][1]:.1f}%,"
                     f" parity {100 * g['parity']:.0f}%)")
    for level, t in summary["decision_time_s"].items():
        if t["n"]:
            lines.append(f"  {level}: decision time p50 {t['p50'] * 1000:.1f} ms, p95 {t['p95'] * 1000:.1f} ms,"
                         f" max {t['max'] * 1000:.1f} ms over {t['n']} decisions")
    for level, s in summary["sanity"].items():
        if s and s["decisions"]:
            lines.append(f"  {level}: left a sweep to the next rival {s['gifts']} times, avoidably {s['avoidable']}"
                         f" ({100 * s['avoidable_rate']:.2f}% of {s['decisions']} decisions)")
    return "\n".join(lines)


def _ignore_interrupt() -> None:
    """A worker's start: Ctrl+C reaches every process of the terminal, and
    each worker printed its own KeyboardInterrupt traceback; the parent alone
    stops, and its pool ends the workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _write_json(path, summary: dict) -> None:
    """The result file, whole or not at all (a kill mid-write left half a file)."""
    write_atomically(path, (json.dumps(summary, indent=1) + "\n").encode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    try:
        args = checked_arguments(sys.argv[1:] if argv is None else argv)
    except InputError as err:
        print("error: " + " ".join(sentence_of(err).split()), file=sys.stderr)
        return 2
    # A killed run must take its worker processes with it: SIGTERM becomes
    # SystemExit, so the pool's context manager terminates them.
    try:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    except ValueError:
        pass  # not the main thread: the caller owns signal handling

    def progress(summary):
        if args.out:
            _write_json(args.out, summary)
        if not args.quiet:
            p = summary["points_per_round_a_minus_b"]
            mean = "n/a" if p["mean"] is None else f"{p['mean']:+.2f}"
            print(f"[{summary['elapsed_s']:.0f}s] seeds {summary['seeds']} deals {summary['deals']} A-B {mean}",
                  file=sys.stderr, flush=True)

    try:
        summary = run_tournament(args.variant, args.players, args.partnerships, args.a, args.b, args.deals,
                                 args.seed, args.jobs, args.options, args.budget_a, args.budget_b,
                                 progress)
        summary["command"] = "tournament " + " ".join(argv if argv is not None else sys.argv[1:])
        if args.out:
            _write_json(args.out, summary)
    except OSError:  # the disk filled, or the folder went, while the match was played
        print("error: " + OUT_FILE.format(path=args.out), file=sys.stderr)
        return 2
    # Standard output is the JSON alone, for programs (json.load); the
    # summary for a person goes with the progress lines.
    print(json.dumps(summary, indent=1))
    if not args.quiet:
        print(readable(summary), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
