"""The clock of a person's turn (``net.turn_clock``): it belongs to the turn,
not to the connection.  Every seat that came, went or came back made the
table look again at the turn it waited for, and each look began the limit
afresh: a window that re-dialled every few minutes, or another player's
flaky connection, kept the idle rule from ever playing, and the table
waited for good.  The host's tests work its clock by hand: a timer that
rings when the test says (``ManualTimer``), or a clock whose time moves
only when the test moves it (``FakeClock``)."""
from __future__ import annotations

import asyncio
import random
import time

from casino_desktop.core import legal_moves, make_rules
from casino_desktop.net import net_sentences
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan
from casino_desktop.net.turn_clock import RETURN_GRACE, TurnTime
from casino_desktop.net.views import view_state

from .test_host import Raw, new_host, serving
from .test_resume_turn import until

NAMES = ("Ann", "Bo", "Cy")


class ManualTimer:
    """The host's turn clock, worked by the test: a turn runs out when the
    test says so, never by waiting."""

    def __init__(self) -> None:
        self.running = 0
        self.ring = asyncio.Event()

    async def __call__(self, seconds: float) -> None:
        self.running += 1
        try:
            await self.ring.wait()
        finally:
            self.running -= 1
        self.ring.clear()


class FakeClock:
    """The host's turn clock and its time, moved by the test alone: a timer
    the host sleeps on wakes once the test moved the time past its end."""

    def __init__(self) -> None:
        self.t = 0.0
        self.ends: list[float] = []   # the ends of the timers the host sleeps on
        self.calls = 0                # how many the host has begun
        self._tick = asyncio.Event()

    def now(self) -> float:
        return self.t

    async def __call__(self, seconds: float) -> None:
        end = self.t + seconds
        self.calls += 1
        self.ends.append(end)
        try:
            while self.t < end:
                await self._tick.wait()
        finally:
            self.ends.remove(end)

    def move_to(self, t: float) -> None:
        self.t = t
        tick, self._tick = self._tick, asyncio.Event()
        tick.set()


async def run_until(host, clock: FakeClock, t: float) -> None:
    """Move the time on to ``t``, a timer's end at a time, each time until
    the host sleeps on its clock again; stops early once a move is played."""
    moves = len(host.record.moves)

    def settled() -> bool:
        return len(host.record.moves) > moves or (host.awaiting is not None and any(e > clock.t for e in clock.ends))

    while clock.t < t and len(host.record.moves) == moves:
        clock.move_to(min([e for e in clock.ends if e > clock.t] + [t]))
        await until(settled)


async def comes_back(host, clock: FakeClock, port: int, token: str, name: str) -> Raw:
    """A player's program joins again with her seat's token, and the table
    has looked again at the turn it waits for."""
    calls = clock.calls
    again = Raw()
    await again.open(port, token=token, name=name)
    await until(lambda: clock.calls > calls)
    return again


async def table(people: int, clock: FakeClock, computers: int = 0):
    """A table of ``people`` on the hand-worked clock, all seated, waiting for
    the first mover: the host, its port, the players' windows and welcomes."""
    host = new_host([SeatPlan(REMOTE, "beginner") for _ in range(people)]
                    + [SeatPlan(COMPUTER, "beginner") for _ in range(computers)])
    host.turn_limit, host.turn_timer, host.turn_now, host.budget = 300.0, clock, clock.now, 0.01
    task, port = await serving(host)
    windows, welcomes = [], []
    for name in NAMES[:people]:
        windows.append(Raw())
        welcomes.append(await windows[-1].open(port, name=name))
    await until(lambda: host.awaiting is not None and clock.ends)
    return host, task, port, windows, welcomes


async def notices(raw: Raw) -> list:
    """The notices ``raw`` has been sent so far (what it reads without waiting)."""
    said = []
    while True:
        try:
            message = await asyncio.wait_for(raw.next(), 0.2)
        except asyncio.TimeoutError:
            return said
        if message["type"] == "notice":
            said.append(message["say"])


