"""Every legal move of the seat to move: captures, builds, raises, adds, trails.

The table, the CLI and the computer players all call ``legal_moves``.  The
general generator (``_Generator``) lists the moves under any rules, asking
the rule predicates of ``predicates``; the fast path (``plaingen``) is used
only where ``fast_path`` says it implements every rule field in play.
Captures and builds come from ``combos`` (distinct unions of value groups);
this module adds the cards, the builds, and the ownership rules.
"""

from __future__ import annotations

from itertools import combinations

from . import combos
from .moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, TRAILS, Move, new_move
from .pairing import pairing_kept
from .plaingen import captures_with, plain_moves
from .predicates import (court_loose_sets, filter_moves, held_values, keeps_build_values, may_raise, owner_may_play,
                         raise_fill)
from .state import HIDDEN, PHASE_PLAY, Build, GameState, reachable_builds

_new = tuple.__new__

_expand = combos.expand


def legal_moves(state: GameState) -> list:
    if state.phase != PHASE_PLAY:
        return []
    seat = state.to_move
    hand = state.hands[seat]
    if not hand or hand[0] == HIDDEN:
        return []
    if len(state.loose) > _ROOMY_LOOSE or len(state.builds) > _ROOMY_BUILDS:
        # A long table may hold millions of moves: ``bounded`` decides
        # whether to list them all (the usual answer) or a bounded sample.
        from .bounded import moves_or_sample  # bounded imports this module
        sample = moves_or_sample(state)
        if sample is not None:
            return sample
    if not state.values.usual:
        return _moves_under_house_rules(state, seat, hand)
    # The usual rules (``ValueTable.usual``): the same lists in the same
    # order as ``_moves_under_house_rules``, without asking about the house
    # rules that cannot apply.  Inline, as the inner loop of every playout.
    moves: list = []
    others: list = []
    seen_faces = plain_moves(state, hand, state.loose, moves, others)  # single deck: card id == face
    if others:
        moves += others
    builds = state.builds
    if builds:
        controlled = []  # a loop: a comprehension would make ``seat`` a cell
        for b in builds:
            if b.controller == seat:
                controlled.append(b)
        if controlled:
            if state.rules.owner_may_trail:
                for f in seen_faces:
                    moves.append(TRAILS[f])
            return _keeping_build_values(state, seat, moves, controlled, hand)
    for f in seen_faces:
        moves.append(TRAILS[f])
    return moves


# Tables with at most this many loose cards and builds are listed whole
# without a question: their answers are small (``bounded`` for the others).
_ROOMY_LOOSE = 12
_ROOMY_BUILDS = 6


def general_moves(state: GameState) -> list:
    """The legal moves as the general generator lists them, never the fast
    path (the conformance tests compare the two)."""
    if state.phase != PHASE_PLAY:
        return []
    hand = state.hands[state.to_move]
    if not hand or hand[0] == HIDDEN:
        return []
    return _moves_under_house_rules(state, state.to_move, hand, general=True)


def _moves_under_house_rules(state: GameState, seat: int, hand: list[int], limits=None, general=False) -> list:
    """``legal_moves`` under any rules: every house rule asked about.
    ``limits`` (``bounded``): the generator's answers cut to a bounded part;
    ``general``: never the flat generator."""
    vt = state.values
    rules = state.rules
    builds = state.builds
    captures: list = []
    others: list = []
    gen = None
    view = state  # what the generators see
    if vt.decks == 1:
        hand_faces = hand  # single deck: card id == face (read only below)
        loose_faces = state.loose
    else:
        hand_faces = [c % 52 for c in hand]
        loose_faces = [c % 52 for c in state.loose]
        if builds:
            shown = reachable_builds(builds)
            if shown is not builds:
                # Only the builds a move can name; the owner rule below still
                # judges every build on the table.
                view = state.clone()
                view.builds = shown
    if vt.plain and limits is None and not general:
        seen_faces = plain_moves(view, hand_faces, loose_faces, captures, others)
    else:
        gen = _Generator(view, seat, loose_faces, limits)
        seen_faces = set()
        for f in hand_faces:
            if f in seen_faces:
                continue  # a second copy of the same face makes the same moves
            seen_faces.add(f)
            gen.captures_for(f, captures)
            if rules.building:
                gen.builds_for(f, hand_faces, others)

    controlled = None
    if builds:
        controlled = []  # a loop: a comprehension would make ``seat`` a cell
        for b in builds:
            if b.controller == seat:
                controlled.append(b)
    # As ``predicates.trail_allowed`` says (decided before the lists are joined).
    may_trail = (rules.owner_may_trail or not controlled) and not (rules.compulsory_capture and captures)
    moves = captures
    if others:
        moves += others
    if may_trail:
        if rules.trail_and_build and rules.building:
            gen = gen or _Generator(view, seat, loose_faces, limits)
            for f in seen_faces:
                moves.append(TRAILS[f])
                gen.trail_builds_for(f, hand_faces, moves)
        else:
            for f in seen_faces:
                moves.append(TRAILS[f])
    if vt.decks > 1:
        # Two copies of one card on the table give the same move twice.
        moves = list(dict.fromkeys(moves))
    if controlled:
        moves = _keeping_build_values(state, seat, moves, controlled, hand_faces)
        if rules.owner_obligation == "simple":
            moves = [m for m in moves if owner_may_play(m)]
    if rules.forced_pairing and loose_faces:
        moves = pairing_kept(state, moves, loose_faces)
    return filter_moves(state, moves)


