"""The sentences of ``practice/drill_sentences.py`` that this module fills itself."""
import string

from casino_desktop.practice import drill_sentences


def _fields(template):
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_the_scoring_question_names_its_items_and_no_building_is_a_whole_sentence():
    assert _fields(drill_sentences.SCORE_QUESTION) == {"item", "items"}
    assert not _fields(drill_sentences.NO_BUILDING) and drill_sentences.NO_BUILDING.endswith(".")
