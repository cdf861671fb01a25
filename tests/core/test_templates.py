"""The core's sentences stay English strings and can be said again in
another language from their template and fields."""
from __future__ import annotations

import pickle

from casino_desktop.core.cards import pretty
from casino_desktop.core.templates import (N_, N_plural, Text, compose, decimal, english, fill, join, render,
                                      whole_number)
from casino_desktop.core.move_words import move_sentence
from casino_desktop.core.sentences import sentence
from casino_desktop.core import make_rules, new_game
from casino_desktop.core.moves import Move, CAPTURE

SWEDISH = {
    "{name} takes {taken} with {card}": "{name} tar {taken} med {card}",
    "J": "Kn", "K": "K", "A": "E",
    "{count} cards": ["{count} kort", "{count} kort"],
    "You": "Du",
}


def fake(source, note, count):
    found = SWEDISH.get(source)
    if isinstance(found, list):
        return found[0 if count == 1 else 1]
    return found


def test_a_filled_template_is_its_english_sentence():
    t = fill(N_("{name} holds {card}."), name="North", card="5♦")
    assert t == "North holds 5♦." and isinstance(t, str)
    assert render(t, english) == "North holds 5♦."


def test_a_sentence_is_said_again_with_its_fields_rendered():
    move = Move(CAPTURE, 10 * 4 + 2, 11, (9 * 4 + 2,), ())  # J♦ takes... (the value is the log's)
    line = move_sentence("North", move, at=new_game(make_rules("casino"), 2, False, 1))
    assert line == "North takes 10♦ with J♦"
    assert line.render(fake) == "North tar 10♦ med Kn♦"


def test_plural_forms_follow_the_count_in_english_and_in_the_catalog():
    cards = N_plural("{count} card", "{count} cards")
    assert fill(cards, 1) == "1 card" and fill(cards, 3) == "3 cards"
    assert fill(cards, 1).render(fake) == "1 kort"
    assert fill(cards, 3).render(fake) == "3 kort"


def test_no_translation_means_english():
    t = fill(N_("Nothing known {x}."), x=3)
    assert t.render(fake) == "Nothing known 3."


def test_a_translation_that_lost_a_field_falls_back_to_english():
    broken = {"Take {card}.": "Ta {kort}."}
    t = fill(N_("Take {card}."), card=pretty(0))
    assert t.render(lambda s, n, c: broken.get(s)) == "Take A♠."


def test_frames_are_not_offered_for_translation_but_their_parts_are():
    pair = join(" + ", [pretty(40), pretty(0)])
    assert pair == "J♠ + A♠"
    assert pair.render(fake) == "Kn♠ + E♠"
    framed = compose("{a} ({b})", a=N_("You"), b=7)
    assert framed.render(fake) == "Du (7)"
    assert join(", ", []) == ""


def test_a_name_that_is_you_is_translated_and_a_typed_name_is_not():
    assert sentence("turn", "Anna").render(fake) == "Anna's turn."
    assert isinstance(sentence("turn", "Anna"), Text)


def test_pickling_keeps_the_english():
    t = fill(N_("{a} and {b}"), a=1, b=2)
    back = pickle.loads(pickle.dumps(t))
    assert back == "1 and 2" and type(back) is str


class _Speaking:
    """A lookup that translates nothing but says which language it speaks."""

    def __init__(self, language: str):
        self.language = language

    def __call__(self, source, note, count):
        return None


def test_decimals_take_the_languages_separator():
    sv = _Speaking("sv")
    assert decimal(2.25, 1) == "2.2" and decimal(2.25, 1).render(sv) == "2,2"
    assert decimal(3.0, 1).render(sv) == "3,0" and decimal(3.0) == "3"
    assert render(0.5, sv) == "0,5" and render(-1.5, english) == "-1.5"
    assert fill(N_("{points} points"), points=decimal(10.6, 1)).render(sv) == "10,6 points"
    for code in ("sv", "fi", "ru", "id", "es", "nb"):
        assert decimal(2.4, 1).render(_Speaking(code)) == "2,4", code
    # English, a lookup that names no language, and one the table does not know keep the point.
    for lookup in (english, lambda s, n, c: None, _Speaking("xx"), _Speaking("en")):
        assert decimal(2.4, 1).render(lookup) == "2.4"


def test_whole_numbers_are_grouped_the_languages_way():
    assert whole_number(74984) == "74,984" and whole_number(999) == "999" and whole_number(-12000) == "-12,000"
    assert whole_number(74984).render(_Speaking("sv")) == "74\u00a0984"
    assert whole_number(74984).render(_Speaking("id")) == "74.984"
    assert whole_number(7500).render(_Speaking("es")) == "7500"  # Spanish groups from five digits
    assert whole_number(74984).render(_Speaking("es")) == "74.984"
    assert decimal(12345.67, 1).render(_Speaking("ru")) == "12\u00a0345,7"
    assert pickle.loads(pickle.dumps(whole_number(74984))) == "74,984"


def test_a_plurals_count_is_written_the_languages_way():
    moves = N_plural("{count} move replayed", "{count} moves replayed")
    assert fill(moves, 72000) == "72,000 moves replayed" and fill(moves, 1) == "1 move replayed"
    assert fill(moves, 72000).render(_Speaking("nb")) == "72\u00a0000 moves replayed"
    assert fill(moves, 72000).count == 72000  # the catalog still chooses the form by the number


def test_names_are_listed_with_an_and_before_the_last():
    from casino_desktop.core.templates import names_list
    assert str(names_list([])) == ""
    assert str(names_list(["Anna"])) == "Anna"
    assert str(names_list(["North", "Anna"])) == "North and Anna"
    assert str(names_list(["North", "West", "Anna"])) == "North, West and Anna"