def _keeping_build_values(state: GameState, seat: int, moves: list, controlled, hand_faces) -> list:
    """The moves that pass ``keeps_build_values``.  Its answer depends only
    on the card played, the value of a build the move makes (if any) and the
    builds it takes, which many moves share: ask once per combination."""
    memo: dict = {}
    out = []
    # The usual case: the builds the player controls have one value W.  A
    # move that leaves no build of another value then needs W or nothing:
    # W while a controlled build stays on the table or the move makes one
    # of W (a card that takes W must stay in hand: a count known before the
    # loop), nothing when a capture takes every build the player controls.
    W = controlled[0].value
    for b in controlled:
        if b.value != W:
            W = 0
            break
    if state.rules.build_for_partner and state.partnerships:
        W = 0  # a build may pass to the partner (``predicates.build_owner``): the general test
    if W:
        hv = state.values.hand_values
        holders = 0
        for f in hand_faces:
            if W in hv[f]:
                holders += 1
        # Which builds a capture takes is by key only on a single deck (a
        # double deck's twins share one: ``named_builds``).
        owned_keys = None
        if state.values.decks == 1:
            owned_keys = []
            for b in controlled:
                owned_keys.append(b.key)
    for m in moves:
        if W and (m[0] == CAPTURE or not m[2] or m[2] == W):
            taken = m[4]
            if taken and m[0] == CAPTURE:
                needs_w = None  # double deck: the general test below
                if owned_keys is not None:
                    needs_w = False
                    for k in owned_keys:
                        if k not in taken:
                            needs_w = True  # a controlled build stays on the table
                            break
            else:
                needs_w = True
            if needs_w is not None:
                if not needs_w or holders > (1 if W in hv[m[1]] else 0):
                    out.append(m)
                continue
        # The value of the build the move leaves, or 0 (``makes_build``: a
        # plain trail's value is 0 too); a small integer key unless the move
        # takes builds.
        key = m[1] * 32 + (0 if m[0] == CAPTURE else m[2])
        if m[4]:
            key = (key, m[4])
        ok = memo.get(key)
        if ok is None:
            ok = memo[key] = keeps_build_values(state, seat, m, controlled, hand_faces)
        if ok:
            out.append(m)
    return out


