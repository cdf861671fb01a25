"""A hostile player for the host: it sits at the table with the right code
and then sends what no honest program sends — malformed, oversized,
deeply nested, out-of-turn and wrong-seat messages — reconnecting with its
seat token each time the host throws it out, while strangers try wrong
codes from the same address.  Afterwards it plays its seat properly, so
the match can end."""
from __future__ import annotations

import asyncio
import json
import random
from collections import Counter

from casino_desktop.ai import make_player
from casino_desktop.core import legal_moves, make_rules
from casino_desktop.net import auth
from casino_desktop.net.views import view_state
from casino_desktop.net.wire import LineBuffer, PROTOCOL

from .helpers import LOOPBACK


def _line(message) -> bytes:
    return json.dumps(message).encode() + b"\n"


def junk(rng: random.Random, seat: int, players: int, moves: int, our_turn: bool, legal: str | None) -> bytes:
    """One hostile line (with its newline)."""
    kind = rng.randrange(18)
    other = (seat + 1 + rng.randrange(players - 1)) % players
    if kind == 0:
        return b"this is not json\n"
    if kind == 1:
        return bytes(rng.choice(range(256)) for _ in range(rng.randrange(1, 200))).replace(b"\n", b"") + b"\n"
    if kind == 2:
        depth = rng.randrange(100, 3000)
        return b"[" * depth + b"]" * depth + b"\n"
    if kind == 3:
        return b'{"type":"ping","pad":"' + b"x" * rng.randrange(9_000, 300_000) + b'"}\n'
    if kind == 4:
        return b'{"type":"move","seat":0,"moves":' + b"9" * rng.randrange(40, 6000) + b',"move":"AS trail"}\n'
    if kind == 5:
        return _line({"type": rng.choice(["chat", "state", "welcome", "", "MOVE"]), "text": "hi"})
    if kind == 6:
        return _line({"type": "ping", "extra": 1})
    if kind == 7:
        return _line({"type": "move", "seat": seat})
    if kind == 8:
        return _line({"type": "move", "seat": str(seat), "moves": moves, "move": "AS trail"})
    if kind == 9:
        return _line({"type": "move", "seat": other, "moves": moves, "move": legal or "AS trail"})
    if kind == 10 and legal and not our_turn:
        return _line({"type": "move", "seat": seat, "moves": moves, "move": legal})  # out of turn
    if kind == 11:
        return _line({"type": "move", "seat": seat, "moves": moves, "move": rng.choice(
            ["KS take AS 2D", "ZZ trail", "AS raise 99 [2C]", "table build 5", "AS take [AS", "end"])})
    if kind == 12:
        return _line({"type": "hello", "protocol": PROTOCOL, "nonce": "0" * 32})
    if kind == 13:
        return _line({"type": "move", "seat": seat, "moves": moves, "move": "AS\u0000trail"})
    if kind == 14:
        return b'{"type":"move","seat":0,"moves":NaN,"move":"x"}\n'
    if kind == 15:
        return rng.choice([b"[1,2,3]\n", b"\n", b"null\n", b'"move"\n', b"1e999\n"])
    if kind == 16:
        return _line({"type": "move", "seat": seat, "moves": -1, "move": legal or "AS trail"})
    return _line({"type": "move", "seat": seat, "moves": moves + 1000, "move": legal or "AS trail"})


