"""The worst tables we know, timed: what the table, a computer player and
``check`` ask of the engine there, with the time and peak memory of each.

A long two-deck table holds millions of distinct captures; the engine must
still answer every question about it within a second and ~200 MB
(``core.bounded``).  ``cli bench`` prints these figures; the tests assert
the bound on work (moves made, memory) rather than on time.
"""

from __future__ import annotations

import random
import time
import tracemalloc

from ..ai import make_player
from ..core import card_text, check, forget_memos, legal_moves, position_from_json

_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def _cards(ranks, copies: int = 1) -> list[str]:
    return [r + s for r in ranks for s in "SHDC" for _ in range(copies)]


def _many_builds() -> list:
    table: list = []
    for low, high in (("4", "6"), ("3", "7"), ("2", "8")):
        for i in range(8):
            suit = "SHDC"[i % 4]
            table.append({"build": [low + suit, high + suit], "value": 10, "controller": 1})
    return table + _cards(["A"], 2)


WORST_TABLES = {
    "krypkasino: 40 loose A-5 of two decks; K Q 10 9 in hand": {
        "variant": "krypkasino", "hands": {"0": ["KS", "QH", "10D", "9C"]},
        "table": _cards(_RANKS[:5], 2), "final_deal": True},
    "krypkasino: 96 loose A-Q of two decks; four kings in hand": {
        "variant": "krypkasino", "hands": {"0": ["KS", "KH", "KD", "KC"]},
        "table": _cards(_RANKS[:12], 2), "final_deal": True},
    "swedish-kasino: 24 cards A-6 on the table; K Q J 10 in hand": {
        "variant": "swedish-kasino", "hands": {"0": ["KS", "QH", "JD", "10C"]},
        "table": _cards(_RANKS[:6]), "final_deal": True},
    "mulle: 24 builds of 10 and 8 aces; 10 10 9 5 in hand": {
        "variant": "mulle", "hands": {"0": ["10S", "10H", "9D", "5C"]},
        "table": _many_builds(), "final_deal": True},
    "royal-casino: 19 cards A-5; an ace to play (37,497 moves, listed whole)": {
        "variant": "royal-casino", "hands": {"0": ["AS"]}, "table": _cards(_RANKS[:5])[1:], "final_deal": True},
}
QUICK = ("krypkasino: 40 loose A-5 of two decks; K Q 10 9 in hand",
         "swedish-kasino: 24 cards A-6 on the table; K Q J 10 in hand")


def _measure(fn) -> tuple[float, float, object]:
    """Seconds from cold caches (the slower of a cold and a warm run, both
    untraced) and peak traced megabytes of another cold run."""
    forget_memos()
    t0 = time.perf_counter()
    result = fn()
    cold = time.perf_counter() - t0
    t0 = time.perf_counter()
    fn()
    warm = time.perf_counter() - t0
    forget_memos()
    tracemalloc.start()
    try:
        fn()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return max(cold, warm), peak / 2**20, result


def take_all(state) -> str:
    """Play the first hand card and name every loose card: the longest
    selection a player can make (legal or not, ``check`` must answer)."""
    card = card_text(state.hands[state.to_move][0] % 52)
    return f"{card} take " + " ".join(card_text(c % 52) for c in state.loose)


def worst_table_figures(quick: bool = False, level: str | None = None) -> list[dict]:
    out = []
    level = level or ("beginner" if quick else "expert")
    for name, pos in WORST_TABLES.items():
        if quick and name not in QUICK:
            continue
        state = position_from_json(pos)
        row: dict = {"table": name}
        secs, mb, moves = _measure(lambda: legal_moves(state))
        row["table_moves"] = len(moves)
        row["table_moves_complete"] = getattr(moves, "complete", True)
        row["table_ms"], row["table_peak_mb"] = round(secs * 1000, 1), round(mb, 1)
        player = make_player(level)
        view = state.information_view(state.to_move)
        secs, mb, _ = _measure(lambda: player.choose(view, random.Random(1), 0.5))
        row["computer_level"] = level
        row["computer_ms"], row["computer_peak_mb"] = round(secs * 1000, 1), round(mb, 1)
        longest = max(moves, key=lambda m: len(m.loose) + len(m.builds)).text()
        secs, mb, reason = _measure(lambda: check(state, longest))
        assert reason is None, (name, longest, reason)  # a listed move is legal
        row["check_listed_ms"], row["check_listed_peak_mb"] = round(secs * 1000, 1), round(mb, 1)
        secs, mb, _ = _measure(lambda: check(state, take_all(state)))
        row["check_take_all_ms"], row["check_take_all_peak_mb"] = round(secs * 1000, 1), round(mb, 1)
        row["within_bound"] = all(row[k] <= LIMIT_MS for k in row if k.endswith("_ms")) and all(
            row[k] <= LIMIT_MB for k in row if k.endswith("_mb"))
        out.append(row)
    return out


LIMIT_MS = 1000  # what any question about any legal position may take
LIMIT_MB = 200
