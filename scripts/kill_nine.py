"""Kill the real app with SIGKILL at random moments and check nothing is lost.

    python scripts/kill_nine.py [--runs 40] [--seed 1] [--dir /tmp/kill9] [--odd-name]

Launches ``python -m casino_desktop --computer-plays-human --report-moves``
(offscreen; a computer plays the person's seat with the autosave on; one
flushed line per event on stdout), kills it with SIGKILL at a random moment
-- early (the first second), at a random time, a few milliseconds after a
move (while the autosave is being written), or just after a match ends
(while the autosave is cleared and a new match starts) -- and relaunches,
``runs`` times.  After each kill it checks:

* the autosave, when there is one, loads (0 corrupt files), and no damaged
  autosave was ever moved aside;
* it holds the match last reported and at least every move reported before
  the kill but one (0 games lost beyond the move in flight), and the
  relaunch resumes exactly that match at exactly that move;
* at the end, the statistics store holds no match twice and every match
  reported finished exactly once.

With ``--odd-name`` the person's seat is named, in the settings, with a
lone surrogate (JSON's "\\ud800"), an unpaired code point that once made
every autosave fail.

Prints one line per kill and a summary; exits 1 if anything was lost.
"""
from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

MODES = ("early", "uniform", "after-move", "after-match")
START_TIMEOUT_S = 60.0


@dataclass
class Outcome:
    kills: int = 0
    lost: list[str] = field(default_factory=list)      # games lost beyond the move in flight
    corrupt: list[str] = field(default_factory=list)   # autosaves that did not load
    twice: list[str] = field(default_factory=list)     # matches counted more than once
    missing: list[str] = field(default_factory=list)   # finished matches never counted
    moves: int = 0
    finished: set[str] = field(default_factory=set)
    resumed: int = 0

    @property
    def ok(self) -> bool:
        return not (self.lost or self.corrupt or self.twice or self.missing)

    def summary(self) -> str:
        return (f"{self.kills} kills, {self.moves} moves reported, {self.resumed} resumed, "
                f"{len(self.finished)} matches finished: {len(self.lost)} games lost beyond the move in flight, "
                f"{len(self.corrupt)} corrupt files, {len(self.twice)} matches counted twice, "
                f"{len(self.missing)} finished matches not counted")


class Run:
    """One launch: its stdout lines, read as they come."""

    def __init__(self, env: dict, speed: str):
        cmd = [sys.executable, "-m", "casino_desktop", "--computer-plays-human", "--report-moves", "--speed", speed]
        self.proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        self.errors: list[str] = []
        self.changed = threading.Condition()
        self._threads = [threading.Thread(target=self._read, args=(self.proc.stdout, self.lines), daemon=True),
                         threading.Thread(target=self._read, args=(self.proc.stderr, self.errors), daemon=True)]
        for t in self._threads:
            t.start()

    def _read(self, stream, into: list[str]) -> None:
        for line in stream:
            with self.changed:
                into.append(line.rstrip("\n"))
                self.changed.notify_all()

    def wait_for(self, predicate, timeout: float) -> bool:
        with self.changed:
            return self.changed.wait_for(lambda: predicate(self.lines) or self.proc.poll() is not None, timeout)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        for t in self._threads:
            t.join(10)


def last_position(lines: list[str]) -> tuple[str | None, int, bool]:
    """(match id, moves reported, finished) of the last match reported."""
    match, ply, over = None, 0, False
    for line in lines:
        words = line.split()
        if len(words) == 4 and words[0] == "start":
            match, ply, over = words[2], int(words[3]), False
        elif len(words) == 3 and words[0] == "ply":
            match, ply = words[2], int(words[1])
        elif len(words) == 2 and words[0] == "over":
            over = True
    return match, ply, over


def kill_at_random(run: Run, rng: random.Random, mode: str) -> None:
    if mode == "early":
        time.sleep(rng.uniform(0.0, 1.0))
    elif mode == "uniform":
        run.wait_for(lambda ls: False, rng.uniform(0.5, 6.0))
    elif mode == "after-move":
        started = len(run.lines)
        target = rng.randint(1, 40)
        run.wait_for(lambda ls: sum(1 for x in ls[started:] if x.startswith("ply")) >= target, START_TIMEOUT_S)
        time.sleep(rng.uniform(0.0, 0.015))
    else:  # after-match
        started = len(run.lines)
        run.wait_for(lambda ls: any(x.startswith("over") for x in ls[started:]), 10 * START_TIMEOUT_S)
        time.sleep(rng.uniform(0.0, 0.05))
    run.kill()


def find_saves(home: Path) -> Path | None:
    """The app's saves folder, wherever this version keeps it under ``home``."""
    found = sorted(home.rglob("autosave*.casino.json"))
    return found[0].parent if found else None


