"""Small statistics for strength measurements: intervals that stay honest.

Rounds of one match are not independent draws (they share a seed and the
match score), so the points-per-round mean is a ratio estimator over
*seeds* with a cluster-robust standard error.  Win rates use the Wilson
interval, which behaves near 0 % and 100 %.
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054


def cluster_mean(sums: list[float], counts: list[int]) -> dict:
    """Mean per unit of Σsums/Σcounts over clusters, with a 95 % interval."""
    k = len(sums)
    n = sum(counts)
    if n == 0:
        return {"mean": None, "ci95": [None, None], "se": None, "n": 0, "clusters": k}
    mean = sum(sums) / n
    if k < 2:
        return {"mean": mean, "ci95": [None, None], "se": None, "n": n, "clusters": k}
    nbar = n / k
    resid = sum((s - mean * c) ** 2 for s, c in zip(sums, counts))
    se = math.sqrt(resid / (k * (k - 1))) / nbar
    return {"mean": mean, "ci95": [mean - Z95 * se, mean + Z95 * se], "se": se, "n": n, "clusters": k}


def wilson(successes: float, n: int) -> dict:
    """Wilson 95 % interval; draws may be passed as half successes."""
    if n == 0:
        return {"rate": None, "ci95": [None, None], "n": 0}
    p = successes / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return {"rate": p, "ci95": [max(0.0, centre - half), min(1.0, centre + half)], "n": n}


def percentile(sorted_values: list[float], q: float) -> float | None:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return None
    i = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[i]


def time_summary(times: list[float]) -> dict:
    xs = sorted(times)
    return {"n": len(xs), "p50": percentile(xs, 0.50), "p95": percentile(xs, 0.95),
            "max": xs[-1] if xs else None, "mean": sum(xs) / len(xs) if xs else None}


def ratio_ci(num: float, num_se: float, den: float, den_se: float) -> dict:
    """num/den with a delta-method 95 % interval (num, den independent)."""
    if not den:
        return {"ratio": None, "ci95": [None, None]}
    r = num / den
    se = math.sqrt((num_se / den) ** 2 + (num * den_se / den ** 2) ** 2)
    return {"ratio": r, "ci95": [r - Z95 * se, r + Z95 * se], "se": se}


def gap_closed(top_vs_floor: dict, cheater_vs_floor: dict) -> dict:
    """(top − floor)/(cheater − floor) from two tournament ``points`` blocks."""
    return ratio_ci(top_vs_floor["mean"], top_vs_floor["se"], cheater_vs_floor["mean"], cheater_vs_floor["se"])
