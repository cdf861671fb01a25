"""Our own seeded shuffle (``core/rng.py``): SplitMix64, the same on every
machine and Python version.

The literal values below were computed once from the engine: a deal number
must mean the same cards forever, so any change to the stream or the shuffle
must fail this file (``test_dealing.py`` pins the deals made from it).
"""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import rng as rng_module
from casino_desktop.core.rng import DealRng, shuffled_deck


def test_golden_rng_stream():
    assert DealRng(0).next64() == 6685036501382267578
    assert DealRng(1, 2).next64() == 12097302571693261214
    assert shuffled_deck(0, 0)[:10] == [7, 41, 49, 26, 1, 43, 6, 39, 9, 3]
    assert shuffled_deck(7, 3, 2)[:12] == [36, 57, 96, 14, 29, 103, 17, 101, 33, 40, 3, 60]


def test_deals_differ_by_seed_and_round_but_repeat_exactly():
    a = shuffled_deck(5, 0)
    assert a == shuffled_deck(5, 0)
    assert a != shuffled_deck(6, 0)
    assert a != shuffled_deck(5, 1)
    assert sorted(a) == list(range(52))
    assert sorted(shuffled_deck(5, 0, 2)) == list(range(104))


def _one_by_one(rng, items):
    """Fisher-Yates with ``below`` per step: what ``shuffle`` computes in one go."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("n", [0, 1, 2, 3, 52, 104, 130])
def test_batched_shuffle_equals_draws_one_by_one(n):
    for seed in range(60):
        a, b = DealRng(seed, 3), DealRng(seed, 3)
        x, y = list(range(n)), list(range(n))
        a.shuffle(x)
        _one_by_one(b, y)
        assert x == y and a.next64() == b.next64()


def test_batched_shuffle_handles_rejected_draws(monkeypatch):
    """A rejected draw (about 1 in 10**17 for real) is forced by lowering the
    limits: the shuffle must still match the one-by-one draws exactly."""
    limits = list(rng_module._LIMITS)
    r = random.Random(4)
    for n in range(2, 105):
        if r.random() < 0.1:
            limits[n] = r.randrange(1, limits[n])
    monkeypatch.setattr(rng_module, "_LIMITS", limits)
    monkeypatch.setattr(rng_module, "_SAFE", min(limits[1:]))  # the fast path's bound follows the limits
    rejected = 0
    for seed in range(40):
        for n in (3, 52, 104):
            a, b = DealRng(seed, 1), DealRng(seed, 1)
            x, y = list(range(n)), list(range(n))
            a.shuffle(x)
            _one_by_one(b, y)
            assert x == y and a.next64() == b.next64()
            probe = DealRng(seed, 1)
            rejected += any(probe.next64() >= limits[k + 1] for k in range(n - 1, 0, -1))
    assert rejected > 10  # the fallback was really exercised


@pytest.mark.parametrize("n", [0, 1, 2, 3, 52, 104, 130])
def test_shuffled_prefix_is_the_top_of_a_shuffled_deck(n):
    """The first dealer's draw traces a few positions instead of shuffling:
    the same cards, and the stream left where the shuffle leaves it."""
    for seed in range(150):
        for count in (1, 2, 4, n):
            a, b = DealRng(seed, 1_000_003), DealRng(seed, 1_000_003)
            deck = list(range(n))
            b.shuffle(deck)
            assert a.shuffled_prefix(n, count) == deck[:count]
            assert a.next64() == b.next64()


def test_shuffled_prefix_handles_rejected_draws(monkeypatch):
    limits = list(rng_module._LIMITS)
    limits[40] = limits[40] // 2  # about half the seeds reject the draw for position 39
    monkeypatch.setattr(rng_module, "_LIMITS", limits)
    monkeypatch.setattr(rng_module, "_SAFE", min(limits[1:]))
    for seed in range(40):
        a, b = DealRng(seed, 2), DealRng(seed, 2)
        y = list(range(52))
        _one_by_one(b, y)
        assert a.shuffled_prefix(52, 4) == y[:4] and a.next64() == b.next64()


def test_rng_below_is_in_range_and_rejects_bad_bounds():
    rng = DealRng(3)
    seen = {rng.below(3) for _ in range(200)}
    assert seen == {0, 1, 2}
    with pytest.raises(ValueError):
        rng.below(0)




def test_below_is_uniform_on_a_fixed_seed():
    rng = DealRng(11, 4)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(abs(c - 10_000) < 400 for c in counts), counts  # about 4 standard deviations


def test_batched_outputs_are_the_stream_itself():
    """``_outputs`` computes many ``next64`` values in one big-integer go."""
    for seed in range(20):
        a = DealRng(seed, 9)
        b = DealRng(seed, 9)
        assert list(rng_module._outputs(a._state, 40)) == [b.next64() for _ in range(40)]


def test_streams_are_independent_of_each_other_and_of_their_order():
    first = [DealRng(3, k).next64() for k in range(5)]
    assert len(set(first)) == 5
    assert [DealRng(3, k).next64() for k in reversed(range(5))] == first[::-1]
