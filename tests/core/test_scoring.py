"""Scoring a round (``core/scoring.py``): the items of the variant data, ties
scoring nothing, sweeps cancelling, misère, the count-out order, and the
points that are certain during play.  (Whole rounds are scored in
``test_round_flow.py`` and against an independent scorer in
``test_random_sim.py``.)"""

from __future__ import annotations

import pytest

from casino_desktop.core import make_rules, parse_card
from casino_desktop.core.scoring import cancel_sweeps, count_out_order, earned_points, immediate_points, score_round

DECK = list(range(52))


def _cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def _split(side0: str) -> list[list[int]]:
    mine = _cards(side0)
    return [mine, [c for c in DECK if c not in mine]]


def _points(result: dict, item: str) -> list[int] | None:
    return next((it["points"] for it in result["items"] if it["id"] == item), None)


def test_casino_items_go_to_the_side_that_took_them():
    # Side 0: 10♦, 2♠, two aces and 9 spades, but only 15 cards.
    side0 = "10D 2S AS AH 3S 4S 5S 6S 7S 8S 9S 10H 10C JH QH"
    r = score_round(make_rules("casino"), _split(side0), [0, 0], [[], []], None)
    assert _points(r, "cards") == [0, 3] and _points(r, "spades") == [1, 0]
    assert _points(r, "big_casino") == [2, 0] and _points(r, "little_casino") == [1, 0]
    assert _points(r, "aces") == [2, 2]
    assert r["totals"] == [6, 5] and r["cards"] == [15, 37] and r["spades"] == [9, 4]
    assert sum(r["totals"]) == 11 and r["added_at_end"] == r["totals"]


def test_a_tied_majority_scores_nothing():
    half = " ".join(f"{rank}{suit}" for rank in ("A", "2", "3", "4", "5", "6", "7") for suit in "SH")
    half += " 8H 8D 9H 9D 10H JH QH KH 10D JD QD KD"
    r = score_round(make_rules("casino"), _split(half), [0, 0], [[], []], None)
    assert r["cards"] == [26, 26] and _points(r, "cards") == [0, 0]
    assert sum(r["totals"]) == 8  # 11 less the 3 of most cards


@pytest.mark.parametrize("rule, sweeps, counted", [
    ("never", [3, 2], [3, 2]),
    ("minimum", [3, 2], [1, 0]),
    ("one_each", [3, 2], [2, 1]),
    ("one_each", [3, 0], [3, 0]),  # nothing to cancel against
])
def test_sweeps_cancel_as_the_rule_says(rule, sweeps, counted):
    assert cancel_sweeps(make_rules("casino", {"sweeps_cancel": rule, "sweep_points": 1}), sweeps) == counted


def test_last_capture_sweeps_and_mulles_are_items_too():
    rules = make_rules("mulle")
    r = score_round(rules, _split("AS"), [2, 1], [[5, 5], []], 1)
    assert _points(r, "last_capture") == [0, 1]
    assert _points(r, "sweeps") == [2, 1]
    assert _points(r, "mulles") == [10, 0]


def test_misere_turns_every_item_into_minus_points():
    rules = make_rules("krypkasino")
    r = score_round(rules, [_cards("10D 2S AS"), _cards("AH 3S")], [0, 0], [[], []], None)
    assert r["totals"] == [-(3 + 2 + 1 + 1), -(1 + 1)]  # 10♦ 3, 2♠ 2, the ace and every spade 1
    assert all(p <= 0 for it in r["items"] for p in it["points"])


def test_immediate_points_are_finnish_aces_and_casinos():
    rules = make_rules("finnish-kasino")
    assert immediate_points(rules, _cards("AS 10D 2S 5H")) == rules.each_ace + rules.big_casino + rules.little_casino
    assert immediate_points(rules, _cards("5H KD")) == 0
    r = score_round(rules, _split("AS 10D"), [0, 0], [[], []], None)
    aces = next(it for it in r["items"] if it["id"] == "aces")
    assert aces["immediate"] and r["added_at_end"] != r["totals"]


def test_points_earned_during_play_are_the_certain_majorities():
    rules = make_rules("casino", {"score_as_earned": True})
    first_27 = DECK[:27]
    earned = earned_points(rules, [first_27, []], [0, 0], [[], []])
    assert earned[0] >= rules.most_cards and earned[1] == 0
    assert earned_points(rules, [DECK[:26], []], [0, 0], [[], []])[0] < earned[0]  # 26 of 52 is not a majority


