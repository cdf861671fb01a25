"""The building rules (``docs/rules.md``, rules 7-14, 16-18): what a build,
a raise, an add or a trail that builds may be.

``may_raise`` (``raise_own_build``) and ``held_values`` are the shared
predicates the generators ask while they build moves; the ``MoveRule``
objects are the rules as ``check`` and the reference ask them, each with
its sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import combos
from .cards import pretty
from .templates import N_, fill
from .moves import ADD, BUILD, RAISE, TRAIL
from .moves import Move
from .rule_base import MoveRule, always, names
from .rule_base import Seen
from .rule_owner import partner_values
from .state import Build, GameState
from .units_building import SAME_VALUE_MERGE as BUILDS_MERGE
from .units_capturing import COURTS_NONE
from .values import ValueTable
from .variants import Rules

_SHAPES = (BUILD, RAISE, ADD)


# --------------------------------------------------------------------------- shared with the generators
def may_raise(rules: Rules, seat: int, build: Build) -> bool:
    """``raise_own_build``: a player may raise a single build they control
    only where the variant allows it (the Dominican form forbids it)."""
    return build.controller != seat or rules.raise_own_build


def changes_value(joined: Build, value: int | None) -> bool:
    """Whether a single build that joins a new build or an add as a card of
    its value (``single_build_as_card``) has its value changed by it: it
    then goes the way of a raise, and the rules on whose build may be
    raised (``may_raise``, ``raise_partners_build``) judge it as one."""
    return not joined.multiple and joined.value != value


def raise_fill(table_cards_help: bool, build_value: int, h: int, V: int) -> int | None:
    """``RAISE_VALUE`` in the generators' form: what table cards must add
    to a build of ``build_value`` raised to ``V`` by a card worth ``h`` (0:
    none), or None when the rule refuses ``V``.  Only with
    ``table_cards_raise_single`` may table cards help, and never alone."""
    if V <= build_value:
        return None
    base = build_value + h
    if table_cards_help:
        return V - base if V >= base else None
    return 0 if V == base else None


def card_values_in_build(vt: ValueTable, f: int) -> tuple[int, ...]:
    """What a card counts inside a build: its table value, and an ace 1 or
    14 where table aces may count 14 (``ace_value`` ``1_or_14``), fixed by
    the value the build is made at (two aces make a multiple build of 1, a
    single build of 2 or a multiple build of 14)."""
    v = vt.sum_value[f]
    return (1, 14) if v == 1 and vt.dual_ace else (v,)


def splits_into(vt: ValueTable, values: list[int], value: int | None) -> bool:
    """Whether a build's card values (a 1 is an ace, as ``card_values_in_build``
    counts it) split into groups that each make ``value``."""
    return value is not None and combos.can_partition(values, value, vt.dual_ace)


def held_values(state: GameState, seat: int, rest: Sequence[int]) -> set[int]:
    """The values a build made by ``seat`` may have, holding ``rest`` (faces)
    once the card is played: those a card with a number in ``rest`` takes
    (a numberless court card's 11-13 is only a rank key), and those it may
    build for its partner (``partner_values``)."""
    hv = state.values.hand_values
    ro = state.values.rank_only
    held: set[int] = set()
    for g in rest:
        if not ro[g]:
            held.update(hv[g])
    if state.rules.build_for_partner:
        held.update(partner_values(state, seat))
    return held


def _numeric_build(seen: Seen, m: Move) -> bool:
    """A build, raise or add with a card that has a number, or a trail
    that declares a value (it builds from table cards): what the number
    rules below judge.  Judged on the kind, card and value alone."""
    kind = m.kind
    if kind == TRAIL:
        return bool(m.value)
    return kind in _SHAPES and not seen.values.rank_only[m.card]


# --------------------------------------------------------------------------- the build's value
VALUE_NAMED = N_("Say the value of the build.")
RAISE_WHICH = N_("Say which build you raise.")
RAISE_MULTIPLE = N_("The build of {build} is a multiple build: its value never changes, so it cannot be raised.")
RAISE_OWN_SENTENCE = N_("You may not raise your own build here.")
RAISE_OWN_JOINED = N_("You may not change the value of your own build of {build} here, so it cannot go "
                      "into a build of {value}.")
# Builds from the hand and from the table alike; it names the play's sum too (a stranger's play-test).
OVER_MAX = N_("This build would be worth {value}; a build may not be worth more than {max} here.",
              note="value: what the play would make the build worth; max: the highest build the game allows")
HOLD = N_("To build {value} you must still hold a card that takes {value}.")
HOLD_RAISE = N_("To raise the build of {build} to {value} you must still hold a card that takes {value}.")
HOLD_PARTNER = N_("To build {value} you must still hold a card that takes {value}, or build it for your "
                "partner while they own a build of {value}.")
HOLD_RAISE_PARTNER = N_("To raise the build of {build} to {value} you must still hold a card that takes {value}, or "
                        "raise it for your partner while they own a build of {value}.")
COURT_IN_BUILD = N_("Court cards have no number here: they cannot go into a build.")
RAISE_ONE_CARD = N_("Raising adds exactly one card from your hand: {build} + {worth} makes "
                  "{raised}, not {value}; table cards may not change a build's value.")
RAISE_CARD_HELPS = N_("The {card} must help change the value: {build} + {worth} + table cards "
                    "must make {value}.")
ADD_WHICH = N_("Say which build you add to.")
ADD_SAME_VALUE = N_("Adding does not change a build's value: that build is {build}, not {value}.")


def _value_named(seen: Seen, m: Move) -> str | None:
    return VALUE_NAMED if m.kind in _SHAPES and not seen.values.rank_only[m.card] and not m.value else None


def _raise_target(seen: Seen, m: Move) -> str | None:
    if m.kind != RAISE or seen.values.rank_only[m.card]:
        return None
    target = seen.target(m)
    if target is None:
        return RAISE_WHICH
    if target.multiple:
        return fill(RAISE_MULTIPLE, build=target.value)
    return None


def _raise_own(seen: Seen, m: Move) -> str | None:
    if seen.values.rank_only[m.card]:
        return None
    if m.kind == RAISE:
        target = seen.target(m)
        if target is not None and not may_raise(seen.rules, seen.seat, target):
            return RAISE_OWN_SENTENCE
        return None
    if not seen.rules.single_build_as_card:
        return None  # no build joins another as a card (``NOT_A_CARD`` says so)
    for b in seen.joined(m):
        if changes_value(b, m.value) and not may_raise(seen.rules, seen.seat, b):
            return fill(RAISE_OWN_JOINED, build=b.value, value=m.value)
    return None


def _over_max(seen: Seen, m: Move) -> str | None:
    if _numeric_build(seen, m) and (m.value or 0) > seen.values.max_build:
        return fill(OVER_MAX, value=m.value, max=seen.values.max_build)
    return None


def _hold(seen: Seen, m: Move) -> str | None:
    """Whether it refuses reads only the card and the value (``judges``);
    the raise's sentence names the build when the move names one."""
    if not _numeric_build(seen, m):
        return None
    kind, f, value = m.kind, m.card, m.value
    if value in held_values(seen.state, seen.seat, seen.rest(f)):
        return None
    target = seen.target(m) if kind == RAISE else None
    for_partner = seen.rules.build_for_partner and seen.state.partnerships
    if target is not None:
        return fill(HOLD_RAISE_PARTNER if for_partner else HOLD_RAISE, build=target.value, value=value)
    if for_partner:
        return fill(HOLD_PARTNER, value=value)
    return fill(HOLD, value=value)


def _court_in_build(seen: Seen, m: Move) -> str | None:
    if _numeric_build(seen, m) and any(seen.values.rank_only[x] for x in m.loose):
        return COURT_IN_BUILD
    return None


def _raise_value(seen: Seen, m: Move) -> str | None:
    if m.kind != RAISE or seen.values.rank_only[m.card]:
        return None
    target = seen.target(m)
    assert target is not None, "a raise without a target is refused first (_raise_target)"
    h = seen.values.sum_value[m.card]
    base = target.value + h
    fields: dict[str, object] = dict(card=pretty(m.card), build=target.value, worth=h, raised=base, value=m.value)
    if not seen.rules.table_cards_raise_single:
        return fill(RAISE_ONE_CARD, None, **fields) if m.value != base else None
    return fill(RAISE_CARD_HELPS, None, **fields) if (m.value or 0) < base else None


def _add_value(seen: Seen, m: Move) -> str | None:
    if m.kind != ADD or seen.values.rank_only[m.card]:
        return None
    target = seen.target(m)
    if target is None:
        return ADD_WHICH
    if target.value != m.value:
        return fill(ADD_SAME_VALUE, build=target.value, value=m.value)
    return None


VALUE_SAID = MoveRule("build_value_named", (), always, _value_named, (VALUE_NAMED,), kinds=_SHAPES,
                      judges="play")
RAISE_TARGET = MoveRule("raise_single_build", (), always, _raise_target, (RAISE_WHICH, RAISE_MULTIPLE),
                        kinds=(RAISE,))
RAISE_OWN = MoveRule("raise_own_build", ("raise_own_build",), lambda r: not r.raise_own_build, _raise_own,
                     (RAISE_OWN_SENTENCE, RAISE_OWN_JOINED), kinds=_SHAPES)
BUILD_MAX = MoveRule("build_max", ("build_max", "face_values", "ace_value", "special_hand_values"), always,
                     _over_max, (OVER_MAX,), kinds=(TRAIL,) + _SHAPES, judges="play")
HOLDS_VALUE = MoveRule("build_value_held", ("build_for_partner",), always, _hold,
                       (HOLD, HOLD_RAISE, HOLD_PARTNER, HOLD_RAISE_PARTNER), kinds=(TRAIL,) + _SHAPES, judges="play")
NO_COURT_IN_BUILD = MoveRule("court_cards_not_in_builds", ("face_values",), lambda r: r.face_values == COURTS_NONE,
                             _court_in_build, (COURT_IN_BUILD,), kinds=(TRAIL,) + _SHAPES, judges="card")
RAISE_VALUE = MoveRule("raise_value", ("table_cards_raise_single",), always, _raise_value,
                       (RAISE_ONE_CARD, RAISE_CARD_HELPS), kinds=(RAISE,))
ADD_VALUE = MoveRule("add_keeps_value", (), always, _add_value, (ADD_WHICH, ADD_SAME_VALUE), kinds=(ADD,))


# --------------------------------------------------------------------------- the build's cards
NEEDS_TABLE = N_("A build needs at least one card from the table.")
MERGE = N_("A build of {value} is already on the table: here you add to it instead.")
JOINED_MULTIPLE = N_("The build of {build} is a multiple build: it can be taken or added to, "
                   "never built into another build.")
NOT_A_CARD = N_("A build is not a card: it cannot join a sum unless single builds count as cards.")
RAISE_JOINS_NONE = N_("A raise changes one build: it cannot take another build into it.")
SAME_VALUE_JOINED = N_("To put the build of {value} into a new build of {value}, add to it instead.")
ADD_FIRST_OF_TWO = N_("This play joins two builds of {value}: name the build of {first} as the one you add to, "
                    "the other as a card.")
BUILD_GROUPS = N_("The {card} with {loose} cannot be split into groups that each make {value}; "
                "cards inside a build are never split or rearranged.")
BUILD_GROUPS_ALONE = N_("The {card} alone does not make {value}; cards inside a build are never split or rearranged.")
TRAIL_GROUPS = N_("Those table cards cannot be split into groups of {value} for a build of two or more cards.")


def _shape(seen: Seen, m: Move) -> bool:
    return m.kind in _SHAPES and not seen.values.rank_only[m.card]


def _needs_table(seen: Seen, m: Move) -> str | None:
    return NEEDS_TABLE if m.kind == BUILD and not m.loose and not m.builds else None


def _merge(seen: Seen, m: Move) -> str | None:
    if m.kind == BUILD and _shape(seen, m) and any(b.value == m.value for b in seen.builds):
        return fill(MERGE, value=m.value)
    return None


def _joined(seen: Seen, m: Move) -> str | None:
    if not _shape(seen, m):
        return None
    joined = seen.joined(m)
    if not joined:
        return None
    for b in joined:
        if b.multiple:
            return fill(JOINED_MULTIPLE, build=b.value)
    if not seen.rules.single_build_as_card:
        return NOT_A_CARD
    if m.kind == RAISE:
        return RAISE_JOINS_NONE
    if m.kind == BUILD and any(b.value == m.value for b in joined):
        return fill(SAME_VALUE_JOINED, value=m.value)
    target = seen.target(m) if m.kind == ADD else None
    if target is not None and not target.multiple:
        # Adding to A while taking in B of the same value leaves the table
        # that adding to B taking in A leaves: the play is named once, by
        # the build whose cards come first.
        first = min((b for b in joined if b.value == m.value), key=lambda b: b.key, default=None)
        if first is not None and first.key < target.key:
            return fill(ADD_FIRST_OF_TWO, value=m.value, first=names(first.key))
    return None


def _groups(seen: Seen, m: Move) -> str | None:
    if not _shape(seen, m):
        return None
    kind, f, value, loose = m.kind, m.card, m.value, m.loose
    vt = seen.values
    h = vt.sum_value[f]
    target = seen.target(m) if kind == RAISE else None  # a raise without one is refused first (_raise_target)
    first = target.value + h if target is not None else h
    vals = [first] + [vt.sum_value[x] for x in loose] + [b.value for b in seen.joined(m)]
    if splits_into(vt, vals, value):
        return None
    if loose:
        return fill(BUILD_GROUPS, card=pretty(f), loose=names(loose), value=value)
    return fill(BUILD_GROUPS_ALONE, card=pretty(f), value=value)


def _trail_groups(seen: Seen, m: Move) -> str | None:
    if m.kind == TRAIL and m.loose:
        loose = m.loose
        sums = [seen.values.sum_value[x] for x in loose]
        if len(loose) < 2 or not splits_into(seen.values, sums, m.value):
            return fill(TRAIL_GROUPS, value=m.value)
    return None


BUILD_FROM_TABLE = MoveRule("build_needs_table_cards", (), always, _needs_table, (NEEDS_TABLE,), kinds=(BUILD,))
SAME_VALUE_MERGE = MoveRule("same_value_builds", ("same_value_builds",),
                            lambda r: r.same_value_builds == BUILDS_MERGE, _merge, (MERGE,), kinds=(BUILD,),
                            judges="play")
BUILDS_AS_CARDS = MoveRule("single_build_as_card", ("single_build_as_card",), always, _joined,
                           (JOINED_MULTIPLE, NOT_A_CARD, RAISE_JOINS_NONE, SAME_VALUE_JOINED, ADD_FIRST_OF_TWO),
                           kinds=_SHAPES)
BUILD_IN_GROUPS = MoveRule("build_groups", (), always, _groups, (BUILD_GROUPS, BUILD_GROUPS_ALONE), kinds=_SHAPES)
TRAIL_BUILD_GROUPS = MoveRule("trail_build_groups", ("building", "trail_and_build"),
                              lambda r: r.building and r.trail_and_build, _trail_groups, (TRAIL_GROUPS,),
                              kinds=(TRAIL,))


# --------------------------------------------------------------------------- one play, one name
NAMED_AS_RAISE = N_("Putting the {card} on the build of {build} raises it to {value}: play it as a raise of that "
                    "build.")


def _named_as_raise(seen: Seen, m: Move) -> str | None:
    """With single builds as cards, a new build whose only build taken in
    is one single build (or, where builds of one value merge, an add that
    takes one in), made of the played card, that build and loose cards as
    raising it with them would make, leaves the table that raise leaves:
    the play is named once, as the raise, so a chooser never offers one
    play twice.  A pile top goes into an add but never into a raise, so
    an add with one is its own play."""
    kind = m.kind
    if kind == ADD and seen.rules.same_value_builds != BUILDS_MERGE:
        return None
    joined = seen.joined(m)
    if len(joined) != 1 or seen.values.rank_only[m.card]:
        return None
    b = joined[0]
    vt = seen.values
    if b.multiple or vt.rank_only[b.key[0]] or any(x in seen.tops for x in m.loose):
        return None
    h = vt.sum_value[m.card]
    if raise_fill(seen.rules.table_cards_raise_single, b.value, h, m.value or 0) is None:
        return None
    if not splits_into(vt, [b.value + h] + [vt.sum_value[x] for x in m.loose], m.value):
        return None
    return fill(NAMED_AS_RAISE, card=pretty(m.card), build=b.value, value=m.value)


# A house filter (``predicates.HOUSE_FILTERS``): the generators list both
# names of the play and this drops the second, where the pile tops are known.
ONE_NAME = MoveRule("raise_named_once", ("single_build_as_card", "same_value_builds", "table_cards_raise_single"),
                    lambda r: r.single_build_as_card, _named_as_raise, (NAMED_AS_RAISE,), kinds=(BUILD, ADD))
