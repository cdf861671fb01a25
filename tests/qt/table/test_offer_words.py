"""What the action bar says of a pick, read straight from its words: the
prompt before a hand card is picked (the glow's first words said once),
the pick with why it plays nothing or before its moves, and the button
that opens the chooser."""
from __future__ import annotations

from casino_desktop.core import Offer, Pick, make_rules, offer_for_selection, parse_card, pick_text
from casino_desktop.qt.table.offer_words import FIRST_GLOW, more_text, picked_prompt, unpicked_prompt
from tests.core.helpers import dealt_position as position

C = parse_card
USUAL = "Drag a card onto the table, or click a card and then table cards (keys: arrows, Space, Enter)."


def test_nothing_picked_gives_the_keys_or_the_glows_first_words():
    state = position("casino", "8S 4H", "8D KC")
    assert unpicked_prompt(state, "", glow_unsaid=False) == (USUAL, False)
    text, glow_said = unpicked_prompt(state, "", glow_unsaid=True)
    assert glow_said and text == FIRST_GLOW[True]
    assert "build" in text  # Casino builds: the glow means taking or building


def test_the_glows_words_follow_whether_the_rules_build():
    state = position("casino", "8S 4H", "8D KC")
    state.rules = make_rules("casino", {"building": False})
    text, glow_said = unpicked_prompt(state, "", glow_unsaid=True)
    assert glow_said and text == FIRST_GLOW[False] and "build" not in text


def test_table_cards_picked_first_ask_for_a_hand_card_and_keep_the_glow_unsaid():
    state = position("casino", "8S 4H 2C", "8D 5C 3H")
    picked = pick_text(state, Pick.of([C("5C"), C("3H")]))
    assert unpicked_prompt(state, picked, glow_unsaid=True) == (
        "Table: 3♥ + 5♣ = 8. Now pick a card from your hand.", False)


def test_a_turn_of_several_actions_under_way_offers_the_table_builds_and_the_end():
    state = position("casino", "8S 4H", "8D KC")
    state.turn_played = True
    text, glow_said = unpicked_prompt(state, "", glow_unsaid=True)
    assert not glow_said
    assert text == ("Drag a table card onto a build of yours or onto another table card to build, "
                    "or end your turn (Enter).")


def test_a_pick_that_plays_nothing_says_why():
    state = position("casino", "5S 7H", "KD 9C")
    pick = Pick.of([C("KD")])
    offer = offer_for_selection(state, C("5S"), pick)
    assert not offer.moves and offer.reason
    assert picked_prompt(C("5S"), pick_text(state, pick), offer) == f"<b>5♠</b> on K♦: {offer.reason}"
    assert picked_prompt(C("5S"), "", None) == "<b>5♠</b>: "


def test_a_pick_with_moves_ends_with_a_colon_before_their_buttons():
    state = position("casino", "8S 4H 2C", "8D 5C 3H")
    pick = Pick.of([C("5C"), C("3H")])
    offer = offer_for_selection(state, C("8S"), pick)
    assert offer.moves
    assert picked_prompt(C("8S"), pick_text(state, pick), offer) == "<b>8♠</b> on 3♥ + 5♣ = 8:"
    assert picked_prompt(C("8S"), "", Offer(list(offer.moves))) == "<b>8♠</b>:"


def test_the_choosers_button_names_one_move_or_counts_them():
    assert more_text(1) == "Show the move\u2026"
    assert more_text(2) == "All 2 moves\u2026"
    assert more_text(21) == "All 21 moves\u2026"
