"""How long the window freezes while the longest legal match comes back.

    python scripts/long_resume.py [--tree PATH] [--record FILE] [--seeds 3] [--open]

Plays the longest match the house rules allow (``longest_matches.py
--house-rules``: four random players, seeds 0..seeds-1, the longest kept),
stops it one move before its end, writes it as the autosave of a fresh data
folder and starts a real window (offscreen) on it.  While the game comes
back, a zero-interval timer counts the turns of the window's event loop and
the longest gap between two of them (the longest freeze).  Also checks the
game that came back equals a replay of the record.  ``--tree`` measures
another checkout (``git worktree add /tmp/orig c79a74f``); ``--record``
keeps the record between runs (it takes a while to play).  ``--open``: the
record is not the autosave but a file chosen in Game › Open (the file dialog
answered with it), in a window that has no game yet.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent


def longest_record(seeds: int):
    """(seed, move texts) of the longest of ``seeds`` matches, one move short of its end."""
    sys.path.insert(0, str(HERE))
    from longest_matches import HOUSE_RULES_WORST
    from casino_desktop.ai import RandomPlayer
    from casino_desktop.core import make_rules, new_game, next_round
    from casino_desktop.core.play import apply
    rules = make_rules("casino", HOUSE_RULES_WORST)
    best: tuple[int, list[str]] = (0, [])
    for seed in range(seeds):
        state, rng, texts = new_game(rules, 4, False, seed), random.Random(seed), []
        while state.phase != "match_over":
            if state.phase == "round_over":
                next_round(state)
                continue
            move = RandomPlayer().choose(state.information_view(state.to_move), rng, 0.0)
            texts.append(move.text(show_value=True))
            apply(state, move)
        print(f"seed {seed}: {len(texts)} moves", flush=True)
        if len(texts) > len(best[1]):
            best = (seed, texts)
    return best[0], best[1][:-1], HOUSE_RULES_WORST


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tree", default=str(HERE.parent))
    p.add_argument("--record", default=None, help="where the record is kept (made if missing)")
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--open", action="store_true", help="open the record with Game › Open instead of resuming it")
    args = p.parse_args(argv)
    sys.path.insert(0, str(Path(args.tree).resolve()))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="long-resume-"))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = str(home / name.lower())
    import casino_desktop
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication
    from casino_desktop.app import _make_app
    from casino_desktop.qt.game.autosaver import autosave_path
    from casino_desktop.qt.game.files import load_game_file, record_of
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.main_window import MainWindow
    print(f"tree: {Path(casino_desktop.__file__).parent}")
    app = _make_app([sys.argv[0]], migrate=False)
    record_file = Path(args.record) if args.record else None
    if record_file and record_file.exists():
        data = record_file.read_bytes()
    else:
        seed, texts, options = longest_record(args.seeds)
        setup = GameSetup("casino", options, 4, False, [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "random")] * 3)
        data = record_of(setup, seed, texts, uuid.uuid4().hex).to_json().encode("utf-8")
        if record_file:
            record_file.write_bytes(data)
    opened = home / "long.casino.json"  # what Game › Open is answered with
    if args.open:
        from PySide6.QtWidgets import QFileDialog
        opened.write_bytes(data)
        QFileDialog.getOpenFileName = staticmethod(lambda *a, **k: (str(opened), ""))
    else:
        autosave_path().write_bytes(data)
    window = MainWindow()
    window.show()
    clock, ticks, gaps = QElapsedTimer(), [], []
    last = [0]

    def tick():
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now
        ticks.append(now)
    ticker = QTimer()
    ticker.setInterval(0)
    ticker.timeout.connect(tick)
    ticker.start()
    app.processEvents()
    clock.start()
    last[0] = 0
    gaps.clear()
    ticks.clear()
    expected = len(json.loads(data)["moves"])
    if args.open:
        window.open_game()
    else:
        window.resume_or_start()
    returned_ms = clock.elapsed()
    while (getattr(window, "resuming", None) is not None or getattr(window, "opening", None) is not None
           or window.controller.state is None or len(window.controller.moves) < expected):
        app.processEvents()
        time.sleep(0.001)
    back_ms = clock.elapsed()
    gaps.append(back_ms - last[0])
    ticker.stop()
    _setup, record, state = load_game_file(opened if args.open else autosave_path())
    same = window.controller.state == state and window.controller.moves == record.moves
    how = "open_game" if args.open else "resume_or_start"
    print(f"{len(record.moves)} moves: {how} returned after {returned_ms} ms, the game was back after "
          f"{back_ms} ms; {len(ticks)} event-loop turns meanwhile, longest freeze {max(gaps)} ms; "
          f"equal to a replay of the record: {same}")
    window.close()
    QApplication.instance().processEvents()
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
