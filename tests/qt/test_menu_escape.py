"""One Escape from a menu opened with the mouse gives the table its keys
back (``access/menu_escape``; stranger 6, finding 2); a menu opened with Alt
and its letter keeps Qt's way, the bar holding the keys for a second menu.

Only a real window system shows it: offscreen, the menu bar never takes the
keyboard after Escape, so the probe runs under Xvfb on the xcb platform."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.ci_slice
def test_escape_from_a_menu_opened_with_the_mouse_gives_the_table_its_keys():
    assert shutil.which("xvfb-run"), "xvfb-run is missing: scripts/system-deps.sh installs it"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["QT_QPA_PLATFORM"] = "xcb"
    out = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable,
                          str(ROOT / "tests" / "qt" / "menu_escape_probe.py")],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    said = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    assert said == {"mouse": "TableView", "keys": "QMenuBar"}, out.stdout + out.stderr
