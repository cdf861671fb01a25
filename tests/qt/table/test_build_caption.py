"""A build's caption ("Build 4 / single · …") comes when its cards have
landed, not before (play-test 2026-12-06, finding 19: it sat beside the
table while the 3♣ and A♥ still flew)."""
from __future__ import annotations

import pytest

from casino_desktop.core import BUILD, apply, legal_moves, parse_card
from casino_desktop.qt.table.scene import TableScene
from ..table_helpers import position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card
MS = 400


def _build_captions(scene):
    return [cap for key, cap in scene.captions.items() if key.startswith("build")]


def test_a_builds_caption_waits_for_its_cards(qtbot):
    scene = TableScene()
    scene.set_size(1280, 800)
    prev = position("casino", "3C 4S 9H", "AH KD 7C")
    scene.set_game(prev, ["You", "North"], {0})
    scene.show_state(prev, 0)
    assert not _build_captions(scene)
    move = next(m for m in legal_moves(prev) if m.kind == BUILD and m.card == C("3C") and m.value == 4)
    state = prev.clone()
    apply(state, move)
    scene.play_move(prev, 0, move, state, MS)
    qtbot.waitUntil(lambda: bool(_build_captions(scene)))  # the phase that moves the cards has begun
    [caption] = _build_captions(scene)
    assert scene.cards[C("3C")].is_animating()
    assert not caption.isVisible()  # the 3♣ is still on its way
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        pass
    [caption] = _build_captions(scene)
    assert caption.isVisible()
    assert "4" in caption.text()


def test_a_build_moved_along_the_table_keeps_its_caption_with_its_cards(qtbot):
    scene = TableScene()
    scene.set_size(1280, 800)
    prev = position("casino", "3C 4S 9H", "AH KD 7C")
    build = next(m for m in legal_moves(prev) if m.kind == BUILD and m.card == C("3C") and m.value == 4)
    apply(prev, build)  # North to play, a build of 4 on the table
    scene.set_game(prev, ["You", "North"], {0, 1})
    scene.show_state(prev, 0)
    [caption] = _build_captions(scene)
    assert caption.isVisible()
    trail = next(m for m in legal_moves(prev) if m.kind != BUILD and not m.loose and not m.builds)
    state = prev.clone()
    apply(state, trail)
    scene.play_move(prev, 1, trail, state, MS)
    qtbot.waitUntil(lambda: any(scene.cards[c].is_animating() for c in prev.builds[0].cards))  # the table closes up
    [caption] = _build_captions(scene)
    assert caption.isVisible()
    start = caption.pos()
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        pass
    [caption] = _build_captions(scene)
    assert caption.isVisible()
    end = caption.pos()
    assert start != end  # it travelled with its cards, not ahead of them
