"""The basic rules and the trail rules of ``casino_desktop.core.rule_table``:
for each rule, the fields it reads, when it is in play, and a position
where it refuses a move with its own sentence next to a move it lets pass.

``refuses`` asks both ``check`` and the rule alone, so each sentence below
is the one a player reads and the one this rule gives."""

from casino_desktop.core import PRESETS, apply, make_rules, parse_card, resolve
from casino_desktop.core.moves import CAPTURE, NO_CARD, TRAIL, new_move
from casino_desktop.core.rule_table import (BUILDING, BUILDS_EXIST, HOLDS_CARD, LOOSE_EXIST, PLAYING,
                                            TRAIL_AND_BUILD, TRAIL_TAKES_NO_BUILD, TRAIL_VALUE)

from .helpers import passes, position, refuses


def test_the_basic_rules_read_no_field_and_hold_in_every_variant():
    for rule in (PLAYING, HOLDS_CARD, LOOSE_EXIST, BUILDS_EXIST, TRAIL_TAKES_NO_BUILD):
        assert rule.fields == (), rule.name
        assert all(rule.active(v.rules) for v in PRESETS), rule.name


def test_no_card_is_played_once_the_round_is_over():
    """The last two cards of a round: the 8♦ may be trailed until the 5♥
    and it are both down; then the round is over and nothing is played."""
    s = position("casino", "5H", "9C", others={1: "8D"}, final_deal=True)
    apply(s, resolve(s, "5H trail"))
    passes(PLAYING, s, "8D trail")
    apply(s, resolve(s, "8D trail"))
    refuses(PLAYING, s, "8D trail", "The round is over: no card can be played now.")


def test_you_play_only_a_card_you_hold():
    """Holding the 9♥, a player tries to take the 9♣ with the 9♦ they do not hold."""
    s = position("casino", "9H 2S", "9C 5D")
    refuses(HOLDS_CARD, s, "9D take 9C", "You do not hold the 9♦.")
    no_card = new_move(CAPTURE, NO_CARD, 9, (parse_card("9C"),), ())  # a table action's card on a play from the hand
    refuses(HOLDS_CARD, s, no_card, "Say which card from your hand you play.")
    passes(HOLDS_CARD, s, "9H take 9C")


def test_a_table_card_you_name_must_be_there():
    """Taking 5♣ + 4♦ with the 9♥ where only the 4♦ and the 5♦ lie."""
    s = position("casino", "9H 2S", "5D 4D")
    refuses(LOOSE_EXIST, s, "9H take 5C 4D", "The 5♣ is not on the table.")
    passes(LOOSE_EXIST, s, "9H take 5D 4D")


def test_a_double_deck_card_named_twice_needs_both_copies_on_the_table():
    """Mulle's two decks: one 5♣ lies loose, and the 10♥ claims two."""
    s = position("mulle", "10H 2S", "5C 5D 3H")
    # It is there, once: "not on the table" misled (a newcomer's typo, 3H take AC AC 2D).
    refuses(LOOSE_EXIST, s, "10H take 5C 5C", "The 5♣ is named more often than it lies on the table.")
    passes(LOOSE_EXIST, s, "10H take 5C 5D")


def test_a_build_you_name_must_stand_on_the_table():
    """The opponent's build of 7 is 3♦ + 4♣; the player names 2♦ + 5♣."""
    s = position("casino", "7H 2S", "9C", builds=[("3D 4C", 7, False, 1)])
    refuses(BUILDS_EXIST, s, "7H take [2D 5C]", "There is no build of 2♦ + 5♣ on the table.")
    passes(BUILDS_EXIST, s, "7H take [3D 4C]")


def test_a_build_named_twice_must_stand_twice():
    """Two decks, one build of 3♦ + 4♣: the 7♥ cannot take it twice over."""
    s = position("mulle-kortspel", "7H 2S", "9C", builds=[("3D 4C", 7, False, 1)])
    refuses(BUILDS_EXIST, s, "7H take [3D 4C] [3D 4C]",
            "The build of 3♦ + 4♣ is named more often than it stands on the table.")
    passes(BUILDS_EXIST, s, "7H take [3D 4C]")


def test_only_the_first_of_two_twin_builds_can_be_named():
    """Two decks: the opponent's eight twos make a multiple build of 4 and,
    with the second deck's twos, a single build of 8 of the same cards.  A
    play names a build by its cards, so the 8 cannot be named beside the 4."""
    s = position("mulle-kortspel", "8H 9S", "5C",
                 builds=[("2C 2D 2H 2S", 4, True, 1), ("2C 2D 2H 2S", 8, False, 1)])
    refuses(BUILDS_EXIST, s, "8H take [2C 2D 2H 2S] [2C 2D 2H 2S]",
            "An earlier build on the table holds these same cards, and a play names a build by its cards: "
            "only that first build can be taken, raised or added to now.")


