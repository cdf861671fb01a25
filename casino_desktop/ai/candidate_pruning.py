"""Which candidates the search keeps sampling (``search.py``, step 4).

Every ``PRUNE_EVERY`` worlds the candidates are compared with the leader by
a paired test on the worlds they shared: one clearly behind is dropped, so
easy decisions end early; and with ``indifferent`` the sampling stops once
no candidate can be ahead of the leader by more than that many points.
Kept apart from the search loop because these are statistics on rows of
outcomes, testable without a game.
"""

from __future__ import annotations

import math

PRUNE_EVERY = 16   # worlds between pruning rounds
PRUNE_Z = 2.5      # a candidate this many standard errors behind the leader is dropped


def _gaps(active: list[int], rows: list[list[float]]) -> tuple[int, dict[int, tuple[float, float]]]:
    """The leader of ``active`` (best mean over the worlds they all shared,
    the heuristic's order breaking ties) and, for each other candidate, the
    paired difference leader minus it on those worlds: (mean, variance)."""
    n = len(rows[active[0]])
    means = {i: sum(rows[i][-n:]) / n for i in active}
    leader = max(active, key=lambda i: (means[i], -i))
    gaps = {}
    for i in active:
        if i == leader:
            continue
        d = [a - b for a, b in zip(rows[leader][-n:], rows[i][-n:])]
        md = sum(d) / n
        gaps[i] = (md, sum((x - md) ** 2 for x in d) / (n - 1))
    return leader, gaps


def prune(active: list[int], rows: list[list[float]], worlds: int) -> list[int]:
    """Keep candidates not clearly worse than the leader (paired test on the
    worlds they shared); identical outcomes for long enough count as worse,
    the heuristic's order keeping the earlier one."""
    n = len(rows[active[0]])
    leader, gaps = _gaps(active, rows)
    keep = [leader]
    for i, (md, var) in gaps.items():
        if var == 0.0:
            if md > 0 or n >= 2 * PRUNE_EVERY:
                continue
        elif md > PRUNE_Z * math.sqrt(var / n):
            continue
        keep.append(i)
    return sorted(keep)


def close_enough(active: list[int], rows: list[list[float]], margin: float) -> bool:
    """True when no candidate of ``active`` can be ahead of the leader by
    more than ``margin`` points: for each, the upper end of its paired
    difference from the leader (minus the leader's lead plus ``PRUNE_Z``
    standard errors, the pruning test's confidence) is below ``margin``."""
    n = len(rows[active[0]])  # at least INDIFFERENT_AFTER
    _, gaps = _gaps(active, rows)
    return all(-md + PRUNE_Z * math.sqrt(var / n) < margin for md, var in gaps.values())
