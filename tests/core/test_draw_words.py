"""The draw for the first deal in words (``core.draw_words``): the twenty-
second stranger's play-test (2026-12-07) found the Kasino rules text saying
each player draws a card and the highest deals, and the table showing no
draw at all."""

from casino_desktop.core import PHASE_ROUND_OVER, YOU_NAME, make_rules, new_game, next_round
from casino_desktop.core.cards import pretty
from casino_desktop.core.draw_words import draw_lines

NAMES = [YOU_NAME, "North"]


def test_the_first_round_says_each_players_card_and_the_rule():
    s = new_game(make_rules("kasino"), 2, False, 1)
    assert draw_lines(s, NAMES) == [
        "Each player drew a card for the deal (You 9\u2665, North 3\u2665): whoever drew the highest card deals."]
    assert s.dealer == 0  # the 9 deals, as the line says
    three = new_game(make_rules("casino-simple"), 3, False, 5)
    assert draw_lines(three, [YOU_NAME, "West", "North"]) == [
        "Each player drew a card for the deal (You 5\u2666, West 2\u2666, North 3\u2663): whoever drew the lowest card deals."]
    assert three.dealer == 1


def test_an_ace_drawn_and_a_tie_are_explained():
    """The ace is 14 from the hand in Kasino, 1 in the draw: the 9 deals."""
    ace = new_game(make_rules("kasino"), 2, False, 8)
    assert [pretty(c) for c in ace.dealer_draw] == ["A\u2666", "9\u2663"] and ace.dealer == 1
    assert draw_lines(ace, NAMES)[1:] == ["In the draw an ace counts 1."]
    tie = new_game(make_rules("kasino"), 2, False, 3)
    assert [pretty(c) for c in tie.dealer_draw] == ["2\u2663", "2\u2660"] and tie.dealer == 0
    assert draw_lines(tie, NAMES)[1:] == ["Of those who drew equal cards, the one named first deals."]


def test_nothing_is_said_where_the_dealer_is_not_drawn_for_or_after_the_first_round():
    assert draw_lines(new_game(make_rules("casino"), 2, False, 1), NAMES) == []  # dealer at random
    s = new_game(make_rules("kasino"), 2, False, 1)
    s.phase = PHASE_ROUND_OVER
    next_round(s)
    assert s.round_index == 1 and draw_lines(s, NAMES) == []


def test_a_dealer_set_by_hand_is_not_said_to_be_drawn():
    """A guided lesson sets its dealer (North) over the deal number's draw,
    in which You drew the 9♥: the log said "the highest card deals" above
    "Round 1 — North deals" until the lines were made to agree with it."""
    s = new_game(make_rules("swedish-kasino"), 2, False, 1)
    assert s.dealer == 0 and draw_lines(s, NAMES)
    s.dealer = 1
    assert draw_lines(s, NAMES) == []
