"""CI's share of the slow tier (``tests/conftest.py`` applies it at
collection): ``--slice K/N`` keeps share K of N by a stable hash of a test's
id (or its ``slice_order``; a test marked ``ci_every`` is in every share),
and ``--turn T`` keeps a test marked
``rotation(n)`` only in its turn, T % n (docs/testing.md)."""
from __future__ import annotations

import zlib

import pytest


def slice_wanted(wanted: str | None) -> tuple[int, int]:
    if not wanted:
        return 0, 1
    k, _, n = wanted.partition("/")
    if not (k.isdigit() and n.isdigit()) or not 0 <= int(k) < int(n):
        raise pytest.UsageError(f"--slice {wanted}: K and N are whole numbers, K at least 0 and below N")
    return int(k), int(n)


def rotation_turns(items) -> dict[str, tuple[int, int]]:
    """Each rotating test's place among those that rotate with the same n
    (in the order collected, the same on every machine), and n: places
    dealt round in turn give each turn as many cases, where a hash of the
    id gave some turns twice the work of others."""
    places: dict[int, int] = {}
    out = {}
    for item in items:
        marker = item.get_closest_marker("rotation")
        if marker is not None:
            every = marker.args[0]
            out[item.nodeid] = (places.get(every, 0), every)
            places[every] = places.get(every, 0) + 1
    return out


def in_this_run(item, k: int, n: int, turn: int | None, rotating: dict[str, tuple[int, int]]) -> bool:
    """Whether a run of share ``k`` of ``n`` (1 share: no ``--slice``) at
    turn ``turn`` keeps ``item``: a rotating case in its turn; a case marked
    ``ci_every`` (the default run's costliest, ``tests/costly.py``) always;
    any other in its share."""
    if turn is not None and item.nodeid in rotating:
        place, every = rotating[item.nodeid]
        return place % every == turn % every
    return n == 1 or item.get_closest_marker("ci_every") is not None or share(item, n) == k


def share(item, n: int) -> int:
    order = item.get_closest_marker("slice_order")
    if order is not None:
        return order.args[0] % n
    return zlib.crc32(slice_key(item).encode()) % n


def slice_key(item) -> str:
    spec = getattr(item, "callspec", None)
    if spec is None:
        return item.nodeid
    return f"{item.nodeid.split('::')[0]}[{spec.id}]"
