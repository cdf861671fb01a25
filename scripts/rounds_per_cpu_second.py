"""Random 2-player rounds (of ``casino``, or of VARIANT) per CPU second of
two trees, measured in interleaved pairs, so that both see the machine as it
is at the time.

    python scripts/rounds_per_cpu_second.py BASE_TREE NEW_TREE [PAIRS] [SECONDS] [VARIANT]

Each measurement is a fresh process (cold caches, as ``cli bench``'s cold
figure) that plays random rounds, a new game each round, for SECONDS of its
own CPU time (``time.process_time``, so time spent waiting for a busy core
is not counted).  The trees take turns, the first of each pair alternating.
Prints each pair's ratio NEW / BASE.  Only the public core API is used, so
any tree since the core had one can be measured.
"""

from __future__ import annotations

import os
import subprocess
import sys

LOOP = """
import random, sys, time
from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game
rules = make_rules(sys.argv[2])
rnd = random.Random(1).random
limit = float(sys.argv[1])
rounds = 0
start = time.process_time()
while time.process_time() - start < limit:
    s = new_game(rules, 2, False, rounds)
    while s.phase == PHASE_PLAY:
        moves = legal_moves(s)
        apply(s, moves[int(rnd() * len(moves))])
    rounds += 1
print(rounds / (time.process_time() - start))
"""


def rate(tree: str, seconds: float, variant: str) -> float:
    env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, "-c", LOOP, str(seconds), variant], env=env, cwd="/", check=True,
                         capture_output=True, text=True).stdout
    return float(out)


def main() -> None:
    base, new = sys.argv[1], sys.argv[2]
    pairs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 5.0
    variant = sys.argv[5] if len(sys.argv) > 5 else "casino"
    ratios = []
    for i in range(pairs):
        order = (base, new) if i % 2 == 0 else (new, base)
        got = {tree: rate(tree, seconds, variant) for tree in order}
        ratios.append(got[new] / got[base])
        print(f"pair {i + 1}: base {got[base]:,.1f}, new {got[new]:,.1f} rounds per CPU second, "
              f"ratio {ratios[-1]:.3f}", flush=True)
    print(f"ratios {min(ratios):.3f}-{max(ratios):.3f}, mean {sum(ratios) / len(ratios):.3f}; "
          f"load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
