"""Practice's progress is kept per game and set of house rules, not per
game (the play-test of 7 December, stranger 18, section 6: a family that
practised its own house rules, and then the preset, saw one Progress for
both though the drills differ).  The Progress screen names the set in
players' words, "Casino with your house rules"; a statistics file from
before keeps its progress as the preset's (docs/practice.md)."""
from __future__ import annotations

import pytest

from casino_desktop.practice import drill_sentences
from casino_desktop.qt.practice import window_sentences
from casino_desktop.storage.stats_practice import rules_key

from tests.storage.old_stats import write_old_file
from .helpers import open_practice, quick_make

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
# The family's six house rules (the play-test's).
FAMILY = {"build_max": 10, "raise_own_build": False, "most_cards": 2, "last_capture": 1, "sweep_points": 1,
          "target": 11}


def _rows(dialog) -> dict[str, tuple[str, ...]]:
    return {row[0]: row for row in dialog.row_texts()}


def test_house_rules_practised_keep_their_own_progress_beside_the_presets_from_a_file_of_before(qtbot, tmp_path):
    # A statistics file of the version before: one topic practised in Casino (right once, box 2).
    write_old_file(tmp_path / "statistics.sqlite3", 6, [("m1", "casino|2|random", "won", "2026-12-01", "2026-12-01")])
    window = open_practice(qtbot, tmp_path, options=FAMILY, make=quick_make)
    assert window.records == {}, "the family's rules start afresh: the file's record is the preset's"
    topic = window.drill.topic
    window.judge(window.drill.answer_json())
    family = window.store.practice_progress(rules_key("casino", FAMILY))
    assert [(p.topic, p.right) for p in family] == [(topic, 1)]
    assert [(p.topic, p.right, p.box) for p in window.store.practice_progress("casino")] == [("card_held", 1, 2)]

    # Progress opens on the rules practised, named in players' words, and lists the preset's apart.
    window.show_progress()
    dialog = window.progress_dialog
    assert dialog.variant.currentText() == "Casino with your house rules"
    assert dialog.variant.itemData(dialog.variant.currentIndex() - 1) == "casino"   # right after its game
    assert _rows(dialog)[drill_sentences.topic_phrase(topic)][1:3] == (window_sentences.STATE["learning"], "1")
    dialog.variant.setCurrentIndex(dialog.variant.findData("casino"))
    rows = _rows(dialog)
    assert rows[drill_sentences.topic_phrase("card_held")][2] == "1"
    if topic != "card_held":
        assert rows[drill_sentences.topic_phrase(topic)][1:3] == (window_sentences.STATE["new"], "0")
    dialog.close()

    # The preset practised reads the file's record as its own.
    preset = open_practice(qtbot, tmp_path, make=quick_make)
    assert preset.records["card_held"].right == 1 and preset.progress_key == "casino"
    preset.show_progress()
    assert preset.progress_dialog.variant.findText("Casino with your house rules") == -1
    preset.progress_dialog.close()
