"""The practice and lesson windows' own sentences are marked for translation,
as the drills' are (``tests/practice/test_marked_texts.py``)."""
from __future__ import annotations

from casino_desktop.qt.practice import window_sentences
from tests.practice.test_marked_texts import (test_a_plural_has_the_same_fields_in_both_forms_and_names_its_count as
                                              plural_fields, test_every_sentence_is_a_marked_template as marked)


def test_every_window_sentence_is_a_marked_template():
    marked(window_sentences)


def test_every_window_plural_has_the_same_fields_in_both_forms():
    plural_fields(window_sentences)
