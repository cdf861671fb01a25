"""The African family's rules on a play from the hand (``docs/rules.md``,
"African Casino"): where the top card of a capture pile may go, whose
build a player may raise or add to, the two-player first deal's limits,
and what opponents may insist on.

Each is a ``MoveRule`` registered as a house filter (``predicates``): the
general generator lists moves without it and drops those it refuses;
``check`` and the reference ask it like any other rule.  The table-only
actions of a turn have their own rules (``rule_turns``).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from itertools import combinations

from .cards import pretty, sort_key
from .templates import N_, fill
from .moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, makes_build
from .moves import Move
from .rule_base import MoveRule, names
from .rule_base import Seen
from .rule_builds import changes_value
from .state import Build, GameState
from .units_building import SAME_VALUE_MERGE
from .units_capturing import COURT_TAKES_ONE, COURT_TAKES_ONE_OR_THREE
from .units_piles import TOPS_CAPTURES, TOPS_NONE
from .values import ValueTable

_MADE = (BUILD, RAISE, ADD)


# --------------------------------------------------------------------------- shared predicates
def first_deal_limits(state: GameState) -> bool:
    """``one_build_first_deal``: two players, in the round's first deal (of
    the two deals of the whole pack in the African family; of every deal
    where the rule is a house rule)."""
    return state.rules.one_build_first_deal and state.players == 2 and state.in_first_deal()


def same_side(state: GameState, seat: int, other: int) -> bool:
    return state.side_of(seat) == state.side_of(other)


def opponents_build_joined(seen: Seen, m: Move) -> Build | None:
    """The opponent's build a build, raise or add would put cards on: the
    build added to, or one of the value made that it would merge with
    (``same_value_builds = merge``); None if none."""
    state = seen.state
    seat = seen.seat
    if m.kind == ADD:
        target = seen.target(m)
        if target is not None and not same_side(state, seat, target.controller):
            return target
        return None
    if m.kind in (BUILD, RAISE) and state.rules.same_value_builds == SAME_VALUE_MERGE:
        raised = seen.target(m) if m.kind == RAISE else None
        for b in seen.builds:
            if b is not raised and b.value == m.value and not same_side(state, seat, b.controller):
                return b
    return None


def value_left(seen: Seen, m: Move) -> int | None:
    """The value of the build a build, raise or add leaves, 0 for a play
    that leaves none (a capture, a plain trail)."""
    return m.value if makes_build(m) else 0


# --------------------------------------------------------------------------- the top cards
TOP_ONLY_IN_BUILDS = N_("The {card} on top of a capture pile can only go into a build: it is never captured directly.")
TOP_NOT_A_NEW_BUILD = N_("The {card} on top of a capture pile can only be added to a build that is already on the table.")
TOP_TO_OWN_BUILD = N_("The {card} on top of a capture pile can only be added to a build of your side.")


def _tops(seen: Seen, m: Move) -> str | None:
    # Asked of nearly every move the African generators list: a loop that
    # stops at the first top, with no list made for the moves that use none.
    tops = seen.tops
    if not tops:
        return None
    for f in m.loose:
        if f in tops:
            break
    else:
        return None
    if seen.values.rank_only[f] and f >> 2 != m.card >> 2:
        # A numberless court card could not be in this play even off a pile
        # (a card of another rank neither takes it nor builds with it): the
        # court-card rules say so, not where a pile top may go.
        return None
    card = pretty(f)
    kind = m.kind
    if kind == CAPTURE:
        return None if seen.rules.pile_tops == TOPS_CAPTURES else fill(TOP_ONLY_IN_BUILDS, card=card)
    if kind == ADD:
        target = seen.target(m)
        if target is not None and not same_side(seen.state, seen.seat, target.controller):
            return fill(TOP_TO_OWN_BUILD, card=card)
        return None
    return fill(TOP_NOT_A_NEW_BUILD, card=card)


TOPS_WHERE = MoveRule("pile_top_use", ("pile_tops",), lambda r: r.pile_tops != TOPS_NONE, _tops,
                      (TOP_ONLY_IN_BUILDS, TOP_NOT_A_NEW_BUILD, TOP_TO_OWN_BUILD), kinds=(CAPTURE,) + _MADE + (TRAIL,))


# --------------------------------------------------------------------------- other players' builds
RAISE_PARTNER = N_("You may not change the value of your partner's build, only an opponent's.")
RAISE_PARTNER_JOINED = N_("You may not change the value of your partner's build of {build}, only an opponent's, so "
                          "it cannot go into a build of {value}.")
JOIN_OPPONENT_YOU = N_("The build of {value} belongs to an opponent: you may add to it only in a turn in which you capture it.")
# A new build (or a raise) of that value merges with it: said so, or the
# player, who never touched the opponent's build, cannot see why.
JOIN_BY_MERGING = N_("A build of {value} would merge with an opponent's build of {value}, and you may add to that "
                     "build only in a turn in which you capture it.")


def _raise_partner(seen: Seen, m: Move) -> str | None:
    if not seen.state.partnerships:
        return None
    if m.kind == RAISE:
        target = seen.target(m)
        return RAISE_PARTNER if target is not None and _partners(seen, target) else None
    if not seen.rules.single_build_as_card:
        return None  # no build joins another as a card (``NOT_A_CARD`` says so)
    # A single build taken into a build of another value as a card changes its value as a raise does.
    for b in seen.joined(m):
        if changes_value(b, m.value) and _partners(seen, b):
            return fill(RAISE_PARTNER_JOINED, build=b.value, value=m.value)
    return None


def _partners(seen: Seen, b: Build) -> bool:
    return b.controller != seen.seat and same_side(seen.state, seen.seat, b.controller)


def _join_opponent(seen: Seen, m: Move) -> str | None:
    b = opponents_build_joined(seen, m)
    if b is None:
        return None
    return fill(JOIN_OPPONENT_YOU if m.kind == ADD else JOIN_BY_MERGING, value=b.value)


RAISE_PARTNERS_BUILD = MoveRule("raise_partners_build", ("raise_partners_build",),
                                lambda r: not r.raise_partners_build, _raise_partner,
                                (RAISE_PARTNER, RAISE_PARTNER_JOINED), kinds=(BUILD, RAISE, ADD))
JOIN_OPPONENTS_BUILD = MoveRule("join_opponents_build", ("join_opponents_build", "same_value_builds"),
                                lambda r: not r.join_opponents_build, _join_opponent, (JOIN_OPPONENT_YOU, JOIN_BY_MERGING),
                                kinds=_MADE)


# --------------------------------------------------------------------------- two players' first deal
FIRST_DEAL_NO_TRAIL = N_("In the first deal a player who owns a build may not trail: capture, or add to your build.")
FIRST_DEAL_ONE_BUILD = N_("In the first deal a player may own only one build: you own the build of {value}.")


def owned_value(state: GameState, seat: int) -> int:
    """The value of a build ``seat`` owns, or 0."""
    for b in state.builds:
        if b.controller == seat:
            return b.value
    return 0


def _first_deal(seen: Seen, m: Move) -> str | None:
    state = seen.state
    if not first_deal_limits(state):
        return None
    owned = owned_value(state, seen.seat)
    if not owned:
        return None
    if m.kind == TRAIL and not m.loose:
        return FIRST_DEAL_NO_TRAIL
    if m.kind == RAISE:
        target = seen.target(m)
        if target is not None and target.controller == seen.seat:
            return None  # still the one build (whether it may be raised is ``raise_own_build``'s)
    left = value_left(seen, m)
    if left and left != owned:
        return fill(FIRST_DEAL_ONE_BUILD, value=owned)
    return None


ONE_BUILD_FIRST_DEAL = MoveRule("one_build_first_deal", ("one_build_first_deal",),
                                lambda r: r.one_build_first_deal, _first_deal,
                                (FIRST_DEAL_NO_TRAIL, FIRST_DEAL_ONE_BUILD), kinds=(TRAIL,) + _MADE)


# --------------------------------------------------------------------------- opponents insist
INSIST_TAKE_ALL = N_("Your opponents insist that you take everything your {card} can take: {more} as well.")
INSIST_NO_TRAIL = N_("Your opponents insist that a card that can capture does capture: the {card} can.")


def table_values(vt: ValueTable, f: int) -> tuple[int, ...]:
    """The values a table card may count as in a sum."""
    v = vt.sum_value[f]
    return (1, 14) if vt.dual_ace and v == 1 else (v,)


def _sums_to(vt: ValueTable, faces: Iterable[int], value: int) -> bool:
    totals = {0}
    for f in faces:
        totals = {t + a for t in totals for a in table_values(vt, f)}
    return value in totals


def left_behind(seen: Seen, f: int, value: int, loose: Collection[int],
                bkeys: Collection[tuple[int, ...]]) -> tuple[int, ...]:
    """What a capture of ``value`` with ``f`` leaves that it could also take:
    a build of its value, a card of a numberless court's rank, or table
    cards that make the value.  () when it takes everything."""
    vt = seen.values
    for b in seen.builds:
        if b.value == value and b.key not in bkeys and vt.rank_only[b.key[0]] == vt.rank_only[f]:
            return b.key
    usable = [x for x in seen.table if x not in loose]
    if seen.rules.pile_tops != TOPS_CAPTURES:
        tops = seen.tops
        if tops:
            usable = [x for x in usable if x not in tops]
    if vt.rank_only[f]:
        return _court_left(seen, f, loose, [x for x in usable if x >> 2 == f >> 2])
    usable = [x for x in usable if not vt.rank_only[x]]
    usable.sort(key=sort_key)
    for k in range(1, len(usable) + 1):
        for group in combinations(usable, k):
            if _sums_to(vt, group, value):
                return group
    return ()


def _court_left(seen: Seen, f: int, loose: Collection[int], same: list[int]) -> tuple[int, ...]:
    """The loose cards of a numberless court's rank (``same``, those the
    capture leaves) that a capture by it could take besides: one at a time,
    or all three by the fourth, allows no second card of the rank, so
    opponents cannot insist on one (the court could then neither take one
    card nor trail, and have no play at all)."""
    rule = seen.rules.face_capture
    taken = sum(1 for x in loose if x >> 2 == f >> 2)
    if rule == COURT_TAKES_ONE_OR_THREE and taken + len(same) == 3:
        return tuple(same)
    if rule in (COURT_TAKES_ONE, COURT_TAKES_ONE_OR_THREE) and taken:
        return ()
    return tuple(same[:1])


def _insist(seen: Seen, m: Move) -> str | None:
    if m.kind == CAPTURE:
        values = [m.value] if m.value else list(seen.values.hand_values[m.card])
        for v in values:
            more = left_behind(seen, m.card, v, m.loose, m.builds)
            if not more:
                return None
        return fill(INSIST_TAKE_ALL, card=pretty(m.card), more=names(more))
    if m.kind == TRAIL and not m.loose:
        if any(left_behind(seen, m.card, v, (), ()) for v in seen.values.hand_values[m.card]):
            return fill(INSIST_NO_TRAIL, card=pretty(m.card))
    return None


INSIST = MoveRule("opponents_insist", ("insist",), lambda r: r.insist, _insist, (INSIST_TAKE_ALL, INSIST_NO_TRAIL),
                  kinds=(CAPTURE, TRAIL))

RULES = (TOPS_WHERE, RAISE_PARTNERS_BUILD, JOIN_OPPONENTS_BUILD, ONE_BUILD_FIRST_DEAL, INSIST)
