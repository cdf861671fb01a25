"""How the search draws its worlds (``search_worlds``): nothing to draw once
the view shows every card, biases combined card by card, the trail's
evidence redrawing at most ``EVIDENCE_TRIES`` times, ``pbi``'s chain keeping
its last world against a less likely one, and a pool's world consistent
with the view."""

from __future__ import annotations

import random

from casino_desktop.ai import SearchPlayer, SearchSettings
from casino_desktop.ai import search_worlds
from casino_desktop.ai.search_worlds import EVIDENCE_TRIES, combine_biases, nothing_hidden
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game


def _view(seed: int = 3, plies: int = 0):
    state = new_game(make_rules("casino"), 2, False, seed)
    for _ in range(plies):
        apply(state, legal_moves(state)[0])
    return state, state.information_view(state.to_move)


def test_a_view_with_stock_or_two_hidden_hands_hides_something():
    state, view = _view()
    assert view.stock and not nothing_hidden(view)
    assert nothing_hidden(state)  # the whole state (no viewer) hides nothing
    four = new_game(make_rules("casino"), 4, False, 3)
    four.stock = []
    assert not nothing_hidden(four.information_view(0))  # three hidden hands


def test_the_last_deal_of_a_played_round_hides_nothing():
    state = new_game(make_rules("casino"), 2, False, 3)
    while state.phase == PHASE_PLAY and (state.stock or not state.hands[state.to_move]):
        apply(state, legal_moves(state)[0])
    assert state.phase == PHASE_PLAY and not state.stock
    view = state.information_view(state.to_move)
    assert nothing_hidden(view)
    world = sample_world(view, random.Random(1))
    assert [sorted(h) for h in world.hands] == [sorted(h) for h in state.hands]  # the one true deal


def test_biases_combine_card_by_card_and_leave_their_parts_alone():
    a = {1: {10: 0.5, 11: 2.0}}
    b = {1: {10: 0.5, 12: 3.0}, 2: {7: 0.1}}
    assert combine_biases(a, b) == {1: {10: 0.25, 11: 2.0, 12: 3.0}, 2: {7: 0.1}}
    assert a == {1: {10: 0.5, 11: 2.0}} and b == {1: {10: 0.5, 12: 3.0}, 2: {7: 0.1}}
    assert combine_biases({}, b) is b and combine_biases(a, {}) is a


def test_without_reading_a_draw_is_sample_worlds_with_the_bias():
    _state, view = _view()
    player = SearchPlayer(SearchSettings())
    player.bias, player.read_moves, player.chain = {1: {c: 0.01 for c in range(26)}}, [], None
    drawn = player._draw(view, random.Random(5))
    assert drawn == sample_world(view, random.Random(5), player.bias)


class _Refusing:
    """Evidence that no world ever satisfies."""

    def keep(self, world, score, rng) -> bool:
        return False


def test_the_evidence_redraws_a_contradicting_world_a_bounded_number_of_times():
    _state, view = _view()
    player = SearchPlayer(SearchSettings())
    player.bias, player.read_moves, player.chain = {}, [], None
    draws = []
    real = player._draw
    player._draw = lambda v, r: draws.append(1) or real(v, r)
    world = player._world(view, random.Random(2), _Refusing(), lambda s, m: 0.0)
    assert len(draws) == 1 + EVIDENCE_TRIES
    assert world.information_view(view.viewer) == view  # the last draw, still a world of this view


def test_the_chain_keeps_its_last_world_against_a_far_less_likely_one(monkeypatch):
    _state, view = _view()
    player = SearchPlayer(SearchSettings(pbi=1.0))
    player.bias, player.read_moves, player.chain = {}, ["a rival's move"], None
    weights = iter([0.0, -1000.0, 5.0])
    monkeypatch.setattr(search_worlds, "world_log_weight", lambda world, tables: next(weights))
    rng = random.Random(4)
    first = player._draw(view, rng)
    assert player.chain == (first, 0.0)
    assert player._draw(view, rng) is first  # exp(-1000): the fresh draw is refused
    third = player._draw(view, rng)  # a likelier world replaces it
    assert third is not first and player.chain == (third, 5.0)


def test_a_pools_world_holds_one_of_its_drawn_hands_and_keeps_the_view(monkeypatch):
    _state, view = _view(plies=3)
    player = SearchPlayer(SearchSettings(pbi=1.0, pbi_pool=6))
    player.bias, player.read_moves, player.chain = {}, ["a rival's move"], None
    seat = next(s for s in range(view.players) if s != view.viewer)
    weighed = []

    def weight(hand, s, tables, values):
        weighed.append(s)
        return 0.0 if 0 in hand else -50.0
    monkeypatch.setattr(search_worlds, "hand_log_weight", weight)
    for seed in range(5):
        world = player._draw(view, random.Random(seed))
        assert world.information_view(view.viewer) == view
        assert len(world.hands[seat]) == len(view.hands[seat])
    assert weighed and set(weighed) == {seat}  # hands alone were drawn and weighed (one hidden hand, no bias)
    assert player.chain is None  # a pool keeps no chain
