"""Moves (``core/moves.py``): frozen records with a canonical text form that
parses back, and refusals of bad move text in one sentence."""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import (
    ADD, BUILD, CAPTURE, RAISE, TRAIL, Move, MoveSyntaxError, apply, legal_moves, make_rules, new_game, next_round,
    parse_card, parse_move,
)
from casino_desktop.core.moves import TRAILS, court_take, describe_move, makes_build, move_text


def _c(*texts):
    return tuple(parse_card(t) for t in texts)


def _moves_of_random_games(variant: str, players: int, games: int):
    rules = make_rules(variant)
    for seed in range(games):
        s = new_game(rules, players, False, seed)
        rng = random.Random(seed)
        while s.phase != "match_over":
            if s.phase != "play":
                next_round(s)
                continue
            moves = legal_moves(s)
            yield from moves
            apply(s, rng.choice(moves))


@pytest.mark.parametrize("variant", ["casino", "royal-casino", "mulle", "casino-simple"])
def test_every_legal_move_text_parses_back_to_the_move(variant):
    kinds = set()
    for m in _moves_of_random_games(variant, 2, 2):
        kinds.add(m.kind)
        said = m.value if m.kind != TRAIL or m.loose else None  # a plain trail names no value
        assert parse_move(m.text(show_value=True)) == (m.kind, m.card, said, m.loose, m.builds), m
        plain = parse_move(m.text())  # a capture's value may be left to the engine
        assert plain[:2] + plain[3:] == (m.kind, m.card, m.loose, m.builds)
        assert plain[2] == (None if m.kind == CAPTURE else said)
    assert {TRAIL, CAPTURE}.issubset(kinds)


def test_text_examples_from_the_module():
    assert Move(TRAIL, parse_card("7H")).text() == "7H trail"
    take = Move(CAPTURE, parse_card("8S"), 8, _c("2D", "6C", "8D"))
    assert take.text() == "8S take 2D 6C 8D" and take.text(show_value=True) == "8S=8 take 2D 6C 8D"
    assert Move(CAPTURE, parse_card("9C"), 9, _c("5D"), (_c("4H", "5S"),)).text() == "9C take [4H 5S] 5D"
    assert Move(BUILD, parse_card("3H"), 6, _c("AC", "2D")).text() == "3H build 6 AC 2D"
    assert Move(RAISE, parse_card("2C"), 9, _c("9S"), (_c("3H", "4D"),)).text() == "2C raise 9 [3H 4D] 9S"
    assert Move(ADD, parse_card("6D"), 9, _c("3C"), (_c("4S", "5H"),)).text() == "6D add 9 [4S 5H] 3C"


def test_raise_and_add_name_their_own_build_first_the_absorbed_ones_after():
    m = Move(RAISE, parse_card("2C"), 9, (), (_c("3H", "4D"), _c("AS", "8D")))
    assert m.text() == "2C raise 9 [3H 4D] [AS 8D]"
    assert parse_move(m.text()) == (RAISE, parse_card("2C"), 9, (), (_c("3H", "4D"), _c("AS", "8D")))
    take = parse_move("9C take [4H 5S] [AS 8D]")
    assert take[4] == (_c("AS", "8D"), _c("4H", "5S"))  # a capture's builds are sorted


def test_makes_build_and_the_shared_trails():
    assert not makes_build(TRAILS[5]) and not makes_build(Move(CAPTURE, 5, 2, (6,)))
    assert all(makes_build(Move(k, 5, 6, (1,))) for k in (BUILD, RAISE, ADD))
    assert makes_build(Move(TRAIL, 5, 6, (1, 9)))  # trail and build at once
    assert TRAILS[5] == Move(TRAIL, 5) and TRAILS[5] is TRAILS[5]
    king = parse_card("KS")
    assert court_take(king, parse_card("KH")) == Move(CAPTURE, king, 13, (parse_card("KH"),))
    assert court_take(king, parse_card("KH")) is court_take(king, parse_card("KH"))


def test_describe_move_words_for_the_log():
    take = Move(CAPTURE, parse_card("8S"), 8, _c("5D", "3C"))
    assert describe_move(take, "North") == "North takes 3\u2663 + 5\u2666 with 8\u2660"
    assert describe_move(Move(TRAIL, parse_card("7H"))) == "trails 7\u2665"
    build = Move(BUILD, parse_card("3H"), 6, _c("AC", "2D"))
    assert describe_move(build) == "builds 6 with 3\u2665 on A\u2663 + 2\u2666"


@pytest.mark.parametrize("text, words", [
    ("8S", "write the card played"),
    ("8S jump", "is not one of trail"),
    ("8S take", "say which table cards"),
    ("8S trail 3D", "a trail takes no table cards"),
    ("8S build", "say the build value"),
    ("8S build x 3D", "say the build value"),
    ("8S trail build", "trail build 9"),
    ("AS=x take 2D", "after '='"),
    ("9C take [4H 5S 5D", "without its ']'"),
    ("9C take 4H] 5D", "without its '['"),
])
def test_bad_move_text_is_refused_with_a_sentence(text, words):
    with pytest.raises(MoveSyntaxError) as info:
        parse_move(text)
    assert words in str(info.value)


def test_move_text_of_a_trail_that_builds():
    m = Move(TRAIL, parse_card("2H"), 9, _c("4C", "5D"))
    assert move_text(m) == "2H trail build 9 4C 5D"
    assert parse_move("2H trail build 9 5D 4C") == tuple(m)


def test_bad_card_inside_a_move_is_a_move_error():
    with pytest.raises(MoveSyntaxError) as info:
        parse_move("8S take 1X")
    assert "'1X' is not a card" in str(info.value)
    with pytest.raises(MoveSyntaxError):
        parse_move("QQ trail")


