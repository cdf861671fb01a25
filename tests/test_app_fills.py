"""On two processors or fewer the game paints without Qt's raster thread
pool (``app.keep_fills_on_few_cores``): there a full repaint of the table
took 1.4 to 3 times as long with it at the usual screen sizes
(``scripts/table_repaint.py``).  More processors keep Qt's default, and a
player's own setting of the variable is never overridden."""
from __future__ import annotations

import subprocess
import sys

from casino_desktop.app import keep_fills_on_few_cores


def test_two_processors_or_fewer_paint_on_the_windows_thread():
    for cores in (1, 2):
        environ: dict[str, str] = {}
        assert keep_fills_on_few_cores(environ, cores)
        assert environ == {"QT_NO_GUI_THREADPOOL": "1"}


def test_more_processors_keep_qts_default():
    environ: dict[str, str] = {}
    assert not keep_fills_on_few_cores(environ, 3)
    assert not keep_fills_on_few_cores(environ, 16)
    assert environ == {}


def test_a_players_own_setting_stands():
    environ = {"QT_NO_GUI_THREADPOOL": ""}
    assert not keep_fills_on_few_cores(environ, 1)
    assert environ == {"QT_NO_GUI_THREADPOOL": ""}


def test_the_machines_processors_are_counted_when_none_are_given():
    """Counted as the process may use them (its affinity), as the game starts."""
    code = ("import os; from casino_desktop.app import keep_fills_on_few_cores; e = {}; "
            "print(keep_fills_on_few_cores(e), len(os.sched_getaffinity(0)))")
    done = subprocess.run(["taskset", "-c", "0", sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "1"]
