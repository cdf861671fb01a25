"""``check_answer``: right answers pass, wrong ones get the engine's
sentence with the cards involved, unreadable ones one sentence."""

from __future__ import annotations

import json

import pytest

from casino_desktop.core import check, parse_card
from casino_desktop.core.moves import Move
from casino_desktop.practice import check_answer
from casino_desktop.practice import drill_sentences
from casino_desktop.practice.drill import CAPTURES, LEGAL, Drill
from casino_desktop.practice.generator import generate
from tests.core.helpers import position

from .helpers import cached_drill_set


def _position_json(hand, table, builds=()):
    items = list(table.split())
    for cards, value, multiple, controller in builds:
        items.append({"build": cards.split(), "value": value, "multiple": multiple, "controller": controller})
    return {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "to_move": 0,
            "hands": {"0": hand.split()}, "table": items, "final_deal": False}


def _captures_drill():
    data = _position_json("8S 3H", "5D 3C 8D 2C")
    return Drill(CAPTURES, "casino", (), 0, json.dumps(data), "?",
                 answer=frozenset({"8S take 8D", "8S take 3C 5D"}), topic="find_captures",
                 subject=(parse_card("8S"),))


def test_every_capture_named_is_right():
    v = check_answer(_captures_drill(), ["8S take 3C 5D", "8S take 8D"])
    assert v.right and v.sentence == drill_sentences.RIGHT


def test_a_missed_capture_is_named_with_its_cards():
    v = check_answer(_captures_drill(), ["8S take 8D"])
    assert not v.right
    assert v.sentence == drill_sentences.MISSED.one.format(capture="3♣ + 5♦ with the 8♠")
    assert set(v.cards) == {parse_card(t) for t in ("8S", "3C", "5D")}
    assert sorted(v.right_answer) == ["8S take 3C 5D", "8S take 8D"]


def test_an_illegal_capture_gets_the_engines_sentence():
    state = position("casino", "8S 3H", "5D 3C 8D 2C")
    v = check_answer(_captures_drill(), ["8S take 5D 2C"])
    assert not v.right and v.sentence == check(state, "8S take 5D 2C")
    assert parse_card("2C") in v.cards


def test_a_capture_of_another_card_or_a_non_capture_is_wrong():
    v = check_answer(_captures_drill(), ["3H take 3C"])
    assert not v.right and "8♠" in v.sentence
    v = check_answer(_captures_drill(), ["8S trail"])
    assert not v.right and v.sentence == drill_sentences.NOT_A_CAPTURE


@pytest.mark.parametrize("answer", [None, "8S take 8D", [1], ["x" * 300], ["8S fly"]])
def test_unreadable_capture_answers_get_one_sentence(answer):
    v = check_answer(_captures_drill(), answer)
    assert not v.right and v.sentence.startswith("That answer cannot be read")


def test_reason_drills_right_and_wrong_choices():
    drills = cached_drill_set("casino")
    reasons = [d for d in drills.values() if d.kind == LEGAL and d.sentence is not None]
    assert reasons
    for d in reasons:
        right = check_answer(d, d.answer)
        assert right.right and right.right_text == d.choices[d.answer]
        wrong = check_answer(d, 0)  # "the play is legal": never right for a refused play
        assert not wrong.right
        assert wrong.sentence == drill_sentences.WRONG_CHOICE.format(sentence=d.choices[d.answer])
        assert wrong.cards and wrong.cards[0] == d.subject[0][1]


def test_a_reason_drills_right_choice_is_what_check_says_on_the_shown_position():
    from casino_desktop.core.position import position_from_json
    for d in cached_drill_set("royal-casino").values():
        if d.kind == LEGAL:
            state = position_from_json(d.position_data())
            assert (check(state, Move(*d.subject[0])) or drill_sentences.LEGAL_CHOICE) == d.choices[d.answer]


def test_legal_play_drill():
    d = None
    for seed in range(40):
        d = generate("casino", {}, LEGAL, seed)
        if d is not None and d.sentence is None:
            break
    assert d is not None and d.sentence is None and d.answer == 0
    assert check_answer(d, 0).right
    v = check_answer(d, 1)
    assert not v.right and v.sentence == drill_sentences.WRONG_CHOICE_LEGAL
    assert not check_answer(d, 99).right and not check_answer(d, True).right


