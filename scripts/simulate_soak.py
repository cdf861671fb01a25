"""Soak of ``cli simulate``: one process plays match after match; do the
rules core's memo tables and the memory level off?

    python scripts/simulate_soak.py [SECONDS] [--every 30] [--variant casino]

Runs the command line's ``simulate`` one match at a time in this process
(as ``cli simulate --games N`` does, through ``cli.main``) and notes, every
``--every`` seconds, the matches played, the entries in the memo tables
(``scripts/soak.py``'s count) and the resident memory.  Prints one line per
note and exits 1 if the memo entries at the end exceed twice the largest
count of the first note (they grew with every match before ``simulate``
forgot them at each match, as the window does).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from casino_desktop.cli import commands as cli  # noqa: E402  (after sys.path is set)


def memo_entries() -> int:
    from casino_desktop.core import bounded, combos, dealing, tableindex, values
    tables = (combos._SIGNATURES, tableindex.CHOICES, tableindex._TABLES, tableindex._GETTERS,
              tableindex._EXPANSIONS, tableindex._ANSWERS, tableindex._POOLS, dealing._PLANS, bounded._TAKEN)
    return sum(len(t) for t in tables) + sum(len(vt.hand_plans) for vt in list(values._ALIVE))


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def soak(seconds: float, every: float, variant: str, log=print) -> list[tuple[float, int, int, float]]:
    """Notes (seconds, matches, memo entries, RSS MB)."""
    notes = []
    start = time.perf_counter()
    next_note = every
    games = 0
    with contextlib.redirect_stdout(io.StringIO()):
        # Ten matches per call (``--seed`` moves on), so the loop between calls costs nothing.
        while time.perf_counter() - start < seconds:
            cli.main(["simulate", "--variant", variant, "--games", "10", "--seed", str(games)])
            games += 10
            elapsed = time.perf_counter() - start
            if elapsed >= next_note:
                notes.append((round(elapsed), games, memo_entries(), round(rss_mb(), 1)))
                print(f"{notes[-1][0]:>5} s  {games:>6} matches  {notes[-1][2]:>8} memo entries  "
                      f"{notes[-1][3]:>6} MB", file=sys.stderr, flush=True)
                next_note += every
    return notes


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("seconds", type=float, nargs="?", default=300)
    p.add_argument("--every", type=float, default=30)
    p.add_argument("--variant", default="casino")
    args = p.parse_args(argv)
    notes = soak(args.seconds, args.every, args.variant)
    if len(notes) < 2:
        return 0
    grew = notes[-1][2] > 2 * max(1, notes[0][2])
    print(f"memo entries {notes[0][2]:,} -> {notes[-1][2]:,}, RSS {notes[0][3]} -> {notes[-1][3]} MB "
          f"over {notes[-1][1]:,} matches: {'GROWING' if grew else 'level'}")
    return 1 if grew else 0


if __name__ == "__main__":
    sys.exit(main())
