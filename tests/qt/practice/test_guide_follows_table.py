"""The pointer follows the table: whenever the cards are laid out again
(Large Cards turned on or off, the window resized, the side panel folded)
its frames go round the cards where they are now, and its text box keeps
off the cards the step talks about."""
from __future__ import annotations

import pytest

from casino_desktop.qt.catalogs import install_language
from tests.qt.practice.test_guide_play import lesson_window, wait_turn


def framed_right(window) -> bool:
    """Each framed card lies inside a frame of about its own size."""
    pointer = window.guide.pointer
    frames = [f.rect() for f in pointer.frames if f.isVisible()]
    cards = [window.scene.cards[c].card_scene_rect() for c in pointer.pointed()]
    if len(frames) != len(cards):
        return False
    for card in cards:
        if not any(f.contains(card) and f.width() < card.width() * 1.5 for f in frames):
            return False
    return True


def first_step(qtbot, tmp_path, large: bool):
    _, window = lesson_window(qtbot, tmp_path, "swazi-casino")
    window.access.set_large(large)
    wait_turn(qtbot, window)
    qtbot.waitUntil(lambda: framed_right(window))
    return window


@pytest.mark.parametrize("large", [True, False])
def test_the_frames_follow_a_change_of_card_size(qtbot, tmp_path, large):
    window = first_step(qtbot, tmp_path, large)
    window.access.set_large(not large)
    qtbot.wait(20)  # nothing else comes: no move, no animation, no resize
    assert framed_right(window)


def test_the_frames_follow_a_resize(qtbot, tmp_path):
    window = first_step(qtbot, tmp_path, False)
    window.resize(1024, 738)
    qtbot.waitUntil(lambda: framed_right(window))


def test_the_frames_follow_the_side_panel_folded(qtbot, tmp_path):
    window = first_step(qtbot, tmp_path, False)
    before = window.scene.sceneRect()
    window.side.setVisible(False)
    qtbot.waitUntil(lambda: window.scene.sceneRect() != before)
    qtbot.waitUntil(lambda: framed_right(window))


def callout_clear(window) -> bool:
    """The text box hides none of the step's cards, lies across no arrow
    and stays on the table."""
    pointer = window.guide.pointer
    box = pointer.callout.sceneBoundingRect()
    cards = [window.scene.cards[c].card_scene_rect() for c in pointer.pointed()]
    line = pointer.arrow.line()
    crossed = pointer.arrow.isVisible() and any(box.contains(line.pointAt(i / 40)) for i in range(41))
    inside = window.scene.sceneRect().adjusted(-1, -1, 1, 1).contains(box)
    return pointer.callout.isVisible() and inside and not crossed and not any(box.intersects(c) for c in cards)


@pytest.mark.parametrize("language", ["en", "id"])
@pytest.mark.parametrize("size", [(1024, 738), (1920, 1050)])
@pytest.mark.parametrize("large", [True, False])
def test_the_text_box_keeps_off_the_step_s_cards(qtbot, tmp_path, language, size, large):
    # Indonesian, Swazi Casino's first step (the welcome and the step: a
    # long text) with Large Cards on a 1024x768 screen: the box lay over
    # the top of the 7♦ the step names, hiding its corner.
    try:
        assert install_language(language) is None
        _, window = lesson_window(qtbot, tmp_path, "swazi-casino")
        window.resize(*size)
        window.access.set_large(large)
        wait_turn(qtbot, window)
        qtbot.waitUntil(lambda: framed_right(window))
        assert window.guide.pointer.pointed()
        assert callout_clear(window)
        window.access.set_large(not large)  # and again once the cards change size
        assert callout_clear(window)
    finally:
        install_language("en")
