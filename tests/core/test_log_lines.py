"""The play log's lines (``core.log_lines``): a move's sentence and the
events after it, each a whole sentence in the mover's person, and a resumed
round's log made again from the record the same way."""
from __future__ import annotations

import random

import pytest

from casino_desktop.core import PHASE_PLAY, PHASE_ROUND_OVER, apply, legal_moves, make_rules, new_game, next_round
from casino_desktop.core.legality import resolve
from casino_desktop.core.log_lines import move_lines
from casino_desktop.core.position import position_from_json


def _after(position: dict, move_text: str, scores=None):
    s = position_from_json(position)
    if scores is not None:
        s.match_scores = scores
    prev = s.clone()
    move = resolve(s, move_text)
    apply(s, move)
    return prev, move, s


def test_a_sweep_is_told_in_the_capture_sentence_itself():
    prev, move, s = _after({"variant": "kasino", "to_move": 0, "hands": {"0": ["5D", "9C"], "1": ["KH", "2D"]},
                            "table": ["5S"]}, "5D take 5S")
    assert len(s.sweeps[0]) == 1
    assert move_lines(["You", "North"], prev, 0, move, s)[0] == "You take 5\u2660 with 5\u2666 and sweep the table"
    assert move_lines(["Anna", "North"], prev, 0, move, s)[0] == "Anna takes 5\u2660 with 5\u2666 and sweeps the table"


@pytest.mark.parametrize("names,line", [(["South", "North"], "South scores 2 points at once"),
                                        (["You", "North"], "You score 2 points at once")])
def test_points_scored_during_play_are_a_sentence_of_their_own(names, line):
    position = {"variant": "casino", "options": {"score_as_earned": True}, "to_move": 0,
                "hands": {"0": ["10D", "5C"], "1": ["KH", "KD"]}, "table": ["4H", "6C", "9S"]}
    for scores, over in (([0, 0], False), ([19, 0], True)):
        prev, move, s = _after(position, "10D take 4H 6C", scores)
        assert (s.phase == "match_over") == over
        assert move_lines(names, prev, 0, move, s) == [f"{names[0]} {'take' if names[0] == 'You' else 'takes'} "
                                                       "4\u2665 + 6\u2663 with 10\u2666", line]


@pytest.mark.parametrize("names,first_words", [(["You", "North"], ["You", "take"]),
                                               (["Anna", "North"], ["Anna", "takes"])])
def test_the_last_cards_are_taken_in_the_takers_person(names, first_words):
    # "You takes the last 2 cards" was the old string surgery's slip.
    for seed in range(1, 60):
        s = new_game(make_rules("casino"), 2, False, seed)
        while s.phase == PHASE_PLAY:
            prev, seat = s.clone(), s.to_move
            move = legal_moves(s)[0]
            apply(s, move)
        lines = move_lines(names, prev, seat, move, s)
        if s.last_capturer == 0 and len(lines) > 1:
            words = lines[-1].split()
            assert words[:2] == first_words, lines[-1]
            count = words[4] if words[3] == "last" and words[4].isdigit() else None
            assert lines[-1].endswith("card from the table") == (count is None), lines[-1]
            return
    pytest.fail("no deal left cards for seat 0 to take")


def test_a_resumed_round_log_is_the_log_the_table_showed():
    """``round_log_lines`` replays a record from its deal: the lines of the
    round asked for, the same as ``move_lines`` gave while it was played,
    and none of the round before."""
    from casino_desktop.core.log_lines import move_lines, round_log_lines

    origin = new_game(make_rules("casino"), 2, False, 11)
    s, rng = origin.clone(), random.Random(3)
    names = ["You", "North"]
    texts, shown = [], {0: [], 1: []}
    while s.round_index < 2 and len(texts) < 200:
        if s.phase == PHASE_ROUND_OVER:
            next_round(s)
            continue
        move = rng.choice(legal_moves(s))
        before, seat = s.clone(), s.to_move
        texts.append(move.text())
        apply(s, move)
        if s.round_index in shown or before.round_index in shown:
            shown[before.round_index] += move_lines(names, before, seat, move, s)
        if s.round_index == 1 and len(shown[1]) >= 10:
            break
    assert round_log_lines(origin, texts, names, 1) == shown[1] != []
    assert round_log_lines(origin, texts, names, 0) == shown[0] != []
    assert round_log_lines(origin, texts[:3] + ["9Z take"], names, 0) == []


def test_a_move_that_uses_a_pile_top_says_whose_pile_it_came_from():
    from casino_desktop.core import preset
    from casino_desktop.core.piles import pile_tops, tops_in
    for names, players, partners, variant in ((["You", "North"], 2, False, "south-african-casino"),
                                              (["You", "West", "North", "East"], 4, True, "swazi-casino")):
        s = new_game(preset(variant).rules, players, partners, 3)
        rng = random.Random(3)
        said = []
        while s.phase == PHASE_PLAY:
            prev, seat = s.clone(), s.to_move
            move = rng.choice(legal_moves(s))
            apply(s, move)
            lines = move_lines(names, prev, seat, move, s)
            tops = tops_in(prev, seat, move.loose)
            assert len([x for x in lines if "comes from the top of" in x]) == len(tops)
            for f in tops:
                holder = pile_tops(prev, seat)[f]
                said.append((seat, holder, next(x for x in lines if "comes from the top of" in x)))
        assert said, variant
        for seat, holder, line in said:
            if players == 2:
                assert line.endswith("your pile" if holder == 0 else "North's pile"), line
            else:
                assert line.endswith("the pile you share with North" if holder == 0 else "West & East's pile"), line


def test_finnish_points_at_once_name_the_cards_that_scored():
    """"You score 1 point at once" said the points, not what for: a learner
    could not tell the ace from the 2♠ by it (the 23rd stranger's play-test)."""
    from casino_desktop.core import preset
    from casino_desktop.core.cards import pretty
    from casino_desktop.core.scoring import immediate_points
    seen = 0
    for seed in range(40):
        s = new_game(preset("finnish-kasino").rules, 2, False, seed)
        while s.phase == PHASE_PLAY and seen < 5:
            prev, seat = s.clone(), s.to_move
            move = legal_moves(s)[0]  # a capture where there is one
            apply(s, move)
            side = prev.side_of(seat)
            scored = [c for c in s.captured[side][len(prev.captured[side]):] if immediate_points(s.rules, (c,))]
            lines = move_lines(["You", "North"], prev, seat, move, s)
            at_once = [line for line in lines if "at once" in str(line)]
            if scored and s.phase == PHASE_PLAY:
                seen += 1
                names = " and ".join([", ".join(pretty(c) for c in scored[:-1]), pretty(scored[-1])]) if len(scored) > 1 \
                    else pretty(scored[0])
                assert at_once and str(at_once[0]).endswith(f"at once for {names}"), lines
            else:
                assert not at_once or s.phase != PHASE_PLAY, lines
        if seen >= 5:
            break
    assert seen >= 5
