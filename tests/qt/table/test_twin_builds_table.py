"""Two decks can put two builds of the same cards on the table.  A play names
a build by its cards, so the table must not offer, light or accept a play
onto a later twin that differs from the first (``core.state.unnameable_builds``)."""
from __future__ import annotations

import pytest

from casino_desktop.core import CAPTURE, make_rules, new_game, parse_card
from casino_desktop.core.legality import UNNAMEABLE_TWIN
from casino_desktop.core.state import Build
from ..table_helpers import drag, make_window, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card
SECOND = 52  # a second deck's copy of a card: its face id + 52


def _twins_position():
    """Seat 0 holds 4♦ 8♣; the table has 9♠ and [4♥ 4♠] twice: first a
    single build of 8, then (the second deck's copies) a multiple build of 4."""
    state = new_game(make_rules("mulle-kortspel"), 2, False, 1)
    state.hands = [[C("4D"), C("8C")], [C("9C"), C("9H")]]
    state.loose = [C("9S")]
    state.builds = [Build((C("4H"), C("4S")), 8, False, 1),
                    Build((C("4H") + SECOND, C("4S") + SECOND), 4, True, 1)]
    used = {c for h in state.hands for c in h} | set(state.loose) | {c for b in state.builds for c in b.cards}
    state.stock = [c for c in range(104) if c not in used][:10]
    state.to_move = 0
    state.dealer = 1
    return state


def _spot_centre(window, index):
    return window.scene.plan.builds[index].rect.center()


def test_a_drop_on_a_twin_of_another_value_is_refused_with_a_sentence(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="mulle-kortspel")
    state = _twins_position()
    show_position(qtbot, window, state)
    spots = window.scene.plan.builds
    assert [s.reachable for s in spots] == [True, False]
    drag(qtbot, window, C("4D"), _spot_centre(window, 1))
    qtbot.waitUntil(lambda: window.action_bar.prompt.text() == UNNAMEABLE_TWIN)
    assert state.ply == 0 and C("4D") in state.hands[0] and len(state.builds) == 2
    assert window.input.enabled


def test_the_first_twin_is_taken_by_a_card_of_its_value(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="mulle-kortspel")
    state = _twins_position()
    show_position(qtbot, window, state)
    key = state.builds[0].key
    drag(qtbot, window, C("8C"), _spot_centre(window, 0))
    qtbot.waitUntil(lambda: window.controller.state.ply > 0)
    assert window.controller.state.last_move[1] == (CAPTURE, C("8C"), 8, (), (key,))
    left = window.controller.state.builds
    assert [(b.value, b.multiple) for b in left] == [(4, True)]
