"""``casino_desktop.core.rule_turns``: a Swazi turn of several actions (one
card from the hand; builds and additions from the table before or after
it; the end of the turn), with pagat's worked situations as named tests."""

from __future__ import annotations

from casino_desktop.core import apply, legal_moves, parse_card, resolve
from casino_desktop.core.moves import END, NO_CARD, TABLE_ADD, TABLE_BUILD, new_move
from casino_desktop.core.rule_turns import (END_TURN, HAND_IN_TURN, NO_TABLE_ACTIONS, TABLE_ADD_RULE, TABLE_BUILD_RULE,
                                           hand_card_open)

from .helpers import illegal, legal, passes, position, refuses, texts


# --------------------------------------------------------------------------- pagat: builds of table cards
def test_pagat_swazi_five_three_and_two_make_a_ten_for_the_ten_in_your_hand():
    """pagat: a 5, a 3 and a 2 in the layout and a 10 in your hand: you can
    combine the 5, 3 and 2 into a build of 10 (no card from the hand)."""
    s = position("swazi-casino", "10C 4H", "5C 3D 2H")
    passes(TABLE_BUILD_RULE, s, "table build 10 5C 3D 2H")
    without = position("swazi-casino", "9C 4H", "5C 3D 2H")
    refuses(TABLE_BUILD_RULE, without, "table build 10 5C 3D 2H",
            "You may make a build of 10 only if you hold a card that can capture it.")


def test_pagat_swazi_an_ace_with_the_four_and_five_makes_a_ten():
    """pagat: a 4 and a 5 in the layout, a 10 and an ace in your hand: play
    the ace onto them for a build of 10."""
    s = position("swazi-casino", "10C AH", "4C 5D")
    legal(s, "AH build 10 4C 5D")


def test_pagat_swazi_the_five_on_top_with_the_two_beneath_it():
    """pagat: a 9 and a 2 in the layout, a 9 in your hand, an opponent's
    pile with a 5 on top and a 2 beneath: the 5 and that 2 may not be taken
    together with the table's 2.  With a 9, a 7 and a 4 in the layout
    instead, the 4 and the 5 make an augmented build of nines on the loose
    9, and then the exposed 2 and the 7 augment it again."""
    s = position("swazi-casino", "9H 3C", "9C 2H", piles=["", "KD 2S 5D"])
    illegal(s, "table build 9 9C 2H 2S 5D", "not on the table")
    s = position("swazi-casino", "9H 3C", "9C 7D 4H", piles=["", "KD 2S 5D"])
    m = legal(s, "table build 9 9C 4H 5D")
    apply(s, m)
    assert s.stacks[1][-1] == parse_card("2S")  # the 2♠ is now the top
    legal(s, "table add 9 [4H 5D 9C] 2S 7D")


def test_a_top_card_needs_a_base_of_its_value():
    """pagat: before you use an opponent's top card you must have a base: a
    build of your side, or a loose card of the build's value."""
    s = position("swazi-casino", "9H 3C", "4H", piles=["", "KD 5D"])
    refuses(TABLE_BUILD_RULE, s, "table build 9 4H 5D", "A top card may start a build only beside a loose 9 from the table.")


