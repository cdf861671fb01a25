"""Speed figures of the rules core, all measured in one run.

* legal-move time over a corpus of positions taken from self-play (median,
  p99), and the speed-up over the brute-force reference on the same corpus
  (both must agree on every position, or the figure is meaningless).  The
  reference is this tree's own: it asks every rule the tree knows, so it
  grows slower as rules are added, and the speed-up grows with it.  Compare
  speed-ups of one tree only; across trees compare the generator's own
  times, or instructions (``scripts/speed_gate.py``).  Nor is the reference
  a gauge of the machine's speed: it is code that changes;
* random complete 2-player ``casino`` rounds per second on one core, from
  cold caches (the figure the target is judged on), and again for as long
  with the caches those rounds filled (other games: what a long search sees);
* the pathological table: 20 loose small cards under Royal values, a card
  of value 14 to play;
* the worst tables (``worst_tables``): what the table, a computer player
  and ``check`` ask on long two-deck tables, with time and peak memory.
"""

from __future__ import annotations

import gc
import random
import statistics
import time

from ..core import (CAPTURE, PHASE_PLAY, PHASE_ROUND_OVER, TRAIL, apply, brute_legal_moves, forget_memos, legal_moves,
                    make, make_rules, new_game, next_round)
from .worst_tables import LIMIT_MB, LIMIT_MS, worst_table_figures


def _corpus(n_games: int, seed: int) -> list:
    """Positions met in random self-play of casino and royal casino (2-4 players)."""
    out = []
    rng = random.Random(seed)
    for g in range(n_games):
        variant = ("casino", "royal-casino")[g % 2]
        players = 2 + g % 3
        s = new_game(make_rules(variant), players, False, seed + g)
        while s.round_index == 0 and s.phase == PHASE_PLAY:
            out.append(s.clone())
            apply(s, rng.choice(legal_moves(s)))
    return out


def _key(m) -> tuple:
    return (m.kind, m.card, m.loose, tuple(sorted(m.builds)), 0 if m.kind in (CAPTURE, TRAIL) else m.value)


def _time_each(fn, positions, repeat: int) -> list[float]:
    times = []
    clock = time.perf_counter
    for s in positions:
        best = float("inf")
        for _ in range(repeat):
            t0 = clock()
            fn(s)
            best = min(best, clock() - t0)
        times.append(best)
    return times


def _paired_times(positions, repeat: int) -> tuple[list[float], list[float]]:
    """The generator and the reference timed alike on the same positions:
    the best of ``repeat`` runs each, position by position in turn, so that
    a change of the machine's speed during the run hits both the same."""
    fast, slow = [], []
    clock = time.perf_counter
    for s in positions:
        best_fast = best_slow = float("inf")
        for _ in range(repeat):
            t0 = clock()
            legal_moves(s)
            t1 = clock()
            brute_legal_moves(s)
            t2 = clock()
            best_fast = min(best_fast, t1 - t0)
            best_slow = min(best_slow, t2 - t1)
        fast.append(best_fast)
        slow.append(best_slow)
    return fast, slow


def random_rounds_per_second(seconds: float, seed: int = 1) -> tuple[float, int]:
    """Complete random rounds of 2-player ``casino``, as a match plays them:
    each round is dealt, played out with a uniformly random legal move at
    every ply (full move generation each time) and scored; the next round
    of the match follows, and a new game (with its first-dealer draw) when
    the match is over."""
    rules = make_rules("casino")
    # ``int(random() * n)`` is a uniform index (its bias is below n / 2**53)
    # at a third of the cost of ``random.choice``, which goes through two
    # Python-level calls per ply.
    rnd = random.Random(seed).random
    rounds = 0
    games = 1
    start = time.perf_counter()
    s = new_game(rules, 2, False, seed)
    while time.perf_counter() - start < seconds:
        while s.phase == PHASE_PLAY:
            moves = legal_moves(s)
            apply(s, moves[int(rnd() * len(moves))])
        rounds += 1
        if s.phase == PHASE_ROUND_OVER:
            next_round(s)
        else:
            s = new_game(rules, 2, False, seed + games)
            games += 1
    elapsed = time.perf_counter() - start
    return rounds / elapsed, rounds


def pathological_ms() -> tuple[float, int]:
    s = new_game(make_rules("royal-casino"), 2, False, 0)
    s.loose = [make(rank, suit) for rank in range(5) for suit in range(4)]  # all A-5: 20 cards
    s.builds = []
    s.hands[s.to_move] = [make(0, 0)]  # an ace, played as 14 (or 1)
    best = float("inf")
    count = 0
    for _ in range(3):
        forget_memos()
        t0 = time.perf_counter()
        count = len(legal_moves(s))
        best = min(best, time.perf_counter() - t0)
    return best * 1000, count


def run_bench(quick: bool = False) -> dict:
    positions = _corpus(40 if quick else 400, seed=11)
    for s in positions:  # the reference and the generator agree, or nothing counts
        mine = {_key(m) for m in legal_moves(s)}
        if mine != brute_legal_moves(s):
            raise AssertionError(f"generator and reference disagree on {s!r}")
    forget_memos()
    # Cold caches would flatter nobody: time each position several times and
    # keep the best, as timeit does, for both implementations alike.
    fast = _time_each(legal_moves, positions, repeat=5)
    q = statistics.quantiles(fast, n=100)
    # The speed-up: both timed the same way on every 8th position.  (The
    # reference used to run once against the generator's best of five, which
    # let one slow moment of the machine inflate it.)
    brute_sample = positions[:: 4 if quick else 8]
    fast_sample, slow = _paired_times(brute_sample, repeat=3)
    # The rounds figure is the engine alone: 19,200 corpus states and the
    # caches they filled would otherwise stay alive, and every full garbage
    # collection during the rounds would walk them (measured: ~10% slower).
    corpus_size = len(positions)
    del positions, brute_sample
    forget_memos()
    gc.collect()
    rate, rounds = random_rounds_per_second(1.0 if quick else 5.0)
    # Other deals and other random moves than the cold run's (seeds far
    # apart), so that the warm figure is not the same rounds met again.
    warm_rate, _ = random_rounds_per_second(1.0 if quick else 5.0, seed=1_000_001)
    patho, patho_moves = pathological_ms()
    worst = worst_table_figures(quick)
    return {
        "corpus_positions": corpus_size,
        "legal_moves_median_us": round(statistics.median(fast) * 1e6, 1),
        "legal_moves_p99_us": round(q[98] * 1e6, 1),
        "speedup_over_bruteforce": round(sum(slow) / sum(fast_sample), 1),
        "bruteforce_median_us": round(statistics.median(slow) * 1e6, 1),
        "random_casino_rounds_per_second": round(rate, 1),
        "random_rounds_played": rounds,
        "random_casino_rounds_per_second_warm": round(warm_rate, 1),
        "pathological_table_ms": round(patho, 1),
        "pathological_table_moves": patho_moves,
        "worst_tables": worst,
        "worst_tables_within_bound": all(row["within_bound"] for row in worst),
        "targets": {"median_us": 30, "p99_us": 1000, "rounds_per_second": 2000, "pathological_ms": 50,
                    "worst_table_ms": LIMIT_MS, "worst_table_peak_mb": LIMIT_MB},
    }
