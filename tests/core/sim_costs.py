"""How many matches of each table the default run plays.

``test_random_sim`` plays every preset at every table it allows, and some
house rules on top.  A match's cost differs thirty-fold between tables
(a 3-player Swazi match about 440 ms of CPU with the test's checks, a
simple Casino one 6 ms), so the default run gives each table about the
same CPU time, CASE_BUDGET_MS, as whole matches, at least MIN_GAMES and at
most the table's full run; the slow tier plays the rest of the full run.

MATCH_MS was measured on c79a74f: the CPU time (``time.process_time``) of
six matches of each preset table (seeds 0-5) and four of each house-rules
table, with every check of the test, divided by their number.  Remeasure
with ``python -m tests.core.sim_costs`` when a table's cost changes much;
a table missing here (a new preset) gets MIN_GAMES.
"""

from __future__ import annotations

import time

CASE_BUDGET_MS = 45
MIN_GAMES = 1

MATCH_MS = {
    "casino-2": 18,
    "casino-3": 25,
    "casino-4": 30,
    "casino-4p": 22,
    "casino-simple-2": 6,
    "casino-simple-3": 6,
    "casino-simple-4": 6,
    "casino-simple-4p": 5,
    "royal-casino-2": 20,
    "royal-casino-3": 32,
    "royal-casino-4": 42,
    "royal-casino-4p": 19,
    "dominican-casino-2": 23,
    "dominican-casino-3": 40,
    "dominican-casino-4p": 27,
    "spade-casino-2": 21,
    "spade-casino-3": 32,
    "spade-casino-4": 47,
    "spade-casino-4p": 21,
    "wippen-2": 15,
    "wippen-3": 21,
    "wippen-4": 26,
    "wippen-4p": 13,
    "swedish-kasino-2": 16,
    "swedish-kasino-3": 21,
    "swedish-kasino-4": 24,
    "swedish-kasino-4p": 14,
    "overspader-2": 14,
    "overspader-3": 26,
    "overspader-4": 34,
    "overspader-4p": 17,
    "kasino-2": 18,
    "kasino-3": 19,
    "kasino-4": 18,
    "kasino-4p": 9,
    "finnish-kasino-2": 11,
    "finnish-kasino-3": 14,
    "finnish-kasino-4": 20,
    "finnish-kasino-4p": 9,
    "krypkasino-2": 17,
    "krypkasino-3": 24,
    "krypkasino-4": 31,
    "krypkasino-4p": 29,
    "mulle-2": 20,
    "mulle-3": 37,
    "mulle-4": 28,
    "mulle-4p": 20,
    "mulle-kortspel-2": 18,
    "mulle-kortspel-4p": 17,
    "swazi-casino-2": 191,
    "swazi-casino-3": 441,
    "swazi-casino-4p": 229,
    "sotho-casino-2": 125,
    "sotho-casino-3": 304,
    "sotho-casino-4p": 153,
    "south-african-casino-2": 23,
    "south-african-casino-3": 33,
    "south-african-casino-4": 29,
    "south-african-casino-4p": 20,
    "casino-2+score_as_earned=True": 18,
    "casino-3+score_as_earned=True": 39,
    "casino-4+score_as_earned=True": 29,
    "casino-4p+score_as_earned=True": 13,
    "casino-2+score_as_earned=True+target=11+sweep_points=1+owner_obligation=simple+trail_and_build=True+owner_may_trail=True": 10,
    "casino-3+score_as_earned=True+target=11+sweep_points=1+owner_obligation=simple+trail_and_build=True+owner_may_trail=True": 18,
    "casino-4+score_as_earned=True+target=11+sweep_points=1+owner_obligation=simple+trail_and_build=True+owner_may_trail=True": 23,
    "casino-4p+score_as_earned=True+target=11+sweep_points=1+owner_obligation=simple+trail_and_build=True+owner_may_trail=True": 12,
    "royal-casino-2+score_as_earned=True": 17,
    "royal-casino-3+score_as_earned=True": 27,
    "royal-casino-4+score_as_earned=True": 33,
    "royal-casino-4p+score_as_earned=True": 18,
    "spade-casino-2+score_as_earned=True": 20,
    "spade-casino-3+score_as_earned=True": 35,
    "spade-casino-4+score_as_earned=True": 43,
    "spade-casino-4p+score_as_earned=True": 21,
    "wippen-2+score_as_earned=True+owner_obligation=simple": 14,
    "wippen-3+score_as_earned=True+owner_obligation=simple": 25,
    "wippen-4+score_as_earned=True+owner_obligation=simple": 30,
    "wippen-4p+score_as_earned=True+owner_obligation=simple": 17,
    "overspader-2+score_as_earned=True": 16,
    "overspader-3+score_as_earned=True": 28,
    "overspader-4+score_as_earned=True": 35,
    "overspader-4p+score_as_earned=True": 20,
    "mulle-2+score_as_earned=True": 14,
    "mulle-3+score_as_earned=True": 24,
    "mulle-4+score_as_earned=True": 23,
    "mulle-4p+score_as_earned=True": 16,
    "mulle-kortspel-2+forced_pairing=True": 16,
    "mulle-kortspel-4p+forced_pairing=True": 17,
    "casino-2+forced_pairing=True+face_capture=all+near_target=dominican+sweep_points=1": 16,
    "casino-3+forced_pairing=True+face_capture=all+near_target=dominican+sweep_points=1": 21,
    "casino-4+forced_pairing=True+face_capture=all+near_target=dominican+sweep_points=1": 25,
    "casino-4p+forced_pairing=True+face_capture=all+near_target=dominican+sweep_points=1": 17,
    "casino-2+misere=True+target=0+rounds_each=1+sweep_points=2+sweep_left_open=True": 7,
    "casino-3+misere=True+target=0+rounds_each=1+sweep_points=2+sweep_left_open=True": 13,
    "casino-4+misere=True+target=0+rounds_each=1+sweep_points=2+sweep_left_open=True": 17,
    "casino-4p+misere=True+target=0+rounds_each=1+sweep_points=2+sweep_left_open=True": 16,
}


def default_games(case_id: str, full: int, cheaper: int = 1) -> int:
    """Matches of this table in the default run: the budget's worth, at least
    MIN_GAMES, at most the ``full`` run.  ``cheaper``: how many times cheaper
    than a checked match the test's matches are."""
    cost = MATCH_MS.get(case_id)
    if cost is None:
        return MIN_GAMES
    return max(MIN_GAMES, min(full, CASE_BUDGET_MS * cheaper // cost))


def measure() -> None:
    """Print MATCH_MS anew, from this tree."""
    from . import test_random_sim as sim
    tables = [(sim._combo_id(c), c, None, 6) for c in sim.COMBOS]
    tables += [(sim._house_id(c), c[:3], c[3], 4) for c in sim.HOUSE_COMBOS]
    for case_id, (vid, players, partners), options, n in tables:
        start = time.process_time()
        for seed in range(n):
            sim.play_game(vid, players, partners, seed, replay=seed % sim.REPLAY_EVERY == 0, options=options)
        print(f'    "{case_id}": {max(1, round((time.process_time() - start) / n * 1000))},', flush=True)


if __name__ == "__main__":
    measure()
