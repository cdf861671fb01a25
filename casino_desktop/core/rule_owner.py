"""The owner's rules: who owns a build, what its owner must keep, may not
do, and may do (``docs/rules.md``, rules 11, 15 and 19).

The shared predicates here (``build_owner``, ``partner_values``,
``keeps_build_values``, ``trail_allowed``, ``owner_may_play``) are asked by
the general generator, the fast path's short way and ``play`` while they
work; the ``MoveRule`` objects at the end are the same rules as ``check``
and the reference ask them, each with its sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from .templates import N_, fill
from .moves import CAPTURE, RAISE, TRAIL, makes_build
from .moves import Move
from .rule_base import MoveRule, always
from .rule_base import Seen
from .state import GameState, named_builds
from .state import Build
from .units_building import DUTY_SIMPLE



# --------------------------------------------------------------------------- build_for_partner
def partner_values(state: GameState, seat: int) -> set[int]:
    """``build_for_partner``: the values ``seat`` may build for their partner.

    Only values the table proves the partner holds: those of builds the
    partner controls (the owner rule makes a controller keep a card of each
    value).  Never the partner's hand itself, which the builder cannot see:
    legality depends on no hidden card (``docs/rules.md``, rule 11)."""
    if not (state.rules.build_for_partner and state.partnerships):
        return set()
    partner = (seat + 2) % state.players
    return {b.value for b in state.builds if b.controller == partner}


def build_owner(state: GameState, seat: int, value: int | None, hand_after: Sequence[int]) -> int:
    """Who controls a build of ``value`` that ``seat`` makes, raises or adds
    to, holding ``hand_after`` (faces or card ids) once the card is played:
    the player, or, built for the partner (the player holds no other card of
    the value), the partner, who then carries the owner's duties."""
    if state.rules.build_for_partner and state.partnerships:
        hv = state.values.hand_values
        if not any(value in hv[c % 52] for c in hand_after):
            return (seat + 2) % state.players
    return seat


# --------------------------------------------------------------------------- the owner (rules 15, 19)
def owner_may_play(m: Move) -> bool:
    """``owner_obligation = simple`` (the simple rule page): while you own a build you
    must take it, capture something else, or raise a build; a new build
    (trail-and-build included) or an add that keeps a value is refused."""
    return m.kind == CAPTURE or m.kind == RAISE or (m.kind == TRAIL and not m.loose)


def owner_may_trail_now(state: GameState) -> bool:
    """Whether a build's owner may trail in this position: always where the
    house allows it, and with two players in the second deal where
    ``owner_trails_second_deal`` lifts the rule (South Africa)."""
    rules = state.rules
    if rules.owner_may_trail:
        return True
    return rules.owner_trails_second_deal and state.players == 2 and not state.in_first_deal()


def trail_allowed(state: GameState, seat: int, capture_exists: bool) -> bool:
    """A build's controller may not trail (unless the house allows it); nobody
    may trail when capturing is compulsory and a capture exists.  The
    generators' form of ``OWNER_MAY_NOT_TRAIL`` and ``rule_captures.COMPULSORY``."""
    rules = state.rules
    if not owner_may_trail_now(state) and any(b.controller == seat for b in state.builds):
        return False
    return not (rules.compulsory_capture and capture_exists)


def keeps_build_values(state: GameState, seat: int, m: Move, controlled: Sequence[Build],
                       hand_faces: Sequence[int]) -> bool:
    """The owner rule: after the move the player can still take every build
    they control (new, raised and added ones included).

    Each build *value* needs a card of its own (one card takes all builds of
    one value at once, but an ace cannot be 1 and 14 in the same play), so
    this is a matching of values to remaining cards, not a per-value test.
    """
    remaining = list(hand_faces)
    remaining.remove(m.card)
    taken = m.builds
    if taken:
        # By identity: a double deck's twin builds share a key, and a move
        # that names it once takes only the first of them (``named_builds``).
        gone = [id(b) for b in named_builds(state.builds, taken)]
    need: set[int | None] = set()
    for b in controlled:
        if taken and id(b) in gone:
            continue
        need.add(b.value)
    if makes_build(m) and build_owner(state, seat, m.value, remaining) == seat:
        need.add(m.value)  # a build made for the partner is the partner's to keep
    if not need:
        return True
    if len(need) > len(remaining):
        return False
    hv = state.values.hand_values
    if len(need) == 1:  # the usual case: one value, any card of it
        v = need.pop()
        for f in remaining:
            if v in hv[f]:
                return True
        return False
    options = [[i for i, f in enumerate(remaining) if v in hv[f]] for v in need]
    return has_matching(options, set())


def has_matching(options: list[list[int]], used: set[int]) -> bool:
    if not options:
        return True
    first, rest = options[0], options[1:]
    for card in first:
        if card not in used:
            used.add(card)
            if has_matching(rest, used):
                return True
            used.discard(card)
    return False


# --------------------------------------------------------------------------- the rules as check asks them
OWNER_TRAIL = N_("You control the build of {build}: you may not trail; take it, "
               "capture something else, build, or add to a build.")
OWNER_TRAIL_SIMPLE = N_("You control the build of {build}: you may not trail; take it, "
                      "capture something else, or raise a build.")
OWNER_DUTY = N_("While you own the build of {build} you must take it, capture something else, or raise a build: "
              "you may not make another build or add to one.")
OWNER_KEEP = N_("You control the build of {build}: you must keep a card that takes {build} until you take the build.")


def _owner_trail(seen: Seen, m: Move) -> str | None:
    if m.kind == TRAIL and seen.controlled and not owner_may_trail_now(seen.state):
        simple = seen.rules.owner_obligation == DUTY_SIMPLE
        return fill(OWNER_TRAIL_SIMPLE if simple else OWNER_TRAIL, build=seen.controlled[0].value)
    return None


def _owner_duty(seen: Seen, m: Move) -> str | None:
    if seen.controlled and not owner_may_play(m):
        return fill(OWNER_DUTY, build=seen.controlled[0].value)
    return None


def _owner_keeps(seen: Seen, m: Move) -> str | None:
    if seen.controlled and not keeps_build_values(seen.state, seen.seat, m, seen.controlled, seen.hand):
        return fill(OWNER_KEEP, build=seen.controlled[0].value)
    return None


OWNER_MAY_NOT_TRAIL = MoveRule(
    "owner_may_not_trail", ("owner_may_trail", "owner_obligation", "owner_trails_second_deal"),
    lambda r: not r.owner_may_trail,
    _owner_trail, (OWNER_TRAIL, OWNER_TRAIL_SIMPLE), kinds=(TRAIL,), judges="play")
OWNER_DUTY_RULE = MoveRule(
    "owner_duty", ("building", "owner_obligation"), lambda r: r.building and r.owner_obligation == DUTY_SIMPLE,
    _owner_duty, (OWNER_DUTY,), kinds=("build", "add", TRAIL))
OWNER_KEEPS = MoveRule(
    "owner_keeps_a_card", ("build_for_partner",), always, _owner_keeps, (OWNER_KEEP,))
