"""The first dealer's draw and the deal (``core/dealing.py``), golden deals first.

The expected values of the golden deals were computed once from the engine
and pasted here as literals: a deal number must mean the same cards forever
(saved games, records, bug reports and the CLI rely on it), so any change to
the shuffle, the first-dealer draw or the deal order must fail this file.
If such a change is ever intended, it breaks every stored record: say so
loudly.  The shuffle itself is pinned in ``test_rng.py``.
"""

from __future__ import annotations

import pytest

from casino_desktop.core import card_text, make_rules, new_game
from casino_desktop.core.cards import rank_of
from casino_desktop.core.dealing import choose_first_dealer, deal, most_in_hand, round_deck, table_cards
from casino_desktop.core.rng import DealRng

# (preset, players, seed) -> first dealer, hands (as dealt, seat 0 first), table, next five stock cards.
GOLDEN_DEALS = {
    ("casino", 2, 0): {
        "dealer": 1,
        "hands": [
            "2C JH 2D 10C",
            "AH JC 3C 6S",
        ],
        "table": "KH 7D 3H AC",
        "stock_top": "8C 9C 6H AD 7S",
    },
    ("casino", 2, 1): {
        "dealer": 0,
        "hands": [
            "KS 5C 5D 7H",
            "AS JS 3H 10S",
        ],
        "table": "QS 4C AH 10H",
        "stock_top": "8H 6S 3S 10D 10C",
    },
    ("casino", 2, 7): {
        "dealer": 0,
        "hands": [
            "6H 5S JD 9D",
            "4D 8D 3C 3H",
        ],
        "table": "8H 9S 5H 4S",
        "stock_top": "7D KS AH QS 7C",
    },
    ("mulle", 3, 0): {
        "dealer": 1,
        "hands": [
            "9D 9D 7H 9H 10D",
            "JD QH 3S JH KC",
            "AH 10S QH 7S 2H",
        ],
        "table": "9C 8H 2C 4S 3D",
        "stock_top": "6D 4H AD KH 4S",
    },
    ("mulle", 3, 1): {
        "dealer": 0,
        "hands": [
            "8C 6D 6D 6C JD",
            "2D 9S 3H 2D 5C",
            "QS QC AD 3C 6H",
        ],
        "table": "7H KD 10C QD JH",
        "stock_top": "2S KH 2S 7S QS",
    },
    ("mulle", 3, 7): {
        "dealer": 1,
        "hands": [
            "KH 8H 2S JS 5D",
            "AC 6D JD 7D 7C",
            "10D 3C QH JC 8D",
        ],
        "table": "8H JH 5C 3D QS",
        "stock_top": "AS 5H 9D KC 9C",
    },
    # The whole pack dealt (deal_whole_pack): the table's cards first, then
    # one card at a time; South Africa with three: 13 each, 1 to the table.
    ("swazi-casino", 3, 0): {
        "dealer": 2,
        "hands": [
            "AH 10C 3C 9C 7S 4D KD 6C 9S JS 5D 8S 2S KS 7C 10S",
            "JC 3H 6S 6H JD 4H 4C 3D QH 10H 4S QC 2H 6D 3S 5C",
            "2D AC 8C AD 7H 8H 5S QD 5H KC AS 10D 9D QS 9H 8D",
        ],
        "table": "2C JH KH 7D",
        "stock_top": "",
    },
    ("sotho-casino", 2, 0): {
        "dealer": 1,
        "hands": [
            "AH 2D 3H 3C 8C 6H 7S 7H 4H KD 5S 3D",
            "JC 10C AC 6S 9C AD JD 4D 8H 4C 6C QD",
        ],
        "table": "2C JH KH 7D",
        "stock_top": "9S QH 5H JS 10H",
    },
    ("south-african-casino", 3, 0): {
        "dealer": 2,
        "hands": [
            "2C 2D AC 8C AD 4D 4C 3D 10H AS 2S 6D 9H",
            "7D 10C 3C 9C 7S 4H 5S 9S 5D 8S 2H 7C 10S",
            "AH 3H 6S 6H 7H 8H 6C 5H 4S 10D 9D 3S 5C",
        ],
        "table": "8D",
        "stock_top": "",
    },
}


