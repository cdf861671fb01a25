"""Loose-card choices per table value signature (``core/tableindex.py``): the
getters of a request, called on a sorted table, give exactly the sets of
cards a naive search finds, and tables that differ only in higher cards
share one answer."""

from __future__ import annotations

import random
from math import comb

from casino_desktop.core import make_rules, tableindex
from casino_desktop.core.combos import can_partition
from casino_desktop.core.tableindex import CAPTURE, CHOICES, MASKS, Vectors, answer, choices
from casino_desktop.core.values import ValueTable

VT = ValueTable(make_rules("royal-casino"))  # every card has a number: 1..13


def _key(L) -> int:
    return sum(VT.unit[c] for c in L)


def _capture(L: tuple, v: int) -> list[tuple]:
    code = ((_key(L) & MASKS[v]) << 12) | CAPTURE | v
    found = CHOICES.get(code)
    return choices(answer(code) if found is None else found, L)


def _naive(L: tuple, v: int) -> set:
    """Every non-empty set of these cards that splits into groups worth ``v``."""
    out = set()
    for mask in range(1, 1 << len(L)):
        chosen = tuple(L[i] for i in range(len(L)) if mask >> i & 1)
        if can_partition([VT.sum_value[c] for c in chosen], v):
            out.add(chosen)
    return out


def _table(rng: random.Random, n: int) -> tuple:
    return tuple(sorted(rng.sample(range(52), n)))  # by face, hence by value


def test_capture_answers_are_every_union_of_groups_each_once():
    rng = random.Random(7)
    for _ in range(300):
        L = _table(rng, rng.randint(1, 8))
        v = rng.randint(1, 14)
        got = _capture(L, v)
        assert len(got) == len(set(got)), "a choice listed twice"
        assert set(got) == _naive(L, v), (L, v)
        assert all(list(c) == sorted(c) for c in got)  # canonical order, no sort per move


def test_higher_cards_do_not_change_the_answer_of_a_lower_value():
    low = tuple(sorted([4, 9, 14]))  # 2, 3, 4
    high = tuple(sorted(low + (40, 44)))  # and a jack and a queen
    assert ((_key(low) & MASKS[5]) == (_key(high) & MASKS[5]))
    tableindex.clear()
    assert set(_capture(low, 5)) == set(_capture(high, 5)) == _naive(low, 5)
    assert len(CHOICES) == 1  # one answer for both tables


def test_a_long_table_is_kept_as_vectors_and_still_gives_every_choice():
    nordic = ValueTable(make_rules("krypkasino"))  # a double deck, table aces count 1: long tables of small cards
    L = tuple(sorted([0, 1, 2, 3, 4, 5, 6, 7] * 2))  # faces: eight aces and eight 2s
    key = sum(nordic.unit[c] for c in L)
    code = ((key & MASKS[6]) << 12) | CAPTURE | 6
    found = answer(code)
    assert isinstance(found, Vectors)
    got = choices(found, L)
    # Choices are made of positions, so the two copies of a face give equal
    # tuples; as multisets of values they must be every union of groups of 6.
    shapes = {(chosen.count(0) + chosen.count(1) + chosen.count(2) + chosen.count(3), len(chosen)) for chosen in got}
    aces_and_twos = {(a, a + t) for a in range(9) for t in range(9) if (a or t) and can_partition([1] * a + [2] * t, 6)}
    assert shapes == aces_and_twos
    assert len(got) == sum(comb(8, a) * comb(8, n - a) for a, n in aces_and_twos)  # every choice of positions


def test_clear_forgets_every_answer():
    _capture((4, 9), 5)
    assert CHOICES
    tableindex.clear()
    assert not CHOICES