def test_the_rules_of_a_build_from_table_cards():
    s = position("swazi-casino", "9H QC 6H", "4H 5C 8D QD", builds=[("3S 3C", 6, False, 1)])
    with_card = new_move(TABLE_BUILD, parse_card("9H"), 9, (parse_card("4H"), parse_card("5C")), ())
    refuses(TABLE_BUILD_RULE, s, with_card, "A build or an addition of table cards alone plays no card from your hand.")
    refuses(TABLE_BUILD_RULE, s, "table build 9 4H 6C", "The 6♣ is not on the table or on top of another player's capture pile.")
    refuses(TABLE_BUILD_RULE, s, "table build 9 4H", "A build needs at least two table cards.")
    refuses(TABLE_BUILD_RULE, s, "table build 9 [3C 3S] 4H 5C",
            "A new build of table cards takes in no other build: add the cards to that build instead.")
    refuses(TABLE_BUILD_RULE, s, "table build 9 4H 8D", "The 4♥ + 8♦ cannot be split into groups that each make 9.")
    refuses(TABLE_BUILD_RULE, s, "table build 6 4H 5C", "A build of 6 is on the table already: add to it instead.")
    sa = position("south-african-casino", "9H 10C", "4H 5C 8D 3S", options={"turn_actions": "several"})
    refuses(TABLE_BUILD_RULE, sa, "table build 12 4H 8D",
            "This build would be worth 12; a build may not be worth more than 10 here.")
    # Two table cards make at least 2: only a typed move builds less.
    aces = position("sotho-casino", "AH 9C", "AD AC")
    refuses(TABLE_BUILD_RULE, aces, "table build 1 AD AC", "A build must be worth at least 2.")
    refuses(TABLE_BUILD_RULE, sa, new_move(TABLE_BUILD, NO_CARD, None, (parse_card("4H"), parse_card("8D")), ()),
            "A build must be worth at least 2.")
    sotho = position("sotho-casino", "QH 9C", "QD QS 4H 5C")
    refuses(TABLE_BUILD_RULE, sotho, "table build 12 QD QS", "The Q♠ has no number: only cards with numbers make builds from the table.")
    first = position("swazi-casino", "9H 7C 7D", "4H 5C 2D 5S", builds=[("3S 4C", 7, False, 0)])
    refuses(TABLE_BUILD_RULE, first, "table build 9 4H 5C", "In the first deal a player may own only one build: you own the build of 7.")


# --------------------------------------------------------------------------- additions from the table
def test_table_cards_join_your_own_build_and_an_opponents_only_before_capturing_it():
    own = position("swazi-casino", "9H 3C 9S", "4H 5C", builds=[("6S 3D", 9, False, 0)])
    passes(TABLE_ADD_RULE, own, "table add 9 [3D 6S] 4H 5C")
    theirs = position("swazi-casino", "9H 3C", "4H 5C", builds=[("6S 3D", 9, False, 1)], final_deal=True)
    m = legal(theirs, "table add 9 [3D 6S] 4H 5C")
    apply(theirs, m)
    assert theirs.pledge is not None
    refuses(HAND_IN_TURN, theirs, "3C trail", "You added to an opponent's build this turn: the card you play must capture it.")
    legal(theirs, "9H take [3D 4H 5C 6S]")