def check_autosave(saves: Path | None, lines: list[str], out: Outcome, label: str) -> tuple[str | None, int | None]:
    """(match id, moves) in the autosave after a kill, checked against the report."""
    from casino_desktop.core.safe_json import InputRefused
    from casino_desktop.qt.game.files import load_game_file
    match, ply, over = last_position(lines)
    damaged = sorted(p.name for p in saves.glob("autosave.damaged-*")) if saves else []
    if damaged:
        out.corrupt.append(f"{label}: a damaged autosave was moved aside ({', '.join(damaged)})")
    path = saves / "autosave.casino.json" if saves else None
    if path is None or not path.exists():
        # Allowed only with no match under way: just finished, or begun but
        # not yet written (the "move in flight" of a new match).
        if match is not None and not over and ply > 0:
            out.lost.append(f"{label}: no autosave, but match {match} had {ply} moves")
        return None, None
    try:
        _setup, record, _state = load_game_file(path)
    except InputRefused as err:
        out.corrupt.append(f"{label}: the autosave does not load: {err}")
        return None, None
    saved = len(record.moves)
    if match is None:
        return record.match_id, saved
    if record.match_id != match:
        if not (ply == 0 and not over):  # a new match whose first save was in flight
            out.lost.append(f"{label}: the autosave holds match {record.match_id}, not {match}")
    elif not over and saved < ply - 1:
        out.lost.append(f"{label}: the autosave holds {saved} moves of {ply} reported")
    elif saved > ply:
        out.lost.append(f"{label}: the autosave holds {saved} moves but only {ply} were reported")
    return record.match_id, saved


ODD_SEATS = '[["human", "casual", "Ann\\ud800"], ["computer", "casual", ""]]'  # JSON text: a lone surrogate


def name_the_seat_oddly(config_home: Path) -> None:
    """The settings the first launch reads: a person named with a lone surrogate."""
    from PySide6.QtCore import QCoreApplication, QSettings
    QCoreApplication.instance() or QCoreApplication([])
    settings = QSettings(str(config_home / "CasinoDesktop" / "casino-desktop.conf"), QSettings.Format.IniFormat)
    settings.setValue("game/seats", ODD_SEATS)
    settings.setValue("game/variant", "casino")
    settings.sync()


def run_kills(runs: int = 40, seed: int = 1, folder: str | None = None, speed: str = "instant",
              log=print, odd_name: bool = False) -> Outcome:
    rng = random.Random(seed)
    home = Path(folder or tempfile.mkdtemp(prefix="kill9-"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
        os.environ[name] = env[name]  # the statistics store is read in this process too
        Path(env[name]).mkdir(parents=True, exist_ok=True)
    if odd_name:
        name_the_seat_oddly(Path(env["XDG_CONFIG_HOME"]))
    out = Outcome()
    expected: tuple[str | None, int | None] = (None, None)
    for i in range(runs):
        mode = MODES[i] if i < len(MODES) else rng.choice(MODES)  # every kind at least once
        run = Run(env, speed)
        if not run.wait_for(lambda ls: bool(ls), START_TIMEOUT_S):
            out.lost.append(f"kill {i + 1}: the app did not start: {' | '.join(run.errors[-3:])}")
            run.kill()
            break
        first = run.lines[0].split()
        if expected[0] is not None:
            if first[:2] != ["start", "resumed"] or first[2] != expected[0] or int(first[3]) != expected[1]:
                out.lost.append(f"kill {i + 1}: expected to resume {expected[0]} at move {expected[1]}, "
                                f"but the app began with '{run.lines[0]}'")
        elif first[:2] != ["start", "new"]:
            out.lost.append(f"kill {i + 1}: there was no autosave, but the app began with '{run.lines[0]}'")
        out.resumed += first[1] == "resumed"
        kill_at_random(run, rng, mode)
        out.kills += 1
        out.moves += sum(1 for x in run.lines if x.startswith("ply"))
        out.finished |= {x.split()[1] for x in run.lines if x.startswith("over")}
        label = f"kill {i + 1} ({mode})"
        expected = check_autosave(find_saves(home), run.lines, out, label)
        match, ply, over = last_position(run.lines)
        log(f"{label}: last reported {match} move {ply}{' (over)' if over else ''}; "
            f"autosave {expected[0]} with {expected[1]} moves")
        tracebacks = [e for e in run.errors if "Traceback" in e]
        if tracebacks:
            out.corrupt.append(f"{label}: the app printed a traceback")
    return out


def check_statistics(out: Outcome) -> None:
    """No match counted twice, every finished match counted once (the
    statistics store is the SQLite one, keyed by match id)."""
    from casino_desktop.storage.stats_store import open_default_store
    store = open_default_store()
    ids = [match_id for match_id, _outcome in store.match_outcomes()]
    seen: set[str] = set()
    for match_id in ids:
        if match_id in seen:
            out.twice.append(match_id)
        seen.add(match_id)
    out.missing += sorted(m for m in out.finished if m not in seen)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--dir", default=None, help="where the app's folders go (default: a new temp folder)")
    p.add_argument("--speed", default="instant", choices=("instant", "fast", "normal"))
    p.add_argument("--odd-name", action="store_true", help="name the person's seat with a lone surrogate")
    args = p.parse_args(argv)
    out = run_kills(args.runs, args.seed, args.dir, args.speed, odd_name=args.odd_name)
    try:
        check_statistics(out)
    except ImportError:
        print("statistics NOT checked: casino_desktop.storage.stats_store is not on this branch")
        print(out.summary())
        return 2
    print(out.summary())
    for problem in out.lost + out.corrupt + out.twice + out.missing:
        print("  " + problem)
    return 0 if out.ok else 1


if __name__ == "__main__":
    sys.exit(main())
