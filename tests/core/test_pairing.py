"""Forced pairing (``core/pairing.py``, the Dominican form) as functions: the
loose cards equal to a played card, which moves leave one behind, and the
filter over a move list.  (The rule in play, with its sentences, is in
``test_dominican.py``.)"""

from __future__ import annotations

from casino_desktop.core import ADD, BUILD, CAPTURE, TRAIL, Move, legal_moves, parse_card
from casino_desktop.core.pairing import equal_loose, leaves_equal_card, pairing_kept

from .helpers import position


def _f(*texts):
    return [parse_card(t) for t in texts]


def test_the_equal_loose_cards_of_a_played_card():
    s = position("dominican-casino", "5S AS KD", "5C 5D 3H AC 9S")
    loose = [c % 52 for c in s.loose]
    assert sorted(equal_loose(s, parse_card("5S"), loose)) == sorted(_f("5C", "5D"))
    assert equal_loose(s, parse_card("KD"), loose) == []
    # An ace counts 1 or 14: as either value it equals the table ace, but taking as 14 it need not take it.
    assert equal_loose(s, parse_card("AS"), loose) == _f("AC")
    assert equal_loose(s, parse_card("AS"), loose, 14) == []
    assert equal_loose(s, parse_card("AS"), loose, 1) == _f("AC")


def test_a_court_card_without_a_number_equals_its_rank():
    s = position("casino-simple", "KD", "KC 3H KS")
    loose = [c % 52 for c in s.loose]
    assert sorted(equal_loose(s, parse_card("KD"), loose)) == sorted(_f("KC", "KS"))


def test_which_moves_leave_an_equal_card_behind():
    five, c5, d5, h3 = _f("5S", "5C", "5D", "3H")
    equal = [c5, d5]
    assert leaves_equal_card(Move(TRAIL, five), equal)
    assert leaves_equal_card(Move(CAPTURE, five, 5, (c5,)), equal)
    assert not leaves_equal_card(Move(CAPTURE, five, 5, (c5, d5)), equal)
    assert not leaves_equal_card(Move(CAPTURE, five, 5, (h3, c5, d5)), equal)
    assert not leaves_equal_card(Move(BUILD, five, 8, (h3,)), equal)  # the card goes into a build
    assert not leaves_equal_card(Move(ADD, five, 8, (h3,)), equal)


def test_the_filter_keeps_exactly_the_moves_that_take_every_equal_card():
    s = position("dominican-casino", "5S 9H KD", "5C 5D 3H 2C 9S")
    moves = legal_moves(s)
    assert pairing_kept(s, moves, [c % 52 for c in s.loose]) == moves  # the generator already applied it
    texts = {m.text() for m in moves}
    assert "5S trail" not in texts and "9H trail" not in texts and "KD trail" in texts
    assert "5S take 5D 5C" in texts and "5S take 5C" not in texts and "5S take 5D" not in texts
