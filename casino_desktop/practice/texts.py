"""Every sentence a drill shows, as whole templates with named fields.

They will be translated: each is a complete sentence, never glued from
pieces, and its fields are filled only with cards (as a player reads them,
``7♥``), lists of cards (``7♥ + 2♣``), numbers and the engine's own
sentences.  The rule sentences themselves (why a move is refused) are the
core's (``predicates.sentences_in_play``); they are quoted, never rewritten.
"""

from __future__ import annotations

from ..core.cards import pretty
from ..core.moves import BUILD, CAPTURE, RAISE, TRAIL

# --------------------------------------------------------------------------- questions
CAPTURES_QUESTION = "Find every capture the {card} can make here."
BUILD_QUESTION = "Make a build of {value}."
TAKE_BUILD_QUESTION = "Take the build of {cards}, worth {value}."
RAISE_QUESTION = "Raise the build of {cards}, worth {value}."
SCORE_QUESTION = ("The round is over. Count the points of each pile: for every item of the scoring table, "
                  "give the points of each side.")
LEGAL_CHOICE = "The play is legal."

# "Is this play legal?" names the play in words, one template per shape of
# play (a drill may show a play that names no value or no table card).
ATTEMPT = {
    "trail": "You trail the {card}. Is that play legal? If not, pick the reason.",
    "trail_value": "You trail the {card} and declare {value}. Is that play legal? If not, pick the reason.",
    "trail_onto": ("You trail the {card} onto the build of {builds}. Is that play legal? "
                   "If not, pick the reason."),
    "trail_build": ("You trail the {card} and build {value} from {cards}. Is that play legal? "
                    "If not, pick the reason."),
    "trail_build_novalue": ("You trail the {card} and build from {cards} without naming a value. "
                            "Is that play legal? If not, pick the reason."),
    "capture": "You take {cards} with the {card}. Is that play legal? If not, pick the reason.",
    "capture_as": ("You take {cards} with the {card}, counted as {value}. Is that play legal? "
                   "If not, pick the reason."),
    "capture_nothing": ("You play the {card} to take, naming no table card. Is that play legal? "
                        "If not, pick the reason."),
    "build": "You build {value} with the {card} on {cards}. Is that play legal? If not, pick the reason.",
    "build_alone": ("You build {value} with the {card} alone, naming no table card. Is that play legal? "
                    "If not, pick the reason."),
    "build_novalue": ("You build with the {card} on {cards} without naming a value. Is that play legal? "
                      "If not, pick the reason."),
    "raise": ("You raise the build of {builds} to {value} with the {card}. Is that play legal? "
              "If not, pick the reason."),
    "raise_with": ("You raise the build of {builds} to {value} with the {card} and {cards}. "
                   "Is that play legal? If not, pick the reason."),
    "raise_none": ("You raise to {value} with the {card}, naming no build. Is that play legal? "
                   "If not, pick the reason."),
    "add": ("You add the {card} to the build of {builds}, which stays {value}. Is that play legal? "
            "If not, pick the reason."),
    "add_with": ("You add the {card} and {cards} to the build of {builds}, which stays {value}. "
                 "Is that play legal? If not, pick the reason."),
    "add_none": ("You add the {card} for a build of {value}, naming no build. Is that play legal? "
                 "If not, pick the reason."),
    "novalue": ("You play the {card} onto the table without naming the build's value. Is that play legal? "
                "If not, pick the reason."),
}

# --------------------------------------------------------------------------- verdicts
RIGHT = "Right."
RIGHT_LEGAL = "Right: the play is legal."
WRONG_CHOICE_LEGAL = "Not so: the play is legal."
WRONG_CHOICE = "Not so. The rules say: {sentence}"
MISSED_ONE = "You missed a capture: {capture}."
MISSED_MANY = "You missed {count} captures, such as {capture}."
NOT_THAT_CARD = "The question is about the {card}; {capture} is played with another card."
NOT_A_CAPTURE = "That play is legal, but it is not a capture."
NOT_A_BUILD_OF = "That play is legal, but it does not leave a build of {value}."
NOT_THAT_BUILD = "That play is legal, but it does not take the build of {cards}."
NOT_A_RAISE_OF = "That play is legal, but it does not raise the build of {cards}."
SCORE_ITEM_WRONG = "{item}: the points are {right}, not {given}."
ANSWER_UNREADABLE = "That answer cannot be read: {problem}"

CAPTURE_WORDS = "{cards} with the {card}"
CAPTURE_WORDS_AS = "{cards} with the {card}, counted as {value}"


def cards_text(faces) -> str:
    """Cards as a player reads them, in a list: ``7♥ + 2♣``."""
    return " + ".join(pretty(f) for f in faces)


def attempt_text(m) -> str:
    """The question of an "is this play legal?" drill about move ``m``."""
    kind, f, value, loose, keys = m
    builds = cards_text([c for k in keys for c in k])  # a trail never names builds rightly: shown as their cards
    fill = dict(card=pretty(f), value=value, cards=cards_text(loose), builds=builds)
    if kind == TRAIL:
        key = ("trail_onto" if keys else "trail_build" if loose and value else "trail_build_novalue" if loose
               else "trail_value" if value else "trail")
    elif kind == CAPTURE:
        fill["cards"] = cards_text(m.table_faces()) if hasattr(m, "table_faces") else cards_text(loose)
        # A card's own number goes without saying; any other value is named.
        named = value and value != (f >> 2) + 1
        key = "capture_nothing" if not loose and not keys else "capture_as" if named else "capture"
    elif not value:
        key = "novalue"
    elif kind == BUILD:
        key = "build" if loose or keys else "build_alone"
        if keys:
            fill["cards"] = cards_text(sorted(list(loose) + [c for k in keys for c in k]))
    else:
        # A raise or add names its build first; any other build it names
        # joins it as cards, so it is shown among the cards played with it.
        extra = sorted(list(loose) + [c for k in keys[1:] for c in k])
        fill["cards"] = cards_text(extra)
        fill["builds"] = cards_text(keys[0]) if keys else ""
        word = "raise" if kind == RAISE else "add"
        key = f"{word}_none" if not keys else f"{word}_with" if extra else word
    return ATTEMPT[key].format(**fill)


