"""Royal Casino as played in the Dominican Republic (docs/rules.md rules 32-36, from the rules digest
§9 and research/peers.md §3.1, both kept outside this repository):
equal cards must be taken, no raising one's own build, opposing sweeps
cancel, and the rule near the target (18: cards, 19: 10♦, 20: spades)."""

import random

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game, next_round, parse_card
from casino_desktop.core.near_target import needed_item, on_ladder, settle
from casino_desktop.core.predicates import first_refusal
from casino_desktop.core.rulebook import rulebook
from casino_desktop.core.scoring import score_round
from casino_desktop.core.sentences import swept_count
from casino_desktop.core.state import PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER
from casino_desktop.core.variants import VariantError

from .helpers import illegal, legal, position, texts

RULES = make_rules("dominican-casino")


def cards(text):
    return [parse_card(t) for t in text.split()]


# --- equal cards must be taken ----------------------------------------------------------

def test_a_card_equal_to_a_loose_card_may_not_be_trailed():
    s = position("dominican-casino", "5S 9H KD", "5C 5D 3H 2C 9S")
    # The equal cards listed, not added ("5♣ + 5♦" read as a sum of 10: stranger 22).
    illegal(s, "5S trail", "may not be trailed", "the 5♣ and 5♦, or")
    illegal(s, "9H trail", "9♠")
    legal(s, "KD trail")  # nothing on the table is a king


def test_a_capture_takes_every_equal_card_and_sums_stay_optional():
    s = position("dominican-casino", "5S 9H KD", "5C 5D 3H 2C 9S")
    illegal(s, "5S take 5C", "must also take the 5♦")
    illegal(s, "5S take 3H 2C", "must also take the 5♣ and 5♦.")
    legal(s, "5S take 5C 5D")           # the sum 3 + 2 may stay
    legal(s, "5S take 5C 5D 3H 2C")
    legal(s, "KD take 3H 5C 5D")        # a king equals nothing here: any capture


def test_the_card_may_go_into_a_build_instead():
    s = position("dominican-casino", "5S 9H KD", "5C 5D 3H 2C 9S")
    legal(s, "5S build 13 3H 5C")


def test_an_ace_played_as_14_need_not_take_a_table_ace():
    # The table ace counts 1: an ace taking 9 + 5 as 14 leaves it lawfully,
    # but as 1 it must take it, and it may not be trailed.
    s = position("dominican-casino", "AS KD", "AC 9S 5D")
    legal(s, "AS take 9S 5D")
    legal(s, "AS take AC")
    illegal(s, "AS trail", "A♣")
    assert texts(s, "AS") == {"AS take AC", "AS take 5D 9S"}


def test_nobody_raises_their_own_build():
    s = position("dominican-casino", "2C 9H 7D", "4S", builds=[("3H 4D", 7, False, 0)])
    illegal(s, "2C raise 9 [3H 4D]", "your own build")
    other = position("dominican-casino", "2C 9H 7D", "4S", builds=[("3H 4D", 7, False, 1)])
    legal(other, "2C raise 9 [3H 4D]")


def test_forced_pairing_is_refused_where_a_court_card_takes_one_card_of_its_rank():
    with pytest.raises(VariantError, match="court cards"):
        make_rules("casino", {"forced_pairing": True})
    assert make_rules("casino", {"forced_pairing": True, "face_capture": "all"}).forced_pairing


# --- near the target --------------------------------------------------------------------

def test_the_ladder_follows_the_scoring_table():
    assert [needed_item(RULES, s) for s in (17, 18, 19, 20)] == [None, "cards", "big_casino", "spades"]
    assert [on_ladder(RULES, s) for s in (17, 18, 20, 21)] == [False, True, True, False]


def _round(pile0, pile1, sweeps=(0, 0)):
    """A round where side 0 took ``pile0`` and side 1 the rest of the deck
    plus ``pile1``'s order (the piles are what matter)."""
    return score_round(RULES, [cards(pile0), cards(pile1)], list(sweeps), [[], []], None)


ALL = "AS AC AH AD 2S 2C 2H 2D 3S 3C 3H 3D 4S 4C 4H 4D 5S 5C 5H 5D 6S 6C 6H 6D 7S 7C 7H 7D 8S 8C 8H 8D " \
      "9S 9C 9H 9D 10S 10C 10H 10D JS JC JH JD QS QC QH QD KS KC KH KD"


def _split(side0):
    rest = " ".join(c for c in ALL.split() if c not in side0.split())
    return side0, rest


def test_at_18_most_cards_wins_outright_whatever_the_other_side_scores():
    # Side 0 (at 18) takes 27 cards; side 1 (at 20) takes 10♦, the aces and most spades.
    side0, side1 = _split("2C 2H 2D 3C 3H 3D 4C 4H 4D 5C 5H 5D 6C 6H 6D 7C 7H 7D 8C 8H 8D 9C 9H 9D 10C 10H JC")
    result = _round(side0, side1)
    assert settle(RULES, result, [18, 20]) == 0
    assert sum(it["points"][0] for it in result["items"]) == result["totals"][0] == 3


def test_without_its_item_a_side_stops_one_short_and_its_sweeps_do_not_score():
    # Side 0 (at 18) takes three aces and two sweeps but not most cards.
    side0, side1 = _split("AS AC AH 2C")
    result = _round(side0, side1, sweeps=(2, 0))
    assert result["totals"][0] == 3 + 2  # before the rule: aces and sweeps
    assert settle(RULES, result, [18, 5]) is None
    assert result["totals"][0] == 2  # 18 + 2 = 20: one short of 21
    item = next(it for it in result["items"] if it["id"] == "near_target")
    assert item["points"][0] == -3 and "needs most cards" in item["detail"][0]
    assert item["detail"][1] is None and item["points"][1] == 0


