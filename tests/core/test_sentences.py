"""The templates of ``core.sentences``: a move said of "You", of a named seat
and as advice; the sweep in the capture's own sentence; whose turn it is and
what a seat holds, without cutting or adding letters to a name."""
from __future__ import annotations

import re

import pytest

from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game, parse_card
from casino_desktop.core.moves import CAPTURE, TRAIL, Move
from casino_desktop.core.sentences import (ADVICE, ONE, SENTENCES, YOU, move_advice, move_sentence, phrase,
                                           say)

C = parse_card


def test_a_capture_said_of_each_person_and_as_advice():
    take = Move(CAPTURE, C("8S"), 8, (C("3C"), C("5D")), ())
    assert move_sentence("You", take) == "You take 3\u2663 + 5\u2666 with 8\u2660"
    assert move_sentence("Anna", take) == "Anna takes 3\u2663 + 5\u2666 with 8\u2660"
    assert move_advice(take) == "take 3\u2663 + 5\u2666 with 8\u2660"
    assert move_sentence("You", take, swept=True) == "You take 3\u2663 + 5\u2666 with 8\u2660 and sweep the table"
    assert move_sentence("North", take, swept=True).endswith("with 8\u2660 and sweeps the table")


def test_only_a_capture_can_sweep():
    with pytest.raises(AssertionError):
        move_sentence("You", Move(TRAIL, C("7H")), swept=True)


@pytest.mark.parametrize("variant", ["casino", "kasino", "mulle"])
def test_the_advice_is_the_players_sentence_without_its_subject(variant):
    state = new_game(make_rules(variant), 2, False, 11)
    while state.phase == PHASE_PLAY:
        move = legal_moves(state)[len(legal_moves(state)) // 2]
        assert "You " + move_advice(move) == move_sentence("You", move)
        apply(state, move)


def test_every_move_sentence_has_all_three_forms_with_the_same_fields():
    # A translation fills the same fields in each form: none may be missing.
    for sid in ("trail", "trail_and_build", "capture", "build", "raise", "add", "add_with"):
        forms = SENTENCES[sid]
        fields = {p: set(re.findall(r"\{(\w+)\}", forms[p])) - {"name"} for p in (YOU, ONE, ADVICE)}
        assert fields[YOU] == fields[ONE] == fields[ADVICE], (sid, fields)


def test_whose_turn_and_what_a_seat_holds_are_whole_sentences():
    assert say("turn", "You") == "Your turn."
    assert say("turn", "Anna") == "Anna's turn."
    assert say("holds", "You", cards="7\u2665") == "You hold: 7\u2665."
    assert say("holds", "North", cards="7\u2665") == "North holds: 7\u2665."


def test_the_log_says_mulles_and_points_about_the_seat_in_its_person():
    assert say("mulle", "You") == "You score a mulle"
    assert say("mulle", "North") == "North scores a mulle"
    assert say("points_at_once", "You", 1) == "You score 1 point at once"
    assert say("points_at_once", "Anna", 3) == "Anna scores 3 points at once"


def test_taken_back_and_hints_frame_a_whole_move_sentence():
    trail = Move(TRAIL, C("7H"))
    assert phrase("taken_back", move=move_sentence("You", trail)) == "Taken back: You trail 7\u2665."
    assert phrase("hint_status", move=move_advice(trail)) == "Hint: trail 7\u2665. Press 1 or click Play it to play it."