def test_the_rules_of_an_addition_from_the_table():
    s = position("swazi-casino", "9H 3C", "4H 5C 8D", builds=[("6S 3D", 9, False, 1), ("2S 5H", 7, False, 0)])
    four_five = (parse_card("4H"), parse_card("5C"))
    refuses(TABLE_ADD_RULE, s, new_move(TABLE_ADD, NO_CARD, 9, four_five, ()), "Say which build the table cards are added to.")
    refuses(TABLE_ADD_RULE, s, "table add 9 [3D 6S] [2S 5H] 4H 5C", "Builds are never put together: add table cards to one build.")
    with_card = new_move(TABLE_ADD, parse_card("9H"), 9, four_five, (s.builds[0].key,))
    refuses(TABLE_ADD_RULE, s, with_card, "A build or an addition of table cards alone plays no card from your hand.")
    refuses(TABLE_ADD_RULE, s, "table add 8 [3D 6S] 8D", "The build is worth 9: the cards added must make 9, not 8.")
    refuses(TABLE_ADD_RULE, s, "table add 9 [3D 6S] 4H 8D", "The 4♥ + 8♦ cannot be split into groups that each make 9.")
    # One card is not "split into groups" (a stranger's playtest).
    refuses(TABLE_ADD_RULE, s, "table add 9 [3D 6S] 8D", "The 8♦ alone does not make 9: the cards added must make 9 together.")
    refuses(TABLE_ADD_RULE, s, "table add 9 [3D 6S] 4H 7S", "The 7♠ is not on the table or on top of another player's capture pile.")
    inside = position("swazi-casino", "9H 7C", "4H 5C", builds=[("6S 3D", 9, False, 0), ("3S 4C", 7, False, 1)])
    refuses(TABLE_ADD_RULE, inside, "table add 9 [3D 6S] 4C 5C",
            "The 4♣ is in the build of 3♠ + 4♣, and a build is never broken up: "
            "to take the 4♣, capture the whole build with a card of 7.")
    sotho = position("sotho-casino", "9H 3C", "JD 4H 5C", builds=[("6S 3D", 9, False, 0)])
    refuses(TABLE_ADD_RULE, sotho, "table add 9 [3D 6S] JD", "The J♦ has no number: only cards with numbers make builds from the table.")
    cannot = position("swazi-casino", "8H 3C", "4H 5C", builds=[("6S 3D", 9, False, 1)])
    refuses(TABLE_ADD_RULE, cannot, "table add 9 [3D 6S] 4H 5C", "To add to an opponent's build of 9 you must hold a card that captures it.")
    later = position("swazi-casino", "9H 3C", "4H 5C", builds=[("6S 3D", 9, False, 1)], turn_played=True)
    refuses(TABLE_ADD_RULE, later, "table add 9 [3D 6S] 4H 5C",
            "You may add to an opponent's build only before you play your card, and only to capture it with that card.")
    two = position("swazi-casino", "9H 7C 3C", "4H 5C 2D 5S", builds=[("6S 3D", 9, False, 1), ("3S 4C", 7, False, 1)])
    apply(two, resolve(two, "table add 9 [3D 6S] 4H 5C"))
    refuses(TABLE_ADD_RULE, two, "table add 7 [3S 4C] 2D 5S", "You have already added to another opponent's build this turn.")
    first = position("swazi-casino", "9H 7C 7D", "4H 5C", builds=[("6S 3D", 9, False, 1), ("3S 4C", 7, False, 0)])
    refuses(TABLE_ADD_RULE, first, "table add 9 [3D 6S] 4H 5C", "In the first deal a player may own only one build: you own the build of 7.")


# --------------------------------------------------------------------------- the turn
def test_one_card_from_the_hand_then_table_actions_then_the_end():
    s = position("swazi-casino", "5H 9C 9D", "5D 4C 2S 7H")
    assert hand_card_open(s)
    refuses(END_TURN, s, "end", "Play one card from your hand before you end your turn.")
    refuses(END_TURN, s, new_move(END, NO_CARD, 0, (parse_card("5D"),), ()),
            "Ending your turn plays no card and moves none: it is just 'end'.")
    apply(s, resolve(s, "5H take 5D"))
    assert s.to_move == 0 and s.turn_played and not hand_card_open(s)
    refuses(HAND_IN_TURN, s, "9C take 2S 7H",
            "You have played your card from the hand this turn: add table cards to your builds, or end your turn.")
    assert "table build 9 2S 7H" in texts(s)  # a build from table cards after the card from the hand
    apply(s, resolve(s, "table build 9 2S 7H"))
    passes(END_TURN, s, "end")
    apply(s, resolve(s, "end"))
    assert s.to_move == 1 and not s.turn_played


def test_opponents_may_insist_on_the_additions_before_the_end():
    s = position("swazi-casino", "5H 9C 9D", "5D 4C 2S 7H", builds=[("6S 3D", 9, False, 0)],
                 options={"insist": True}, turn_played=True)
    refuses(END_TURN, s, "end", "Your opponents insist that you add the 2♠ + 7♥ to your side's build of 9 before you end your turn.")


def test_a_mover_with_an_empty_hand_may_still_add_and_end():
    s = position("swazi-casino", "5H", "5D 4C 2S 7H", builds=[("6S 3D", 9, False, 2)], players=4, partnerships=True,
                 others={"1": "9C", "2": "", "3": ""})
    apply(s, resolve(s, "5H take 5D"))
    assert s.to_move == 0 and not s.hands[0]
    kinds = {m.kind for m in legal_moves(s)}
    assert kinds == {"end", "tadd"}


