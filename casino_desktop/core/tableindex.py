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
``TableIndex``).  Many build requests are answered from smaller keys still
(``_compute``).

Answers with very many choices (long Nordic tables) are kept as vectors
and expanded per use (``Vectors``), so the cold pathological table costs no
more.
"""

from __future__ import annotations

from itertools import combinations
from operator import itemgetter
from typing import Any, Sequence, TypeAlias

from . import combos

# Quoted: ``itemgetter`` is not subscriptable at run time.
Getter: TypeAlias = "itemgetter[Any]"
Getters: TypeAlias = "tuple[Getter, ...]"
Answer: TypeAlias = "Getters | Vectors"  # what ``CHOICES`` keeps for a request: getters, or ``Vectors``

_BITS = combos._BITS
_FIELD = combos._FIELD
_MAX_GETTERS = 512  # beyond this many choices per request, expand per call
_SMALL = 9  # a table of at most this many cards has at most 2**9 = 512 choices

MASKS = tuple((1 << (_BITS * v)) - 1 for v in range(17))  # table values 1..v
MASKS12 = tuple(m << 12 for m in MASKS)  # the same, for keys already shifted into place
CAPTURE = 1 << 11  # request bits: capture flag | first << 6 | value << 1 | allow_empty
# Request keys, written inline where they are made (``plaingen``: a call a
# request would cost more than the look-up):
# * capture of value v (non-empty unions of disjoint groups of v):
#   ((key & MASKS[v]) << 12) | CAPTURE | v
# * build of value V with a played card worth V - first (one group of
#   ``first`` with the card, any number more of V; ``combos._Signature.combine``):
#   ((key & MASKS[V]) << 12) | (first << 6) | (V << 1) | allow_empty
_GROUPS = 1 << 6  # with CAPTURE: single groups of a value (capture values stay below 64)

EMPTY = itemgetter(slice(0, 0))  # the empty choice (adding with the hand card alone)

_GETTERS: dict[tuple[int, ...], Getter] = {}
_EXPANSIONS: dict[int, Getters] = {}  # (vector, class counts up to its top) -> getters
_ANSWERS: dict[tuple[tuple[int, ...], int], Getters] = {}  # (vectors, class counts) -> getters
_ALL: dict[range, tuple[tuple[int, ...]]] = {}  # positions of a class, taken whole
_ONE: dict[range, tuple[tuple[int, ...], ...]] = {}  # positions of a class, one at a time
_POOLS: dict[int, tuple[range, ...]] = {}  # class counts (packed) -> positions of each class


class Vectors:
    """An answer kept as count vectors, expanded into cards on each use: too
    many choices to keep getters (long Nordic tables)."""

    __slots__ = ("pools", "vectors")

    def __init__(self, pools: tuple[range, ...], vectors: tuple[int, ...]) -> None:
        self.pools = pools
        self.vectors = vectors

    def sets(self, L: tuple[int, ...]) -> list[tuple[int, ...]]:
        members = [L[p.start:p.stop] for p in self.pools]
        out: list[tuple[int, ...]] = []
        for vec in self.vectors:
            if vec:
                out += combos.expand(vec, members)
            else:
                out.append(())
        return out


CHOICES: dict[int, Answer] = {}


def answer(code: int) -> Answer:
    """The answer (getters or ``Vectors``) for a request key not yet in ``CHOICES``."""
    if len(CHOICES) > 200_000:
        clear()
    found = CHOICES[code] = _compute(code >> 12, code & 0xFFF, code)
    return found


def _ask(code: int) -> Answer:
    found = CHOICES.get(code)
    return answer(code) if found is None else found


def _compute(key: int, req: int, code: int) -> Answer:
    if req & CAPTURE:
        if req & _GROUPS:
            # Single groups of ``first``, in ``combine``'s (sorted) order.
            first = req & 63
            ti = _table(key, first)
            return ti.answer(tuple(sorted(ti.sig.by_sum.get(first, ()))), code)
        V = req & 63
        ti = _table(key, V)
        return ti.answer(ti.sig.union_vectors(V, ti.sig.guard), code)
    first, V, allow_empty = req >> 6, (req >> 1) & 31, req & 1
    if first and allow_empty:
        # With a group of ``first`` beside the played card the choice is
        # never empty: the same answer as the request that forbids it (an
        # add after a new build of the same value, one miss in nine).
        return _ask(code ^ 1)
    # Most build requests are answered from smaller keys that other
    # requests share, without a signature of this table:
    if first and not _ask(((key & MASKS[first]) << 12) | CAPTURE | first):
        return ()  # no group of ``first`` goes with the played card
    if not _ask((key << 12) | CAPTURE | V):
        # No group of V on the table, so none can come along: the answer is
        # the groups of ``first`` (or the played card alone).
        if first:
            return _ask(((key & MASKS[first]) << 12) | CAPTURE | _GROUPS | first)
        return (EMPTY,) if allow_empty else ()
    ti = _table(key, V)
    return ti.answer(ti.sig.combine_uncached(first, V, bool(allow_empty)), code)


def _table(key: int, V: int) -> "TableIndex":
    # One signature per masked key, whatever the request's value: a
    # signature built up to a higher value answers lower ones the same (see
    # ``TableIndex``), so it is rebuilt only when a higher value is asked
    # (a fifth fewer signatures than one per key and value).
    ti = _TABLES.get(key)
    if ti is None or ti.limit < V:
        if len(_TABLES) >= _KEEP_TABLES:
            # Signatures are shared by the requests of one table (captures
            # and builds of one value), but each holds about ten objects that
            # every full garbage collection walks: keep a bounded number.
            _TABLES.clear()
        ti = _TABLES[key] = TableIndex(key, V)
    return ti


_TABLES: dict[int, "TableIndex"] = {}
_KEEP_TABLES = 20_000


def clear() -> None:
    """Forget every answer (the benchmark times cold caches)."""
    CHOICES.clear()
    _TABLES.clear()
    _GETTERS.clear()
    _EXPANSIONS.clear()
    _ANSWERS.clear()
    _POOLS.clear()


def choices(found: Answer, L: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The card tuples of an answer on the sorted table ``L``."""
    if found.__class__ is tuple:
        out: list[tuple[int, ...]] = []  # a loop: a comprehension would make ``L`` a cell
        for g in found:
            out.append(g(L))
        return out
    return found.sets(L)  # type: ignore[union-attr]  # not a tuple: ``Vectors`` (``__class__ is`` does not narrow)


