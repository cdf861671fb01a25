"""The brute-force reference: every syntactically possible move that no rule
in play refuses (``predicates``).

The reference *is* the rules: it tries every move the move syntax can say
and asks the registered rules of ``predicates`` about each, so the tests
that compare it with ``legal_moves`` (``test_movegen_reference``,
``test_bounded``, ``cli bench``) prove that the fast generators implement
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
  cards (trail-and-build); the syntax names no build in a trail.

It is exponential by design (tables of up to about eight loose cards and a
few builds).  Only to save time it asks the rules that judge a play by its
kind, card and value alone (``MoveRule.judges == "play"``) once per play
before trying table cards with it: they give the same answer whatever the
table cards.
"""

from __future__ import annotations

from .moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, new_move
from .predicates import Seen, by_kind, refusals, rules_in_play
from .state import GameState


def _key(m) -> tuple:
    """A move as the reference lists it: (kind, card, loose, build keys
    sorted, value of a build or 0 for a capture or trail)."""
    return (m[0], m[1], m[3], tuple(sorted(m[4])), 0 if m[0] in (CAPTURE, TRAIL) else m[2])


def brute_legal_moves(state: GameState) -> set[tuple]:
    """The set of (kind, card, loose, builds, build value or 0) a player may make."""
    seen = Seen(state)
    vt = state.values
    kinds = by_kind(rules_in_play(state.rules))
    at_play = {k: [r for r in rs if r.judges == "play"] for k, rs in kinds.items()}
    at_move = {k: [r for r in rs if r.judges != "play"] for k, rs in kinds.items()}
    loose = sorted(seen.table)
    builds = list(state.builds)
    n, nb = len(loose), len(builds)
    choices = []  # (loose cards, builds) of every set of table items
    for mask in range(1 << (n + nb)):
        ls = tuple(loose[i] for i in range(n) if mask >> i & 1)
        bs = tuple(builds[j] for j in range(nb) if mask >> (n + j) & 1)
        choices.append((ls, bs))
    loose_only = [c for c in choices if not c[1]]
    top = max(vt.max_value, 13)  # a court card's build is worth its rank (11-13)
    out: set[tuple] = set()

    def keep(kind, f, value, ls, keys):
        m = new_move(kind, f, value, ls, keys)
        if refusals(seen, m, at_move[kind]) is None:
            out.add(_key(m))

    def playable(kind, f, value) -> bool:
        return refusals(seen, new_move(kind, f, value, (), ()), at_play[kind]) is None

    for f in sorted(set(seen.hand)):
        for v in vt.hand_values[f]:
            if playable(CAPTURE, f, v):
                for ls, bs in choices:
                    keep(CAPTURE, f, v, ls, tuple(b.key for b in bs))
        if playable(TRAIL, f, 0):
            keep(TRAIL, f, 0, (), ())
        for V in range(1, top + 1):
            if playable(TRAIL, f, V):
                for ls, _ in loose_only:
                    keep(TRAIL, f, V, ls, ())
            if playable(BUILD, f, V):
                for ls, bs in choices:
                    keep(BUILD, f, V, ls, tuple(sorted(b.key for b in bs)))
            for kind in (RAISE, ADD):
                if not playable(kind, f, V):
                    continue
                for ls, bs in choices:
                    for i, t in enumerate(bs):
                        others = tuple(sorted(b.key for b in bs[:i] + bs[i + 1:]))
                        keep(kind, f, V, ls, (t.key,) + others)
    return out