def test_the_pledge_follows_the_build_through_further_additions():
    """Found by a random game: a second addition to the opponent's build
    (now the player's) changed its cards, and the card from the hand could
    no longer name the build it had to take."""
    s = position("swazi-casino", "9H 3C", "4H 5C 2D 7S", builds=[("6S 3D", 9, False, 1)], final_deal=True)
    apply(s, resolve(s, "table add 9 [3D 6S] 4H 5C"))
    apply(s, resolve(s, "table add 9 [3D 4H 5C 6S] 2D 7S"))
    legal(s, "9H take [2D 3D 4H 5C 6S 7S]")


def test_no_table_actions_where_a_turn_is_one_play():
    s = position("casino", "9H 3C", "4H 5C")
    refuses(NO_TABLE_ACTIONS, s, "table build 9 4H 5C",
            "Every play here uses one card from your hand: there are no actions with table cards alone, and a turn ends by itself.")
    passes(NO_TABLE_ACTIONS, position("swazi-casino", "9H 3C", "4H 5C"), "table build 9 4H 5C")


def test_a_table_build_keeps_a_card_for_every_build_you_own():
    """Found by a random game: one ace (1 or 14) cannot take a build of 1
    and one of 14, so a table build of 14 beside your build of 1 is refused
    (three players, no first-deal limit), as is taking over a 14 that way."""
    s = position("swazi-casino", "AD 3C", "6S 8D", builds=[("AH AC", 1, True, 0)], players=3,
                 others={"1": "", "2": ""}, final_deal=True)
    refuses(TABLE_BUILD_RULE, s, "table build 14 6S 8D",
            "You control the build of 1: you must keep a card that takes 1 until you take the build.")
    t = position("swazi-casino", "AD 3C", "6S 8D", builds=[("AH AC", 1, True, 0), ("5S 9D", 14, False, 1)], players=3,
                 others={"1": "", "2": ""}, final_deal=True)
    refuses(TABLE_ADD_RULE, t, "table add 14 [5S 9D] 6S 8D",
            "You control the build of 1: you must keep a card that takes 1 until you take the build.")


def test_table_cards_that_do_not_make_the_value_are_told_so_even_beside_a_top_card():
    """The 2♦ on the pile and the 5♠ make 7, not 9: that, not a missing base,
    is what a player needs to hear (the loose 9 is there)."""
    s = position("swazi-casino", "9H 3C", "9C 5S", piles=["", "KD 2D"])
    refuses(TABLE_BUILD_RULE, s, "table build 9 9C 2D 5S",
            "The 2♦ + 5♠ + 9♣ cannot be split into groups that each make 9.")
    in_build = position("swazi-casino", "9H 3C", "5C", builds=[("4D 3S", 7, False, 1)])
    refuses(TABLE_BUILD_RULE, in_build, "table build 9 4D 5C",
            "The 4♦ is in the build of 4♦ + 3♠, and a build is never broken up: "
            "to take the 4♦, capture the whole build with a card of 7.")


def test_a_table_build_or_addition_from_your_own_pile_top_is_said_to_be_yours():
    s = position("swazi-casino", "9H 3C", "4H", piles=["KD 5D", ""])
    refuses(TABLE_BUILD_RULE, s, "table build 9 4H 5D",
            "The 5♦ is on top of your own capture pile: only the top cards of the other players' piles are in play.")
    s = position("swazi-casino", "9H 3C", "4H", builds=[("4S 5S", 9, False, 0)], piles=["KD 5D", ""])
    refuses(TABLE_ADD_RULE, s, "table add 9 [4S 5S] 4H 5D",
            "The 5♦ is on top of your own capture pile: only the top cards of the other players' piles are in play.")
