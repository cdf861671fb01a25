"""Every sentence a drill shows, as whole templates with named fields.

Each is marked for translation (``N_``, ``core.templates``) and filled with
``fill``, so the value stays the English sentence and the window says it in
the player's language: each is a complete sentence, never glued from
pieces, and its fields are filled only with cards (as a player reads them,
``7♥``), lists of cards (``7♥ + 2♣``), numbers and the engine's own
sentences.  The rule sentences themselves (why a move is refused) are the
core's (``predicates.sentences_in_play``); they are quoted, never rewritten.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from ..core import (BUILD, CAPTURE, RAISE, RULE_SPECS, TABLE_BUILD, GameState, Move, build_on_table, capture_groups,
                    groups_named, laid_groups, pretty, resolve)
from ..core.templates import N_, N_plural, Text, fill, join, names_list

# --------------------------------------------------------------------------- questions
CAPTURES_QUESTION = N_("Find every capture the {card} can make here.")
BUILD_QUESTION = N_("Make a build of {value}.")
TAKE_BUILD_QUESTION = N_("Take the build of {cards}, worth {value}.")
# Where no legal capture takes the build alone (an owner's other build of the
# value must go too): the task says so, since a drop on that build alone would be refused.
TAKE_BUILD_WITH_MORE = N_("Take the build of {cards}, worth {value}, with what must go with it: here no capture "
                          "takes that build alone.")
RAISE_QUESTION = N_("Raise the build of {cards}, worth {value}.")
SCORE_QUESTION = N_("The round is over. This drill is about {item}, but a round is scored as a whole: count the "
                    "points of each pile for every item of the scoring table ({items}), and give the points of "
                    "each side.", note="{item}: one item's name, such as: Most spades; {items}: every item with "
                                       "its points, such as: Most cards: 2, Aces: 1 each")
# An item of the scoring question with what it is worth.
ITEM_WORTH = N_("{item}: {points}", note="a scoring item and its points, such as: Most cards: 2")
ITEM_WORTH_EACH = N_("{item}: {points} each", note="a scoring item worth points per card, such as: Aces: 1 each")
ITEM_SEPARATOR = ", "   # between the items the scoring question names
# Why a kind of drill never comes up under some rules (instead of "try another seed").
NO_BUILDING = N_("There is no building in this game, so it has no drills about builds.")
LEGAL_CHOICE = N_("The play is legal.")
# Asked after the card from the hand was played (the position says so: ``turn_played``).
TABLE_BUILD_QUESTION = N_("Make a build of {value} from table cards alone.")

# --------------------------------------------------------------------------- verdicts
RIGHT = N_("Right.")
RIGHT_LEGAL = N_("Right: the play is legal.")
WRONG_CHOICE_LEGAL = N_("Not so: the play is legal.")
WRONG_CHOICE = N_("Not so. The rules say: {sentence}")
MISSED = N_plural("You missed a capture: {capture}.", "You missed {count} captures, such as {capture}.")
# The one left out takes captures the player found, together: a newcomer
# counts those as two captures and not as a third of its own.
MISSED_TOGETHER = N_("You missed a capture: {capture}. The {card} may take those groups all at once, and that "
                     "is a capture of its own.")
NOT_THAT_CARD = N_("The question is about the {card}; {capture} is played with another card.")
NOT_A_CAPTURE = N_("That play is legal, but it is not a capture.")
NOT_A_BUILD_OF = N_("That play is legal, but it does not leave a build of {value}.")
NOT_THAT_BUILD = N_("That play is legal, but it does not take the build of {cards}.")
NOT_A_RAISE_OF = N_("That play is legal, but it does not raise the build of {cards}.")
NOT_A_TABLE_BUILD_OF = N_("That play is legal, but it is not a build of {value} from table cards alone.")
SCORE_ITEM_WRONG = N_("{item}: the points are {right}, not {given}.")
ANSWER_UNREADABLE = N_("That answer cannot be read: {problem}")
# What an unreadable answer (of ``cli drill``, a program's answer) should have been.
GIVE_CHOICE = N_("give the number of a choice, from 0 to {last}.")
GIVE_PLAY = N_("give one play, as text.")
GIVE_POINTS = N_("give the points as an object of items, each with a list of points per side.")
NOT_AN_ITEM = N_("'{item}' is not an item of this round's scoring table.")
GIVE_SIDES = N_plural("give {count} whole number of points for each item.",
                      "give {count} whole numbers of points for each item.")

CAPTURE_WORDS = N_("{cards} with the {card}")
CAPTURE_WORDS_AS = N_("{cards} with the {card}, counted as {value}")


def cards_text(faces: Iterable[int]) -> Text:
    """Cards as a player reads them, in a list: ``7♥ + 2♣``."""
    return join(" + ", [pretty(f) for f in faces])


def capture_words(m: Move, state: GameState | None = None) -> Text:
    """A capture as words for a verdict: ``5♦ + 3♣ with the 8♠``; with the
    position, a capture of several groups group by group, as the log and
    the chooser say it (``capture_groups``): ``7♥ and 2♥ + 5♥ with the 7♠``,
    where ``2♥ + 5♥ + 7♥`` read as one sum of 14 (the 24th stranger's
    play-test: "Find every capture" listed it so beside ``2♥ + 5♥``)."""
    groups = capture_groups(state, m) if state is not None else None
    if state is not None and groups is not None:
        values = state.values
        taken = names_list(join(" + ", [pretty(x) if isinstance(x, int) else build_on_table(x, values) for x in g])
                           for g in groups)
    else:
        taken = cards_text(m.table_faces())
    if m.value and m.value != ((m.card >> 2) + 1):
        return fill(CAPTURE_WORDS_AS, cards=taken, card=pretty(m.card), value=m.value)
    return fill(CAPTURE_WORDS, cards=taken, card=pretty(m.card))


POINTS_PER_SIDE = N_("{first} to {second}")

# A right answer that is a play, in words.
PLAY = {
    "capture": N_("Take {cards} with the {card}."),
    "build": N_("Build {value} with the {card} on {cards}."),
    "raise": N_("Raise the build of {builds} to {value} with the {card}."),
    "raise_with": N_("Raise the build of {builds} to {value} with the {card} and {cards}."),
    "table_build": N_("Build {value} from the table cards {cards} alone."),
    # A multiple build group by group ({groups}: "4♠ + 6♣ and 2♠ + 8♥"), as
    # the log and the hint say it: "Build 10 with the 4♠ on 2♠ + 6♣ + 8♥"
    # read as one sum of 20 to a learner (stranger 16).
    "build_groups": N_("Build {value}s with the {card}: {groups}.",
                       note="a multiple build: two or more groups, each of this value"),
    "table_build_groups": N_("Build {value}s from the table cards alone: {groups}.",
                             note="a multiple build of table cards: two or more groups, each of this value"),
}


def attempt_words(state: GameState, text: str) -> Text:
    """A legal play (its text) in words, for the right answer of a drill."""
    m = resolve(state, text)
    kind, f, value, loose, keys = m
    if kind == CAPTURE:
        return fill(PLAY["capture"], cards=cards_text(m.table_faces()), card=pretty(f))
    if kind in (BUILD, TABLE_BUILD) and not keys:
        # The cards as the build will lay them (``core.sentences``' own way).
        laid = list(loose) if kind == TABLE_BUILD else [*loose, f]
        split = laid_groups(laid, value, state.values) if value is not None else None
        if split is not None:
            groups = groups_named(split)
            if kind == TABLE_BUILD:
                return fill(PLAY["table_build_groups"], value=value, groups=groups)
            return fill(PLAY["build_groups"], value=value, card=pretty(f), groups=groups)
    if kind == BUILD:
        return fill(PLAY["build"], value=value, card=pretty(f), cards=cards_text(m.table_faces()))
    if kind == TABLE_BUILD:
        return fill(PLAY["table_build"], value=value, cards=cards_text(m.table_faces()))
    assert kind == RAISE, kind  # the drills ask for a capture, a build or a raise
    extra = sorted(list(loose) + [c for k in keys[1:] for c in k])
    key = "raise_with" if extra else "raise"
    return fill(PLAY[key], builds=cards_text(keys[0]), value=value, card=pretty(f), cards=cards_text(extra))


# --------------------------------------------------------------------------- topics
SPEC_BY_ID = {spec.id: spec for spec in RULE_SPECS}
# What each topic of the schedule (``Drill.topic``: a rule's name, a kind of
# play, a scoring item's id) teaches, in a player's words, for the progress
# screen: no rule id is ever shown.  ``topic_phrase`` falls back to a
# neutral phrase for a topic of a later version.
TOPIC_PHRASES = {
    # the basic rules
    "round_in_play": N_("Playing only while the round is on"),
    "card_held": N_("Playing a card you hold"),
    "table_cards_exist": N_("Naming cards that are on the table"),
    "builds_exist": N_("Naming builds that are on the table"),
    # trailing
    "trail_and_build": N_("A trail takes no table cards"),
    "trail_takes_no_build": N_("A trail leaves the builds alone"),
    "trail_value": N_("A trailed card declares no value"),
    "owner_may_not_trail": N_("No trailing while you own a build"),
    "forced_pairing_trail": N_("No trailing a card that pairs a table card"),
    "trail_build_groups": N_("Trailing and building at once"),
    # the owner of a build
    "owner_duty": N_("What the owner of a build must do"),
    "owner_keeps_a_card": N_("Keeping a card that takes your build"),
    # capturing
    "compulsory_capture": N_("Capturing whenever you can"),
    "capture_value": N_("The values a card can count as"),
    "build_taken_whole": N_("A build is taken whole, by its value"),
    "capture_takes_something": N_("Naming what a capture takes"),
    "court_takes_own_rank": N_("Court cards take their own rank"),
    "face_capture": N_("How many court cards one card takes"),
    "capture_groups": N_("Taking groups that add up"),
    "forced_pairing_capture": N_("Taking every equal loose card"),
    # building
    "building": N_("No building in this game"),
    "no_builds_first_deal": N_("No building until the second deal"),
    "court_cards_cannot_build": N_("Court cards cannot build"),
    "face_builds": N_("Building with court cards"),
    "court_build_target": N_("Adding to a court-card build"),
    "build_value_named": N_("Declaring a build's value"),
    "raise_single_build": N_("Which builds can be raised"),
    "raise_own_build": N_("Raising your own build"),
    "build_max": N_("The highest build allowed"),
    "build_value_held": N_("Holding a card that takes your build"),
    "court_cards_not_in_builds": N_("Court cards stay out of builds"),
    "raise_value": N_("What a raise adds"),
    "add_keeps_value": N_("Adding keeps a build's value"),
    "build_needs_table_cards": N_("A build needs table cards"),
    "same_value_builds": N_("One build of each value"),
    "single_build_as_card": N_("Joining builds together"),
    "build_groups": N_("Building groups that make the value"),
    # the plays to make
    "find_captures": N_("Finding every capture"),
    "make_build": N_("Making a build"),
    "take_build": N_("Taking a build"),
    "raise_build": N_("Raising a build"),
    "build_table_cards": N_("Building from table cards alone"),
    # the African family
    "pile_top_use": N_("Where a capture pile's top card may go"),
    "raise_partners_build": N_("Leaving your partner's build alone"),
    "join_opponents_build": N_("Adding to an opponent's build"),
    "one_build_first_deal": N_("The first deal's limits for two players"),
    "opponents_insist": N_("Taking everything when opponents insist"),
    "one_hand_card_a_turn": N_("One card from the hand a turn"),
    "end_of_turn": N_("Ending your turn"),
    "build_from_table": N_("Building from table cards"),
    "add_from_table": N_("Adding table cards to a build"),
    "spade_quota": N_("Scoring enough spades"),
    "legal_play": N_("Telling a legal play"),
    # scoring
    "cards": N_("Scoring the most cards"),
    "spades": N_("Scoring the most spades"),
    "overspader": N_("Scoring spades beyond the limit"),
    "each_spade": N_("Scoring every spade"),
    "aces": N_("Scoring the aces"),
    "big_casino": N_("Scoring the 10\u2666 (big casino)"),
    "little_casino": N_("Scoring the 2\u2660 (little casino)"),
    "ace_of_spades": N_("Scoring the A\u2660"),
    "jack_of_spades": N_("Scoring the J\u2660"),
    "last_capture": N_("Scoring the last capture"),
    "sweeps": N_("Scoring sweeps"),
    "left_open": N_("Sweeps left open"),
    "mulles": N_("Scoring mulles"),
}
OTHER_TOPIC = N_("A rule of a later version of the game")


def topic_phrase(topic: str) -> Text:
    """The topic in a player's words: its phrase; a rule without one by the
    name the settings give it (a house rule is named as the player chose
    it); only a topic this version does not know is "a later version's"."""
    if topic in TOPIC_PHRASES:
        return TOPIC_PHRASES[topic]
    spec = SPEC_BY_ID.get(topic)
    # A spec's label is marked with ``N_`` where the rule is written: a ``Text``.
    return cast(Text, spec.label) if spec is not None else OTHER_TOPIC
