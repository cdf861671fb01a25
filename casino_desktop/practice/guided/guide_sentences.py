"""Every sentence the guide shows, as whole templates with named fields.

Each is marked for translation (``N_``) and filled with ``fill``: a complete sentence, never glued from
pieces.  Fields are filled only with cards as a player reads them (``7♥``),
lists of cards (``5♥ + 3♣``), numbers, a seat's name (the computer's, so
always a third person: "North") and the game's own word for a sweep
(``SWEEP_WORD``).  The guide speaks to the person ("you") only; what a
refused move breaks is the core's sentence, quoted, never rewritten.
"""
from __future__ import annotations

from collections.abc import Iterable

from casino_desktop.core import pretty
from casino_desktop.core.templates import N_, N_plural, Plural, Text, join

# What each step asks, shown by the pointer and in the status line.
PROMPT: dict[str, str | Plural] = {
    "trail": N_("Drag your {card} to an empty spot on the table: it takes nothing here, so you trail it."),
    # Where capturing is compulsory (Krypkasino) the card's own reason is not the rule's: a trail is allowed
    # only because no card in the hand takes anything (the twenty-first stranger's play-test).
    "trail_compulsory": N_("Drag your {card} to an empty spot on the table: no card in your hand takes anything "
                           "here, so you may trail; whenever a card of yours can take, you must capture."),
    "pair": N_("Drag your {card} onto the {cards}: a card takes a table card of the same rank."),
    "sum": N_("Drag your {card} onto {cards}: together they count {value}, so your {card} takes them at once."),
    "build": (N_("Drag your {card} onto {cards} to build {value}: you still hold a card worth {value}, "
              "so you can take the build on your next turn.")),
    "take_build": N_("Now take your build: drag your {card} onto the build worth {value}."),
    "raise": (N_("Drag your {card} onto {name}'s build to raise it to {value}: you hold a card worth {value}, "
              "and the build becomes yours.")),
    # The points a step names are a count (the sweep's, the last capture's):
    # a form for one and one for others, as "1 p." stood in for both in Finnish
    # (the eighth stranger's play-test of 6 December).
    "sweep": N_plural("Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} point "
                      "for you.",
                      "Take {cards} with your {card}: that clears the table, a {sweep}, which scores {count} points "
                      "for you."),
    "sweep_free": (N_("Take {cards} with your {card}: that clears the table, a {sweep}; in this game a {sweep} "
                   "scores nothing by itself.")),
    "sweep_penalty": N_plural("You must capture, and your only capture is {cards} with your {card}: it clears the "
                              "table, a {sweep}, which costs you {count} penalty point and credits {count} to "
                              "{name}, who left the table open.",
                              "You must capture, and your only capture is {cards} with your {card}: it clears the "
                              "table, a {sweep}, which costs you {count} penalty points and credits {count} to "
                              "{name}, who left the table open."),
    "mulle": (N_("Drag your {card} onto its twin on the table: taking the identical card is a mulle, and it "
              "scores the card's value.")),
    # pagat's Mulle: only the twin taken alone is a mulle, and it scores a fixed count (the core's 5),
    # not the card's value (that is Kortspelshandboken's mulle, above).
    "mulle_alone": N_plural("Drag your {card} onto its twin on the table and take nothing else with it: taking the "
                            "identical card alone is a mulle, and it scores {count} point.",
                            "Drag your {card} onto its twin on the table and take nothing else with it: taking the "
                            "identical card alone is a mulle, and it scores {count} points."),
    "last_capture": (N_("Take {cards} with your {card}: the last capture of the round; the cards still on the "
                     "table at the end go to whoever made it.")),
    "last_capture_scores": N_plural("Take {cards} with your {card}: the last capture of the round ({last}); it "
                                    "scores {count} point, and the cards still on the table at the end go with it.",
                                    "Take {cards} with your {card}: the last capture of the round ({last}); it "
                                    "scores {count} points, and the cards still on the table at the end go with it."),
    "last_capture_sweep": N_plural("Take {cards} with your {card}: the last capture of the round, and another "
                                   "{sweep}, which scores {count} point, as it clears the table; whatever is left on "
                                   "the table at the end goes to whoever made the last capture.",
                                   "Take {cards} with your {card}: the last capture of the round, and another "
                                   "{sweep}, which scores {count} points, as it clears the table; whatever is left "
                                   "on the table at the end goes to whoever made the last capture."),
    "last_capture_as": (N_("Take {cards} with your {card}, which counts {value} from your hand: the last capture "
                        "of the round; the cards still on the table at the end go to whoever made it.")),
    "last_capture_scores_as": N_plural("Take {cards} with your {card}, which counts {value} from your hand: the "
                                       "last capture of the round ({last}); it scores {count} point, and the cards "
                                       "still on the table at the end go with it.",
                                       "Take {cards} with your {card}, which counts {value} from your hand: the "
                                       "last capture of the round ({last}); it scores {count} points, and the cards "
                                       "still on the table at the end go with it."),
    "top_card": (N_("Drag your {card} onto your build worth {value} together with {top}, the top card of {name}'s "
                 "capture pile: {card} and {top} make {value}, so both join your build. It is now an augmented "
                 "build, and its value can never change.")),
    "table_build": (N_("Your card is played, but your turn goes on: build {value} from the table cards {cards} "
                    "alone, dragging one onto the other. You hold a card worth {value}, so you can take the build "
                    "on your next turn.")),
    "end_turn": (N_("A turn here may go on with table cards, but nothing more is needed now: end your turn, and "
                 "{name} plays.")),
}

