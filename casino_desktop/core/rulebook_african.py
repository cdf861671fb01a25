"""The rulebook's sentences for the rules of the African family (Swazi,
Sotho and South African Casino): the 40-card pack, dealing the whole pack,
play to the right, capture piles whose top card is in play, several actions
in a turn, who may change or join a build, the two-player deal limits, and
majorities that tied sides share.

Kept apart from ``rulebook_words`` only for size; the conventions are the
same: every sentence is one whole template, chosen by the rule values it
explains (the keys), a count is the plural template's ``{count}``.  Where a
Swazi or South African word is the players' own (drifting, augmented build)
the sentence says it, and the glossary explains it.
"""
from __future__ import annotations

from typing import Any

from .templates import N_, N_plural

DECK_FORTY = N_("It is played with a 40-card pack: one 52-card deck without its jacks, queens and kings.")
COURTS_FORTY = N_("Every card counts its number; there are no court cards in the pack.")

# Play to the right: who deals next, by how the first dealer is chosen.
DEAL_FIRST_RIGHT = {
    "random": N_("The first dealer is chosen at random; the deal then passes to the right each round."),
    "highest_card": N_("Everyone draws a card and the highest card deals first; the deal then passes to the "
                       "right each round."),
    "lowest_card": N_("Everyone draws a card and the lowest card deals first; the deal then passes to the right "
                      "each round."),
}
# (anticlockwise)
DIRECTION = {
    True: N_("Play goes to the right (anticlockwise): the player on the dealer's right plays first, and the "
             "dealer plays last."),
    False: N_("Play goes to the left (clockwise): the player on the dealer's left plays first, and the dealer "
              "plays last."),
}

# Dealing the whole pack: (cards go to the table first); {count} is the table's cards.
# Templates of both kinds (a plural, a sentence): ``Any`` to the type checker.
WHOLE_PACK: dict[bool, Any] = {
    True: N_plural("The player who plays first cuts {count} card from the middle of the pack and lays it face up "
                   "on the table; the dealer then deals out the rest of the pack one card at a time, beginning "
                   "with that player, in equal hands.",
                   "The player who plays first cuts {count} cards from the middle of the pack and lays them face "
                   "up on the table; the dealer then deals out the rest of the pack one card at a time, beginning "
                   "with that player, in equal hands."),
    False: N_("The dealer deals out the whole pack one card at a time, beginning with the player who plays "
              "first, in equal hands; no cards go to the table first."),
}
# By the number of players; {count} is the cards each player gets (in each deal, with two).
HANDS = {
    2: N_plural("With two players each gets {count} card, and {count} more when both hands are empty.",
                "With two players each gets {count} cards, and {count} more when both hands are empty."),
    3: N_plural("With three players each gets {count} card.", "With three players each gets {count} cards."),
    4: N_plural("With four players each gets {count} card.", "With four players each gets {count} cards."),
}
LEFT_OVER = N_plural("The card left over goes face up to the table.",
                     "The {count} cards left over go face up to the table.")

# ("several", pile tops are in play), or "one"
TURN_ACTIONS = {
    ("several", True): N_(
        "Before or after that one card from your hand, your turn may hold as many actions as you like with cards "
        "already in play: making a build from loose table cards alone (you must hold a card of its value), and "
        "adding loose table cards and top cards of capture piles to a build, in groups of its value. You end your "
        "turn when you are done, but not before your card from the hand is played."),
    ("several", False): N_(
        "Before or after that one card from your hand, your turn may hold as many actions as you like with cards "
        "already in play: making a build from loose table cards alone (you must hold a card of its value), and "
        "adding loose table cards to a build, in groups of its value. You end your turn when you are done, but not "
        "before your card from the hand is played."),
    "one": N_("Your turn is that one play: table cards are never built or added to a build on their own."),
}

