"""The tournament refuses every wrong argument in one sentence before the
first deal (``tools/tournament_args.py``), writes its result file whole,
and prints pure JSON on standard output."""
from __future__ import annotations

import json

import pytest

from casino_desktop.tools import tournament

BASE = ["--variant", "casino", "--a", "greedy", "--b", "random", "--deals", "2", "--quiet"]


@pytest.fixture
def nothing_played(monkeypatch):
    """A refusal must come before anything starts: playing (or opening a
    pool of workers) fails the test instead."""
    def played(*args, **kwargs):
        raise AssertionError("the tournament started")

    monkeypatch.setattr(tournament, "run_tournament", played)


def _refused(capsys, extra: list[str]) -> str:
    assert tournament.main(BASE + extra) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert out == "" and len(lines) == 1 and lines[0].startswith("error: ") and lines[0].endswith("."), err
    assert "Traceback" not in err and "Error" not in err
    return lines[0]


@pytest.mark.parametrize("jobs", ["0", "-3", "65", "100000", "many"])
def test_jobs_out_of_range_is_refused_before_a_pool_opens(nothing_played, capsys, jobs):
    assert "--jobs takes a whole number from 1 to" in _refused(capsys, ["--jobs", jobs])


@pytest.mark.parametrize("extra, words", [
    (["--deals", "-1"], "--deals takes a whole number from 1 to 1,000,000"),
    (["--deals", str(10 ** 30)], "--deals takes a whole number from 1 to 1,000,000"),
    (["--budget-a", "nan"], "--budget-a takes a number of seconds"),
    (["--budget-b", "-1"], "--budget-b takes a number of seconds"),
    (["--variant", "nope"], "Unknown variant 'nope'"),
    (["--a", "banana"], "A level must be one of"),
    (["--b", ""], "A level must be one of"),
    (["--a", "search:worlds=1000000000"], "The dial worlds takes a whole number from 1 to 100,000."),  # thought without end
    (["--b", "search:candidates=-3"], "The dial candidates takes a whole number from 1 to 100."),  # crashed mid-match
    (["--a", "search:time_limit=nan"], "The dial time_limit takes a number from 0.01 to 60."),
    (["--players", "9"], "played by 2 to 4 players"),
    (["--players", "3", "--partnerships"], "Partnerships need four players"),
    (["--options", '{"x":1}'], "Unknown option 'x'"),
    (["--options", "[1]"], "must be a JSON object"),
    (["--options", "{"], "--options value"),
    (["--seed", "x"], "--seed takes a whole number from 0 to 2,147,483,647"),
])
def test_wrong_arguments_are_refused_in_one_sentence(nothing_played, capsys, extra, words):
    assert words in _refused(capsys, extra)


def test_an_output_file_that_cannot_be_written_is_refused_first(nothing_played, capsys, tmp_path):
    for out in (str(tmp_path), str(tmp_path / "missing" / "r.json"), "/dev/full"):
        line = _refused(capsys, ["--out", out])
        assert line == (f"error: The file {out} cannot be written: give a file name in a folder that exists "
                        "and can be written to.")


def test_the_result_file_is_written_whole_and_stdout_is_pure_json(monkeypatch, capsys, tmp_path):
    written = []
    real = tournament.write_atomically
    monkeypatch.setattr(tournament, "write_atomically", lambda path, data: (written.append(path), real(path, data)))
    (tmp_path / "results").mkdir()
    out_file = tmp_path / "results" / "r.json"
    assert tournament.main(["--variant", "swedish-kasino", "--a", "beginner", "--b", "random", "--deals", "2",
                            "--seed", "9", "--out", str(out_file)]) == 0
    out, err = capsys.readouterr()
    summary = json.loads(out)  # the JSON alone: a program reads it whole
    assert summary["a"] == "beginner" and summary["deals"] >= 2
    assert "points per round" in err and "points per round" not in out  # the summary for a person
    assert json.loads(out_file.read_text()) == summary
    assert written and set(written) == {out_file}  # after every seed, and at the end: atomically
    assert [p.name for p in out_file.parent.iterdir()] == ["r.json"]  # no temporary file left
