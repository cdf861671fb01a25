"""The building rules: whether players build, how high, whose builds may be
raised, builds of one value, court-card builds, the owner's duty, trail
and build, building for a partner, no building in the first deal.

The predicates are in ``rule_builds`` and ``rule_owner`` (``judged_by``),
whose shared functions (``may_raise``, ``held_values``, ``keeps_build_values``,
``trail_allowed``) both generators call while they prune.
"""

from __future__ import annotations

from typing import Any

from . import rulebook_african as afr
from .templates import N_, fill
from .moves import ADD, BUILD, RAISE, TRAIL, makes_build
from .rule_spec import (ALWAYS, ANY, BUILDING, SECTION_BUILDING, SECTION_PLAY, Book, BookUnit, MoveRule, RuleSpec,
                        WITH_BUILDING)
from .rulebook_words import BUILDING_SENTENCES, PLAY
from .units_african_building import TURN_ONE
from .units_capturing import COURT_TAKES_ONE_OR_THREE, max_capture_value

# same_value_builds
SAME_VALUE_ALLOWED = "allowed"
SAME_VALUE_MERGE = "merge"
# owner_obligation
DUTY_PAGAT = "pagat"
DUTY_SIMPLE = "simple"


def _say_building(r: Any, book: Book) -> None:
    """Whether players build and, if they do, what a build is and how high it goes."""
    if not r.building:
        book.say(BUILDING_SENTENCES["none"], "building")
        return
    book.say(fill(BUILDING_SENTENCES["what"], top=r.build_max or max_capture_value(r)), "building", "build_max")


def _say_raising(r: Any, book: Book) -> None:
    """Whose single builds a player may raise: their own, and (the African
    games) their partner's."""
    if not r.building:
        return
    if book.applies("raise_partners_build") and not r.raise_partners_build:
        book.say(afr.RAISE[(r.raise_own_build, False)], "raise_own_build", "raise_partners_build")
    else:
        book.say(BUILDING_SENTENCES[("raise_own", r.raise_own_build)], "raise_own_build",
                 *book.also("raise_partners_build"))


def _say_owner_duty(r: Any, book: Book) -> None:
    if r.building:
        book.say(BUILDING_SENTENCES[("duty", r.owner_obligation, r.owner_may_trail)], "owner_obligation",
                 *book.also("owner_may_trail"))


BUILDING_SPEC = RuleSpec(
    "building", BUILDING, N_("Players may build: combine a hand card with table cards to be taken later by a card of the declared value."),
    default=True,
    group=BUILDING,
    flat=ANY,
    said=ALWAYS,
    write=_say_building,
    section=SECTION_BUILDING,
    place=10,
    judged_by=("trail_and_build", "trail_value", "building", "owner_duty", "trail_build_groups"),
    # Also written inline, for speed, in plaingen, house_moves: the conformance tests tie them to the predicates.
    inline=("plaingen", "house_moves"),
)

BUILD_MAX = RuleSpec(
    "build_max", N_("Highest build"), N_("The highest value a build may have (0: as high as any card can capture)."),
    default=0,
    group=BUILDING,
    range=(0, 16),
    needs="building",
    flat=ANY,
    said=WITH_BUILDING,
    judged_by=("build_max", "build_from_table"),
    # Also written inline, for speed, in plaingen, general_generator: the conformance tests tie them to the predicates.
    inline=("plaingen", "general_generator"),
)

RAISE_OWN_BUILD = RuleSpec(
    "raise_own_build", N_("Raise your own build"), N_("A player may raise a single build they control (the Dominican form forbids it)."),
    default=True,
    group=BUILDING,
    needs="building",
    # The fast path: both generators ask ``rule_builds.may_raise``.
    flat=ANY,
    said=WITH_BUILDING,
    write=_say_raising,
    section=SECTION_BUILDING,
    place=30,
    judged_by=("raise_own_build",),
    # Also written inline, for speed, in general_generator: the conformance tests tie them to the predicates.
    inline=("general_generator",),
)

SAME_VALUE_BUILDS = RuleSpec(
    "same_value_builds", N_("Two builds of one value"), N_("What happens to a new build of a value already built on the table."),
    default=SAME_VALUE_ALLOWED,
    group=BUILDING,
    choices={SAME_VALUE_ALLOWED: N_("both stand side by side"), SAME_VALUE_MERGE: N_("they merge into one multiple build")},
    needs="building",
    flat=ANY,
    said=WITH_BUILDING,
    sentence=lambda r: BUILDING_SENTENCES["same_" + r.same_value_builds],
    section=SECTION_BUILDING,
    place=20,
    judged_by=("join_opponents_build", "same_value_builds", "raise_named_once"),
    # Also written inline, for speed, in plaingen, general_generator: the conformance tests tie them to the predicates.
    inline=("plaingen", "general_generator"),
)

