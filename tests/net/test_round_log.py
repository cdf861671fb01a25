"""The round so far, sent to a player who comes back: kept as the host plays,
rebuilt from a resumed match's record, and sent only to the returning seat,
with that seat called "You"."""
from __future__ import annotations

import asyncio

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.core.play import apply, next_round
from casino_desktop.core.record import GameRecord
from casino_desktop.core.state import PHASE_ROUND_OVER
from casino_desktop.net.match_file import REMOTE, SeatPlan, new_record
from casino_desktop.net.round_log import RoundLog

from .test_host import Raw, _host, _started


def test_the_log_kept_in_play_is_the_log_rebuilt_from_the_record():
    plans = [SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")]
    record: GameRecord = new_record("casino", {}, 2, False, 5, plans)
    state = new_game(make_rules("casino", {}), 2, False, 5)
    live = RoundLog()
    for _ in range(60):   # into the second round (48 cards, a move each)
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        move = legal_moves(state)[-1]
        seat, mark = state.to_move, live.before(state)
        record.moves.append(move.text(show_value=True))
        apply(state, move)
        live.played(mark, seat, move, state)
    rebuilt = RoundLog.of_record(record)
    names = ["Ann", "Bo"].__getitem__
    assert rebuilt.lines(state.round_index, names) == live.lines(state.round_index, names)
    assert state.round_index == 1 and 0 < len(live.lines(state.round_index, names)) < 60, "only the current round"
    assert live.lines(state.round_index + 1, names) == [], "nothing once a new round is dealt"


def test_a_returning_player_is_sent_the_moves_played_for_her():
    async def scenario():
        host = _host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await _started(host)
        first = host.state.to_move
        players = [Raw(), Raw()]
        tokens = [(await players[0].open(port, name="Ann"))["token"], (await players[1].open(port, name="Bo"))["token"]]
        gone, stayed = players[first], players[1 - first]
        assert "log" not in await gone.next_of("state"), "a player seated from the start needs no catching up"
        gone.writer.close()                  # her stand-in plays her first move; the table then waits for the other
        while len(host.record.moves) < 1:
            await asyncio.sleep(0.01)
        back = Raw()
        assert (await back.open(port, token=tokens[first]))["seat"] == first
        log = (await back.next_of("state"))["log"]
        assert len(log) == 1 and log[0]["text"].startswith("You "), log
        other = "Bo" if first == 0 else "Ann"
        assert not any("log" in m for m in [await stayed.next_of("state")]), f"{other} saw it all"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
