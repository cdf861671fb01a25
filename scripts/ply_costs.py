"""Where the time of a random 2-player `casino` round goes (docs/performance.md).

    .venv/bin/python scripts/ply_costs.py [ROUNDS]

Records the move lists of random rounds, then times, in one run:
* the rounds replayed without move generation (`apply`, the random draw,
  dealing and scoring alone);
* the same rounds with `legal_moves` asked every ply;
* `legal_moves` by kind of position (no build on the table, the mover owns
  a build, only others' builds), best of five passes.
Caches are warmed first by 3,000 random rounds, so this is the warm engine.
"""

from __future__ import annotations

import random
import sys
import time

from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game


def main(rounds: int) -> None:
    rules = make_rules("casino")
    rng = random.Random(3)
    for g in range(3000):  # warm the generator's caches
        s = new_game(rules, 2, False, 10_000 + g)
        while s.phase == PHASE_PLAY:
            apply(s, rng.choice(legal_moves(s)))
    games, states = [], []
    for g in range(rounds):
        s = new_game(rules, 2, False, g)
        seq = []
        while s.phase == PHASE_PLAY:
            states.append(s.clone())
            moves = legal_moves(s)
            m = rng.choice(moves)
            seq.append((moves, m))
            apply(s, m)
        games.append(seq)

    def replay(with_generation: bool) -> float:
        t = time.perf_counter()
        for g, seq in enumerate(games):
            s = new_game(rules, 2, False, g)
            for moves, m in seq:
                if with_generation:
                    legal_moves(s)
                rng.choice(moves)
                apply(s, m)
        return time.perf_counter() - t

    bare = min(replay(False) for _ in range(3))
    full = min(replay(True) for _ in range(3))
    plies = len(states)
    print(f"{rounds} rounds, {plies} plies")
    print(f"without move generation: {rounds / bare:,.0f} rounds/s ({bare / rounds * 1e6:.0f} us a round)")
    print(f"with legal_moves every ply: {rounds / full:,.0f} rounds/s; "
          f"legal_moves {(full - bare) / plies * 1e6:.1f} us a ply, {100 * (full - bare) / full:.0f}% of a round")
    kinds = {
        "no build on the table": [s for s in states if not s.builds],
        "the mover owns a build": [s for s in states if any(b.controller == s.to_move for b in s.builds)],
        "only others' builds": [s for s in states
                                if s.builds and not any(b.controller == s.to_move for b in s.builds)],
    }
    for name, group in kinds.items():
        best = float("inf")
        for _ in range(5):
            t = time.perf_counter()
            for s in group:
                legal_moves(s)
            best = min(best, time.perf_counter() - t)
        print(f"legal_moves, {name}: {100 * len(group) / plies:.0f}% of plies, {best / len(group) * 1e6:.1f} us")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 800)