# A legal move that is not the step's: the move is not played, and the guide says what it wanted.
NUDGE = {
    "trail": N_("That move is allowed, but this step asks you to trail your {card}."),
    "pair": N_("That move is allowed, but this step asks you to take the {cards} with your {card}."),
    "sum": N_("That move is allowed, but this step asks you to take {cards} together with your {card}."),
    "build": N_("That move is allowed, but this step asks you to build {value} with your {card} on {cards}."),
    "take_build": N_("That move is allowed, but this step asks you to take your build worth {value} with your {card}."),
    "raise": N_("That move is allowed, but this step asks you to raise {name}'s build to {value} with your {card}."),
    "sweep": N_("That move is allowed, but this step asks you to take {cards} with your {card} and clear the table."),
    "mulle": N_("That move is allowed, but this step asks you to take the twin {cards} with your {card}."),
    "last_capture": N_("That move is allowed, but this step asks you to take {cards} with your {card}."),
    "top_card": (N_("That move is allowed, but this step asks you to add your {card} and {name}'s top card {top} "
                 "to your build worth {value}.")),
    "table_build": N_("That move is allowed, but this step asks you to build {value} from the table cards {cards} alone."),
    "end_turn": N_("That move is allowed, but this step asks you to end your turn."),
}

STEP_COUNTER = N_("Step {number} of {total}")
COMPUTER_TURN = N_("{name} plays now; your next step follows.")
DONE = N_("That is the whole deal. The score sheet shows what each of you scored.")
WELCOME = {
    "casino": (N_("Welcome to Casino. You play against North: take cards from the table with a card of the "
               "same rank, or with one worth their sum, and build for later. Follow the pointer.")),
    "casino-simple": (N_("Welcome to Casino as it is often played at home. You play against North: take cards "
                      "from the table with a card of the same rank, or with one worth their sum, build for later, "
                      "and clear the table for a sweep, which scores. Follow the pointer.")),
    "wippen": (N_("Welcome to Wippen, the Belgian game. You play against North: take cards from the table with "
               "a card of the same rank, or with one worth their sum, build for later, and clear the table for a "
               "sweep, which scores. Follow the pointer.")),
    "royal-casino": (N_("Welcome to Royal Casino. Here J counts 11, Q 12 and K 13, and an ace from your hand 1 "
                     "or 14, so court cards take sums and build too. Follow the pointer.")),
    "swedish-kasino": (N_("Welcome to Swedish Kasino. There is no building: take cards by rank or by sum, clear "
                       "the table for a tabbe, and make the last capture, sistan. Follow the pointer.")),
    "finnish-kasino": (N_("Welcome to Finnish Kasino. An ace from the hand counts 14, the 2\u2660 15 and the "
                       "10\u2666 16; aces and casinos score the moment you take them. Follow the pointer.")),
    "mulle": (N_("Welcome to Mulle, with two decks: every card has an identical twin. There is no building: take "
              "cards by rank or by sum, clear the table for a tabbe, and take a card's twin alone for a mulle, "
              "worth 5 points. Follow the pointer.")),
    "mulle-kortspel": (N_("Welcome to Mulle, with two decks: every card has an identical twin. Take by rank "
                       "or by sum, build, and take a twin for a mulle. Follow the pointer.")),
    "krypkasino": (N_("Welcome to Krypkasino, with two decks: every point you take is a penalty, and you must "
                   "capture whenever you can. Follow the pointer.")),
    "dominican-casino": (N_("Welcome to Dominican Royal Casino: a card equal to a loose table card must take it, "
                         "and nobody raises their own build. Follow the pointer.")),
    "swazi-casino": (N_("Welcome to Swazi Casino. The four cards on the table were cut from the middle of the pack. "
                     "Capture piles lie face up, and the top card of your opponent's pile can go into your "
                     "builds. Play one card from your hand each turn, then end your turn. Follow the pointer.")),
}