class Hostile:
    def __init__(self, port: int, code: str, quota: int, seed: int = 0) -> None:
        self.port, self.code, self.quota = port, code, quota
        self.rng = random.Random(seed)
        self.sent = 0
        self.connections = 0
        self.thrown_out = 0
        self.replies: Counter = Counter()
        self.token = None
        self.seat = None
        self.table = None
        self.view = None
        self.moves = 0
        self.over = None
        self.player = make_player("beginner")
        self.pong = None
        self.received = 0          # replies, states and pongs: every junk line earns exactly one
        self.arrived = asyncio.Event()
        self.slowest = 0.0         # the longest the host took to answer one line, in seconds

    async def _connect(self):
        reader, writer = await asyncio.open_connection(LOOPBACK, self.port)
        self.connections += 1
        buffer = LineBuffer(1 << 20)
        lines: list = []

        async def next_message():
            while not lines:
                data = await reader.read(65536)
                if not data:
                    raise ConnectionError("closed")
                lines.extend(buffer.feed(data))
            return json.loads(lines.pop(0))

        nonce = auth.new_nonce()
        writer.write(_line({"type": "hello", "protocol": PROTOCOL, "nonce": nonce}))
        challenge = await next_message()
        writer.write(_line({"type": "join", "proof": auth.client_proof(self.code, challenge["nonce"], nonce),
                            "token": self.token, "name": "Mallory"}))
        welcome = await next_message()
        assert welcome["type"] == "welcome", welcome
        self.token, self.seat, self.table = welcome["token"], welcome["seat"], welcome["table"]
        self.view = None
        return reader, writer, next_message

    def _take(self, message: dict) -> None:
        kind = message["type"]
        if kind in ("refused", "pong", "state", "over"):
            self.received += 1
            self.arrived.set()
        if kind == "state":
            self.moves = message["moves"]
            t = self.table
            self.view = view_state(make_rules(t["variant"], t["options"]), t["players"], t["partnerships"],
                                   self.seat, message["view"], self.view.round_results if self.view else [])
        elif kind == "refused":
            self.replies[message["reason"]["say"]] += 1
            if message.get("fatal"):
                self.thrown_out += 1
        elif kind == "over":
            self.over = message["result"]
        elif kind == "pong":
            self.pong = True

    def _our_turn(self) -> bool:
        return self.view is not None and self.view.phase == "play" and self.view.to_move == self.seat

    async def run(self) -> None:
        """Send the quota of junk (reconnecting whenever thrown out), then play to the end."""
        while self.over is None:
            try:
                reader, writer, next_message = await self._connect()
            except (ConnectionError, OSError, AssertionError):
                continue
            reading = asyncio.ensure_future(self._read(next_message))
            try:
                while self.sent < self.quota and not reading.done():
                    legal = None
                    if self.view is not None and self.view.phase == "play" and self.view.to_move == self.seat:
                        legal = legal_moves(self.view)[0].text(show_value=True)
                    elif self.view is not None and self.view.hands[self.seat]:
                        legal = f"{_card(self.view.hands[self.seat][0])} trail"
                    if self.rng.random() < 0.01:
                        lines = [_line({"type": "ping"})] * 70   # a flood of valid messages: too frequent
                    else:
                        lines = [junk(self.rng, self.seat, self.table["players"], self.moves, self._our_turn(), legal)]
                    await self._lockstep(writer, reading, lines)
                if self.sent >= self.quota and not reading.done():
                    self.pong = None
                    writer.write(_line({"type": "ping"}))
                    await self._play(writer, reading)
                await reading
            except (ConnectionError, OSError):
                pass
            finally:
                reading.cancel()
                writer.close()

    async def _lockstep(self, writer, reading, lines: list[bytes]) -> None:
        """Send ``lines`` and wait for the host's answer to each (a host that
        hangs fails here), or for it to close the connection."""
        loop = asyncio.get_running_loop()
        target = self.received + len(lines)
        start = loop.time()
        writer.write(b"".join(lines))
        self.sent += len(lines)
        await writer.drain()
        while self.received < target and not reading.done():
            self.arrived.clear()
            await asyncio.wait([reading, asyncio.ensure_future(self.arrived.wait())], timeout=10,
                               return_when=asyncio.FIRST_COMPLETED)
            assert loop.time() - start < 10, "the host did not answer within 10 s"
        self.slowest = max(self.slowest, loop.time() - start)

    async def _read(self, next_message) -> None:
        try:
            while self.over is None:
                self._take(await next_message())
        except (ConnectionError, OSError, ValueError):
            return

    async def _play(self, writer, reading) -> None:
        """Play the seat properly until the match is over (or the connection ends)."""
        played_at = None
        while not reading.done():
            if self._our_turn() and played_at != self.moves:
                played_at = self.moves
                move = self.player.choose(self.view, self.rng, 0.0)
                writer.write(_line({"type": "move", "seat": self.seat, "moves": self.moves,
                                    "move": move.text(show_value=True)}))
                await writer.drain()
            self.arrived.clear()
            await asyncio.wait([reading, asyncio.ensure_future(self.arrived.wait())], timeout=1.0,
                               return_when=asyncio.FIRST_COMPLETED)


def _card(card: int) -> str:
    from casino_desktop.core.cards import card_text
    return card_text(card % 52)


async def wrong_codes(port: int, count: int) -> Counter:
    """``count`` strangers from this address, each trying a wrong code once."""
    replies: Counter = Counter()
    for i in range(count):
        try:
            reader, writer = await asyncio.open_connection(LOOPBACK, port)
            nonce = auth.new_nonce()
            writer.write(_line({"type": "hello", "protocol": PROTOCOL, "nonce": nonce}))
            challenge = json.loads(await reader.readline())
            guess = "".join(random.Random(i).choice(auth.CODE_ALPHABET) for _ in range(8))
            writer.write(_line({"type": "join", "proof": auth.client_proof(guess, challenge["nonce"], nonce),
                                "token": None, "name": None}))
            reply = json.loads(await reader.readline())
            replies[reply["reason"]["say"] if reply["type"] == "refused" else reply["type"]] += 1
            writer.close()
        except (ConnectionError, OSError, ValueError):
            replies["connection failed"] += 1
    return replies
