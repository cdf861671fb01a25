"""Soak: autoplay every preset at every table in ONE window for a while, and
watch for exceptions, Qt warnings and memory that keeps growing.

    QT_QPA_PLATFORM=offscreen python scripts/soak.py [SECONDS] [--json OUT]

One window plays a round of each playable (variant, players, partnerships)
in turn, the computer levels cycling from Beginner to Master, at instant
speed, and starts over when the list is done.  Every minute it notes the
resident memory (VmRSS).  At the end it prints one JSON object: rounds and
moves played, tables covered, exceptions, Qt warnings, and RSS at 1, 5 and
10 minutes (and every minute).  Exit status 1 if anything went wrong.

Why one window: a player leaves the game open for an evening; caches that
grow with every table seen, or objects that outlive their round, show up
only when many games share a process.
"""
from __future__ import annotations

import json
import os
import sys
import time
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QtMsgType, QTimer, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from casino_desktop.ai import LEVELS
from casino_desktop.qt.game.setup import COMPUTER, GameSetup, SeatSetup
from casino_desktop.qt.game.autoplay import playable_tables
from casino_desktop.qt.main_window import MainWindow

IGNORED_QT = ("This plugin does not support propagateSizeHints",)


def cache_sizes() -> dict[str, int]:
    """Entries in the rules core's memo tables: what must level off."""
    from casino_desktop.core import bounded, combos, dealing, tableindex, values
    sizes = {"signatures": len(combos._SIGNATURES), "choices": len(tableindex.CHOICES),
             "tables": len(tableindex._TABLES), "getters": len(tableindex._GETTERS),
             "expansions": len(tableindex._EXPANSIONS), "answers": len(tableindex._ANSWERS),
             "pools": len(tableindex._POOLS), "deal_plans": len(dealing._PLANS), "estimates": len(bounded._TAKEN)}
    sizes["hand_plans"] = sum(len(vt.hand_plans) for _rules, vt in values._BY_ID.values())
    return sizes


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class Soak:
    def __init__(self, seconds: float, settings_path: str):
        self.seconds = seconds
        self.tables = playable_tables()
        self.errors: list[str] = []
        self.warnings: list[str] = []
        qInstallMessageHandler(self._qt_message)  # before the window: its first show warns too
        self.window = MainWindow(GameSetup(), settings=QSettings(settings_path, QSettings.Format.IniFormat),
                                 watch=True)
        self.window.set_speed_quietly("instant")
        self.window.controller.budget = 0.05
        self.window.resize(1280, 800)
        self.window.show()
        self.window.round_dialog_shown.connect(self._round_over)
        self.rounds = 0
        self.moves = 0
        self.covered: set[tuple[str, int, bool]] = set()
        self.rss: list[tuple[int, float]] = []
        self.caches: list[tuple[int, dict]] = []
        self.index = 0
        self.start = time.monotonic()
        self.window.controller.move_played.connect(self._count_move)
        sys.excepthook = self._exception
        self._minute = QTimer()
        self._minute.timeout.connect(self._note_rss)
        self._minute.start(60_000)

    def _exception(self, kind, value, tb) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb)))
        sys.__excepthook__(kind, value, tb)

    def _qt_message(self, mode, context, message) -> None:
        if mode != QtMsgType.QtDebugMsg and mode != QtMsgType.QtInfoMsg and not message.startswith(IGNORED_QT):
            self.warnings.append(message)
            print(f"qt: {message}", file=sys.stderr)

    def _count_move(self, *args) -> None:
        self.moves += 1

    def _note_rss(self) -> None:
        minute = round((time.monotonic() - self.start) / 60)
        self.rss.append((minute, round(rss_mb(), 1)))
        self.caches.append((minute, cache_sizes()))
        print(f"soak: minute {minute}: {self.rss[-1][1]} MB, {self.rounds} rounds, {self.moves} moves; "
              f"caches {self.caches[-1][1]}", file=sys.stderr, flush=True)

    def next_table(self) -> None:
        if time.monotonic() - self.start >= self.seconds:
            self._minute.stop()
            QApplication.instance().quit()
            return
        variant, players, pairs = self.tables[self.index % len(self.tables)]
        level = LEVELS[self.index % len(LEVELS)]
        self.index += 1
        setup = GameSetup(variant, {}, players, pairs, [SeatSetup(COMPUTER, level) for _ in range(players)],
                          seed=self.index)
        self.covered.add((variant, players, pairs))
        self.window.start_game(setup)

    def _round_over(self, dialog) -> None:
        self.rounds += 1
        # The next table from a fresh event, not from inside the dialog's signal.
        QTimer.singleShot(0, self.next_table)

    def report(self) -> dict:
        by_minute = dict(self.rss)
        return {
            "seconds": round(time.monotonic() - self.start, 1), "rounds": self.rounds, "moves": self.moves,
            "tables_covered": len(self.covered), "tables": len(self.tables),
            "exceptions": len(self.errors), "qt_warnings": len(self.warnings),
            "rss_mb": {"1": by_minute.get(1), "5": by_minute.get(5), "10": by_minute.get(10)},
            "rss_mb_by_minute": self.rss, "caches_by_minute": self.caches, "first_error": self.errors[0][-2000:] if self.errors else None,
        }


def main(argv: list[str]) -> int:
    seconds = float(argv[0]) if argv and not argv[0].startswith("--") else 600.0
    out = argv[argv.index("--json") + 1] if "--json" in argv else None
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from casino_desktop.qt.gui_collector import install
    install(app)  # as in the game: cycles die on the window's thread
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        soak = Soak(seconds, os.path.join(tmp, "soak.ini"))
        QTimer.singleShot(0, soak.next_table)
        app.exec()
        soak.window.close()
        result = soak.report()
    text = json.dumps(result, indent=1)
    print(text)
    if out:
        with open(out, "w") as f:
            f.write(text)
    return 1 if result["exceptions"] or result["qt_warnings"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
