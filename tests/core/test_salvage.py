"""What can be read of a save cut short (``core.salvage``): at every
cut, either nothing (no moves' list begun) or a record whose moves are the
whole ones before the cut; never more, never a move cut in half."""
from __future__ import annotations

import json

from casino_desktop.core.salvage import match_id_in, record_head
from casino_desktop.core.record import GameRecord

MOVES = ["7H trail", "QS=12 take QD", 'say "hi" \\ odd', "2C build 9 7D"]


def _bytes() -> bytes:
    seats = [{"kind": "human", "level": "skilled", "name": 'Zoë "Z"'}, {"kind": "computer", "level": "random"}]
    return GameRecord("casino", {}, 2, False, 41, seats, list(MOVES), "ab" * 16).to_json().encode("utf-8")


def test_every_cut_gives_nothing_or_the_whole_moves_before_it():
    data = _bytes()
    opened = data.index(b'"moves"')
    for cut in range(len(data) + 1):
        head = record_head(data[:cut])
        if cut < opened + len(b'"moves": ['):
            assert head is None, cut
            continue
        assert head is not None, cut
        record = json.loads(head)
        shown = data[:cut]
        whole = [m for m in MOVES if json.dumps(m, ensure_ascii=False).encode() in shown]
        assert record["moves"] == whole, (cut, record["moves"])
        assert record["seed"] == 41 and record["seats"][0]["name"] == 'Zoë "Z"'
        assert "match_id" not in record


def test_garbage_after_a_move_ends_the_moves_there():
    data = _bytes()
    at = data.index(json.dumps(MOVES[1]).encode()) + len(json.dumps(MOVES[1]))
    damaged = data[:at] + b"\x00\xff{{[" + data[at:]
    assert json.loads(record_head(damaged))["moves"] == MOVES[:2]


def test_the_match_id_is_read_only_from_a_copy_of_the_same_match():
    data = _bytes()
    assert match_id_in(data, "casino", 41) == "ab" * 16
    assert match_id_in(data, "casino", 42) == "" and match_id_in(data, "kasino", 41) == ""
    assert match_id_in(data[:data.index(b'"match_id"')], "casino", 41) == ""


def test_a_long_run_of_bytes_is_read_in_one_pass():
    """No input makes it run without bound: a megabyte of an open string."""
    data = b'{"moves": ["' + b"a" * 1_000_000
    assert json.loads(record_head(data)) == {"moves": []}
