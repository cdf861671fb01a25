"""What a seat that comes back mid-round is sent of the moves before it
(helper net39): its own view before each of the round's moves, exactly the
views it was sent live, so the window's review can hold the whole round;
nothing of another round, and nothing when the round is too long to send."""
from __future__ import annotations

import asyncio

from casino_desktop.core import PHASE_ROUND_OVER, legal_moves, make_rules, new_game
from casino_desktop.core.play import apply, next_round
from casino_desktop.net import round_views as module
from casino_desktop.net.absences import IDLE, Absence
from casino_desktop.net.match_file import REMOTE, SeatPlan, new_record
from casino_desktop.net.round_views import round_views

from .test_host import Raw, new_host, serving


def test_a_returning_player_is_sent_the_views_she_was_sent_before_each_move_she_missed():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await serving(host)
        first = host.state.to_move
        players = [Raw(), Raw()]
        tokens = [(await players[0].open(port, name="Ann"))["token"], (await players[1].open(port, name="Bo"))["token"]]
        gone = players[first]
        dealt = await gone.next_of("state")   # the deal, as she saw it
        gone.writer.close()                  # her stand-in plays her first move
        while len(host.record.moves) < 1:
            await asyncio.sleep(0.01)
        back = Raw()
        await back.open(port, token=tokens[first])
        state = await back.next_of("state")
        assert state["round_views"] == [dealt["view"]], "what she was sent then, and only that"
        assert state["round_stood"] == [0], "the move made for her"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 30))


def into_round_two(moves=52):
    plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo")]
    record = new_record("casino", {}, 2, False, 5, plans)
    state = new_game(make_rules("casino", {}), 2, False, 5)
    for _ in range(moves):
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        move = legal_moves(state)[-1]
        record.moves.append(move.text(show_value=True))
        apply(state, move)
    return record, state


def test_only_the_round_in_play_is_sent_with_the_earlier_rounds_results_left_to_the_state():
    record, state = into_round_two()
    seen = round_views(record, state, 0, 7, [[], [Absence(50, 51, IDLE, 5)]])
    assert state.round_index == 1 and len(seen["views"]) == 4, "round 2's four moves"
    assert all(v["round"] == 1 and v["round_results"] == [] and v["results_known"] == 1 for v in seen["views"])
    assert seen["stood"] == [2]
    finished_record, finished = into_round_two(48)   # round 1 over, round 2 not dealt: nothing in play
    assert finished.phase == PHASE_ROUND_OVER and round_views(finished_record, finished, 0, 7, [[], []]) is None


def test_a_round_too_long_for_one_message_is_not_sent(monkeypatch):
    record, state = into_round_two()
    monkeypatch.setattr(module, "MOST_BYTES", 2_000)
    assert round_views(record, state, 0, 7, [[], []]) is None
