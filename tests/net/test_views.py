"""What a seat is sent, and the state rebuilt from it."""
from __future__ import annotations

import json
import random

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game, next_round
from casino_desktop.core.cards import card_text
from casino_desktop.core.templates import Text
from casino_desktop.net.views import ViewError, seat_view, view_state


@pytest.mark.parametrize("variant, players, partnerships", [
    ("casino", 4, True), ("swazi-casino", 2, False), ("krypkasino", 3, False), ("casino", 2, False)])
def test_the_rebuilt_view_is_the_cores_information_view(variant, players, partnerships):
    rules = make_rules(variant, {})
    state = new_game(rules, players, partnerships, 21)
    rng = random.Random(2)
    held = [[] for _ in range(players)]   # the round results each client holds: only new ones are sent
    for _ in range(400):
        if state.is_over:
            break
        if state.phase == "round_over":
            next_round(state)
        for seat in range(players):
            data = json.loads(json.dumps(seat_view(state, seat, 77, len(held[seat]))))
            assert len(data["round_results"]) == len(state.round_results) - len(held[seat])
            got = view_state(rules, players, partnerships, seat, data, held[seat])
            held[seat] = got.round_results
            want = state.information_view(seat)
            want.seed = 77
            assert got.signature() == want.signature()
            if seat == state.to_move:
                assert sorted(legal_moves(got)) == sorted(legal_moves(state))
        apply(state, rng.choice(legal_moves(state)))


def test_no_other_hand_nor_the_stock_nor_the_deal_number_is_sent():
    state = new_game(make_rules("casino", {}), 4, True, 123456789)
    view = seat_view(state, 0, 5)
    # The first dealer's draw is a separate shuffle that every seat watched: its cards may share a face with a hand.
    assert view.pop("dealer_draw") == [card_text(c) for c in state.dealer_draw]
    sent = json.dumps(view)
    for seat in (1, 2, 3):   # the partner (2) included
        for card in state.hands[seat]:
            assert f'"{card_text(card % 52)}"' not in sent
    for card in state.stock:
        assert f'"{card_text(card % 52)}"' not in sent
    assert "123456789" not in sent
    assert view["hand_counts"] == [4, 4, 4, 4] and view["stock"] == len(state.stock)


@pytest.mark.parametrize("change", [
    lambda v: v.update(hand=v["hand"] + ["AS"]),          # more cards than the count says
    lambda v: v.update(table=["XX"]),
    lambda v: v.update(table=["AS", "AS"]),               # a single deck holds one ace of spades
    lambda v: v.update(to_move=9),
    lambda v: v.update(phase="dancing"),
    lambda v: v.update(captured=[[]]),
    lambda v: v.update(builds=[{"cards": ["2C"], "value": "7", "multiple": False, "controller": 0}]),
    lambda v: v.pop("stock"),
    lambda v: v.update(results_known=3),                  # results the client never received
    lambda v: v.update(hand_counts=[4, 60]),              # more hidden cards than the deck has left unseen
    lambda v: v.update(stock=60),
    lambda v: v.update(stacks=[[], []]),                  # piles' tops are not in play in this game
])
def test_a_view_that_describes_no_table_is_refused(change):
    rules = make_rules("casino", {})
    view = seat_view(new_game(rules, 2, False, 3), 0, 1)
    change(view)
    with pytest.raises(ViewError):
        view_state(rules, 2, False, 0, view)


@pytest.mark.parametrize("stacks", [None, [[]], [[], [], [], []]])
def test_a_view_of_face_up_piles_has_one_per_pile(stacks):
    """Swazi Casino's two players each keep a pile whose top is in play: a
    view without them, or with a pile for seats that are not there (the
    table laid out a pile at a fourth seat's corner), is refused."""
    rules = make_rules("swazi-casino", {})
    view = seat_view(new_game(rules, 2, False, 3), 0, 1)
    assert view["stacks"] == [[], []]
    view["stacks"] = stacks
    with pytest.raises(ViewError):
        view_state(rules, 2, False, 0, view)


@pytest.mark.parametrize("variant", ["casino", "dominican-casino", "swazi-casino"])
def test_a_rounds_score_items_reach_the_seat_as_sentences_it_says_in_its_own_language(variant):
    """The items' names and details travel with their templates: sent as
    plain English, an Indonesian guest's score sheet read "Most cards"."""
    rules = make_rules(variant, {})
    state = new_game(rules, 2, False, 5)
    rng = random.Random(3)
    while not state.round_results:
        apply(state, rng.choice(legal_moves(state)))
    data = json.loads(json.dumps(seat_view(state, 1, 9)))
    got = view_state(rules, 2, False, 1, data, [])
    sent, kept = got.round_results[-1]["items"], state.round_results[-1]["items"]
    assert [it["id"] for it in sent] == [it["id"] for it in kept] and sent
    for mine, theirs in zip(sent, kept):
        assert mine["label"] == theirs["label"] and type(mine["label"]) is type(theirs["label"])
        if isinstance(theirs["label"], Text):   # a template and its fields, which a catalog translates
            assert (mine["label"].template, mine["label"].fields) == (theirs["label"].template, theirs["label"].fields)
        assert mine["detail"] == theirs["detail"]
        assert [type(d) for d in mine["detail"] or []] == [type(d) for d in theirs["detail"] or []]
