"""The state of a match (``core/state.py``): builds as values, clones that
share nothing mutable, equality with interchangeable copies normalised, and
the information view of one seat."""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import HIDDEN, Build, apply, legal_moves, make_rules, new_game
from casino_desktop.core.state import PHASE_MATCH_OVER, named_builds, reachable_builds, unnameable_builds


def _played(variant="casino", players=2, partnerships=False, seed=3, plies=9):
    s = new_game(make_rules(variant), players, partnerships, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        apply(s, rng.choice(legal_moves(s)))
    return s


def test_seats_sides_and_turns():
    s = new_game(make_rules("casino"), 4, True, 0)
    assert [s.side_of(seat) for seat in range(4)] == [0, 1, 0, 1] and s.sides == 2
    assert [s.next_seat(seat) for seat in range(4)] == [1, 2, 3, 0]
    alone = new_game(make_rules("casino"), 3, False, 0)
    assert [alone.side_of(seat) for seat in range(3)] == [0, 1, 2] and alone.sides == 3


def test_final_deal_once_the_stock_is_empty_and_over_when_the_match_is():
    s = new_game(make_rules("casino"), 2, False, 0)
    assert not s.final_deal and not s.is_over
    s.stock = []
    assert s.final_deal
    s.phase = PHASE_MATCH_OVER
    assert s.is_over


def test_a_clone_is_equal_and_shares_nothing_that_play_changes():
    s = _played()
    c = s.clone()
    assert c == s and c is not s
    apply(c, legal_moves(c)[0])
    assert c != s
    assert s == _played(), "playing on the clone changed the original"
    for name in ("hands", "loose", "builds", "stock", "captured", "sweeps", "mulles", "match_scores"):
        assert getattr(c, name) is not getattr(s, name), name


def test_equality_treats_the_two_copies_of_a_card_alike():
    s = new_game(make_rules("mulle"), 2, False, 1)
    twin = s.clone()
    card = twin.hands[0][0]
    twin.hands[0][0] = (card + 52) % 104  # the other copy of the same face
    assert twin == s
    twin.hands[0][0] = (card + 1) % 104
    assert twin != s
    with pytest.raises(TypeError):
        hash(s)  # mutable: never a dict key


@pytest.mark.parametrize("players,partnerships", [(2, False), (3, False), (4, True)])
def test_the_information_view_hides_exactly_other_hands_and_the_stock(players, partnerships):
    s = _played(players=players, partnerships=partnerships)
    seat = s.to_move
    view = s.information_view(seat)
    assert view.viewer == seat and s.viewer is None
    assert view.hands[seat] == s.hands[seat] and view.loose == s.loose and view.builds == s.builds
    for other in range(players):
        if other != seat:
            assert view.hands[other] == [HIDDEN] * len(s.hands[other])
    assert view.stock == [HIDDEN] * len(s.stock)
    hidden = [c for o in range(players) if o != seat for c in s.hands[o]] + s.stock
    assert sorted(view.unseen_cards()) == sorted(hidden)
    assert s.unseen_cards() == []  # the full state sees everything
    assert legal_moves(view) == legal_moves(s)


def test_a_builds_identity_is_its_faces_value_kind_and_owner():
    a = Build((30, 5), 9, False, 0)
    assert a == Build((5, 30 + 52), 9, False, 0)  # order and copy do not matter
    assert a != Build((5, 30), 9, False, 1) and a != Build((5, 30), 9, True, 0)
    assert hash(a) == hash(Build((5, 30), 9, False, 1))  # equal keys and values hash alike
    assert "seat 0" in repr(a) and "single" in repr(a)


def test_named_builds_take_the_first_unnamed_twin():
    first, second = Build((4, 20), 6, False, 0), Build((56, 72), 6, False, 1)
    other = Build((8, 12), 5, False, 1)
    builds = [first, other, second]
    assert named_builds(builds, (first.key,)) == [first]
    assert named_builds(builds, (first.key, first.key)) == [first, second]
    assert named_builds(builds, (other.key, (1, 2))) == [other]


def test_twins_that_differ_in_worth_cannot_be_named_and_the_generators_skip_them():
    first = Build((4, 20), 6, False, 0)
    worth_more = Build((56, 72), 12, True, 1)
    same_worth = Build((56, 72), 6, False, 1)
    assert unnameable_builds([first, worth_more]) == [worth_more]
    assert unnameable_builds([first, same_worth]) == []
    assert reachable_builds([first, worth_more]) == [first]
    seen = reachable_builds([first, same_worth])
    assert [b.controller for b in seen] == [0, 0]  # judged on the first twin's owner, as a move names it
    plain = [first, Build((8, 12), 5, False, 1)]
    assert reachable_builds(plain) is plain


def test_build_key_is_its_faces_in_canonical_order():
    """``Build`` sorts its faces as integers: the same order as ``sort_key``
    (rank, then suit), both copies of a double deck included."""
    from casino_desktop.core.cards import sort_key
    r = random.Random(9)
    for _ in range(500):
        cards = tuple(r.sample(range(104), r.randrange(1, 7)))
        assert Build(cards, 10, True, 0).key == tuple(sorted((c % 52 for c in cards), key=sort_key))
