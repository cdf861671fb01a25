"""How long a full repaint of the card table takes: a frame's cost, as a player's screen pays it.

    python scripts/table_repaint.py 3840 2160            # Qt's default (its raster thread pool on)
    QT_NO_GUI_THREADPOOL=1 python scripts/table_repaint.py 3840 2160

A four-seat Casino table is dealt in an offscreen window of the given size;
the view's cached felt is dropped and the whole viewport painted 100 times,
three times over.  Prints wall and CPU milliseconds a repaint.  The tests
turn the thread pool off (``tests/conftest.py``); the game keeps it, and this
is the measurement that decides so (docs/testing.md).
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPEATS = 100


def main(width: int, height: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="repaint-"))
    screen = folder / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = str(folder / name.lower())
    # Qt reads the platform when the application is made: imported after the environment is set.
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    setup = GameSetup("casino", {}, 4, False, [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "beginner")] * 3, 1)
    window = MainWindow(setup, settings=settings)
    window.set_speed_quietly("instant")
    window.resize(width, height)
    window.show()
    window.start_game()
    loop = QEventLoop()
    QTimer.singleShot(1000, loop.quit)  # the deal laid out
    loop.exec()
    viewport = window.view.viewport()
    pool = "off" if os.environ.get("QT_NO_GUI_THREADPOOL") else "on"
    for _ in range(3):
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in range(REPEATS):
            window.view.resetCachedContent()
            viewport.repaint()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"{width}x{height}, Qt's thread pool {pool}: {1000 * wall / REPEATS:.2f} ms wall, "
              f"{1000 * cpu / REPEATS:.2f} ms CPU a full repaint")
    window.hide()
    app.processEvents()


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
