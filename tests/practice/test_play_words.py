"""The question of a "legal?" drill names a table play in the table's words,
with the arithmetic a player would do (``practice/play_words.py``)."""
import string

from casino_desktop.core.cards import parse_card
from casino_desktop.core.moves import END, NO_CARD, TABLE_BUILD, new_move, parse_move
from casino_desktop.core.position import position_from_json
from casino_desktop.core import resolve
from casino_desktop.practice import play_words


def _fields(template):
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_question_template_is_a_whole_question_with_named_fields():
    for key, t in play_words.QUESTION.items():
        assert t.endswith("Is that play legal? If not, pick the reason."), key
        assert _fields(t) <= {"card", "value", "things", "build", "sum", "target"}, key


def _state(variant, hand, table, builds=()):
    items = list(table) + [{"build": c.split(), "value": v, "multiple": False, "controller": o}
                           for c, v, o in builds]
    return position_from_json({"variant": variant, "options": {}, "players": 2, "partnerships": False,
                               "to_move": 0, "hands": {"0": hand.split()}, "table": items, "final_deal": True})


def _move(text):
    kind, card, value, loose, builds = parse_move(text)
    return new_move(kind, card, value or 0, tuple(loose), tuple(builds))


def test_a_raise_says_the_build_its_cards_and_the_sum():
    s = _state("casino", "5S 10C", [], [("2H 4S", 6, 1)])
    q = play_words.question(s, _move("5S raise 11 [2H 4S]"))
    assert q.startswith("You drop the 5♠ on build 6 (2♥ + 4♠) to raise it to 11: 6 + 5 = 11.")


def test_a_capture_counts_its_groups_and_says_a_declared_value():
    s = _state("casino", "8C", ["5D", "3H", "8S"])
    q = play_words.question(s, resolve(s, "8C take 5D 3H 8S"))
    assert q.startswith("You drop the 8♣ on ") and q.endswith("to make a capture: 8, 5 + 3 = 8. "
                                                                 "Is that play legal? If not, pick the reason.")
    s = _state("royal-casino", "AS", ["5D", "9H"])
    q = play_words.question(s, resolve(s, "AS=14 take 5D 9H"))
    assert "the A♠ counted as 14: 9 + 5 = 14." in q


def test_an_ace_from_the_hand_counts_1_in_a_build():
    s = _state("mulle-kortspel", "AH 6S", ["5C"])
    q = play_words.question(s, resolve(s, "AH build 6 5C"))
    assert q.startswith("You drop the A♥ on 5♣ to build 6: 1 + 5 = 6.")


def test_an_add_names_the_build_and_keeps_its_value():
    s = _state("casino", "4S 9C", ["5D"], [("2H 7S", 9, 0)])
    q = play_words.question(s, resolve(s, "4S add 9 [2H 7S] 5D"))
    assert q.startswith("You drop the 4♠ on build 9 (2♥ + 7♠) with 5♦ to add them to the build, which stays 9: "
                        "4 + 5 = 9.")


def test_table_actions_and_the_end_of_a_turn():
    s = position_from_json({"variant": "swazi-casino", "options": {}, "players": 2, "partnerships": False,
                            "to_move": 0, "hands": {"0": ["9S"]}, "table": ["4S", "5S"], "final_deal": True,
                            "piles": [[], []], "turn_played": True})
    assert play_words.question(s, new_move(END, NO_CARD, 0, (), ())) == play_words.QUESTION["end"]
    q = play_words.question(s, new_move(TABLE_BUILD, NO_CARD, 9, (12, 16), ()))  # 4♠ onto 5♠
    assert q.startswith("You drag the 4♠ onto the 5♠ to build 9 from table cards: 4 + 5 = 9.")


def test_a_multiple_build_is_named_with_its_groups():
    s = position_from_json({"variant": "casino", "options": {}, "players": 2, "partnerships": False, "to_move": 0,
                            "hands": {"0": ["2S", "10C"]}, "table": [{"build": ["5D", "8S", "3S"], "value": 8,
                                                                    "multiple": True, "controller": 1}],
                            "final_deal": True})
    q = play_words.question(s, _move("2S raise 10 [5D 8S 3S]"))
    assert q.startswith("You drop the 2♠ on multiple build 8 (8♠, 5♦ + 3♠) to raise it to 10: 8 + 2 = 10.")


def test_a_capture_that_does_not_add_up_is_asked_without_the_sum_that_settles_it():
    # The question said "to make a capture: 2 + 4 = 6, not 7": the answer given
    # away.  It names the play alone; the comparison is the verdict's working.
    s = _state("swedish-kasino", "5S", ["2D", "9C"])
    m = new_move("capture", parse_card("5S"), 5, (parse_card("2D"),), ())
    q = play_words.question(s, m)
    assert q == "You drop the 5♠ on 2♦ to make a capture. Is that play legal? If not, pick the reason."
    assert play_words.shortfall(s, m) == "What the 5♠ would take makes 2, not 5."
    s = _state("casino", "4C 8D", ["5C"], [("3S AC", 4, 1)])
    m = new_move("capture", parse_card("4C"), 4, (parse_card("5C"),), (s.builds[0].key,))
    q = play_words.question(s, m)
    assert "9" not in q and ", not" not in q
    assert q.startswith("You drop the 4♣ on 5♣ + build 4 (3♠ + A♣) to make a capture.")
    assert play_words.shortfall(s, m) == "What the 4♣ would take makes 5 + 4 = 9, not 4."


def test_a_capture_that_adds_up_has_no_shortfall():
    s = _state("casino", "8C", ["5D", "3H", "8S"])
    assert play_words.shortfall(s, resolve(s, "8C take 5D 3H 8S")) is None
