"""``casino_desktop.core.piles``: face-up capture piles whose top cards are
in play, kept by side or by seat, and laid in the order the rules give."""

from __future__ import annotations

import random

from casino_desktop.core import apply, legal_moves, make_rules, new_game, parse_card, resolve
from casino_desktop.core.piles import holder_of, holder_seats, holders, lay_capture, pile_tops, table_faces

from .helpers import position


def c(text):
    return [parse_card(t) for t in text.split()]


def test_partners_share_a_pile_in_swazi_and_keep_one_each_in_sotho():
    swazi = new_game(make_rules("swazi-casino"), 4, True, 1)
    assert holders(swazi) == 2 and holder_of(swazi, 2) == 0 and holder_seats(swazi, 1) == [1, 3]
    sotho = new_game(make_rules("sotho-casino"), 4, True, 1)
    assert holders(sotho) == 4 and holder_of(sotho, 2) == 2 and holder_seats(sotho, 2) == [2]
    plain = new_game(make_rules("casino"), 2, False, 1)
    assert plain.stacks is None and pile_tops(plain, 0) == {}


def test_the_tops_in_play_are_other_players_tops():
    s = position("sotho-casino", "9H", "4C", players=4, partnerships=True, others={"1": "", "2": "", "3": ""},
                 piles=["2C 5D", "KH", "3S", ""])
    assert pile_tops(s, 0) == {parse_card("KH"): 1, parse_card("3S"): 2}  # the partner's too; never your own
    assert sorted(table_faces(s, 0)) == sorted(c("4C KH 3S"))


def test_a_capture_is_laid_played_card_on_top_or_lowest_on_top():
    s = position("swazi-casino", "9H", "", piles=["", ""])
    lay_capture(s, 0, parse_card("9H"), c("2C 7D"))
    assert s.stacks[0] == c("7D 2C 9H")
    sa = position("south-african-casino", "9H", "", piles=["", ""])
    lay_capture(sa, 0, parse_card("9H"), c("2C 7D"))
    assert sa.stacks[0] == c("9H 7D 2C")


def test_taking_a_top_moves_it_out_of_its_pile_and_its_sides_cards():
    s = position("south-african-casino", "5S 9C", "", piles=["", "2C 5D"])
    apply(s, resolve(s, "5S take 5D"))
    assert s.stacks[1] == c("2C") and parse_card("5D") not in s.captured[1]
    assert sorted(s.captured[0]) == sorted(c("5D 5S")) and s.stacks[0][-1] in c("5D 5S")
    assert pile_tops(s, 1) == {s.stacks[0][-1]: 0}


def test_every_pile_card_is_its_sides_through_random_rounds():
    for vid, players, partners in (("swazi-casino", 2, False), ("sotho-casino", 4, True),
                                   ("south-african-casino", 3, False)):
        s = new_game(make_rules(vid), players, partners, 7)
        rng = random.Random(7)
        while s.phase == "play":
            assert sorted(x for p in s.stacks for x in p) == sorted(x for p in s.captured for x in p), vid
            apply(s, rng.choice(legal_moves(s)))


def test_the_table_from_tops_worked_out_already_is_the_table_worked_out_here():
    s = position("swazi-casino", "5S", "4C 5D", piles=["", "2C 9D"])
    tops = pile_tops(s, 0)
    assert table_faces(s, 0, tops) == table_faces(s, 0) == [parse_card("4C"), parse_card("5D"), parse_card("9D")]
    assert table_faces(s, 0, {}) == [parse_card("4C"), parse_card("5D")]  # the tops given are the ones used
