"""Where does Master lose points?  Each of its decisions judged by a peeker.

Rounds of 2-player ``casino``, Master against ``master-2026-12`` (Master in
seat 0 on even seeds, seat 1 on odd ones), each Master keeping its memory
through the round as in a tournament.  At every decision of Master with a
choice, a reference weighs every legal move: Master's search shown the
rival's true hand (the hand peeker's worlds: only the stock drawn), with
``worlds`` worlds, ``prune`` as Master's, no clock to speak of
(``SearchPlayer.weigh``; exact when nothing is hidden), and with ``dd`` 8
each world's rest of the deal solved exactly (with the rival's hand known,
the deal hides nothing: the stock is dealt after it).  The loss of a
decision is the reference's value of its best move minus that of Master's
move.  Beside it each row keeps every move's value under the reference
(``values``), under the hand peeker as it plays (``line``: its playouts,
which within a deal give a move one line's value) and under a fresh,
fair Master (``fair``: 200 worlds, every move, nothing read of the rival's
moves), and the ``shadows``' gains (``play``).

One JSON line per decision goes to the output file (the raw record), and
one per round with Master's margin; ``summary`` reads such a file and prints
the tables of docs/strength.md ("Where Master loses points").

    PYTHONPATH=. .venv/bin/python scripts/master_loss_diagnosis.py play FIRST_SEED ROUNDS WORLDS OUT [PRUNE DD [SHADOW...]]
    PYTHONPATH=. .venv/bin/python scripts/master_loss_diagnosis.py play 33000 111 1 loss.jsonl 0 8 pbi=0 "dd=8,worlds=24"
    PYTHONPATH=. .venv/bin/python scripts/master_loss_diagnosis.py summary loss.jsonl
"""

from __future__ import annotations

import copy
import json
import os
import random
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from casino_desktop.ai import make_player  # noqa: E402
from casino_desktop.ai.heuristic import evaluate  # noqa: E402
from casino_desktop.ai.levels import MASTER, parse_dials  # noqa: E402
from casino_desktop.ai.measure_players import true_hands_bias  # noqa: E402
from casino_desktop.ai.search import SearchPlayer  # noqa: E402
from casino_desktop.ai.search_settings import settings_with  # noqa: E402
from casino_desktop.ai.worlds import sample_world  # noqa: E402
from casino_desktop.core import PHASE_PLAY, Move, apply, make_rules, new_game  # noqa: E402
from casino_desktop.core.choices import choice_moves  # noqa: E402

# A move is an immutable tuple whose constructor takes its fields: copy it as itself.
copy._deepcopy_dispatch[Move] = lambda move, memo: move  # type: ignore[attr-defined]

TEN_D, TWO_S = 9 * 4 + 2, 1 * 4 + 0  # card ids: rank * 4 + suit (S H D C)


class PeekWeigher(SearchPlayer):
    """``weigh`` over worlds that deal the rival its true hand."""

    peek: dict[int, dict[int, float]] = {}

    def _world(self, view, rng, evidence, score):  # type: ignore[no-untyped-def]
        return sample_world(view, rng, self.peek)


def move_kind(view, move) -> str:  # type: ignore[no-untyped-def]
    """trail / build / raise / capture, and sweep for a capture that clears the table."""
    if move.kind == "capture":
        left_loose = len(view.loose) - len(move.loose)
        left_builds = len(view.builds) - len(move.builds)
        return "sweep" if left_loose == 0 and left_builds == 0 else "capture"
    if move.kind in ("raise", "add"):
        return "raise"
    return move.kind


