"""Mutated and forged network match files (the host's autosave): the
reader lets nothing but ``RecordError`` escape, its sentence is one line,
and what it accepts a resumed host can use: each seat's round so far, its
views of the round, the level it names to the table (helper fuzz39: a
level the window does not offer stopped the resumed table)."""
from __future__ import annotations

import json
import random

import pytest

from casino_desktop.ai.levels import level_label
from casino_desktop.core import legal_moves
from casino_desktop.core.play import apply, next_round
from casino_desktop.core.record import RecordError
from casino_desktop.core.state import PHASE_ROUND_OVER
from casino_desktop.net.absences import DROPPED, IDLE, LEFT, NOT_BACK, Absence
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, load_match, match_bytes, new_record
from casino_desktop.net.round_views import round_views
from tests.save_mutator import ODD_VALUES, mutate

from .helpers import CODE


def _match_file(rng: random.Random) -> bytes:
    """A network match some moves in, with away spans (idle turns' minutes
    too), resumptions and perhaps a round dealt after its last move."""
    players = rng.choice([2, 3, 4])
    plans = [SeatPlan(REMOTE if i == 0 or rng.random() < 0.7 else COMPUTER, rng.choice(["beginner", "casual", "expert"]),
                      rng.choice(["Ann", "Bo", ""]), rng.choice([None, "ab" * 32])) for i in range(players)]
    record = new_record(rng.choice(["casino", "mulle", "krypkasino"]), {}, players, False, rng.randrange(1, 2**31), plans)
    state = record.new_state()
    for _ in range(rng.choice([0, 1, 5, 30, 60])):
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        move = rng.choice(legal_moves(state))
        record.moves.append(move.text(show_value=True))
        apply(state, move)
    moves = len(record.moves)
    for plan in plans:
        at = 0
        while plan.kind == REMOTE and moves and at < moves and rng.random() < 0.6:
            start = rng.randrange(at, moves)
            if rng.random() < 0.4:
                plan.away.append(Absence(start, start + 1, IDLE, rng.choice([None, 1, 5])))
                at = start + 1
                continue
            end = rng.choice([None, min(moves, start + rng.randrange(5))])
            plan.away.append(Absence(start, end, rng.choice([DROPPED, LEFT, NOT_BACK])))
            if end is None:
                break
            at = end
    record.resumed_at = sorted(rng.sample(range(moves + 1), rng.randrange(min(3, moves + 1))))
    record.next_round_dealt = state.phase == PHASE_ROUND_OVER and rng.random() < 0.7
    return match_bytes(record, plans)


def _forged(data: bytes, rng: random.Random) -> bytes:
    """The fields a network match adds to a record, given odd values."""
    doc = json.loads(data)
    seat = rng.choice(doc["seats"])
    odd = rng.choice(ODD_VALUES + [10**9, -1, "grandmaster", "Master", "master-2026-12", "search:worlds=9"])
    key = rng.choice(["level", "kind", "token", "name", "away", "spans", "minutes", "version", "resumed_at", "dealt"])
    if key in ("level", "kind", "token", "name", "away"):
        seat[key] = odd
    elif key in ("spans", "minutes", "version") and isinstance(seat.get("away"), dict):
        seat["away"][key] = rng.choice([odd, [odd], [[0, odd, "dropped"]], [[odd, None, "left"]]])
    elif key == "resumed_at":
        doc["resumed_at"] = rng.choice([odd, [odd], [0, 0], [len(doc["moves"]) + 1]])
    else:
        doc["next_round_dealt"] = odd
    return json.dumps(doc).encode("utf-8", "surrogatepass")


@pytest.mark.slow  # a few hundred files, each replayed and read as a resumed host reads it: a few seconds
def test_mutated_match_files_are_read_whole_or_refused_in_one_sentence(tmp_path):
    rng = random.Random(39)
    files = [_match_file(rng) for _ in range(12)]
    path = tmp_path / "match.json"
    accepted = 0
    for _ in range(600):
        data = rng.choice(files)
        if rng.random() < 0.5:
            data = _forged(data, rng)
        if rng.random() < 0.6:
            data = mutate(data, rng, files)
        path.write_bytes(data)
        try:
            record, state, plans = load_match(path)
        except RecordError as err:
            assert str(err) and "\n" not in str(err)
            continue
        accepted += 1
        host = Host(record, state, plans, CODE, resumed=not state.is_over)
        for seat in host.seats:
            level_label(seat.plan.level)
            host._round_so_far(seat, set(), [])
            round_views(record, state, seat.index, host.match_number, [s.plan.away for s in host.seats])
    assert accepted > 100, "enough files read whole to try what a resumed host does with them"
