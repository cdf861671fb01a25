"""Positions as JSON (``core/position.py``): the mover's hand is enough (the
rest is then the mover's information view), and every problem is refused
in one sentence (``PositionError``)."""

from __future__ import annotations

import pytest

from casino_desktop.core import HIDDEN, legal_moves, parse_card
from casino_desktop.core.position import PositionError, position_from_json


def _pos(**over):
    data = {"variant": "casino", "players": 2, "to_move": 0, "hands": {"0": ["3H", "8S"]},
            "table": ["5C", {"build": ["4H", "3S"], "value": 7, "multiple": False, "controller": 1}]}
    data.update(over)
    return position_from_json(data)


def test_a_position_with_only_the_movers_hand_is_that_seats_view():
    s = _pos()
    assert s.viewer == 0 and s.to_move == 0 and s.phase == "play"
    assert s.hands[0] == [parse_card("3H"), parse_card("8S")]
    assert s.hands[1] == [HIDDEN, HIDDEN]  # as many unknown cards as the mover holds
    assert s.loose == [parse_card("5C")]
    (b,) = s.builds
    assert (b.value, b.multiple, b.controller) == (7, False, 1)
    assert len(s.stock) == 8 and not s.final_deal  # a stock of hidden cards: not the last deal
    texts = {m.text() for m in legal_moves(s)}
    assert "3H build 8 5C" in texts and "8S trail" in texts  # 3 + 5 built for the 8 the mover holds


def test_every_hand_given_and_the_last_deal_make_a_full_state():
    s = _pos(hands={"0": ["3H", "8S"], "1": ["7D", "KC"]}, final_deal=True)
    assert s.viewer is None and s.stock == [] and s.final_deal


def test_a_double_deck_gives_the_second_copy_its_own_id():
    s = position_from_json({"variant": "mulle", "hands": {"0": ["5H"]}, "table": ["5H"]})
    assert sorted(s.hands[0] + s.loose) == [parse_card("5H"), parse_card("5H") + 52]
    with pytest.raises(PositionError, match="more often than the deck holds it"):
        position_from_json({"variant": "mulle", "hands": {"0": ["5H", "5H"]}, "table": ["5H"]})


def test_a_multiple_build():
    s = _pos(table=[{"build": ["4H", "3S", "7C"], "value": 7, "multiple": True, "controller": 0}])
    assert s.builds[0].multiple and s.builds[0].value == 7 and s.builds[0].controller == 0


def test_a_multiple_build_with_an_ace_counted_14_is_read():
    """Swazi aces count 1 or 14: 6 + 8, K + A and the other ace alone make
    three groups of 14.  Play reaches this build; the reader counted every
    ace as 1 and refused it."""
    s = position_from_json({"variant": "swazi-casino", "hands": {"0": ["3H"]},
                            "table": [{"build": ["6S", "8S", "KH", "AS", "AH"], "value": 14, "multiple": True,
                                       "controller": 1}]})
    assert s.builds[0].value == 14 and s.builds[0].multiple
    with pytest.raises(PositionError, match="cannot be split"):
        position_from_json({"variant": "casino", "hands": {"0": ["3H"]},
                            "table": [{"build": ["2S", "3S", "AS"], "value": 4, "multiple": True}]})


def test_a_court_card_build_is_read_at_its_rank():
    """casino-simple builds court cards of one rank (K + K, taken by the third
    king): worth 13, above the highest number a card counts as there (10).
    The reader refused it, though play reaches it."""
    data = {"variant": "casino-simple", "hands": {"0": ["KS", "3H"]},
            "table": [{"build": ["KC", "KD"], "value": 13, "controller": 0}]}
    s = position_from_json(data)
    assert s.builds[0].value == 13 and s.builds[0].multiple
    assert any(m.text() == "KS take [KD KC]" for m in legal_moves(s))  # the build, taken by the third king
    data["table"][0]["value"] = 12
    with pytest.raises(PositionError, match="court cards of one rank, so it is worth 13, not 12"):
        position_from_json(data)