FACE_BUILDS_BOOK = {
    True: N_("A court card may be put on a table court card of its rank, to be taken later by "
             "another card of that rank."),
    False: N_("Not allowed: a court card may be put on a table court card of its rank, to be "
              "taken later by another card of that rank."),
    # Where a court card takes one, or all three by the fourth, a court build
    # must hold three of its rank (``rule_court_builds.COURT_THREE``); the page said
    # only "on a court card", and the table refused two (stranger 12).
    "three": N_("A court card may be put on two table court cards of its rank, to make three of them, "
                "to be taken later by the fourth."),
}


def _face_builds_sentence(r: Any) -> str:
    three = r.face_builds and r.face_capture == COURT_TAKES_ONE_OR_THREE
    return FACE_BUILDS_BOOK["three" if three else r.face_builds]

FACE_BUILDS = RuleSpec(
    "face_builds", N_("Court-card builds"), N_("A court card may be put on a table court card of its rank, to be taken later by another of that rank."),
    default=False,
    group=BUILDING,
    needs="building,face_values=none,forty_cards=False",
    # The fast path: the flat generator hands court builds to the general generator.
    flat=ANY,
    judged_by=("court_cards_cannot_build", "face_builds", "court_build_target"),
    # Also written inline, for speed, in plaingen, general_generator: the conformance tests tie them to the predicates.
    inline=("plaingen", "general_generator"),
    sentence=_face_builds_sentence,
    section=SECTION_BUILDING,
)

OWNER_MAY_TRAIL = RuleSpec(
    "owner_may_trail", N_("Build owner may trail"), N_("The controller of a build may trail and leave the build on the table."),
    default=False,
    group=BUILDING,
    needs="building",
    # The fast path: applied by ``house_moves`` after whichever generator ran.
    flat=ANY,
    judged_by=("owner_may_not_trail",),
    # Also written inline, for speed, in movegen: the conformance tests tie them to the predicates.
    inline=("movegen",),
)

TABLE_CARDS_RAISE_SINGLE_BOOK = {
    True: N_("Loose table cards may help raise a single build, provided a card from "
             "your hand also adds to its value."),
    False: N_("Not allowed: loose table cards may help raise a single build, "
              "provided a card from your hand also adds to its value."),
}

TABLE_CARDS_RAISE_SINGLE = RuleSpec(
    "table_cards_raise_single", N_("Table cards may help raise"), N_("Loose table cards may help raise a single build, provided a hand card also adds to its value."),
    default=False,
    group=BUILDING,
    needs="building",
    flat=ANY,
    judged_by=("raise_value", "raise_named_once"),
    # Also written inline, for speed, in plaingen, general_generator: the conformance tests tie them to the predicates.
    inline=("plaingen", "general_generator"),
    sentence=lambda r: TABLE_CARDS_RAISE_SINGLE_BOOK[r.table_cards_raise_single],
    section=SECTION_BUILDING,
)

SINGLE_BUILD_AS_CARD_BOOK = {
    True: N_("A single build counts as one card of its value in sums, when capturing and "
             "when building on."),
    False: N_("Not allowed: a single build counts as one card of its value in sums, when "
              "capturing and when building on."),
}

SINGLE_BUILD_AS_CARD = RuleSpec(
    "single_build_as_card", N_("A single build counts as a card"), N_("A single build counts as one card of its value in sums, for capturing and for extending builds."),
    default=False,
    group=BUILDING,
    needs="building",
    # The fast path: a single build counting as a card is not a table value signature.
    flat=frozenset({False}),
    judged_by=("build_taken_whole", "capture_groups", "single_build_as_card", "raise_named_once"),
    # Also written inline, for speed, in general_generator: the conformance tests tie them to the predicates.
    inline=("general_generator",),
    sentence=lambda r: SINGLE_BUILD_AS_CARD_BOOK[r.single_build_as_card],
    section=SECTION_BUILDING,
)

TRAIL_AND_BUILD_BOOK = {
    True: N_("You may trail a card and at the same time build from other table cards (not the "
          "trailed card), if you hold a card of the build's value."),
    False: N_("Not allowed: you may trail a card and at the same time build from other table "
          "cards (not the trailed card), if you hold a card of the build's value."),
}

TRAIL_AND_BUILD = RuleSpec(
    "trail_and_build", N_("Trail and build"), N_("Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build's value."),
    default=False,
    group=BUILDING,
    needs="building",
    # The fast path: applied by ``house_moves`` after whichever generator ran; the short way leaves it out.
    flat=ANY,
    short=frozenset({False}),
    judged_by=("trail_and_build", "trail_value", "trail_build_groups"),
    # Also written inline, for speed, in house_moves: the conformance tests tie them to the predicates.
    inline=("house_moves",),
    sentence=lambda r: TRAIL_AND_BUILD_BOOK[r.trail_and_build],
    section=SECTION_BUILDING,
)

