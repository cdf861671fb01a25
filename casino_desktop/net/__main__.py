"""``python -m casino_desktop.net serve|bot``: a network table without a window.

serve  host one match: ``--port PORT --code CODE --variant V --players N
       [--partnerships] [--computer SEAT:LEVEL ...] [--stand-in LEVEL]
       [--seed S] [--record FILE] [--bind ADDRESS] [--no-hints] [--name NAME]
       [--turn-limit SECONDS]``.  Seats not given to a
       computer are for people joining.  With ``--record`` the match is
       autosaved there after every move, and a file holding an unfinished
       match is resumed.  Prints ``listening PORT`` on standard error once it
       listens, then one JSON line on standard output when the match is over
       (result, rounds, moves) and exits 0.
tables list the tables announced on the local network (``serve --announce``)
       as JSON, after listening ``--wait`` seconds.
bot    play one seat with a computer player: ``--connect HOST:PORT --code
       CODE --level LEVEL [--dump FILE] [--token-file FILE]``.  Exits 0 at
       the match's end; ``--dump`` writes every message it received (JSON
       lines); ``--token-file`` keeps the seat token, so a bot started again
       takes its seat back.

Bad input exits with status 2 and one line saying what is wrong.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import secrets
import socket
import sys
import time
from pathlib import Path

from ..ai import make_player
from ..ai.levels import LEVELS
from ..core import MAX_SEED, RecordError, VariantError, make_rules, new_game
from ..storage.atomic_file import write_atomically
from ..core.safe_json import InputRefused, parse_json, read_file_bytes, read_json_bytes
from . import auth
from .client import Client, JoinFailed
from .discovery import BROADCAST, DISCOVERY_PORT, Tables, listen
from .host import Host
from .turn_clock import TURN_LIMIT
from .match_file import COMPUTER, REMOTE, SeatPlan, load_match, new_record
from .wire import MAX_NAME


class UsageError(Exception):
    pass


def _computer(text: str) -> tuple[int, str]:
    seat, _, level = text.partition(":")
    if not seat.isdigit() or not level:
        raise argparse.ArgumentTypeError(f"give a seat and a level, like 2:casual, not {text!r}")
    return int(seat), _level(level)


def _engine(text: str) -> str:
    """Any player ``make_player`` knows: a bot plays under its own ``--name``."""
    try:
        make_player(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


def _level(text: str) -> str:
    """A level the window offers: a seat's level is shown to the people at the table by its
    translated name, which tournament opponents (``master-2026-12``) and engine dials have not."""
    if text not in LEVELS:
        raise argparse.ArgumentTypeError(f"give one of the levels {', '.join(LEVELS)}, not {text!r}")
    return text


def serve(args) -> int:
    if not auth.is_code(auth.normalize_code(args.code)):
        raise UsageError(f"a join code is {auth.CODE_LENGTH} characters from {auth.CODE_ALPHABET} "
                         "(no look-alikes, dashes and spaces ignored), as the window's Join dialog takes it")
    path = Path(args.record) if args.record else None
    resumed = False
    if path is not None and path.exists():
        try:
            record, state, plans = load_match(path)
        except RecordError as err:
            raise UsageError(str(err)) from None
        resumed = not state.is_over
    if not resumed:
        plans = [SeatPlan(REMOTE, args.stand_in) for _ in range(args.players)]
        for seat, level in args.computer or []:
            if not 0 <= seat < args.players:
                raise UsageError(f"seat {seat} is not at this table: the seats are 0 to {args.players - 1}")
            plans[seat] = SeatPlan(COMPUTER, level)
        try:
            options = parse_json(args.options, "The house rules") if args.options else {}
            rules = make_rules(args.variant, options)
            seed = secrets.randbelow(MAX_SEED) if args.seed is None else args.seed
            state = new_game(rules, args.players, args.partnerships, seed)
        except (VariantError, InputRefused) as err:
            raise UsageError(str(err)) from None
        record = new_record(args.variant, options, args.players, args.partnerships, seed, plans)
    announce_to = None
    if args.announce_to:
        announce_to = _address(args.announce_to)
    elif args.announce:
        announce_to = (BROADCAST, DISCOVERY_PORT)
    host = Host(record, state, plans, args.code, autosave=path, resumed=resumed, rejoin_wait=args.rejoin_wait,
                round_pause=args.round_pause, budget=args.budget, announce_to=announce_to,
                table_name=machine_name() if args.name is None else args.name.strip()[:MAX_NAME],
                hints=not args.no_hints, turn_limit=args.turn_limit or None)

    def listening(port: int) -> None:
        print(f"listening {port}", file=sys.stderr, flush=True)

    summary = asyncio.run(host.run(args.bind or None, args.port, listening))
    summary["guard"] = host.figures
    print(json.dumps(summary), flush=True)
    return 0


def machine_name() -> str:
    """The table's name when ``--name`` gives none: this computer's (without
    its domain), as players know the machine in the next room; empty if it
    has no printable one.  Not "Casino": the window's title reads
    "{table} — Casino", and the lists would show every such table alike."""
    try:
        name = socket.gethostname().split(".")[0].strip()
    except OSError:
        return ""
    return name[:MAX_NAME] if name.isprintable() else ""


def _address(text: str) -> tuple[str, int]:
    address, _, port = text.rpartition(":")
    if not address or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise UsageError("give the host as HOST:PORT, like 127.0.0.1:4000")
    return address, int(port)


def tables(args) -> int:
    """The open tables heard within ``--wait`` seconds, as JSON."""
    bind, port = _address(args.listen) if args.listen else ("", DISCOVERY_PORT)

    async def hear() -> list:
        heard = Tables()
        transport = await listen(heard, bind, port)
        try:
            await asyncio.sleep(args.wait)
        finally:
            transport.close()
        return heard.current()
    print(json.dumps([ad.__dict__ for ad in asyncio.run(hear())], ensure_ascii=False))
    return 0


def bot(args) -> int:
    address, port = _address(args.connect)
    token_file = Path(args.token_file) if args.token_file else None
    token = None
    if token_file is not None and token_file.exists():
        try:
            saved = read_json_bytes(read_file_bytes(token_file, "The token file"), "The token file")  # the one reader: its encodings too
            token = saved.get("token") if isinstance(saved, dict) and isinstance(saved.get("token"), str) else None
        except InputRefused as err:
            raise UsageError(str(err)) from None
    player = make_player(args.level)
    rng = random.Random(args.seed)
    received: list[dict] = []

    def keep_token(seat: int, token: str) -> None:
        if token_file is not None:
            write_atomically(token_file, json.dumps({"seat": seat, "token": token}).encode("utf-8"))

    def dump(message: dict) -> None:
        received.append(message)
        if args.dump and args.dump_each:  # for tests that kill the bot: nothing received is lost
            with open(args.dump, "a", encoding="utf-8") as f:
                f.write(json.dumps(message, ensure_ascii=False) + "\n")

    def choose(view):
        if args.delay:
            time.sleep(args.delay)  # a person's pace: the tests use it to be mid-round when they pull a plug
        return player.choose(view, rng, args.budget)

    client = Client(address, port, args.code, name=args.name, token=token, choose=choose, patience=args.patience,
                    on_message=dump, on_token=keep_token, bot=True)
    try:
        summary = asyncio.run(client.run())
    except JoinFailed as err:
        print("error: " + str(err.args[0] if err.args else err), file=sys.stderr)
        return 1
    finally:
        if args.dump and not args.dump_each:
            write_atomically(args.dump, "".join(json.dumps(m, ensure_ascii=False) + "\n" for m in received).encode("utf-8"))
    print(json.dumps({"seat": client.session.seat, "result": summary}), flush=True)
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m casino_desktop.net", description="Casino over the network, without a window.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("serve", help="host one match")
    s.add_argument("--port", type=int, required=True, help="0 picks a free port")
    s.add_argument("--bind", default="", help="the address to listen on (default: every address of this computer)")
    s.add_argument("--code", required=True, help="the join code the players must know")
    s.add_argument("--variant", default="casino")
    s.add_argument("--options", default="", help="house rules as JSON")
    s.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    s.add_argument("--partnerships", action="store_true")
    s.add_argument("--computer", type=_computer, action="append", metavar="SEAT:LEVEL",
                   help="a seat played by the host's computer (seats count from 0)")
    s.add_argument("--stand-in", type=_level, default="casual", help="the level that plays a dropped player's seat")
    s.add_argument("--seed", type=int, default=None)
    s.add_argument("--record", default=None, help="autosave the match here (and resume an unfinished one)")
    s.add_argument("--rejoin-wait", type=float, default=60.0, help="seconds a resumed host waits for its players")
    s.add_argument("--round-pause", type=float, default=0.0, help="seconds between rounds")
    s.add_argument("--budget", type=float, default=0.2, help="thinking time of the computer seats")
    s.add_argument("--name", default=None,
                   help="the table's name in other players' lists and window titles (default: this computer's name)")
    s.add_argument("--announce", action="store_true", help="announce the table on the local network")
    s.add_argument("--no-hints", action="store_true", help="players who join may not ask for hints or the coach")
    s.add_argument("--turn-limit", type=float, default=TURN_LIMIT,
                   help="seconds a connected player may take over a turn before their stand-in plays it (0: no limit)")
    s.add_argument("--announce-to", default=None, metavar="HOST:PORT", help=argparse.SUPPRESS)
    t = sub.add_parser("tables", help="list the tables announced on the local network")
    t.add_argument("--wait", type=float, default=3.0, help="seconds to listen")
    t.add_argument("--listen", default=None, metavar="ADDRESS:PORT", help=argparse.SUPPRESS)
    b = sub.add_parser("bot", help="play one seat with a computer player")
    b.add_argument("--connect", required=True, metavar="HOST:PORT")
    b.add_argument("--code", required=True)
    b.add_argument("--level", type=_engine, default="casual", choices=None, help=f"one of {', '.join(LEVELS)}")
    b.add_argument("--name", default=None)
    b.add_argument("--dump", default=None, help="write every message received to this file (JSON lines)")
    b.add_argument("--dump-each", action="store_true", help="append each message to the dump as it arrives")
    b.add_argument("--token-file", default=None, help="keep the seat token here, to rejoin after a restart")
    b.add_argument("--patience", type=float, default=30.0, help="seconds to keep trying while the host is away")
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--budget", type=float, default=0.2)
    b.add_argument("--delay", type=float, default=0.0, help="seconds to wait before each move")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return {"serve": serve, "bot": bot, "tables": tables}[args.command](args)
    except UsageError as err:
        print("error: " + " ".join(str(err).split()), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
