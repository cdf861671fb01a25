"""Captions clear of every card on a table whose capture piles are face up
(the African games: a pile's top is in play, its index must be read), at
the short laptop screens and 1024x768, with View › Large Cards off and on.

Swazi Casino, four in partnerships, 1366x768 at 125 % (a 1093x614 window):
West's and East's twelve-card hands fanned down their columns ran past the
middle band, and East & West's pile caption lay over the index corner of
the player's own pile top, by 30 pixels with Large Cards on
(docs/playtests/2026-12-06-stranger-4.md, finding 5); their pile top was
24 pixels wide, choice or no choice (finding 6)."""
from __future__ import annotations

import pytest

from tests.qt.table_helpers import make_window, show_position, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

SIZES = [(1093, 614), (1280, 720), (1024, 768)]


def with_piles(state):
    """``state`` with two cards from each hand on its side's face-up pile."""
    s = state.clone()
    for holder, stack in enumerate(s.stacks):
        for seat in ([holder, holder + 2] if s.partnerships else [holder]):
            taken, s.hands[seat] = s.hands[seat][:2], s.hands[seat][2:]
            stack.extend(taken)
            s.captured[holder].extend(taken)
    return s


def laid(qtbot, tmp_path, size, players, large):
    window = make_window(qtbot, tmp_path, variant="swazi-casino", players=players, partnerships=players == 4,
                         size=size)
    window.start_game()
    wait_for_human(qtbot, window)
    window.access.act_large.setChecked(large)
    show_position(qtbot, window, with_piles(window.scene.state))
    return window.scene


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES)
def test_no_caption_lies_over_a_card_where_pile_tops_are_in_play(qtbot, tmp_path, size, players, large):
    scene = laid(qtbot, tmp_path, size, players, large)
    assert len(scene.plan.tops) == 2
    cards = {cid: it.card_scene_rect() for cid, it in scene.cards.items() if it.isVisible()}
    marks = {key: cap.sceneBoundingRect() for key, cap in scene.captions.items() if cap.isVisible()}
    if scene.chip.isVisible():
        marks["chip"] = scene.chip.sceneBoundingRect()
    for key, m in marks.items():
        over = [(cid, r) for cid, r in cards.items() if m.intersects(r)]
        assert not over, (key, m, over)
    assert all(scene.sceneRect().contains(r) for r in [*cards.values(), *marks.values()])
    g = scene.geometry
    for sg in g.seats:
        if sg.side in ("left", "right"):  # a side seat's hand, caption, pile and caption keep to its column
            assert all(sg.zone.contains(cards[c]) for c in scene.plan.hands[sg.seat]), sg.side


@pytest.mark.parametrize("size", SIZES)
def test_the_opponents_pile_top_is_no_smaller_with_large_cards(qtbot, tmp_path, size):
    """Their top card is one the player may build with: with Large Cards
    it is no narrower than with the choice off, and no narrower than the
    top seat's backs, as at 1024x768."""
    widths = {}
    for large in (False, True):
        scene = laid(qtbot, tmp_path, size, 4, large)
        tops = {holder: scene.cards[c].card_width for c, holder in scene.plan.tops.items()}
        north = next(sg for sg in scene.geometry.seats if sg.side == "top")
        widths[large] = tops[1]
        assert tops[1] >= north.card_w - 0.01, (large, tops, north.card_w)
        scene.views()[0].window().close()
    assert widths[True] >= widths[False] - 0.01, widths
