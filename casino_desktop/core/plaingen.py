"""The move generator for the usual rules, written flat: the inner loop of
every playout and of the benchmark.

It covers the rule fields and values listed in ``fast_path.FLAT``
(``ValueTable.plain``); any other field sends ``legal_moves`` to the general
generator.
Loose-card choices come ready-made from ``tableindex`` (getters per table
value signature).  The moves are those of the general generator
(``general_generator``; ``test_fast_paths`` compares the two, and
``test_bruteforce`` both with the brute-force reference); builds are
listed in the order of the held cards rather than by value.  Rare cases
(court-card builds) are handed to the general generator.
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import combinations
from typing import Iterable

from .moves import ADD, BUILD, CAPTURE, RAISE, Move, court_take
from .general_generator import GeneralGenerator, captures_with
from .rule_builds import may_raise, raise_fill
from .rule_captures import court_loose_sets
from .tableindex import CAPTURE as CAPTURE_BIT
from .state import Build, GameState
from .tableindex import Answer
from .tableindex import CHOICES, MASKS12, answer, choices
from .units_building import SAME_VALUE_MERGE
from .units_capturing import COURT_TAKES_ONE
from .values import ValueTable

_new = tuple.__new__


def plain_moves(state: GameState, hand_faces: list[int], loose_faces: list[int], captures: list[Move],
                others: list[Move]) -> set[int]:
    """Append every capture to ``captures`` and every build, raise and add to
    ``others``; return the distinct faces in the hand (their trails are the
    caller's).

    Written for speed: small loops instead of comprehensions (most answers
    hold zero to two choices, and a comprehension is a call of its own in
    CPython 3.11), and every look-up hoisted out of the loops.  Nor may a
    comprehension here use a variable of the function: that would make it
    a cell, created on every call and read through on every use."""
    vt = state.values
    builds = state.builds
    fs = sorted(loose_faces)
    # Cards with a value sort before numberless court cards (ids 40-51).
    first_court = vt.first_court
    if fs and fs[-1] >= first_court:
        n = bisect_left(fs, first_court)
        L = tuple(fs[:n])
        courts = fs[n:]
    else:
        L = tuple(fs)
        courts = None
    # The table's value signature (``ValueTable.unit``), summed over the
    # cards with a value only: numberless court cards add nothing, and they
    # gather on the table (two in five of its cards in random 2-player
    # `casino` rounds).
    unit = vt.unit
    key = 0
    for x in L:
        key += unit[x]
    key12 = key << 12  # request keys are (masked key) << 12 | request: shift once
    rules = state.rules
    hv = vt.hand_values
    ro = vt.rank_only
    get = CHOICES.get
    add_capture = captures.append
    court_one = rules.face_capture == COURT_TAKES_ONE
    court_built = False  # a build of numberless court cards (``face_builds``) is on the table
    if builds:
        # The table's builds with a value (not court builds), by value, in
        # table order: taken whole by captures, added to by builds.
        by_value: dict[int, list[Build]] = {}
        for b in builds:
            if ro[b.key[0]]:
                court_built = True
            else:
                by_value.setdefault(b.value, []).append(b)
    # The hand's classes in order (``ValueTable.hand_class``) key its
    # builds, below.  A second copy of a face (double deck) makes the same
    # moves again: the caller removes them, as the twins' moves.
    hc = vt.hand_class
    hs = 0
    for f in hand_faces:
        hs = hs * 64 + hc[f]
        if ro[f]:
            if court_built or not court_one:
                _court_moves(state, f, courts or (), captures)
            elif courts:
                # Takes one table card of its rank (a double deck's twin
                # moves are removed by the caller, as for every move).
                rank = f >> 2
                for x in courts:
                    if x >> 2 == rank:
                        add_capture(court_take(f, x))
            continue
        for v in hv[f]:
            code = (key12 & MASKS12[v]) | _CAPTURE_REQUEST[v]
            found = get(code)
            if found is None:
                found = answer(code)
            if builds:
                whole = by_value.get(v)
                if whole:
                    _with_builds(captures, f, v, choices(found, L), sorted([b.key for b in whole]))
                    continue
            if found:
                if found.__class__ is tuple:
                    for g in found:
                        add_capture(_new(Move, (CAPTURE, f, v, g(L), ())))
                else:
                    for ls in found.sets(L):  # type: ignore[union-attr]  # not a tuple: ``Vectors`` (``__class__ is`` does not narrow)
                        add_capture(_new(Move, (CAPTURE, f, v, ls, ())))
    if not rules.building:
        return set(hand_faces)  # the trails: see below
    # The builds the hand can make (``_hand_plan``).
    plan = vt.hand_plans.get(hs)
    if plan is None:
        plan = _hand_plan(vt, hand_faces, rules.face_builds)
        plans = vt.hand_plans
        if len(plans) >= 50_000:
            plans.clear()
        plans[hs] = plan
    if not plan:
        return set(hand_faces)
    if builds:
        # The plan's values, card by card.
        at = plan[0] >> 5
        held: list[int] = []
        for c in plan:
            if c >> 5 != at:
                _builds_of(state, by_value, key12, L, hand_faces, at, held, loose_faces, others)
                at = c >> 5
                held = []
            held.append(c & 31)
        _builds_of(state, by_value, key12, L, hand_faces, at, held, loose_faces, others)
    else:
        # No builds on the table: only new builds (the common case, inline).
        sv = vt.sum_value
        for c in plan:
            f = hand_faces[c >> 5]
            V = c & 31
            if not V:
                _general(state, loose_faces).builds_for(f, hand_faces, others)
                continue
            code = (key12 & MASKS12[V]) | _BUILD_REQUEST[sv[f]][V]
            found = get(code)
            if found is None:
                found = answer(code)
            if found:
                if found.__class__ is tuple:
                    for g in found:
                        others.append(_new(Move, (BUILD, f, V, g(L), ())))
                else:
                    for ms in found.sets(L):  # type: ignore[union-attr]  # not a tuple: ``Vectors`` (``__class__ is`` does not narrow)
                        others.append(_new(Move, (BUILD, f, V, ms, ())))
    # For the trails: built in hand order, the set iterates in the same
    # order as one filled card by card.
    return set(hand_faces)


# The low bits of requests (tableindex's key layout), made once: a bitwise
# or on the wide keys is not specialised and allocates, so each one saved
# counts.  A capture of v: ``_CAPTURE_REQUEST[v]``; a build of V with a
# card worth h: ``_BUILD_REQUEST[h][V]`` (none for V below h).
_CAPTURE_REQUEST = tuple(CAPTURE_BIT | v for v in range(17))
# Typed without the None: ``_hand_plan`` never asks for a build below the card's own value.
_BUILD_REQUEST: tuple[tuple[int, ...], ...] = tuple(
    tuple(((V - h) << 6) | (V << 1) if V >= h else None for V in range(17))  # type: ignore[misc]  # see above
    for h in range(17))


def _hand_plan(vt: ValueTable, hand_faces: list[int], court_builds: bool) -> tuple[int, ...]:
    """The builds a hand can make, which depend only on its cards' classes
    in order (``ValueTable.hand_class``): ``i * 32 + V`` for hand position
    ``i`` and each value ``V`` the player still holds after playing that
    card, in hand order.  Integers, not pairs: plans are kept, and kept
    tuples of pairs would grow the collector's work more than they save.

    Values held are those a build may have (``ValueTable.build_values``)
    that some *other* card of the hand is worth, in the order first met in
    the hand, and none below the card's own (a build, add or raise with it
    is worth at least that).  ``i * 32`` alone names a court card that may
    build (``face_builds``: the general generator's).  The flat form of the
    rules ``build_value_held`` and ``build_max`` (``rule_builds.held_values``)."""
    hv = vt.hand_values
    sv = vt.sum_value
    ro = vt.rank_only
    bv = vt.build_values
    count: dict[int, int] = {}
    for g in hand_faces:
        for v in bv[g]:
            count[v] = count.get(v, 0) + 1
    items = count.items()
    plan: list[int] = []
    i = 0
    for f in hand_faces:
        if ro[f]:
            if court_builds:
                plan.append(i)
        else:
            h = sv[f]
            fvals = hv[f]
            for V, k in items:
                if V >= h and (k > 1 or V not in fvals):
                    plan.append(i + V)
        i += 32
    return tuple(plan)


def _builds_of(state: GameState, by_value: dict[int, list[Build]], key12: int, L: tuple[int, ...], hand_faces: list[int],
               i: int, held: list[int], loose_faces: list[int], out: list[Move]) -> None:
    """The builds, adds and raises of hand card ``i`` with builds on the
    table (``held`` as ``_hand_plan`` says)."""
    if held[0]:
        _build_moves(state, by_value, key12, L, hand_faces[i], held, out)
    else:
        _general(state, loose_faces).builds_for(hand_faces[i], hand_faces, out)


def _general(state: GameState, loose_faces: list[int]) -> GeneralGenerator:
    """The general generator, for the rare court-card builds."""
    return GeneralGenerator(state, state.to_move, loose_faces)


def _with_builds(out: list[Move], f: int, v: int, loose_sets: list[tuple[int, ...]], whole: list[tuple[int, ...]]) -> None:
    """Captures of value ``v`` when builds of that value are on the table:
    every choice of loose cards with every set of those builds."""
    build_sets: list[tuple[tuple[int, ...], ...]] = [()]
    for k in range(1, len(whole) + 1):
        build_sets.extend(combinations(whole, k))
    captures_with(out, f, v, loose_sets, build_sets)


def _court_moves(state: GameState, f: int, courts: Iterable[int], out: list[Move]) -> None:
    """A numberless court card takes table cards of its own rank (as
    ``face_capture`` says) and court builds of its rank."""
    rank = f >> 2
    same: list[int] = []  # loops, not comprehensions: see ``plain_moves``
    for x in courts:
        if x >> 2 == rank:
            same.append(x)
    loose_sets = court_loose_sets(state.rules.face_capture, same)
    v = rank + 1
    ro = state.values.rank_only
    builds = state.builds
    whole: list[tuple[int, ...]] = []
    for b in builds:
        if b.value == v and ro[b.key[0]]:
            whole.append(b.key)
    whole.sort()
    if whole:
        _with_builds(out, f, v, loose_sets, whole)
    else:
        for ls in loose_sets:
            out.append(_new(Move, (CAPTURE, f, v, ls, ())))


def _build_moves(state: GameState, by_value: dict[int, list[Build]], key12: int, L: tuple[int, ...], f: int,
                 held: list[int], out: list[Move]) -> None:
    """New builds, adds and raises with the numeric card ``f``, for every
    value ``held`` the player still holds after playing it, none below its
    own (``_hand_plan``).  ``by_value``: the table's numeric builds by value
    (``plain_moves``)."""
    vt = state.values
    h = vt.sum_value[f]
    rules = state.rules
    merge = rules.same_value_builds == SAME_VALUE_MERGE
    breq = _BUILD_REQUEST[h]
    for V in held:
        code = (key12 & MASKS12[V]) | breq[V]
        existing = by_value.get(V)
        if not (merge and existing):
            _emit(out, BUILD, f, V, _ask(code), L, ())
        if existing:
            found = choices(_ask(code | 1), L)
            for b in existing:
                target = (b.key,)
                for ms in found:
                    out.append(_new(Move, (ADD, f, V, ms, target)))
    if not h:
        return
    seat = state.to_move
    ro = vt.rank_only
    raise_with_table = rules.table_cards_raise_single
    for b in state.builds:
        if b.multiple or ro[b.key[0]] or not may_raise(rules, seat, b):
            continue
        target = (b.key,)
        for V in held:
            first = raise_fill(raise_with_table, b.value, h, V)
            if first is None:
                continue
            # The small bits or-ed first: one or on the wide key, not three.
            _emit(out, RAISE, f, V, _ask((key12 & MASKS12[V]) | ((first << 6) | (V << 1) | 1)), L, target)


def _emit(out: list[Move], kind: str, f: int, V: int, found: Answer, L: tuple[int, ...],
          target: tuple[tuple[int, ...], ...]) -> None:
    """The moves of one answer."""
    if found.__class__ is tuple:
        for g in found:
            out.append(_new(Move, (kind, f, V, g(L), target)))
    elif found:
        for ms in found.sets(L):  # type: ignore[union-attr]  # not a tuple: ``Vectors`` (``__class__ is`` does not narrow)
            out.append(_new(Move, (kind, f, V, ms, target)))


def _ask(code: int) -> Answer:
    found = CHOICES.get(code)
    if found is None:
        found = answer(code)
    return found
