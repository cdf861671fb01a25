"""Per-card values under one set of rules (``core/values.py``): what a card
counts from the hand, on the table and in a build, computed once per rule
set and shared by equal rules."""

from __future__ import annotations

from dataclasses import replace

import pytest

from casino_desktop.core import make_rules, parse_card
from casino_desktop.core.values import ValueTable, value_table


def _f(text: str) -> int:
    return parse_card(text)


@pytest.mark.parametrize("ace_value, in_hand, on_table", [
    ("1", (1,), 1),
    ("1_or_14", (1, 14), 1),
    ("1_or_14_in_hand", (1, 14), 1),
    ("14_in_hand_1_on_table", (14,), 1),
])
def test_the_ace_in_the_hand_and_on_the_table(ace_value, in_hand, on_table):
    vt = ValueTable(make_rules("royal-casino", {"ace_value": ace_value}))
    assert vt.hand_values[_f("AH")] == in_hand and vt.sum_value[_f("AH")] == on_table
    assert vt.dual_ace == (ace_value == "1_or_14")  # only Swedish lets a *table* ace count 14 too


def test_court_cards_with_and_without_numbers():
    plain = ValueTable(make_rules("casino"))
    assert plain.rank_only[_f("QS")] and plain.sum_value[_f("QS")] == 0  # joins no sum
    assert plain.hand_values[_f("QS")] == (12,)  # a rank key: a queen takes a queen
    assert plain.build_values[_f("QS")] == ()  # and declares no build
    assert plain.max_value == 10 and plain.first_court == 40
    royal = ValueTable(make_rules("royal-casino"))
    assert not royal.rank_only[_f("QS")] and royal.sum_value[_f("QS")] == 12 and royal.max_value == 14
    assert royal.first_court == 52  # no numberless court cards


def test_special_hand_values_of_finnish_kasino():
    vt = ValueTable(make_rules("finnish-kasino"))
    assert vt.hand_values[_f("10D")] == (16,) and vt.sum_value[_f("10D")] == 10
    assert vt.hand_values[_f("2S")] == (15,) and vt.sum_value[_f("2S")] == 2
    assert vt.hand_values[_f("10H")] == (10,) and vt.max_value == 16


def test_build_values_stop_at_the_highest_build():
    vt = ValueTable(make_rules("casino-simple"))  # builds up to 10
    assert vt.max_build == 10
    royal = ValueTable(make_rules("royal-casino", {"build_max": 12}))
    assert royal.build_values[_f("KS")] == () and royal.build_values[_f("QS")] == (12,)
    assert royal.build_values[_f("AS")] == (1,)  # 14 is above the limit


def test_holds_value_asks_every_hand_value_of_every_copy():
    vt = ValueTable(make_rules("royal-casino"))
    assert vt.holds_value([_f("AS"), _f("5H")], 14)
    assert vt.holds_value([_f("5H") + 52], 5)
    assert not vt.holds_value([_f("5H"), _f("9C")], 7)


def test_the_table_signature_counts_cards_by_value_in_five_bit_fields():
    vt = ValueTable(make_rules("mulle"))
    five = _f("5H")
    assert vt.unit[five] == vt.unit[five + 52] == 1 << (5 * 4)
    key = sum(vt.unit[c] for c in (five, five + 52, _f("2C")))
    assert (key >> 20) & 31 == 2 and (key >> 5) & 31 == 1


def test_one_table_per_rule_set_shared_by_equal_rules():
    rules = make_rules("casino")
    assert value_table(rules) is value_table(rules)
    equal = replace(rules)
    assert equal is not rules and value_table(equal) is value_table(rules)
    assert value_table(make_rules("casino", {"target": 11})) is not value_table(rules)


def test_quiet_captures_only_where_a_capture_scores_nothing_at_once():
    assert ValueTable(make_rules("casino")).quiet_captures
    assert not ValueTable(make_rules("casino", {"sweep_points": 1})).quiet_captures
    assert not ValueTable(make_rules("mulle")).quiet_captures
    assert not ValueTable(make_rules("finnish-kasino")).quiet_captures
