"""A host that stops after dealing the next round, before any move of it,
resumes on that round for everyone (stranger 10's section 7: the host's
window came back on the round before's score sheet while the guests were
dealt the next): its match file says the round was dealt
(``GameRecord.next_round_dealt``), until a move of it is played."""
from __future__ import annotations

import asyncio

from casino_desktop.core import PHASE_PLAY, PHASE_ROUND_OVER, legal_moves
from casino_desktop.core.play import apply
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import load_match

from .helpers import CODE
from .test_host import Raw, serving
from .test_rejoin_log import two_people_after


async def _until(condition, seconds: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not condition():
        assert loop.time() < end, "the table did not get there"
        await asyncio.sleep(0.01)


def _at_round_end():
    """Ann and Bo's tokens, seats, and the record and state of their first round played out."""
    tokens, plans, record, state = two_people_after(0)
    while state.phase == PHASE_PLAY:
        move = legal_moves(state)[0]
        record.moves.append(move.text(show_value=True))
        apply(state, move)
    assert state.phase == PHASE_ROUND_OVER and not state.is_over
    return tokens, plans, record, state


def test_a_host_stopped_after_dealing_resumes_on_the_round_dealt(tmp_path):
    path = tmp_path / "match.casino.json"
    tokens, plans, record, state = _at_round_end()

    async def scenario():
        host = Host(record, state, plans, CODE, resumed=True, autosave=path, budget=0.01)
        task, port = await serving(host)
        players = [Raw(), Raw()]
        for player, token in zip(players, tokens):
            await player.open(port, token=token)
        await _until(lambda: host.state.round_index == 1 and host.awaiting is not None)
        await host._flush_save()
        dealt = host.state.clone()
        task.cancel()
        return dealt

    dealt = asyncio.run(asyncio.wait_for(scenario(), 60))
    saved, back, _plans = load_match(path)
    assert back == dealt and back.round_index == 1 and back.phase == PHASE_PLAY and saved.next_round_dealt
    # The first move of the round makes the mark needless, and wrong at the round's end.
    again = Host(saved, back, plans, CODE, resumed=True, budget=0.01)
    again._play_move(back.to_move, legal_moves(back)[0])
    assert not again.record.next_round_dealt


def test_a_match_file_ending_on_a_round_over_resumes_everyone_on_the_next_deal(tmp_path):
    """A file without the mark (an older version's) ends on the round over:
    the resumed table deals the next round before anyone is back, so the
    first table every player is sent, the host's own seat's too, is that round."""
    path = tmp_path / "match.casino.json"
    tokens, plans, record, state = _at_round_end()

    async def scenario():
        host = Host(record, state, plans, CODE, resumed=True, autosave=path, budget=0.01)
        task, port = await serving(host)
        firsts = []
        for token in tokens:
            player = Raw()
            await player.open(port, token=token)
            firsts.append((await player.next_of("state"))["view"])
        await host._flush_save()
        task.cancel()
        return firsts

    firsts = asyncio.run(asyncio.wait_for(scenario(), 60))
    assert [(view["round"], view["phase"]) for view in firsts] == [(1, PHASE_PLAY)] * 2
    assert load_match(path)[1].round_index == 1
