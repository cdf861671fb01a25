"""The command line ends quietly when its reader goes away (``cli/entry.py``):
Ctrl+C and a pipe closed early printed a Python traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ctrl_c_ends_with_status_130_and_says_nothing(capsys):
    from casino_desktop.cli.entry import INTERRUPTED, run

    def interrupted() -> int:
        raise KeyboardInterrupt

    assert run(interrupted) == INTERRUPTED == 130
    assert capsys.readouterr() == ("", "")


def test_a_closed_pipe_ends_quietly_for_every_command():
    """``variants | head`` and ``drill | head``: the reader is gone before the
    answer is written (its end of the pipe closed at once, so the test does
    not depend on timing)."""
    for command in (["variants"], ["drill"]):
        read_end, write_end = os.pipe()
        os.close(read_end)
        try:
            done = subprocess.run([sys.executable, "-m", "casino_desktop.cli", *command], cwd=ROOT,
                                  stdin=subprocess.DEVNULL, stdout=write_end, stderr=subprocess.PIPE, timeout=120)
        finally:
            os.close(write_end)
        assert done.returncode == 141, done  # 128 + SIGPIPE, as a Unix tool ends
        assert done.stderr == b"", done.stderr.decode()


def test_a_normal_answer_keeps_its_status():
    from casino_desktop.cli.entry import run

    assert run(lambda: 0) == 0 and run(lambda: 2) == 2
