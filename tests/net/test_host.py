"""The host as a referee, in one process on loopback: every refused message
says why and changes nothing; the code is proven both ways; a full table,
a wrong version and a wrong code are turned away."""
from __future__ import annotations

import asyncio
import json

import pytest

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.net import auth, net_sentences
from casino_desktop.net.client import Client, JoinFailed
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, new_record
from casino_desktop.net.views import view_state
from casino_desktop.net.wire import PROTOCOL

from .helpers import CODE, LOOPBACK


def new_host(plans, seed=3, code=CODE) -> Host:
    record = new_record("casino", {}, len(plans), False, seed, plans)
    return Host(record, new_game(make_rules("casino", {}), len(plans), False, seed), plans, code)


async def serving(host: Host) -> tuple[asyncio.Task, int]:
    listening = asyncio.get_running_loop().create_future()
    task = asyncio.ensure_future(host.run(LOOPBACK, 0, listening.set_result))
    return task, await listening


class Raw:
    """A client written by hand, to send exactly what a test wants."""

    async def open(self, port: int, code: str = CODE, protocol: int = PROTOCOL, token=None, name=None):
        self.reader, self.writer = await asyncio.open_connection(LOOPBACK, port)
        nonce = auth.new_nonce()
        self.send({"type": "hello", "protocol": protocol, "nonce": nonce})
        challenge = await self.next()
        if challenge["type"] != "challenge":
            return challenge
        self.send({"type": "join", "proof": auth.client_proof(code, challenge["nonce"], nonce), "token": token,
                   "name": name})
        reply = await self.next()
        if reply["type"] == "welcome":
            assert auth.proof_ok(auth.host_proof(code, challenge["nonce"], nonce), reply["proof"])
            self.seat = reply["seat"]
        return reply

    def send(self, message) -> None:
        self.writer.write(message if isinstance(message, bytes) else json.dumps(message).encode() + b"\n")

    async def next(self) -> dict:
        return json.loads(await asyncio.wait_for(self.reader.readline(), 10))

    async def next_of(self, kind: str) -> dict:
        while True:
            message = await self.next()
            if message["type"] == kind:
                return message


def _sentence(message) -> str:
    return message["reason"]["say"]


def test_refused_messages_say_why_and_change_nothing():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        a, b = Raw(), Raw()
        await a.open(port)
        await b.open(port)
        state_msg = await a.next_of("state")
        mover, waiter = (a, b) if host.state.to_move == a.seat else (b, a)
        rules = make_rules("casino", {})
        before = host.state.signature()
        view = view_state(rules, 2, False, host.state.to_move, (state_msg if mover is a else await b.next_of("state"))["view"])
        legal = legal_moves(view)[0].text(show_value=True)
        cases = [
            (waiter, {"type": "move", "seat": waiter.seat, "moves": 0, "move": legal}, net_sentences.NOT_YOUR_TURN),
            (waiter, {"type": "move", "seat": mover.seat, "moves": 0, "move": legal}, net_sentences.WRONG_SEAT),
            (mover, {"type": "move", "seat": mover.seat, "moves": 5, "move": legal}, net_sentences.STALE_MOVE),
            (mover, {"type": "move", "seat": mover.seat, "moves": 0, "move": "KS take AS 2D"}, net_sentences.ILLEGAL),
            (mover, {"type": "move", "seat": mover.seat, "moves": 0}, net_sentences.BAD_FIELD),
            (mover, {"type": "move", "seat": mover.seat, "moves": 0, "move": legal, "also": 1}, net_sentences.UNKNOWN_FIELD),
            (mover, b"{not json\n", net_sentences.NOT_JSON),
            (mover, b'{"type":"ping","pad":"' + b"x" * 50_000 + b'"}\n', net_sentences.TOO_LARGE),
            (mover, {"type": "hello", "protocol": 1, "nonce": "0" * 32}, net_sentences.UNKNOWN_TYPE),
        ]
        for who, message, sentence in cases:
            who.send(message)
            reply = await who.next_of("refused")
            assert _sentence(reply) == str(sentence) and reply["fatal"] is False
            assert host.state.signature() == before and host.record.moves == []
        mover.send({"type": "move", "seat": mover.seat, "moves": 0, "move": legal})
        assert (await mover.next_of("state"))["moves"] == 1 and host.record.moves == [legal]
        task.cancel()
    asyncio.run(scenario())


