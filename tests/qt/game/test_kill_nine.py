"""kill -9 at 40 random moments loses nothing beyond the move in flight.

Runs ``scripts/kill_nine.py`` (the real app, offscreen, a computer in the
person's seat with saving on), which launches, kills with SIGKILL and
relaunches 40 times.  At instant speed (moves every few tens of milliseconds, so kills land
during writes); about three minutes, hence the slow marker."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow]

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "kill_nine.py"


def _script():
    spec = importlib.util.spec_from_file_location("kill_nine", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_kill_nine_forty_times_loses_no_game_corrupts_no_file_counts_no_match_twice(tmp_path):
    kill_nine = _script()
    out = kill_nine.run_kills(runs=40, seed=11, folder=str(tmp_path / "home"), speed="instant", log=lambda _l: None)
    assert out.kills == 40
    assert out.lost == [], out.summary()
    assert out.corrupt == [], out.summary()
    assert out.resumed >= 20 and out.finished, out.summary()  # it did resume, and matches did end
    # The statistics half needs the SQLite store (casino_desktop.storage.stats_store).
    kill_nine.check_statistics(out)
    assert out.twice == [] and out.missing == [], out.summary()