def test_a_window_that_keeps_coming_back_on_its_turn_holds_the_table_no_longer_than_the_limit_and_one_grace():
    """A frozen program's network thread (or a flaky Wi-Fi) dials again with
    the seat's token while the host still holds its old connection: no drop,
    so no stand-in; the turn went on waiting a full limit from each return."""
    async def scenario():
        clock = FakeClock()
        host, task, port, windows, welcomes = await table(2, clock)
        idle = host.awaiting
        token, watcher = welcomes[idle]["token"], windows[1 - idle]
        kept = [windows[idle]]   # each kept open: the host sees none of them die before it replaces it
        for at in (120, 240, 290, 340):
            await run_until(host, clock, at)
            assert not host.record.moves, f"her turn was played at {clock.t}, before the limit and one grace"
            kept.append(await comes_back(host, clock, port, token, NAMES[idle]))
        await run_until(host, clock, 1000)
        assert len(host.record.moves) == 1, "the turn still waits: every return began a fresh limit"
        # Back at 290 with 10 s left: given the grace (to 350); back at 340:
        # the grace again, but no later than the limit and one grace.
        assert clock.t == 300 + RETURN_GRACE == 360
        assert host.seats[idle].kind() == "connected", "she keeps her seat"
        told = [say["say"] for say in await notices(kept[-1])]
        assert told[0] == {"one": net_sentences.SEAT_IDLE_SOON_SECONDS.one,
                           "other": net_sentences.SEAT_IDLE_SOON_SECONDS.other}, told
        assert told[1] == {"one": net_sentences.SEAT_IDLE_YOU.one, "other": net_sentences.SEAT_IDLE_YOU.other}
        others = [say for say in await notices(watcher) if "say" in say]
        # Each return that gave her turn a grace (at 290 and 340) is said to
        # the others (``renewals``); those at 120 and 240 changed nothing.
        again = net_sentences.SEAT_CONNECTED_AGAIN_TURN.template
        assert [say["say"] for say in others[:2]] == [again, again], others
        others = others[2:]
        assert [say["say"]["other"] for say in others] == [net_sentences.SEAT_IDLE.other], others
        assert others[0]["count"] == 5 and others[0]["fields"]["name"] == NAMES[idle]
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_player_back_on_her_turn_with_less_than_a_minute_left_is_told_the_seconds_she_has():
    async def scenario():
        clock = FakeClock()
        host, task, port, windows, welcomes = await table(2, clock)
        idle = host.awaiting
        await run_until(host, clock, 250)   # warned at 240 on the window she had
        first = [say["say"] for say in await notices(windows[idle])]
        assert first[-1] == str(net_sentences.SEAT_IDLE_SOON) and first.count(first[-1]) == 1, first
        again = await comes_back(host, clock, port, welcomes[idle]["token"], NAMES[idle])
        hers = await notices(again)
        # Her grace: a minute from her return, so the warning says "a minute".
        assert [say["say"] for say in hers] == [str(net_sentences.SEAT_IDLE_SOON)], hers
        await run_until(host, clock, 300)    # back again before that minute ran out (at 310)
        again = await comes_back(host, clock, port, welcomes[idle]["token"], NAMES[idle])
        assert [say["say"] for say in await notices(again)] == [str(net_sentences.SEAT_IDLE_SOON)]
        await run_until(host, clock, 330)
        last = await comes_back(host, clock, port, welcomes[idle]["token"], NAMES[idle])
        hers = await notices(last)
        assert hers[0]["text"] == ("In 30 seconds, a computer player (Beginner) makes this move for you, "
                                   "unless you play first."), hers
        assert hers[0]["count"] == 30 and "name" not in hers[0]["fields"]
        await run_until(host, clock, 1000)
        assert clock.t == 360 and len(host.record.moves) == 1
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_another_players_connection_coming_and_going_does_not_give_the_awaited_player_more_time():
    async def scenario():
        clock = FakeClock()
        host, task, port, windows, welcomes = await table(3, clock)
        idle = host.awaiting
        flaky = next(i for i in range(3) if i != idle)
        for went, back in ((100, 150), (250, 280)):
            await run_until(host, clock, went)
            calls = clock.calls
            windows[flaky].writer.close()
            await until(lambda: clock.calls > calls and host.seats[flaky].conn is None)
            await run_until(host, clock, back)
            windows[flaky] = await comes_back(host, clock, port, welcomes[flaky]["token"], NAMES[flaky])
        await run_until(host, clock, 1000)
        assert clock.t == 300 and len(host.record.moves) == 1, "each coming and going began her limit afresh"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_player_back_to_a_table_that_waited_for_nobody_has_her_whole_turn():
    """She was the only person at the table and dropped on her turn: the
    table waited for a person rather than let computers play on (nobody was
    held up), so the turn's clock begins again when she is back."""
    async def scenario():
        clock = FakeClock()
        host, task, port, windows, welcomes = await table(1, clock, computers=1)
        await until(lambda: host.awaiting == 0)
        await run_until(host, clock, 200)
        windows[0].writer.close()
        await until(lambda: host.seats[0].conn is None)
        clock.move_to(1000)
        back = await comes_back(host, clock, port, welcomes[0]["token"], NAMES[0])   # kept: one let go drops
        await run_until(host, clock, 1200)
        assert not host.record.moves, "played as she came back: her turn's clock ran while nobody waited"
        await run_until(host, clock, 2000)
        assert clock.t == 1300 and host.stood_in.get(0) == 0 and back.seat == 0, "her stand-in played it"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_no_sequence_of_returns_keeps_a_turn_past_its_limit_and_one_grace():
    rng = random.Random(43)
    for _ in range(300):
        clock = TurnTime.begin(("match", 0, 0), "first", 0.0, 300.0)
        t = 0.0
        for n in range(40):
            t += rng.choice((0.0, 1.0, 10.0, rng.uniform(0, 90)))
            if t >= clock.deadline:
                break
            clock.back(n, t, 300.0, RETURN_GRACE)
            assert 300.0 <= clock.deadline <= 300.0 + RETURN_GRACE
            if t <= 300.0:   # back before the limit: a grace to see the table, at least
                assert clock.deadline - t >= RETURN_GRACE - 1e-9
            assert clock.conn == n


