"""The African family's building rules: whose builds may be raised or
joined, a turn of several actions, the first and second deal with two
players.  Their predicates are in ``rule_african`` and ``rule_turns``.

The fast path: no generator reads these fields.  The flow around the
generators (``house_moves``) asks their house filters and the owner's
trailing rule of every list, and ``turns`` adds the table-only actions, so
the flat generator inside that flow lists the moves under any of their
values (``flat=ANY``; ``test_fast_paths`` compares it with the general
generator in the African presets).  The short way asks no filter: it runs
only with each at the value every other family plays.
"""

from __future__ import annotations

from typing import Any

from . import rulebook_african as afr
from .templates import N_
from .rule_spec import ANY, BUILDING, SECTION_BUILDING, Book, RuleSpec
from .units_deal import partnerships_possible, two_may_play

# turn_actions
TURN_ONE = "one"
TURN_SEVERAL = "several"


def _say_first_deal_limit(r: Any, book: Book) -> None:
    if book.applies("one_build_first_deal"):
        first = afr.FIRST_DEAL[(True, r.owner_may_trail) if r.one_build_first_deal else False]
        book.say(first, "one_build_first_deal", *book.also("owner_may_trail"))


RAISE_PARTNERS_BUILD = RuleSpec(
    "raise_partners_build", N_("Raise your partner's build"), N_("In partnerships a player may raise a single build their partner owns (the Swazi game allows only an opponent's)."),
    default=True,
    group=BUILDING,
    needs="building",
    lenient_needs=True,
    flat=ANY,  # see "The fast path" above
    short=frozenset({True}),
    quiet=(True,),
    mentioned=lambda r: None if partnerships_possible(r) else False,
    judged_by=("raise_partners_build",),
)

JOIN_OPPONENTS_BUILD = RuleSpec(
    "join_opponents_build", N_("Add to an opponent's build"), N_("A player may add cards to a build an opponent owns, or merge a build of the same value into it, and so take it over; when off, cards may go onto an opponent's build only in the turn that captures it (Swazi)."),
    default=True,
    group=BUILDING,
    needs="building",
    lenient_needs=True,
    flat=ANY,  # see "The fast path" above
    short=frozenset({True}),
    quiet=(True,),
    # Said before raising, which makes a build yours: whose a build is.
    sentence=lambda r: afr.JOIN[(False, r.same_value_builds) if not r.join_opponents_build else True],
    section=SECTION_BUILDING,
    place=25,
    judged_by=("join_opponents_build", "add_from_table"),
)

TURN_ACTIONS = RuleSpec(
    "turn_actions", N_("A turn"), N_("With several actions a player plays exactly one card from the hand, and before or after it may make builds from table cards alone and add table cards and top cards to their side's builds; then they end the turn (Swazi)."),
    default=TURN_ONE,
    group=BUILDING,
    choices={TURN_ONE: N_("one play from the hand"), TURN_SEVERAL: N_("several actions, one hand card")},
    needs="building",
    lenient_needs=True,  # without building its own sentence refuses it (``rules_sense.rules_problem``)
    flat=ANY,  # see "The fast path" above
    short=frozenset({TURN_ONE}),
    quiet=(TURN_ONE,),
    judged_by=("one_hand_card_a_turn", "turn_is_one_play", "end_of_turn", "build_from_table", "add_from_table"),
)

ONE_BUILD_FIRST_DEAL = RuleSpec(
    "one_build_first_deal", N_("One build in the first deal"), N_("With two players, during the first deal a player who owns a build may not trail and may not make or take over a build of another value (lifted in the second deal)."),
    default=False,
    group=BUILDING,
    needs="building",
    lenient_needs=True,
    flat=ANY,  # see "The fast path" above
    short=frozenset({False}),
    mentioned=two_may_play,
    write=_say_first_deal_limit,
    section=SECTION_BUILDING,
    place=45,
    judged_by=("one_build_first_deal", "build_from_table", "add_from_table"),
)

OWNER_TRAILS_SECOND_DEAL = RuleSpec(
    "owner_trails_second_deal", N_("Build owner trails in the second deal"), N_("With two players the owner of a build may trail in the second deal, though not in the first (South Africa)."),
    default=False,
    group=BUILDING,
    needs="building",
    lenient_needs=True,
    flat=ANY,  # see "The fast path" above
    short=frozenset({False}),
    mentioned=two_may_play,
    sentence=lambda r: afr.SECOND_DEAL[r.owner_trails_second_deal],
    section=SECTION_BUILDING,
    place=40,
    judged_by=("owner_may_not_trail",),
)

SPECS = (RAISE_PARTNERS_BUILD, JOIN_OPPONENTS_BUILD, TURN_ACTIONS, ONE_BUILD_FIRST_DEAL, OWNER_TRAILS_SECOND_DEAL)
