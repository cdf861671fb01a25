"""The general generator: every capture, build, raise and add of one hand
card, and the house rule's trail-and-build, under any rules.

``movegen`` runs it for every hand card wherever the fast path (``plaingen``)
does not apply (``fast_path`` says where), and ``plaingen`` hands it the rare
court-card builds.  It asks the shared functions of ``predicates`` and lists
the moves in their generating form, one rule family at a time; the moves are
checked afterwards by ``movegen``'s flow (trailing, the owner's rules, the
house filters).  Captures and builds come from ``combos`` (distinct unions of
value groups); ``bounded`` may cut each answer to a bounded part
(``limits``).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Iterable, Protocol, Sequence

from . import combos
from .moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, Move, new_move
from .rule_builds import card_values_in_build, changes_value, held_values, may_raise, raise_fill
from .rule_captures import court_loose_sets
from .combos import Members
from .state import Build, GameState
from .units_building import SAME_VALUE_MERGE
from .units_capturing import COURT_TAKES_ONE_OR_THREE
from .values import ValueTable
from .variants import Rules

# A table split into value classes (``combos.classify``): values, counts, members.
Classes = tuple[tuple[int, ...], tuple[int, ...], list[list[Any]]]
PlainClasses = tuple[tuple[int, ...], tuple[int, ...], list[list[int]]]
BuildSets = list[tuple[tuple[int, ...], ...]]


class Limits(Protocol):
    """What cuts the generator's answers to a bounded part (``bounded.Sample``,
    ``bounded.Exact``), as the type checker sees it: ``bounded`` imports this
    module, so it is named by what it answers."""

    def unions(self, sig: combos._Signature, v: int) -> tuple[int, ...]: ...

    def combine(self, sig: combos._Signature, first: int, V: int, allow_empty: bool) -> tuple[int, ...]: ...

    def expand(self, vec: int, members: Members) -> list[tuple[Any, ...]]: ...

    def build_sets(self, whole: Sequence[tuple[int, ...]]) -> BuildSets: ...


_new = tuple.__new__

_expand = combos.expand


def _either(first: Iterable[int], *others: Iterable[int]) -> list[int]:
    """The table-card choices of any of the ways to count the played card,
    each once, in the order first met."""
    return list(dict.fromkeys([*first, *(vec for vecs in others for vec in vecs)]))


class GeneralGenerator:
    """The general generator for one position and seat.  ``movegen`` makes
    one per call, so its caches (the table split into value classes) serve
    every hand card; ``plaingen`` makes one for a court-card build."""

    __slots__ = ("state", "seat", "rules", "vt", "loose_faces", "cap_classes", "build_classes",
                 "dedupe", "plain_sig", "limits")

    # The slots' types, for the type checker.
    state: GameState
    seat: int
    rules: Rules
    vt: ValueTable
    loose_faces: list[int]
    cap_classes: Classes | None
    build_classes: PlainClasses | None
    dedupe: bool
    plain_sig: combos._Signature | None
    limits: Limits | None

    def __init__(self, state: GameState, seat: int, loose_faces: list[int], limits: Limits | None = None) -> None:
        self.state = state
        self.seat = seat
        self.rules = state.rules
        self.vt = state.values
        self.loose_faces = loose_faces
        self.cap_classes = None
        self.build_classes = None
        self.dedupe = state.rules.decks > 1
        self.plain_sig = None
        # ``bounded.Sample`` or ``bounded.Exact`` on a table too big to list
        # whole: it answers the four questions below (which unions, which
        # cards for one, which sets of builds) with a bounded part of the
        # answer.  None: every answer whole, as always.
        self.limits = limits

    def _unions(self, sig: combos._Signature, v: int) -> tuple[int, ...]:
        if self.limits is None:
            return sig.union_vectors(v, sig.guard)
        return self.limits.unions(sig, v)

    def _combined(self, sig: combos._Signature, first: int, V: int, allow_empty: bool) -> Sequence[int]:
        if self.limits is None:
            return sig.combine(first, V, allow_empty)
        return self.limits.combine(sig, first, V, allow_empty)

    def _parts(self, vec: int, members: Members) -> list[tuple[Any, ...]]:
        if not vec:
            return [()]
        if self.limits is None:
            return _expand(vec, members)
        return self.limits.expand(vec, members)

    def _build_sets(self, whole: list[tuple[int, ...]]) -> BuildSets:
        """Every set of the builds ``whole`` (each taken whole), the empty one first."""
        if self.limits is not None:
            return self.limits.build_sets(whole)
        build_sets: BuildSets = [()]
        for k in range(1, len(whole) + 1):
            build_sets.extend(combinations(whole, k))
        return build_sets

    # --- captures --------------------------------------------------------------
    def _capture_classes(self) -> Classes:
        if self.cap_classes is None:
            sv = self.vt.sum_value
            if self.rules.single_build_as_card:
                items = list(self.loose_faces) + [b for b in self.state.builds if not b.multiple]
                self.cap_classes = combos.classify(items, lambda x: x.value if isinstance(x, Build) else sv[x])
            else:
                self.cap_classes = self._plain_classes()
        return self.cap_classes

    def captures_for(self, f: int, out: list[Move]) -> None:
        """The captures of ``f``: the generating form of ``capture_groups``,
        ``build_taken_whole`` and the court rules (``rule_captures``)."""
        vt = self.vt
        builds = self.state.builds
        seen: set[tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = set()
        for v in vt.hand_values[f]:
            loose_sets: list[tuple[Any, ...]]
            if vt.rank_only[f]:
                loose_sets = self._court_sets(f)
                member_builds = False
            else:
                vals, counts, members = self._capture_classes()
                loose_sets = []
                for vec in self._unions(combos.signature(vals, counts, vt.dual_ace), v):
                    loose_sets.extend(self._parts(vec, members))
                member_builds = self.rules.single_build_as_card
            court = vt.rank_only[f]
            whole = sorted(b.key for b in builds if b.value == v and not (member_builds and not b.multiple)
                           and vt.rank_only[b.key[0]] == court)
            build_sets = self._build_sets(whole)
            if not member_builds and not vt.dual_ace:
                # Common case: tuples are canonical already and cannot repeat
                # (two values of one played card take disjoint kinds of sets
                # unless table aces may count 14 too; double-deck twins are
                # removed once at the end).
                if len(build_sets) == 1:
                    out.extend([_new(Move, (CAPTURE, f, v, ls, ())) for ls in loose_sets])
                else:
                    captures_with(out, f, v, loose_sets, build_sets)
                continue
            for ls in loose_sets:
                if member_builds:
                    lf = tuple(sorted(x for x in ls if not isinstance(x, Build)))
                    lb = tuple(sorted(x.key for x in ls if isinstance(x, Build)))
                else:
                    lf = tuple(sorted(ls)) if self.dedupe else ls
                    lb = ()
                for bs in build_sets:
                    keyset = (lf, tuple(sorted(lb + bs)) if bs else lb)
                    if keyset in seen:
                        continue
                    seen.add(keyset)
                    out.append(new_move(CAPTURE, f, v, keyset[0], keyset[1]))
            for bs in build_sets[1:]:
                keyset = ((), tuple(sorted(bs)))
                if keyset not in seen:
                    seen.add(keyset)
                    out.append(new_move(CAPTURE, f, v, (), keyset[1]))

    def _court_sets(self, f: int) -> list[tuple[int, ...]]:
        """Numberless court cards take only their own rank, per face_capture
        (``predicates.court_loose_sets``)."""
        rank = f >> 2
        return court_loose_sets(self.rules.face_capture, sorted(x for x in self.loose_faces if x >> 2 == rank))

    # --- builds, raises, adds -----------------------------------------------------
    def _build_classes(self, value: int, new: bool, skip: Build | None = None) -> Classes:
        """The loose cards and the single builds that may join a build of
        ``value`` as cards: a new one takes no build of its own value
        (``single_build_as_card``: add to it instead), and a build whose
        value it would change only where that build may be raised
        (``changes_value``, ``may_raise``)."""
        sv = self.vt.sum_value
        items: list[int | Build] = list(self.loose_faces)
        if self.rules.single_build_as_card:
            rules, seat = self.rules, self.seat
            items += [b for b in self.state.builds
                      if not b.multiple and b is not skip and not (new and b.value == value)
                      and (not changes_value(b, value) or may_raise(rules, seat, b))]
        return combos.classify(items, lambda x: x.value if isinstance(x, Build) else sv[x])

    def held_values(self, f: int, hand_faces: list[int]) -> set[int]:
        """Values the player can still take after playing one copy of ``f``
        (the rule ``build_value_held``: ``predicates.held_values``)."""
        rest = list(hand_faces)
        rest.remove(f)
        return held_values(self.state, self.seat, rest)

    def builds_for(self, f: int, hand_faces: list[int], out: list[Move]) -> None:
        """The builds, adds and raises of ``f``: the generating form of the
        rules of ``rule_builds`` (``build_max``, ``build_value_held``,
        ``same_value_builds``, ``single_build_as_card``, ``build_groups``,
        ``raise_single_build``, ``raise_own_build``, ``raise_value``)."""
        vt = self.vt
        if vt.rank_only[f]:
            if self.rules.face_builds:
                self._court_builds(f, hand_faces, out)
            return
        h = vt.sum_value[f]
        held = self.held_values(f, hand_faces)
        if not held:
            return
        max_build = vt.max_build
        builds = self.state.builds
        seat = self.seat
        merge = self.rules.same_value_builds == SAME_VALUE_MERGE
        dual = vt.dual_ace
        # What the card counts in the build: an ace 1 or 14 where table aces may count 14.
        counts_as = card_values_in_build(vt, f)
        for V in sorted(held):
            if V > max_build or V < h:
                continue
            existing = [b for b in builds if b.value == V]
            # new builds
            if not (merge and existing):
                if self.rules.single_build_as_card:
                    vals, counts, members = self._build_classes(V, True)
                    sig = combos.signature(vals, counts, dual)
                else:
                    members = self._plain_classes()[2]
                    sig = self._plain_sig()
                vecs = self._combined(sig, V - h, V, False)
                if len(counts_as) > 1:
                    vecs = _either(vecs, *(self._combined(sig, V - x, V, False) for x in counts_as[1:] if x <= V))
                for vec in vecs:
                    for ms in self._parts(vec, members):
                        self._emit(out, BUILD, f, V, ms, ())
            # adding to a build of this value (any controller)
            if not existing:
                continue
            for b in existing:
                if self._is_court_build(b):
                    continue
                if self.rules.single_build_as_card:
                    # Other single builds, of any value, join as cards of their value.
                    vals, counts, members = self._build_classes(V, False, skip=b)
                else:
                    vals, counts, members = self._plain_classes()
                sig = combos.signature(vals, counts, dual)
                vecs = self._combined(sig, V - h, V, True)
                if len(counts_as) > 1:
                    vecs = _either(vecs, *(self._combined(sig, V - x, V, True) for x in counts_as[1:] if x <= V))
                for vec in vecs:
                    for ms in self._parts(vec, members):
                        # Adding to A while absorbing B of the same value leaves the
                        # same table as adding to B absorbing A: offer it once.
                        if not b.multiple and any(isinstance(x, Build) and x.value == V and x.key < b.key for x in ms):
                            continue
                        self._emit(out, ADD, f, V, ms, (b.key,))
        # raising a single build
        if h:
            plain = self._plain_classes()
            for b in builds:
                if b.multiple or self._is_court_build(b):
                    continue
                if not may_raise(self.rules, seat, b):
                    continue
                for V in sorted(held):
                    if V > max_build:
                        continue
                    first = raise_fill(self.rules.table_cards_raise_single, b.value, h, V)
                    if first is None:
                        continue
                    for vec in self._combined(self._plain_sig(), first, V, True):
                        for ms in self._parts(vec, plain[2]):
                            self._emit(out, RAISE, f, V, ms, (b.key,))

    def trail_builds_for(self, f: int, hand_faces: list[int], out: list[Move]) -> None:
        """House rule: trail ``f`` and build from table cards alone (two or
        more of them, in groups of the value), holding a card of that value:
        the generating form of ``trail_build_groups`` and ``build_value_held``."""
        held = self.held_values(f, hand_faces)
        members = self._plain_classes()[2]
        sig = self._plain_sig()
        for V in sorted(held):
            if V > self.vt.max_build:
                continue
            for vec in self._unions(sig, V):
                for ms in self._parts(vec, members):
                    if len(ms) >= 2:
                        out.append(new_move(TRAIL, f, V, ms, ()))

    def _plain_sig(self) -> combos._Signature:
        if self.plain_sig is None:
            vals, counts, _ = self._plain_classes()
            self.plain_sig = combos.signature(vals, counts, self.vt.dual_ace)
        return self.plain_sig

    def table_unions(self, v: int) -> list[tuple[int, ...]]:
        """Every set of table cards that splits into groups each worth
        ``v``: what a capture of ``v`` takes from the loose cards, and what
        a turn of several actions may build or add from the table alone
        (``turns``)."""
        vals, counts, members = self._plain_classes()
        out: list[tuple[int, ...]] = []
        for vec in self._unions(combos.signature(vals, counts, self.vt.dual_ace), v):
            out.extend(self._parts(vec, members))
        return out

    def _plain_classes(self) -> PlainClasses:
        if self.build_classes is None:
            self.build_classes = combos.classify_faces(self.loose_faces, self.vt.sum_value)
        return self.build_classes

    def _is_court_build(self, b: Build) -> bool:
        return self.vt.rank_only[b.key[0]]

    def _emit(self, out: list[Move], kind: str, f: int, V: int, members: tuple[Any, ...],
              target_keys: tuple[tuple[int, ...], ...]) -> None:
        if not self.rules.single_build_as_card and not self.dedupe:
            out.append(new_move(kind, f, V, members, target_keys))
            return
        loose = tuple(sorted(x for x in members if not isinstance(x, Build)))
        absorbed = tuple(sorted(x.key for x in members if isinstance(x, Build)))
        out.append(new_move(kind, f, V, loose, target_keys + absorbed))

    def _court_builds(self, f: int, hand_faces: list[int], out: list[Move]) -> None:
        """Seed 004: a court card on a table court card of its rank (the
        generating form of the rule ``face_builds``, ``rule_builds``)."""
        rank = f >> 2
        rest = list(hand_faces)
        rest.remove(f)
        if not any(g >> 2 == rank for g in rest):
            return
        three = self.rules.face_capture == COURT_TAKES_ONE_OR_THREE
        V = rank + 1
        same = sorted(x for x in self.loose_faces if x >> 2 == rank)
        for k in range(1, len(same) + 1):
            for ms in sorted(set(combinations(same, k))):
                if three and k + 1 != 3:
                    continue
                out.append(new_move(BUILD, f, V, ms, ()))
        for b in self.state.builds:
            if b.value == V and self._is_court_build(b):
                if three and len(b.cards) + 1 != 3:
                    continue
                out.append(new_move(ADD, f, V, (), (b.key,)))


def captures_with(out: list[Move], f: int, v: int, loose_sets: Sequence[tuple[int, ...]],
                  build_sets: Sequence[tuple[tuple[int, ...], ...]]) -> None:
    """The captures of value ``v``: every choice of loose cards with every
    set of builds (``build_sets``, the empty set first), and the builds
    alone (also the general generator's)."""
    for ls in loose_sets:
        for bs in build_sets:
            out.append(_new(Move, (CAPTURE, f, v, ls, bs)))
    for bs in build_sets[1:]:
        out.append(_new(Move, (CAPTURE, f, v, (), bs)))
