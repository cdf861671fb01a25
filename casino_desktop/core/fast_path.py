"""The fast path's contract: which rule fields, and which of their values,
the specialised generators implement.  Everything else goes to the general
generator.

``legal_moves`` has three ways to list the moves:

* the **short way** (``movegen.legal_moves`` inline): the flat generator
  (``plaingen`` with answers from ``tableindex``) and then only the owner
  rule (``movegen._keeping_build_values``);
* the **flat generator inside the full flow** (``movegen._moves_under_house_rules``
  calling ``plaingen.plain_moves``): the same generator, then every house
  rule that filters or extends its lists (trailing, compulsory capture,
  equal cards, the owner's duty, trail-and-build);
* the **general generator** (``general_generator.GeneralGenerator``), which asks the rule
  predicates (``core/predicates.py``) about every rule.

Both fast ways *fail closed*: they are used only when every rule field of
the rules is listed below with the value it has.  A field missing from these
tables (a new house rule, say) sends ``legal_moves`` to the general
generator, and ``tests/core/test_fast_path.py`` fails until the new field is
classified here — so a rule can be added without touching the fast path and
cannot be silently ignored by it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .predicates import active_filters

# Any value of the field is implemented.
ANY = None

# Fields that never change which moves are legal: the deal, scoring and the
# match.  No generator reads them, so every way of listing moves honours
# every value.
NOT_ABOUT_MOVES = frozenset({
    "hand_size", "table_size", "min_players", "max_players", "three_players", "four_players_in_partnerships",
    "deal_order", "dealer_choice", "forty_cards", "deal_whole_pack", "anticlockwise", "pile_order",
    "ties_split", "spade_quota",
    "most_cards", "most_spades", "overspader", "each_spade", "each_ace", "big_casino", "little_casino",
    "ace_of_spades", "jack_of_spades", "last_capture", "sweep_points", "sweep_left_open", "sweeps_cancel",
    "finnish_sweep_limits", "immediate_scoring", "score_as_earned", "mulle", "misere",
    "target", "rounds_each", "differential", "near_target", "tie_break",
})

# The flat generator inside the full flow: field -> the values implemented.
FLAT: dict[str, frozenset | None] = {
    # Read by ``plaingen`` / ``tableindex`` themselves (through ``ValueTable``).
    "decks": ANY,                   # the caller removes the twins' repeated moves
    "face_values": ANY,
    # Table aces worth 14 too make one card two table values: the value
    # signatures of ``tableindex`` count one value per card.
    "ace_value": frozenset({"1", "1_or_14_in_hand", "14_in_hand_1_on_table"}),
    "special_hand_values": ANY,
    "face_capture": ANY,
    "building": ANY,
    "build_max": ANY,
    "raise_own_build": ANY,         # ``predicates.may_raise``
    "same_value_builds": ANY,
    "face_builds": ANY,             # court builds are handed to the general generator
    "table_cards_raise_single": ANY,
    # A single build counting as a card is not a table value signature.
    "single_build_as_card": frozenset({False}),
    # Partner values come from the table's builds, which the hand plans
    # (kept per hand) do not see.
    "build_for_partner": frozenset({False}),
    # Applied by ``_moves_under_house_rules`` after whichever generator ran.
    "owner_may_trail": ANY,
    "trail_and_build": ANY,
    "compulsory_capture": ANY,
    "forced_pairing": ANY,
    "owner_obligation": ANY,
    # The African family's rules: the general generator's (``turns``, ``pile_tops``).
    "pile_tops": frozenset({"none"}),
    "partner_piles": ANY,           # which piles' tops are in play: nothing without pile_tops
    "insist": frozenset({False}),
    "raise_partners_build": frozenset({True}),
    "join_opponents_build": frozenset({True}),
    "turn_actions": frozenset({"one"}),
    "one_build_first_deal": frozenset({False}),
    "owner_trails_second_deal": frozenset({False}),
}

# The short way: the flat generator and the owner rule only.
SHORT: dict[str, frozenset | None] = dict(
    FLAT,
    decks=frozenset({1}),
    trail_and_build=frozenset({False}),
    compulsory_capture=frozenset({False}),
    forced_pairing=frozenset({False}),
    owner_obligation=frozenset({"pagat"}),
)


def unclassified(names) -> list[str]:
    """The rule fields among ``names`` that this module does not classify."""
    return [n for n in names if n not in NOT_ABOUT_MOVES and n not in FLAT]


def implements(contract: dict, rules) -> bool:
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


@dataclasses.dataclass(frozen=True, slots=True)
class FastWays:
    """Which fast ways may list the moves under one rule set."""

    plain: bool  # the flat generator inside the full flow
    usual: bool  # the short way of ``legal_moves``


def fast_ways(values: Any, rules: Any) -> FastWays:
    """The fast ways ``rules`` allow: each only where it implements every
    rule field and value (it fails closed) and no house filter
    (``predicates``) applies.  Decided once per rule set and kept in its
    ``ValueTable`` (``values``), which the move generator holds anyway: the
    decision lives here, the table only remembers it."""
    ways = values.fast_ways
    if ways is None:
        house = bool(active_filters(rules))
        ways = values.fast_ways = FastWays(plain=implements(FLAT, rules) and not house,
                                           usual=implements(SHORT, rules) and not house)
    return ways
