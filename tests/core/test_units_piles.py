"""The capture piles' specs (``core/units_piles.py``)."""

from __future__ import annotations

from casino_desktop.core import units_piles as unit
from casino_desktop.core.rule_spec import ANY
from casino_desktop.core.variants import make_rules


def test_the_named_values_are_the_stored_ones():
    assert set(unit.PILE_TOPS.choices) == {unit.TOPS_NONE, unit.TOPS_BUILDS, unit.TOPS_CAPTURES}
    assert set(unit.PARTNER_PILES.choices) == {unit.PILES_SHARED, unit.PILES_SEPARATE}
    assert set(unit.PILE_ORDER.choices) == {unit.PILE_PLAYED_ON_TOP, unit.PILE_LOWEST_ON_TOP}


def test_the_short_way_runs_only_without_pile_tops():
    """The tops are judged by a house filter, which the short way never
    asks; the flat generator sees them on the table's view, inside the flow."""
    assert unit.PILE_TOPS.short == frozenset({unit.TOPS_NONE})
    assert unit.PILE_TOPS.flat is ANY


def test_insist_is_always_said_in_a_turn_of_several_actions():
    assert unit.INSIST.mentioned(make_rules("swazi-casino")) is True
    assert unit.INSIST.mentioned(make_rules("casino")) is None
