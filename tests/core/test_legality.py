"""A refusal names what the player was trying to do (issue 20, item 5):
``legality.reason_for_attempt`` judges a drop as the move it most plausibly
means, one test per kind of move."""

from casino_desktop.core import parse_card
from casino_desktop.core.legality import attempted_move, reason_for_attempt

from .helpers import position


def _cards(text):
    return tuple(parse_card(c) for c in text.split())


def test_ace_dropped_on_a_single_build_of_7_says_raising_to_8_needs_an_8():
    s = position("casino", "AS 5H", "9D", builds=[("3D 4C", 7, False, 1)])
    key = s.builds[0].key
    assert attempted_move(s, parse_card("AS"), (), (key,))[:3] == ("raise", parse_card("AS"), 8)
    reason = reason_for_attempt(s, parse_card("AS"), (), (key,))
    assert reason == "To raise the build of 7 to 8 you must still hold a card that takes 8."


def test_card_dropped_on_a_multiple_build_says_it_cannot_be_raised():
    s = position("casino", "AS 8H", "9D", builds=[("3D 4C 7H", 7, True, 1)])
    reason = reason_for_attempt(s, parse_card("AS"), (), (s.builds[0].key,))
    assert "multiple build" in reason and "cannot be raised" in reason


def test_raise_that_is_legal_has_no_reason():
    s = position("casino", "AS 8H", "9D", builds=[("3D 4C", 7, False, 1)])
    assert reason_for_attempt(s, parse_card("AS"), (), (s.builds[0].key,)) is None


def test_take_refused_by_the_owner_rule_names_the_build_to_keep():
    s = position("casino", "8H 2C", "3D 5S", builds=[("6C 2D", 8, False, 0)])
    reason = reason_for_attempt(s, parse_card("8H"), _cards("3D 5S"))
    assert reason == "You control the build of 8: you must keep a card that takes 8 until you take the build."


def test_build_refused_names_the_value_to_hold():
    s = position("casino", "5H 2C", "4D")
    assert reason_for_attempt(s, parse_card("5H"), _cards("4D")) == (
        "To build 9 you must still hold a card that takes 9.")
    assert reason_for_attempt(position("casino", "5H 9C", "4D"), parse_card("5H"), _cards("4D")) is None


def test_add_refused_names_the_value_to_hold():
    s = position("casino", "3H 2C", "4D", builds=[("2S 5D", 7, False, 1)])
    key = s.builds[0].key
    assert attempted_move(s, parse_card("3H"), _cards("4D"), (key,))[0] == "add"
    assert reason_for_attempt(s, parse_card("3H"), _cards("4D"), (key,)) == (
        "To build 7 you must still hold a card that takes 7.")
    ok = position("casino", "3H 7C", "4D", builds=[("2S 5D", 7, False, 1)])
    assert reason_for_attempt(ok, parse_card("3H"), _cards("4D"), (ok.builds[0].key,)) is None


def test_check_names_a_rule_for_loose_cards_in_any_order():
    """``resolve`` compares loose cards as a set: the order they are named
    in changes nothing, and a refusal is still a rule's own sentence."""
    from casino_desktop.core import check
    from casino_desktop.core.legality import NEUTRAL
    from casino_desktop.core.moves import new_move
    s = position("casino", "9H 2C", "4D 5S 3C")
    take = new_move("capture", parse_card("9H"), None, (parse_card("5S"), parse_card("4D")), ())
    assert check(s, take) is None
    wrong = new_move("capture", parse_card("9H"), None, (parse_card("5S"), parse_card("3C")), ())
    assert check(s, wrong) == ("Those cards cannot be split into groups that each add up to 9: "
                               "every table card belongs to at most one group.")
    assert check(s, wrong) != NEUTRAL