def test_strangers_and_latecomers_are_turned_away():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
        task, port = await serving(host)
        assert _sentence(await Raw().open(port, code="HT4K9QXC")) == str(net_sentences.WRONG_CODE)
        wrong_version = await Raw().open(port, protocol=PROTOCOL + 1)
        assert wrong_version["reason"]["say"] == str(net_sentences.WRONG_PROTOCOL) and wrong_version["fatal"]
        future = Raw()   # a later version's greeting, with a field this version does not know
        future.reader, future.writer = await asyncio.open_connection(LOOPBACK, port)
        future.send({"type": "hello", "protocol": PROTOCOL + 1, "nonce": "ab" * 16, "features": ["chat"]})
        assert _sentence(await future.next()) == str(net_sentences.WRONG_PROTOCOL)
        seated = Raw()
        assert (await seated.open(port, code="ht4k 9qxa"))["type"] == "welcome"
        assert _sentence(await Raw().open(port)) == str(net_sentences.TABLE_FULL)
        task.cancel()
    asyncio.run(scenario())


def test_the_client_refuses_a_host_that_does_not_know_the_code():
    async def impostor(reader, writer):
        await reader.readline()
        writer.write(json.dumps({"type": "challenge", "protocol": PROTOCOL, "nonce": "ab" * 16}).encode() + b"\n")
        await reader.readline()
        writer.write(json.dumps({"type": "welcome", "protocol": PROTOCOL, "seat": 0, "token": "cd" * 16,
                                 "proof": "00" * 32, "table": {}}).encode() + b"\n")
        await writer.drain()

    async def scenario():
        server = await asyncio.start_server(impostor, LOOPBACK, 0)
        port = server.sockets[0].getsockname()[1]
        with pytest.raises(JoinFailed) as caught:
            await Client(LOOPBACK, port, CODE, patience=0).run()
        assert caught.value.args[0] == net_sentences.HOST_UNPROVEN
        server.close()
    asyncio.run(scenario())


def test_a_wrong_code_ends_the_clients_attempt_with_the_hosts_sentence():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
        task, port = await serving(host)
        with pytest.raises(JoinFailed) as caught:
            await Client(LOOPBACK, port, "HT4K9QXC", patience=0).run()
        assert str(caught.value.args[0]) == str(net_sentences.WRONG_CODE)
        task.cancel()
    asyncio.run(scenario())


def test_a_computer_player_that_fails_is_stood_in_for_and_the_table_goes_on():
    class Broken:
        name = "broken"

        def choose(self, view, rng, budget, cancel=None):
            raise RuntimeError("out of its depth")

    async def scenario():
        host = new_host([SeatPlan(COMPUTER, "beginner"), SeatPlan(COMPUTER, "beginner")])
        for seat in host.seats:
            seat.player = Broken()
        summary = await asyncio.wait_for(host.run(LOOPBACK, 0), 120)
        assert host.state.is_over and summary["moves"] == len(host.record.moves) > 0
    asyncio.run(scenario())


def test_a_host_that_quits_mid_match_tells_everyone():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
        task, port = await serving(host)
        seated = Raw()
        await seated.open(port)
        await seated.next_of("state")
        task.cancel()
        notice = await seated.next_of("notice")
        assert notice["say"]["say"] == str(net_sentences.HOST_CLOSED)
    asyncio.run(scenario())


def test_unnamed_seats_are_called_by_their_compass_points_and_a_typed_name_reaches_everyone():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner"), SeatPlan(REMOTE, "casual"),
                      SeatPlan(COMPUTER, "beginner")])
        task, port = await serving(host)
        nameless, named = Raw(), Raw()
        await nameless.open(port)
        await named.open(port, name="Bo")
        seats = (await nameless.next_of("state"))["seats"]
        assert [s["name"] if isinstance(s["name"], str) else s["name"]["text"] for s in seats] == [
            "South", "West", "Bo", "East"]
        assert seats[0]["name"]["say"] == "South", "a template, so each player reads it in their language"
        task.cancel()
    asyncio.run(scenario())


def test_the_seat_list_follows_joins_drops_and_returns():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
        task, port = await serving(host)
        first = Raw()
        await first.open(port, name="Ann")
        kinds = [s["kind"] for s in (await first.next_of("seats"))["seats"]]
        assert kinds == ["connected", "open", "computer"]
        second = Raw()
        await second.open(port, name="Bo")
        seats = (await first.next_of("seats"))["seats"]
        assert [s["kind"] for s in seats] == ["connected", "connected", "computer"] and seats[1]["name"] == "Bo"
        token = host.seats[1].plan.token
        second.writer.close()
        seats = (await first.next_of("seats"))["seats"]
        assert [s["kind"] for s in seats] == ["connected", "dropped", "computer"] and seats[1]["level"] == "casual"
        assert host.seats[1].plan.token == token, "the seat stays Bo's"
        task.cancel()
    asyncio.run(scenario())