@pytest.mark.parametrize("kind", ["build", "take_build", "raise"])
def test_play_drills(kind):
    d = cached_drill_set("casino")[kind]
    assert check_answer(d, d.answer).right
    bad = check_answer(d, "AS take KH QH JH 10H")
    assert not bad.right and bad.right_text
    assert not check_answer(d, 7).right


def test_a_legal_play_that_does_not_answer_the_question():
    from casino_desktop.core import legal_moves
    from casino_desktop.core.position import position_from_json
    d = cached_drill_set("casino")["build"]
    state = position_from_json(d.position_data())
    other = next((m for m in legal_moves(state) if m.kind in ("capture", "trail")), None)
    assert other is not None
    v = check_answer(d, other.text())
    assert not v.right and v.sentence == drill_sentences.NOT_A_BUILD_OF.format(value=d.subject[0])


def test_score_drill_right_and_wrong():
    d = cached_drill_set("casino")["score:cards"]
    assert check_answer(d, d.answer_json()).right
    wrong = d.answer_json()
    wrong["cards"] = [wrong["cards"][1], wrong["cards"][0] + 1]
    v = check_answer(d, wrong)
    assert not v.right and v.sentence.startswith("Most cards: the points are")
    assert not check_answer(d, {"cards": [1]}).right
    assert not check_answer(d, {"bogus": [1, 2]}).right
    assert not check_answer(d, "3").right


def test_a_raise_to_the_value_also_makes_the_build_asked():
    data = _position_json("2C 9S 7H", "5D", builds=[("3H 4D", 7, False, 1)])
    d = Drill("build", "casino", (), 0, json.dumps(data), "?", answer="2C raise 9 [3H 4D]", topic="make_build",
              subject=(9,))
    assert check_answer(d, "2C raise 9 [3H 4D]").right
    assert check_answer(d, "2C build 7 5D").right is False


def test_the_sum_that_settles_a_capture_is_in_the_verdict_not_the_question():
    from casino_desktop.core import position_from_json
    from casino_desktop.core.moves import new_move
    from casino_desktop.practice.reasons import drill_of_play
    import random
    data = _position_json("4C 8D", "5C", [("3S AC", 4, False, 1)])
    state = position_from_json(data)
    m = new_move("capture", parse_card("4C"), 4, (parse_card("5C"),), (state.builds[0].key,))
    sentence = check(state, m)
    assert sentence
    d = drill_of_play("casino", {}, 0, data, m, sentence, None, "capture_groups", [], random.Random(0), state)
    assert "5 + 4 = 9" not in d.question
    for answer in (d.answer, 0):
        v = check_answer(d, answer)
        assert v.working == "What the 4♣ would take makes 5 + 4 = 9, not 4."
        assert v.to_json()["working"] == v.working


def test_a_missed_capture_of_the_groups_found_together_says_it_is_one_of_its_own():
    """Both groups found, the capture taking both at once missed: a
    newcomer reads "you missed 3♣ + 5♦ + 8♦" as a mistake in what she
    entered, so the verdict says that taking them together is a capture too."""
    data = _position_json("8S 3H", "5D 3C 8D 2C")
    drill = Drill(CAPTURES, "casino", (), 0, json.dumps(data), "?",
                  answer=frozenset({"8S take 8D", "8S take 3C 5D", "8S take 3C 5D 8D"}), topic="find_captures",
                  subject=(parse_card("8S"),))
    v = check_answer(drill, ["8S take 8D", "8S take 3C 5D"])
    assert not v.right and v.sentence.template == drill_sentences.MISSED_TOGETHER
    assert "8♠ may take those groups all at once" in str(v.sentence)
    assert str(v.sentence).startswith("You missed a capture: 3♣ + 5♦ and 8♦ with the 8♠.")  # not one sum of 16
    v = check_answer(drill, ["8S take 8D"])  # one group found: the plain sentence
    assert v.sentence.template != drill_sentences.MISSED_TOGETHER
