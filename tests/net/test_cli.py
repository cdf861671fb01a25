"""``python -m casino_desktop.net``: bad input is one line and exit 2."""
from __future__ import annotations

import pytest

from casino_desktop.net.__main__ import main


@pytest.mark.parametrize("argv, words", [
    (["serve", "--port", "0", "--code", "HT4K9QXA", "--computer", "5:casual"], "seat 5 is not at this table"),
    (["serve", "--port", "0", "--code", "HT4K9QXA", "--variant", "no-such-game"], "no-such-game"),
    (["serve", "--port", "0", "--code", "HT4K9QXA", "--options", "{"], "house rules"),
    (["bot", "--connect", "nowhere", "--code", "HT4K9QXA"], "HOST:PORT"),
    # A code the window's Join dialog refuses before sending it (B, 0, 1 are look-alikes; 7 is too short).
    (["serve", "--port", "0", "--code", "ABCD-EFGH"], "a join code is 8 characters"),
    (["serve", "--port", "0", "--code", "HT4K9QX"], "a join code is 8 characters"),
])
def test_bad_input_is_one_line_and_exit_2(argv, words, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and words in err


def test_an_unknown_level_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as caught:
        main(["serve", "--port", "0", "--code", "HT4K9QXA", "--stand-in", "grandmaster"])
    assert caught.value.code == 2


def test_a_tournament_opponent_is_not_a_seat_level(capsys):
    # Its name has no translation: a seat played by it would show "master-2026-12" to the table.
    for level in ("master-2026-12", "search:worlds=10"):
        with pytest.raises(SystemExit) as caught:
            main(["serve", "--port", "0", "--code", "HT4K9QXA", "--computer", f"1:{level}"])
        assert caught.value.code == 2
        assert "give one of the levels" in capsys.readouterr().err
