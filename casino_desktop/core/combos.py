"""Which sets of table items one capture value can take: distinct unions only.

A played value v takes any union of *disjoint* groups, each group summing to v.
Enumerating partitions explodes (20 small cards and v=14 have tens of
thousands of distinct unions and far more partitions), so the work is done at
the level of *values*: cards of equal value are interchangeable for legality,
so a union is a count vector over value classes.  We find every group as a
count vector, then every reachable sum of groups by breadth-first search,
with the vectors packed into one integer (5 bits per class plus a guard bit,
so "fits in what is on the table" is a single subtraction).  Only at the end
are vectors expanded into actual cards.  Results are memoised by the value
signature of the table, which repeats constantly in play.
"""

from __future__ import annotations

from itertools import combinations, product

_BITS = 5
_FIELD = (1 << _BITS) - 1


def _pack(counts) -> int:
    n = 0
    for i, k in enumerate(counts):
        n |= k << (_BITS * i)
    return n


def _unpack(n: int, width: int) -> tuple[int, ...]:
    return tuple((n >> (_BITS * i)) & _FIELD for i in range(width))


def _guard(width: int) -> int:
    g = 0
    for i in range(width):
        g |= 16 << (_BITS * i)
    return g


def groups(vals: tuple[int, ...], counts: tuple[int, ...], target: int, dual_ace: bool) -> list[int]:
    """Every multiset of table values adding up to ``target``, packed.

    With ``dual_ace`` an ace (value 1) may count 14 instead, each one chosen
    separately.
    """
    out: list[int] = []
    width = len(vals)

    def walk(i: int, remaining: int, packed: int) -> None:
        if remaining == 0 and packed:
            out.append(packed)
        if i == width or remaining <= 0:
            return
        v = vals[i]
        for k in range(0, counts[i] + 1):
            if dual_ace and v == 1:
                # k aces count k + 13*j when j of them are 14s
                for j in range(k + 1):
                    total = k + 13 * j
                    if total > remaining:
                        break
                    if total or k == 0:
                        walk(i + 1, remaining - total, packed | (k << (_BITS * i)))
                    if k == 0:
                        break
            else:
                total = v * k
                if total > remaining:
                    break
                walk(i + 1, remaining - total, packed | (k << (_BITS * i)))

    walk(0, target, 0)
    return out


_UNION_CACHE: dict = {}


def union_vectors(vals: tuple[int, ...], counts: tuple[int, ...], target: int, dual_ace: bool) -> tuple[int, ...]:
    """Every distinct non-empty union of disjoint groups, as packed vectors."""
    key = (vals, counts, target, dual_ace)
    hit = _UNION_CACHE.get(key)
    if hit is not None:
        return hit
    gs = groups(vals, counts, target, dual_ace)
    if not gs:
        result: tuple[int, ...] = ()
    elif len(gs) == 1 and not _fits(gs[0] * 2, _pack(counts), _guard(len(vals))):
        result = (gs[0],)
    else:
        avail = _pack(counts) | _guard(len(vals))
        guard = _guard(len(vals))
        seen = {0}
        frontier = [0]
        while frontier:
            nxt = []
            for u in frontier:
                for g in gs:
                    w = u + g
                    if w not in seen and (avail - w) & guard == guard:
                        seen.add(w)
                        nxt.append(w)
            frontier = nxt
        seen.discard(0)
        result = tuple(seen)
    if len(_UNION_CACHE) > 200_000:
        _UNION_CACHE.clear()
    _UNION_CACHE[key] = result
    return result


def _fits(w: int, avail: int, guard: int) -> bool:
    return ((avail | guard) - w) & guard == guard


def classify(items, value_of) -> tuple[tuple[int, ...], tuple[int, ...], list[list]]:
    """Split items into value classes: (values, counts, members per class)."""
    by_value: dict[int, list] = {}
    for item in items:
        v = value_of(item)
        if v:
            by_value.setdefault(v, []).append(item)
    vals = tuple(sorted(by_value))
    members = [by_value[v] for v in vals]
    return vals, tuple(len(m) for m in members), members


def expand(vector: int, members: list[list]) -> list[tuple]:
    """All choices of actual items for one count vector."""
    parts = []
    for i, pool in enumerate(members):
        k = (vector >> (_BITS * i)) & _FIELD
        if k == 0:
            continue
        if k == len(pool):
            parts.append((tuple(pool),))
        elif k == 1:
            parts.append(tuple((x,) for x in pool))
        else:
            parts.append(tuple(combinations(pool, k)))
    if len(parts) == 1:
        return list(parts[0])
    return [sum(choice, ()) for choice in product(*parts)]


def vector_sum(vector: int, vals: tuple[int, ...]) -> int:
    return sum(((vector >> (_BITS * i)) & _FIELD) * v for i, v in enumerate(vals))


def vector_add_fits(a: int, b: int, counts: tuple[int, ...]) -> int | None:
    """a + b if it fits in counts, else None."""
    w = a + b
    guard = _guard(len(counts))
    if ((_pack(counts) | guard) - w) & guard == guard:
        return w
    return None


def can_partition(values: list[int], target: int, dual_ace: bool = False) -> bool:
    """Can these values be split into groups that each add up to target?

    Used to validate a human's selection and by the brute-force tests.
    """
    if not values:
        return False
    by_value: dict[int, int] = {}
    for v in values:
        by_value[v] = by_value.get(v, 0) + 1
    vals = tuple(sorted(by_value))
    counts = tuple(by_value[v] for v in vals)
    return _pack(counts) in union_vectors(vals, counts, target, dual_ace)
