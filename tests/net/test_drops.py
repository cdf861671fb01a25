"""People drop and come back: a bot killed with kill -9 is replaced by a
computer at once and takes its seat back; a host killed with kill -9
resumes from its autosave and the bots rejoin.  Nothing is lost beyond the
move in flight: the record before the kill is the start of the final one."""
from __future__ import annotations

import json

import pytest

from .helpers import finish, kill_hard, read_dump, record_moves, replayed, start_bot, start_host, wait_for

MID_ROUND = 10   # moves: well inside the first round of Casino (48 moves with two players)


def _moved_by(dump: list[dict], seat: int) -> int:
    return sum(1 for m in dump if m.get("type") == "state" and (m["view"].get("last_move") or {}).get("seat") == seat)


def test_a_killed_client_is_replaced_at_once_and_rejoins_its_seat(tmp_path):
    record = tmp_path / "match.json"
    host, port = start_host("--variant", "casino", "--players", "2", "--seed", "4", "--stand-in", "beginner",
                            "--record", str(record))
    token = tmp_path / "a.token"
    a_dump, b_dump = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a = start_bot(port, "--level", "casual", "--token-file", str(token), "--dump", str(a_dump), "--dump-each",
                  "--delay", "0.05")
    wait_for(token.exists, what="the first bot's seat")
    b = start_bot(port, "--level", "beginner", "--dump", str(b_dump), "--dump-each", "--delay", "0.05")
    wait_for(lambda: record_moves(record) >= MID_ROUND, what="the match to be under way")
    seat = json.loads(token.read_text())["seat"]
    kill_hard(a)
    before = _moved_by(read_dump(b_dump), seat)

    def stand_in_played() -> bool:
        dump = read_dump(b_dump)
        dropped = [i for i, m in enumerate(dump) if m["type"] == "notice"
                   and m["say"]["say"].startswith("{name} lost the connection")]
        return bool(dropped) and _moved_by(dump[dropped[0]:], seat) >= 2
    wait_for(stand_in_played, timeout=30, what="a computer to play the dropped seat")
    assert _moved_by(read_dump(b_dump), seat) > before

    a2_dump = tmp_path / "a2.jsonl"
    a2 = start_bot(port, "--level", "casual", "--token-file", str(token), "--dump", str(a2_dump))
    results = [finish(a2), finish(b)]
    summary = finish(host)
    welcome = next(m for m in read_dump(a2_dump) if m["type"] == "welcome")
    assert welcome["seat"] == seat
    assert any(m["type"] == "notice" and m["say"]["say"].startswith("{name} is back") for m in read_dump(b_dump))
    assert _moved_by(read_dump(a2_dump), seat) > 0, "the returning player played again"
    rec, state = replayed(record)
    assert state.is_over and summary["result"]["scores"] == state.match_scores
    assert all(r["result"]["result"] == summary["result"] for r in results)


# Three processes for a whole resumed match (9 s): in CI's rotating slice of
# the slow tier, not the default run, which must stay within its CPU budget.
@pytest.mark.slow
@pytest.mark.ci_slice
def test_a_killed_host_resumes_from_its_autosave_and_the_clients_rejoin(tmp_path):
    record = tmp_path / "match.json"
    args = ("--variant", "casino", "--players", "3", "--computer", "2:beginner", "--seed", "9",
            "--record", str(record))
    host, port = start_host(*args)
    bots = [start_bot(port, "--level", "casual", "--delay", "0.05", "--dump", str(tmp_path / f"b{i}.jsonl"),
                      "--patience", "60") for i in range(2)]
    wait_for(lambda: record_moves(record) >= MID_ROUND, what="the match to be under way")
    kill_hard(host)
    saved = json.loads(record.read_text())["moves"]
    assert len(saved) >= MID_ROUND

    host2, _ = start_host(*args, port=port)
    results = [finish(b) for b in bots]
    summary = finish(host2)
    rec, state = replayed(record)
    assert rec.moves[:len(saved)] == saved, "the moves saved before the kill are the start of the match"
    assert state.is_over and summary["result"]["scores"] == state.match_scores
    assert all(r["result"]["result"] == summary["result"] for r in results)
    for i in range(2):
        dump = read_dump(tmp_path / f"b{i}.jsonl")
        welcomes = [m for m in dump if m["type"] == "welcome"]
        assert len(welcomes) == 2 and welcomes[0]["seat"] == welcomes[1]["seat"], "rejoined the same seat"
        assert any(m["type"] == "notice" and m["say"]["say"] == "The host resumed the match where it stopped."
                   for m in dump)
