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
    result = _score({"variant": "casino", "captured": {"0": ["10D", "2S", "AS"], "1": ["AH", "3C"]},
                     "sweeps": {"1": 1}, "last_capturer": 0})
    # cards 3, spades 1, big casino 2, little casino 1 and an ace against the other ace;
    # sweeps score nothing in the Anglo-American game unless a house rule says so
    assert result["totals"] == [8, 1]
    assert [item["id"] for item in result["items"]] == ["cards", "spades", "aces", "big_casino", "little_casino"]


def test_mulles_are_given_by_the_card_that_made_them_or_their_value():
    good = {"variant": "mulle", "captured": {"0": ["6H", "6H"], "1": []}}  # a mulle: a card taken with its twin
    _score({**good, "mulles": {"0": ["6H"]}})
    _score({**good, "mulles": {"0": [6]}})
    with pytest.raises(InputError, match="mulle is given by the card"):
        _score({**good, "mulles": {"0": ["XX"]}})


def test_a_card_taken_twice_from_one_deck_is_refused():
    with pytest.raises(InputError, match="more often than the pack holds it"):
        _score({"variant": "casino", "captured": {"0": ["AS"], "1": ["AS"]}})


def test_a_misspelt_key_is_refused_not_ignored():
    # "sweep" for "sweeps": the round was scored as if no sweep had been made.
    with pytest.raises(InputError) as info:
        _score({"variant": "casino", "captured": {"0": ["AS"], "1": []}, "sweep": {"0": 1}})
    assert str(info.value) == ("'sweep' is not a key of a round to score; its keys are: variant, options, captured, "
                               "sweeps, opened, mulles, last_capturer.")


ROUND = {"variant": "mulle", "captured": {"0": ["6H", "6H", "AS", "2C"], "1": ["3D", "4D"]}}


@pytest.mark.parametrize("changes, sentence", [
    ({"sweeps": {"0": 3}}, "Player or team 0 made more sweeps than the cards it took allow: each sweep takes at least two cards."),
    ({"captured": {"0": [], "1": []}, "sweeps": {"1": 1}},
     "Player or team 1 made more sweeps than the cards it took allow: each sweep takes at least two cards."),
    ({"sweeps": {"0": 1}, "opened": {"0": 1}},
     "Player or team 0 left the table open to more sweeps than the others made."),
    ({"mulles": {"1": ["3D"]}}, "A mulle with the 3\u2666 needs both of its cards in the pile of player or team 1."),
    ({"mulles": {"0": ["6H", "6H"]}}, "A mulle with the 6\u2665 needs both of its cards in the pile of player or team 0."),
    ({"mulles": {"1": [3, 4]}}, "Player or team 1 made more mulles than the cards it took allow: each mulle takes two cards."),
    ({"variant": "casino", "captured": {"0": ["6H", "AS"], "1": []}, "mulles": {"0": [6]}},
     'This game has no mulles: leave out "mulles".'),
    ({"variant": "casino", "captured": {"0": ["AS", "AS"], "1": []}}, "The A\u2660 was taken more often than the pack holds it."),
])
def test_a_round_no_deal_can_make_is_refused_with_the_reason(changes, sentence):
    """Thirty sweeps with one card taken, mulles without their twins or in a
    game without mulles were scored (``core/round_check.py``)."""
    with pytest.raises(InputError) as info:
        _score({**ROUND, **changes})
    assert str(info.value) == sentence


def test_a_round_that_could_be_played_is_scored():
    result = _score({**ROUND, "sweeps": {"0": 2, "1": 1}, "opened": {"0": 1, "1": 2}, "mulles": {"0": ["6H"]}})
    assert [item["id"] for item in result["items"]].count("mulles") == 1
