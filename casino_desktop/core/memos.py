"""Forgetting the move generator's memo tables at once.

The generator remembers answers per table signature, per hand and per deal
plan; each table is capped, but the caps are set for speed (a benchmark's
working set) and are reached only after hours of play.  The window forgets
them all when a new match starts, so a game left open for an evening holds
one match's worth of memos, not every table it ever met (the soak in
``scripts/soak.py`` measures this).  The benchmark clears them too, to time
cold caches.  Clearing is safe at any moment: every memo is looked up with
``get`` and rebuilt on a miss.
"""
from __future__ import annotations

from . import bounded, combos, dealing, tableindex
from .values import clear_hand_plans


def forget_memos() -> None:
    combos._SIGNATURES.clear()
    tableindex.clear()
    clear_hand_plans()
    bounded._TAKEN.clear()
    dealing._PLANS.clear()
