"""The rulebook's sentences (``rulebook.py``), each one whole and marked for
translation.

A sentence of the rules used to be glued from pieces ("The game is for " +
"exactly 2 players" + "."), which no translator can put in another word
order, and its counts said "points" whatever the number.  Here every
sentence the rulebook can say is one template, chosen by the rule values it
explains; a count is the plural template's ``{count}``, so Russian gets its
three forms.  The rule units (``units_*``, a spec's ``sentence`` or
``write``, or a family's combination unit) pick and fill them; the keys are
the rule values that choose a sentence.
"""
from __future__ import annotations

from typing import Any

from .templates import N_, N_plural
from .rule_spec import BUILDING, SCORING

HOUSE_RULE = N_("{sentence} (house rule)", note="a rule's sentence, then the mark that a house rule changed it")
# The variant's own description, where house rules change the game it describes
# (it may say "court cards take only their own rank" of a game where they count).
# Its own sentence before the summary, not "Usually: {summary}": nearly every
# summary holds a colon, and two in one line read badly (stranger 12).
# "This game's", not "your": at a network table a guest reads the host's house rules.
USUALLY = N_("The game is usually like this. {summary} This game's house rules change that: each rule they change is marked "
             "“(house rule)” below.",
             note="{summary}: the variant's description, a sentence; the mark is the one the rulebook puts after "
                  "a house rule's sentence")
YES_NO = {True: N_("yes", note="a rule that is switched on"), False: N_("no", note="a rule that is switched off")}
SECTIONS = {"deal": N_("The deal"), "play": N_("Playing a card"), "building": BUILDING, "scoring": SCORING,
            "winning": N_("Winning", note="a heading: how a match is won")}

# Templates of both kinds (a sentence, a plural) in one table: ``Any`` to the type checker.
PLAYERS: dict[str, Any] = {
    "exactly": N_plural("The game is for exactly {count} player.", "The game is for exactly {count} players."),
    "range": N_plural("The game is for {lowest} to {count} player.", "The game is for {lowest} to {count} players."),
    "or_four": N_plural("The game is for {count} player, or 4 in two partnerships.",
                        "The game is for {count} players, or 4 in two partnerships."),
    "four_only": N_("The game is for 4 players in two partnerships."),
}
# "Scoring their captures together", not "pooling" them: in Lesotho partners keep a pile each.
FOUR = {"optional": N_("Four may play each for themselves or in two partnerships, partners sitting opposite and "
                       "scoring their captures together."),
        "required": N_("Four always play in two partnerships, partners sitting opposite and scoring their captures "
                       "together."),
        "never": N_("Four play each for themselves, never in partnerships.")}
DECK = {True: N_("It is played with two 52-card decks shuffled together (104 cards), so every card has an "
                 "identical twin."),
        False: N_("It is played with one 52-card deck.")}
DEAL_FIRST = {"random": N_("The first dealer is chosen at random; the deal then passes to the left each round."),
              "highest_card": N_("Everyone draws a card and the highest card deals first; the deal then passes to "
                                 "the left each round."),
              "lowest_card": N_("Everyone draws a card and the lowest card deals first; the deal then passes to the "
                                "left each round.")}
