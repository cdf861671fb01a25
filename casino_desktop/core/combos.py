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

from itertools import combinations
from math import comb
from typing import Any, Callable, Iterable, Sequence, overload

# The items of each value class: faces (ints), or builds counted as cards.
Members = Sequence[Sequence[Any]]

_BITS = 5
_FIELD = (1 << _BITS) - 1


def _pack(counts: Iterable[int]) -> int:
    n = 0
    for i, k in enumerate(counts):
        n |= k << (_BITS * i)
    return n


def _make_guard(width: int) -> int:
    g = 0
    for i in range(width):
        g |= 16 << (_BITS * i)
    return g


_GUARDS = tuple(_make_guard(w) for w in range(40))


def _guard(width: int) -> int:
    return _GUARDS[width]


class _Signature:
    """Everything about one table value signature: every sub-multiset with its
    sum(s), grouped by sum, and the unions per target (computed on demand).

    Built once per distinct (values, counts) and shared by every played card
    and every build value asked about that table.
    """

    __slots__ = ("by_sum", "unions", "avail", "guard", "combined")

    def __init__(self, vals: tuple[int, ...], counts: tuple[int, ...], dual_ace: bool, limit: int,
                 packed_counts: int | None = None) -> None:
        # Every sub-multiset as a packed vector and its total, in parallel
        # lists (no pair tuple per entry): class by class, each count of the
        # class added to every entry made so far.  A good part of every new
        # table signature, so written flat.
        packs = [0]
        totals = [0]
        for i, v in enumerate(vals):
            shift = _BITS * i
            n = len(packs)
            if dual_ace and v == 1:
                # k aces count k + 13j for each j of them worth 14.
                for k in range(1, counts[i] + 1):
                    add_vec = k << shift
                    for j in range(n):
                        packed, total = packs[j], totals[j]
                        for t in range(k, 14 * k + 1, 13):
                            if total + t <= limit:
                                packs.append(packed + add_vec)
                                totals.append(total + t)
                continue
            add_vec = 0
            t = 0
            for _ in range(counts[i]):
                add_vec += 1 << shift
                t += v
                if t > limit:
                    break
                room = limit - t
                for j in range(n):
                    total = totals[j]
                    if total <= room:
                        packs.append(packs[j] + add_vec)
                        totals.append(total + t)
        by_sum: dict[int, Any] = {}  # lists while filled, then tuples
        for j in range(1, len(packs)):  # entry 0 is the empty set
            group = by_sum.get(totals[j])
            if group is None:
                by_sum[totals[j]] = [packs[j]]
            else:
                group.append(packs[j])
        # As tuples: the signatures live in caches, and tuples of integers
        # drop out of the garbage collector's walks (lists stay in them).
        for total, group in by_sum.items():
            by_sum[total] = tuple(group)
        self.by_sum: dict[int, tuple[int, ...]] = by_sum
        self.unions: dict[int, tuple[int, ...]] = {}
        self.guard = _GUARDS[len(vals)]
        # ``packed_counts``: the caller's ``_pack(counts)``, when it has it.
        self.avail = (_pack(counts) if packed_counts is None else packed_counts) | self.guard
        self.combined: dict[tuple[int, int, bool], tuple[int, ...]] = {}

    def combine(self, first: int, target: int, allow_empty: bool) -> tuple[int, ...]:
        """Vectors that, with a played card, split into groups of ``target``:
        one group of ``first`` (the played card's partners, maybe none) plus
        any number of further groups of ``target``.  For builds (no 14-aces)."""
        key = (first, target, allow_empty)
        hit = self.combined.get(key)
        if hit is None:
            hit = self.combined[key] = self.combine_uncached(first, target, allow_empty)
        return hit

    def combine_uncached(self, first: int, target: int, allow_empty: bool) -> tuple[int, ...]:
        """``combine`` without its memo (``tableindex`` keeps the answers)."""
        rest = self.union_vectors(target, self.guard)
        if first <= 0:
            # The played card alone, or with any union of groups of
            # ``target``: every union fits the table already.
            out = sorted(rest)
            return tuple([0] + out) if allow_empty else tuple(out)
        # A group of ``first`` alone, or with a union that fits beside it
        # (never empty: ``allow_empty`` changes nothing here).
        avail, guard = self.avail, self.guard
        result = set()
        for p in self.by_sum.get(first, ()):
            result.add(p)
            room = avail - p
            for u in rest:
                if (room - u) & guard == guard:
                    result.add(p + u)
        return tuple(sorted(result))

    @overload
    def union_vectors(self, target: int, guard: int) -> tuple[int, ...]: ...

    @overload
    def union_vectors(self, target: int, guard: int, cap: int) -> tuple[int, ...] | None: ...

    def union_vectors(self, target: int, guard: int, cap: int = 0) -> tuple[int, ...] | None:
        """Every distinct union of disjoint groups of ``target``.  With a
        ``cap``: None as soon as there are more than ``cap`` of them (a
        long two-deck table can have millions; ``bounded`` asks first)."""
        hit = self.unions.get(target)
        if hit is not None:
            return hit
        gs = self.by_sum.get(target, ())
        result: tuple[int, ...]
        if not gs:
            result = ()
        elif len(gs) == 1 and (self.avail - 2 * gs[0]) & guard != guard:
            result = (gs[0],)  # one group that cannot be taken twice
        else:
            avail = self.avail
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
                if cap and len(seen) > cap:
                    return None  # not kept: the answer is unfinished
                frontier = nxt
            seen.discard(0)
            result = tuple(seen)
        self.unions[target] = result
        return result


