"""The command line of ``casino-desktop`` (``casino_desktop/app.py``)."""
from __future__ import annotations

import pytest

from casino_desktop.ai.levels import LEVELS
from casino_desktop.app import parse_args


@pytest.mark.parametrize("level", ["9", "bogus", "Master "])
def test_an_unknown_level_is_refused_with_the_levels_names_before_any_window(capsys, level):
    # It went through to the first deal and ended the program with a
    # traceback (the 26th stranger's install test, finding 2).
    with pytest.raises(SystemExit) as stopped:
        parse_args(["--level", level])
    assert stopped.value.code == 2
    said = capsys.readouterr().err.strip().splitlines()[-1]
    assert said == (f"casino-desktop: error: Unknown level '{level}'; the levels are: "
                    "beginner, casual, skilled, expert, master.")


@pytest.mark.parametrize("level", [*LEVELS, "search:worlds=20"])
def test_every_level_and_an_engine_spec_are_accepted(level):
    assert parse_args(["--level", level]).level == level


def test_the_help_names_the_levels(capsys):
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "computer level for every computer seat: beginner, casual, skilled, expert or master" in text
