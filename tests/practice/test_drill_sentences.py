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


def test_a_capture_of_several_groups_is_told_group_by_group():
    """"Find every capture" listed "2♥ + 5♥ + 7♥ with the 7♠" under
    "2♥ + 5♥ with the 7♠": one sum of 14 to a reader, where the log and the
    chooser say the groups (the 24th stranger's play-test, Norwegian Kasino)."""
    from casino_desktop.core import resolve
    from tests.core.helpers import position
    state = position("kasino", "7S 8H", "7H QH 5H 10H 8C 2H")
    both = resolve(state, "7S take 2H 5H 7H")
    assert str(drill_sentences.capture_words(both, state)) == "2♥ + 5♥ and 7♥ with the 7♠"
    assert str(drill_sentences.capture_words(resolve(state, "7S take 2H 5H"), state)) == "2♥ + 5♥ with the 7♠"
    assert str(drill_sentences.capture_words(both)) == "2♥ + 5♥ + 7♥ with the 7♠"  # no position: the cards