# (deal order, cards go to the table): {count} is the hand size, {table} the table's cards.
DEAL: dict[Any, Any] = {
    ("players_then_table", True): N_plural(
        "The dealer gives each player {count} card and puts {table} face up on the table, dealing round the "
        "players first, then to the table.",
        "The dealer gives each player {count} cards and puts {table} face up on the table, dealing round the "
        "players first, then to the table."),
    ("players_then_table", False): N_plural(
        "The dealer gives each player {count} card and puts none on the table, dealing round the players first, "
        "then to the table.",
        "The dealer gives each player {count} cards and puts none on the table, dealing round the players first, "
        "then to the table."),
    ("others_table_dealer", True): N_plural(
        "The dealer gives each player {count} card and puts {table} face up on the table, dealing to the other "
        "players, then to the table, then to the dealer.",
        "The dealer gives each player {count} cards and puts {table} face up on the table, dealing to the other "
        "players, then to the table, then to the dealer."),
    ("others_table_dealer", False): N_plural(
        "The dealer gives each player {count} card and puts none on the table, dealing to the other players, "
        "then to the table, then to the dealer.",
        "The dealer gives each player {count} cards and puts none on the table, dealing to the other players, "
        "then to the table, then to the dealer."),
    # The same without the order, which the two rounds' sentence below then says.
    ("plain", True): N_plural("The dealer gives each player {count} card and puts {table} face up on the table.",
                              "The dealer gives each player {count} cards and puts {table} face up on the table."),
    ("plain", False): N_plural("The dealer gives each player {count} card and puts none on the table.",
                               "The dealer gives each player {count} cards and puts none on the table."),
    # How the first deal goes out in two rounds of packets (``deal_packets``); {hand} and {table} are the
    # cards in one packet, to each player and to the table.
    ("rounds", "players_then_table", True): N_("They are dealt in two rounds: {hand} to each player, then {table} "
                                               "to the table, and the same again."),
    ("rounds", "players_then_table", False): N_("They are dealt in two rounds of {hand} to each player."),
    ("rounds", "others_table_dealer", True): N_("They are dealt in two rounds: {hand} to each of the other players, "
                                                "{table} to the table, then {hand} to the dealer, and the same "
                                                "again."),
    ("rounds", "others_table_dealer", False): N_("They are dealt in two rounds of {hand} to each player, the "
                                                 "dealer last."),
    "short": N_("When too few cards are left for full hands, they go one at a time from the dealer's left as far "
                "as they reach, so some players get fewer."),
    "again": N_plural("When every hand is empty the same dealer deals {count} more to each player, but never to "
                      "the table, until the stock runs out.",
                      "When every hand is empty the same dealer deals {count} more to each player, but never to "
                      "the table, until the stock runs out."),
}

PLAY = {
    "courts_numeric": N_("Number cards count their value; J, Q and K count 11, 12 and 13, in sums and builds too."),
    "courts_none": N_("Number cards count their value; J, Q and K have no number: each takes only cards of its "
                      "own rank."),
    "ace_1": N_("An ace counts 1."),
    "ace_1_or_14": N_("An ace counts 1 or 14, as you choose, on the table too."),
    "ace_1_or_14_in_hand": N_("The ace you play counts 1 or 14 when it takes, as you choose; aces on the table, "
                              "and an ace you put into a build, count 1."),
    "ace_14_in_hand_1_on_table": N_("An ace counts 14 when you take with it, and 1 on the table and in a build, "
                                    "even one you build with it from your hand; so it takes an ace on the table "
                                    "only in a group of cards that adds up to 14."),
    ("special", True): N_("Played from the hand to take, the 10\u2666 counts 16 and the 2\u2660 counts 15; on the "
                          "table and in a build, even one you build with them, they count 10 and 2."),
    ("special", False): N_("The 10\u2666 and the 2\u2660 count 10 and 2, also from the hand."),
    ("turn", True): N_("On your turn you play one card from your hand: take the table cards of its value, or "
                       "groups of cards that add up to it (several groups at once, each card in one group only), "
                       "build, or trail it: put it face up on the table."),
    ("turn", False): N_("On your turn you play one card from your hand: take the table cards of its value, or "
                        "groups of cards that add up to it (several groups at once, each card in one group only), "
                        "or trail it: put it face up on the table."),
    "last": N_("At the end of the round the last player to capture takes the cards still on the table."),
}

# The sentences of PLAY that speak of builds, as a game without building says them: the Nordic games
# count their court cards and aces the same way, but a player reading of builds there looks for them.
PLAY_WITHOUT_BUILDING = {
    "courts_numeric": N_("Number cards count their value; J, Q and K count 11, 12 and 13, in sums too."),
    "ace_1_or_14_in_hand": N_("The ace you play counts 1 or 14 when it takes, as you choose; aces on the table "
                              "count 1."),
    "ace_14_in_hand_1_on_table": N_("An ace counts 14 when you take with it, and 1 on the table; so it takes an "
                                    "ace on the table only in a group of cards that adds up to 14."),
    ("special", True): N_("Played from the hand to take, the 10\u2666 counts 16 and the 2\u2660 counts 15; on "
                          "the table they count 10 and 2."),
}


