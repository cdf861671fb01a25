"""The table in words, without a window: each card, build and seat said
whole, in templates a translator sees whole."""
from __future__ import annotations

from casino_desktop.core import BUILD, CAPTURE, legal_moves, parse_card
from casino_desktop.core.state import Build
from casino_desktop.qt.access.words import (CARD_NAMES, ON_TABLE, card_name, hand_entries, move_in_words,
                                            seat_entries, table_entries, table_summary)
from tests.core.helpers import dealt_position

C = parse_card
NAMES = ["You", "North"]


def test_every_face_has_its_own_whole_name_and_a_double_decks_copies_share_it():
    assert len(set(CARD_NAMES)) == 52
    assert card_name(C("10D")) == "Ten of diamonds" and card_name(C("AS")) == "Ace of spades"
    assert card_name(C("KC")) == "King of clubs" and card_name(C("QH") + 52) == "Queen of hearts"


def _position():
    state = dealt_position("casino", "9S 4H 2C", "10D 5C")
    state.builds = [Build((C("6H"), C("AD"), C("2D")), 9, False, 0)]
    state.captured = [[C("KS")], [C(t) for t in "QS QH JS JH 3S 3H 4S 4D 5S 5H 6S 6D".split()]]
    state.sweeps = [[], [C("QS")]]
    return state


def test_the_briefs_sentences():
    state = _position()
    table = table_entries(state, NAMES)
    build, build_cards = table[0]
    assert (build.name, build.description) == ("Build of 9, yours, 3 cards",
                                               "Single build: Six of hearts, Ace of diamonds, Two of diamonds.")
    assert [c.name for c in build_cards] == ["Six of hearts, in the build of 9", "Ace of diamonds, in the build of 9",
                                             "Two of diamonds, in the build of 9"]
    assert [(e.name, e.description) for e, _ in table[1:3]] == [
        ("Ten of diamonds, on the table", "Loose card 1 of 2 on the table."),
        ("Five of clubs, on the table", "Loose card 2 of 2 on the table.")]
    assert table[-1][0].name == "Stock: 8 cards."
    north = seat_entries(state, NAMES)[1]
    assert north.name == "North: 4 cards in hand, 12 cards taken"
    assert north.description == "Deals this round. 6 spades taken. 1 sweep."
    you = seat_entries(state, NAMES)[0]
    assert you.name == "You: 3 cards in hand, 1 card taken" and you.description == "To play. 1 spade taken."


def test_a_build_of_another_seat_names_its_owner_and_a_multiple_build_says_so():
    state = _position()
    state.builds = [Build((C("6H"), C("3D"), C("9C")), 9, True, 1)]
    build, _ = table_entries(state, NAMES)[0]
    assert build.name == "Build of 9, North's, 3 cards"
    assert build.description == "Multiple build: Six of hearts, Three of diamonds, Nine of clubs."
    # The summary names it so too, group by group, in the order the log and the hint have (one sum of 18 before).
    assert table_summary(state, NAMES, set()).startswith(
        "Table: multiple build 9 (Nine of clubs and Six of hearts + Three of diamonds), ")


def test_your_hand_counts_the_legal_moves_of_each_card():
    state = _position()
    hand = hand_entries(state, NAMES, {0})
    assert [e.name for e in hand] == ["Two of clubs, in your hand", "Four of hearts, in your hand",
                                      "Nine of spades, in your hand"]
    moves = legal_moves(state)
    for e in hand:
        n = sum(1 for m in moves if m.card == e.cards[0])
        assert e.description == (f"{n} legal move with this card." if n == 1 else f"{n} legal moves with this card.")
    # A round shown face up to watch: each hand says whose it is.
    watched = hand_entries(state, NAMES, {0, 1}, yours=False)
    assert "Nine of clubs, in North's hand" in [e.name for e in watched]


def test_moves_in_words_are_the_hints_sentences():
    state = _position()
    moves = legal_moves(state)
    capture = next(m for m in moves if m.kind == CAPTURE and m.card == C("9S"))
    # The build taken is named as one: its cards alone read as one long sum.
    assert move_in_words(capture, state) == "take build 9 (Ace of diamonds + Two of diamonds + Six of hearts) with Nine of spades"
    build = next(m for m in moves if m.kind == BUILD and m.card == C("4H"))
    assert move_in_words(build, state) == "build 9 with Four of hearts on Five of clubs"


def test_the_summary_says_the_table_the_stock_and_the_hand():
    state = _position()
    text = table_summary(state, NAMES, {0})
    assert text == ("Table: build 9 (Six of hearts + Ace of diamonds + Two of diamonds), Ten of diamonds, "
                    "Five of clubs. Stock: 8 cards. You hold: Nine of spades, Four of hearts, Two of clubs.")


def test_a_translation_renders_the_whole_entry_in_one_language():
    """Both the frame ('{card}, on the table') and the card's name come from
    the catalog: the entry is never glued from English pieces."""
    russian = {"Ten of diamonds": "Десятка бубен", str(ON_TABLE): "{card} на столе"}
    entry = table_entries(_position(), NAMES)[1][0]
    assert entry.name.render(lambda source, note, count: russian.get(source)) == "Десятка бубен на столе"


def test_a_capture_piles_top_is_not_listed_as_a_loose_card():
    state = dealt_position("swazi-casino", "9S 4H", "10D 5C")
    state.stacks = [[C("3S"), C("7H")], [C("2C"), C("KD")]]
    tops = [e for e, _ in table_entries(state, NAMES) if e.cards and e.cards[0] in (C("7H"), C("KD"))]
    assert [e.text for e in tops] == ["Seven of hearts, on top of your capture pile",
                                      "King of diamonds, on top of North's capture pile"]
    loose = [e.text for e, _ in table_entries(state, NAMES) if "Loose card" in e.description]
    assert loose == ["Ten of diamonds", "Five of clubs"]
