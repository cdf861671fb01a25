"""Whole matches over loopback with the command line: the host and bots as
separate programs, each ending with the score of the host's record
replayed by the core, and no seat ever sent a card it could not see."""
from __future__ import annotations

import pytest


from casino_desktop.core import make_rules, new_game
from casino_desktop.net.views import seat_view

from .helpers import finish, leaks, read_dump, replayed, start_bot, start_host, views_differ


def _play(tmp_path, host_args, bots):
    record = tmp_path / "match.json"
    host, port = start_host(*host_args, "--record", str(record))
    procs = [start_bot(port, "--level", level, "--dump", str(tmp_path / f"bot{i}.jsonl"), "--name", f"Bot {i}")
             for i, level in enumerate(bots)]
    results = [finish(p) for p in procs]
    summary = finish(host)
    rec, state = replayed(record)
    dumps = [read_dump(tmp_path / f"bot{i}.jsonl") for i in range(len(bots))]
    return summary, results, rec, state, dumps


def _same_score_everywhere(summary, results, rec, state, dumps):
    assert state.is_over
    assert summary["result"]["scores"] == state.match_scores
    assert summary["result"]["winner"] == state.winner
    assert summary["moves"] == len(rec.moves)
    assert summary["rounds"] == state.round_index + 1
    played = {k: summary[k] for k in ("result", "rounds", "moves")}
    for result, dump in zip(results, dumps):
        assert result["result"] == played
        assert dump[-1] == {"type": "over", "result": played}
        final = [m for m in dump if m["type"] == "state"][-1]
        assert final["view"]["match_scores"] == state.match_scores


def test_four_player_partnership_casino_with_two_bots_and_two_computer_seats(tmp_path):
    summary, results, rec, state, dumps = _play(
        tmp_path, ["--variant", "casino", "--players", "4", "--partnerships", "--computer", "1:beginner",
                   "--computer", "3:casual", "--seed", "11"], ["casual", "beginner"])
    _same_score_everywhere(summary, results, rec, state, dumps)
    assert sorted(r["seat"] for r in results) == [0, 2]   # the people's seats: partners
    assert [s["kind"] for s in rec.seats] == ["remote", "computer", "remote", "computer"]
    for dump in dumps:
        assert leaks(dump, rec) == []
        assert views_differ(dump, rec) == []


# The African family over the network (turns of several actions as messages): a whole
# match of three processes, about 9 s; the slow tier and CI's slices play it, the
# default run keeps the four-player match above and the African rules' own tests.
@pytest.mark.slow
@pytest.mark.ci_slice
def test_two_player_swazi_casino_between_two_bots(tmp_path):
    summary, results, rec, state, dumps = _play(
        tmp_path, ["--variant", "swazi-casino", "--players", "2", "--seed", "5"], ["casual", "beginner"])
    _same_score_everywhere(summary, results, rec, state, dumps)
    assert any(m.startswith("table ") or m == "end" for m in rec.moves), "turns of several actions were played"
    for dump in dumps:
        assert leaks(dump, rec) == []
        assert views_differ(dump, rec) == []


def test_the_leak_check_sees_a_partners_card(tmp_path):
    """The check above can fail: a view that shows a partner's hand is caught."""
    state = new_game(make_rules("casino", {}), 4, True, 3)
    honest = seat_view(state, 0, 1)
    leaky = dict(honest, hand=honest["hand"] + seat_view(state, 2, 1)["hand"][:1])

    class Record:
        moves: list = []

        def new_state(self):
            return new_game(make_rules("casino", {}), 4, True, 3)

    messages = [{"type": "welcome", "seat": 0}, {"type": "state", "moves": 0, "view": honest}]
    assert leaks(messages, Record()) == []
    messages.append({"type": "state", "moves": 0, "view": leaky})
    assert len(leaks(messages, Record())) == 1