def special(move) -> str:  # type: ignore[no-untyped-def]
    """What of the scoring cards a move plays or takes."""
    cards = {move.card % 52, *(c % 52 for c in move.table_faces())}
    out = []
    if TEN_D in cards:
        out.append("10D")
    if TWO_S in cards:
        out.append("2S")
    if any(c // 4 == 0 for c in cards):
        out.append("ace")
    return "+".join(out) or "-"


def play(first_seed: int, rounds: int, worlds: int, out_path: str, prune: int = 1, dd: int = 0,
         shadows: tuple[str, ...] = ()) -> None:
    """``shadows``: dial changes (``dd=4``, ``pbi=0``) each tried at every
    decision of Master on a copy of it (its memory as Master's then); the
    reference's value of the copy's move minus Master's is kept as a
    per-decision estimate of what the change gains (the game goes on by
    Master's move, so later effects of the change are not seen)."""
    rules = make_rules("casino")
    fair_settings = settings_with(MASTER, {"worlds": 200, "time_limit": 30.0, "pbi": 0.0, "prune": 0})
    line_settings = settings_with(MASTER, {"worlds": 8, "time_limit": 30.0, "pbi": 0.0, "prune": 0})
    ref_settings = settings_with(MASTER, {"worlds": worlds, "time_limit": 30.0, "pbi": 0.0, "prune": prune, "dd": dd})
    with open(out_path, "a", encoding="utf-8") as out:
        for r in range(rounds):
            seed = first_seed + r
            master_seat = seed % 2
            players = {master_seat: make_player("master"), 1 - master_seat: make_player("master-2026-12")}
            state = new_game(rules, 2, False, seed)
            while state.phase == PHASE_PLAY:
                seat = state.to_move
                view = state.information_view(seat)
                rng = random.Random((seed * 7919) * 1009 + state.ply)
                moves = choice_moves(view)
                copies = {}
                if seat == master_seat and len(moves) > 1:
                    for spec in shadows:
                        twin = copy.deepcopy(players[seat])
                        twin.usual = settings_with(twin.usual, parse_dials(spec))
                        copies[spec] = twin.choose(view, random.Random((seed * 7919) * 1009 + state.ply), 0.9, None)
                move = players[seat].choose(view, rng, 0.9, None)
                if seat == master_seat and len(moves) > 1:
                    prior = evaluate(view, moves, random.Random(seed), cancel=None)
                    ranked = [m for _, _, m in sorted(zip(prior, range(len(moves)), moves),
                                                      key=lambda t: (-t[0], t[1]))]
                    ref = PeekWeigher(ref_settings)
                    ref.peek = true_hands_bias(state, seat)
                    weighed = ref.weigh(view, random.Random(seed * 31 + state.ply), moves, keep=move)
                    values = {m: v for m, v, _ in weighed}
                    # The hand peeker as it plays (one playout line per move
                    # within the deal): what the playouts cost beside the solve.
                    line = PeekWeigher(line_settings)
                    line.peek = ref.peek
                    lined = line.weigh(view, random.Random(seed * 41 + state.ply), moves, keep=move)
                    # Master's own view of the same moves (fair: no peeking,
                    # no memory of the rival's moves): where does it see a near-tie?
                    fair = SearchPlayer(fair_settings).weigh(view, random.Random(seed * 37 + state.ply), moves, keep=move)
                    best = weighed[0][0]
                    row = {
                        "seed": seed, "ply": state.ply, "deal": state.deals_done, "stock": len(state.stock),
                        "hand": len(state.hands[seat]), "moves": len(moves), "table": len(view.loose) + len(view.builds),
                        "master": move.text(), "peek": best.text(),
                        "master_kind": move_kind(view, move), "peek_kind": move_kind(view, best),
                        "master_special": special(move), "peek_special": special(best),
                        "peek_rank": ranked.index(best), "master_rank": ranked.index(move),
                        "loss": values[best] - values[move], "solved": ref.last_info.get("mode") == "solved",
                        "rival_hand": len(state.hands[1 - seat]),
                        "values": {m.text(): round(v, 4) for m, v, _ in weighed},
                        "kinds": {m.text(): move_kind(view, m) for m in moves},
                        "fair": {m.text(): round(v, 4) for m, v, _ in fair},
                        "line": {m.text(): round(v, 4) for m, v, _ in lined},
                        "shadow": {spec: round(values[m] - values[move], 4) for spec, m in copies.items()},
                    }
                    out.write(json.dumps(row) + "\n")
                    out.flush()
                apply(state, move)
            totals = state.round_results[-1]["totals"]
            out.write(json.dumps({"seed": seed, "round_margin": totals[master_seat] - totals[1 - master_seat]}) + "\n")
            out.flush()
            print(f"seed {seed} done", file=sys.stderr, flush=True)


def deal_name(row: dict) -> str:
    """first / middle / before last / last of the six deals of 2-player casino."""
    if row["deal"] <= 1:
        return "1 first"
    if row["stock"] == 0:
        return "4 last"
    if row["stock"] <= 8:
        return "3 before last"
    return "2 middle"


def summary(path: str) -> None:
    rows = []
    margins = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            (margins if "round_margin" in r else rows).append(r)
    done = {m["seed"] for m in margins}
    rows = [r for r in rows if r["seed"] in done]  # a round stopped part way would count its decisions only
    rounds = len(margins) or 1
    total = sum(r["loss"] for r in rows)
    print(f"{len(rows)} decisions of Master over {len(margins)} rounds; differ from the peeker's best in "
          f"{sum(r['master'] != r['peek'] for r in rows)}; loss {total / rounds:.2f} points a round")

    def table(title: str, key) -> None:  # type: ignore[no-untyped-def]
        groups: dict[str, list[dict]] = defaultdict(list)
        for r in rows:
            groups[key(r)].append(r)
        print(f"\n| {title} | decisions | differ | loss a round | share of the loss | mean loss where differ |")
        print("|---|---|---|---|---|---|")
        for k in sorted(groups):
            g = groups[k]
            lost = sum(r["loss"] for r in g)
            diff = [r for r in g if r["master"] != r["peek"]]
            mean = lost / len(diff) if diff else 0.0
            print(f"| {k} | {len(g)} | {len(diff)} | {lost / rounds:.3f} | {lost / total:.0%} | {mean:.2f} |")

    table("deal", deal_name)
    table("Master's move kind", lambda r: r["master_kind"])
    table("peeker's move kind", lambda r: r["peek_kind"])
    table("Master's kind → peeker's kind", lambda r: f"{r['master_kind']} → {r['peek_kind']}")
    table("peeker's move in Master's 8 candidates", lambda r: "yes" if r["peek_rank"] < 8 else "no (rank 9+)")
    table("scoring cards in Master's / peeker's move", lambda r: f"{r['master_special']} / {r['peek_special']}")
    table("cards in Master's hand", lambda r: str(r["hand"]))
    table("solved exactly", lambda r: str(r["solved"]))
    table("cards in Master's hand / in the rival's (equal: Master leads the deal)",
          lambda r: f"{r['hand']} / {r['rival_hand']}")
    split(rows, rounds)
    shadows(rows, rounds)


def split(rows: list[dict], rounds: int) -> None:
    """The loss split: playouts against the solve, and information."""
    rows = [r for r in rows if "line" in r and "fair" in r]
    if not rows:
        return

    def best(values: dict[str, float]) -> str:
        return max(values, key=values.__getitem__)

    def per_round(f) -> float:  # type: ignore[no-untyped-def]
        return sum(f(r) for r in rows) / rounds

    print(f"\nJudged by the solved deal with the rival's hand known ({len(rows)} decisions), points a round lost:")
    print(f"- Master: {per_round(lambda r: r['loss']):.2f}")
    print(f"- the hand peeker as it plays (its playouts, not the solve): "
          f"{per_round(lambda r: r['values'][r['peek']] - r['values'][best(r['line'])]):.2f}")
    print(f"- Master against the hand peeker as it plays: "
          f"{per_round(lambda r: r['values'][best(r['line'])] - r['values'][r['master']]):.2f}")
    print(f"- a fresh Master (200 worlds, every move, nothing read of the rival's moves): "
          f"{per_round(lambda r: r['values'][r['peek']] - r['values'][best(r['fair'])]):.2f}")


def shadows(rows: list[dict], rounds: int) -> None:
    """Each shadow change's gain over Master, judged by the reference."""
    specs = sorted({k for r in rows for k in r.get("shadow", {})})
    for spec in specs:
        tried = [r for r in rows if spec in r.get("shadow", {})]
        gains = [r["shadow"][spec] for r in tried]
        n = len(gains)
        mean = sum(gains) / n
        sd = (sum((g - mean) ** 2 for g in gains) / max(n - 1, 1)) ** 0.5
        seeds = len({r["seed"] for r in tried})  # the rounds it was tried in
        per = n / seeds
        print(f"shadow {spec}: {sum(1 for g in gains if g)} of {n} decisions changed over {seeds} rounds, "
              f"{mean * per:+.3f} points a round (± {1.96 * sd / n ** 0.5 * per:.3f})")


if __name__ == "__main__":
    if sys.argv[1] == "play":
        extra = sys.argv[6:]
        play(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5],
             int(extra[0]) if extra else 1, int(extra[1]) if len(extra) > 1 else 0, tuple(extra[2:]))
    else:
        summary(sys.argv[2])
