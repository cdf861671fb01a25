"""``cli score`` read field by field (``cli/score_command.py``); the whole
command's refusals are in ``test_input.py``."""
from __future__ import annotations

import io
import json
import sys

import pytest

from casino_desktop.cli.score_command import cmd_score
from casino_desktop.cli.stdin_input import InputError


def _score(data: dict):
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(json.dumps(data).encode()), encoding="utf-8")
    try:
        return cmd_score(None)
    finally:
        sys.stdin = saved


def test_a_round_is_scored_item_by_item():
    result = _score({"variant": "casino", "captured": {"0": ["10D", "2S", "AS"], "1": ["AH"]},
                     "sweeps": {"1": 1}, "last_capturer": 0})
    # cards 3, spades 1, big casino 2, little casino 1 and an ace against the other ace;
    # sweeps score nothing in the Anglo-American game unless a house rule says so
    assert result["totals"] == [8, 1]
    assert [item["id"] for item in result["items"]] == ["cards", "spades", "aces", "big_casino", "little_casino"]


def test_mulles_are_given_by_the_card_that_made_them_or_their_value():
    good = {"variant": "mulle", "captured": {"0": ["6H", "6S"], "1": []}}
    _score({**good, "mulles": {"0": ["6H"]}})
    _score({**good, "mulles": {"0": [6]}})
    with pytest.raises(InputError, match="mulle is given by the card"):
        _score({**good, "mulles": {"0": ["XX"]}})


def test_a_card_taken_twice_from_one_deck_is_refused():
    with pytest.raises(InputError, match="more often than the deck holds it"):
        _score({"variant": "casino", "captured": {"0": ["AS"], "1": ["AS"]}})


def test_a_misspelt_key_is_refused_not_ignored():
    # "sweep" for "sweeps": the round was scored as if no sweep had been made.
    with pytest.raises(InputError) as info:
        _score({"variant": "casino", "captured": {"0": ["AS"], "1": []}, "sweep": {"0": 1}})
    assert str(info.value) == ("'sweep' is not a key of a round to score; its keys are: variant, options, captured, "
                               "sweeps, opened, mulles, last_capturer.")
