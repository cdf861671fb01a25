"""Choice evidence: every rival move this deal, captures as well as trails,
makes the cards that would have served it better less likely in its hand,
read only from what the seat saw."""

from __future__ import annotations

import random

from casino_desktop.ai import SearchPlayer, SearchSettings
from casino_desktop.ai.choice_evidence import ChoiceMemory, choice_charges
from casino_desktop.ai.policy import Playout
from casino_desktop.ai.valuation import valuation_for
from casino_desktop.core import CAPTURE, apply, legal_moves, make_rules, new_game


def _score(view):
    val = valuation_for(view.rules, view.sides)
    return Playout(val.card_weights(view, 0), val.sweep_points, False, 0.0, random.Random(0)).score


def _until_rival_passes_up_a_take(seed):
    """Seat 0 plays at random and remembers; seat 1 always makes its
    smallest capture.  Returns (state after seat 1's capture, memory, the
    table seat 1 faced, its move) the first time another capture there was
    worth more, or None if the round ends first."""
    state = new_game(make_rules("casino"), 2, False, seed)
    memory = ChoiceMemory()
    rng = random.Random(seed)
    while state.phase == "play":
        view = state.information_view(0)
        memory.observe(view)
        move = rng.choice(legal_moves(view))
        memory.remember(view, move)
        apply(state, move)
        if state.phase != "play":
            return None
        faced = state.information_view(0)
        score = _score(faced)
        takes = sorted((score(state, m), i, m) for i, m in enumerate(legal_moves(state)) if m[0] == CAPTURE)
        pick = takes[0][2] if takes else rng.choice(legal_moves(state))
        deal = faced.deals_done
        apply(state, pick)
        if len(takes) > 1 and takes[-1][0] > takes[0][0] and state.deals_done == deal and state.to_move == 0:
            return state, memory, faced, pick
    return None


def _case():
    for seed in range(40):
        found = _until_rival_passes_up_a_take(seed)
        if found is not None:
            return found
    raise AssertionError("no seed gave a rival capture that passed up a better one")


def test_a_rival_capture_is_remembered_with_the_table_it_faced():
    state, memory, faced, pick = _case()
    view = state.information_view(0)
    memory.observe(view)
    choices = memory.answers.of(0)
    seat, before, move, _ = choices[-1]
    assert (seat, move) == (1, pick)
    assert before.loose == faced.loose and before.to_move == 1


def test_cards_that_would_have_taken_more_weigh_less():
    state, memory, faced, pick = _case()
    view = state.information_view(0)
    memory.observe(view)
    score = _score(view)
    charges = choice_charges(faced, 1, pick, {c % 52 for c in view.unseen_cards()}, score)
    assert charges, "a better capture was there to be had by some unseen card"
    assert all(x > 0.0 for x in charges.values())
    bias = memory.bias(view, score, beta=2.0)[1]
    for c in view.unseen_cards():
        if c % 52 in charges:
            assert 0.0 < bias[c] < 1.0
        else:
            assert c not in bias


def test_nothing_is_read_from_an_earlier_deal_or_without_beta():
    state, memory, _, _ = _case()
    view = state.information_view(0)
    memory.observe(view)
    assert memory.bias(view, _score(view), beta=0.0) == {}
    later = view.clone()
    later.deals_done += 1
    memory.observe(later)
    assert memory.bias(later, _score(later), beta=2.0) == {}


def test_search_with_evidence_plays_a_whole_round_legally():
    player = SearchPlayer(SearchSettings(worlds=8, candidates=3, evidence=2.0, time_limit=30.0))
    state = new_game(make_rules("casino"), 2, False, 4)
    rng = random.Random(4)
    biased = 0
    while state.phase == "play":
        view = state.information_view(state.to_move)
        move = player.choose(view, rng)
        assert move in legal_moves(view)
        biased += bool(player.bias)
        apply(state, move)
    assert biased, "the rival's choices were read at least once"


def test_nothing_is_read_where_a_turn_is_several_actions():
    """Swazi: a view shows only the last action of the rival's turn, so its
    turn as a whole cannot be judged."""
    state = new_game(make_rules("swazi-casino"), 2, False, 3)
    memory = ChoiceMemory()
    rng = random.Random(3)
    for _ in range(40):
        if state.phase != "play":
            break
        view = state.information_view(state.to_move)
        memory.observe(view)
        move = rng.choice(legal_moves(view))
        memory.remember(view, move)
        apply(state, move)
    assert memory.answers.by_seat == {} and memory.answers.after == {}