def test_count_out_goes_cards_spades_casinos_aces_in_order_then_sweeps():
    rules = make_rules("casino", {"sweep_points": 1})
    piles = _split("10D 2S AS AH 3S 4S 5S 6S 7S 8S 9S 10H 10C JH QH")
    r = score_round(rules, piles, [1, 0], [[], []], None)
    aces = [[c for c in p if c % 52 >> 2 == 0] for p in piles]
    steps = count_out_order(r, aces)
    assert steps[:3] == [[0, 3], [1, 0], [2, 0]]  # cards, spades, 10♦
    assert steps[3] == [1, 0]  # 2♠
    assert steps[4:8] == [[1, 0], [0, 1], [1, 0], [0, 1]]  # A♠ A♣ A♥ A♦
    assert steps[8] == [1, 0]  # sweeps
    assert [sum(col) for col in zip(*steps)] == r["totals"]


# --------------------------------------------------------------------------- African Casino
def test_tied_majorities_share_the_points_rounded_down_under_ties_split():
    rules = make_rules("casino", {"ties_split": True, "most_spades": 2})
    half = " ".join(f"{rank}{suit}" for rank in ("A", "2", "3", "4", "5", "6", "7") for suit in "SH")
    half += " 8H 8D 9H 9D 10H JH QH KH 10D JD QD KD"
    r = score_round(rules, _split(half), [0, 0], [[], []], None)
    assert r["cards"] == [26, 26] and _points(r, "cards") == [1, 1]  # 3 points shared: 1 each
    # Three sides: two tied for most spades share 2 (1 each); the third gets nothing.
    piles = [_cards("2S 3S 4S 5S"), _cards("6S 7S 8S 9S"), _cards("10S JS QS 2H")]
    assert _points(score_round(rules, piles, [0] * 3, [[]] * 3, None), "spades") == [1, 1, 0]
    # Three tied for most cards: 3 points, 1 each; without ties_split nothing.
    assert _points(score_round(rules, piles, [0] * 3, [[]] * 3, None), "cards") == [1, 1, 1]
    plain = make_rules("casino", {"most_spades": 2})
    assert _points(score_round(plain, piles, [0] * 3, [[]] * 3, None), "cards") == [0, 0, 0]


def _random_split(pack: list[int], rng, share: int | None = None) -> list[list[int]]:
    cards = pack[:]
    rng.shuffle(cards)
    cut = rng.randint(0, len(cards)) if share is None else share
    return [cards[:cut], cards[cut:]]


def test_swazi_casino_scores_11_a_deal_between_two_sides_ties_included():
    import random
    rules = make_rules("swazi-casino")
    rng = random.Random(23)
    for i in range(400):
        piles = _random_split(DECK, rng, 26 if i % 4 == 0 else None)  # every fourth a 26-26 tie
        r = score_round(rules, piles, [0, 0], [[], []], None)
        assert sum(r["totals"]) == 11, r
        if r["cards"] == [26, 26]:
            assert _points(r, "cards") == [1, 1]
    assert not any(it["id"] == "spade_quota" for it in r["items"])


def test_south_african_casino_scores_10_or_11_when_both_sides_take_five_spades():
    import random
    rules = make_rules("south-african-casino")
    pack = [c for c in DECK if c >> 2 < 10]  # no court cards
    rng = random.Random(5)
    seen = set()
    for i in range(400):
        piles = _random_split(pack, rng, 20 if i % 4 == 0 else None)
        r = score_round(rules, piles, [0, 0], [[], []], None)
        both_five = r["spades"] == [5, 5]
        assert sum(r["totals"]) == (11 if both_five else 10), r
        assert _points(r, "spade_quota") == [int(s >= 5) for s in r["spades"]]
        assert _points(r, "spades") is None  # no most-spades prize
        seen.add((both_five, r["cards"] == [20, 20]))
    assert seen == {(False, False), (False, True), (True, False), (True, True)}


def test_the_spade_quota_is_its_own_item_with_the_number_in_its_label():
    rules = make_rules("south-african-casino", {"spade_quota": 4})
    r = score_round(rules, [_cards("AS 2S 3S 4S 5H"), _cards("5S 6S 7S 8S 9S 10S")], [0, 0], [[], []], None)
    item = next(it for it in r["items"] if it["id"] == "spade_quota")
    assert item["label"] == "4 spades or more" and item["points"] == [1, 1] and item["detail"] == [4, 6]
    assert item["label"].template.other == "{count} spades or more"  # a plural template, the number a field
    one = make_rules("south-african-casino", {"spade_quota": 1})
    assert next(it for it in score_round(one, [[], _cards("5H")], [0, 0], [[], []], None)["items"]
                if it["id"] == "spade_quota")["label"] == "1 spade or more"
