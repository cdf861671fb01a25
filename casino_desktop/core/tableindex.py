"""Which loose cards a capture or build can use, per table value signature,
as ready-made index getters.

``combos`` answers at the level of value classes: a capture of 8 on the
table 3 5 5 8 is "one 3 and one 5, or one 8, or ...".  Turning those count
vectors into actual cards (``combos.expand``) was a loop per vector per ply.
But for a fixed signature the answer *in positions* never changes: with the
numeric loose cards sorted (by face, hence by value), a class always sits at
the same indices, so "one 3 and the second 5" is always ``L[0], L[2]``.  So
each request keeps a tuple of ``operator.itemgetter`` objects over those
positions; a ply then only calls them on its own sorted table, ``g(L)``,
which builds the canonical card tuple in C.

Keys are integers.  A table's key is the sum of ``ValueTable.unit`` over its
loose cards (5 bits per table value).  A capture or build of value ``V`` can
only use cards worth at most ``V``, which sort first, so a request is keyed
by the table key *masked to values up to V* plus the request: tables that
differ only in higher cards share the answer, which keeps the hit rate high
in play (the vectors, their order and the positions are the same; see
``TableIndex``).  Requests that would expand into very many choices (long
Nordic tables) are not turned into getters but expanded per call as before,
so the cold pathological table costs no more.
"""

from __future__ import annotations

from operator import itemgetter

from . import combos

_BITS = combos._BITS
_FIELD = combos._FIELD
_MAX_GETTERS = 512  # beyond this many choices per request, expand per call
_SMALL = 9  # a table of at most this many cards has at most 2**9 = 512 choices

MASKS = tuple((1 << (_BITS * v)) - 1 for v in range(17))  # table values 1..v
CAPTURE = 1 << 11  # request bits: capture flag | first << 6 | value << 1 | allow_empty

EMPTY = itemgetter(slice(0, 0))  # the empty choice (adding with the hand card alone)

_GETTERS: dict[tuple[int, ...], itemgetter] = {}


def capture_code(key: int, v: int) -> int:
    """Request key: loose cards a played value ``v`` takes (non-empty unions
    of disjoint groups of ``v``)."""
    return ((key & MASKS[v]) << 12) | CAPTURE | v


def build_code(key: int, first: int, V: int, allow_empty: int) -> int:
    """Request key: loose cards that, with a played card, make groups of
    ``V``: one of ``first`` with the card, any number more of ``V``
    (``combos._Signature.combine``)."""
    return ((key & MASKS[V]) << 12) | (first << 6) | (V << 1) | allow_empty


class Many:
    """An answer kept as count vectors: too many choices for getters."""

    __slots__ = ("pools", "vectors")

    def __init__(self, pools: list[range], vectors: tuple[int, ...]) -> None:
        self.pools = pools
        self.vectors = vectors

    def sets(self, L: tuple) -> list[tuple]:
        members = [L[p.start:p.stop] for p in self.pools]
        out: list[tuple] = []
        for vec in self.vectors:
            if vec:
                out += combos.expand(vec, members)
            else:
                out.append(())
        return out


CHOICES: dict[int, tuple | Many] = {}


def answer(code: int) -> tuple | Many:
    """The getters (or ``Many``) for a request key; memoised in ``CHOICES``."""
    if len(CHOICES) > 200_000:
        clear()
    req = code & 0xFFF
    if req & CAPTURE:
        V = req & 63
    else:
        V = (req >> 1) & 31
        first = req >> 6
        if first:
            # No group of ``first`` to go with the played card: no build.
            # Asked as a capture of ``first``, a smaller, mostly cached key
            # (nearly half the build requests of a game end here).
            part = (code >> 12) & MASKS[first]
            groups = CHOICES.get((part << 12) | CAPTURE | first)
            if groups is None:
                groups = answer((part << 12) | CAPTURE | first)
            if not groups:
                CHOICES[code] = ()
                return ()
    tkey = ((code >> 12) << 5) | V
    ti = _TABLES.get(tkey)
    if ti is None:
        ti = _TABLES[tkey] = TableIndex(code >> 12, V)
    sig = ti.sig
    if req & CAPTURE:
        vectors = sig.union_vectors(V, sig.guard)
    else:
        vectors = sig.combine(req >> 6, V, bool(req & 1))
    found = CHOICES[code] = ti.getters(vectors)
    return found


_TABLES: dict[int, "TableIndex"] = {}


def clear() -> None:
    """Forget every answer (the benchmark times cold caches)."""
    CHOICES.clear()
    _TABLES.clear()
    _GETTERS.clear()


def choices(found: tuple | Many, L: tuple) -> list[tuple]:
    """The card tuples of an answer on the sorted table ``L``."""
    if found.__class__ is tuple:
        return [g(L) for g in found]
    return found.sets(L)


class TableIndex:
    """One table value signature masked to values up to ``V``, for requests
    of value ``V``: its ``combos`` signature and where each value class sits
    in the sorted table.

    The vectors and their order are those the general generator gets from
    the whole table: ``combos`` numbers classes from the lowest value
    present, masking keeps the lowest classes, groups of ``V`` cannot hold a
    higher card, and ``combos`` lists the sub-multisets with sums up to
    ``V`` in the same order whatever its sum limit.  Building the signature
    only up to ``V`` (not 16) is what makes a cache miss cheap.
    """

    __slots__ = ("sig", "size", "pools")

    def __init__(self, key: int, V: int) -> None:
        vals: list[int] = []
        counts: list[int] = []
        pools: list[range] = []
        start = 0
        v = 1
        while key:
            n = key & _FIELD
            if n:
                vals.append(v)
                counts.append(n)
                pools.append(range(start, start + n))
                start += n
            key >>= _BITS
            v += 1
        self.sig = combos._Signature(tuple(vals), tuple(counts), False, V)
        self.size = start
        self.pools = pools  # positions of each value class in the sorted table

    def getters(self, vectors: tuple[int, ...]) -> tuple | Many:
        """The index tuples of ``combos.expand`` in the same order, as getters."""
        if self.size > _SMALL and self._count(vectors) > _MAX_GETTERS:
            return Many(self.pools, vectors)
        out = []
        for vec in vectors:
            if not vec:
                out.append(EMPTY)
                continue
            for idx in combos.expand(vec, self.pools):
                g = _GETTERS.get(idx)
                if g is None:
                    g = _GETTERS[idx] = _getter(idx)
                out.append(g)
        return tuple(out)

    def _count(self, vectors: tuple[int, ...]) -> int:
        total = 0
        for vec in vectors:
            n = 1
            for i, pool in enumerate(self.pools):
                k = (vec >> (_BITS * i)) & _FIELD
                if k:
                    n *= _choose(len(pool), k)
            total += n
        return total


def _getter(idx: tuple[int, ...]) -> itemgetter:
    """``g(L)`` is ``tuple(L[i] for i in idx)`` for a tuple ``L`` (a slice
    when the indices are consecutive, so one index still gives a tuple)."""
    first, last = idx[0], idx[-1]
    if last - first + 1 == len(idx):
        return itemgetter(slice(first, last + 1))
    return itemgetter(*idx)


def _choose(n: int, k: int) -> int:
    r = 1
    for i in range(k):
        r = r * (n - i) // (i + 1)
    return r
