"""The deal's rule specs (``core/units_deal.py``)."""

from __future__ import annotations

from casino_desktop.core import units_deal as unit
from casino_desktop.core.variants import make_rules


def test_the_named_values_are_the_stored_ones():
    assert set(unit.FOUR_PLAYERS_IN_PARTNERSHIPS.choices) == {
        unit.PARTNERSHIPS_OPTIONAL, unit.PARTNERSHIPS_REQUIRED, unit.PARTNERSHIPS_NEVER}
    assert set(unit.DEAL_ORDER.choices) == {unit.DEAL_PLAYERS_THEN_TABLE, unit.DEAL_OTHERS_TABLE_DEALER}
    assert set(unit.DEALER_CHOICE.choices) == {unit.DEALER_RANDOM, unit.DEALER_HIGHEST_CARD, unit.DEALER_LOWEST_CARD}


def test_partnerships_are_possible_with_four_unless_never():
    assert unit.partnerships_possible(make_rules("casino"))
    assert not unit.partnerships_possible(make_rules("casino", {"four_players_in_partnerships": "never"}))
    assert not unit.partnerships_possible(make_rules("casino", {"max_players": 3}))


def test_only_the_number_of_decks_is_about_moves():
    assert [s.id for s in unit.SPECS if s.about_moves] == ["decks"]
    assert unit.DECKS.short == frozenset({1})  # the short way never meets twins
