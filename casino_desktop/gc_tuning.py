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