BUILD_FOR_PARTNER_BOOK = {
    True: N_("In partnerships you may build to the value of a build your partner owns, without holding that value yourself."),
    False: N_("Not allowed: in partnerships you may build to the value of a build your partner owns, without holding that value yourself."),
}

BUILD_FOR_PARTNER = RuleSpec(
    "build_for_partner", N_("Build for your partner"), N_("In partnerships you may build to the value of a build your partner owns, without holding that value yourself."),
    default=False,
    group=BUILDING,
    needs="building",
    # The fast path: partner values come from the table's builds, which the hand plans (kept per hand) do not see.
    flat=frozenset({False}),
    judged_by=("build_value_held", "owner_keeps_a_card"),
    # Also written inline, for speed, in house_moves: the conformance tests tie them to the predicates.
    inline=("house_moves",),
    sentence=lambda r: BUILD_FOR_PARTNER_BOOK[r.build_for_partner],
    section=SECTION_BUILDING,
)

OWNER_OBLIGATION = RuleSpec(
    "owner_obligation", N_("Build owner's duty"), N_("Until a build is taken, its owner keeps a card that takes it. On each turn the owner may take the build, capture something else, or make or add to a build. Under the stricter rule of the simple game, the owner may only take the build, capture something else or raise a build. Whether the owner may trail is a separate rule."),
    default=DUTY_PAGAT,
    group=BUILDING,
    choices={DUTY_PAGAT: N_("take it, capture, build or add"), DUTY_SIMPLE: N_("only take it, capture or raise")},
    needs="building",
    # The fast path: applied by ``house_moves`` after whichever generator ran; the short way leaves it out.
    flat=ANY,
    short=frozenset({DUTY_PAGAT}),
    said=WITH_BUILDING,
    write=_say_owner_duty,
    section=SECTION_BUILDING,
    place=35,
    judged_by=("owner_may_not_trail", "owner_duty"),
    # Also written inline, for speed, in house_moves: the conformance tests tie them to the predicates.
    inline=("house_moves",),
)


# No building until the second deal (Cassino!'s house rule, ``docs/rules.md``
# rule 19a): the whole rule lives here.  Its move rule is a house filter:
# the general generator lists the moves, then drops the builds it refuses;
# ``check`` and the reference ask it like any other rule.  The fast path,
# left unsaid, runs only while the rule is off.  A turn of several actions
# builds from the table too, which this rule does not judge: it needs one
# play a turn.
FIRST_DEAL_NO_BUILD = N_("No build may be made, raised or added to in the first deal of a round: building starts "
                         "with the second deal.")
NO_BUILDS_FIRST_DEAL_BOOK = {
    True: N_("No build may be made, raised or added to until the second deal of the round."),
    False: N_("Builds may be made from the first deal of the round on."),
}


def _build_in_first_deal(seen: Any, m: Any) -> str | None:
    if seen.state.in_first_deal() and makes_build(m):
        return FIRST_DEAL_NO_BUILD
    return None


NO_BUILDS_FIRST_DEAL = RuleSpec(
    "no_builds_first_deal", N_("No building until the second deal"), NO_BUILDS_FIRST_DEAL_BOOK[True],
    default=False,
    group=BUILDING,
    needs="building,turn_actions=one",
    lenient_needs=True,
    sentence=lambda r: NO_BUILDS_FIRST_DEAL_BOOK[r.no_builds_first_deal],
    section=SECTION_BUILDING,
    filters=(MoveRule("no_builds_first_deal", ("no_builds_first_deal",),
                      lambda r: r.no_builds_first_deal and r.turn_actions == TURN_ONE, _build_in_first_deal,
                      (FIRST_DEAL_NO_BUILD,), kinds=(TRAIL, BUILD, RAISE, ADD), judges="play"),),
)

SPECS = (BUILDING_SPEC, BUILD_MAX, RAISE_OWN_BUILD, SAME_VALUE_BUILDS, FACE_BUILDS, OWNER_MAY_TRAIL, TABLE_CARDS_RAISE_SINGLE, SINGLE_BUILD_AS_CARD, TRAIL_AND_BUILD, BUILD_FOR_PARTNER, OWNER_OBLIGATION,
         NO_BUILDS_FIRST_DEAL)


def _say_turn(r: Any, book: Book) -> None:
    book.say(PLAY[("turn", r.building)])


def _say_multiple_builds(r: Any, book: Book) -> None:
    if r.building:
        # The African games' own name for a multiple build (glossary: augmented build).
        book.say(afr.MULTIPLE_AUGMENTED if book.family == "African" else BUILDING_SENTENCES["multiple"])


# What a turn is (a build among the plays, or not) and what a multiple build is.
COMBINATIONS = (BookUnit("a turn", SECTION_PLAY, 40, _say_turn),
                BookUnit("multiple builds", SECTION_BUILDING, 15, _say_multiple_builds))
