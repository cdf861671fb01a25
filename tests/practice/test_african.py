"""The African family's drills (``practice/african.py`` and the generator's
table actions): each worked position says what its name claims, judged by
the core; each new kind of drill is judged right and wrong."""

from __future__ import annotations

import pytest

from casino_desktop.core import make_rules
from casino_desktop.core.rule_african import (FIRST_DEAL_NO_TRAIL, FIRST_DEAL_ONE_BUILD, RAISE_PARTNER,
                                              TOP_ONLY_IN_BUILDS)
from casino_desktop.core.rule_turns import PLAY_FIRST
from casino_desktop.practice import check_answer, drill_sentences
from casino_desktop.practice.african import worked_drills
from casino_desktop.practice.coverage import scoring_items
from casino_desktop.practice.walk import positions

AFRICAN = ("swazi-casino", "sotho-casino", "south-african-casino")

# What each "is this play legal?" position is for: the template of the right
# reason, None for a legal play.
CLAIMS = {
    ("swazi-casino", "top_captured"): TOP_ONLY_IN_BUILDS,
    ("south-african-casino", "top_captured"): None,
    ("swazi-casino", "raise_own"): "You may not raise your own build here.",
    ("swazi-casino", "raise_partner"): RAISE_PARTNER,
    ("south-african-casino", "raise_partner"): RAISE_PARTNER,
    ("swazi-casino", "raise_opponent"): None,
    ("south-african-casino", "raise_opponent"): None,
    ("swazi-casino", "first_deal_trail"): FIRST_DEAL_NO_TRAIL,
    ("swazi-casino", "first_deal_second_build"): FIRST_DEAL_ONE_BUILD,
    ("swazi-casino", "end_first"): PLAY_FIRST,
}


@pytest.mark.parametrize("variant,name", sorted(CLAIMS))
def test_a_worked_position_is_legal_or_refused_as_its_name_says(variant, name):
    d = worked_drills(variant, {}, 1)["worked:" + name]
    assert d.sentence == CLAIMS[variant, name]
    assert check_answer(d, d.answer).right
    wrong = next(i for i in range(len(d.choices)) if i != d.answer)
    verdict = check_answer(d, wrong)
    assert not verdict.right
    assert verdict.sentence == (drill_sentences.WRONG_CHOICE_LEGAL if d.sentence is None
                                else drill_sentences.WRONG_CHOICE.format(sentence=d.choices[d.answer]))


def test_an_augmented_builds_value_never_changes():
    for variant in AFRICAN:
        d = worked_drills(variant, {}, 1)["worked:augmented_value"]
        assert "multiple build: its value never changes" in d.choices[d.answer]


def test_find_every_capture_with_a_pile_top_in_south_africa():
    d = worked_drills("south-african-casino", {}, 1)["worked:capture_top"]
    assert d.answer == {"7H take 7C", "7H take 3D 4S", "7H take 3D 4S 7C"}  # the top 7♣ alone and in a sum
    assert check_answer(d, sorted(d.answer)).right
    missed = check_answer(d, ["7H take 3D 4S"])
    assert not missed.right and "You missed 2 captures" in missed.sentence


def test_a_build_of_table_cards_alone_after_the_hand_card():
    d = worked_drills("swazi-casino", {}, 1)["worked:table_build"]
    assert d.kind == "table_build" and d.position_data()["turn_played"]
    assert check_answer(d, "table build 9 4C 5D").right
    # A build of another value is legal but not the one asked; a hand card may not be played again.
    other = check_answer(d, "table build 12 4C 8H")
    assert not other.right and other.sentence == drill_sentences.NOT_A_TABLE_BUILD_OF.format(value=9)
    refused = check_answer(d, "9S take 4C 5D")
    assert not refused.right and "played your card from the hand this turn" in refused.sentence
    assert drill_sentences.PLAY["table_build"].format(value=9, cards="4♣ + 5♦") == str(other.right_text)


def test_the_points_of_a_swazi_deal_are_eleven():
    d = worked_drills("swazi-casino", {}, 1)["worked:score"]
    assert sum(sum(points) for _, points in d.answer) == 11
    assert check_answer(d, d.answer_json()).right
    wrong = dict(d.answer_json(), aces=[4, 0])
    verdict = check_answer(d, wrong)
    assert not verdict.right and "the points are 3 to 1, not 4 to 0" in verdict.sentence


def test_no_worked_drills_outside_the_family_or_under_house_rules():
    assert worked_drills("casino", {}, 1) == {}
    assert worked_drills("swazi-casino", {"insist": True}, 1) == {}


def test_walked_positions_carry_the_piles_and_the_turn_and_always_a_hand():
    seen_tops = seen_turn = False
    for data, state, _ in positions("swazi-casino", {}, 3, 150):
        assert data["hands"][str(data["to_move"])] and state.pledge is None
        seen_tops |= any(data["piles"])
        seen_turn |= data["turn_played"]
    assert seen_tops and seen_turn


def test_the_spade_quota_is_a_scoring_item_of_south_africa():
    assert "spade_quota" in scoring_items(make_rules("south-african-casino"))
    assert "spade_quota" not in scoring_items(make_rules("swazi-casino"))