class _Generator:
    """Per-call caches: the table split into value classes once, reused by
    every hand card."""

    __slots__ = ("state", "seat", "rules", "vt", "loose_faces", "cap_classes", "build_classes",
                 "dedupe", "plain_sig", "limits")

    def __init__(self, state: GameState, seat: int, loose_faces: list[int], limits=None) -> None:
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

    def _unions(self, sig, v: int):
        if self.limits is None:
            return sig.union_vectors(v, sig.guard)
        return self.limits.unions(sig, v)

    def _combined(self, sig, first: int, V: int, allow_empty: bool):
        if self.limits is None:
            return sig.combine(first, V, allow_empty)
        return self.limits.combine(sig, first, V, allow_empty)

    def _parts(self, vec: int, members):
        if not vec:
            return [()]
        if self.limits is None:
            return _expand(vec, members)
        return self.limits.expand(vec, members)

    def _build_sets(self, whole: list) -> list:
        """Every set of the builds ``whole`` (each taken whole), the empty one first."""
        if self.limits is not None:
            return self.limits.build_sets(whole)
        build_sets = [()]
        for k in range(1, len(whole) + 1):
            build_sets.extend(combinations(whole, k))
        return build_sets

    # --- captures --------------------------------------------------------------
    def _capture_classes(self):
        if self.cap_classes is None:
            sv = self.vt.sum_value
            if self.rules.single_build_as_card:
                items = list(self.loose_faces) + [b for b in self.state.builds if not b.multiple]
                self.cap_classes = combos.classify(items, lambda x: x.value if isinstance(x, Build) else sv[x])
            else:
                self.cap_classes = self._plain_classes()
        return self.cap_classes

    def captures_for(self, f: int, out: list) -> None:
        """The captures of ``f``: the generating form of ``capture_groups``,
        ``build_taken_whole`` and the court rules (``rule_captures``)."""
        vt = self.vt
        builds = self.state.builds
        seen = set()
        for v in vt.hand_values[f]:
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

    def _court_sets(self, f: int) -> list[tuple]:
        """Numberless court cards take only their own rank, per face_capture
        (``predicates.court_loose_sets``)."""
        rank = f >> 2
        return court_loose_sets(self.rules.face_capture, sorted(x for x in self.loose_faces if x >> 2 == rank))

    # --- builds, raises, adds -----------------------------------------------------
    def _build_classes(self, exclude_value: int | None, skip: Build | None = None):
        sv = self.vt.sum_value
        items = list(self.loose_faces)
        if self.rules.single_build_as_card:
            items += [b for b in self.state.builds
                      if not b.multiple and b.value != exclude_value and b is not skip]
        return combos.classify(items, lambda x: x.value if isinstance(x, Build) else sv[x])

    def held_values(self, f: int, hand_faces: list[int]) -> set[int]:
        """Values the player can still take after playing one copy of ``f``
        (the rule ``build_value_held``: ``predicates.held_values``)."""
        rest = list(hand_faces)
        rest.remove(f)
        return held_values(self.state, self.seat, rest)

    def builds_for(self, f: int, hand_faces: list[int], out: list) -> None:
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
        merge = self.rules.same_value_builds == "merge"
        for V in sorted(held):
            if V > max_build or V < h:
                continue
            existing = [b for b in builds if b.value == V]
            # new builds
            if not (merge and existing):
                if self.rules.single_build_as_card:
                    vals, counts, members = self._build_classes(V)
                    vecs = self._combined(combos.signature(vals, counts, False), V - h, V, False)
                else:
                    members = self._plain_classes()[2]
                    vecs = self._combined(self._plain_sig(), V - h, V, False)
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
                    vals, counts, members = self._build_classes(None, skip=b)
                else:
                    vals, counts, members = self._plain_classes()
                for vec in self._combined(combos.signature(vals, counts, False), V - h, V, True):
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

    def trail_builds_for(self, f: int, hand_faces: list[int], out: list) -> None:
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

    def _plain_sig(self):
        if self.plain_sig is None:
            vals, counts, _ = self._plain_classes()
            self.plain_sig = combos.signature(vals, counts, False)
        return self.plain_sig

    def _plain_classes(self):
        if self.build_classes is None:
            self.build_classes = combos.classify_faces(self.loose_faces, self.vt.sum_value)
        return self.build_classes

    def _is_court_build(self, b: Build) -> bool:
        return self.vt.rank_only[b.key[0]]

    def _emit(self, out, kind, f, V, members, target_keys) -> None:
        if not self.rules.single_build_as_card and not self.dedupe:
            out.append(new_move(kind, f, V, members, target_keys))
            return
        loose = tuple(sorted(x for x in members if not isinstance(x, Build)))
        absorbed = tuple(sorted(x.key for x in members if isinstance(x, Build)))
        out.append(new_move(kind, f, V, loose, target_keys + absorbed))

    def _court_builds(self, f: int, hand_faces: list[int], out: list) -> None:
        """Seed 004: a court card on a table court card of its rank (the
        generating form of the rule ``face_builds``, ``rule_builds``)."""
        rank = f >> 2
        rest = list(hand_faces)
        rest.remove(f)
        if not any(g >> 2 == rank for g in rest):
            return
        three = self.rules.face_capture == "one_or_three"
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


_COMBINE_CACHE = combos._SIGNATURES  # cleared by the benchmark to time cold caches
