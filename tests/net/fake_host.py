"""A scripted host for the client's tests: it greets and seats a client as
the real host does (the challenge, the proof of the code, a welcome with a
table), then sends whatever lines its script gives for that connection —
what a host of another version, or one with a defect, might send."""
from __future__ import annotations

import asyncio
import json
import random
from typing import Callable

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.net import auth
from casino_desktop.net.views import seat_view
from casino_desktop.net.wire import PROTOCOL, encode

from .helpers import CODE, LOOPBACK

TOKEN = "0123456789abcdef" * 2
TABLE = {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "hints": True, "name": "Fake"}

# What a script returns for the n-th connection (counting from 0): the lines
# sent once the client is seated, or ``BEFORE_WELCOME`` and the lines sent in
# place of the challenge.
BEFORE_WELCOME = "before welcome"


def line(message: dict) -> bytes:
    return encode(message)


def too_deep(depth: int = 60) -> bytes:
    """A notice whose sentence nests far deeper than any message may."""
    say: object = "x"
    for _ in range(depth):
        say = {"text": "x", "fields": {"inner": say}}
    return json.dumps({"type": "notice", "say": say}).encode() + b"\n"


def state(moves: int) -> bytes:
    """A readable state: the first deal of a two-seat match, seen from seat 0."""
    game = new_game(make_rules("casino", {}), 2, False, 5)
    return line({"type": "state", "moves": moves, "view": seat_view(game, 0, 1), "seats": []})


def round_over(change: Callable[[dict], object] = lambda view: None) -> bytes:
    """The state of a two-seat match whose first round was just played out
    (at random), seen from seat 0, its view first given to ``change``."""
    game = new_game(make_rules("casino", {}), 2, False, 5)
    rng = random.Random(3)
    while not game.round_results:
        apply(game, rng.choice(legal_moves(game)))
    view = seat_view(game, 0, 1)
    change(view)
    return line({"type": "state", "moves": game.ply, "view": view, "seats": []})


class FakeHost:
    def __init__(self, script: Callable[[int], tuple], table: dict | None = None) -> None:
        self.script = script
        self.table = table or TABLE
        self.connections = 0
        self.joins: list[dict] = []   # every join the client sent
        self.port = 0
        self._server: asyncio.AbstractServer | None = None

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._serve, LOOPBACK, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    def close(self) -> None:
        if self._server is not None:
            self._server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        number = self.connections
        self.connections += 1
        try:
            hello = json.loads(await reader.readline())
            plan = self.script(number)
            if plan and plan[0] == BEFORE_WELCOME:
                for data in plan[1:]:
                    writer.write(data)
            else:
                nonce = auth.new_nonce()
                writer.write(line({"type": "challenge", "protocol": PROTOCOL, "nonce": nonce}))
                # The join: its proof is not what these tests are about.  The
                # challenge is an older host's (it asks no ``bot``).
                self.joins.append(json.loads(await reader.readline()))
                proof = auth.host_proof(auth.normalize_code(CODE), nonce, hello["nonce"])
                writer.write(line({"type": "welcome", "protocol": PROTOCOL, "seat": 0, "token": TOKEN,
                                   "proof": proof, "table": self.table}))
                for data in plan:
                    writer.write(data)
            await writer.drain()
            await reader.read()  # until the client hangs up
        except (ConnectionError, ValueError):
            pass
        finally:
            writer.close()