class TableIndex:
    """One table value signature masked to values up to ``V``, for requests
    of value up to ``limit`` (``V``): its ``combos`` signature and where
    each value class sits in the sorted table.

    The vectors and their order are those the general generator gets from
    the whole table: ``combos`` numbers classes from the lowest value
    present, masking keeps the lowest classes, groups of ``V`` cannot hold a
    higher card, and ``combos`` lists the sub-multisets with sums up to
    ``V`` in the same order whatever its sum limit.  Building the signature
    only up to ``V`` (not 16) is what makes a cache miss cheap.
    """

    __slots__ = ("counts", "sig", "size", "limit")

    def __init__(self, key: int, V: int) -> None:
        self.limit = V
        vals: list[int] = []
        counts: list[int] = []
        packed = 0  # the counts packed per class, lowest class first
        shift = 0
        v = 1
        while key:
            n = key & _FIELD
            if n:
                vals.append(v)
                counts.append(n)
                packed |= n << shift
                shift += _BITS
            key >>= _BITS
            v += 1
        self.sig = combos._Signature(tuple(vals), tuple(counts), False, V, packed)
        self.counts = packed
        self.size = sum(counts)

    @property
    def pools(self) -> tuple[range, ...]:
        """Positions of each value class in the sorted table (made only when
        an answer needs new getters, and shared by tables with the same
        counts per class)."""
        pools = _POOLS.get(self.counts)
        if pools is None:
            out = []
            start = 0
            c = self.counts
            while c:
                n = c & _FIELD
                out.append(range(start, start + n))
                start += n
                c >>= _BITS
            pools = _POOLS[self.counts] = tuple(out)
        return pools

    def answer(self, vectors: tuple[int, ...], code: int) -> Answer:
        """What ``CHOICES`` keeps for these vectors: getters, or ``Vectors``."""
        if self.size > _SMALL and self._count(vectors) > _MAX_GETTERS:
            return Vectors(self.pools, vectors)
        # Tables with other values but the same counts per class often get
        # the same vectors (three in four answers made in play): share the
        # whole answer, which also keeps fewer tuples alive.
        akey = (vectors, self.counts)
        found = _ANSWERS.get(akey)
        if found is None:
            found = _ANSWERS[akey] = _getters(self.counts, self.pools, vectors)
        return found

    def _count(self, vectors: tuple[int, ...]) -> int:
        """A number above ``_MAX_GETTERS`` exactly when the vectors make
        more card choices than that (an upper bound or a partial count, not
        always the count itself)."""
        sizes = []
        widest = 1
        for pool in self.pools:
            sizes.append(len(pool))
            widest *= _WIDEST[len(pool)]
        if len(vectors) * widest <= _MAX_GETTERS:
            # No vector makes more choices than ``widest`` (most classes
            # hold one or two cards): the exact count cannot pass the limit.
            return len(vectors) * widest
        total = 0
        for vec in vectors:
            n = 1
            i = 0
            while vec:
                k = vec & _FIELD
                if k:
                    n *= _CHOOSE[sizes[i]][k]
                vec >>= _BITS
                i += 1
            total += n
            if total > _MAX_GETTERS:
                break
        return total


