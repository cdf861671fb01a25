"""The one list of every rule field: each family's specs (``rule_spec.RuleSpec``)
in the order the settings dialog and the rules text show them.

``variants.Rules`` is made from this list, and the rulebook, the fast path,
the move rules' registry and the house-rules form read it; nothing else
lists the fields.  A new rule is a spec in its family's module (or a module
of its own, named here).

The rulebook's sentences are the specs' own (``RuleSpec.book_unit``) and
the combination units each family module keeps for what belongs to several
of its rules at once (``COMBINATIONS``): ``BOOK_UNITS`` holds them all, each
section's in the order the book says them.
"""

from __future__ import annotations

from collections.abc import Callable

from . import units_building, units_capturing, units_deal, units_match, units_piles, units_scoring
from .rule_spec import BookUnit, MoveRule, RuleSpec
from .units_african_building import SPECS as AFRICAN_BUILDING
from .units_building import SPECS as BUILDING
from .units_capturing import SPECS as CAPTURING
from .units_deal import SPECS as DEAL
from .units_match import SPECS as MATCH
from .units_piles import SPECS as PILES
from .units_scoring import SPECS as SCORING

RULE_SPECS: tuple[RuleSpec, ...] = (*DEAL, *CAPTURING, *PILES, *BUILDING, *AFRICAN_BUILDING, *SCORING, *MATCH)
SPEC_BY_ID: dict[str, RuleSpec] = {s.id: s for s in RULE_SPECS}
assert len(SPEC_BY_ID) == len(RULE_SPECS), "two specs of one rule field"
# A score table item's id (``scoring.score_round``) -> the field of its points,
# and whether they are for each card or sweep: what the practice's scoring
# question says an item is worth, and the Swedish ladder's items.
SCORE_ITEM_FIELDS: dict[str, tuple[str, bool]] = {s.item_id: (s.id, s.per_card) for s in RULE_SPECS if s.item_id}

# What a table may change: the house-rules form's fields.
HOUSE_RULE_SPECS: tuple[RuleSpec, ...] = tuple(s for s in RULE_SPECS if s.house_rule)


def house_rules_changed(value_of: Callable[[str], object], base: object) -> list[RuleSpec]:
    """The house rules whose value (``value_of(field)``) differs from ``base``'s
    (a preset's ``Rules``), in the specs' order: what the New Game window marks
    and the table names under the game, so a rule ticked once is never silent."""
    return [s for s in HOUSE_RULE_SPECS if value_of(s.id) != getattr(base, s.id)]

# The move rules the specs write themselves (``RuleSpec.filters``), in the
# specs' order: the registry of move rules checks them with the house filters.
SPEC_FILTERS: tuple[MoveRule, ...] = tuple(rule for s in RULE_SPECS for rule in s.filters)

# Every unit that writes in the rulebook, by place (those of one place in the
# specs' order, then the combinations').
BOOK_UNITS: tuple[BookUnit, ...] = tuple(sorted(
    (*(unit for s in RULE_SPECS if (unit := s.book_unit()) is not None),
     *units_deal.COMBINATIONS, *units_capturing.COMBINATIONS, *units_piles.COMBINATIONS,
     *units_building.COMBINATIONS, *units_scoring.COMBINATIONS, *units_match.COMBINATIONS),
    key=lambda unit: unit.place))
