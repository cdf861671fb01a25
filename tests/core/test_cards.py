"""Cards as small integers and their text (``core/cards.py``): ids, faces,
ranks and suits, the text form that parses back, and refusals in one
sentence."""

from __future__ import annotations

import pytest

from casino_desktop.core import CardError, card_text, parse_card, pretty
from casino_desktop.core.cards import (
    ACE_OF_SPADES, CLUBS, JACK_OF_SPADES, KING, SPADES, TEN_OF_DIAMONDS, TWO_OF_SPADES, face, full_deck, is_spade,
    make, rank_of, sort_key, suit_of,
)


def test_an_id_is_rank_times_four_plus_suit_and_the_second_deck_adds_52():
    assert make(0, 0) == 0 and make(KING, CLUBS) == 51
    for card in range(104):
        f = face(card)
        assert f == card % 52 and make(rank_of(card), suit_of(card)) == f
        assert is_spade(card) == (suit_of(card) == SPADES)
    assert rank_of(52 + 40) == rank_of(40) and suit_of(52 + 41) == suit_of(41)


def test_the_named_cards():
    assert [card_text(c) for c in (TEN_OF_DIAMONDS, TWO_OF_SPADES, ACE_OF_SPADES, JACK_OF_SPADES)] == [
        "10D", "2S", "AS", "JS"]


def test_canonical_order_is_rank_then_suit_with_copies_together():
    order = sorted(full_deck(2), key=sort_key)
    assert [card_text(c) for c in order[:8]] == ["AS", "AS", "AH", "AH", "AD", "AD", "AC", "AC"]
    assert [face(c) for c in order[::2]] == list(range(52))
    assert len(full_deck(1)) == 52 and sorted(full_deck(2)) == list(range(104))


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