def _getters(counts: int, pools: tuple[range, ...], vectors: tuple[int, ...]) -> Getters:
    """The index tuples of ``combos.expand`` in the same order, as getters."""
    out: list[Getter] = []
    for vec in vectors:
        if not vec:
            out.append(EMPTY)
            continue
        # Which positions a vector names depends only on how many cards
        # each class holds up to the vector's highest class, not on the
        # values: share the getters between tables that agree there (one
        # key in five met is new, against one in two keyed by values).
        ekey = (vec << 80) | (counts & MASKS[(vec.bit_length() + 4) // _BITS])
        found = _EXPANSIONS.get(ekey)
        if found is None:
            found = _EXPANSIONS[ekey] = tuple([_getter(idx) for idx in _index_sets(pools, vec)])
        out += found
    return tuple(out)


def _index_sets(pools: tuple[range, ...], vec: int) -> Sequence[tuple[int, ...]]:
    """``combos.expand(vec, pools)``: the same tuples in the same order, with
    each class's singles and whole pool made once."""
    result: Sequence[tuple[int, ...]] = [()]
    i = 0
    while vec:
        k = vec & _FIELD
        if k:
            pool = pools[i]
            part: tuple[tuple[int, ...], ...]
            if k == len(pool):
                part = _ALL.get(pool) or _ALL.setdefault(pool, (tuple(pool),))
            elif k == 1:
                part = _ONE.get(pool) or _ONE.setdefault(pool, tuple([(x,) for x in pool]))
            else:
                part = tuple(combinations(pool, k))
            result = part if len(result) == 1 and not result[0] else [a + b for a in result for b in part]
        vec >>= _BITS
        i += 1
    return result


def _getter(idx: tuple[int, ...]) -> Getter:
    """``g(L)`` is ``tuple(L[i] for i in idx)`` for a tuple ``L`` (a slice
    when the indices are consecutive, so one index still gives a tuple)."""
    g = _GETTERS.get(idx)
    if g is None:
        first, last = idx[0], idx[-1]
        if last - first + 1 == len(idx):
            g = itemgetter(slice(first, last + 1))
        else:
            g = itemgetter(*idx)
        _GETTERS[idx] = g
    return g


def _choose(n: int, k: int) -> int:
    r = 1
    for i in range(k):
        r = r * (n - i) // (i + 1)
    return r


# Binomial coefficients for class sizes up to 31 (a class's count field).
_CHOOSE = tuple(tuple(_choose(n, k) for k in range(_FIELD + 1)) for n in range(_FIELD + 1))
_WIDEST = tuple(max(row) for row in _CHOOSE)  # the most choices of any count from a class of n
