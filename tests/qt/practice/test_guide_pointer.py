"""The pointer: a frame round the hand card and round each table thing the
step uses (one round a whole build), and the sentence in the callout."""
from __future__ import annotations

import pytest

from casino_desktop.core import parse_card
from casino_desktop.practice.guided import guide_sentences
from casino_desktop.qt.screen_fit import awaits_its_frame
from tests.qt.table_helpers import drag
from tests.qt.practice.test_guide_play import lesson_window, play_step, target_point, wait_turn


def _steps(qtbot, window, count):
    for _ in range(count):
        wait_turn(qtbot, window)
        ply = window.controller.state.ply
        play_step(qtbot, window)
        qtbot.waitUntil(lambda: window.controller.state.ply > ply, timeout=5000)


def test_a_build_gets_one_frame_round_all_its_cards(qtbot, tmp_path):
    _, window = lesson_window(qtbot, tmp_path, "casino")
    _steps(qtbot, window, 3)  # pair, sum, build 6: step 4 takes the build
    wait_turn(qtbot, window)
    pointer = window.guide.pointer
    shown = [f for f in pointer.frames if f.isVisible()]
    assert len(shown) == 2  # the 6♣ and the build
    spot = window.scene.plan.builds[0]
    for cid in spot.card_ids:
        assert shown[1].rect().contains(window.scene.cards[cid].card_scene_rect())
    assert pointer.arrow.isVisible()
    assert "Step 4 of 8" in pointer.text


def test_a_trail_frames_the_hand_card_only(qtbot, tmp_path):
    _, window = lesson_window(qtbot, tmp_path, "swedish-kasino")
    _steps(qtbot, window, 2)  # pair, sum: step 3 trails the 7♣
    wait_turn(qtbot, window)
    pointer = window.guide.pointer
    assert [f.isVisible() for f in pointer.frames].count(True) == 1
    assert pointer.table_cards == () and pointer.hand_card is not None
    assert guide_sentences.PROMPT["trail"].format(card="7\u2663") in pointer.text


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_a_trail_s_arrow_ends_at_an_open_place_not_on_a_card(qtbot, tmp_path, size):
    """"Drag 10♣ to an open place on the table" with the arrow straight up from the hand,
    ending on the 2♠ that lay there, looked as if it meant the 2♠ (the Mulle lesson, mulle43)."""
    _, window = lesson_window(qtbot, tmp_path, "mulle")
    window.resize(*size)
    _steps(qtbot, window, 8)  # step 9 trails the 10♣, under the 2♠ at 1024x768
    wait_turn(qtbot, window)
    pointer = window.guide.pointer
    assert pointer.table_cards == () and pointer.hand_card is not None and pointer.hand_card % 52 == parse_card("TC")
    end = pointer.arrow.line().p2()
    assert window.scene.geometry.felt.contains(end)
    assert not any(item.card_scene_rect().contains(end) for item in window.scene.loose_items())


def test_the_computer_s_turn_is_said_and_nothing_is_framed(qtbot, tmp_path):
    _, window = lesson_window(qtbot, tmp_path, "casino")
    window.set_speed_quietly("normal")  # the computer's visible beat: long enough to look
    wait_turn(qtbot, window)
    play_step(qtbot, window)
    said = guide_sentences.COMPUTER_TURN.format(name="North")
    qtbot.waitUntil(lambda: window.guide.pointer.text == said, timeout=5000)
    assert not any(f.isVisible() for f in window.guide.pointer.frames)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1000)])
def test_the_swazi_first_step_keeps_its_text_clear_of_the_arrow_and_the_chooser(qtbot, tmp_path, size):
    # The first step's callout is long (the welcome and the step); the 7 on
    # the 7 may mean three moves, so a chooser opens: neither the arrow nor
    # the chooser may lie across the sentence.
    _, window = lesson_window(qtbot, tmp_path, "swazi-casino")
    # Resized once the window is framed and fitted to the 1280x800 screen
    # (``screen_fit.fit_window``): 1920x1000 stands for a larger screen.
    qtbot.waitUntil(lambda: not awaits_its_frame(window))
    window.resize(*size)
    wait_turn(qtbot, window)
    pointer = window.guide.pointer
    qtbot.waitUntil(lambda: window.scene.sceneRect().width() > size[0] * 0.6)
    pointer.place()
    callout = pointer.callout.sceneBoundingRect()
    line = pointer.arrow._line  # scene coordinates: the item sits at the origin
    assert pointer.arrow.isVisible()
    assert not any(callout.contains(line.pointAt(i / 40)) for i in range(41))
    state = window.controller.state
    hand = next(c for c in state.hands[0] if c % 52 == parse_card("7S"))
    seven = next(c for c in state.loose if c % 52 == parse_card("7D"))
    drag(qtbot, window, hand, target_point(window, seven))
    qtbot.waitUntil(window.chooser.isVisible)
    assert len(window.chooser.moves()) > 1
    on_view = window.view.mapFromScene(pointer.callout.sceneBoundingRect()).boundingRect()
    assert not window.chooser.geometry().intersects(on_view)
