"""Krypkasino (docs/rules.md rules 37-41, from the rules digest §9 and research/peers.md §3.4,
both kept outside this repository): misère Kasino with two decks,
compulsory capture, penalty points, sweeps that cost their maker 5 and
credit whoever left the table open; every player deals once."""

import random

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game, next_round, parse_card
from casino_desktop.core.scoring import score_round
from casino_desktop.core.state import PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER
from casino_desktop.core.variants import VariantError

from .helpers import illegal, legal, position

RULES = make_rules("krypkasino")


def cards(text, copy=0):
    return [parse_card(t) + 52 * copy for t in text.split()]


def points(result, item_id):
    return next(it["points"] for it in result["items"] if it["id"] == item_id)


def test_penalties_are_minus_points_42_in_all():
    every = list(range(104))
    result = score_round(RULES, [every, []], [0, 0], [[], []], None, [0, 0])
    assert result["totals"] == [-42, 0]
    one = score_round(RULES, [cards("10D 2S AS 5S AH 9C KD"), []], [0, 0], [[], []], None, [0, 0])
    # 10♦ 3, 2♠ 2, A♠ 2, 5♠ 1, A♥ 1; the 9♣ and K♦ cost nothing.
    assert one["totals"] == [-9, 0]


def test_a_sweep_costs_its_maker_5_and_credits_whoever_left_it():
    result = score_round(RULES, [[], []], [1, 0], [[], []], None, [0, 1])
    assert points(result, "sweeps") == [-5, 0]
    assert points(result, "left_open") == [0, 5]
    assert result["totals"] == [-5, 5]


def test_capturing_is_compulsory():
    s = position("krypkasino", "7D KC", "7C 3H")
    illegal(s, "KC trail", "compulsory")
    legal(s, "7D take 7C")


def test_in_play_the_player_before_the_sweep_is_charged_never_the_deal():
    """Random games: every sweep is noted against the side that played just
    before it, except on a round's first play, where the deal left the table."""
    noted = 0
    for seed in range(30):
        s = new_game(RULES, 2, False, seed)
        rng = random.Random(seed)
        plays = 0
        while s.phase == PHASE_PLAY:
            before = [len(x) for x in s.sweeps]
            opened = [len(x) for x in s.opened]
            last = s.last_move
            seat = s.to_move
            apply(s, rng.choice(legal_moves(s)))
            plays += 1
            side = s.side_of(seat)
            if len(s.sweeps[side]) > before[side]:
                other = 1 - side
                if plays == 1:
                    assert [len(x) for x in s.opened] == opened
                else:
                    assert last[0] == other and len(s.opened[other]) == opened[other] + 1
                    noted += 1
    assert noted, "no sweep in 30 rounds"


def test_every_player_deals_once_then_the_fewest_penalties_win():
    for players in (2, 3):
        s = new_game(RULES, players, False, 4)
        rng = random.Random(4)
        while s.phase != PHASE_MATCH_OVER:
            if s.phase == PHASE_ROUND_OVER:
                next_round(s)
            while s.phase == PHASE_PLAY:
                apply(s, rng.choice(legal_moves(s)))
        assert s.round_index + 1 >= players
        best = max(s.match_scores)
        assert s.match_scores[s.winner] == best and s.match_scores.count(best) == 1
        if s.round_index + 1 > players:  # more rounds only after a tie at the top
            after = s.round_results[players - 1]["match_scores"]
            assert after.count(max(after)) > 1


def test_nonsense_with_the_new_rules_is_refused():
    with pytest.raises(VariantError, match="no target"):
        make_rules("casino", {"rounds_each": 2})
    assert make_rules("casino", {"rounds_each": 2, "target": 0}).rounds_each == 2
    with pytest.raises(VariantError, match="misère"):
        make_rules("casino", {"misere": True, "differential": True})
    with pytest.raises(VariantError, match="cancel"):
        make_rules("finnish-kasino", {"sweep_left_open": True})
