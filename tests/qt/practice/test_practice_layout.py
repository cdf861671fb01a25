"""Nothing cut, covered or elided in the practice window at 1024x768 (its
size there once the window frame and a task bar are taken) and at 1024x600,
whatever kind of drill it shows, before and after the verdict; nor on the
progress screen."""
from __future__ import annotations

import pytest

from ..layout_check import problems
from .helpers import drill_of, open_practice, wrong_answer

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.mark.parametrize("variant, size", [("casino", (1016, 700)), ("mulle", (1016, 700)), ("casino", (1016, 560))])
def test_every_kind_of_drill_lays_out_cleanly_on_a_small_screen(qtbot, tmp_path, variant, size):
    window = open_practice(qtbot, tmp_path, variant=variant, size=size)
    assert window.size().height() == size[1]
    kinds = {d.kind for d in window.drills.values()}
    for kind in sorted(kinds):
        drill = drill_of(window, kind)
        window.present(drill)
        qtbot.wait(10)
        assert problems(window) == [], (kind, problems(window))
        felt = window.scene.sceneRect()
        assert all(felt.contains(c.card_scene_rect()) for c in window.scene.cards), kind
        # A wrong answer: the longest texts (the sentence, the right answer, the rings).
        window.judge(wrong_answer(drill))
        assert window.right_answer.text()
        qtbot.wait(10)
        assert problems(window) == [], (kind, "answered", problems(window))
    window.show_progress()
    qtbot.waitExposed(window.progress_dialog)
    assert problems(window.progress_dialog) == []
    window.progress_dialog.close()
