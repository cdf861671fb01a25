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
WRONG_CHOICE = "Not so. The engine says: {sentence}"
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
