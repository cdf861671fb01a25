"""Hostile clients while a match runs: the host never crashes or hangs,
answers each bad message with a reason and changes nothing, throws out who
keeps at it, limits wrong codes, and the match finishes with its memory
bounded.  The full campaign (10,000 messages and 1,000 wrong codes) is slow."""
from __future__ import annotations

import asyncio
import json
import random

import pytest

from casino_desktop.ai import make_player
from casino_desktop.net import net_sentences
from casino_desktop.net.client import Client

from .fuzzer import Hostile, wrong_codes
from .helpers import CODE, LOOPBACK, finish, replayed, start_host


def _memory_kb(pid: int) -> dict:
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0])
    return fields


async def _campaign(port: int, pid: int, messages: int, codes: int) -> dict:
    hostile = Hostile(port, CODE, messages, seed=messages)
    player = make_player("casual")
    rng = random.Random(1)
    honest = Client(LOOPBACK, port, CODE, name="Honest", choose=lambda view: player.choose(view, rng, 0.0), patience=10)
    hostile_task = asyncio.ensure_future(hostile.run())
    while hostile.seat is None:  # the hostile player sits down first, so the table waits for the honest one
        await asyncio.sleep(0.01)
    honest_task = asyncio.ensure_future(honest.run())
    while hostile.view is None:
        await asyncio.sleep(0.01)
    before = _memory_kb(pid)
    code_replies = await wrong_codes(port, codes)
    await asyncio.wait_for(asyncio.gather(hostile_task, honest_task), 600)
    return {"hostile": hostile, "honest": honest_task.result(), "codes": code_replies, "before": before}


def _run(tmp_path, messages: int, codes: int, target: int = 21) -> dict:
    """Each time the host throws the hostile player out, its stand-in and the
    honest player make a move: ``target`` keeps the match running until the
    hostile player has sent all it has."""
    record = tmp_path / "match.json"
    host, port = start_host("--variant", "casino", "--players", "2", "--seed", "8", "--stand-in", "beginner",
                            "--options", json.dumps({"target": target}), "--record", str(record))
    try:
        out = asyncio.run(_campaign(port, host.pid, messages, codes))
        out["after"] = _memory_kb(host.pid)
        summary = finish(host)
    finally:
        if host.poll() is None:
            host.kill()
    rec, state = replayed(record)
    hostile = out["hostile"]
    assert hostile.sent >= messages
    assert hostile.pong, "the host still answers after the flood"
    assert state.is_over and summary["result"]["scores"] == state.match_scores
    assert out["honest"] == hostile.over == {k: summary[k] for k in ("result", "rounds", "moves")}
    assert hostile.thrown_out >= 1 and summary["guard"]["dropped_for_misbehaving"] >= 1
    wrong, paused = out["codes"][str(net_sentences.WRONG_CODE)], out["codes"][str(net_sentences.PAUSED)]
    assert wrong == 5 and paused == codes - 5, out["codes"]
    growth = out["after"]["VmHWM"] - out["before"]["VmRSS"]
    assert growth < 64 * 1024, f"the host grew by {growth} kB"
    out.update(summary=summary, growth_kb=growth)
    return out


def test_a_hostile_client_and_wrong_codes_change_nothing(tmp_path):
    out = _run(tmp_path, messages=300, codes=20)
    replies = out["hostile"].replies
    for sentence in (net_sentences.TOO_LARGE, net_sentences.UNKNOWN_TYPE, net_sentences.UNKNOWN_FIELD, net_sentences.BAD_FIELD, net_sentences.NOT_JSON,
                     net_sentences.WRONG_SEAT, net_sentences.TOO_MANY_REFUSED):
        assert replies[str(sentence)] > 0, f"never answered: {sentence} {replies}"


@pytest.mark.slow
def test_ten_thousand_hostile_messages_and_a_thousand_wrong_codes(tmp_path, capsys):
    out = _run(tmp_path, messages=10_000, codes=1_000, target=200)
    hostile = out["hostile"]
    with capsys.disabled():
        print(f"\nhostile messages sent: {hostile.sent}, connections: {hostile.connections}, "
              f"thrown out: {hostile.thrown_out}; wrong codes: {dict(out['codes'])}; host guard: "
              f"{out['summary']['guard']}; host memory before {out['before']} after {out['after']} kB; "
              f"match: {out['summary']['moves']} moves, {out['summary']['rounds']} rounds; "
              f"slowest answer {hostile.slowest:.3f} s")
