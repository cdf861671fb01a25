"""``simulate``'s counts, times and levels are checked before a game is
played (``cli/bounds.py``): out of range, a word or ``nan`` is one sentence
and exit status 2, never a run without end nor a traceback."""
from __future__ import annotations

import json

import pytest

from tests.cli.runner import assert_refused, run_cli


@pytest.mark.parametrize("games", ["-1", "0", "1000001", str(10 ** 30), "x", "", "--5", "1e3", "٣"])
def test_simulate_refuses_a_number_of_games_out_of_range(games):
    line = assert_refused(run_cli(["simulate", f"--games={games}"], ""), "--games")
    assert line == "error: The option --games takes a whole number from 1 to 1,000,000."


@pytest.mark.parametrize("budget", ["-1", "0", "nan", "inf", "3601", "soon", "1" * 40])
def test_simulate_refuses_a_thinking_time_out_of_range(budget):
    assert_refused(run_cli(["simulate", "--games=1", f"--budget={budget}"], ""), "--budget", "seconds")


@pytest.mark.parametrize("level", ["banana", "", "nonsense:worlds=1"])
def test_simulate_refuses_an_unknown_level_listing_the_levels(level):
    line = assert_refused(run_cli(["simulate", "--games=2", f"--player={level}"], ""))
    assert line == "error: A level must be one of: beginner, casual, skilled, expert, master, random, greedy."


@pytest.mark.parametrize("level, sentence", [
    ("search:candidates=-3", "The dial candidates takes a whole number from 1 to 100."),  # an IndexError mid-game
    ("search:worlds=abc", "The dial worlds takes a whole number from 1 to 100,000."),  # a TypeError traceback
    ("search:epsilon=nan", "The dial epsilon takes a number from 0 to 1."),
    ("search:nonsense=1", "'nonsense' is not a dial of search; its dials are: blind, candidates,"),
])
def test_simulate_refuses_an_engine_dial_out_of_its_range_naming_it(level, sentence):
    line = assert_refused(run_cli(["simulate", "--games=1", f"--player={level}"], ""))
    assert line.startswith("error: " + sentence)


def test_simulate_in_range_still_plays():
    code, out, err = run_cli(["simulate", "--games", "2", "--budget", "0.01", "--player", "greedy"], "")
    assert code == 0 and err == ""
    result = json.loads(out)
    assert result["games"] == 2 and sum(result["wins"]) <= 2


def test_bounds_read_whole_numbers_and_times():
    from casino_desktop.cli import bounds
    assert bounds.whole_in_range(" 7 ", "--x", 1, 9) == 7
    assert bounds.whole_in_range("-3", "--x", -5, 9) == -3
    assert bounds.seconds_in_range("0.25", "--x") == 0.25
    assert bounds.seconds_in_range(None, "--x") is None  # the level's own time
    assert 1 <= bounds.MAX_JOBS <= 64


@pytest.mark.parametrize("extra, words", [
    (["--players", str(10 ** 21)], "--players takes a whole number from 1 to 99"),  # an OverflowError traceback
    (["--players", "9"], "This variant is played by 2 to 4 players"),
    (["--players", "3", "--partnerships"], "Partnerships need four players"),
    (["--seed", "x"], "--seed takes a whole number from 0 to 2,147,483,647"),  # argparse's usage block and repr
])
def test_simulate_refuses_a_table_it_cannot_seat_or_a_seed_it_cannot_read(extra, words):
    assert words in assert_refused(run_cli(["simulate", "--games=1", *extra], ""))
