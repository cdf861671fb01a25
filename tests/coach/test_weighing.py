"""The coach's search stops on counts of work, not on the clock."""

from __future__ import annotations

import time

from casino_desktop.ai import search, solver
from casino_desktop.ai.levels import MASTER
from casino_desktop.ai.search import SearchPlayer
from casino_desktop.coach import grade
from casino_desktop.coach.weighing import COACH, weigh
from casino_desktop.core.choices import choice_moves

from .helpers import game_views


def faster_clock(factor: float):
    """A time source that says ``factor`` seconds have passed for each real
    one: a machine that many times as slow, or as busy, as this one."""

    class Faster:
        @staticmethod
        def perf_counter() -> float:
            return time.perf_counter() * factor

        @staticmethod
        def thread_time() -> float:
            return time.thread_time() * factor

    return Faster


def _swazi_view():
    """A Swazi position of the first deal: dozens of moves, whose grade
    took Master's whole 0.9 s before (its sampling cut by the clock)."""
    return game_views("swazi-casino", seed=3, every=7)[2][1]


def test_a_clock_ten_times_as_fast_changes_no_grade(monkeypatch):
    """Ten times as fast, or less where this machine is slow enough that ten
    times its grading's processor time would reach the coach's far safety
    bound (``COACH.time_limit``, which is not what this test is about: a
    shared machine measured 0.9 s for this grading, a tenth of the bound,
    at a busy hour); never less than three times."""
    view = _swazi_view()
    move = choice_moves(view)[-1]
    began = time.thread_time()
    plain = grade(view, move)
    spent = time.thread_time() - began
    factor = min(10.0, COACH.time_limit / (2 * spent))
    assert factor >= 3, f"a grading took {spent:.2f} s of processor, a third of the coach's safety bound"
    monkeypatch.setattr(search, "time", faster_clock(factor))
    monkeypatch.setattr(solver, "time", faster_clock(factor))
    hurried = grade(view, move)
    assert hurried.values == plain.values
    assert (hurried.label, hurried.loss, hurried.best) == (plain.label, plain.loss, plain.best)


def test_the_coachs_search_stops_on_its_work_and_its_clock_is_far_away():
    view = _swazi_view()
    values, info = weigh(view)
    assert info["mode"] == "sampled" and info["stopped"] == "work" and info["work"] >= COACH.work
    again, info_again = weigh(view)
    assert (again, info_again["work"], info_again["worlds"]) == (values, info["work"], info["worlds"])
    # The clock that remains counts the grading thread's own processor time,
    # ten times Master's wall-time cap away.
    assert COACH.cpu_clock and SearchPlayer(COACH).clock is time.thread_time
    assert COACH.time_limit >= 10 * MASTER.time_limit
    assert SearchPlayer(MASTER).clock is time.perf_counter  # Master's play in matches unchanged
