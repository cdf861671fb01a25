"""The garbage collector's thresholds for the whole program (the game, the
command line, tournaments).

CPython starts a young-generation collection every 700 net allocations of
container objects.  Move generation allocates far more than that and almost
nothing it makes can form a cycle (moves are tuples of ints and strings), so
most of those collections find nothing, and the older generations, which
hold the growing move list, are walked again and again: on the pathological
table of the bench (75,000 moves) the collector took about half of the
44-53 ms.  Collecting every 10,000 allocations keeps the pauses near a
millisecond and cuts that table to about 35 ms (docs/performance.md).
Cycles are still collected; only less often.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 10_000


def tune_collector() -> None:
    """Raise the young generation's threshold; the older ones keep their
    ratios.  Called once by each entry point, never on import, so a program
    that imports the engine keeps its own settings."""
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)


def collect_due() -> int | None:
    """Collect, on the calling thread, the generation CPython's own trigger
    would collect now (None: none is due).  With the automatic collector
    off, the window calls this from its own thread (``qt/gui_collector``),
    so that no other thread ever runs a collection."""
    young, middle, old = gc.get_count()
    young_limit, middle_limit, old_limit = gc.get_threshold()
    if young < young_limit:
        return None
    generation = 0
    if middle >= middle_limit:
        generation = 2 if old >= old_limit else 1
    gc.collect(generation)
    return generation
