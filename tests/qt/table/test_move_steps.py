"""What the scene reads off a move to show it (``qt/table/move_steps.py``):
the card played and the very cards caught, which with two decks are not
their twins elsewhere on the table or in a hand."""
from __future__ import annotations

from casino_desktop.core import apply
from casino_desktop.qt.table.move_steps import caught_cards, landing_point, played_card
from casino_desktop.qt.table.layout import compute
from tests.core.helpers import legal, position


def test_a_capture_shows_the_card_played_and_the_cards_it_took():
    s = position("casino", "8D 2H", "3C 5H 9S", others={"1": "9C"})
    move = legal(s, "8D take 3C 5H")
    after = s.clone()
    apply(after, move)
    hand_card = played_card(s, 0, after)
    assert hand_card is not None and hand_card % 52 == move.card
    caught = caught_cards(s, move, after)
    assert sorted(c % 52 for c in caught) == sorted(move.loose) and len(caught) == 2  # not the 9♠ left


def test_with_two_decks_only_the_twin_on_the_table_is_caught():
    """Mulle: a 7♥ on the table and its twin in the hand that takes it; the one caught is the table's."""
    s = position("mulle", "7H 2C 3D 4S 5S", "7H KS", others={"1": "6H 2D 3C 4D 5D"})
    move = legal(s, "7H take 7H")
    after = s.clone()
    apply(after, move)
    on_table = set(s.loose)
    assert caught_cards(s, move, after) <= on_table and len(caught_cards(s, move, after)) == 1


def test_with_no_plan_the_card_lands_in_the_felts_middle():
    s = position("casino", "8D", "3C 5H", others={"1": "9C"})
    g = compute(1024, 700, 2)
    assert landing_point(None, g, legal(s, "8D take 3C 5H")) == g.felt.center()