def capture_words(m) -> str:
    """A capture as words for a verdict: ``5♦ + 3♣ with the 8♠``."""
    taken = cards_text(m.table_faces())
    if m[2] and m[2] != ((m[1] >> 2) + 1):
        return CAPTURE_WORDS_AS.format(cards=taken, card=pretty(m[1]), value=m[2])
    return CAPTURE_WORDS.format(cards=taken, card=pretty(m[1]))


POINTS_PER_SIDE = "{first} to {second}"

# A right answer that is a play, in words.
PLAY = {
    "capture": "Take {cards} with the {card}.",
    "build": "Build {value} with the {card} on {cards}.",
    "raise": "Raise the build of {builds} to {value} with the {card}.",
    "raise_with": "Raise the build of {builds} to {value} with the {card} and {cards}.",
}


def attempt_words(state, text: str) -> str:
    """A legal play (its text) in words, for the right answer of a drill."""
    from ..core import resolve
    m = resolve(state, text)
    kind, f, value, loose, keys = m
    if kind == CAPTURE:
        return PLAY["capture"].format(cards=cards_text(m.table_faces()), card=pretty(f))
    if kind == BUILD:
        return PLAY["build"].format(value=value, card=pretty(f), cards=cards_text(m.table_faces()))
    assert kind == RAISE, kind  # the drills ask for a capture, a build or a raise
    extra = sorted(list(loose) + [c for k in keys[1:] for c in k])
    key = "raise_with" if extra else "raise"
    return PLAY[key].format(builds=cards_text(keys[0]), value=value, card=pretty(f), cards=cards_text(extra))


# --------------------------------------------------------------------------- topics
# What each topic of the schedule (``Drill.topic``: a rule's name, a kind of
# play, a scoring item's id) teaches, in a player's words, for the progress
# screen: no rule id is ever shown.  ``topic_phrase`` falls back to a
# neutral phrase for a topic of a later version.
TOPIC_PHRASES = {
    # the basic rules
    "round_in_play": "Playing only while the round is on",
    "card_held": "Playing a card you hold",
    "table_cards_exist": "Naming cards that are on the table",
    "builds_exist": "Naming builds that are on the table",
    # trailing
    "trail_and_build": "A trail takes no table cards",
    "trail_takes_no_build": "A trail leaves the builds alone",
    "trail_value": "A trailed card declares no value",
    "owner_may_not_trail": "No trailing while you own a build",
    "forced_pairing_trail": "No trailing a card that pairs a table card",
    "trail_build_groups": "Trailing and building at once",
    # the owner of a build
    "owner_duty": "What the owner of a build must do",
    "owner_keeps_a_card": "Keeping a card that takes your build",
    # capturing
    "compulsory_capture": "Capturing whenever you can",
    "capture_value": "The values a card can count as",
    "build_taken_whole": "A build is taken whole, by its value",
    "capture_takes_something": "Naming what a capture takes",
    "court_takes_own_rank": "Court cards take their own rank",
    "face_capture": "How many court cards one card takes",
    "capture_groups": "Taking groups that add up",
    "forced_pairing_capture": "Taking every equal loose card",
    # building
    "building": "No building in this game",
    "court_cards_cannot_build": "Court cards cannot build",
    "face_builds": "Building with court cards",
    "court_build_target": "Adding to a court-card build",
    "build_value_named": "Declaring a build's value",
    "raise_single_build": "Which builds can be raised",
    "raise_own_build": "Raising your own build",
    "build_max": "The highest build allowed",
    "build_value_held": "Holding a card that takes your build",
    "court_cards_not_in_builds": "Court cards stay out of builds",
    "raise_value": "What a raise adds",
    "add_keeps_value": "Adding keeps a build's value",
    "build_needs_table_cards": "A build needs table cards",
    "same_value_builds": "One build of each value",
    "single_build_as_card": "Joining builds together",
    "build_groups": "Building groups that make the value",
    # the plays to make
    "find_captures": "Finding every capture",
    "make_build": "Making a build",
    "take_build": "Taking a build",
    "raise_build": "Raising a build",
    "legal_play": "Telling a legal play",
    # scoring
    "cards": "Scoring the most cards",
    "spades": "Scoring the most spades",
    "overspader": "Scoring spades beyond the limit",
    "each_spade": "Scoring every spade",
    "aces": "Scoring the aces",
    "big_casino": "Scoring the 10\u2666 (big casino)",
    "little_casino": "Scoring the 2\u2660 (little casino)",
    "ace_of_spades": "Scoring the A\u2660",
    "jack_of_spades": "Scoring the J\u2660",
    "last_capture": "Scoring the last capture",
    "sweeps": "Scoring sweeps",
    "left_open": "Sweeps left open",
    "mulles": "Scoring mulles",
}
OTHER_TOPIC = "A rule of a later version of the game"


def topic_phrase(topic: str) -> str:
    return TOPIC_PHRASES.get(topic, OTHER_TOPIC)
