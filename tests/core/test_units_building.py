"""The building rules' specs (``core/units_building.py``)."""

from __future__ import annotations

import random

from casino_desktop.core import apply, check, legal_moves, new_game
from casino_desktop.core import units_building as unit
from casino_desktop.core.bruteforce import brute_legal_moves
from casino_desktop.core.moves import makes_build
from casino_desktop.core.rulebook import applies, rulebook
from casino_desktop.core.values import value_table
from casino_desktop.core.variants import make_rules, options_of


def test_the_named_values_are_the_stored_ones():
    assert set(unit.SAME_VALUE_BUILDS.choices) == {unit.SAME_VALUE_ALLOWED, unit.SAME_VALUE_MERGE}
    assert set(unit.OWNER_OBLIGATION.choices) == {unit.DUTY_PAGAT, unit.DUTY_SIMPLE}


def test_the_house_flow_rules_are_off_the_short_way():
    for spec in (unit.TRAIL_AND_BUILD, unit.OWNER_OBLIGATION):
        assert spec.flat is None and spec.short == frozenset({spec.default})


# --- no building in the first deal, the rule added as one unit ------------------------------------------------
def _key(m):  # the reference's form of a move (``bruteforce``)
    return (m.kind, m.card, m.loose, tuple(sorted(m.builds)), 0 if m.kind in ("capture", "trail") else m.value)


def _swap_rules(s, rules):
    out = s.clone()
    out.rules = rules
    out.values = value_table(rules)
    return out


def _first_two_deals(rules, seed):
    """The positions of one round's first two deals, in a seeded game of random moves."""
    s = new_game(rules, 2, False, seed)
    rng = random.Random(seed)
    while s.phase == "play" and s.deals_done <= 2:
        yield s.clone()
        apply(s, rng.choice(legal_moves(s)))


def test_no_build_is_offered_in_the_first_deal_and_check_says_why():
    off = make_rules("casino")
    on = make_rules("casino", {"no_builds_first_deal": True})
    refused = offered_later = 0
    for seed in range(6):
        for s in _first_two_deals(off, seed):
            builds = [m for m in legal_moves(s) if makes_build(m)]
            s_on = _swap_rules(s, on)
            kept = legal_moves(s_on)
            if s.deals_done == 1:
                assert not any(makes_build(m) for m in kept)
                assert sorted(kept) == sorted(m for m in legal_moves(s) if not makes_build(m))
                for m in builds:
                    assert check(s_on, m) == unit.FIRST_DEAL_NO_BUILD, m.text()
                refused += len(builds)
            else:
                assert sorted(kept) == sorted(legal_moves(s))  # the general generator's order
                offered_later += len(builds)
            if len(s.loose) + len(s.builds) <= 8:  # the reference is exponential
                assert {_key(m) for m in kept} == brute_legal_moves(s_on)
    assert refused > 10 and offered_later > 10


def test_the_rule_is_off_in_a_turn_of_several_actions_and_said_only_where_it_applies():
    assert not any(r.active(make_rules("swazi-casino", {"no_builds_first_deal": True}))
                   for r in unit.NO_BUILDS_FIRST_DEAL.filters)
    on = make_rules("casino", {"no_builds_first_deal": True})
    book = rulebook(on, "casino")
    assert unit.NO_BUILDS_FIRST_DEAL_BOOK[True] in book.prose()
    assert "no_builds_first_deal" in book.explained()
    assert unit.NO_BUILDS_FIRST_DEAL_BOOK[True] not in rulebook(make_rules("casino"), "casino").prose()
    assert not applies(make_rules("swazi-casino", {"no_builds_first_deal": True}), "no_builds_first_deal",
                       make_rules("swazi-casino"))


def test_a_record_with_the_rule_on_loads_and_one_without_it_still_does():
    on = make_rules("casino", {"no_builds_first_deal": True})
    assert options_of(on, "casino") == {"no_builds_first_deal": True}
    assert make_rules("casino", options_of(on, "casino")) == on
    assert make_rules("casino", {}).no_builds_first_deal is False
