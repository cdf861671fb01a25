"""The groups a multiple build is told with: found exactly when the rules'
own test says the cards split, and each group worth the build's value."""
from __future__ import annotations

import random

from casino_desktop.core import combos
from casino_desktop.core.build_groups import ACE_HIGH, MAX_CARDS, split_into_groups


def _worth(values, group, target):
    return sum(values[i] for i in group)


def test_a_split_is_found_exactly_when_the_rules_say_the_cards_split():
    rng = random.Random(7)
    found = 0
    for _ in range(3000):
        values = [rng.randint(1, 10) for _ in range(rng.randint(1, 7))]
        target = rng.randint(2, 14)
        split = split_into_groups(values, target)
        assert (split is not None) == combos.can_partition(values, target), (values, target)
        if split is not None:
            found += 1
            flat = sorted(i for g in split for i in g)
            assert flat == list(range(len(values)))
            assert all(_worth(values, g, target) == target for g in split)
    assert found > 100  # the comparison saw many splits, not only refusals


def test_an_ace_may_count_fourteen_where_aces_count_one_or_fourteen():
    assert split_into_groups([1, 14], 14) is None
    assert split_into_groups([1, 14], 14, dual_ace=True) == [[0], [1]]
    assert split_into_groups([1, 14, 7, 7], 14, dual_ace=True) == [[0], [1], [2, 3]]


def test_the_groups_come_in_the_order_of_their_first_card():
    assert split_into_groups([5, 5, 10], 10) == [[0, 1], [2]]
    assert split_into_groups([10, 4, 6], 10) == [[0], [1, 2]]


def test_too_many_cards_are_not_split():
    assert split_into_groups([1] * MAX_CARDS, 2) is not None
    assert split_into_groups([1] * (MAX_CARDS + 1), 1) is None
    assert split_into_groups([], 8) is None and ACE_HIGH == 14