@pytest.mark.parametrize("data, words", [
    ([], "must be a JSON object"),
    ({"players": 5}, "'players' must be a whole number from 2 to 4"),
    ({"players": True}, "'players' must be a whole number"),
    ({"partnerships": "yes"}, "'partnerships' must be true or false"),
    ({"final_deal": 1}, "'final_deal' must be true or false"),
    ({"variant": "poker"}, "Unknown variant"),
    ({"to_move": 2}, "'to_move' must be a seat number from 0 to 1"),
    ({"hands": {"1": ["3H"]}}, "The hand of seat 0, who is to move, must be given"),
    ({"hands": {"0": "3H"}}, "must be a list of cards"),
    ({"hands": {"0": ["3H"], "7": ["4H"]}}, "'7' is not a seat"),
    ({"hands": {"0": []}}, "The seat to move has no cards"),
    ({"hands": {"0": ["3H", "4H", "5H", "6H", "7H"]}}, "a hand holds at most 4"),
    ({"hands": {"0": ["3X"]}}, "the suit must be one of"),
    ({"hands": {"0": [3]}}, "is not a card"),
    ({"hands": {"0": ["3H"]}, "table": ["3H"]}, "more often than the deck holds it"),
    ({"table": "5C"}, "'table' must be a list"),
    ({"table": [{"build": ["4H"], "value": 4}]}, "at least two cards"),
    ({"table": [{"build": ["4H", "3S"], "value": 0}]}, "whole number from 1 to 10"),
    ({"table": [{"build": ["4H", "3S"], "value": 8}]}, "add up to 7, so they cannot make a single build of 8"),
    ({"table": [{"build": ["4H", "3S"], "value": 7, "multiple": True}]}, "cannot be split into two or more groups"),
    ({"table": [{"build": ["4H", "3S"], "value": 7, "controller": 2}]}, "'controller' must be a seat number"),
    ({"table": [{"build": ["JH", "3S"], "value": 7}]}, "holds a court card"),
])
def test_problems_are_refused_in_one_sentence(data, words):
    base = {"variant": "casino", "hands": {"0": ["3H", "8S"]}}
    if isinstance(data, dict):
        data = {**base, **data}
    with pytest.raises(PositionError) as info:
        position_from_json(data)
    message = str(info.value)
    assert words in message and "\n" not in message


@pytest.mark.parametrize("where", [{"hands": {"0": ["3H", "KS"]}}, {"table": ["5C", "QD"]},
                                   {"table": [{"build": ["4H", "JS"], "value": 5}]}])
def test_a_card_the_forty_card_pack_does_not_hold_is_refused(where):
    # The deal never makes a court card in South Africa: a typed position with one would offer "KS trail".
    data = {"variant": "south-african-casino", "hands": {"0": ["3H", "4S"]}, "table": ["5C"], **where}
    with pytest.raises(PositionError, match="is not in this game's pack: it is played with 40 cards"):
        position_from_json(data)
    # Any variant with the 40-card pack, not only the preset.
    with pytest.raises(PositionError, match="not in this game's pack"):
        position_from_json({"variant": "casino", "options": {"forty_cards": True}, "hands": {"0": ["KS"]}})
    assert position_from_json({"variant": "swazi-casino", "hands": {"0": ["3H", "KS"]}, "table": ["5C"]})


def test_which_deal_a_position_is_in_is_read_and_the_first_deal_rule_judges_by_it():
    # A position carried no deal: every one was read as the first deal, so
    # under "no building in the first deal" a build in the third deal was refused.
    from casino_desktop.core import check
    data = {"variant": "casino", "options": {"no_builds_first_deal": True}, "hands": {"0": ["6H", "8D"]},
            "table": ["2D"]}
    assert position_from_json(data).deals_done == 1
    first = position_from_json(data)
    assert "first deal" in check(first, _build(first))
    third = position_from_json({**data, "deal": 3})
    assert third.deals_done == 3 and check(third, _build(third)) is None
    for bad in (0, "2", True, 53):
        with pytest.raises(PositionError, match="'deal' must be a whole number from 1 to 52"):
            position_from_json({**data, "deal": bad})


def _build(state):
    from casino_desktop.core import new_move, parse_card
    return new_move("build", parse_card("6H"), 8, (parse_card("2D"),), ())
