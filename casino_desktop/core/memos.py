"""Forgetting the move generator's memo tables at once.

The generator remembers answers per table signature, per hand and per deal
plan; each table is capped, but the caps are set for speed (a benchmark's
working set) and are reached only after hours of play.  The window forgets
them all when a new match starts, so a game left open for an evening holds
one match's worth of memos, not every table it ever met (the soak in
``scripts/soak.py`` measures this).  ``cli simulate`` plays thousands of
quick matches in one process: forgetting at each one cost it half its speed
(every match started cold), so it forgets only when the memos hold more than
``MEMO_LIMIT`` answers (``keep_memos_within``).  The benchmark clears them too, to time
cold caches.  Clearing is safe at any moment: every memo is looked up with
``get`` and rebuilt on a miss.
"""
from __future__ import annotations

from . import bounded, combos, dealing, tableindex
from .values import clear_hand_plans, hand_plan_entries

# Answers kept at most between matches of one long run (some 20 MB; one
# match of four players fills a few thousand).
MEMO_LIMIT = 50_000


def forget_memos() -> None:
    combos._SIGNATURES.clear()
    tableindex.clear()
    clear_hand_plans()
    bounded._TAKEN.clear()
    dealing._PLANS.clear()


def memo_entries() -> int:
    """How many answers the memos hold, all together (what a long run must
    keep bounded; tests count it rather than time or memory)."""
    tables = (combos._SIGNATURES, tableindex.CHOICES, tableindex._TABLES, tableindex._GETTERS,
              tableindex._EXPANSIONS, tableindex._ANSWERS, tableindex._POOLS, bounded._TAKEN, dealing._PLANS)
    return sum(len(t) for t in tables) + hand_plan_entries()


def keep_memos_within(limit: int | None = None) -> None:
    """Forget the memos if they hold more than ``limit`` answers
    (``MEMO_LIMIT`` by default); called between matches."""
    if memo_entries() > (MEMO_LIMIT if limit is None else limit):
        forget_memos()
