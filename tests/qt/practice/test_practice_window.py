"""Practice mode from the Game menu: a drill answered right and one wrong
through the real widgets, the progress saved and shown on the summary screen."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from casino_desktop.core import check, resolve
from casino_desktop.core.legality import attempted_move
from casino_desktop.practice import drill_sentences
from casino_desktop.practice.generator import first_drills
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.window import PracticeWindow

from ..table_helpers import make_window
from . import helpers
from .helpers import click_row, drill_of, open_practice, wrong_answer

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _answer_setup_dialog(qtbot, variant: str, practice_button: bool = False) -> list:
    """Once the modal dialog is up: choose the variant and press Start (or Practise These Rules)."""
    seen = []

    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SetupDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog)
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        if practice_button:
            dialog.offer.click()
        else:
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, answer)
    return seen


def _practice_window(main) -> PracticeWindow:
    found = main.findChildren(PracticeWindow)
    assert len(found) == 1
    return found[0]


def test_the_game_menu_opens_practice_with_the_rules_chosen_and_asks_the_schedules_first_drill(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr("casino_desktop.qt.practice.window.drill_set", helpers.cached_make)
    main = make_window(qtbot, tmp_path)
    game_menu = main.menuBar().actions()[0].menu()
    assert main.act_practice in game_menu.actions()
    seen = _answer_setup_dialog(qtbot, "swedish-kasino")
    main.act_practice.trigger()
    dialog = seen[0]
    assert dialog.practice and not dialog.seat_kind[0].isVisibleTo(dialog) and dialog.form.isVisibleTo(dialog)
    window = _practice_window(main)
    assert window.variant == "swedish-kasino" and "Swedish" in window.windowTitle()
    # A busy page first, never a frozen window; then the first drill.
    helpers.wait_for_drill(qtbot, window)
    assert window.pages.currentIndex() == 1 and window.question.text() == window.drill.question
    # A new topic first, and not a scoring drill (they wait for a few others).
    assert window.drill.kind != "score" and window.drill.topic not in window.records


def test_the_new_game_dialog_offers_practice_of_the_rules_it_shows(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr("casino_desktop.qt.practice.window.drill_set", helpers.cached_make)
    main = make_window(qtbot, tmp_path)
    before = main.controller.state
    _answer_setup_dialog(qtbot, "casino", practice_button=True)
    main.new_game_dialog()
    window = _practice_window(main)
    assert window.variant == "casino"
    assert main.controller.state is before  # practising starts no new game
    helpers.wait_for_drill(qtbot, window)


def test_a_right_and_a_wrong_answer_are_told_highlighted_recorded_and_summarised(qtbot, tmp_path):
    window = open_practice(qtbot, tmp_path)
    # Right: the legal drill's right choice, picked in the list and checked.
    legal = drill_of(window, "legal", lambda d: d.sentence is not None)
    window.present(legal)
    assert window.topic_line.text() == ""  # the topic would name the rule: told only with the verdict
    assert not window.check_button.isEnabled()
    click_row(qtbot, window.choice_panel.choices, legal.answer)
    qtbot.mouseClick(window.check_button, Qt.MouseButton.LeftButton)
    assert window.verdict.text() == drill_sentences.RIGHT
    assert window.scene.wrong_faces() == set() and window.scene.rings == []
    assert drill_sentences.topic_phrase(legal.topic) in window.topic_line.text()
    # Wrong: a build drill answered by a play the engine refuses, made by dragging.
    build = drill_of(window, "build")
    window.present(build)
    state = window.answering.state
    hand = [c for c in window.scene.cards if c.place == "hand"]
    loose = [c for c in window.scene.cards if c.place == "loose"]
    wrong = next((h, t) for h in hand for t in loose
                 if check(state, attempted_move(state, h.face, (t.face,), ())) is not None)
    sentence = check(state, attempted_move(state, wrong[0].face, (wrong[1].face,), ()))
    helpers.drag_card(qtbot, window, *wrong)
    assert window.verdict.text() == sentence   # the engine's own sentence
    assert {wrong[0].face, wrong[1].face} <= window.scene.wrong_faces()
    ringed = [r.rect() for r in window.scene.rings]
    assert any(r.contains(wrong[1].card_scene_rect()) for r in ringed)  # the table card is ringed in red
    right = resolve(state, build.answer)
    assert window.scene.hint_faces() == {right.card, *right.table_faces()}
    assert build.answer and window_sentences.RIGHT_ANSWER.split("{")[0] in window.right_answer.text()
    assert window.next_button.isEnabled() and not window.play_panel.play.isEnabled()
    # Both answers are in the statistics database.
    saved = {p.topic: p for p in window.store.practice_progress("casino")}
    assert saved[legal.topic].right == 1 and saved[legal.topic].box == 2
    assert saved["make_build"].wrong == 1 and saved["make_build"].box == 1
    # The summary screen says so, in words.
    qtbot.mouseClick(window.progress_button, Qt.MouseButton.LeftButton)
    dialog = window.progress_dialog
    rows = {r[0]: r for r in dialog.row_texts()}
    assert rows[drill_sentences.topic_phrase("make_build")][1:4] == (window_sentences.STATE["learning"], "0", "1")
    assert rows[drill_sentences.topic_phrase(legal.topic)][1:5] == (window_sentences.STATE["learning"], "1", "0", "tomorrow")
    assert all("_" not in r[0] for r in rows)  # no rule ids on screen
    assert dialog.counts.text() == window_sentences.PROGRESS_COUNTS.other.format(mastered=0, learning=2, new=len(rows) - 2,
                                                                                 count=len(rows))
    dialog.close()


def test_next_brings_a_topic_answered_wrong_back_before_the_right_ones(qtbot, tmp_path):
    window = open_practice(qtbot, tmp_path, variant="swedish-kasino")
    topics = sorted({d.topic for d in window.drills.values()})
    wrong_topic = window.drill.topic
    seen = []
    for _ in range(len(topics) + 1):
        drill = window.drill
        seen.append(drill.topic)
        # Answer each one at once through the window's verdict path: the
        # first wrong, the rest right (the core judges the answer given).
        window.judge(drill.answer_json() if seen[1:] else wrong_answer(drill))
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert set(seen) == set(topics)          # every new topic
    assert seen.count(wrong_topic) == 2      # and the one answered wrong again
    assert all(seen.count(t) == 1 for t in topics if t != wrong_topic)  # not one answered right




def test_under_a_first_deal_rule_a_drill_says_which_deal_it_is_and_its_topic_is_the_house_rule(qtbot, tmp_path):
    # "6♥ on 2♦ to build 8" was refused for the first deal, which nothing on
    # screen named; the topic read "A rule of a later version of the game".
    # The quick start's drills (``first_drills``: deals 1 and 2, a tenth of
    # the whole set's making): the whole set's positions are
    # tests/practice/test_generator.py's.
    window = open_practice(qtbot, tmp_path, options={"no_builds_first_deal": True}, make=first_drills)
    drills = [d for d in window.drills.values() if d.kind != "score"]
    first = next(d for d in drills if d.position_data()["deal"] == 1)
    window.present(first)
    assert window_sentences.FIRST_DEAL in window.table_line.text()
    later = next(d for d in drills if d.position_data()["deal"] > 1 and not d.position_data()["final_deal"])
    window.present(later)
    number = later.position_data()["deal"]
    assert window_sentences.LATER_DEAL.format(number=number) in window.table_line.text()
    assert drill_sentences.topic_phrase("no_builds_first_deal") == "No building until the second deal"
    # Without such a rule the deal is not told: it decides nothing.
    plain = open_practice(qtbot, tmp_path / "plain")
    plain.present(next(d for d in plain.drills.values() if d.kind != "score" and not d.position_data()["final_deal"]))
    assert window_sentences.FIRST_DEAL not in plain.table_line.text() and "deal" not in plain.table_line.text()


def test_the_progress_screen_lists_the_topics_of_the_house_rules_practised(qtbot, tmp_path):
    """A learner's play-test (2026-12-06): practising Casino with court cards
    numbered and capturing compulsory, Progress listed the preset's topics
    ("Court cards take their own rank", none of theirs) and one topic fewer
    than the session counted.  It lists the rules practised; another variant
    chosen there lists its preset's."""
    window = open_practice(qtbot, tmp_path, options={"face_values": "numeric", "compulsory_capture": True})
    window.show_progress()
    dialog = window.progress_dialog
    shown = {r[0] for r in dialog.row_texts()}
    assert shown == {drill_sentences.topic_phrase(t) for t in window.topics}
    assert drill_sentences.topic_phrase("compulsory_capture") in shown
    assert drill_sentences.topic_phrase("court_takes_own_rank") not in shown
    dialog.variant.setCurrentIndex(dialog.variant.findData("casino-simple"))
    assert drill_sentences.topic_phrase("court_takes_own_rank") in {r[0] for r in dialog.row_texts()}
    dialog.close()
