"""The fast path's contract: which rule fields, and which of their values,
the specialised generators implement.  Everything else goes to the general
generator.

``legal_moves`` has three ways to list the moves:

* the **short way** (``movegen.legal_moves`` inline): the flat generator
  (``plaingen`` with answers from ``tableindex``) and then only the owner
  rule (``house_moves.keeping_build_values``);
* the **flat generator inside the full flow** (``house_moves.moves_under_house_rules``
  calling ``plaingen.plain_moves``): the same generator, then every house
  rule that filters or extends its lists (trailing, compulsory capture,
  equal cards, the owner's duty, trail-and-build);
* the **general generator** (``general_generator.GeneralGenerator``), which asks the rule
  predicates (``core/predicates.py``) about every rule.

Both fast ways *fail closed*: they are used only when every rule field of
the rules has a value they implement.  Each rule's spec
(``rule_spec.RuleSpec``, listed in ``rule_units.RULE_SPECS``) says so:
``about_moves=False`` for a field no generator reads, else ``flat`` and
``short``, the values each way implements (``ANY``: all of them).  A spec
that says nothing is implemented at its default only, so a new rule,
switched on, sends its games to the general generator, which asks every
rule; a field of ``Rules`` without a spec turns both ways off.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import dataclasses
from typing import Any

from .predicates import active_filters
from .rule_spec import ANY
from .rule_units import RULE_SPECS
from .values import FastWays, ValueTable
from .variants import Rules

__all__ = ["ANY", "NOT_ABOUT_MOVES", "FLAT", "SHORT", "unclassified", "implements", "FastWays", "fast_ways"]

# Fields that never change which moves are legal: the deal, scoring and the
# match.  No generator reads them, so every way of listing moves honours
# every value.
NOT_ABOUT_MOVES = frozenset(s.id for s in RULE_SPECS if not s.about_moves)

# The flat generator inside the full flow: field -> the values implemented.
FLAT: dict[str, frozenset[Any] | None] = {s.id: s.flat for s in RULE_SPECS if s.about_moves}

# The short way: the flat generator and the owner rule only.
SHORT: dict[str, frozenset[Any] | None] = {s.id: s.short for s in RULE_SPECS if s.about_moves}


def unclassified(names: Iterable[str]) -> list[str]:
    """The rule fields among ``names`` that this module does not classify."""
    return [n for n in names if n not in NOT_ABOUT_MOVES and n not in FLAT]


def implements(contract: Mapping[str, frozenset[Any] | None], rules: Rules) -> bool:
    """Whether every field of ``rules`` (read from the object itself, so a
    field added anywhere counts) is one the contract implements, with a
    value it implements."""
    for f in dataclasses.fields(rules):
        name = f.name
        if name in NOT_ABOUT_MOVES:
            continue
        if name not in contract:
            return False  # fail closed: an unknown field is a rule we do not implement
        allowed = contract[name]
        if allowed is not ANY and getattr(rules, name) not in allowed:
            return False
    return True


def fast_ways(values: ValueTable, rules: Rules) -> FastWays:
    """The fast ways ``rules`` allow: each only where it implements every
    rule field and value (it fails closed); the short way, which asks no
    house filter (``predicates``), only where none applies.  The flat
    generator runs inside the full flow, which asks every filter of each
    list, so a filter in play does not turn it off; its fields' specs say
    whether it implements them.  Decided once per rule set and kept in its
    ``ValueTable`` (``values``), which the move generator holds anyway: the
    decision lives here, the table only remembers it."""
    ways = values.fast_ways
    if ways is None:
        house = bool(active_filters(rules))
        ways = values.fast_ways = FastWays(plain=implements(FLAT, rules),
                                           usual=implements(SHORT, rules) and not house)
    return ways
