"""Our own seeded shuffle, identical on every machine and Python version.

Python's ``random`` is stable in practice but its shuffle is not a promise of
the language, and a deal number must mean the same cards forever (KPat and
PySolFC pin theirs the same way).  SplitMix64 is tiny, well studied, and made
only of integer arithmetic, so it is exact in pure Python.  Golden tests pin
it: the stream in ``tests/core/test_rng.py``, the first deals in
``tests/core/test_dealing.py``.
"""

from __future__ import annotations

import struct
from operator import mod as _mod
from typing import TypeVar

_T = TypeVar("_T")  # what a shuffled list holds

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

    def shuffle(self, items: list[_T]) -> None:
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
        if n <= len(_LIMITS) and max(xs) < _SAFE:
            # No draw can be rejected (every limit is above ``_SAFE``): the
            # swaps alone, with the positions computed in C.
            i = n - 1
            for j in map(_mod, xs, range(n, 1, -1)):
                items[i], items[j] = items[j], items[i]
                i -= 1
            self._state = (start + (n - 1) * _GOLDEN) & _MASK
            return
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

    def shuffled_prefix(self, n: int, count: int) -> list[int]:
        """``deck[:count]`` after ``shuffle(deck)`` for ``deck = list(range(n))``,
        leaving the stream where ``shuffle`` leaves it, without the swaps
        (the first dealer's draw needs two or four cards of a whole deck).

        Position q ends with the card that the swaps, undone from the last
        (i = 1) to the first (i = n - 1), bring into it: at step q it takes
        the card at ``j_q``; after that only a later step with ``j_i`` equal
        to its position moves it, to ``i``.  ``bytes.find`` finds those
        steps in C, a few per card."""
        start = self._state
        xs = _outputs(start, n - 1) if n > 1 else []
        if n > len(_LIMITS) or (xs and max(xs) >= _SAFE):
            deck = list(range(n))  # a draw may be rejected: the long way
            self.shuffle(deck)
            return deck[:count]
        # js[i - 1] is j_i, the position step i swaps with i; as bytes (n is
        # at most 104), so that ``find`` searches with memchr.
        js = bytes(map(_mod, xs, range(n, 1, -1)))[::-1]
        find = js.find
        out = []
        for q in range(min(count, n)):
            p = js[q - 1] if q else 0
            t = find(p, q)
            while t >= 0:
                p = t + 1
                t = find(p, p)
            out.append(p)
        self._state = (start + (n - 1) * _GOLDEN) & _MASK if n > 1 else start
        return out


_GOLDEN = 0x9E3779B97F4A7C15
_LIMITS = [(_MASK + 1) - ((_MASK + 1) % n) if n else 0 for n in range(105)]
_SAFE = min(_LIMITS[1:])  # a draw below this is accepted whatever its bound (up to 104)


def _limit(n: int) -> int:
    """The largest multiple of n not above 2**64: draws from there on are rejected."""
    return _LIMITS[n] if n < 105 else (_MASK + 1) - ((_MASK + 1) % n)


_LANES: dict[int, tuple[int, int, int, struct.Struct]] = {}


def _outputs(state: int, count: int) -> tuple[int, ...]:
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
