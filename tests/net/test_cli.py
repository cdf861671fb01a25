"""``python -m casino_desktop.net``: bad input is one line and exit 2; a table's default name."""
from __future__ import annotations

import asyncio
import socket

import pytest

from casino_desktop.net.__main__ import main

from .helpers import start_host
from .test_host import Raw


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



def test_a_table_served_without_a_name_is_named_for_its_computer_not_the_game():
    """The window's title reads "{table} — Casino": a headless table named
    "Casino" by default made it "Casino — Casino"."""
    host, port = start_host("--players", "2", "--computer", "1:beginner", "--turn-limit", "0")

    async def welcome() -> dict:
        person = Raw()
        reply = await person.open(port)
        person.writer.close()
        return reply
    try:
        table = asyncio.run(welcome())["table"]
    finally:
        host.kill()
        host.communicate()
    assert table["name"] != "Casino"
    assert table["name"] == socket.gethostname().split(".")[0][:24], "this computer's name, as the lists show it"
