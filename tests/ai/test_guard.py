"""``ai.guard``: a computer player's answer is vetted; a legal move stands in."""
from __future__ import annotations

import random

import pytest

from casino_desktop.ai.guard import stand_in, vet
from casino_desktop.core import CAPTURE, TRAIL, Move, apply, legal_moves, make_rules, new_game, parse_card

from .helpers import positions, tables


def _four_diamonds_table():
    """Seat 0 holds 4♦ (and more); the table is 4♠ 5♥ 8♥ 9♠."""
    state = new_game(make_rules("casino"), 2, False, 1)
    ids = lambda text: [parse_card(t) for t in text.split()]  # noqa: E731  (a one-line helper local to the test)
    state.hands = [ids("4D KC QH JS"), ids("9C 9H 9D 2S")]
    state.loose = ids("4S 5H 8H 9S")
    state.builds = []
    used = set(state.hands[0]) | set(state.hands[1]) | set(state.loose)
    state.stock = [c for c in range(52) if c not in used][:8]
    state.to_move = 0
    return state


def test_illegal_but_applicable_move_is_refused_by_vet():
    state = _four_diamonds_table()
    f = parse_card
    wrong = Move(CAPTURE, f("4D"), 4, (f("4S"), f("5H"), f("8H"), f("9S")), ())
    apply(state.clone(), wrong)  # apply carries it out: only the vetting stops it
    move, why = vet(state, wrong)
    assert move is None and "illegal" in why


@pytest.mark.parametrize("answer", [None, "4D take 4S", 42, ("capture", 0, 0, (), ()), Move(TRAIL, 48)])
def test_non_moves_and_cards_not_held_are_refused_by_vet(answer):
    state = _four_diamonds_table()  # 48 is K♠, not in the hand
    move, why = vet(state, answer)
    assert move is None and why


def test_malformed_move_is_refused_without_raising():
    state = _four_diamonds_table()
    broken = Move(CAPTURE, parse_card("4D"), 4, [["not", "hashable"]], [[1]])
    assert vet(state, broken)[0] is None


def test_vet_returns_the_cores_own_move_for_a_legal_answer():
    state = _four_diamonds_table()
    for m in legal_moves(state):
        assert vet(state, m) == (m, "")


def test_stand_in_is_legal_on_every_table():
    for variant, players, part in tables():
        for state in positions(variant, players, part, seed=3, plies=(0, 9)):
            assert stand_in(state, 1) in legal_moves(state)


def test_stand_in_survives_a_failing_greedy(monkeypatch):
    from casino_desktop.ai import guard

    def broken(*_a, **_k):
        raise RuntimeError("no")
    monkeypatch.setattr(guard.GreedyPlayer, "choose", broken)
    state = _four_diamonds_table()
    assert stand_in(state) == legal_moves(state)[0]


def test_stand_in_is_plain_greedy_without_the_learners_lapses():
    # Beginner misses every capture of several table cards on purpose; the
    # stand-in must not: where Greedy takes a sum, so does the stand-in.
    from casino_desktop.ai import make_player
    from casino_desktop.ai.learner import is_combination
    from casino_desktop.core.position import position_from_json
    state = position_from_json({"variant": "casino", "players": 2, "to_move": 0,
                                "hands": {"0": ["8S", "4H"], "1": ["2C", "6H"]}, "table": ["3C", "5D", "KD"]})
    assert is_combination(stand_in(state))
    assert not is_combination(make_player("beginner").choose(state.information_view(0), random.Random(1)))
