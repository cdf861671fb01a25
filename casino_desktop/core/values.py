"""Capture and build values of every card under one set of rules.

Computed once per ``Rules`` (they are frozen and hashable) and indexed by face
(0..51), so the move generator does list look-ups instead of rule logic.
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from .cards import ACE, JACK, KING, TEN_OF_DIAMONDS, TWO_OF_SPADES
from .units_capturing import max_capture_value
from .variants import Rules
from .units_capturing import ACE_1, ACE_1_OR_14, ACE_1_OR_14_IN_HAND, ACE_14_IN_HAND_1_ON_TABLE, COURTS_NUMERIC
from .units_scoring import MULLE_OFF


@dataclasses.dataclass(frozen=True, slots=True)
class FastWays:
    """Which fast ways may list the moves under one rule set (decided by
    ``fast_path.fast_ways``; defined here, where the table keeps it)."""

    plain: bool  # the flat generator inside the full flow
    usual: bool  # the short way of ``legal_moves``


class ValueTable:
    """Per-face values: what a card counts when played, on the table, in a build."""

    __slots__ = ("hand_values", "rank_only", "sum_value", "dual_ace", "max_build", "max_value", "decks",
                 "unit", "first_court", "build_values", "hand_class", "hand_plans", "fast_ways",
                 "quiet_captures", "__weakref__")

    def __init__(self, rules: Rules) -> None:
        numeric = rules.face_values == COURTS_NUMERIC
        self.dual_ace = rules.ace_value == ACE_1_OR_14
        self.decks = rules.decks
        self.max_value = max_capture_value(rules)
        self.max_build = rules.build_max or self.max_value
        hand_values: list[tuple[int, ...]] = []
        rank_only: list[bool] = []
        sum_value: list[int] = []
        for f in range(52):
            rank = f >> 2
            court = JACK <= rank <= KING
            # Numberless court cards still get 11/12/13 as a *rank key*; rank_only
            # keeps them out of every sum and build.
            base = rank + 1
            rank_only.append(court and not numeric)
            sum_value.append(0 if (court and not numeric) else base)
            if rank == ACE:
                hv = {ACE_1: (1,), ACE_1_OR_14: (1, 14), ACE_1_OR_14_IN_HAND: (1, 14),
                      ACE_14_IN_HAND_1_ON_TABLE: (14,)}[rules.ace_value]
            elif rules.special_hand_values and f == TEN_OF_DIAMONDS:
                hv = (16,)
            elif rules.special_hand_values and f == TWO_OF_SPADES:
                hv = (15,)
            else:
                hv = (base,)
            hand_values.append(hv)
        # ``moves.NO_CARD`` (52), the card of a turn's table-only actions:
        # no value and no rank, so a rule asked about it on a play from the
        # hand (where ``check`` refuses it first) reads nothing.
        hand_values.append(())
        rank_only.append(False)
        sum_value.append(0)
        self.hand_values = tuple(hand_values)
        self.rank_only = tuple(rank_only)
        self.sum_value = tuple(sum_value)
        # The table's value signature as one integer (``core/tableindex.py``):
        # a card of table value v adds 1 to the 5-bit field v - 1, so the key
        # of a table is ``sum(unit[c] for c in loose)``, indexed by card id
        # (both copies of a double deck).
        # Faces from here on are numberless court cards (none: 52); sorted
        # loose faces are the numeric cards, then these.
        self.first_court = 52 if numeric else JACK * 4
        self.unit = tuple(1 << (5 * (sum_value[c % 52] - 1)) if sum_value[c % 52] else 0
                          for c in range(52 * rules.decks))
        # The hand values a build may be declared with (none for numberless
        # court cards, none above the build limit): what the flat generator
        # counts as "values held".
        self.build_values = tuple(() if rank_only[f] else tuple(v for v in hand_values[f] if v <= self.max_build)
                                  for f in range(52))
        # A capture only moves cards (``play.apply``): no mulles, no sweep
        # points, no points scored during play.
        self.quiet_captures = (rules.mulle == MULLE_OFF and not rules.sweep_points and not rules.immediate_scoring
                               and not rules.score_as_earned)
        # What the flat generator asks of a hand card, numbered 1..63 per
        # face: faces of one class make the same requests (numberless court
        # cards are one class), so a hand's classes in order key its
        # requests (``plaingen._hand_plan``, kept in ``hand_plans``).
        classes: dict[tuple[object, ...], int] = {}
        self.hand_class = tuple(classes.setdefault(() if rank_only[f] else (sum_value[f], hand_values[f],
                                                                             self.build_values[f]),
                                                   len(classes) + 1)
                                for f in range(52))
        # ``plain_moves`` packs a hand's classes six bits each.
        assert len(classes) < 64, "more card classes than a hand key holds"
        self.hand_plans: dict[int, tuple[Any, ...]] = {}
        # Which fast ways of listing moves these rules allow: decided by
        # ``fast_path.fast_ways`` on the first ``legal_moves`` and kept here,
        # one decision per rule set (None until then).
        self.fast_ways: FastWays | None = None
        _ALIVE.add(self)

    def holds_value(self, hand_faces: Iterable[int], value: int | None) -> bool:
        hv = self.hand_values
        for f in hand_faces:
            if value in hv[f % 52]:
                return True
        return False


_ALIVE: weakref.WeakSet[ValueTable] = weakref.WeakSet()  # every table, for ``clear_hand_plans``


def clear_hand_plans() -> None:
    """Forget every table's hand plans (a memo of the move generator: the
    benchmark clears it with the others to time cold caches)."""
    for vt in list(_ALIVE):
        vt.hand_plans.clear()


def hand_plan_entries() -> int:
    """How many hand plans every table holds (``memos.memo_entries``)."""
    return sum(len(vt.hand_plans) for vt in list(_ALIVE))


def value_table(rules: Rules) -> ValueTable:
    """The table of ``rules``, one per rule set (equal rules share it)."""
    # By identity first: every new game asks, and hashing the frozen rules
    # (about 50 fields) for the cache below costs more than the rest of the
    # look-up.  The entry keeps the rules alive, so their id stays theirs.
    hit = _BY_ID.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    vt = _value_table(rules)
    if len(_BY_ID) >= 64:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, vt)
    return vt


_BY_ID: dict[int, tuple[Rules, ValueTable]] = {}


@lru_cache(maxsize=64)
def _value_table(rules: Rules) -> ValueTable:
    return ValueTable(rules)
