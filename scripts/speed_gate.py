"""The speed gate: instructions per random 2-player ``casino`` round,
counted by callgrind, against the figure recorded in
``docs/perf/instructions.json``.  It fails when the cold or the warm figure
is more than 3% above the record.

An instruction count does not move with the machine's load (three runs of
one tree agree within 0.02%), so the gate can be strict where a timed bench
cannot: a busy CI machine neither fails a good commit nor passes a slow one.

    python scripts/speed_gate.py                  # check this tree (.ci/run)
    python scripts/speed_gate.py --tree DIR       # check another tree
    python scripts/speed_gate.py --record "why"   # measure, write the record

The record changes only in a commit that says why: the gate fails when the
last commit that changed the record has no ``Speed-figure:`` line in its
message (``--record`` prints the line to use).

Counts depend on the interpreter's build, so the record keeps one figure per
interpreter (``sys.version`` and the machine).  For an interpreter it does
not know, the gate measures the tree of the commit that last changed the
record with this interpreter, and compares the two trees instead.

The workload (in the record): a fresh process plays COLD rounds from cold
caches; another plays WARMUP rounds, then WARM measured ones.  Each round is
a new 2-player game, random legal moves (``random.Random(1).choice``), so
every tree plays the same rounds as long as it makes the same moves.  Only
the measured rounds are counted: they run inside one ``functools.reduce``
call, and callgrind collects inside that C function only.  The workload
uses the public core API only, so it runs on old trees and new alike.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
RECORD = HERE / "docs" / "perf" / "instructions.json"
TRAILER = "Speed-figure:"


def workload(warmup: int, rounds: int) -> None:
    """Run under callgrind: WARMUP rounds uncounted, then ROUNDS counted."""
    import functools
    import random

    from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game

    rules = make_rules("casino")
    choice = random.Random(1).choice
    for g in range(warmup):
        s = new_game(rules, 2, False, 100_000 + g)
        while s.phase == PHASE_PLAY:
            apply(s, choice(legal_moves(s)))

    def one_round(count: int, g: int) -> int:
        s = new_game(rules, 2, False, g)
        while s.phase == PHASE_PLAY:
            apply(s, choice(legal_moves(s)))
        return count + 1

    functools.reduce(one_round, range(rounds), 0)


def interpreter() -> str:
    return f"{sys.version.split()[0]} {' '.join(sys.version.split()[1:])} {platform.machine()}"


def _start(tree: Path, warmup: int, rounds: int, out: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    cmd = ["valgrind", "--tool=callgrind", "--toggle-collect=functools_reduce", f"--callgrind-out-file={out}",
           sys.executable, str(Path(__file__).resolve()), "--workload", str(warmup), str(rounds)]
    # From the scratch folder, so that only ``tree`` can be imported.
    return subprocess.Popen(cmd, cwd=out.parent, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)


def _total(out: Path) -> int:
    text = out.read_text()
    m = re.search(r"^totals:\s*(\d+)", text, re.M) or re.search(r"^summary:\s*(\d+)", text, re.M)
    if not m:
        raise SystemExit(f"speed gate: no instruction total in {out}")
    return int(m.group(1))


def measure(tree: Path, work: dict) -> dict:
    """Instructions per round, cold and warm, for ``tree`` (both runs at once:
    counts do not depend on the load)."""
    with tempfile.TemporaryDirectory(prefix="speed-gate-") as scratch:
        runs = {"cold": (0, work["cold_rounds"]), "warm": (work["warmup_rounds"], work["warm_rounds"])}
        procs = {name: (_start(tree, w, n, Path(scratch) / f"{name}.out"), n) for name, (w, n) in runs.items()}
        figures = {}
        for name, (proc, n) in procs.items():
            _, err = proc.communicate()
            if proc.returncode != 0:
                raise SystemExit(f"speed gate: the {name} run failed on {tree}:\n{err[-2000:]}")
            figures[name] = round(_total(Path(scratch) / f"{name}.out") / n)
        return figures


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(HERE), *args], check=True, capture_output=True, text=True).stdout


def record_commit() -> tuple[str | None, str | None]:
    """The commit that last changed the record, and what is wrong with it
    (None when its message says why)."""
    try:
        if _git("status", "--porcelain", "--", str(RECORD)).strip():
            return None, None  # being recorded now: the commit to come must say why
        log = _git("log", "-1", "--format=%H%n%B", "--", str(RECORD))
    except (OSError, subprocess.CalledProcessError):
        return None, None  # not a git checkout (a source archive): nothing to check
    if not log.strip():
        return None, None
    sha, _, message = log.partition("\n")
    if not any(line.startswith(TRAILER) for line in message.splitlines()):
        return sha, (f"the record {RECORD.relative_to(HERE)} was last changed in {sha[:10]} without a "
                     f"'{TRAILER} <why>' line in the commit message")
    return sha, None


def _tree_of(sha: str, into: Path) -> Path:
    data = subprocess.run(["git", "-C", str(HERE), "archive", sha, "casino_desktop"], check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    return into


def _verdict(figures: dict, reference: dict, limit: float) -> bool:
    ok = True
    for name in ("cold", "warm"):
        ratio = figures[name] / reference[name]
        over = ratio > 1 + limit
        ok = ok and not over
        note = "FAIL: above the limit" if over else ("well below: record it" if ratio < 1 - limit else "ok")
        print(f"  {name}: {figures[name] / 1e3:,.1f} k instructions a round, recorded "
              f"{reference[name] / 1e3:,.1f} k ({(ratio - 1) * 100:+.2f}%, limit +{limit * 100:.0f}%): {note}")
    return ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tree", type=Path, default=HERE, help="the tree to measure (default: this one)")
    ap.add_argument("--record", metavar="WHY", help="measure this tree and write its figure to the record")
    ap.add_argument("--workload", nargs=2, type=int, metavar=("WARMUP", "ROUNDS"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.workload:
        workload(*args.workload)
        return 0
    if shutil.which("valgrind") is None:
        print("speed gate: valgrind is missing (apt-get install valgrind)", file=sys.stderr)
        return 2
    record = json.loads(RECORD.read_text())
    work, limit, key = record["workload"], record["limit"], interpreter()
    tree = args.tree.resolve()
    print(f"speed gate: {tree}, interpreter {key}")
    figures = measure(tree, work)
    if args.record:
        record["figures"][key] = figures
        record["why"] = args.record
        RECORD.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n")
        print(f"  recorded cold {figures['cold']:,}, warm {figures['warm']:,}; commit it with the line\n"
              f"  {TRAILER} {args.record}")
        return 0
    sha, problem = record_commit()
    if problem:
        print(f"  FAIL: {problem}")
        return 1
    reference = record["figures"].get(key)
    if reference is None:
        if sha is None:
            print("  FAIL: no figure for this interpreter and no committed record to measure instead "
                  "(record one with --record)")
            return 1
        print(f"  no figure for this interpreter: measuring the record's commit {sha[:10]} with it")
        with tempfile.TemporaryDirectory(prefix="speed-gate-ref-") as ref:
            reference = measure(_tree_of(sha, Path(ref)), work)
    ok = _verdict(figures, reference, limit)
    print("speed gate: " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