def _texts(cards) -> str:
    return " ".join(card_text(c) for c in cards)


@pytest.mark.parametrize("key", list(GOLDEN_DEALS), ids=lambda k: f"{k[0]}-{k[1]}p-seed{k[2]}")
def test_golden_first_deal(key):
    vid, players, seed = key
    expected = GOLDEN_DEALS[key]
    s = new_game(make_rules(vid), players, False, seed)
    assert s.round_index == 0
    assert s.dealer == expected["dealer"]
    assert [_texts(h) for h in s.hands] == expected["hands"]
    assert _texts(s.loose) == expected["table"]
    assert _texts(s.stock[::-1][:5]) == expected["stock_top"]
    assert s.to_move == (s.dealer + 1) % players


def test_golden_card_ids_of_the_double_deck():
    """Which copy of a double-deck card lands where is pinned too."""
    s = new_game(make_rules("mulle"), 3, False, 0)
    assert s.hands == [[86, 34, 25, 85, 90], [42, 97, 8, 93, 103], [53, 36, 45, 24, 57]]
    assert s.loose == [35, 29, 59, 12, 10]
    assert s.dealer_draw == (26, 49, 44)
    assert new_game(make_rules("casino"), 2, False, 0).dealer_draw == (26, 49)



# --------------------------------------------------------------------------- the first dealer
def _ranks_drawn(seed: int, players: int) -> list[int]:
    """The ranks the seats draw: the top cards of the seed's dealer shuffle."""
    return [rank_of(c) for c in DealRng(seed, 1_000_003).shuffled_prefix(52, players)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_highest_or_lowest_card_drawn_deals_ace_low_ties_to_the_earlier_seat(players):
    high = make_rules("casino", {"dealer_choice": "highest_card"})
    low = make_rules("casino", {"dealer_choice": "lowest_card"})
    for seed in range(200):
        ranks = _ranks_drawn(seed, players)
        dealer, draw = choose_first_dealer(high, players, seed)
        assert [rank_of(c) for c in draw] == ranks and len(set(draw)) == players
        assert dealer == ranks.index(max(ranks))
        assert choose_first_dealer(low, players, seed)[0] == ranks.index(min(ranks))


def test_a_random_first_dealer_is_any_seat_and_the_same_for_the_same_seed():
    rules = make_rules("casino", {"dealer_choice": "random"})
    dealers = {choose_first_dealer(rules, 4, seed)[0] for seed in range(100)}
    assert dealers == {0, 1, 2, 3}
    first = [choose_first_dealer(rules, 3, s) for s in range(20)]
    assert [choose_first_dealer(rules, 3, s) for s in range(20)] == first


def test_new_game_uses_the_draw_and_the_seat_left_of_the_dealer_leads():
    rules = make_rules("casino-simple")  # lowest card deals
    for seed in range(30):
        s = new_game(rules, 3, False, seed)
        assert (s.dealer, s.dealer_draw) == choose_first_dealer(rules, 3, seed)
        assert s.to_move == (s.dealer + 1) % 3


# --------------------------------------------------------------------------- the deal
def _empty(variant: str, options: dict, players: int, dealer: int, stock: list[int]):
    """A state with empty hands and table, the given dealer and stock (top last)."""
    s = new_game(make_rules(variant, options), players, False, 0)
    s.hands = [[] for _ in range(players)]
    s.loose = []
    s.dealer = dealer
    s.stock = list(stock)
    s.deals_done = 0
    return s


def _top_first(n: int) -> list[int]:
    """A stock whose k-th card from the top is the card id k."""
    return list(range(n))[::-1]


def test_packets_of_two_go_round_the_players_then_to_the_table():
    s = _empty("casino", {"deal_order": "players_then_table"}, 2, 1, _top_first(20))
    deal(s, True)
    # Dealer 1: seat 0 (the dealer's left) first, the dealer last, then the table; twice.
    assert s.hands == [[0, 1, 6, 7], [2, 3, 8, 9]]
    assert s.loose == [4, 5, 10, 11]
    assert s.stock == _top_first(20)[:8] and s.deals_done == 1


def test_others_then_the_table_then_the_dealer():
    s = _empty("casino", {"deal_order": "others_table_dealer"}, 2, 1, _top_first(20))
    deal(s, True)
    assert s.hands == [[0, 1, 6, 7], [4, 5, 10, 11]]
    assert s.loose == [2, 3, 8, 9]


def test_odd_hands_come_in_one_packet_each_and_later_deals_skip_the_table():
    """Packets of two only when the hand and the table both divide by two
    (docs/rules.md rule 20); otherwise each seat gets its hand at once."""
    s = _empty("casino", {"deal_order": "players_then_table", "hand_size": 3}, 2, 0, _top_first(20))
    deal(s, True)
    assert s.hands == [[3, 4, 5], [0, 1, 2]]  # dealer 0: seat 1 first
    assert s.loose == [6, 7, 8, 9]
    s.hands = [[], []]
    deal(s, False)
    assert s.hands == [[13, 14, 15], [10, 11, 12]] and s.loose == [6, 7, 8, 9] and s.deals_done == 2


def test_a_short_last_deal_goes_one_card_at_a_time_from_the_dealers_left():
    s = _empty("mulle", {}, 3, 2, _top_first(7))  # 15 needed, 7 left
    deal(s, False)
    assert s.hands == [[0, 3, 6], [1, 4], [2, 5]] and s.stock == [] and s.deals_done == 1


# --------------------------------------------------------------------------- the whole pack (African Casino)
def test_the_whole_pack_goes_out_one_card_at_a_time_after_the_tables_cards():
    s = _empty("swazi-casino", {}, 3, 2, _top_first(52))
    deal(s, True)
    # The layout's four first, then round the seats from the dealer's next (0) to the dealer (2).
    assert s.loose == [0, 1, 2, 3]
    assert s.hands == [list(range(4, 52, 3)), list(range(5, 52, 3)), list(range(6, 52, 3))]
    assert s.stock == [] and s.deals_done == 1


def test_with_two_players_the_whole_pack_comes_in_two_deals_of_half_each():
    s = _empty("swazi-casino", {}, 2, 0, _top_first(52))
    deal(s, True)
    assert s.loose == [0, 1, 2, 3]
    assert s.hands == [list(range(5, 28, 2)), list(range(4, 28, 2))]  # dealer 0: seat 1 first
    s.hands = [[], []]
    deal(s, False)
    assert s.hands == [list(range(29, 52, 2)), list(range(28, 52, 2))]
    assert s.loose == [0, 1, 2, 3] and s.stock == [] and s.deals_done == 2


def test_cards_that_do_not_divide_evenly_go_to_the_table_after_the_hands():
    s = _empty("south-african-casino", {}, 3, 0, _top_first(40))
    deal(s, True)
    assert s.hands == [list(range(2, 39, 3)), list(range(0, 39, 3)), list(range(1, 39, 3))]
    assert s.loose == [39] and s.stock == []
    # Two players: two deals of equal hands, the odd card to the table on the first.
    s = _empty("swazi-casino", {"table_size": 3}, 2, 1, _top_first(52))
    deal(s, True)
    assert s.hands == [list(range(3, 27, 2)), list(range(4, 27, 2))] and s.loose == [0, 1, 2, 27]
    assert len(s.stock) == 24


# (preset, players) -> cards to the table, cards per hand in each deal, deals.
WHOLE_PACK = {
    ("swazi-casino", 2): (4, 12, 2), ("swazi-casino", 3): (4, 16, 1), ("swazi-casino", 4): (4, 12, 1),
    ("sotho-casino", 2): (4, 12, 2), ("sotho-casino", 3): (4, 16, 1), ("sotho-casino", 4): (4, 12, 1),
    ("south-african-casino", 2): (0, 10, 2), ("south-african-casino", 3): (1, 13, 1),
    ("south-african-casino", 4): (0, 10, 1),
}


@pytest.mark.parametrize("key", list(WHOLE_PACK), ids=lambda k: f"{k[0]}-{k[1]}p")
def test_the_african_presets_deal_the_whole_pack_in_equal_hands(key):
    vid, players = key
    table, per_hand, deals = WHOLE_PACK[key]
    rules = make_rules(vid)
    for seed in range(3):
        s = new_game(rules, players, players == 4, seed)
        pack = sorted(s.stock + s.loose + [c for h in s.hands for c in h])
        assert pack == sorted(round_deck(rules, seed, 0))  # every card of the pack, once
        assert len(s.loose) == table and [len(h) for h in s.hands] == [per_hand] * players
        assert len(s.stock) == per_hand * players * (deals - 1)
        if deals == 2:
            s.hands = [[] for _ in range(players)]
            deal(s, False)
            assert [len(h) for h in s.hands] == [per_hand] * players and len(s.loose) == table
            assert s.stock == []


def test_the_most_cards_in_a_hand_is_the_hand_size_or_the_whole_pack_share():
    assert most_in_hand(make_rules("casino"), 4) == 4 and most_in_hand(make_rules("mulle"), 3) == 5
    for (vid, players), (_, per_hand, _) in WHOLE_PACK.items():
        assert most_in_hand(make_rules(vid), players) == per_hand


def test_the_tables_cards_are_the_layout_and_what_the_hands_leave_over():
    assert table_cards(make_rules("casino"), 3) == 4 and table_cards(make_rules("mulle"), 4) == 5
    for (vid, players), (table, _, _) in WHOLE_PACK.items():
        assert table_cards(make_rules(vid), players) == table
        s = new_game(make_rules(vid), players, players == 4, 9)
        assert len(s.loose) == table


@pytest.mark.parametrize("variant, options", [("casino", {}), ("kasino", {}), ("mulle", {}), ("mulle-kortspel", {}),
                                              ("casino", {"table_size": 0}), ("kasino", {"hand_size": 3})])
def test_the_rules_text_says_the_packets_the_engine_deals(variant, options):
    """The seeds deal two at a time (two to each player, two to the table,
    then again), and the rules text says so where the engine deals that
    way: the size of the first run of cards a seat gets is the number the
    text gives, and a hand dealt in one packet is not said to come in two."""
    from casino_desktop.core.rulebook import rulebook, rulebook_markdown
    rules = make_rules(variant, options)
    s = _empty(variant, options, 2, 1, _top_first(40))
    deal(s, True)
    first = s.hands[0]
    run = next((i for i in range(1, len(first)) if first[i] != first[i - 1] + 1), len(first))
    text = rulebook_markdown(rulebook(rules, variant))
    if run == len(first):
        assert "two rounds" not in text
    else:
        assert run * 2 == len(first)
        table_run = len(s.loose) // 2
        said = (f"two rounds: {run} to each player, then {table_run} to the table, and the same again"
                if rules.deal_order == "players_then_table" else
                f"two rounds: {run} to each of the other players, {table_run} to the table, then {run} to the dealer"
                if table_run else f"two rounds of {run} to each player, the dealer last")
        assert said in text, text


def test_the_rules_text_says_a_short_last_deal_where_the_engine_deals_one():
    """pagat Mulle: 99 cards for hands, so with some numbers of players the
    stock runs out in the middle of a deal and the last cards go one at a
    time from the dealer's left (the twentieth stranger's play-test: the
    rules text never said so)."""
    from casino_desktop.core.rulebook import rulebook, rulebook_markdown
    sentence = "When too few cards are left for full hands, they go one at a time from the dealer's left"
    s = _empty("mulle", {}, 3, 2, _top_first(7))
    deal(s, False)
    assert sorted(len(h) for h in s.hands) == [2, 2, 3]  # the engine: some players get fewer
    assert sentence in rulebook_markdown(rulebook(make_rules("mulle"), "mulle"))
    for full in ("casino", "kasino", "royal-casino"):  # 48 cards after the table: full hands for 2, 3 or 4
        assert sentence not in rulebook_markdown(rulebook(make_rules(full), full)), full


def test_the_drawn_dealer_is_the_one_the_draw_chose():
    """``drawn_dealer`` is the rule ``choose_first_dealer`` applies to its
    draw (the play log's account of the draw asks it)."""
    from casino_desktop.core.dealing import drawn_dealer
    for variant in ("kasino", "casino-simple"):
        rules = make_rules(variant)
        for seed in range(40):
            dealer, draw = choose_first_dealer(rules, 3, seed)
            assert drawn_dealer(rules, draw) == dealer
