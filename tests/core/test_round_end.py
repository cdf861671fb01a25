"""The end of a round (``core/round_end.py``): its score added to the match,
and whether the match is over, with each tie-break of the variant data
(docs/rules.md rule 27), differential scoring, fixed numbers of rounds and
rounds cut short by a win during play."""

from __future__ import annotations

from casino_desktop.core import make_rules, new_game, parse_card
from casino_desktop.core.round_end import finish_round_scores
from casino_desktop.core.state import PHASE_MATCH_OVER, PHASE_ROUND_OVER

DECK = list(range(52))


def _end(variant: str, side0: str, scores: list[int], options=None, sweeps=(0, 0), last=0, round_index=0):
    """Finish a 2-player round where seat 0 took ``side0`` and seat 1 the rest."""
    s = new_game(make_rules(variant, options), 2, False, 0)
    mine = [parse_card(t) for t in side0.split()]
    s.captured = [mine, [c for c in DECK if c not in mine]]
    s.sweeps = [[0] * sweeps[0], [0] * sweeps[1]]
    s.mulles = [[], []]
    s.opened = [[], []]
    s.last_capturer = last
    s.match_scores = list(scores)
    s.immediate = [0, 0]
    s.round_index = round_index
    finish_round_scores(s, False)
    return s


# Seat 0: the 10♦, the 2♠, two aces and 9 spades in 15 cards: 6 points to seat 1's 5.
SIX = "10D 2S AS AH 3S 4S 5S 6S 7S 8S 9S 10H 10C JH QH"


def test_a_round_is_added_to_the_match_and_play_goes_on_below_the_target():
    s = _end("casino", SIX, [3, 4])
    assert s.match_scores == [9, 9] and s.phase == PHASE_ROUND_OVER and s.winner is None
    result = s.round_results[-1]
    assert result["totals"] == [6, 5] and result["match_scores"] == [9, 9] and result["round"] == 0


def test_reaching_the_target_alone_wins():
    s = _end("casino", SIX, [15, 10])
    assert s.match_scores == [21, 15] and s.winner == 0 and s.phase == PHASE_MATCH_OVER


def test_both_over_the_target_the_higher_total_wins():
    s = _end("casino", SIX, [16, 18])
    assert s.match_scores == [22, 23] and s.winner == 1


def test_equal_totals_over_the_target_play_another_round():
    s = _end("casino", SIX, [16, 17])
    assert s.match_scores == [22, 22] and s.winner is None and s.phase == PHASE_ROUND_OVER


def test_count_out_the_first_to_reach_the_target_in_the_items_order_wins():
    # Royal Casino counts out: cards (3) first. Seat 1 at 18 reaches 21 with
    # most cards before seat 0 (at 20) is paid its spades, though seat 0 ends higher.
    s = _end("royal-casino", SIX, [20, 18])
    assert s.match_scores[0] > s.match_scores[1] >= 21
    assert s.winner == 1


def test_most_spades_breaks_a_tie_of_totals():
    # Swedish Kasino to 16.  Seat 0 takes seven spades (most spades 2, A♠ 1,
    # 2♠ 1: 4 points), seat 1 the rest (cards, three aces, 10♦, last capture:
    # 7 points); from 12 and 9 both stand at 16, and seat 0 has more spades.
    s = _end("swedish-kasino", "AS 2S 3S 4S 5S 6S 7S", [12, 9], last=1)
    result = s.round_results[-1]
    assert result["totals"] == [4, 7] and result["spades"] == [7, 6]
    assert s.match_scores == [16, 16] and s.winner == 0


def test_differential_scores_only_the_difference():
    s = _end("casino", SIX, [0, 0], options={"differential": True})
    assert s.match_scores == [1, 0]  # 6 - 5


def test_a_fixed_number_of_rounds_ends_only_when_every_player_has_dealt():
    s = _end("krypkasino", SIX, [0, 0], round_index=0)
    assert s.phase == PHASE_ROUND_OVER and s.winner is None
    last = _end("krypkasino", SIX, [0, 0], round_index=1)
    assert last.phase == PHASE_MATCH_OVER and last.winner == 1  # the fewer penalties


def test_the_last_capturer_gets_its_point_but_not_in_a_round_cut_short():
    s = _end("swedish-kasino", SIX, [0, 0], last=1)
    assert any(it["id"] == "last_capture" and it["points"] == [0, 1] for it in s.round_results[-1]["items"])
    cut = new_game(make_rules("finnish-kasino"), 2, False, 0)
    cut.captured = [[parse_card("AS"), parse_card("10D")], []]
    cut.immediate = [1 + 2, 0]
    cut.last_capturer = 0
    finish_round_scores(cut, True)
    result = cut.round_results[-1]
    assert result["ended_mid_round"] and result["totals"] == [3, 0] and result["added_at_end"] == [0, 0]
    assert all(it["id"] != "last_capture" for it in result["items"])
    assert [sum(it["points"][i] for it in result["items"]) for i in (0, 1)] == result["totals"]