def test_trailing_and_building_at_once_is_off_unless_the_house_rule_is_on():
    """Holding 5♥ and 7♠ with 3♣ and 4♦ loose, a player trails the 5♥ and
    builds 7 from the table cards: only the house rule allows it."""
    assert TRAIL_AND_BUILD.fields == ("building", "trail_and_build")
    assert TRAIL_AND_BUILD.active(make_rules("casino"))
    assert TRAIL_AND_BUILD.active(make_rules("kasino"))  # no building at all
    assert not TRAIL_AND_BUILD.active(make_rules("casino", {"trail_and_build": True}))
    s = position("casino", "5H 7S", "3C 4D")
    refuses(TRAIL_AND_BUILD, s, "5H trail build 7 3C 4D",
            "A trail takes no table cards (trailing and building at once is a house rule that is off).")
    refuses(TRAIL_AND_BUILD, s, "5H trail build 7",
            "A card trailed alone makes no build, so it declares no value.")
    passes(TRAIL_AND_BUILD, s, "5H trail")
    passes(TRAIL_VALUE, position("casino", "5H 7S", "3C 4D", options={"trail_and_build": True}),
           "5H trail build 7 3C 4D")


def test_a_trail_puts_nothing_onto_a_build():
    """The opponent's build of 7 stands; a trail that names it takes
    nothing from the table.  (Move text cannot say this; a program handing
    ``check`` a Move can.)"""
    s = position("casino", "5H 9S", "2C", builds=[("3D 4C", 7, False, 1)])
    key = s.builds[0].key
    refuses(TRAIL_TAKES_NO_BUILD, s, new_move(TRAIL, parse_card("5H"), 0, (), (key,)),
            "A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.")
    passes(TRAIL_TAKES_NO_BUILD, s, "5H trail")


def test_a_trail_that_builds_says_its_value_and_one_alone_says_none():
    """Trail and build on: the 5♥ trailed while 3♣ + 4♦ become a build
    must say 7; the 5♥ trailed alone builds nothing and says no value."""
    assert TRAIL_VALUE.fields == ("building", "trail_and_build")
    assert all(TRAIL_VALUE.active(v.rules) for v in PRESETS)
    s = position("casino", "5H 7S", "3C 4D", options={"trail_and_build": True})
    m = new_move(TRAIL, parse_card("5H"), 0, (parse_card("3C"), parse_card("4D")), ())
    refuses(TRAIL_VALUE, s, m, "Say the value of the build you make from the table cards.")
    refuses(TRAIL_VALUE, s, "5H trail build 7", "A card trailed alone makes no build, so it declares no value.")
    passes(TRAIL_VALUE, s, "5H trail build 7 3C 4D")
    passes(TRAIL_VALUE, s, "5H trail")
    # The house rule off, a trail that names table cards and no value builds nothing either.
    refuses(TRAIL_VALUE, position("casino", "5H 7S", "3C 4D"), m,
            "A trail takes no table cards (trailing and building at once is a house rule that is off).")


def test_without_building_no_build_raise_or_add_is_made():
    """Kasino has no building: the 5♥ cannot build 9 on the 4♣, and still takes the 5♣."""
    assert BUILDING.fields == ("building",)
    assert BUILDING.active(make_rules("kasino"))
    assert not BUILDING.active(make_rules("casino"))
    s = position("kasino", "5H 9S", "4C 5C")
    refuses(BUILDING, s, "5H build 9 4C", "This variant has no building: capture or trail.")
    passes(BUILDING, s, "5H take 5C")
    passes(BUILDING, position("casino", "5H 9S", "4C 5C"), "5H build 9 4C")


def test_a_card_inside_a_build_is_named_as_such_with_how_to_take_it():
    """A player who names a card of a build as loose is told where it is
    and how it can be taken, not that it is missing."""
    for variant in ("casino", "swazi-casino"):
        s = position(variant, "4S 7C", "9C 5S", builds=[("4D 3S", 7, False, 1)])
        refuses(LOOSE_EXIST, s, "4S take 4D", "The 4♦ is in the build of 4♦ + 3♠, and a build is never broken up: "
                                              "to take the 4♦, capture the whole build with a card of 7.")
        passes(LOOSE_EXIST, s, "7C take [4D 3S]")


def test_a_card_on_top_of_your_own_pile_is_said_to_be_yours():
    """Only the other players' pile tops are in play (the African family):
    one's own top was told "not on the table", true but no reason (stranger 16)."""
    s = position("south-african-casino", "6S 2C", "4H", piles=["3H 6D", "2D"])
    refuses(LOOSE_EXIST, s, "6S take 6D",
            "The 6♦ is on top of your own capture pile: only the top cards of the other players' piles are in play.")
