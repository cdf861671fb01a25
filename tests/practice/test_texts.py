import string

from casino_desktop.core import parse_move
from casino_desktop.core.moves import Move
from casino_desktop.practice import texts


def _fields(template):
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_attempt_template_is_a_whole_question_with_named_fields():
    for key, t in texts.ATTEMPT.items():
        assert t.endswith("If not, pick the reason."), key
        assert _fields(t) <= {"card", "value", "cards", "builds"}, key


def _move(text, value=None):
    kind, card, v, loose, builds = parse_move(text)
    return Move(kind, card, v if value is None else value, loose, builds)


def test_attempt_text_names_the_play_in_words():
    assert texts.attempt_text(_move("2C raise 9 [3H 4D] 9S")) == (
        "You raise the build of 3♥ + 4♦ to 9 with the 2♣ and 9♠. Is that play legal? If not, pick the reason.")
    assert texts.attempt_text(_move("8C take 5D 3H", 0)) == (
        "You take 3♥ + 5♦ with the 8♣. Is that play legal? If not, pick the reason.")
    assert texts.attempt_text(_move("AS=14 take 5D 9H")).startswith("You take 5♦ + 9♥ with the A♠, counted as 14.")
    assert texts.attempt_text(_move("7H trail")).startswith("You trail the 7♥.")