def play_sentence(key: Any, rules: Any) -> str:
    """PLAY's sentence ``key``, in the form without builds where the rules have no building."""
    if not rules.building and key in PLAY_WITHOUT_BUILDING:
        return PLAY_WITHOUT_BUILDING[key]
    return PLAY[key]

BUILDING_SENTENCES = {
    "none": N_("There is no building: every card played either captures or is trailed."),
    "what": N_("A build puts your card together with table cards as one pile of a value you announce; it is taken "
               "only whole, by a card of that value, and you must hold such a card when you make it. Builds go up "
               "to {top}."),
    "multiple": N_("A multiple build holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); "
                   "you make one by adding a group of that value to a build."),
    ("raise_own", True): N_("You may raise a single build, yours or another's, by adding a card from your hand to "
                            "it; a multiple build cannot be raised."),
    ("raise_own", False): N_("You may raise another player's single build by adding a card from your hand to it, "
                             "but never your own; a multiple build cannot be raised."),
    "same_allowed": N_("Two builds of the same value may stand side by side on the table."),
    "same_merge": N_("A new build of a value already built merges with that build into one multiple build."),
    # The owner keeps a card that takes the build under every duty (``rule_owner.OWNER_KEEPS``): said in each.
    ("duty", "pagat", False): N_("While you own a build you may not trail, and you must keep a card that takes it "
                                 "until it is taken."),
    ("duty", "pagat", True): N_("While you own a build you may trail and leave it on the table, but you must keep a "
                                "card that takes it until it is taken."),
    ("duty", "simple", False): N_("While you own a build you may only take it, capture something else or raise a "
                                  "build: no trailing, no new build and no adding; and you must keep a card that "
                                  "takes it until it is taken."),
    ("duty", "simple", True): N_("While you own a build you may only take it, capture something else, raise a "
                                 "build or trail: no new build and no adding; and you must keep a card that takes "
                                 "it until it is taken."),
}

# What each scoring item scores; {count} is its points, {own_word} the game's own word for a sweep in
# brackets, which a language whose own word it is leaves out (i18n/checks.OPTIONAL_FIELDS).
ITEMS = {
    "most_cards": N_plural("Taking the most cards scores {count} point; a tie scores nothing.",
                           "Taking the most cards scores {count} points; a tie scores nothing."),
    "most_spades": N_plural("Taking the most spades scores {count} point; a tie scores nothing.",
                            "Taking the most spades scores {count} points; a tie scores nothing."),
    "overspader": N_plural("Every spade you take beyond {count} scores 1 point (\u00f6verspader).",
                           "Every spade you take beyond {count} scores 1 point (\u00f6verspader)."),
    "each_spade": N_plural("Every spade scores {count} point.", "Every spade scores {count} points."),
    "each_ace": N_plural("Every ace scores {count} point.", "Every ace scores {count} points."),
    "big_casino": N_plural("The 10\u2666 (big casino) scores {count} point.",
                           "The 10\u2666 (big casino) scores {count} points."),
    "little_casino": N_plural("The 2\u2660 (little casino) scores {count} point.",
                              "The 2\u2660 (little casino) scores {count} points."),
    "ace_of_spades": N_plural("The A\u2660 scores {count} point more.", "The A\u2660 scores {count} points more."),
    "jack_of_spades": N_plural("The J\u2660 scores {count} point more.", "The J\u2660 scores {count} points more."),
    "last_capture": N_plural("The last capture of the round (sistan) scores {count} point.",
                             "The last capture of the round (sistan) scores {count} points."),
    "sweep_points": N_plural("Taking every card on the table is a sweep{own_word}, and every sweep scores {count} point "
                             "(the cards left at the end of the round, which go to the last capture, are never a "
                             "sweep; but a last card played that takes every card on the table is one).",
                             "Taking every card on the table is a sweep{own_word}, and every sweep scores {count} points "
                             "(the cards left at the end of the round, which go to the last capture, are never a "
                             "sweep; but a last card played that takes every card on the table is one)."),
}
NONE = {"overspader": N_("No spade scores beyond a threshold."),
        "sweep_points": N_("Taking every card on the table is a sweep{own_word}; sweeps score nothing.")}
