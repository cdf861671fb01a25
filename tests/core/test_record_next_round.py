"""A record of a match whose next round was dealt after its last move, none
of it played (``GameRecord.next_round_dealt``): it comes back dealt, not on
the score sheet of the round before with the same deal dealt again (the
eleventh stranger's play-test of 7 December, finding 6).  A record without
the mark, as every older save is, comes back where its moves end."""

import json
import random

import pytest

from casino_desktop.core import PHASE_PLAY, PHASE_ROUND_OVER, legal_moves, next_round, round_dealt_unplayed
from casino_desktop.core.play import apply
from casino_desktop.core.record import GameRecord, RecordError, load_record


def _first_round_played(seed=4):
    """A two-player Casino record of its whole first round; its end state and
    who played each move (round, seat), as the table keeps them."""
    rec = GameRecord(variant="casino", players=2, seed=seed, seats=[{"name": "South"}, {"name": "North"}])
    state, rng, movers = rec.new_state(), random.Random(seed), []
    while state.phase == PHASE_PLAY:
        move = rng.choice(legal_moves(state))
        movers.append((state.round_index, state.to_move))
        rec.moves.append(move.text(show_value=True))
        apply(state, move)
    assert state.phase == PHASE_ROUND_OVER and state.winner is None
    return rec, state, movers


def test_a_record_of_a_round_dealt_comes_back_dealt_and_keeps_saying_so():
    rec, state, _ = _first_round_played()
    next_round(state)
    rec.next_round_dealt = True
    loaded, replayed = load_record(rec.to_json())
    assert replayed == state and replayed.round_index == 1 and replayed.phase == PHASE_PLAY
    assert loaded.next_round_dealt and loaded == rec


def test_a_record_without_the_mark_comes_back_on_the_round_over():
    """An older save (and one made at the score sheet) is read as before;
    the mark is not written when it is not true, so its bytes are as before."""
    rec, state, _ = _first_round_played()
    assert "next_round_dealt" not in rec.to_json()
    loaded, replayed = load_record(rec.to_json())
    assert replayed == state and replayed.phase == PHASE_ROUND_OVER and not loaded.next_round_dealt


def test_the_mark_on_a_record_that_ends_mid_round_changes_nothing():
    rec, _, _ = _first_round_played()
    rec.moves.pop()
    rec.next_round_dealt = True
    _, replayed = load_record(rec.to_json())
    assert replayed.phase == PHASE_PLAY and replayed.round_index == 0


@pytest.mark.parametrize("value", ["yes", 1, None, []])
def test_a_damaged_mark_is_refused_in_one_sentence(value):
    rec, _, _ = _first_round_played()
    data = json.loads(rec.to_json())
    data["next_round_dealt"] = value
    with pytest.raises(RecordError, match="note of a round dealt after its last move is damaged"):
        load_record(json.dumps(data))


def test_a_round_dealt_unplayed_is_told_from_the_sheet_and_from_a_round_begun():
    rec, state, movers = _first_round_played()
    assert not round_dealt_unplayed(state, movers)  # the score sheet
    next_round(state)
    assert round_dealt_unplayed(state, movers)  # dealt, nothing played
    move = legal_moves(state)[0]
    movers.append((state.round_index, state.to_move))
    apply(state, move)
    assert not round_dealt_unplayed(state, movers)  # begun: the moves say so
    fresh = rec.new_state()
    assert not round_dealt_unplayed(fresh, [])  # the match's first deal
