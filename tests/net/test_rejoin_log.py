"""The round so far, sent to a player who comes back: replayed from the
host's record in the table's own words, sent only to the returning seat,
with that seat called "You"."""
from __future__ import annotations

import asyncio
import json

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.core.play import apply, next_round
from casino_desktop.core.record import GameRecord
from casino_desktop.core.log_lines import round_log_lines
from casino_desktop.core.state import PHASE_ROUND_OVER
from casino_desktop.net import auth, net_sentences
from casino_desktop.net.absences import DROPPED, IDLE, Absence
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import REMOTE, SeatPlan, new_record

from .helpers import CODE
from .test_host import Raw, new_host, serving


def test_the_log_of_the_round_so_far_is_the_tables_own_for_that_round_only():
    """The host sends the round replayed from its record, in the table's own
    words (``round_log_lines``, the same a resumed game's log is made of)."""
    plans = [SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")]
    record: GameRecord = new_record("casino", {}, 2, False, 5, plans)
    state = new_game(make_rules("casino", {}), 2, False, 5)
    for _ in range(60):   # into the second round (48 cards, a move each)
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        move = legal_moves(state)[-1]
        record.moves.append(move.text(show_value=True))
        apply(state, move)
    names = ["Ann", "Bo"]
    lines = round_log_lines(record.new_state(), record.moves, names, state.round_index)
    assert state.round_index == 1 and 0 < len(lines) < 60, "only the current round"
    assert round_log_lines(record.new_state(), record.moves, names, state.round_index + 1) == [], \
        "nothing of a round not yet dealt"


def test_a_returning_player_is_sent_the_moves_played_for_her():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await serving(host)
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
        assert len(log) == 2 and log[0]["text"].startswith("You "), log   # and the note that a computer played it
        other = "Bo" if first == 0 else "Ann"
        assert not any("log" in m for m in [await stayed.next_of("state")]), f"{other} saw it all"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def two_people_after(moves: int):
    """Ann and Bo's seat tokens, their seats, and a record and state of a
    two-person match ``moves`` moves in (for a host resumed from it)."""
    tokens = [auth.new_token(), auth.new_token()]
    plans = [SeatPlan(REMOTE, "beginner", "Ann", auth.token_hash(tokens[0])),
             SeatPlan(REMOTE, "beginner", "Bo", auth.token_hash(tokens[1]))]
    record = new_record("casino", {}, 2, False, 5, plans)
    state = record.new_state()
    for _ in range(moves):
        move = legal_moves(state)[0]
        record.moves.append(move.text(show_value=True))
        apply(state, move)
    return tokens, plans, record, state


def test_players_rejoining_a_resumed_host_keep_the_round_so_far():
    """A host resumed from its record lays every table out afresh as it
    starts again: that state carries the round so far too, as the one sent
    on rejoining did, or the window's log is emptied to its deal heading."""
    async def scenario():
        tokens, plans, record, state = two_people_after(5)
        host = Host(record, state, plans, CODE, resumed=True)
        task, port = await serving(host)
        players = [Raw(), Raw()]
        for player, token in zip(players, tokens):
            await player.open(port, token=token)
        resumed = str(net_sentences.HOST_RESUMED)
        for player in players:
            got = []
            try:   # all the table sends until nobody moves (both are here, and neither does)
                while True:
                    got.append(json.loads(await asyncio.wait_for(player.reader.readline(), 1.0)))
            except asyncio.TimeoutError:
                pass
            kinds = [m["type"] if m["type"] != "notice" else m["say"]["say"] for m in got]
            states = [m for m in got if m["type"] == "state"]
            assert states and all(len(m.get("log", [])) == 5 for m in states), \
                "a state lays the window's table out afresh, its log with it: each holds the round so far"
            assert resumed in kinds and kinds.index(resumed) > max(i for i, k in enumerate(kinds) if k == "state"), \
                "the news that the match goes on comes after the table, or the window's log loses it"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


async def _all_said(player: Raw, quiet: float = 1.0) -> list:
    """What the table sends ``player`` until it is quiet: a notice as its
    English sentence, anything else as its type."""
    got = []
    try:
        while True:
            got.append(json.loads(await asyncio.wait_for(player.reader.readline(), quiet)))
    except asyncio.TimeoutError:
        pass
    return [m["type"] if m["type"] != "notice" else m["say"]["say"] for m in got]


def test_a_player_back_at_a_resumed_host_hears_of_the_resumption_before_who_else_is_back():
    """The host's return came first: each player is told it as she is seated
    again, before the lines of those who come back after her; once a run of
    the host, not again when she drops and comes back."""
    async def scenario():
        tokens, plans, record, state = two_people_after(3)
        plans[1].away = [Absence(2, None, DROPPED)]  # Bo had dropped before the host stopped: he comes back
        # A player who does not move keeps the table still: what is sent is all news.
        host = Host(record, state, plans, CODE, resumed=True, turn_limit=None)
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, token=tokens[0])
        await bo.open(port, token=tokens[1])
        resumed, bo_back = str(net_sentences.HOST_RESUMED), str(net_sentences.SEAT_BACK)  # the templates sent
        said = await _all_said(ann)
        assert resumed in said and bo_back in said and said.index(resumed) < said.index(bo_back), said
        assert said.count(resumed) == 1 and (await _all_said(bo)).count(resumed) == 1
        bo.writer.close()                   # Bo drops and comes back in the same run of the host
        again = Raw()
        await again.open(port, token=tokens[1])
        assert resumed not in await _all_said(again), "old news by now"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_moves_a_computer_made_for_a_person_are_said_to_be_its():
    """Her stand-in's move is marked in the state after it (every window's
    log says so under the move) and in the round so far she is sent on
    coming back, in her words ("for you") and in the others' (by name);
    a move a person made herself is not marked."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await serving(host)
        first = host.state.to_move
        players = [Raw(), Raw()]
        tokens = [(await players[0].open(port, name="Ann"))["token"], (await players[1].open(port, name="Bo"))["token"]]
        gone, stayed = players[first], players[1 - first]
        assert "stood_in" not in await stayed.next_of("state"), "the deal: nobody has moved"
        gone.writer.close()                  # her stand-in plays her first move
        played = await stayed.next_of("state")
        assert played["moves"] == 1 and played["stood_in"] is True
        back = Raw()
        await back.open(port, token=tokens[first])
        log = (await back.next_of("state"))["log"]
        assert [line["text"] for line in log[1:]] == ["A computer player made that move for you."], log
        assert log[1]["say"] == str(net_sentences.STOOD_IN_YOU)
        # What the other player would read on coming back: that she went, the
        # move, whose it was, and that she came back (her own log says neither).
        name = "Ann" if first == 0 else "Bo"
        other = [str(line) for line in host._round_so_far(host.seats[1 - first])]
        assert other[0] == f"{name} lost the connection; a computer player (Beginner) plays for them until they return."
        assert other[2:] == [f"A computer player made that move for {name}.",
                             f"{name} is back and plays their own turns again."], other
        stayed.send({"type": "move", "seat": 1 - first, "moves": 1,
                     "move": legal_moves(host.state)[0].text(show_value=True)})
        view = played
        while view["moves"] < 2:
            view = await stayed.next_of("state")
        assert "stood_in" not in view, "a person's own move is hers"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_round_so_far_says_a_run_of_moves_made_for_a_seat_once():
    """Three moves her stand-in made in a row are said under the first of
    them, not under each (the same line three times filled the log)."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await serving(host)
        players = [Raw(), Raw()]
        tokens = [(await players[0].open(port, name="Ann"))["token"], (await players[1].open(port, name="Bo"))["token"]]
        players[1].writer.close()                       # Bo leaves: his stand-in plays for him
        ann = players[0]
        while len([i for i, s in host.stood_in.items() if s == 1]) < 3:
            state = await ann.next_of("state")
            if host.state.to_move == 0 and state["moves"] == len(host.record.moves):
                ann.send({"type": "move", "seat": 0, "moves": state["moves"],
                          "move": legal_moves(host.state)[0].text(show_value=True)})
        back = Raw()
        await back.open(port, token=tokens[1])
        log = (await back.next_of("state"))["log"]
        said = [line["text"] for line in log if isinstance(line, dict) and "computer player made" in line["text"]]
        assert said == ["A computer player made that move for you."], log
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_round_so_far_says_the_note_under_the_move_not_under_the_new_deal():
    """A move made for Bo that was the last of a deal: the note comes right
    under it, and the new deal after the note (it read as the deal's)."""
    host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
    while True:
        seat, deals = host.state.to_move, host.state.deals_done
        move = legal_moves(host.state)[0]
        host.record.moves.append(move.text(show_value=True))
        apply(host.state, move)
        if seat == 1 and host.state.deals_done > deals:
            host.seats[1].plan.away = [Absence(len(host.record.moves) - 1, len(host.record.moves), IDLE)]
            break
    lines = [str(line) for line in host._round_so_far(host.seats[1])]
    assert lines[-3].startswith("You ") and lines[-2:] == [
        "A computer player made that move for you.", "New hands dealt; 32 cards left in the stock"], lines
