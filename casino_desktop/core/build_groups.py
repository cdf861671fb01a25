"""The groups a multiple build is made of, for the words that tell it.

"North builds 10 with 5♥ on 5♠ + 10♣" read as one sum of 20: a multiple
build is several groups, each worth the build's value, and the log says so
("North builds 10s with 5♥: 5♥ + 5♠ and 10♣").  Whether a play may make
such a build is the rules' question (``combos.can_partition``, asked by
``rule_builds``); this module only finds one way to split cards the rules
have already accepted, to show it.  The split is small (a build holds a
hand card and the table cards it names), and the search is bounded by
``MAX_CARDS`` all the same: a longer list is not split, and the caller
says the move the plain way.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["split_into_groups", "MAX_CARDS"]

# A bound on the search (a failing split of n cards tries about 2^n groups
# at each step): builds of more cards are told the plain way.
MAX_CARDS = 10
ACE_HIGH = 14   # an ace's other value where aces count 1 or 14


def split_into_groups(values: Sequence[int], target: int, dual_ace: bool = False) -> list[list[int]] | None:
    """Indexes of ``values`` split into groups that each add up to
    ``target`` (every index in one group), the group of the first value
    first; None if there is no such split.  With ``dual_ace`` a value of 1
    may count 14 instead."""
    if not values or len(values) > MAX_CARDS or target < 1:
        return None
    if not dual_ace and sum(values) % target:
        return None
    # Biggest first: a big card leaves few partners to try.
    order = sorted(range(len(values)), key=lambda i: -values[i])
    groups = _split(order, values, target, dual_ace)
    if groups is None:
        return None
    return sorted((sorted(g) for g in groups), key=lambda g: g[0])


def _worths(value: int, dual_ace: bool) -> tuple[int, ...]:
    return (value, ACE_HIGH) if dual_ace and value == 1 else (value,)


def _split(left: list[int], values: Sequence[int], target: int, dual_ace: bool) -> list[list[int]] | None:
    if not left:
        return []
    first, rest = left[0], left[1:]
    for worth in _worths(values[first], dual_ace):
        for group in _groups_with(first, worth, rest, values, target, dual_ace):
            others = [i for i in rest if i not in group]
            tail = _split(others, values, target, dual_ace)
            if tail is not None:
                return [group] + tail
    return None


def _groups_with(first: int, worth: int, rest: list[int], values: Sequence[int], target: int,
                 dual_ace: bool) -> list[list[int]]:
    """Every group of ``first`` (counted ``worth``) and some of ``rest``
    that adds up to ``target``."""
    found: list[list[int]] = []

    def grow(group: list[int], total: int, start: int) -> None:
        if total == target:
            found.append(list(group))
            return
        for k in range(start, len(rest)):
            i = rest[k]
            for w in _worths(values[i], dual_ace):
                if total + w <= target:
                    group.append(i)
                    grow(group, total + w, k + 1)
                    group.pop()

    if worth <= target:
        grow([first], worth, 0)
    return found
