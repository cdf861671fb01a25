"""The rules of what a card counts and takes: court cards, the ace, the
Finnish hand values, court-card captures, compulsory capture, equal cards.

The values are read once per rule set into ``values.ValueTable``, which
both generators use; the capture rules' predicates are in
``rule_captures`` and ``pairing`` (``judged_by``).
"""

from __future__ import annotations

from typing import Any

from . import rulebook_african as afr
from .templates import N_
from .rule_spec import ALWAYS, ANY, CAPTURING, SECTION_PLAY, Book, BookUnit, RuleSpec
from .rulebook_words import PLAY, play_sentence


# face_values
COURTS_NONE = "none"
COURTS_NUMERIC = "numeric"
# ace_value
ACE_1 = "1"
ACE_1_OR_14 = "1_or_14"
ACE_1_OR_14_IN_HAND = "1_or_14_in_hand"
ACE_14_IN_HAND_1_ON_TABLE = "14_in_hand_1_on_table"
# face_capture
COURT_TAKES_ONE = "one"
COURT_TAKES_ALL = "all"
COURT_TAKES_ONE_OR_THREE = "one_or_three"


def max_capture_value(r: Any) -> int:
    """The highest value a card played can take (and so a build can have)."""
    best = 13 if r.face_values == COURTS_NUMERIC and not r.forty_cards else 10
    if r.ace_value != ACE_1:
        best = max(best, 14)
    if r.special_hand_values:
        best = 16
    return best


def _say_court_values(r: Any, book: Book) -> None:
    if r.forty_cards:
        book.say(afr.COURTS_FORTY, "forty_cards")
    else:
        book.say(play_sentence("courts_" + r.face_values, r), "face_values")


FACE_VALUES = RuleSpec(
    "face_values", N_("Court cards"), N_("What J, Q and K count."),
    default=COURTS_NONE,
    group=CAPTURING,
    choices={COURTS_NONE: N_("no number, each takes its own rank"), COURTS_NUMERIC: N_("J 11, Q 12, K 13, in sums and builds")},
    needs="forty_cards=False",
    # The fast path: read by ``plaingen`` / ``tableindex`` through ``ValueTable``.
    flat=ANY,
    said=ALWAYS,
    write=_say_court_values,
    section=SECTION_PLAY,
    place=10,
    judged_by=("capture_value", "court_takes_own_rank", "face_capture", "court_cards_cannot_build", "face_builds", "court_build_target", "build_max", "court_cards_not_in_builds"),
)

ACE_VALUE = RuleSpec(
    "ace_value", N_("Ace"), N_("What an ace counts; where it may count 1 or 14, the player chooses."),
    default=ACE_1,
    group=CAPTURING,
    choices={ACE_1: "1", ACE_1_OR_14: N_("1 or 14, played or on the table"), ACE_1_OR_14_IN_HAND: N_("1 or 14 played; 1 on table (Royal)"), ACE_14_IN_HAND_1_ON_TABLE: N_("14 when played, 1 on the table")},
    # The fast path: table aces worth 14 too make one card two table values: the value signatures of ``tableindex`` count one value per card.
    flat=frozenset({ACE_1, ACE_14_IN_HAND_1_ON_TABLE, ACE_1_OR_14_IN_HAND}),
    said=ALWAYS,
    sentence=lambda r: play_sentence("ace_" + r.ace_value, r),
    section=SECTION_PLAY,
    place=20,
    judged_by=("capture_value", "capture_groups", "build_max"),
)

SPECIAL_HAND_VALUES = RuleSpec(
    "special_hand_values", N_("10\u2666 = 16 and 2\u2660 = 15 from the hand"), N_("Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table)."),
    default=False,
    group=CAPTURING,
    flat=ANY,
    sentence=lambda r: play_sentence(("special", r.special_hand_values), r),
    section=SECTION_PLAY,
    place=30,
    judged_by=("capture_value", "build_max"),
)

FACE_CAPTURE_BOOK = {
    COURT_TAKES_ONE: N_("A court card takes one table card of its own rank at a time."),
    COURT_TAKES_ALL: N_("A court card takes every table card of its own rank at once."),
    COURT_TAKES_ONE_OR_THREE: N_("A court card takes one table card of its own rank; when three of a rank lie on the "
                                 "table, the fourth takes all three."),
}

FACE_CAPTURE = RuleSpec(
    "face_capture", N_("Court card captures"), N_("What a numberless court card takes."),
    default=COURT_TAKES_ONE,
    group=CAPTURING,
    choices={COURT_TAKES_ONE: N_("one table card of its rank"), COURT_TAKES_ALL: N_("any number of its rank"), COURT_TAKES_ONE_OR_THREE: N_("one, or all three by the fourth")},
    needs="face_values=none,forty_cards=False",
    flat=ANY,
    judged_by=("face_capture", "face_builds"),
    # Also written inline, for speed, in plaingen, general_generator: the conformance tests tie them to the predicates.
    inline=("plaingen", "general_generator"),
    sentence=lambda r: FACE_CAPTURE_BOOK[r.face_capture],
    section=SECTION_PLAY,
)

# Keyed by (compulsory, building): with building the sentence says building is still allowed.
COMPULSORY_CAPTURE_BOOK = {
    (True, True): N_("You must capture when you can: you may trail only when no card of yours "
                     "takes anything (building is still allowed)."),
    (True, False): N_("You must capture when you can: you may trail only when no card of yours "
                      "takes anything."),
    (False, True): N_("You may always trail, even when you could capture."),
    (False, False): N_("You may always trail, even when you could capture."),
}

COMPULSORY_CAPTURE = RuleSpec(
    "compulsory_capture", N_("Capturing is compulsory"), N_("A player who can capture may not trail (building is still allowed)."),
    default=False,
    group=CAPTURING,
    # The fast path: applied by ``house_moves`` after whichever generator ran; the short way leaves it out.
    flat=ANY,
    short=frozenset({False}),
    judged_by=("compulsory_capture",),
    # Also written inline, for speed, in house_moves: the conformance tests tie them to the predicates.
    inline=("house_moves",),
    sentence=lambda r: COMPULSORY_CAPTURE_BOOK[(r.compulsory_capture, bool(r.building))],
    section=SECTION_PLAY,
)

FORCED_PAIRING_BOOK = {
    True: N_("A card equal in value to a loose table card may not be trailed, and when you capture "
             "with it you must take every loose card of that value; it may still go into a build."),
    False: N_("A card equal to a loose table card may be trailed."),
}

FORCED_PAIRING = RuleSpec(
    "forced_pairing", N_("Equal cards must be taken"), N_("A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican)."),
    default=False,
    group=CAPTURING,
    # The fast path: applied by ``house_moves`` after whichever generator ran; the short way leaves it out.
    flat=ANY,
    short=frozenset({False}),
    judged_by=("forced_pairing_trail", "forced_pairing_capture"),
    # Also written inline, for speed, in house_moves: the conformance tests tie them to the predicates.
    inline=("house_moves",),
    sentence=lambda r: FORCED_PAIRING_BOOK[r.forced_pairing],
    section=SECTION_PLAY,
)

SPECS = (FACE_VALUES, ACE_VALUE, SPECIAL_HAND_VALUES, FACE_CAPTURE, COMPULSORY_CAPTURE, FORCED_PAIRING)


def _say_last_cards(r: Any, book: Book) -> None:
    book.say(PLAY["last"])


# A rule of every game, under no field: who takes the cards left at the end.
COMBINATIONS = (BookUnit("the cards left at the end", SECTION_PLAY, 90, _say_last_cards),)
