"""The fast path fails closed (``core/fast_path.py``), and a house rule added
as a predicate (``core/predicates.py``) takes effect everywhere without
touching it: the reviewer's experiment of issue 19, as tests.

The reviewer added "no build above 9" to the variant data, the general
generator and ``check``: ``legal_moves`` still offered 271 builds over 9 in
960 positions (the fast path never asked about the new field), ``check``
called them legal, and every core test passed.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

import pytest

from casino_desktop.core import check, legal_moves, new_game, next_round, preset
from casino_desktop.core import fast_path, predicates
from casino_desktop.core.bruteforce import brute_legal_moves
from casino_desktop.core.moves import makes_build
from casino_desktop.core.play import apply
from casino_desktop.core.values import ValueTable
from casino_desktop.core.rule_spec import BUILDING, RuleSpec
from casino_desktop.core.rule_units import RULE_SPECS
from casino_desktop.core.variants import RULE_FIELDS, Rules

SENTENCE = "Under this house rule no build may be worth more than 9."


@dataclass(frozen=True)
class HouseRules(Rules):
    """The variant data with one more rule field that has no spec (a field
    added behind the registry's back)."""

    no_build_above_9: bool = False


def _over_9(seen, m) -> str | None:
    if makes_build(m) and m[2] > 9:
        return SENTENCE
    return None


# The rule as a contributor registers it: its name, the field it reads,
# when it applies, its refusal and its sentence (``predicates.MoveRule``).
NO_BUILD_ABOVE_9 = predicates.MoveRule("no_build_above_9", ("no_build_above_9",),
                                       lambda r: getattr(r, "no_build_above_9", False), _over_9, (SENTENCE,))


def _house_rules(on: bool) -> HouseRules:
    base = preset("casino").rules
    return HouseRules(**{f.name: getattr(base, f.name) for f in RULE_FIELDS}, no_build_above_9=on)


def _positions(rules, games=8, plies=120):
    """Positions met in seeded random 2-player games (960 in all by default)."""
    out = []
    for seed in range(games):
        s = new_game(rules, 2, False, seed)
        rng = random.Random(seed)
        while s.phase != "match_over" and len(out) < (seed + 1) * plies:
            if s.phase == "round_over":
                next_round(s)
                continue
            out.append(s.clone())
            apply(s, rng.choice(legal_moves(s)))
    return out


def _key(m):  # the reference's form of a move (``bruteforce``)
    return (m[0], m[1], m[3], tuple(sorted(m[4])), 0 if m[0] in ("capture", "trail") else m[2])


def test_every_rule_field_is_classified_for_the_fast_path():
    """The contract is read from the specs: every field of ``Rules`` has one."""
    names = [f.name for f in RULE_FIELDS]
    assert fast_path.unclassified(names) == []
    assert set(fast_path.FLAT) | fast_path.NOT_ABOUT_MOVES == set(names)
    assert set(fast_path.SHORT) == set(fast_path.FLAT)
    assert not set(fast_path.FLAT) & fast_path.NOT_ABOUT_MOVES
    for spec in RULE_SPECS:
        if spec.about_moves:
            assert fast_path.FLAT[spec.id] == spec.flat and fast_path.SHORT[spec.id] == spec.short


def test_a_spec_that_says_nothing_of_the_fast_path_is_implemented_at_its_default_only():
    """A new rule's spec need not speak of the fast path: switched on, its
    games go to the general generator (which asks its filters)."""
    spec = RuleSpec("no_build_above_9", "No build above 9", "No build may be worth more than 9.", default=False,
                    group=BUILDING)
    assert spec.about_moves and spec.flat == frozenset({False}) and spec.short == spec.flat


def test_a_field_without_a_spec_fails_the_classification():
    """A field added to the data alone: the classification names it."""
    assert fast_path.unclassified([f.name for f in dataclasses.fields(HouseRules)]) == ["no_build_above_9"]


def test_a_field_unknown_to_the_fast_path_sends_legal_moves_to_the_general_generator():
    """Fail closed: the new field, whatever its value, keeps both fast ways off."""
    for on in (False, True):
        rules = _house_rules(on)
        ways = fast_path.fast_ways(ValueTable(rules), rules)
        assert not ways.plain and not ways.usual
    rules = preset("casino").rules
    ways = fast_path.fast_ways(ValueTable(rules), rules)
    assert ways.plain and ways.usual


def test_reviewer_experiment_no_build_above_9_takes_effect_in_legal_moves_check_and_reference(monkeypatch):
    monkeypatch.setattr(predicates, "HOUSE_FILTERS", [NO_BUILD_ABOVE_9])
    off, on = _house_rules(False), _house_rules(True)
    over_9 = compared = 0
    for s in _positions(off):
        moves = legal_moves(s)
        high = [m for m in moves if makes_build(m) and m[2] > 9]
        if not high:
            continue
        over_9 += len(high)
        s_on = s.clone()
        s_on.rules = on
        s_on.values = ValueTable(on)
        kept = legal_moves(s_on)
        assert kept == [m for m in moves if m not in high]
        for m in high:
            assert check(s_on, m) == SENTENCE, m.text()
            assert check(s, m) is None
        if len(s.loose) + len(s.builds) <= 9:  # the reference is exponential
            assert {_key(m) for m in kept} == brute_legal_moves(s_on)
            compared += 1
    # The rule has something to refuse: casino offers builds of 10 (the
    # reviewer counted 271 over 960 positions).
    assert over_9 > 50 and compared > 5
    # One registry: the rule is in play under the new field only, and its
    # sentence is among those ``check`` can give.
    assert NO_BUILD_ABOVE_9 in predicates.rules_in_play(on)
    assert NO_BUILD_ABOVE_9 not in predicates.rules_in_play(off)
    assert SENTENCE in {t for r in predicates.rules_in_play(on) for t in r.sentences}


@pytest.mark.parametrize("field", sorted(fast_path.FLAT))
def test_a_value_outside_the_contract_sends_legal_moves_to_the_general_generator(field):
    """Each listed field with a value the contract leaves out turns the fast way off."""
    f = next(f for f in RULE_FIELDS if f.name == field)
    values = f.metadata.get("choices") or ((False, True) if isinstance(f.default, bool) else ())
    base = preset("casino").rules
    for value in values:
        rules = dataclasses.replace(base, **{field: value})
        for contract, name in ((fast_path.FLAT, "plain"), (fast_path.SHORT, "usual")):
            allowed = contract[field]
            if allowed is not fast_path.ANY and value not in allowed:
                assert not getattr(fast_path.fast_ways(ValueTable(rules), rules), name), (field, value, name)
