"""Golden deals and the card text format.

The expected values below were computed once from the engine and pasted here
as literals: a deal number must mean the same cards forever (saved games,
records, bug reports and the CLI rely on it), so any change to the shuffle,
the first-dealer draw or the deal order must fail this file.  If such a
change is ever intended, it breaks every stored record: say so loudly.
"""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import CardError, MoveSyntaxError, card_text, make_rules, new_game, parse_card, parse_move, pretty
from casino_desktop.core.rng import DealRng, shuffled_deck

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


def test_golden_rng_stream():
    assert DealRng(0).next64() == 6685036501382267578
    assert DealRng(1, 2).next64() == 12097302571693261214
    assert shuffled_deck(0, 0)[:10] == [7, 41, 49, 26, 1, 43, 6, 39, 9, 3]
    assert shuffled_deck(7, 3, 2)[:12] == [36, 57, 96, 14, 29, 103, 17, 101, 33, 40, 3, 60]


def test_deals_differ_by_seed_and_round_but_repeat_exactly():
    a = shuffled_deck(5, 0)
    assert a == shuffled_deck(5, 0)
    assert a != shuffled_deck(6, 0)
    assert a != shuffled_deck(5, 1)
    assert sorted(a) == list(range(52))
    assert sorted(shuffled_deck(5, 0, 2)) == list(range(104))


def _one_by_one(rng, items):
    """Fisher-Yates with ``below`` per step: what ``shuffle`` computes in one go."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("n", [0, 1, 2, 3, 52, 104, 130])
def test_batched_shuffle_equals_draws_one_by_one(n):
    for seed in range(60):
        a, b = DealRng(seed, 3), DealRng(seed, 3)
        x, y = list(range(n)), list(range(n))
        a.shuffle(x)
        _one_by_one(b, y)
        assert x == y and a.next64() == b.next64()


def test_batched_shuffle_handles_rejected_draws(monkeypatch):
    """A rejected draw (about 1 in 10**17 for real) is forced by lowering the
    limits: the shuffle must still match the one-by-one draws exactly."""
    from casino_desktop.core import rng as rng_module
    limits = list(rng_module._LIMITS)
    r = random.Random(4)
    for n in range(2, 105):
        if r.random() < 0.1:
            limits[n] = r.randrange(1, limits[n])
    monkeypatch.setattr(rng_module, "_LIMITS", limits)
    monkeypatch.setattr(rng_module, "_SAFE", min(limits[1:]))  # the fast path's bound follows the limits
    rejected = 0
    for seed in range(40):
        for n in (3, 52, 104):
            a, b = DealRng(seed, 1), DealRng(seed, 1)
            x, y = list(range(n)), list(range(n))
            a.shuffle(x)
            _one_by_one(b, y)
            assert x == y and a.next64() == b.next64()
            probe = DealRng(seed, 1)
            rejected += any(probe.next64() >= limits[k + 1] for k in range(n - 1, 0, -1))
    assert rejected > 10  # the fallback was really exercised


@pytest.mark.parametrize("n", [0, 1, 2, 3, 52, 104, 130])
def test_shuffled_prefix_is_the_top_of_a_shuffled_deck(n):
    """The first dealer's draw traces a few positions instead of shuffling:
    the same cards, and the stream left where the shuffle leaves it."""
    for seed in range(150):
        for count in (1, 2, 4, n):
            a, b = DealRng(seed, 1_000_003), DealRng(seed, 1_000_003)
            deck = list(range(n))
            b.shuffle(deck)
            assert a.shuffled_prefix(n, count) == deck[:count]
            assert a.next64() == b.next64()


def test_shuffled_prefix_handles_rejected_draws(monkeypatch):
    from casino_desktop.core import rng as rng_module
    limits = list(rng_module._LIMITS)
    limits[40] = limits[40] // 2  # about half the seeds reject the draw for position 39
    monkeypatch.setattr(rng_module, "_LIMITS", limits)
    monkeypatch.setattr(rng_module, "_SAFE", min(limits[1:]))
    for seed in range(40):
        a, b = DealRng(seed, 2), DealRng(seed, 2)
        y = list(range(52))
        _one_by_one(b, y)
        assert a.shuffled_prefix(52, 4) == y[:4] and a.next64() == b.next64()


def test_rng_below_is_in_range_and_rejects_bad_bounds():
    rng = DealRng(3)
    seen = {rng.below(3) for _ in range(200)}
    assert seen == {0, 1, 2}
    with pytest.raises(ValueError):
        rng.below(0)


# --------------------------------------------------------------------------- card text
def test_every_card_round_trips():
    for c in range(104):
        text = card_text(c)
        assert parse_card(text) == c % 52
        assert parse_card(text.lower()) == c % 52
        assert card_text(parse_card(text)) == text


def test_card_text_examples():
    assert card_text(0) == "AS"
    assert card_text(parse_card("10D")) == "10D"
    assert card_text(parse_card("2S")) == "2S"
    assert card_text(parse_card("KC")) == "KC"
    assert card_text(52 + parse_card("QH")) == "QH"  # the second copy shows as the same card
    assert pretty(parse_card("10D")) == "10\u2666"
    assert pretty(parse_card("AS")) == "A\u2660"


@pytest.mark.parametrize("text, expected", [
    ("TD", "10D"), ("td", "10D"), ("Td", "10D"), ("10d", "10D"), ("as", "AS"), ("1S", "AS"),
    (" 7h ", "7H"), ("jc", "JC"), ("qS", "QS"), ("kd", "KD"),
])
def test_accepted_spellings(text, expected):
    assert card_text(parse_card(text)) == expected


@pytest.mark.parametrize("text, words", [
    ("", "rank then suit"),
    ("   ", "rank then suit"),
    ("7", "rank then suit"),
    ("10", "suit"),
    ("7X", "suit must be one of S, H, D, C"),
    ("ZS", "rank must be"),
    ("11H", "rank must be"),
    ("0S", "rank must be"),
    ("AH2", "suit"),
    ("10DD", "rank"),
])
def test_bad_cards_are_refused_with_a_sentence(text, words):
    with pytest.raises(CardError) as info:
        parse_card(text)
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert words in message
    assert f"'{text}'" in message, "the sentence names what was written"
    assert message[0].isupper() or message.startswith("'")
    assert message.endswith("."), "a full sentence"
    assert "like 10D" in message or "S, H, D, C" in message or "A, 2-10" in message, "it says what to write"


def test_bad_card_inside_a_move_is_a_move_error():
    with pytest.raises(MoveSyntaxError) as info:
        parse_move("8S take 1X")
    assert "'1X' is not a card" in str(info.value)
    with pytest.raises(MoveSyntaxError):
        parse_move("QQ trail")


def test_build_key_is_its_faces_in_canonical_order():
    """``Build`` sorts its faces as integers: the same order as ``sort_key``
    (rank, then suit), both copies of a double deck included."""
    from casino_desktop.core.cards import sort_key
    from casino_desktop.core.state import Build
    r = random.Random(9)
    for _ in range(500):
        cards = tuple(r.sample(range(104), r.randrange(1, 7)))
        assert Build(cards, 10, True, 0).key == tuple(sorted((c % 52 for c in cards), key=sort_key))
