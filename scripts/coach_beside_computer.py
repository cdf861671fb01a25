"""A computer's thinking time with and without the coach grading beside it.

At the table the coach grades a person's move on a thread of its own as
soon as it is played, so the next computer may think while it grades; both
are Python threads of one interpreter.  This measures the worst of it: at
positions of random 2-player rounds (seat 0's move, then the other seat's
decision with more than one move) Master decides once alone and once with
the grading of seat 0's move started at the same instant, on the same
seeds.  Wall time, so run it on a quiet machine; the figures are ratios of
one run.

    PYTHONPATH=. .venv/bin/python scripts/coach_beside_computer.py casino 40
    PYTHONPATH=. .venv/bin/python scripts/coach_beside_computer.py swazi-casino 25
"""
from __future__ import annotations

import random
import sys
import threading
import time

from casino_desktop.ai.levels import make_player
from casino_desktop.coach import grade
from casino_desktop.coach.weighing import COACH
from casino_desktop.core import PHASE_PLAY, GameState, Move, apply, legal_moves, make_rules, new_game


def positions(variant: str, count: int) -> list[tuple[GameState, Move, GameState]]:
    """(seat 0's view, the move it played, the next seat's view) at random play."""
    rules = make_rules(variant, {})
    rng = random.Random(5)
    out: list[tuple[GameState, Move, GameState]] = []
    seed = 100
    while len(out) < count:
        state = new_game(rules, 2, False, seed)
        seed += 1
        while state.phase == PHASE_PLAY and len(out) < count:
            mover = state.to_move
            move = rng.choice(legal_moves(state))
            before = state.information_view(mover)
            apply(state, move)
            if (state.phase == PHASE_PLAY and mover == 0 and state.to_move != mover
                    and len(legal_moves(state)) > 1):
                out.append((before, move, state.information_view(state.to_move)))
    return out


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(variant: str, count: int) -> None:
    master = make_player("master")
    alone: list[float] = []
    beside: list[float] = []
    grading: list[float] = []
    for before, move, after in positions(variant, count):
        start = time.perf_counter()
        master.choose(after.clone(), random.Random(1), 0.9)
        alone.append(time.perf_counter() - start)

        def grade_it(before: GameState = before, move: Move = move) -> None:
            began = time.perf_counter()
            grade(before, move, COACH, 7)
            grading.append(time.perf_counter() - began)

        thread = threading.Thread(target=grade_it)
        thread.start()
        start = time.perf_counter()
        master.choose(after.clone(), random.Random(1), 0.9)
        beside.append(time.perf_counter() - start)
        thread.join()
    for name, values in (("computer alone", alone), ("computer beside a grading", beside), ("grading", grading)):
        print(f"{variant} {name}: p50 {quantile(values, 0.5) * 1000:.0f} ms, p95 {quantile(values, 0.95) * 1000:.0f} ms,"
              f" mean {sum(values) / len(values) * 1000:.0f} ms, n {len(values)}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
