"""The Swazi lesson on the real table: the cards from the hand dragged as in
every lesson, the top card of North's pile and the build of table cards
alone handed in as the table hands in a picked move, every turn ended with
the lesson's End Turn button, and the score sheet of the deal's 11 points."""
from __future__ import annotations


from casino_desktop.core import resolve
from casino_desktop.core.moves import NO_CARD
from casino_desktop.practice.guided import LESSONS, score_sheet_note, guide_sentences
from casino_desktop.practice.guided.guide import prompt_at
from casino_desktop.practice.guided.steps import END_STEP, TABLE_STEP, TOP_STEP
from casino_desktop.qt.translate import say

from .test_guide_play import lesson_window, play_step, wait_turn

LID = "swazi-casino"


def test_the_swazi_lesson_opens_with_the_cut_and_an_end_turn_button(qtbot, tmp_path):
    _owner, window = lesson_window(qtbot, tmp_path, LID)
    wait_turn(qtbot, window)
    table_end = getattr(window.action_bar, "end_button", None)
    # The table's own End Turn button where it has one, else the lesson's.
    assert window.guide.end_bar.isVisible() == (table_end is None)
    assert window.guide.end_turn.text() == say(guide_sentences.END_TURN)
    assert len(window.controller.state.loose) == 4  # the four cards cut to the table
    assert guide_sentences.WELCOME[LID] in window.guide.pointer.text
    # Ending the turn before the card from the hand: refused in the core's words, nothing played.
    window.guide.end_turn.trigger()
    assert window.guide.refusals == ["Play one card from your hand before you end your turn."]
    assert window.controller.state.ply == 0


def test_the_swazi_lesson_plays_through_to_the_eleven_points(qtbot, tmp_path):
    _owner, window = lesson_window(qtbot, tmp_path, LID)
    lesson = LESSONS[LID]
    steps = [p for p in lesson.plays if p.kind]
    for number, play in enumerate(steps, 1):
        wait_turn(qtbot, window)
        state = window.controller.state
        prompt = prompt_at(lesson, state, "North")
        assert prompt.number == number and prompt.text in window.guide.pointer.text
        ply = state.ply
        if play.kind == END_STEP:
            assert prompt.hand_card is None
            table_end = getattr(window.action_bar, "end_button", None)
            if table_end is not None:
                qtbot.waitUntil(table_end.isVisible, timeout=5000)
                table_end.click()
            else:
                window.guide.end_turn.trigger()
        elif play.kind in (TOP_STEP, TABLE_STEP):
            move = resolve(state, play.text)
            assert (move.card == NO_CARD) == (play.kind == TABLE_STEP)
            window.action_bar.move_picked.emit(move)
        else:
            play_step(qtbot, window)
        qtbot.waitUntil(lambda: window.controller.state.ply > ply, timeout=5000)
        assert window.guide.refusals == []
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.isVisible(), timeout=10000)
    dialog = window.round_dialog
    note = dialog.findChild(type(dialog.headline), "guideNote")
    assert note is not None and note.text() == score_sheet_note(LID) and "11 points" in note.text()
    items = window.controller.state.round_results[-1]["items"]
    assert sum(sum(it["points"]) for it in items) == 11
