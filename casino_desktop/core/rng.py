"""Our own seeded shuffle, identical on every machine and Python version.

Python's ``random`` is stable in practice but its shuffle is not a promise of
the language, and a deal number must mean the same cards forever (KPat and
PySolFC pin theirs the same way).  SplitMix64 is tiny, well studied, and made
only of integer arithmetic, so it is exact in pure Python.  The golden test in
``tests/core/test_cards_rng.py`` pins the first deals.
"""

from __future__ import annotations

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
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place, from the top down: ``below(i + 1)`` for each
        i, with ``next64`` and ``below`` written out in the loop (a shuffle
        per deal is a fair part of a random playout's round)."""
        state = self._state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < len(_LIMITS) else (_MASK + 1) - ((_MASK + 1) % n)
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self._state = state


# ``below``'s rejection limits for the bounds of a double-deck shuffle.
_LIMITS = (0,) + tuple((_MASK + 1) - ((_MASK + 1) % n) for n in range(1, 105))


def shuffled_deck(seed: int, round_index: int, decks: int = 1) -> list[int]:
    """The deck for one round: index 0 is the first card dealt."""
    cards = list(range(52 * decks))
    DealRng(seed, round_index).shuffle(cards)
    return cards
