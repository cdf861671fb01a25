"""Screenshots of the toolbar and of Game › Statistics with a made-up month of
results (streaks and the chart of results over time), under Xvfb.

Run from the repository root, once per screen size; it writes into a
throw-away data folder, never the player's:

    d=$(mktemp -d); XDG_DATA_HOME=$d/data XDG_CONFIG_HOME=$d/config XDG_STATE_HOME=$d/state \
      xvfb-run -a -s "-screen 0 1024x768x24" .venv/bin/python docs/screenshots/statistics_history.py OUT_DIR TAG

writes OUT_DIR/toolbar-TAG.png (the window, its toolbar),
OUT_DIR/statistics-history-TAG.png (the statistics dialog over it) and
OUT_DIR/statistics-dialog-TAG.png (the dialog alone: the README's picture).
"""
import os
import random
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, os.getcwd())
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

out, tag = Path(sys.argv[1]), sys.argv[2]
app = QApplication(sys.argv[:1])
from casino_desktop.qt.main_window import MainWindow  # noqa: E402  (after the QApplication exists)
from casino_desktop.storage.stats_scores import FinalScore  # noqa: E402
from casino_desktop.qt.catalogs import install_language  # noqa: E402

install_language("en")  # as the game does at start: English's dates (QLocale's default is C's without it)

win = MainWindow(settings=QSettings(str(Path(os.environ["XDG_CONFIG_HOME"]) / "shot.ini"),
                                    QSettings.Format.IniFormat))
win.show()
store = win.matches.store
rng = random.Random(7)
start = datetime(2026, 11, 6, 18, tzinfo=timezone.utc)
results = []
for day in range(28):
    if rng.random() < 0.3:
        continue  # a day without a game
    for k in range(rng.randint(1, 4)):
        outcome = rng.choices(["won", "lost", "abandoned"], [0.5 + day / 100, 0.4, 0.1])[0]
        results.append((outcome, start + timedelta(days=day, minutes=20 * k)))
for i, (outcome, _when) in enumerate(results):
    store.start_match(f"{i:032x}", "casino|2|master")
    if outcome == "abandoned":
        store.abandon_match(f"{i:032x}", "casino|2|master")
    else:
        ours, theirs = 21 + rng.randint(0, 6), rng.randint(5, 20)   # the winner reached 21
        scores = (ours, theirs) if outcome == "won" else (theirs, ours)
        store.finish_match(f"{i:032x}", "casino|2|master", outcome == "won",
                           FinalScore(scores, 0, 0 if outcome == "won" else 1))
with sqlite3.connect(store.path) as conn:  # the days they ended on
    for i, (_outcome, when) in enumerate(results):
        conn.execute("UPDATE matches SET ended = ? WHERE match_id = ?",
                     (when.isoformat(timespec="seconds"), f"{i:032x}"))
win.set_speed_quietly("instant")
win.start_game(seed=3)
dialog = None


def window_shot():
    global dialog
    subprocess.run(["import", "-window", "root", str(out / f"toolbar-{tag}.png")], check=True)
    from casino_desktop.qt.dialogs.statistics import StatisticsDialog
    dialog = StatisticsDialog(store, win)
    dialog.show()
    QTimer.singleShot(1500, dialog_shot)


def dialog_shot():
    subprocess.run(["import", "-window", "root", str(out / f"statistics-history-{tag}.png")], check=True)
    dialog.grab().save(str(out / f"statistics-dialog-{tag}.png"))
    app.quit()


QTimer.singleShot(2500, window_shot)
app.exec()
