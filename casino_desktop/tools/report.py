"""Tables for ``docs/strength.md`` from saved tournament results.

``python -m casino_desktop.tools.report docs/strength/*.json`` prints Markdown:
one row per tournament (points per round with its interval, games, decision
times), the gap closed towards the cheater wherever a result against some
floor has a cheater result against the same floor and table, and the
partner-sanity counts.  The numbers are read from the JSON the tournament
wrote (``--out``), never typed by hand.
"""

from __future__ import annotations

import sys

from casino_desktop.core.safe_json import InputRefused, read_json_file

from .stats import cluster_mean, gap_closed


def _table(r: dict) -> str:
    t = f"`{r['variant']}` {r['players']}p" + (" partnerships" if r["partnerships"] else "")
    if r.get("options"):
        t += " " + ", ".join(f"{k}={v}" for k, v in r["options"].items())
    return t


def _ms(t: dict) -> str:
    if not t or not t.get("n"):
        return "—"
    return f"{t['p50'] * 1000:.0f} / {t['p95'] * 1000:.0f} / {t['max'] * 1000:.0f} ms"


def _points(p: dict) -> str:
    if p["ci95"][0] is None:
        return f"{p['mean']:+.2f}"
    return f"**{p['mean']:+.2f}** ({p['ci95'][0]:+.2f} .. {p['ci95'][1]:+.2f})"


def rows(results: list[dict]) -> list[str]:
    out = ["| table | A vs B | deal pairs | points/round A−B (95% CI) | A's games won | A time p50 / p95 / max | B time p50 / p95 / max |",
           "|---|---|---|---|---|---|---|"]
    for r in results:
        g = r["games"]
        won = f"{g['a_won']} of {g['played']}" if g["played"] else "—"
        times = r["decision_time_s"]
        out.append(f"| {_table(r)} | {r['a']} vs {r['b']} | {r['deals']} | {_points(r['points_per_round_a_minus_b'])}"
                   f" | {won} | {_ms(times.get(r['a']))} | {_ms(times.get(r['b']))} |")
    return out


def gaps(results: list[dict]) -> list[str]:
    out = []
    for top in results:
        if top["a"] == "cheater":
            continue
        for ch in results:
            if (ch["a"] == "cheater" and ch["b"] == top["b"] and _table(ch) == _table(top)):
                g = gap_closed(top["points_per_round_a_minus_b"], ch["points_per_round_a_minus_b"])
                out.append(f"* {_table(top)}, floor {top['b']}: ({top['a']} − floor) / (cheater − floor) = "
                           f"**{100 * g['ratio']:.0f}%** (95% CI {100 * g['ci95'][0]:.0f}% .. {100 * g['ci95'][1]:.0f}%)")
    return out


def sanity(results: list[dict]) -> list[str]:
    out = ["| table | level | decisions | sweeps left to the next rival | of which avoidable | avoidable rate |",
           "|---|---|---|---|---|---|"]
    for r in results:
        for level, s in r.get("sanity", {}).items():
            if s and s.get("decisions"):
                out.append(f"| {_table(r)} | {level} | {s['decisions']} | {s['gifts']} | {s['avoidable']}"
                           f" | {100 * s['avoidable_rate']:.2f}% |")
    return out if len(out) > 2 else []


def paired(base: dict, other: dict) -> dict:
    """``other`` minus ``base`` deal by deal, on the seeds both played to the
    same number of rounds: two players against one floor compared with the
    card luck *and* the floor's play cancelled, so small differences show."""
    b = {seed: (n, total) for seed, n, total in base["per_seed"]}
    sums, counts = [], []
    for seed, n, total in other["per_seed"]:
        if seed in b and b[seed][0] == n:
            sums.append(total - b[seed][1])
            counts.append(n)
    return cluster_mean(sums, counts)


def _load(paths: list[str]) -> list[dict] | None:
    results = []
    for p in paths:
        try:
            results.append(read_json_file(p, f"The tournament result {p}"))
        except InputRefused as err:
            print(err, file=sys.stderr)
            return None
    return results


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else list(argv)
    base_path = None
    if paths[:1] == ["--against"] and len(paths) > 1:
        base_path, paths = paths[1], paths[2:]
    if not paths:
        print("usage: python -m casino_desktop.tools.report [--against BASE.json] RESULT.json ...", file=sys.stderr)
        return 2
    results = _load(paths)
    if results is None:
        return 2
    if base_path:
        base = _load([base_path])
        if base is None:
            return 2
        print(f"| A vs B | deal pairs | A minus {base[0]['a']} (vs the same B, same deals; 95% CI) |\n|---|---|---|")
        for r in results:
            d = paired(base[0], r)
            ci = "—" if d["ci95"][0] is None else f"{d['ci95'][0]:+.2f} .. {d['ci95'][1]:+.2f}"
            print(f"| {r['a']} vs {r['b']} | {d['n']} | {d['mean']:+.2f} ({ci}) |")
        return 0
    print("\n".join(rows(results)))
    g = gaps(results)
    if g:
        print("\nGap closed towards the cheater:\n")
        print("\n".join(g))
    s = sanity(results)
    if s:
        print("\nPartner sanity (judged on the full state after every decision):\n")
        print("\n".join(s))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
