"""Game records: versioned JSON move logs that replay to the identical state."""

import json
import random

import pytest

from casino_desktop.core import legal_moves, next_round
from casino_desktop.core.play import apply
from casino_desktop.core.record import GameRecord, RecordError, load_record


def _played(variant="casino", players=2, moves=60, seed=9):
    rec = GameRecord(variant=variant, options={"sweep_points": 1} if variant == "casino" else {},
                     players=players, seed=seed, seats=[{"name": "South"}, {"name": "North"}][:players])
    state = rec.new_state()
    rng = random.Random(seed)
    for _ in range(moves):
        if state.phase == "round_over":
            next_round(state)
        if state.phase != "play":
            break
        m = rng.choice(legal_moves(state))
        rec.moves.append(m.text(show_value=True))
        apply(state, m)
    return rec, state


@pytest.mark.parametrize("variant", ["casino", "royal-casino", "mulle", "finnish-kasino"])
def test_record_replays_to_identical_state(variant):
    rec, state = _played(variant)
    loaded, replayed = load_record(rec.to_json())
    assert loaded == rec and replayed == state


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(format="other"), "not a casino game record"),
    (lambda d: d.update(variant="nope"), "unknown variant"),
    (lambda d: d["moves"].__setitem__(3, "ZZ take 2D"), "move 4"),
    (lambda d: d["moves"].insert(0, "KS take 2D 3H 4C"), "move 1"),
    (lambda d: d.pop("seed"), "no deal number"),
    (lambda d: d.update(players="two"), "must be a whole number"),
])
def test_bad_records_are_refused_whole(mutate, words):
    rec, _ = _played()
    data = json.loads(rec.to_json())
    mutate(data)
    with pytest.raises(RecordError) as err:
        load_record(json.dumps(data))
    assert words in str(err.value).lower()


def test_not_json_is_refused():
    with pytest.raises(RecordError, match="not valid JSON"):
        load_record("{nope")
