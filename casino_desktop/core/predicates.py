"""Every rule of the variant data as a predicate on a candidate move: the
one place a rule lives.

A rule (``rule_base.MoveRule``) says whether a candidate move breaks it
and, if so, returns the sentence a player reads.  ``registry()`` lists
them all in the order a player thinks of them (the basic rules, the house
filters, what a trail is, the owner's, the capture and the building rules,
the owner's card last); ``rules_in_play(rules)`` the ones a variant
switches on.  Who asks them:

* ``check`` (``legality.explain``) names the first rule in play that
  refuses a move ``legal_moves`` does not offer;
* the brute-force reference (``bruteforce``) keeps every syntactically
  possible move that no rule in play refuses, so the tests comparing it
  with the generators prove that they implement exactly these rules;
* the generators (``general_generator``, ``plaingen``, and ``movegen``
  around them) list moves fast, asking the
  shared predicates (``may_raise``, ``held_values``, ``court_loose_sets``,
  ``keeps_build_values``, ``trail_allowed`` ...) where they prune;
* **house filters** (``HOUSE_FILTERS``): a rule written only as a
  ``MoveRule``.  The general generator lists the moves without it, then
  drops every move it refuses; ``check`` and the reference ask it like any
  other rule.  A new house rule is added this way, in its spec's
  ``filters`` (``rule_spec``), without touching any generator
  (``docs/architecture.md``); its spec implements the fast path at the
  rule's default only, so the fast path stays out of the games that
  switch it on.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from . import rule_builds as _b
from . import rule_court_builds as _cb
from . import rule_captures as _c
from . import rule_owner as _o
from . import rule_african as _a
from . import rule_table as _t
from . import rule_turns as _u
from .moves import CAPTURE, HAND_KINDS, new_move
from .moves import KINDS as KIND_NAMES
from .moves import Move
from .rule_base import MoveRule, Seen
from .rule_builds import RAISE_OWN_SENTENCE, card_values_in_build, held_values, may_raise, raise_fill
from .rule_captures import court_loose_sets, has_capture
from .rule_owner import (build_owner, keeps_build_values, owner_may_play, owner_may_trail_now, partner_values,
                         trail_allowed)
from .rule_units import SPEC_FILTERS
from .state import GameState
from .variants import Rules

__all__ = ["MoveRule", "Seen", "HOUSE_FILTERS", "registry", "rules_in_play", "sentences_in_play", "by_kind",
           "first_refusal", "refusals",
           "active_filters", "filter_moves", "may_raise", "raise_fill", "held_values", "card_values_in_build", "court_loose_sets", "has_capture",
           "build_owner", "keeps_build_values", "owner_may_play", "owner_may_trail_now", "partner_values",
           "trail_allowed",
           "RAISE_OWN_SENTENCE"]

# The registered house filters, checked right after the basic rules: the
# African family's rules on plays from the hand, the one hand card of a
# turn of several actions, and the move rules the rule specs write
# themselves (``RuleSpec.filters``: a new house rule's).  Every other rule
# of the variant data has its place in ``_BEFORE`` / ``_AFTER``.
HOUSE_FILTERS: list[MoveRule] = [*_a.RULES, _u.HAND_IN_TURN, _b.ONE_NAME, *SPEC_FILTERS]

# The table-only actions of a turn of several actions, and its end
# (``rule_turns``): no rule on a play from the hand judges them.
_TABLE_ACTIONS: tuple[MoveRule, ...] = (_u.NO_TABLE_ACTIONS, _u.END_TURN, _u.TABLE_BUILD_RULE, _u.TABLE_ADD_RULE)

_BEFORE: tuple[MoveRule, ...] = (_t.PLAYING, _t.HOLDS_CARD, _t.LOOSE_EXIST, _t.BUILDS_EXIST)
_AFTER: tuple[MoveRule, ...] = (
    # what a trail is, and who may trail
    _t.TRAIL_AND_BUILD, _t.TRAIL_TAKES_NO_BUILD, _t.TRAIL_VALUE, _o.OWNER_MAY_NOT_TRAIL, _c.PAIRING_NO_TRAIL,
    _t.BUILDING, _o.OWNER_DUTY_RULE, _c.COMPULSORY,
    # what a card takes
    _c.CAPTURE_VALUE, _c.BUILD_TAKEN_WHOLE, _c.TAKES_SOMETHING, _c.COURT_TAKES_OWN_RANK,
    _c.COURT_CAPTURE_COUNT, _c.CAPTURE_GROUPS, _c.PAIRING_TAKES_ALL,
    # builds, raises, adds and trails that build
    _cb.COURT_CANNOT_BUILD, _cb.COURT_BUILDS, _cb.COURT_BUILD_TARGET, _b.VALUE_SAID, _b.RAISE_TARGET, _b.RAISE_OWN,
    _b.BUILD_MAX, _b.HOLDS_VALUE, _b.NO_COURT_IN_BUILD, _b.RAISE_VALUE, _b.ADD_VALUE, _b.BUILD_FROM_TABLE,
    _b.SAME_VALUE_MERGE, _b.BUILDS_AS_CARDS, _b.BUILD_IN_GROUPS, _b.TRAIL_BUILD_GROUPS,
    # the owner keeps a card for every build they control
    _o.OWNER_KEEPS,
)


def registry() -> list[MoveRule]:
    """Every rule, in the order ``check`` asks them."""
    return [*_BEFORE, *HOUSE_FILTERS, *_AFTER, *_TABLE_ACTIONS]


def rules_in_play(rules: Rules) -> list[MoveRule]:
    """The rules ``rules`` (a ``variants.Rules``) switch on, in order."""
    return [r for r in registry() if r.active(rules)]


def sentences_in_play(rules: Rules) -> list[str]:
    """The sentences (templates) of every rule in play under ``rules``, in
    the registry's order: what a practice drill can ask about.  ``check``
    gives the first refusal only, so some of them never reach a player
    under these rules: with building off, "no building" answers every build
    before a building rule is asked (``practice.coverage`` lists such
    cases with their reasons)."""
    return list(dict.fromkeys(t for r in rules_in_play(rules) for t in r.sentences))


def by_kind(in_play: list[MoveRule]) -> dict[str, list[MoveRule]]:
    """``in_play`` split by the move kinds each rule judges (order kept)."""
    return {kind: [r for r in in_play if (kind in r.kinds if r.kinds is not None else kind in HAND_KINDS)]
            for kind in KIND_NAMES}


def refusals(seen: Seen, m: Move, rules: list[MoveRule]) -> str | None:
    """The sentence of the first of ``rules`` that refuses ``m``, or None."""
    for rule in rules:
        sentence = rule.refusal(seen, m)
        if sentence:
            return sentence
    return None


@lru_cache(maxsize=64)
def _judges(rules: Rules, house_filters: tuple[MoveRule, ...]) -> dict[str, list[MoveRule]]:
    """``by_kind(rules_in_play(rules))``, worked out once per rules: each
    rule's ``active`` reads only the rules (``rule_base``), and a sentence
    for a refused drop asked it of some fifty rules every time.  Keyed by
    the house filters too, which a test may stand others in for."""
    del house_filters  # a key only: ``registry`` reads the module's list
    return by_kind(rules_in_play(rules))


def first_refusal(state: GameState, m: Move) -> str | None:
    """The sentence of the first rule in play that ``m`` breaks, or None
    when no rule refuses it (then ``legal_moves`` offers it).

    A capture that names no value (0) is judged on every value of its card
    at once, so a sentence can name them all; should each rule then be
    satisfied by another value (an ace taking a build of 14 and a table
    ace that counts 1 only), it is judged on each value in turn."""
    seen = Seen(state)
    rules = _judges(state.rules, tuple(HOUSE_FILTERS)).get(m.kind, [])
    sentence = refusals(seen, m, rules)
    if sentence is None and m.kind == CAPTURE and not m.value:
        values = state.values.hand_values[m.card] if m.card in seen.hand else ()
        found = [refusals(seen, new_move(CAPTURE, m.card, v, m.loose, m.builds), rules) for v in values]
        if found and all(found):
            return found[0]
    return sentence


# --------------------------------------------------------------------------- house filters in the generators
def active_filters(rules: Rules) -> list[MoveRule]:
    if not HOUSE_FILTERS:
        return []
    return [r for r in HOUSE_FILTERS if r.active(rules)]


def filter_moves(state: GameState, moves: list[Move], seen: Seen | None = None) -> list[Move]:
    """``moves`` without those an active house filter refuses.  ``seen``:
    the position already worked out for ``state`` by a caller that filters
    several lists of it (else worked out here)."""
    active = active_filters(state.rules)
    if not active:
        return moves
    if seen is None:
        seen = Seen(state)
    # The filters that judge each kind, split once per list rather than
    # asked of every move (the African move lists are long and many).
    judging: dict[str, list[Callable[[Any, Any], str | None]]] = {}
    out = []
    for m in moves:
        kind = m.kind
        refusals_of_kind = judging.get(kind)
        if refusals_of_kind is None:
            refusals_of_kind = judging[kind] = [r.refusal for r in active if r.kinds is None or kind in r.kinds]
        for refusal in refusals_of_kind:
            if refusal(seen, m) is not None:
                break
        else:
            out.append(m)
    return out
