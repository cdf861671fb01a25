"""The groups a capture or a multiple build is made of, for the words that tell it.

"North builds 10 with 5♥ on 5♠ + 10♣" read as one sum of 20, and so did
"Take 4♠ + 5♥ + 5♣ + 6♦" (4 + 6 and 5 + 5, two groups of ten): a sum
capture or a multiple build is several groups, each worth the value, and
the words say so ("North builds 10s with 5♥: 5♥ + 5♠ and 10♣", "Take
4♠ + 6♦ and 5♥ + 5♣").  Whether a play may take or make them is the rules'
question (``combos.can_partition``, asked by ``rule_captures`` and
``rule_builds``); the split shown is the one the same search finds
(``combos.union_groups``), never a second copy of the rule.  The search is
bounded by ``MAX_CARDS`` all the same: a longer list is not split, and the
caller says the move the plain way.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import combos
from .values import ValueTable

__all__ = ["partition", "split_into_groups", "laid_groups", "MAX_CARDS"]

# Longer lists of cards are told the plain way (a table of many small cards
# can be split in very many ways; the words need only a short one).
MAX_CARDS = 10
ACE_HIGH = 14   # an ace's other value where aces count 1 or 14


def partition(values: Sequence[int], target: int, dual_ace: bool = False) -> list[list[int]] | None:
    """The indexes of ``values`` in groups that each add up to ``target``
    (each index in one group; each group in order, the groups in the order
    of their first index), as ``combos.can_partition`` splits them; None
    when they do not split.  With ``dual_ace`` a value of 1 may count 14."""
    if not values:
        return None
    by_value: dict[int, list[int]] = {}
    for i, v in enumerate(values):
        by_value.setdefault(v, []).append(i)
    vals = tuple(sorted(by_value))
    pools = [by_value[v] for v in vals]  # each class's indexes not yet in a group
    sig = combos.signature(vals, tuple(len(pool) for pool in pools), dual_ace)
    # Every card of the list: the signature's counts without their guard bits.
    vectors = combos.union_groups(sig, sig.avail ^ sig.guard, target)
    if vectors is None:
        return None
    out = []
    for vector in vectors:
        # The first indexes of each class the group's counts ask for, then
        # no longer free for the next group.
        group = sorted(combos.expand_some(vector, pools, 1)[0])
        for i in group:
            by_value[values[i]].remove(i)
        out.append(group)
    return sorted(out)


def split_into_groups(values: Sequence[int], target: int, dual_ace: bool = False) -> list[list[int]] | None:
    """``partition`` of at most ``MAX_CARDS`` values (None for more)."""
    if len(values) > MAX_CARDS:
        return None
    return partition(values, target, dual_ace)


def laid_groups(cards: Sequence[int], target: int, values: ValueTable) -> list[list[int]] | None:
    """A multiple build's cards, given as they lie in it (``Build.cards``:
    the card played last at the end, on top), in groups each worth
    ``target``, in the one order every sentence names them: the top card
    first, in the first group, then the others as they lie.  So the move
    that makes the build ("You build 6s with A♠: A♠ + 5♥ and 6♥", its cards
    passed as the build will lay them) and every later word for it (the
    hint's "take build 6 (…)", the log, the coach) list it alike: the
    hint had said "5♥ + A♠ and 6♥" (stranger 12).  None where the cards do
    not split into two groups or more, or are too many to split."""
    if not cards:
        return None
    order = [cards[-1], *cards[:-1]]
    split = split_into_groups([values.sum_value[c % 52] for c in order], target, values.dual_ace)
    if split is None or len(split) < 2:
        return None
    return [[order[i] for i in g] for g in split]
