"""Running the network table's command line on loopback; a host whose
match is over, for the tests of what happens between matches; and what the
tests ask of a finished match: the record replayed by the core, and what
every seat could see at each point of it."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import casino_desktop
from casino_desktop.core.cards import CardError, card_text, parse_card
from casino_desktop.core.record import load_record
from casino_desktop.core.legality import resolve
from casino_desktop.core.play import apply, next_round
from casino_desktop.core.state import PHASE_ROUND_OVER
from casino_desktop.core import legal_moves
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, new_record

ROOT = Path(casino_desktop.__file__).resolve().parent.parent
LOOPBACK = "127.0.0.1"   # every test talks to this address only
CODE = "HT4K-9QXA"


def _env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def start_host(*args: str, port: int = 0, code: str = CODE) -> tuple[subprocess.Popen, int]:
    """``serve`` on loopback; the process and the port it listens on."""
    proc = subprocess.Popen([sys.executable, "-m", "casino_desktop.net", "serve", "--bind", LOOPBACK,
                             "--port", str(port), "--code", code, *args],
                            cwd=ROOT, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stderr.readline()
    match = re.fullmatch(r"listening (\d+)\n", line)
    assert match, f"the host did not start: {line!r} {proc.stderr.read() if proc.poll() is not None else ''}"
    return proc, int(match.group(1))


def start_bot(port: int, *args: str, code: str = CODE) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "casino_desktop.net", "bot", "--connect", f"{LOOPBACK}:{port}",
                             "--code", code, *args],
                            cwd=ROOT, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(proc: subprocess.Popen, timeout: float = 180) -> dict:
    """The one JSON line a finished ``serve`` or ``bot`` prints (exit 0 asserted)."""
    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, f"exit {proc.returncode}: {err[-2000:]}"
    return json.loads(out.strip().splitlines()[-1])


def kill_hard(proc: subprocess.Popen) -> None:
    """kill -9: no goodbye, no flush."""
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)


# --- a match played to its end (``net.next_match``) ----------------------------------
def two_people() -> list[SeatPlan]:
    """Two people's seats (new plans: a host keeps each seat's token in its plan)."""
    return [SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")]


def play_out(record, state) -> None:
    """Play ``state`` to the match's end by the core, each move the first
    legal one, each written into ``record``."""
    while not state.is_over:
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
            continue
        move = legal_moves(state)[0]
        record.moves.append(move.text(show_value=True))
        apply(state, move)


def finished_host(stay_open: bool = True, plans: list | None = None) -> Host:
    """A host whose match is over (played out here by the core), by default
    a person's seat open and a computer's: the people's joining ends the
    match at once."""
    plans = plans or [SeatPlan(REMOTE, "beginner"), SeatPlan(COMPUTER, "beginner")]
    record = new_record("casino", {}, len(plans), False, 11, plans)
    state = record.new_state()
    play_out(record, state)
    host = Host(record, state, plans, CODE, budget=0.01)
    host.stay_open = stay_open
    return host


async def said_until(raw, sentence) -> list:
    """Every message ``raw`` (a ``test_host.Raw``) is sent until the notice of ``sentence``."""
    got = []
    while True:
        message = await raw.next()
        got.append(message)
        if message["type"] == "notice" and message["say"].get("say") == str(sentence):
            return got


def wait_for(condition, timeout: float = 60.0, what: str = "a condition") -> None:
    """Poll ``condition`` (a file growing, a process's output) until it holds."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def read_dump(path: Path) -> list[dict]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            break  # the last line of a killed bot may be half written
    return out


def record_moves(path: Path) -> int:
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["moves"])
    except (OSError, ValueError, KeyError):
        return 0


def replayed(path: Path):
    """The host's record, replayed by the core: (record, final state)."""
    return load_record(path.read_bytes())


# --- what a seat could see at a real table ---------------------------------------
def _faces(cards) -> set[int]:
    return {c % 52 for c in cards if c >= 0}


def visible_now(state, seat: int) -> set[int]:
    """The faces seat ``seat`` sees on the table at this moment: its own hand,
    the table and builds, every card taken (each was face up on the table or
    played face up), the piles.  (The first dealer's draw is a shuffle of its
    own, checked apart: ``leaks``.)"""
    seen = _faces(state.hands[seat]) | _faces(state.loose) | _faces(state.unclaimed)
    for b in state.builds:
        seen |= _faces(b.cards)
    for pile in state.captured:
        seen |= _faces(pile)
    return seen


def seen_by_position(record, states: dict | None = None) -> dict[tuple[int, int], list[set[int]]]:
    """For every point of the match — (moves played, round) — the faces each
    seat has seen by then (and, into ``states``, the host's state there)."""
    state = record.new_state()
    seen = [visible_now(state, seat) for seat in range(state.players)]
    out = {(0, 0): [set(s) for s in seen]}
    if states is not None:
        states[(0, 0)] = state.clone()

    def note(moves: int) -> None:
        for seat in range(state.players):
            seen[seat] |= visible_now(state, seat)
        out[(moves, state.round_index)] = [set(s) for s in seen]
        if states is not None:
            states[(moves, state.round_index)] = state.clone()

    for i, text in enumerate(record.moves):
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
            note(i)
        apply(state, resolve(state, text))
        note(i + 1)
    if state.phase == PHASE_ROUND_OVER:
        next_round(state)
        note(len(record.moves))
    return out


_CARD = re.compile(r"(?:10|[2-9AJQKT])[SHDC]")


def cards_in(message) -> set[int]:
    """Every card a message names, wherever it is (a value, a key, a sentence)."""
    found: set[int] = set()
    stack = [message]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.keys())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str):
            for token in re.split(r"[\s\[\]=,.;:()'\"]+", node):
                if _CARD.fullmatch(token):
                    try:
                        found.add(parse_card(token))
                    except CardError:
                        pass
    return found


def leaks(messages: list[dict], record) -> list[str]:
    """Every card a seat was sent before it could have seen it at a real
    table: the dump's state messages are placed at their point of the match
    (moves played, round), the other messages at the last state before them."""
    seen_at = seen_by_position(record)
    draw = [card_text(c) for c in record.new_state().dealer_draw or ()]
    seat = None
    allowed: set[int] = set()
    problems = []
    for n, message in enumerate(messages):
        if message.get("type") == "welcome":
            seat = message["seat"]
            continue
        if message.get("type") == "state":
            key = (message["moves"], message["view"]["round"])
            assert key in seen_at, f"message {n} is at no point of the match: {key}"
            allowed = seen_at[key][seat]
            # The first dealer's draw (a shuffle of its own, shown to all) is the only other cards sent.
            assert message["view"]["dealer_draw"] == draw
            message = dict(message, view={k: v for k, v in message["view"].items() if k != "dealer_draw"})
        extra = cards_in(message) - allowed
        if extra:
            problems.append(f"message {n} ({message.get('type')}) shows seat {seat} cards it had not seen: {sorted(extra)}")
    return problems


def views_differ(messages: list[dict], record) -> list[str]:
    """Every state message that is not exactly its seat's view of the host's
    state at that point (``views.seat_view``): the client's table is the host's."""
    from casino_desktop.net.views import seat_view
    states: dict = {}
    seen_by_position(record, states)
    seat, problems = None, []
    for n, message in enumerate(messages):
        if message.get("type") == "welcome":
            seat = message["seat"]
        elif message.get("type") == "state":
            view = message["view"]
            want = seat_view(states[(message["moves"], view["round"])], seat, view["match"], view["results_known"])
            if view != want:
                problems.append(f"message {n}: seat {seat}'s view differs from the host's state")
    return problems