def test_the_welcome_says_whether_hints_are_allowed():
    async def scenario():
        for allowed in (True, False):
            host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
            host.hints = allowed
            task, port = await serving(host)
            welcome = await Raw().open(port)
            assert welcome["table"]["hints"] is allowed
            task.cancel()
    asyncio.run(scenario())


def test_a_window_that_answers_faster_than_the_host_allows_is_held_back_not_refused():
    from casino_desktop.net.guard import Limits, MessageGuard

    class Wire:
        closed = False

        def __init__(self) -> None:
            self.sent, self.host_guard = [], MessageGuard(Limits())

        def send(self, message) -> None:
            self.sent.append(message)
            assert self.host_guard.allow(), "the host would refuse this message as too frequent"

    async def scenario():
        client = Client(LOOPBACK, 1, CODE)
        client.session.seat, client.conn = 0, Wire()
        for _ in range(200):                  # a window answering far past the host's burst of 60 at once
            client.send_paced("KS")
        assert len(client.conn.sent) < 60, "held back at once, not sent"
        while len(client.conn.sent) < 61:     # the rest follow at the client's pace, inside the host's
            await asyncio.sleep(0.01)
    asyncio.run(scenario())


def test_a_move_answering_the_one_before_at_once_is_taken():
    """The next player may answer before the table's loop has woken from the
    move before (both are read on the same loop): that move is theirs to make,
    not a stand-in's."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        a, b = Raw(), Raw()
        await a.open(port)
        await b.open(port)
        while host.awaiting is None:
            await asyncio.sleep(0.01)
        first, second = host.seats[host.state.to_move], host.seats[1 - host.state.to_move]

        def move_of(seat) -> dict:
            move = legal_moves(host.state)[0].text(show_value=True)
            return {"type": "move", "seat": seat.index, "moves": len(host.record.moves), "move": move}
        host._take_move(first, move_of(first))
        host._take_move(second, move_of(second))  # no await between: the loop has not run
        assert len(host.record.moves) == 2
        task.cancel()
    asyncio.run(scenario())


def test_a_seat_waiting_for_its_player_is_not_called_a_full_table():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        bo.writer.close()
        await ann.next_of("notice")   # Bo lost the connection
        refused = await Raw().open(port)
        assert refused["reason"]["say"]["one"] == net_sentences.SEATS_WAITING.one and refused["reason"]["count"] == 1
        task.cancel()
    asyncio.run(scenario())


def test_a_resumed_table_shows_the_match_at_once_and_waits_only_for_the_seats_it_was_told():
    async def scenario():
        tokens = [auth.new_token(), auth.new_token()]
        plans = [SeatPlan(REMOTE, "beginner", "Ann", auth.token_hash(tokens[0])),
                 SeatPlan(REMOTE, "beginner", "Bo", auth.token_hash(tokens[1]))]
        record = new_record("casino", {}, 2, False, 3, plans)
        host = Host(record, new_game(make_rules("casino", {}), 2, False, 3), plans, CODE, resumed=True,
                    rejoin_wait=3600, resume_waits_for={0})
        task, port = await serving(host)
        ann = Raw()
        assert (await ann.open(port, token=tokens[0]))["seat"] == 0
        await ann.next_of("state")           # the match as it stands, not an empty table
        while not host.started:              # Bo's stand-in plays for him: the table does not wait an hour
            await asyncio.sleep(0.01)
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_host_that_closes_tells_no_one_its_players_dropped():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        await bo.next_of("state")
        task.cancel()
        said = []
        while line := await asyncio.wait_for(bo.reader.readline(), 10):
            message = json.loads(line)
            if message["type"] == "notice":
                said.append(message["say"]["say"])
        assert str(net_sentences.HOST_CLOSED) in said and str(net_sentences.SEAT_DROPPED) not in said, said
    asyncio.run(scenario())


def test_a_seat_the_host_named_waits_for_that_player():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual", "Grandpa"), SeatPlan(REMOTE, "casual", "Mormor"),
                      SeatPlan(REMOTE, "casual", "Lisa"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        assert (await Raw().open(port, name="Grandpa"))["seat"] == 0
        assert (await Raw().open(port, name="lisa"))["seat"] == 2, "her seat, not the first one open"
        assert (await Raw().open(port, name="Bo"))["seat"] == 3, "the unnamed seat, not Mormor's"
        assert (await Raw().open(port))["seat"] == 1, "the last seat open, whoever it was named for"
        task.cancel()
    asyncio.run(scenario())
