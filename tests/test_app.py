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


def _failing(error: ImportError):
    def importer(_name):
        raise error
    return importer


def test_a_python_without_pyside_is_told_which_command_starts_the_game():
    # A stranger's ``python -m casino_desktop`` with the system's Python
    # ended in a traceback (the 26th stranger's install test, finding 3).
    from casino_desktop.app import qt_problem
    said = qt_problem(_failing(ModuleNotFoundError("No module named 'PySide6'", name="PySide6")))
    assert said is not None and said.startswith("casino-desktop: this Python (")
    assert "has no Qt for Python (PySide6)" in said and "Play it" in said


def test_a_missing_system_library_is_named_with_the_script_that_installs_it():
    from casino_desktop.app import qt_problem
    said = qt_problem(_failing(ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")))
    assert said == ("casino-desktop: Qt cannot start because a library of the system is missing (libEGL.so.1: cannot "
                    "open shared object file: No such file or directory); on Debian or Ubuntu, "
                    "scripts/system-deps.sh in the game's source installs them.")


def test_qt_present_is_no_problem():
    from casino_desktop.app import qt_problem
    assert qt_problem() is None


def test_main_says_the_problem_and_stops_before_any_window(monkeypatch, capsys):
    from casino_desktop import app
    monkeypatch.setattr(app, "qt_problem", lambda: "casino-desktop: no Qt here.")
    monkeypatch.setattr(app, "_make_app", lambda *a, **k: pytest.fail("a window was started"))
    assert app.main([]) == 1
    assert capsys.readouterr().err == "casino-desktop: no Qt here.\n"


@pytest.mark.parametrize("argv, migrates", [(["--autoplay"], False), ([], True)])
def test_autoplay_keeps_no_files_not_even_the_migrations_mark(monkeypatch, argv, migrates):
    """`--autoplay` keeps no files (the README), but it brought older
    versions' files over and wrote the once-only mark to the settings."""
    from casino_desktop import app

    class Started(Exception):
        pass

    seen = {}

    def make_app(*args, **kwargs):
        seen.update(kwargs)
        raise Started

    monkeypatch.setattr(app, "_make_app", make_app)
    with pytest.raises(Started):
        app.main(argv)
    assert seen.get("migrate", True) is migrates
