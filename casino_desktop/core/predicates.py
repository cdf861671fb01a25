"""Rules as predicates on a candidate move: where a rule lives.

A rule here says whether a candidate move breaks it and, if so, returns the
sentence a player reads (pokerkit's verify-then-act).  The general generator
(``movegen``), ``check``'s reasons (``legality``) and the brute-force
reference (``bruteforce``) ask the same predicate, so a rule is written once.

Two kinds:

* **shared predicates** (``may_raise`` ...): small functions the generators
  call while they build moves, so they never make a move the rule forbids;
  the fast path (``plaingen``) calls them too, for the fields it implements
  (``fast_path.FLAT``).
* **house filters** (``MoveRule`` in ``HOUSE_FILTERS``): a rule written only
  as a predicate.  The general generator lists the moves without it, then
  drops every move the predicate refuses; ``check`` names the rule's sentence
  first; the reference drops the same moves.  A new house rule can be added
  this way without touching any generator (``docs/architecture.md``), and its
  field, unknown to ``fast_path``, keeps the fast path out of its games.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .moves import CAPTURE, RAISE, TRAIL, makes_build

if TYPE_CHECKING:  # ``state`` imports ``values``, which asks this module: no import at load time
    from .state import GameState


# --------------------------------------------------------------------------- raise_own_build
def may_raise(rules, seat: int, build) -> bool:
    """``raise_own_build``: a player may raise a single build they control
    only where the variant allows it (the Dominican form forbids it)."""
    return build.controller != seat or rules.raise_own_build


RAISE_OWN_SENTENCE = "You may not raise your own build in this variant."


def raise_own_refusal(rules, seat: int, move, target) -> str | None:
    """The sentence of ``raise_own_build`` for a raise of ``target``, or None."""
    if move[0] == RAISE and target is not None and not may_raise(rules, seat, target):
        return RAISE_OWN_SENTENCE
    return None


# --------------------------------------------------------------------------- build_for_partner
def partner_values(state, seat: int) -> set[int]:
    """``build_for_partner``: the values ``seat`` may build for their partner.

    Only values the table proves the partner holds: those of builds the
    partner controls (the owner rule makes a controller keep a card of each
    value).  Never the partner's hand itself, which the builder cannot see:
    legality depends on no hidden card (``docs/rules.md``, rule 11)."""
    if not (state.rules.build_for_partner and state.partnerships):
        return set()
    partner = (seat + 2) % state.players
    return {b.value for b in state.builds if b.controller == partner}


def build_owner(state, seat: int, value: int, hand_after) -> int:
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
def owner_may_play(m) -> bool:
    """``owner_obligation = simple`` (seed 004): while you own a build you
    must take it, capture something else, or raise a build; a new build
    (trail-and-build included) or an add that keeps a value is refused."""
    return m[0] == CAPTURE or m[0] == RAISE or (m[0] == TRAIL and not m[3])


def trail_allowed(state: GameState, seat: int, capture_exists: bool) -> bool:
    """A build's controller may not trail (unless the house allows it); nobody
    may trail when capturing is compulsory and a capture exists."""
    rules = state.rules
    if not rules.owner_may_trail and any(b.controller == seat for b in state.builds):
        return False
    return not (rules.compulsory_capture and capture_exists)


def keeps_build_values(state: GameState, seat: int, m, controlled, hand_faces) -> bool:
    """The owner rule: after the move the player can still take every build
    they control (new, raised and added ones included).

    Each build *value* needs a card of its own (one card takes all builds of
    one value at once, but an ace cannot be 1 and 14 in the same play), so
    this is a matching of values to remaining cards, not a per-value test.
    """
    remaining = list(hand_faces)
    remaining.remove(m[1])
    taken = m[4]
    if taken:
        from .state import named_builds  # see the import note at the top
        # By identity: a double deck's twin builds share a key, and a move
        # that names it once takes only the first of them (``named_builds``).
        gone = [id(b) for b in named_builds(state.builds, taken)]
    need = set()
    for b in controlled:
        if taken and id(b) in gone:
            continue
        need.add(b.value)
    if makes_build(m) and build_owner(state, seat, m[2], remaining) == seat:
        need.add(m[2])  # a build made for the partner is the partner's to keep
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
    return _has_matching(options, set())


def _has_matching(options: list[list[int]], used: set[int]) -> bool:
    if not options:
        return True
    first, rest = options[0], options[1:]
    for card in first:
        if card not in used:
            used.add(card)
            if _has_matching(rest, used):
                return True
            used.discard(card)
    return False



# --------------------------------------------------------------------------- house filters
@dataclass(frozen=True)
class MoveRule:
    """A rule of the variant data written only as a predicate.

    ``field``: the rule field (``variants.Rules``) that switches it;
    ``active(rules)``: whether it applies under these rules;
    ``refusal(state, move)``: the rule's one sentence if ``move`` breaks it,
    else None.  ``move`` is a ``moves.Move`` (kind, card, value, loose, builds)."""

    field: str
    active: Callable
    refusal: Callable


# The registered house filters.  Empty in the product today: every rule of
# the variant data is enforced by the generators through the predicates
# above; a rule added as a ``MoveRule`` goes here.
HOUSE_FILTERS: list[MoveRule] = []


def active_filters(rules) -> list[MoveRule]:
    if not HOUSE_FILTERS:
        return []
    return [r for r in HOUSE_FILTERS if r.active(rules)]


def filter_moves(state, moves: list) -> list:
    """``moves`` without those an active house filter refuses."""
    active = active_filters(state.rules)
    if not active:
        return moves
    return [m for m in moves if all(r.refusal(state, m) is None for r in active)]


def house_refusal(state, move) -> str | None:
    """The sentence of the first active house filter ``move`` breaks, or None."""
    for r in active_filters(state.rules):
        sentence = r.refusal(state, move)
        if sentence:
            return sentence
    return None
