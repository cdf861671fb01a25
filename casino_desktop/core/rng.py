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
        """Fisher-Yates in place, from the top down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def shuffled_deck(seed: int, round_index: int, decks: int = 1) -> list[int]:
    """The deck for one round: index 0 is the first card dealt."""
    cards = list(range(52 * decks))
    DealRng(seed, round_index).shuffle(cards)
    return cards