# Opened at the end, above the real score sheet; the fields are the
# variant's own rule values (``variants.Rules``), so the points said are
# the points scored.
SCORE_SHEET = {
    "casino": (N_("Each row is one thing that scores, each column a player: most cards {most_cards}, most spades "
               "{most_spades}, each ace {each_ace}, the 10\u2666 (big casino) {big_casino} and the 2\u2660 (little "
               "casino) {little_casino}. The match goes on until someone reaches {target}.")),
    "casino-simple": (N_("Each row is one thing that scores, each column a player: most cards {most_cards}, most "
                      "spades {most_spades}, each ace {each_ace}, the 10\u2666 (big casino) {big_casino}, the "
                      "2\u2660 (little casino) {little_casino} and each sweep {sweep_points}. One round is the "
                      "whole game.")),
    "wippen": (N_("Each row is one thing that scores, each column a player: most cards {most_cards}, most "
               "spades {most_spades}, each ace {each_ace}, the 10\u2666 {big_casino}, the 2\u2660 "
               "{little_casino} and each sweep {sweep_points}. The match goes on until someone reaches {target}.")),
    "royal-casino": (N_("Each row is one thing that scores, each column a player: most cards {most_cards}, most "
                     "spades {most_spades}, each ace {each_ace}, the 10\u2666 {big_casino} and the 2\u2660 "
                     "{little_casino}. The match goes on until someone reaches {target}.")),
    "swedish-kasino": (N_("Each row is one thing that scores, each column a player: most cards {most_cards}, most "
                       "spades {most_spades}, each ace {each_ace}, the 10\u2666 {big_casino}, the 2\u2660 "
                       "{little_casino}, the last capture (sistan) {last_capture} and each tabbe {sweep_points}. "
                       "The match goes on until someone reaches {target}.")),
    "finnish-kasino": (N_("Each row is one thing that scores, each column a player; the rows marked \u201cat "
                       "once\u201d were scored the moment the card was taken. Each m\u00f6kki scores "
                       "{sweep_points} unless both of you made one. The match goes on until someone reaches "
                       "{target}.")),
    "mulle": (N_("Each row is one thing that scores, each column a player: most spades {most_spades}, each ace "
              "{each_ace}, the 10\u2666 {big_casino}, the 2\u2660 {little_casino}, the last capture (sistan) "
              "{last_capture}, each tabbe {sweep_points} and each mulle 5; there is no point for most cards. The "
              "match goes on until someone reaches {target}.")),
    "mulle-kortspel": (N_("Each row is one thing that scores, each column a player: every spade {each_spade}, the "
                       "10\u2666 {big_casino}, the 2\u2660 {little_casino}, the A\u2660 {ace_of_spades} more, each "
                       "sweep {sweep_points} and each mulle the value of the card that made it. One round is the "
                       "whole game.")),
    "krypkasino": (N_("Each row is a penalty, each column a player: every spade and ace, the casinos and each "
                   "sweep count against whoever took them, and a sweep credits whoever left the table open. "
                   "The fewest penalties win once each of you has dealt.")),
    "dominican-casino": (N_("Each row is one thing that scores, each column a player; sweeps of both sides "
                         "cancel out. The match goes on to {target}, where near the end only most cards, the "
                         "10\u2666 or most spades can win it.")),
    "swazi-casino": (N_("Each row is one thing that scores, each column a player: most cards {most_cards}, most "
                     "spades {most_spades}, each ace {each_ace}, the 10\u2666 {big_casino} and the 2\u2660 "
                     "{little_casino}: 11 points in every deal, shared when tied. The match goes on until someone "
                     "reaches {target}.")),
}
CLOSE_LESSON = N_("&Close the Lesson")
END_TURN = N_("&End Turn")
END_TURN_TIP = N_("End your turn once you have played your card from the hand (and any table cards you add).")
LESSON_MENU = N_("&Lesson")
START_AGAIN = N_("&Start Again")
OFFER_TITLE = N_("A Guided First Game")
OFFER_QUESTION = (N_("New to {game}? Play a short guided deal: the table shows you each kind of move, one at "
                  "a time, and explains what scores."))
OFFER_YES = N_("Play the &Guided Deal")
OFFER_NO = N_("&Not Now")
MENU_TITLE = N_("&Guided First Game")
WINDOW_TITLE = N_("{game}: a guided first game")

# The family's own word for a sweep, where the rules text uses one.
# Marked: a language may spell the family's word its own way, or keep it.
SWEEP_WORD = {"swedish-kasino": N_("tabbe", note="the Swedish family's word for a sweep"),
              "finnish-kasino": N_("m\u00f6kki", note="the Finnish family's word for a sweep"),
              "krypkasino": N_("tabbe", note="the Swedish family's word for a sweep"),
              "mulle": N_("tabbe", note="the Swedish family's word for a sweep"),
              "dominican-casino": N_("virado", note="the Dominican players' word for a sweep")}
SWEEP = N_("sweep", note="clearing the table in one capture; the word of a game that has none of its own")
LAST_WORD = {"swedish-kasino": N_("sistan", note="the Swedish family's word for the last capture of a round"),
             "mulle": N_("sistan", note="the Swedish family's word for the last capture of a round")}


def cards_text(faces: Iterable[int]) -> Text:
    """'5♥ + 3♣', as the table's own labels list cards."""
    return join(" + ", [pretty(f) for f in faces])
