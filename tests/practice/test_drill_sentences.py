"""The sentences of ``practice/drill_sentences.py`` that this module fills itself."""
import string

from casino_desktop.practice import drill_sentences


def _fields(template):
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_the_scoring_question_names_its_items_and_no_building_is_a_whole_sentence():
    assert _fields(drill_sentences.SCORE_QUESTION) == {"item", "items"}
    assert not _fields(drill_sentences.NO_BUILDING) and drill_sentences.NO_BUILDING.endswith(".")


def test_a_multiple_build_as_the_right_answer_is_told_group_by_group():
    """"Build 10 with the 4♠ on 2♠ + 6♣ + 8♥" read as one sum of 20 to a
    learner (stranger 16); the log and the hint say a multiple build by its
    groups, and so does a drill's right answer now."""
    from tests.core.helpers import position
    state = position("casino", "10H 7D 4S 5S", "2S KH QC 9D 8H 6C 8D")
    words = str(drill_sentences.attempt_words(state, "4S build 10 2S 6C 8H"))
    assert words == "Build 10s with the 4♠: 4♠ + 6♣ and 2♠ + 8♥."
    # A single build is said as before.
    assert str(drill_sentences.attempt_words(state, "4S build 10 6C")) == "Build 10 with the 4♠ on 6♣."
