"""A deliberately naive legal-move generator, written straight from the rules (docs/rules.md).

It tries every subset of the table and every way of splitting it into
groups, so it is exponential; it exists to check ``movegen`` (tests) and to
measure how much faster the real generator is (``cli bench``).  It covers the
default rules of every preset, ``build_for_partner`` and the house filters
of ``predicates`` (the same predicates), not the permissive house rules.
"""

from __future__ import annotations

from itertools import combinations, permutations

from .moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, new_move
from .predicates import active_filters, build_owner, may_raise, owner_may_play, partner_values
from .state import GameState


def _partitions_ok(values: list[int], target: int, dual: bool) -> bool:
    """Naive: try every group containing the first value, recurse on the rest."""
    if not values:
        return True
    first, rest = values[0], values[1:]
    options = (1, 14) if dual and first == 1 else (first,)
    for v0 in options:
        for k in range(len(rest) + 1):
            for combo in combinations(range(len(rest)), k):
                total = v0
                for i in combo:
                    total += rest[i]
                if total == target:
                    left = [rest[i] for i in range(len(rest)) if i not in combo]
                    if _partitions_ok(left, target, dual):
                        return True
                elif dual and total != target:
                    # let table aces inside the group count 14 too
                    aces = sum(1 for i in combo if rest[i] == 1)
                    for j in range(1, aces + 1):
                        if total + 13 * j == target:
                            left = [rest[i] for i in range(len(rest)) if i not in combo]
                            if _partitions_ok(left, target, dual):
                                return True
    return False


def brute_legal_moves(state: GameState) -> set[tuple]:
    """The set of (kind, card, loose, builds, build value or 0) a player may make."""
    r = state.rules
    vt = state.values
    seat = state.to_move
    hand = [c % 52 for c in state.hands[seat]]
    loose = [c % 52 for c in state.loose]
    builds = state.builds
    out: set[tuple] = set()
    n = len(loose)
    for f in set(hand):
        rest = list(hand)
        rest.remove(f)
        held = {v for g in rest for v in vt.hand_values[g]} | partner_values(state, seat)
        for mask in range(1, 1 << (n + len(builds))):
            ls = tuple(sorted(loose[i] for i in range(n) if mask >> i & 1))
            bs = [builds[j] for j in range(len(builds)) if mask >> (n + j) & 1]
            bkeys = tuple(sorted(b.key for b in bs))
            # captures
            for v in vt.hand_values[f]:
                if any(b.value != v for b in bs):
                    continue
                if vt.rank_only[f]:
                    if all(x >> 2 == f >> 2 for x in ls) and (len(ls) <= 1 or r.face_capture == "all"
                                                               or (r.face_capture == "one_or_three" and len(ls) == 3)):
                        out.add((CAPTURE, f, ls, bkeys, 0))
                elif not any(vt.rank_only[x] for x in ls) and (
                        not ls or _partitions_ok([vt.sum_value[x] for x in ls], v, vt.dual_ace)):
                    out.add((CAPTURE, f, ls, bkeys, 0))
            if r.building and r.face_builds and vt.rank_only[f] and ls and not bs:
                same = all(x >> 2 == f >> 2 for x in ls)
                if same and any(g >> 2 == f >> 2 for g in rest) and (
                        r.face_capture != "one_or_three" or len(ls) + 1 == 3):
                    out.add((BUILD, f, ls, (), (f >> 2) + 1))
            if not r.building or vt.rank_only[f] or any(vt.rank_only[x] for x in ls):
                continue
            h = vt.sum_value[f]
            vals = [h] + [vt.sum_value[x] for x in ls]
            for V in held:
                if V > vt.max_build:
                    continue
                if not bs and _partitions_ok(vals, V, False):
                    out.add((BUILD, f, ls, (), V))
            if len(bs) != 1:
                continue
            b = bs[0]
            if b.value in held and _partitions_ok(vals, b.value, False):
                out.add((ADD, f, ls, bkeys, b.value))
            if not b.multiple and may_raise(r, seat, b):
                V = b.value + h
                if V in held and V <= vt.max_build and _partitions_ok([V] + vals[1:], V, False):
                    out.add((RAISE, f, ls, bkeys, V))
        if not r.building:
            continue
        h = vt.sum_value[f]
        for b in builds:  # adding or raising with the hand card alone
            if h and h == b.value and b.value in held:
                out.add((ADD, f, (), (b.key,), b.value))
            if h and not b.multiple and may_raise(r, seat, b):
                V = b.value + h
                if V in held and V <= vt.max_build:
                    out.add((RAISE, f, (), (b.key,), V))
    controlled = [b for b in builds if b.controller == seat]
    if not controlled:
        out.update((TRAIL, f, (), (), 0) for f in set(hand))
    if controlled:
        def keeps(m):
            rest = list(hand)
            rest.remove(m[1])
            need = {b.value for b in controlled if b.key not in m[3]}
            if m[0] != CAPTURE and build_owner(state, seat, m[4], rest) == seat:
                need.add(m[4])  # a build for the partner is the partner's to keep
            # Every value needs a card of its own: one card is played once
            # (an ace cannot take a build of 1 and one of 14).
            return any(all(v in vt.hand_values[g] for v, g in zip(need, pick))
                       for pick in permutations(rest, len(need)))
        out = {m for m in out if keeps(m)}
        if r.owner_obligation == "simple":  # seed 004: take, capture or raise
            out = {m for m in out if owner_may_play(new_move(m[0], m[1], m[4], m[2], m[3]))}
    active = active_filters(r)
    if active:  # rules written only as predicates (``predicates``): the same ones
        out = {m for m in out
               if all(rule.refusal(state, new_move(m[0], m[1], m[4], m[2], m[3])) is None for rule in active)}
    return out

