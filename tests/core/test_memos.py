"""Forgetting the move generator's memo tables (``core/memos.py``): every memo
is emptied, and the answers after forgetting are the same as before."""

from __future__ import annotations

import random

from casino_desktop.core import apply, bounded, combos, dealing, legal_moves, make_rules, new_game, tableindex
from casino_desktop.core.memos import forget_memos


def _moves_of_a_game(variant: str, seed: int) -> list[list[str]]:
    s = new_game(make_rules(variant), 2, False, seed)
    rng = random.Random(seed)
    out = []
    while s.phase == "play":
        moves = legal_moves(s)
        out.append(sorted(m.text() for m in moves))
        apply(s, rng.choice(moves))
    return out


def test_forgetting_empties_every_memo_and_changes_no_answer():
    before = [_moves_of_a_game(v, 4) for v in ("casino", "swedish-kasino", "mulle")]
    rules = make_rules("casino")
    assert combos._SIGNATURES and dealing._PLANS and tableindex.CHOICES  # play filled them
    assert new_game(rules, 2, False, 0).values.hand_plans
    forget_memos()
    assert not combos._SIGNATURES and not dealing._PLANS and not bounded._TAKEN and not tableindex.CHOICES
    assert not new_game(rules, 2, False, 0).values.hand_plans
    assert [_moves_of_a_game(v, 4) for v in ("casino", "swedish-kasino", "mulle")] == before


def test_forgetting_in_the_middle_of_a_game_is_safe():
    s = new_game(make_rules("royal-casino"), 3, False, 9)
    rng = random.Random(9)
    while s.phase == "play":
        expected = sorted(m.text() for m in legal_moves(s))
        forget_memos()
        assert sorted(m.text() for m in legal_moves(s)) == expected
        apply(s, rng.choice(legal_moves(s)))




def test_simulate_keeps_the_memos_bounded(monkeypatch):
    """``cli simulate`` keeps the memos within ``MEMO_LIMIT`` answers between
    matches, however many it plays (they grew with every match, 18 MB to
    149 MB over five minutes of one process)."""
    import contextlib
    import io

    from casino_desktop.cli import commands
    from casino_desktop.core import memos

    limit = 1500  # a few matches' worth, so twelve matches cross it
    monkeypatch.setattr(memos, "MEMO_LIMIT", limit)
    forget_memos()
    at_each_match = []
    real_new_game = commands.new_game

    def counted_new_game(*args):
        at_each_match.append(memos.memo_entries())
        return real_new_game(*args)
    monkeypatch.setattr(commands, "new_game", counted_new_game)
    with contextlib.redirect_stdout(io.StringIO()):
        assert commands.main(["simulate", "--games", "12", "--seed", "5"]) == 0
    assert max(at_each_match) <= limit, at_each_match
    assert 0 in at_each_match[1:]  # it did forget along the way