PILES_NONE = N_("Captured cards are kept face down and stay out of play.")
PILE_ORDER = {
    "played_on_top": N_("Captured cards are kept face up in a capture pile: the card you captured with goes on "
                        "top, and the cards it took beneath it, the lowest nearest the top."),
    "lowest_on_top": N_("Captured cards are kept face up in a capture pile: the cards of each capture, the one you "
                        "captured with included, go on it in order of value, the lowest on top."),
}
PARTNER_PILES = {
    "shared": N_("Partners keep one capture pile between them, so neither can use the other's top card."),
    "separate": N_("Partners keep a capture pile each, and may use each other's top card as they use an "
                   "opponent's."),
}
PILE_TOPS = {
    "builds": N_("Only the top card of each capture pile is in play, and only for building: you may add the top "
                 "card of another player's pile, alone or with loose table cards, as a group of a build's value to "
                 "a build of your side, or to a loose table card you could capture, which then becomes an "
                 "augmented build of that card's value. A top card is never captured directly."),
    "captures": N_("Only the top card of each capture pile is in play: the card you play may capture the top card "
                   "of another player's pile, alone or in a sum with table cards, or add it to your own build."),
}
# (turn_actions): what using a top card exposes.
NEXT_TOP = {
    "several": N_("Each action may use only the card on top of each pile; once it is taken, the card beneath "
                  "becomes the top card, for your next action or the next player."),
    "one": N_("Once a top card is taken, the card beneath it becomes the top card."),
}
# (insist, turn_actions)
INSIST = {
    (True, "several"): N_("Opponents insist: a capture must take everything the card you play can take, and you "
                          "may not end your turn while a loose card or a top card could still be added to a build "
                          "of your side. A card that could capture may still go into a build instead (drifting)."),
    (True, "one"): N_("Opponents insist: a capture must take everything the card you play can take. A card that "
                      "could capture may still go into a build instead (drifting)."),
    (False, "several"): N_("A capture need not take everything the card could take, and you need not add to your "
                           "builds every card that could go on them. A card that could capture may go into a build "
                           "instead (drifting)."),
    (False, "one"): N_("A capture need not take everything the card could take, and a card that could capture may "
                       "go into a build instead (drifting)."),
}

MULTIPLE_AUGMENTED = N_("An augmented build (a multiple build) holds several groups of the same value (two 4s and "
                        "a 3 + 5 as a build of 8); you make one by adding a group of that value to a build, or to "
                        "a loose card of that value that you could capture. No build is ever broken up.")
# (raise_own_build, raise_partners_build): said when a partner's build is off limits.
RAISE = {
    (False, False): N_("Only an opponent's single build may change its value: you raise it by adding one card from "
                       "your hand, and it becomes yours. Your own builds and your partner's never change value, "
                       "nor does any augmented build."),
    (True, False): N_("You may raise your own single build or an opponent's by adding a card from your hand to it, "
                      "but never your partner's; an augmented build cannot be raised."),
}
# (False, same_value_builds), or True
JOIN = {
    (False, "merge"): N_("A build belongs to whoever made it or last raised it or added to it. Cards go onto an "
                         "opponent's build only in a turn in which you capture it; until then you may not add to "
                         "it, nor build its value, since two builds of one value would merge."),
    (False, "allowed"): N_("A build belongs to whoever made it or last raised it or added to it. Cards go onto an "
                           "opponent's build only in a turn in which you capture it; until then you may not add to "
                           "it or merge a build into it."),
    True: N_("You may add cards to an opponent's build, or merge a build of yours into it, and so take it over."),
}
# (True, owner_may_trail), or False
FIRST_DEAL = {
    (True, True): N_("With two players, in the first deal, a build owner may neither trail nor make or take over a "
                     "build of another value; the second deal lifts both limits."),
    (True, False): N_("With two players, in the first deal, a build owner may not make or take over a build of "
                      "another value; the second deal lifts this limit."),
    False: N_("With two players the first deal sets a build owner no limits of its own."),
}
# (owner_trails_second_deal): follows the sentence that an owner may not trail.
SECOND_DEAL = {
    True: N_("With two players that holds only in the first deal: in the second a build owner may trail."),
    False: N_("With two players that holds in both deals."),
}

# Tied majorities share (ties_split): the sentence for the item.
TIED = {
    "most_cards": N_plural("Taking the most cards scores {count} point; sides that tie share it equally, rounded "
                           "down.",
                           "Taking the most cards scores {count} points; sides that tie share them equally, "
                           "rounded down."),
    "most_spades": N_plural("Taking the most spades scores {count} point; sides that tie share it equally, rounded "
                            "down.",
                            "Taking the most spades scores {count} points; sides that tie share them equally, "
                            "rounded down."),
}
SPADE_QUOTA = N_plural("Every side that takes at least {count} spade scores 1 point.",
                       "Every side that takes at least {count} spades scores 1 point.")
# What a round is worth in all with two sides: a fixed total, or one of two.
TOTAL = {
    "fixed": N_plural("With two sides every round is worth {count} point in all.",
                      "With two sides every round is worth {count} points in all."),
    "range": N_plural("With two sides a round is worth {lowest} or {count} point in all.",
                      "With two sides a round is worth {lowest} or {count} points in all."),
}
