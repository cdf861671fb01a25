"""Which sets of table items one capture value can take (``core/combos.py``),
against a naive reading: a union of disjoint groups, each summing to the
value, found by trying every sub-multiset and every split of it."""

from __future__ import annotations

import random
from itertools import product

import pytest

from casino_desktop.core import combos
from casino_desktop.core.combos import (
    can_partition, choice_count, classify, classify_faces, expand, expand_some, is_union, signature, some_unions,
    union_vectors,
)


def _splits(values: list[int], target: int, dual: bool = False) -> bool:
    """Naive: can ``values`` be split into groups that each add up to
    ``target`` (aces, value 1, counting 1 or 14 when ``dual``)?  The first
    value's group is tried with every subset of the rest."""
    if not values:
        return True
    first, rest = values[0], values[1:]
    for mask in range(1 << len(rest)):
        group = [first] + [rest[i] for i in range(len(rest)) if mask >> i & 1]
        others = [rest[i] for i in range(len(rest)) if not mask >> i & 1]
        if _sums_to(group, target, dual) and _splits(others, target, dual):
            return True
    return False


def _sums_to(group: list[int], target: int, dual: bool) -> bool:
    aces = group.count(1) if dual else 0
    return any(sum(group) + 13 * k == target for k in range(aces + 1))


def _naive_unions(vals: tuple[int, ...], counts: tuple[int, ...], target: int, dual: bool = False) -> set:
    out = set()
    for take in product(*(range(k + 1) for k in counts)):
        chosen = [v for v, k in zip(vals, take) for _ in range(k)]
        if chosen and _splits(chosen, target, dual):
            out.add(take)
    return out


def _unpack(vec: int, width: int) -> tuple[int, ...]:
    return tuple((vec >> (5 * i)) & 31 for i in range(width))


def _random_table(rng: random.Random, top: int = 10):
    values = sorted(rng.randint(1, top) for _ in range(rng.randint(1, 7)))
    vals = tuple(sorted(set(values)))
    return vals, tuple(values.count(v) for v in vals)


def test_every_union_and_nothing_else_on_random_tables():
    rng = random.Random(19)
    for _ in range(150):
        vals, counts = _random_table(rng)
        target = rng.randint(2, 14)
        got = {_unpack(v, len(vals)) for v in union_vectors(vals, counts, target, False)}
        assert got == _naive_unions(vals, counts, target), (vals, counts, target)
        assert len(got) == len(union_vectors(vals, counts, target, False))  # distinct unions only


def test_a_dual_ace_may_count_14_in_a_sum():
    vals, counts = (1, 4, 9), (1, 1, 1)
    got = {_unpack(v, 3) for v in union_vectors(vals, counts, 14, True)}
    assert got == _naive_unions(vals, counts, 14, True) == {(1, 0, 0), (1, 1, 1)}  # the ace alone as 14
    assert {_unpack(v, 3) for v in union_vectors(vals, counts, 14, False)} == {(1, 1, 1)}


@pytest.mark.parametrize("values, target, expected", [
    ([5, 5], 5, True), ([2, 3, 5], 5, True), ([2, 3, 4], 5, False), ([], 5, False), ([1, 9, 4, 6], 10, True),
    ([6, 6, 3], 7, False),
])
def test_can_partition(values, target, expected):
    assert can_partition(values, target) is expected
    if values:
        assert _splits(sorted(values), target) is expected


def test_is_union_agrees_with_the_list_of_unions():
    rng = random.Random(5)
    for _ in range(100):
        vals, counts = _random_table(rng)
        target = rng.randint(2, 12)
        sig = signature(vals, counts, False)
        unions = _naive_unions(vals, counts, target)
        for take in product(*(range(k + 1) for k in counts)):
            vec = combos._pack(take)
            assert is_union(sig, vec, target) == (take in unions and any(take))


def test_some_unions_lists_at_most_n_and_says_whether_that_is_all():
    vals, counts = (1, 2, 3, 4, 5), (3, 3, 3, 3, 3)
    sig = signature(vals, counts, False)
    every = set(union_vectors(vals, counts, 5, False))
    few, complete = some_unions(sig, 5, 4)
    assert len(few) == 4 and not complete and set(few) <= every
    all_of_them, complete = some_unions(sig, 5, len(every) + 1)
    assert complete and set(all_of_them) == every


def test_a_vector_expands_into_every_choice_of_cards():
    vals, counts, members = classify_faces([4, 5, 6, 20, 21], [c // 4 + 1 for c in range(52)])
    assert vals == (2, 6) and counts == (3, 2) and members == [[4, 5, 6], [20, 21]]
    vec = combos._pack((2, 1))
    choices = expand(vec, members)
    assert sorted(choices) == sorted([(4, 5, 20), (4, 5, 21), (4, 6, 20), (4, 6, 21), (5, 6, 20), (5, 6, 21)])
    assert choice_count(vec, members) == 6
    assert expand_some(vec, members, 4) == choices[:4] and expand_some(vec, members, 0) == []


def test_classify_puts_builds_after_cards_and_skips_what_has_no_value():
    build = ("b", 7)
    vals, counts, members = classify([9, build, 8, 40], lambda x: 7 if x == build else (0 if x == 40 else 3))
    assert vals == (3, 7) and counts == (2, 1) and members == [[8, 9], [build]]
