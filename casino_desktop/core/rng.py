"""Our own seeded shuffle, identical on every machine and Python version.

Python's ``random`` is stable in practice but its shuffle is not a promise of
the language, and a deal number must mean the same cards forever (KPat and
PySolFC pin theirs the same way).  SplitMix64 is tiny, well studied, and made
only of integer arithmetic, so it is exact in pure Python.  The golden test in
``tests/core/test_cards_rng.py`` pins the first deals.
"""

from __future__ import annotations

import struct

_MASK = (1 << 64) - 1


class DealRng:
    """SplitMix64 stream seeded by (seed, stream); ``stream`` is the round."""

    __slots__ = ("_state",)

    def __init__(self, seed: int, stream: int = 0) -> None:
        self._state = (seed * 0x9E3779B97F4A7C15 + stream * 0xD1B54A32D192ED03 + 0x632BE59BD9B4E019) & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias (rejection)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _limit(n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place, from the top down: ``items[i]`` swaps with
        ``items[below(i + 1)]`` for i = len - 1 .. 1.

        The draws are computed all at once (``_outputs``), which gives the
        same numbers as calling ``below`` one by one as long as no draw is
        rejected; a rejection (odds about 1 in 10**17 per draw) hands the
        rest of the shuffle to ``below``, so the result is always exact."""
        n = len(items)
        if n < 2:
            return
        start = self._state
        xs = _outputs(start, n - 1)
        limits = _LIMITS if n <= len(_LIMITS) else [_limit(k) for k in range(n + 1)]
        for i, x in zip(range(n - 1, 0, -1), xs):
            k = i + 1
            if x >= limits[k]:
                self._state = (start + (n - k) * _GOLDEN) & _MASK  # the draws used so far
                for k in range(i, 0, -1):
                    j = self.below(k + 1)
                    items[k], items[j] = items[j], items[k]
                return
            j = x % k
            items[i], items[j] = items[j], items[i]
        self._state = (start + (n - 1) * _GOLDEN) & _MASK


_GOLDEN = 0x9E3779B97F4A7C15
_LIMITS = [(_MASK + 1) - ((_MASK + 1) % n) if n else 0 for n in range(105)]


def _limit(n: int) -> int:
    """The largest multiple of n not above 2**64: draws from there on are rejected."""
    return _LIMITS[n] if n < 105 else (_MASK + 1) - ((_MASK + 1) % n)


_LANES: dict[int, tuple[int, int, int, struct.Struct]] = {}


def _outputs(state: int, count: int) -> list[int]:
    """The next ``count`` values of ``next64`` from ``state``, computed in one
    go: each value gets a 128-bit lane of one big integer, so every step of
    SplitMix64 (add, xor-shift, multiply, mask) is one big-integer operation
    for all of them.  A lane holds 64 bits, and neither a product of two
    64-bit numbers nor a right shift can carry into a neighbour's 64 bits
    (what spills into the upper half of a lane is masked off)."""
    lanes = _LANES.get(count)
    if lanes is None:
        ones = sum(1 << (128 * k) for k in range(count))
        ramp = sum((k + 1) << (128 * k) for k in range(count))
        lanes = _LANES[count] = (ones, _GOLDEN * ramp, ones * _MASK, struct.Struct("<" + "Q8x" * count))
    ones, steps, mask, unpack = lanes
    z = (state * ones + steps) & mask  # lane k: the state after k + 1 steps
    z = (((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9) & mask
    z = (((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB) & mask
    z = (z ^ (z >> 31)) & mask
    return unpack.unpack(z.to_bytes(16 * count, "little"))
def shuffled_deck(seed: int, round_index: int, decks: int = 1) -> list[int]:
    """The deck for one round: index 0 is the first card dealt."""
    cards = list(range(52 * decks))
    DealRng(seed, round_index).shuffle(cards)
    return cards
