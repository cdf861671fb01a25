"""Bounded answers on tables too long to list whole.

A two-deck table of forty small cards holds more distinct captures than any
machine can list (every union of groups of 13 among them, each a different
set of cards), and ``legal_moves`` once ran for minutes and gigabytes on
one.  The rules are still the generator's (``general_generator``): this
module only decides *how much* of each of its answers to make.

* ``estimate``: a cheap upper bound on the number of moves, from counts of
  value classes (``combos``), never from the moves themselves;
  ``quick_bound``, a looser one made without the table's signature, is
  asked first (``at_most``).
* ``moves_or_sample``: ``legal_moves`` asks it about long tables.  Below
  ``MOVE_CAP`` it answers None and the full list is made as always (same
  moves, same order); above, a ``SampledMoves`` list of at most about
  ``MOVE_CAP`` legal moves in which every played card, value and kind of
  move keeps some representatives (the computer players and the table
  choose among them), with ``complete = False``.
* ``Exact``: ``legality.moves_within`` on a long named selection: only
  moves that use every named table card, which is all ``check`` needs.

``choices`` builds the lists a computer player weighs on these answers.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable, Hashable, Sequence

from . import combos
from .combos import Members
from .house_moves import moves_under_house_rules
from .moves import Move
from .predicates import partner_values
from .state import HIDDEN, Build, GameState

MOVE_CAP = 100_000  # the most moves a full answer may hold (about 20 MB, well under a second)
_VECTOR_CAP = 5_000  # unions one question may list before the table counts as long


class SampledMoves(list[Move]):
    """Legal moves, but not all of them (``complete`` says whether they are)."""

    complete = False


def moves_or_sample(state: GameState) -> list[Move] | None:
    """None when the whole list is small enough to make, else a bounded sample."""
    if at_most(state, MOVE_CAP):
        return None
    return sampled_moves(state, MOVE_CAP)


def at_most(state: GameState, cap: int) -> bool:
    """Are there surely at most ``cap`` moves?  ``quick_bound`` first, which
    clears most long tables of play; ``estimate`` for the others."""
    return quick_bound(state, cap) <= cap or estimate(state, cap) <= cap


def sampled_moves(state: GameState, limit: int) -> SampledMoves:
    sample = Sample(limit)
    out = SampledMoves(moves_under_house_rules(state, state.to_move, state.hands[state.to_move], sample))
    out.complete = not sample.cut
    return out


def estimate(state: GameState, cap: int = MOVE_CAP) -> int:
    """An upper bound on the number of moves (or ``cap + 1`` when it is
    larger), from the value classes of the table alone."""
    huge = cap + 1
    vt = state.values
    rules = state.rules
    loose = [c % 52 for c in state.loose]
    if rules.single_build_as_card:
        items = loose + [b for b in state.builds if not b.multiple]
        vals, counts, members = combos.classify(items, lambda x: x.value if isinstance(x, Build) else vt.sum_value[x])
    else:
        vals, counts, members = combos.classify_faces(loose, vt.sum_value)
    sig = combos.signature(vals, counts, vt.dual_ace)

    vector_cap = min(cap, _VECTOR_CAP)
    sig_key = (vals, counts, vt.dual_ace, vector_cap)
    partners = _TAKEN.get(sig_key)
    if partners is None:
        partners = _TAKEN[sig_key] = _partners(sig, members)

    def taken(v: int) -> int:
        """Card choices of every union of groups of ``v`` (at most ``huge``),
        kept per table signature: a computer player asks about the same
        long tables again and again."""
        key = (sig_key, v)
        n = _TAKEN.get(key)
        if n is None:
            vecs = sig.union_vectors(v, sig.guard, cap=vector_cap)
            if vecs is None:
                n = huge
            else:
                n = 0
                for vec in vecs:
                    n += combos.choice_count(vec, members)
                    if n > cap:
                        n = huge
                        break
            if len(_TAKEN) > 50_000:
                _TAKEN.clear()
            _TAKEN[key] = n
        return n

    return _bound(state, loose, partners, taken, cap)


def quick_bound(state: GameState, cap: int = MOVE_CAP) -> int:
    """A bound at least as large as ``estimate`` (or ``cap + 1``), made
    without the table's signature: every union of groups of ``v`` is a
    non-empty set of the items worth at most ``v`` (at most ``2**k - 1`` of
    them for ``k`` such items), and the played card's partners of one sum
    are counted, one item at a time, among every set of items of that sum.
    ``estimate`` grows with both, so where this is at most ``cap``, so is
    ``estimate``: ``at_most`` asks this first, and ``estimate`` (which
    builds the table's signature, the dear part) only about the tables this
    cannot clear."""
    huge = cap + 1
    vt = state.values
    sum_value = vt.sum_value
    worth = [0] * 17  # items of each value (no capture or build value exceeds 16)
    n = 0
    for c in state.loose:
        v = sum_value[c % 52]
        if v:
            worth[v] += 1
            n += 1
    if state.rules.single_build_as_card:
        for b in state.builds:
            if not b.multiple:
                worth[b.value] += 1
                n += 1
    if (1 << n) - 1 > _VECTOR_CAP:
        # ``estimate`` may give up on a union count this cannot bound (12
        # items or fewer have too few sets for that).
        return huge
    partners = _most_partners(worth, vt.dual_ace)
    below = []  # below[v]: items worth at most v
    k = 0
    for w in worth:
        k += w
        below.append(k)

    def taken(v: int) -> int:
        return (1 << below[v]) - 1

    return _bound(state, [c % 52 for c in state.loose], partners, taken, cap)


def _partners(sig: combos._Signature, members: Members) -> int:
    """The most card choices of one group of any sum (at least 1): the
    played card's partners in a build, add or raise."""
    partners = 1
    for groups in sig.by_sum.values():
        partners = max(partners, sum(combos.choice_count(p, members) for p in groups))
    return partners


def _most_partners(worth: list[int], dual_ace: bool) -> int:
    """At least ``_partners`` of the table with ``worth[v]`` items of each
    value v, without its signature: the sets of items of each sum up to 16
    (the signature's groups), counted one item at a time, a set holding aces
    worth 1 or 14 once for each way of valuing them (so never fewer times
    than the signature lists it)."""
    sets = [1] + [0] * 16
    for w in range(1, 17):
        for _ in range(worth[w]):
            if dual_ace and w == 1:
                for s in range(16, 0, -1):
                    sets[s] += sets[s - 1] + (sets[s - 14] if s >= 14 else 0)
            else:
                for s in range(16, w - 1, -1):
                    sets[s] += sets[s - w]
    return max(1, max(sets[1:]))


def _bound(state: GameState, loose: list[int], partners: int, taken: Callable[[int], int], cap: int) -> int:
    """The moves' bound from the played card's most partners of one sum and
    ``taken(v)``, the most card choices of the unions of groups of ``v``
    (``estimate`` and ``quick_bound`` give these, each its own way)."""
    huge = cap + 1
    vt = state.values
    rules = state.rules
    per_value: dict[int, int] = {}
    for b in state.builds:
        per_value[b.value] = per_value.get(b.value, 0) + 1
    if max(per_value.values(), default=0) > 16:
        return huge  # every set of those builds is a capture of its own
    hand = [c % 52 for c in state.hands[state.to_move] if c != HIDDEN]
    total = 0
    faces = set(hand)
    holders: dict[int, int] = {}  # value -> cards of the hand worth it
    for f in hand:
        for v in vt.hand_values[f]:
            holders[v] = holders.get(v, 0) + 1
    for v in partner_values(state, state.to_move):
        holders[v] = holders.get(v, 0) + 2  # held whatever the mover plays
    for f in faces:
        # The values still held after playing ``f``: what it may build.
        held = [V for V, k in holders.items() if k > 1 or V not in vt.hand_values[f]]
        if vt.rank_only[f]:
            same = sum(1 for x in loose if x >> 2 == f >> 2)
            total += 2 ** same * 2 ** per_value.get((f >> 2) + 1, 0)
            continue
        for v in vt.hand_values[f]:
            total += (taken(v) + 1) * 2 ** per_value.get(v, 0)
        if rules.building:
            h = vt.sum_value[f]
            for V in held:
                if h <= V <= vt.max_build:
                    # New builds, adds (to each build of V) and raises (of each build).
                    total += (partners + 1) * (taken(V) + 1) * (2 + len(state.builds))
                    if rules.trail_and_build:
                        total += taken(V)
        if total > cap:
            return huge
    return total


_TAKEN: dict[Hashable, Any] = {}  # a table's partners, and its union counts per value


class Sample:
    """The generator's answers cut short: a few unions per question, a few
    choices of cards per union, a few sets of builds; fewer still once
    ``limit`` moves' worth of choices have been made.  ``cut`` records
    whether anything was left out."""

    def __init__(self, limit: int) -> None:
        self.left = limit
        self.cut = False
        self.unions_wide = max(4, min(64, limit // 64))

    def _share(self, wide: int) -> int:
        return wide if self.left > 0 else 1

    def unions(self, sig: combos._Signature, v: int) -> tuple[int, ...]:
        vecs, whole = combos.some_unions(sig, v, self._share(self.unions_wide))
        self.cut |= not whole
        return vecs

    def combine(self, sig: combos._Signature, first: int, V: int, allow_empty: bool) -> tuple[int, ...]:
        """``combos._Signature.combine`` on the sampled unions."""
        rest = self.unions(sig, V)
        if first <= 0:
            return ((0,) + rest) if allow_empty else rest
        avail, guard = sig.avail, sig.guard
        out: dict[int, None] = {}
        groups = sig.by_sum.get(first, ())
        wide = self._share(self.unions_wide)
        for p in groups[:wide]:
            out[p] = None
            room = avail - p
            for u in rest:
                if (room - u) & guard == guard:
                    out[p + u] = None
                    if len(out) >= wide:
                        break
            if len(out) >= wide:
                break
        self.cut |= len(groups) > wide or len(out) >= wide
        return tuple(out)

    def expand(self, vec: int, members: Members) -> list[tuple[Any, ...]]:
        wide = self._share(4)
        out = combos.expand_some(vec, members, wide + 1)
        if len(out) > wide:
            self.cut = True
            out = out[:wide]
        self.left -= len(out)
        return out

    def build_sets(self, whole: Sequence[tuple[int, ...]]) -> list[tuple[tuple[int, ...], ...]]:
        """The empty set, then sets of one build, of two, ...: at most a few.
        A double deck's twins share a key, so ``whole`` repeats keys: skip
        sets already made (looking at a bounded number of them)."""
        wide = self._share(16)
        out: dict[tuple[tuple[int, ...], ...], None] = {(): None}
        looked = 0
        for k in range(1, len(whole) + 1):
            for combo in combinations(whole, k):
                looked += 1
                out[combo] = None
                if len(out) > wide or looked > 64 * wide:
                    self.cut = True
                    return list(out)[:wide]
        return list(out)


class Exact:
    """Only moves that use every loose card of the table they are asked on
    (a table cut down to the cards a move names: ``legality.moves_within``),
    and of the builds, only the named ones taken together."""

    def __init__(self, named_builds: Sequence[tuple[int, ...]] | None) -> None:
        self.named = None if named_builds is None else list(named_builds)

    @staticmethod
    def _whole(sig: combos._Signature) -> int:
        return sig.avail ^ sig.guard

    def unions(self, sig: combos._Signature, v: int) -> tuple[int, ...]:
        full = self._whole(sig)
        return (full,) if full and combos.is_union(sig, full, v) else ()

    def combine(self, sig: combos._Signature, first: int, V: int, allow_empty: bool) -> tuple[int, ...]:
        full = self._whole(sig)
        if first <= 0:
            if not full:
                return (0,) if allow_empty else ()
            return (full,) if combos.is_union(sig, full, V) else ()
        for p in sig.by_sum.get(first, ()):
            if combos.fits(p, sig.avail, sig.guard):
                rest = full - p
                if not rest or combos.is_union(sig, rest, V):
                    return (full,)
        return ()

    def expand(self, vec: int, members: Members) -> list[tuple[Any, ...]]:
        return combos.expand_some(vec, members, 1)

    def build_sets(self, whole: Sequence[tuple[int, ...]]) -> list[tuple[tuple[int, ...], ...]]:
        if self.named is None:
            chosen = tuple(whole)
        else:
            # As many copies of each key as the move names (twins share keys).
            wanted = list(self.named)
            picked = []
            for k in whole:
                if k in wanted:
                    wanted.remove(k)
                    picked.append(k)
            chosen = tuple(picked)
        return [(), chosen] if chosen else [()]
