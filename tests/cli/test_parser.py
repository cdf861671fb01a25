"""Every subcommand and option of the command line has a line of help, and
the commands where a format must be typed show examples (``cli/parser.py``);
the examples of JSON on standard input are run here, so they stay right."""
from __future__ import annotations

import argparse
import json
import re

import pytest

from casino_desktop.cli import parser as cli_parser
from casino_desktop.tools.tournament_args import parser as tournament_parser
from tests.cli.runner import run_cli

TYPED = ("moves", "check", "grade", "score", "simulate", "drill")


def _subparsers(p: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    return dict(p.commands_action.choices)  # type: ignore[attr-defined]


def _parsers():
    top = cli_parser.build_parser()
    return [("", top), *_subparsers(top).items(), ("tournament (its own)", tournament_parser())]


@pytest.mark.parametrize("name, p", _parsers(), ids=lambda x: x if isinstance(x, str) else "")
def test_every_option_has_a_line_of_help(name, p):
    for action in p._actions:  # argparse lists a parser's arguments only here
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        assert action.help and len(action.help) > 10, (name, action.option_strings)


def test_every_subcommand_has_a_line_of_help():
    top = cli_parser.build_parser()
    helps = {choice.dest: choice.help for choice in top.commands_action._choices_actions}  # type: ignore[attr-defined]
    assert set(helps) == set(_subparsers(top)) and all(helps.values()), helps


@pytest.mark.parametrize("command", TYPED)
def test_a_command_whose_input_has_a_format_shows_examples(command):
    text = _subparsers(cli_parser.build_parser())[command].format_help()
    assert "\nexample:\n" in text and f"python -m casino_desktop.cli {command} " in text
    assert "\nexample:\n" in tournament_parser().format_help()


def _examples(command: str) -> list[tuple[list[str], str]]:
    """(arguments, stdin) of each ``echo '<json>' | ... command`` example."""
    help_text = _subparsers(cli_parser.build_parser())[command].format_help()
    found = re.findall(r"echo '(.*?)'\s*\\?\s*\|\s*python -m casino_desktop\.cli " + command + r"([^\n]*)",
                       help_text, re.DOTALL)
    return [(f"{command}{args}".split(), stdin) for stdin, args in found]


@pytest.mark.parametrize("command", ["moves", "check", "grade", "score"])
def test_the_json_examples_are_answered(command):
    examples = _examples(command)
    assert examples
    for argv, stdin in examples:
        code, out, err = run_cli(argv, stdin)
        assert code == 0 and err == "", (argv, stdin, err)
        assert json.loads(out)


def test_help_is_printed_with_its_examples_as_written(capsys):
    with pytest.raises(SystemExit):
        cli_parser.build_parser().parse_args(["drill", "--help"])
    out = capsys.readouterr().out
    assert "--answer '[\"QH take QS\"]'" in out and "%(prog)s" not in out
