"""A command line argparse refuses (``cli/arguments.py``): one sentence of
ours on one line, exit status 2, said in the ``--lang`` asked for; before,
a usage block and argparse's English line with Python reprs in it."""
from __future__ import annotations

import contextlib
import io

import pytest

from casino_desktop.cli import language
from casino_desktop.cli.arguments import NOT_AN_OPTION, requested_language, shown
from casino_desktop.i18n.ts_file import Entry, write_ts
from tests.cli.runner import assert_refused, run_cli

COMMANDS = "variants, moves, check, grade, score, simulate, bench, drill, tournament"


@pytest.mark.parametrize("argv, sentence", [
    ([], f"Name a command to run: {COMMANDS}."),
    (["nope"], f"'nope' is not a command; the commands are: {COMMANDS}."),
    (["--lang", "xx", "variants"], "The option --lang takes one of: en, sv, fi, ru, id, es, nb."),
    (["--lang"], "The option --lang needs a value after it."),
    (["moves", "--bogus"], "'--bogus' is not an option of this command; its --help lists the options."),
    (["variants", "extra"], "'extra' is not an option of this command; its --help lists the options."),
    (["simulate", "--games"], "The option --games needs a value after it."),
    (["simulate", "--partnerships=1"], "The option --partnerships takes no value."),
    (["simulate", "--p", "3"], "The option --p is short for more than one option: --players, --partnerships, --player."),
    (["grade", "--seed", "x"], "The option --seed takes a whole number from 0 to 2,147,483,647."),
])
def test_a_line_argparse_refuses_is_one_sentence_and_status_2(argv, sentence):
    assert assert_refused(run_cli(argv, "")) == "error: " + sentence


def test_the_tournament_line_is_refused_the_same_way():
    from casino_desktop.tools.tournament import main
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(["--variant"])
    assert code == 2 and err.getvalue() == "error: The option --variant needs a value after it.\n"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main([])
    assert code == 2 and err.getvalue() == "error: These options must be given: --variant, --a, --b.\n"


def test_a_refusal_of_the_line_is_said_in_the_language_asked_for(tmp_path, monkeypatch):
    ts = tmp_path / "casino_sv.ts"
    write_ts(ts, "sv_SE", [Entry(str(NOT_AN_OPTION), None, False,
                                 ["'{argument}' är inget alternativ till kommandot; dess --help listar dem."], True)])
    monkeypatch.setattr(language, "catalog_path", lambda code: ts)
    line = assert_refused(run_cli(["--lang", "sv", "moves", "--bogus"], ""))
    assert line == "error: '--bogus' är inget alternativ till kommandot; dess --help listar dem."
    line = assert_refused(run_cli(["--lang=sv", "variants", "x"], ""))
    assert line.startswith("error: 'x' är inget")


def test_the_language_is_read_before_the_line_is_parsed():
    codes = ("en", "sv")
    assert requested_language(["--lang", "sv", "nope"], codes) == "sv"
    assert requested_language(["--lang=sv"], codes) == "sv"
    assert requested_language(["--lang", "xx"], codes) == "en"
    assert requested_language(["--lang"], codes) == "en"


def test_a_long_argument_is_quoted_back_cut_and_on_one_line():
    assert shown("a\nb") == "a b"
    assert shown("x" * 500) == "x" * 20 + "..."
    line = assert_refused(run_cli(["variants", "y" * 500], ""))
    assert "y" * 21 not in line
