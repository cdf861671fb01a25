"""The host's own computer stood still (stranger 25, finding 5): every
guest's window hung up and dialled again meanwhile, and on waking everyone
read that each guest had lost the connection and was back.  Now the table
says once that the host's computer did not answer (to the host as "Your
computer"), says nothing of the drops and returns that were its doing, and
still says the loss of a guest who is not back in time."""
from __future__ import annotations

import asyncio
import time

from casino_desktop.net import net_sentences, still_news
from casino_desktop.net.still_news import Still, sentence, stills_json, stills_of
from casino_desktop.net.match_file import REMOTE, SeatPlan

from .test_host import Raw, new_host, serving

NAMES = ["Rosa", "Mikael", "Olga"]


async def _said(raw: Raw, seconds: float) -> list[str]:
    """The English of every notice ``raw`` is sent within ``seconds``, and
    of every line of a rebuilt log it is sent."""
    said: list[str] = []
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while (left := end - loop.time()) > 0:
        try:
            message = json_of(await asyncio.wait_for(raw.reader.readline(), left))
        except asyncio.TimeoutError:
            break
        if message is None:
            break
        if message["type"] == "notice":
            said.append(str(net_sentences.text_of(message["say"])))
        said += [str(net_sentences.text_of(line)) for line in message.get("log", [])]
    return said


def json_of(line: bytes):
    import json
    return json.loads(line) if line else None


async def _table(port: int) -> tuple[list[Raw], list[dict]]:
    raws, welcomes = [Raw(), Raw(), Raw()], []
    for raw, name in zip(raws, NAMES):
        welcomes.append(await raw.open(port, name=name))
    await raws[0].next_of("state")
    return raws, welcomes


def _still_host():
    host = new_host([SeatPlan(REMOTE, "casual") for _ in NAMES])
    host.seats[0].hosts = True                       # Rosa's window opened the table
    host.still_tick, host.still_after, host.still_said_after, host.still_quiet = 0.1, 0.5, 1.0, 1.5
    return host


def test_a_host_that_slept_says_so_once_and_not_that_its_guests_lost_the_connection():
    async def scenario():
        host = _still_host()
        task, port = await serving(host)
        (rosa, mikael, olga), welcomes = await _table(port)
        assert rosa.seat == 0
        mikael.writer.close()                        # both guests' windows hang up on the silent host...
        olga.writer.close()
        time.sleep(2.2)                              # ...which stands still
        olga = Raw()                                 # ...and dial again as it wakes: hers first, whose
        assert (await olga.open(port, token=welcomes[2]["token"], name="Olga"))["seat"] == 2  # log is rebuilt
        back = Raw()
        assert (await back.open(port, token=welcomes[1]["token"], name="Mikael"))["seat"] == mikael.seat
        heard = await asyncio.gather(_said(rosa, 2.5), _said(olga, 2.5), _said(back, 2.5))
        rosa_said, olga_said, back_said = heard
        for said in heard:
            assert not any("lost the connection" in line or "is back" in line for line in said), said
        assert rosa_said.count(str(sentence(2, None, True))) == 1, rosa_said
        assert olga_said.count(str(sentence(2, "Rosa", False))) == 1, olga_said
        # Mikael's window, back on a new connection, reads it in its rebuilt log.
        assert back_said.count(str(sentence(2, "Rosa", False))) == 1, back_said
        assert [s.seconds for s in host.seats[0].plan.stills] == [2], "kept for a log rebuilt later"
        assert all(not s.plan.away for s in host.seats), "no span of his absence is kept"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_guest_who_is_not_back_after_the_host_slept_is_said_to_have_lost_the_connection():
    async def scenario():
        host = _still_host()
        task, port = await serving(host)
        (rosa, mikael, olga), _ = await _table(port)
        mikael.writer.close()                        # his network really failed
        time.sleep(2.2)
        rosa_said, olga_said = await asyncio.gather(_said(rosa, 3.0), _said(olga, 3.0))
        for said in (rosa_said, olga_said):
            assert sum("Mikael lost the connection" in line for line in said) == 1, said
            assert any("did not answer for 2 seconds" in line for line in said), said
            assert said.index(next(line for line in said if "did not answer" in line)) < said.index(
                next(line for line in said if "Mikael lost the connection" in line))
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_stillness_is_said_in_seconds_then_in_minutes_for_you_and_by_name():
    assert str(sentence(1, "Rosa", False)).startswith("Rosa's computer, which hosts the table, did not answer for 1 "
                                                      "second,")
    assert "for 90 seconds" in str(sentence(90, "Rosa", False))
    assert str(sentence(126, None, True)).startswith("Your computer did not answer for 2 minutes")
    assert str(sentence(60 * 61, None, False)).startswith("The host's computer did not answer for 61 minutes")


def test_the_stillnesses_kept_in_the_match_file_are_read_back_and_skipped_when_damaged():
    kept = [Still(0, 90), Still(4, 126)]
    assert stills_of(stills_json(kept), 4) == kept
    assert stills_of(None, 4) == []
    assert stills_of({"version": still_news.VERSION + 1, "said": "anything"}, 4) == []
    for damaged in ({"version": 1, "said": [[5, 90]]}, {"version": 1, "said": [[0, 0]]}, {"version": "1"},
                    {"version": 1, "said": [[2, 90], [1, 90]]}, [1, 2], {"version": 1, "said": [[0, True]]}):
        assert stills_of(damaged, 4) == []
