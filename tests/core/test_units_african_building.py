"""The African family's building specs (``core/units_african_building.py``)."""

from __future__ import annotations

from casino_desktop.core import units_african_building as unit
from casino_desktop.core.variants import make_rules


def test_the_named_values_are_the_stored_ones():
    assert set(unit.TURN_ACTIONS.choices) == {unit.TURN_ONE, unit.TURN_SEVERAL}


def test_the_fast_path_runs_only_at_the_value_other_families_play():
    for spec in unit.SPECS:
        assert spec.flat == frozenset({spec.default})


def test_the_two_player_rules_are_unsaid_where_two_never_play():
    assert unit.ONE_BUILD_FIRST_DEAL.mentioned(make_rules("casino", {"min_players": 3})) is False
    assert unit.ONE_BUILD_FIRST_DEAL.mentioned(make_rules("casino")) is None
