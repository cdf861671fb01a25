"""The African family's building specs (``core/units_african_building.py``)."""

from __future__ import annotations

from casino_desktop.core import units_african_building as unit
from casino_desktop.core.fast_path import fast_ways
from casino_desktop.core.rule_spec import ANY
from casino_desktop.core.values import ValueTable
from casino_desktop.core.variants import make_rules


def test_the_named_values_are_the_stored_ones():
    assert set(unit.TURN_ACTIONS.choices) == {unit.TURN_ONE, unit.TURN_SEVERAL}


def test_the_short_way_runs_only_at_the_value_other_families_play():
    """The short way asks no house filter; the flat generator runs inside
    the flow that asks them all (``test_fast_paths`` compares its moves with
    the general generator's in the African presets it now serves)."""
    for spec in unit.SPECS:
        assert spec.short == frozenset({spec.default})
        assert spec.flat is ANY
    for variant in ("sotho-casino", "south-african-casino"):
        rules = make_rules(variant)
        ways = fast_ways(ValueTable(rules), rules)
        assert ways.plain and not ways.usual


def test_the_two_player_rules_are_unsaid_where_two_never_play():
    assert unit.ONE_BUILD_FIRST_DEAL.mentioned(make_rules("casino", {"min_players": 3})) is False
    assert unit.ONE_BUILD_FIRST_DEAL.mentioned(make_rules("casino")) is None