NOTHING = N_("{label} scores nothing.", note="label: the name of a scoring rule, such as Most cards")

SCORING_SENTENCES = {
    ("misere", True): N_("Every point you take is a penalty: it counts as a minus point, so the fewest taken win."),
    ("misere", False): N_("Points count for the side that takes them."),
    ("left_open", True, True): N_("A sweep also counts for the player who played just before it and so left the "
                                  "table open: as many penalty points are taken off them."),
    ("left_open", True, False): N_("A sweep also counts for the player who played just before it and so left the "
                                   "table open: they lose what the sweep scores."),
    ("left_open", False, True): N_("A sweep counts only for its maker."),
    ("left_open", False, False): N_("A sweep counts only for its maker."),
}

WINNING: dict[Any, Any] = {
    ("rounds", True): N_plural("The match ends when every player has dealt once; the fewest penalties win.",
                               "The match ends when every player has dealt {count} times; the fewest penalties win."),
    ("rounds", False): N_plural("The match ends when every player has dealt once; the higher total wins.",
                                "The match ends when every player has dealt {count} times; the higher total wins."),
    "target": N_plural("The first side to reach {count} point wins the match; rounds are played until then.",
                       "The first side to reach {count} points wins the match; rounds are played until then."),
    ("one_round", True): N_("One round is the whole game; the fewest penalties win."),
    ("one_round", False): N_("One round is the whole game; the higher total wins."),
    "at_once": N_("A side that reaches the target during play wins at once, even in the middle of a round."),
}

# (the match has a target, tie break, sweeps are counted out): the whole sentence.
TIES = {
    (True, "higher_total", False): N_("If several sides reach the target in the same round, the higher total wins; "
                                      "equal totals play another round."),
    (True, "count_out", True): N_("If several sides reach the target in the same round, the round's points are "
                                  "counted out item by item (cards, spades, 10\u2666, 2\u2660, the aces "
                                  "\u2660\u2663\u2665\u2666, sweeps) and the first to reach the target wins."),
    (True, "count_out", False): N_("If several sides reach the target in the same round, the round's points are "
                                   "counted out item by item (cards, spades, 10\u2666, 2\u2660, the aces "
                                   "\u2660\u2663\u2665\u2666) and the first to reach the target wins."),
    (True, "most_spades", False): N_("If several sides reach the target in the same round, the higher total wins, "
                                     "then the side that took more spades in the round; otherwise another round "
                                     "is played."),
    (True, "finnish", False): N_("If several sides reach the target in the same round, the higher total wins, then "
                                 "the most points for aces and casinos, then the most spades, then the most cards; "
                                 "otherwise another round is played."),
    (False, "higher_total", False): N_("If the totals are equal, another round is played."),
    (False, "count_out", True): N_("If the totals are equal, the round's points are counted out item by item "
                                   "(cards, spades, 10\u2666, 2\u2660, the aces \u2660\u2663\u2665\u2666, sweeps) and "
                                   "the first to reach the target wins."),
    (False, "count_out", False): N_("If the totals are equal, the round's points are counted out item by item "
                                    "(cards, spades, 10\u2666, 2\u2660, the aces \u2660\u2663\u2665\u2666) and the "
                                    "first to reach the target wins."),
    (False, "most_spades", False): N_("If the totals are equal, the side that took more spades in the round wins; "
                                      "if those are equal too, another round is played."),
    (False, "finnish", False): N_("If the totals are equal, the side with more points for aces and casinos wins, "
                                  "then the one with more spades, then the one with more cards; if all of these are "
                                  "equal, another round is played."),
}
