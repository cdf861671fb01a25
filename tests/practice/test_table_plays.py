"""The plays a drill may show are those a player makes by dragging, read
as the table reads them (``core.pointing``)."""
import random

from casino_desktop.core import check, legal_moves
from casino_desktop.core.moves import END, HAND_KINDS, NO_CARD
from casino_desktop.core.pointing import NOT_POSSIBLE
from casino_desktop.practice.table_plays import table_plays
from casino_desktop.practice.walk import positions


def test_every_legal_move_of_a_small_table_is_a_table_play_and_every_refusal_is_checks():
    for _, state, rng in positions("casino", {}, 4, 40):
        plays = table_plays(state, random.Random(1))
        for p in plays:
            assert p.sentence == check(state, p.move) and p.sentence != NOT_POSSIBLE
            if p.move[0] in HAND_KINDS:
                held = {c % 52 for c in state.hands[state.to_move] if c >= 0}
                assert p.move[1] in held   # a drag starts from a card of the hand
        legal = {tuple(m) for m in legal_moves(state)}
        shown = {tuple(p.move) for p in plays if p.sentence is None}
        assert shown <= legal
        if len(state.loose) <= 3 and len(state.hands[state.to_move]) <= 4 and not state.builds:
            assert shown == legal   # every legal play can be made by dragging


def test_a_turn_of_several_actions_has_the_end_turn_button_and_table_drags():
    kinds = set()
    for _, state, _ in positions("swazi-casino", {}, 3, 60):
        for p in table_plays(state, random.Random(2)):
            kinds.add(p.move[0])
            if p.move[0] == END:
                assert p.move[1] == NO_CARD and not p.move[3] and not p.move[4]
    assert {"end", "tbuild"} <= kinds