def test_a_player_who_does_not_move_in_time_has_that_turn_played_and_keeps_the_seat():
    async def scenario():
        timer = ManualTimer()
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(COMPUTER, "beginner")])
        host.turn_limit, host.turn_timer = 120.0, timer
        task, port = await serving(host)
        idle = Raw()
        await idle.open(port, name="Ann")
        # Never answers: wait (on the host's state, not the clock) until the table waits for Ann.
        while not (host.awaiting == 0 and timer.running):
            await asyncio.sleep(0.01)
        played = len(host.record.moves)
        timer.ring.set()                      # a minute before the limit: Ann is warned, nothing is played
        warning = await idle.next_of("notice")
        assert warning["say"]["say"] == str(net_sentences.SEAT_IDLE_SOON) and len(host.record.moves) == played
        while not (host.awaiting == 0 and timer.running):
            await asyncio.sleep(0.01)
        timer.ring.set()
        notice = await idle.next_of("notice")
        # Ann reads it in the second person ("You have not moved"), not as "Ann has not moved".
        assert notice["say"]["say"] == {"one": net_sentences.SEAT_IDLE_YOU.one, "other": net_sentences.SEAT_IDLE_YOU.other}
        assert "name" not in notice["say"]["fields"] and notice["say"]["count"] == 2
        assert notice["say"]["text"].startswith("You have not moved for 2 minutes")
        while len(host.record.moves) == played:
            await asyncio.sleep(0.01)
        assert host.seats[0].conn is not None and host.seats[0].kind() == "connected", "Ann keeps her seat"
        # At her next turn the table waits for Ann again, and her move is taken.
        while not (host.awaiting == 0 and timer.running):
            await asyncio.sleep(0.01)
        state = await _latest_state(idle, len(host.record.moves))
        view = view_state(make_rules("casino", {}), 2, False, 0, state["view"])
        idle.send({"type": "move", "seat": 0, "moves": state["moves"], "move": legal_moves(view)[0].text(show_value=True)})
        moves = state["moves"]
        while len(host.record.moves) == moves:
            await asyncio.sleep(0.01)
        task.cancel()
    asyncio.run(scenario())


async def _latest_state(raw: Raw, moves: int) -> dict:
    """The state message sent once ``moves`` moves were played (the ones before it are history)."""
    while True:
        message = await raw.next_of("state")
        if message["moves"] == moves:
            return message


def test_the_time_the_host_stood_still_is_no_part_of_a_turn():
    """The host's computer slept (its process stopped) on a guest's turn: she
    could not play meanwhile, and her five minutes ran out two minutes after
    the host woke (stranger 25).  The stillness is added to her turn."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        host.turn_limit, host.still_tick, host.still_after = 3.0, 0.1, 1.0   # real timers, seconds for minutes
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name=NAMES[0])
        await bo.open(port, name=NAMES[1])
        await ann.next_of("state")
        await until(lambda: host.awaiting is not None)
        await asyncio.sleep(0.5)
        time.sleep(2.8)                               # the host stands still: her turn's limit passes meanwhile
        await asyncio.sleep(0.5)
        assert not host.record.moves and not host.stood_in, "the host's stillness ran out her turn"
        await until(lambda: host.stood_in, 10)        # ...which runs out once its own time has passed
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
