"""The brute-force reference: every syntactically possible move that no rule
in play refuses (``predicates``).

The reference *is* the rules: it tries every move the move syntax can say
and asks the registered rules of ``predicates`` about each, so the tests
that compare it with ``legal_moves`` (``test_bruteforce``, ``test_predicates``,
``test_bounded``, ``cli bench``) prove that the generators implement
exactly those rules.  It covers every rule field and value the registry
covers, which is all of them (house filters included).

The candidate moves, for each distinct card in the hand of the seat to move:

* captures: each value of the card x every set of loose cards x every set
  of builds (twins of a double deck named as often as they stand);
* builds: each value from 1 to the highest any card counts x every set of
  loose cards x every set of builds (joining as cards);
* raises and adds: each value x each build named first x every set of loose
  cards x every set of the other builds;
* trails: the card alone, or, with a value, the card and every set of loose
  cards (trail-and-build); the syntax names no build in a trail, and no
  table card in a trail without a value.

It is exponential by design (tables of up to about eight loose cards and a
few builds).  Only to save time it asks two sorts of rules early, where
their answer is the same (``MoveRule.judges``, checked by
``tests/core/test_predicates.py``): a rule that judges a play by its kind,
card and value alone, once per play before trying table cards with it; a
rule that judges the table items one by one (a court card in a build), once
per item, trying only the items it lets through.
"""

from __future__ import annotations

from typing import Iterator, Sequence, TypeVar

from .moves import ADD, BUILD, CAPTURE, END, NO_CARD, RAISE, TABLE_ADD, TABLE_BUILD, TRAIL, Move, new_move
from .predicates import Seen, by_kind, refusals, rules_in_play
from .rule_base import MoveRule
from .state import Build, GameState

# A move as the reference lists it: (kind, card, loose, build keys, build value or 0).
RefKey = tuple[str, int, tuple[int, ...], tuple[tuple[int, ...], ...], int | None]


T = TypeVar("T")


def _key(m: Move) -> RefKey:
    """A move as the reference lists it: (kind, card, loose, build keys
    sorted, value of a build or 0 for a capture or trail)."""
    return (m.kind, m.card, tuple(sorted(m.loose)), tuple(sorted(m.builds)), 0 if m.kind in (CAPTURE, TRAIL, END) else m.value)


def _subsets(items: Sequence[T]) -> list[tuple[T, ...]]:
    """Every subset of ``items`` (by position), each in the items' order."""
    out: list[tuple[T, ...]] = [()]
    for x in items:
        out += [s + (x,) for s in out]
    return out


def _sets(loose: list[int], builds: list[Build]) -> Iterator[tuple[tuple[int, ...], tuple[Build, ...]]]:
    """Every (loose cards, builds) choice among these table items."""
    loose_sets = _subsets(loose)
    for bs in _subsets(builds):
        for ls in loose_sets:
            yield ls, bs


def brute_legal_moves(state: GameState) -> set[RefKey]:
    """The set of (kind, card, loose, builds, build value or 0) a player may make."""
    seen = Seen(state)
    vt = state.values
    kinds = by_kind(rules_in_play(state.rules))
    at_play = {k: [r for r in rs if r.judges == "play"] for k, rs in kinds.items()}
    at_card = {k: [r for r in rs if r.judges == "card"] for k, rs in kinds.items()}
    at_move = {k: [r for r in rs if r.judges == "move"] for k, rs in kinds.items()}
    loose = sorted(seen.table)
    builds = list(state.builds)
    top = max(vt.max_value, 13)  # a court card's build is worth its rank (11-13)
    out: set[RefKey] = set()

    def playable(kind: str, f: int, value: int) -> bool:
        return refusals(seen, new_move(kind, f, value, (), ()), at_play[kind]) is None

    def tries(kind: str, f: int, value: int, target: Build | None = None, with_builds: bool = True) -> None:
        """Every choice of table items for one play, but for the items a
        rule that judges them one by one refuses alone."""
        first = (target.key,) if target is not None else ()
        card_rules = at_card[kind]
        ok_loose = [x for x in loose if refusals(seen, new_move(kind, f, value, (x,), first), card_rules) is None]
        ok_builds = [b for b in builds if with_builds and b is not target
                     and refusals(seen, new_move(kind, f, value, (), first + (b.key,)), card_rules) is None]
        rules = at_move[kind]
        for ls, bs in _sets(ok_loose, ok_builds):
            m = new_move(kind, f, value, ls, first + tuple(sorted(b.key for b in bs)))
            if refusals(seen, m, rules) is None:
                out.add(_key(m))

    for f in sorted(set(seen.hand)):
        for v in vt.hand_values[f]:
            if playable(CAPTURE, f, v):
                tries(CAPTURE, f, v)
        if playable(TRAIL, f, 0):  # a trail without a value names no table cards (the syntax)
            m = new_move(TRAIL, f, 0, (), ())
            if refusals(seen, m, at_card[TRAIL] + at_move[TRAIL]) is None:
                out.add(_key(m))
        for V in range(1, top + 1):
            if playable(TRAIL, f, V):
                tries(TRAIL, f, V, with_builds=False)
            if playable(BUILD, f, V):
                tries(BUILD, f, V)
            for kind in (RAISE, ADD):
                if playable(kind, f, V):
                    for t in builds:
                        tries(kind, f, V, target=t)
    if TABLE_BUILD in kinds and kinds[TABLE_BUILD]:
        _table_actions(seen, kinds, loose, builds, top, out)
    return out


def _table_actions(seen: Seen, kinds: dict[str, list[MoveRule]], loose: list[int], builds: list[Build], top: int,
                   out: set[RefKey]) -> None:
    """A turn of several actions: every build of table cards alone, every
    addition of table cards to a build, and the end of the turn, asked of
    the rules of ``rule_turns``."""
    end = new_move(END, NO_CARD, 0, (), ())
    if refusals(seen, end, kinds[END]) is None:
        out.add(_key(end))
    for ls in _subsets(loose):
        if not ls:
            continue
        for V in range(1, top + 1):
            m = new_move(TABLE_BUILD, NO_CARD, V, ls, ())
            if refusals(seen, m, kinds[TABLE_BUILD]) is None:
                out.add(_key(m))
            for t in builds:
                m = new_move(TABLE_ADD, NO_CARD, V, ls, (t.key,))
                if refusals(seen, m, kinds[TABLE_ADD]) is None:
                    out.add(_key(m))
