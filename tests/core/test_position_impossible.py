"""A position that could not arise (read ``playable``, as the command line
reads it), or with a key the reader does not know, is refused in one
sentence naming the key (``core/position.py``): both were read silently and
gave wrong answers (no move at all; a misspelt "tabel" analysed as an
empty table)."""
from __future__ import annotations

import pytest

from casino_desktop.core import legal_moves
from casino_desktop.core.position import PositionError, position_from_json

BUILD_OF_8 = {"build": ["3C", "5D"], "value": 8}


def _refused(data) -> str:
    with pytest.raises(PositionError) as info:
        position_from_json(data, playable=True)
    message = str(info.value)
    assert "\n" not in message and message.endswith(".")
    return message


@pytest.mark.parametrize("build", [BUILD_OF_8, {**BUILD_OF_8, "controller": 0}])
def test_a_controller_without_a_card_of_the_builds_value_is_refused(build):
    # Without "controller" the build was seat 0's, the mover's: moves gave [] (not even a trail).
    message = _refused({"variant": "casino", "to_move": 0, "hands": {"0": ["4H"]}, "table": [build]})
    assert message == ("Seat 0 is the 'controller' of the build of 8 but holds no card to take it with, "
                       "which cannot happen in a game.")


def test_each_value_owned_needs_a_card_of_its_own():
    # One 8 cannot stand for two builds of different values: no move is left.
    two = [BUILD_OF_8 | {"controller": 0}, {"build": ["2C", "4D"], "value": 6, "controller": 0}]
    assert "build of 6" in _refused({"variant": "casino", "hands": {"0": ["8S"]}, "table": two})
    ok = position_from_json({"variant": "casino", "hands": {"0": ["8S", "6H"]}, "table": two}, playable=True)
    assert len(ok.builds) == 2 and legal_moves(ok)


def test_a_controller_holding_the_card_is_read_and_another_seats_build_is_not_judged():
    s = position_from_json({"variant": "casino", "hands": {"0": ["4H", "8C"]}, "table": [BUILD_OF_8]}, playable=True)
    assert [m.text() for m in legal_moves(s)] == ["8C take [3C 5D]"]
    other = position_from_json({"variant": "casino", "hands": {"0": ["4H"]}, "table": [BUILD_OF_8 | {"controller": 1}]},
                               playable=True)
    assert [m.text() for m in legal_moves(other)] == ["4H trail"]


@pytest.mark.parametrize("data, words", [
    ({"tabel": ["5C"]}, "'tabel' is not a key of a position; its keys are: variant, options, players, partnerships, "
                        "to_move, hands, table, final_deal, deal, piles, turn_played."),
    ({"table": [BUILD_OF_8 | {"controler": 1}]},
     "'controler' is not a key of a build; its keys are: build, value, multiple, controller."),
    ({"to move\n" + "x" * 50: 1}, "'to move xxxxxxxxxxxx...' is not a key of a position"),
])
def test_an_unknown_key_is_refused_by_name(data, words):
    assert words in _refused({"variant": "casino", "hands": {"0": ["4H", "8C"]}, **data})


def test_the_command_line_refuses_the_position_instead_of_answering_no_move():
    from tests.cli.runner import assert_refused, run_cli
    data = '{"variant":"casino","to_move":0,"hands":{"0":["4H"]},"table":[{"build":["3C","5D"],"value":8}]}'
    for command in (["moves"], ["moves", "--limit", "5"]):
        assert_refused(run_cli(command, data), "'controller'", "build of 8")
    assert_refused(run_cli(["check"], '{"position": %s, "move": "4H trail"}' % data), "'controller'")


def test_the_practice_reader_keeps_a_worked_position_without_the_owners_card():
    # South Africa's "may I raise my own build?" drill: shown on purpose, read by default.
    data = {"variant": "south-african-casino", "hands": {"0": ["2S", "9C"]}, "final_deal": True,
            "table": ["6D", {"build": ["3H", "4D"], "value": 7, "controller": 0}], "piles": [[], []]}
    assert position_from_json(data).builds[0].controller == 0
