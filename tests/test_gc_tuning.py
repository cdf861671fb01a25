"""The entry points raise the collector's young threshold; importing the
engine or the command line leaves a host program's settings alone."""

import gc
import subprocess
import sys

from casino_desktop import gc_tuning


def test_tune_collector_raises_only_the_young_threshold():
    saved = gc.get_threshold()
    try:
        gc.set_threshold(700, 7, 9)
        gc_tuning.tune_collector()
        assert gc.get_threshold() == (gc_tuning.YOUNG_THRESHOLD, 7, 9)
    finally:
        gc.set_threshold(*saved)


def test_importing_the_engine_and_cli_keeps_the_defaults():
    code = ("import gc; before = gc.get_threshold(); "
            "import casino_desktop.core, casino_desktop.cli.commands, casino_desktop.tools.bench; "
            "print(before == gc.get_threshold())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"


def test_the_command_line_runs_tuned():
    code = ("import gc, io, contextlib; from casino_desktop.cli.commands import main; "
            "contextlib.redirect_stdout(io.StringIO()).__enter__(); main(['variants']); "
            "import sys; print(gc.get_threshold()[0], file=sys.stderr)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stderr.strip() == str(gc_tuning.YOUNG_THRESHOLD)