def test_two_sides_winning_their_items_at_once_count_out_cards_first():
    # Side 0 at 19 takes the 10♦; side 1 at 18 takes most cards.
    side0, side1 = _split("10D AS")
    result = _round(side0, side1)
    assert settle(RULES, result, [19, 18]) == 1


def test_a_side_below_the_ladder_scores_as_usual():
    side0, side1 = _split("AS AC AH 2C")
    result = _round(side0, side1, sweeps=(2, 0))
    totals = list(result["totals"])
    assert settle(RULES, result, [17, 5]) is None
    assert result["totals"] == totals and all(it["id"] != "near_target" for it in result["items"])


def test_whole_games_end_only_by_the_item_or_from_below_the_ladder():
    """Random games: whenever a side on the ladder wins, it won its item."""
    seen = set()
    for seed in range(40):
        s = new_game(RULES, 2, False, seed)
        rng = random.Random(seed)
        while s.phase != PHASE_MATCH_OVER:
            if s.phase == PHASE_ROUND_OVER:
                next_round(s)
            start = list(s.match_scores)
            while s.phase == PHASE_PLAY:
                apply(s, rng.choice(legal_moves(s)))
            result = s.round_results[-1]
            for side in range(2):
                if on_ladder(RULES, start[side]) and s.winner != side:
                    assert s.match_scores[side] < RULES.target
            if s.winner is not None and on_ladder(RULES, start[s.winner]):
                item = needed_item(RULES, start[s.winner])
                won = next(it for it in result["items"] if it["id"] == item)["points"][s.winner]
                assert won, f"seed {seed}: side {s.winner} won from {start[s.winner]} without {item}"
                seen.add(item)
    assert seen, "no game ended on the ladder in 40 games"


def test_trailing_and_building_with_the_equal_card_is_refused_for_pairing():
    # The 5♣ the 5♠ equals would go into the new build, but the 5♠ is still
    # trailed while a 5 lies loose: the pairing rule names it.
    s = position("casino", "5S 8H", "5C 3D",
                 options={"forced_pairing": True, "face_capture": "all", "trail_and_build": True})
    assert "5S trail build 8 3D 5C" not in texts(s)
    illegal(s, "5S trail build 8 3D 5C", "may not be trailed", "5♣")


# --- the Dominican players' own words and direction -------------------------------------

def _sweeps_row(rules):
    result = score_round(rules, [cards("5S 5D"), cards("9H")], [1, 0], [[], []], 0)
    (row,) = [it for it in result["items"] if it["id"] == "sweeps"]
    return row["label"]


def test_the_score_sheet_names_dominican_sweeps_with_a_template_of_their_own():
    """A language says the Dominican players' word (virados) in this row only:
    the row's template carries its own note, as the rules carry "(virado)"."""
    dominican = _sweeps_row(RULES)
    royal = _sweeps_row(make_rules("royal-casino", {"sweep_points": 1}))
    assert str(dominican) == str(royal) == "Sweeps"
    assert "virados" in dominican.note and "virados" not in royal.note


def test_the_rules_name_a_sweep_by_its_dominican_word():
    prose = rulebook(RULES, "dominican-casino").prose()
    assert "a sweep (virado)" in prose
    assert "(virado)" not in rulebook(make_rules("royal-casino", {"sweep_points": 1}), "royal-casino").prose()


def test_the_deal_and_the_play_pass_to_the_right_as_pagats_informant_says():
    assert RULES.anticlockwise
    prose = rulebook(RULES, "dominican-casino").prose()
    assert "the deal then passes to the right each round" in prose
    assert "Play goes to the right (anticlockwise)" in prose


def test_sweeps_are_counted_in_the_dominican_word_where_the_table_counts_them():
    dominican = swept_count(RULES, 2)
    royal = swept_count(make_rules("royal-casino"), 2)
    assert str(dominican) == str(royal) == "2 sweeps"
    assert "virados" in dominican.note and "virados" not in (royal.note or "")


def test_the_play_log_says_a_dominican_sweep_with_its_own_template():
    """'… and sweeps the table' in English both ways; the Dominican line is
    its own template (Spanish: 'y hace un virado')."""
    from casino_desktop.core.log_lines import move_lines

    notes = {}
    for variant in ("dominican-casino", "royal-casino"):
        rules = make_rules(variant, {"sweep_points": 1})
        for seed in range(30):
            s, rng = new_game(rules, 2, False, seed), random.Random(seed)
            while s.phase == PHASE_PLAY and variant not in notes:
                prev, seat = s.clone(), s.to_move
                move = rng.choice(legal_moves(s))
                apply(s, move)
                line = move_lines(["You", "North"], prev, seat, move, s)[0]
                if line.endswith("the table"):
                    notes[variant] = line.note
    assert "virado" in notes["dominican-casino"] and notes["royal-casino"] is None


@pytest.mark.parametrize("tops", ["builds", "captures"])
def test_a_piles_top_equal_to_the_card_need_not_be_taken(tops):
    """Dominican pairing with the African piles' tops in play (a house rule
    of each): equal cards are taken from the table, not from a pile's top.
    The moves listed said so and the rules' sentences did not: the legal
    K♠ taking A♠ + Q♠ was refused, "the K♠ must also take the K♦", the
    K♦ the top of North's pile (the slow tier's rule walk, seed 100)."""
    s = position("dominican-casino", "KS 2D", "QS AS 7C", options={"pile_tops": tops}, piles=["", "KD"])
    for m in legal_moves(s):
        assert first_refusal(s, m) is None, m.text()
    legal(s, "KS take AS QS")
    assert "KS trail" in texts(s, "KS")
    legal(s, "KS trail")