_SIGNATURES: dict[tuple[tuple[int, ...], tuple[int, ...], bool], _Signature] = {}
_LIMIT = 16  # no capture or build value exceeds 16 (10♦ played as 16)


def signature(vals: tuple[int, ...], counts: tuple[int, ...], dual_ace: bool) -> _Signature:
    key = (vals, counts, dual_ace)
    sig = _SIGNATURES.get(key)
    if sig is None:
        if len(_SIGNATURES) > 100_000:
            _SIGNATURES.clear()
        sig = _SIGNATURES[key] = _Signature(vals, counts, dual_ace, _LIMIT)
    return sig


def union_vectors(vals: tuple[int, ...], counts: tuple[int, ...], target: int, dual_ace: bool) -> tuple[int, ...]:
    """Every distinct non-empty union of disjoint groups, as packed vectors."""
    return signature(vals, counts, dual_ace).union_vectors(target, _guard(len(vals)))


_UNION_CACHE = _SIGNATURES  # cleared by the benchmark to time cold caches


def _fits(w: int, avail: int, guard: int) -> bool:
    return ((avail | guard) - w) & guard == guard


def classify_faces(faces: Iterable[int], sum_value: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...], list[list[int]]]:
    """``classify`` for plain loose cards, the hot path: faces sorted by id
    are sorted by value too (id = rank * 4 + suit), so one pass groups them."""
    vals: list[int] = []
    counts: list[int] = []
    members: list[list[int]] = []
    last = -1
    for f in sorted(faces):
        v = sum_value[f]
        if not v:
            continue
        if v == last:
            members[-1].append(f)
            counts[-1] += 1
        else:
            vals.append(v)
            counts.append(1)
            members.append([f])
            last = v
    return tuple(vals), tuple(counts), members


def classify(items: Iterable[Any], value_of: Callable[[Any], int]) -> tuple[tuple[int, ...], tuple[int, ...], list[list[Any]]]:
    """Split items into value classes: (values, counts, members per class)."""
    by_value: dict[int, list[Any]] = {}
    for item in items:
        v = value_of(item)
        if v:
            by_value.setdefault(v, []).append(item)
    vals = tuple(sorted(by_value))
    # Members sorted by face (builds last) so that expanding classes in value
    # order yields card tuples already in canonical order: no sort per move.
    members = [sorted(by_value[v], key=lambda x: (1, 0) if isinstance(x, tuple) or hasattr(x, "key") else (0, x))
               for v in vals]
    return vals, tuple(len(m) for m in members), members


def expand(vector: int, members: Members) -> list[tuple[Any, ...]]:
    """All choices of actual items for one count vector."""
    parts: list[tuple[tuple[Any, ...], ...]] = []
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
    # Pairwise concatenation beats product() + sum() by ~2x on big tables.
    result = list(parts[0])
    for part in parts[1:]:
        result = [a + b for a in result for b in part]
    return result


