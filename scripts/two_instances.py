"""Start the real app twice at once on one home folder and count what is lost.

    python scripts/two_instances.py [--runs 10] [--play 6] [--tree PATH] [--dir HOME]

Each run starts two ``python -m casino_desktop --computer-plays-human
--report-moves --speed instant`` together (offscreen; a computer plays the
person's seat, saving is on, one line per event on stdout) on the same
home folder, lets them play for ``--play`` seconds and then quits both the
way a player does (the window is closed: SIGTERM is turned into a close by
a small wrapper, so the same script measures any version of the app).
The home folder is kept from run to run, so from the second run on both
starts find the same unfinished match.

After each run it counts, for each start that was still in an unfinished
match when it quit, whether the autosave holds that match with every move
it reported (otherwise the game is lost: the next start cannot bring it
back), and the temporary files left in the saves folder.  ``--tree`` runs
another checkout (``git worktree add /tmp/orig c79a74f``: the version
before one instance per folder).  Exits 1 if a game was lost or a
temporary file was left.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

START_WAIT_S = 60.0
QUIT_WAIT_S = 30.0
# SIGTERM closes the window as a player would (closeEvent writes the last
# autosave); the old versions had no such hook, so it is added from outside.
WRAPPER = """
import signal, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

def close_windows(*_):
    app = QApplication.instance()
    if app is not None:
        QTimer.singleShot(0, lambda: [w.close() for w in app.topLevelWidgets() if w.objectName() == "mainWindow"])

signal.signal(signal.SIGTERM, close_windows)
from casino_desktop.app import main
sys.exit(main(sys.argv[1:]))
"""


class Start:
    def __init__(self, tree: Path, env: dict):
        cmd = [sys.executable, "-c", WRAPPER, "--computer-plays-human", "--report-moves", "--speed", "instant"]
        self.proc = subprocess.Popen(cmd, cwd=tree, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True)
        self.lines: list[str] = []
        self.errors: list[str] = []
        self._readers = [threading.Thread(target=self._read, args=(self.proc.stdout, self.lines), daemon=True),
                         threading.Thread(target=self._read, args=(self.proc.stderr, self.errors), daemon=True)]
        for t in self._readers:
            t.start()

    @staticmethod
    def _read(stream, into: list[str]) -> None:
        for line in stream:
            into.append(line.rstrip("\n"))

    def quit(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(QUIT_WAIT_S)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for t in self._readers:
            t.join(5)
        return self.proc.returncode

    def last_match(self) -> tuple[str | None, int, bool]:
        """(match id, moves it had, finished) of the last match this start played."""
        match, ply, over = None, 0, False
        for line in self.lines:
            words = line.split()
            if len(words) == 4 and words[0] == "start":
                match, ply, over = words[2], int(words[3]), False
            elif len(words) == 3 and words[0] == "ply":
                match, ply = words[2], int(words[1])
            elif len(words) == 2 and words[0] == "over":
                over = True
        return match, ply, over


def saved_match(saves: Path) -> tuple[str | None, int]:
    """(match id, moves) in the autosave, read as JSON (any version's record)."""
    path = saves / "autosave.casino.json"
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, 0
    return record.get("match_id"), len(record.get("moves", []))


def temporaries(saves: Path) -> list[str]:
    try:
        return sorted(p.name for p in saves.iterdir() if p.name.endswith(".tmp"))
    except OSError:
        return []


def run(runs: int, play_s: float, tree: Path, home: Path, log=print) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree), HOME=str(home))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
    saves = home / "xdg_data_home" / "CasinoDesktop" / "casino-desktop" / "saves"
    totals = {"runs": 0, "starts": 0, "windows": 0, "handed_over": 0, "moves": 0, "unfinished": 0,
              "lost": 0, "lost_moves": 0, "tracebacks": 0, "temporaries": 0}
    for i in range(runs):
        pair = [Start(tree, env), Start(tree, env)]
        time.sleep(play_s)
        codes = [s.quit() for s in pair]
        totals["runs"] += 1
        totals["starts"] += 2
        saved_id, saved_moves = saved_match(saves)
        notes = []
        for n, start in enumerate(pair):
            moves = sum(1 for x in start.lines if x.startswith("ply"))
            totals["moves"] += moves
            if start.lines:
                totals["windows"] += 1
            elif codes[n] == 0 and any("already open" in e for e in start.errors):
                totals["handed_over"] += 1
            totals["tracebacks"] += any("Traceback" in e for e in start.errors)
            match, ply, over = start.last_match()
            if match is None or over or ply == 0:
                continue
            totals["unfinished"] += 1
            if saved_id != match or saved_moves < ply:
                totals["lost"] += 1
                totals["lost_moves"] += ply
                notes.append(f"start {n + 1}'s match {match[:8]} ({ply} moves) lost")
        left = temporaries(saves)
        totals["temporaries"] = len(left)
        log(f"run {i + 1}: moves {[sum(1 for x in s.lines if x.startswith('ply')) for s in pair]}, exit codes {codes}, "
            f"autosave {str(saved_id)[:8]} with {saved_moves} moves; {'; '.join(notes) or 'nothing lost'}; "
            f"{len(left)} temporary files in the saves folder")
    return totals


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--play", type=float, default=6.0, help="seconds both starts play before quitting")
    p.add_argument("--tree", default=str(Path(__file__).resolve().parents[1]), help="the checkout to run")
    p.add_argument("--dir", default=None, help="the home folder (default: a new temp folder)")
    args = p.parse_args(argv)
    home = Path(args.dir or tempfile.mkdtemp(prefix="two-instances-"))
    totals = run(args.runs, args.play, Path(args.tree), home)
    print(f"{totals['runs']} runs, {totals['starts']} starts: {totals['windows']} windows played, "
          f"{totals['handed_over']} starts handed over to the open window, {totals['moves']} moves; "
          f"{totals['unfinished']} unfinished games at quitting, {totals['lost']} lost "
          f"({totals['lost_moves']} moves); {totals['temporaries']} temporary files left; "
          f"{totals['tracebacks']} starts printed a traceback")
    return 1 if totals["lost"] or totals["temporaries"] or totals["tracebacks"] else 0


if __name__ == "__main__":
    sys.exit(main())
