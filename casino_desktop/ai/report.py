"""Tables for ``docs/strength.md`` from saved tournament results.

``python -m casino_desktop.ai.report docs/strength/*.json`` prints Markdown:
one row per tournament (points per round with its interval, games, decision
times), the gap closed towards the cheater wherever a result against some
floor has a cheater result against the same floor and table, and the
partner-sanity counts.  The numbers are read from the JSON the tournament
wrote (``--out``), never typed by hand.
"""

from __future__ import annotations

import json
import sys

from .stats import gap_closed


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


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print("usage: python -m casino_desktop.ai.report RESULT.json ...", file=sys.stderr)
        return 2
    results = []
    for p in paths:
        try:
            with open(p) as fh:
                results.append(json.load(fh))
        except (OSError, ValueError) as err:
            print(f"Cannot read {p}: {err}", file=sys.stderr)
            return 2
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