def some_unions(sig: _Signature, target: int, n: int) -> tuple[tuple[int, ...], bool]:
    """At most ``n`` distinct unions of groups of ``target``, fewest groups
    first (single groups lead), and whether that is all of them."""
    whole = sig.unions.get(target)
    if whole is None:
        whole = sig.union_vectors(target, sig.guard, cap=n)
    if whole is not None:
        return whole[:n], len(whole) <= n
    gs = sig.by_sum.get(target, ())
    avail, guard = sig.avail, sig.guard
    seen: dict[int, None] = {}  # insertion order: breadth first
    frontier = [0]
    while frontier:
        nxt = []
        for u in frontier:
            for g in gs:
                w = u + g
                if w not in seen and (avail - w) & guard == guard:
                    seen[w] = None
                    if len(seen) >= n:
                        return tuple(seen), False
                    nxt.append(w)
        frontier = nxt
    return tuple(seen), True


def fits(w: int, avail: int, guard: int) -> bool:
    """Does the vector ``w`` fit in ``avail`` (which carries its guard bits)?"""
    return (avail - w) & guard == guard


def is_union(sig: _Signature, vec: int, target: int) -> bool:
    """Is the vector ``vec`` (fitting the signature's table) a union of
    disjoint groups of ``target``?  (``union_groups`` finds them.)"""
    return union_groups(sig, vec, target) is not None


def union_groups(sig: _Signature, vec: int, target: int) -> list[int] | None:
    """The vector ``vec`` (fitting the signature's table) split into
    disjoint groups of ``target``, as the groups' vectors (the group of the
    highest class first); None when it does not split.  Without listing
    every union (they can be millions): some group must hold a card of the
    highest class still left, and few groups hold a high card, so try only
    those (biggest first), depth first, remembering what failed."""
    groups = sig.by_sum.get(target, ())
    if not vec or not groups:
        return None
    guard = sig.guard
    # Per class, the groups holding it, those with more of the high classes first.
    holding: dict[int, list[int]] = {}
    for g in sorted(groups, reverse=True):
        i = 0
        w = g
        while w:
            if w & _FIELD:
                holding.setdefault(i, []).append(g)
            w >>= _BITS
            i += 1
    failed: set[int] = set()

    def split(rest: int) -> list[int] | None:
        if not rest:
            return []
        if rest in failed:
            return None
        top = (rest.bit_length() - 1) // _BITS  # the highest class left
        room = rest | guard
        for g in holding.get(top, ()):
            if (room - g) & guard == guard:
                tail = split(rest - g)
                if tail is not None:
                    return [g, *tail]
        failed.add(rest)
        return None

    return split(vec)


def expand_some(vector: int, members: Members, limit: int) -> list[tuple[Any, ...]]:
    """The first ``limit`` choices of ``expand(vector, members)``, in its
    order, without making the others (a class of many cards has many)."""
    pools = []
    for i, pool in enumerate(members):
        k = (vector >> (_BITS * i)) & _FIELD
        if k:
            pools.append((pool, k))
    out: list[tuple[Any, ...]] = []

    def walk(i: int, head: tuple[Any, ...]) -> bool:
        if i == len(pools):
            out.append(head)
            return len(out) < limit
        pool, k = pools[i]
        for part in combinations(pool, k):
            if not walk(i + 1, head + part):
                return False
        return True

    if limit > 0:
        walk(0, ())
    return out


def choice_count(vector: int, members: Members) -> int:
    """How many choices of actual items ``expand`` makes for one vector."""
    n = 1
    i = 0
    while vector:
        k = vector & _FIELD
        if k:
            n *= comb(len(members[i]), k)
        vector >>= _BITS
        i += 1
    return n


def can_partition(values: list[int], target: int, dual_ace: bool = False) -> bool:
    """Can these values be split into groups that each add up to target?

    Asked by the rules that split a capture or build into groups
    (``rule_captures``, ``rule_builds``) and by ``position`` for a build read in;
    ``build_groups.partition`` finds the groups themselves with ``union_groups``.
    """
    if not values:
        return False
    by_value: dict[int, int] = {}
    for v in values:
        by_value[v] = by_value.get(v, 0) + 1
    vals = tuple(sorted(by_value))
    counts = tuple(by_value[v] for v in vals)
    sig = signature(vals, counts, dual_ace)
    return is_union(sig, _pack(counts), target)
