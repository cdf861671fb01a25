"""The play log speaks to "You" in the second person and of named seats in
the third, through the real controller's log lines."""
from __future__ import annotations

import pytest

from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game
from casino_desktop.qt.game_controller import GameController

pytestmark = [pytest.mark.gui]


def _round_end_lines(controller: GameController, seed: int) -> tuple[list[str], int] | None:
    state = new_game(make_rules("casino"), 2, False, seed)
    while state.phase == PHASE_PLAY:
        prev, seat = state.clone(), state.to_move
        move = legal_moves(state)[0]
        apply(state, move)
        lines = controller._log_lines(prev, seat, move, state)
        assert lines[0] == controller.describe(seat, move)
    return lines, state.last_capturer


@pytest.mark.parametrize("names,first_word,verb", [(["You", "North"], "You", "take"),
                                                   (["North", "You"], "North", "takes")])
def test_you_takes_the_last_2_cards_is_you_take(qtbot, names, first_word, verb):
    controller = GameController()
    controller.names = names
    try:
        for seed in range(1, 60):
            lines, last = _round_end_lines(controller, seed)
            if last == 0 and len(lines) > 1:
                words = lines[-1].split()
                assert words[:2] == [first_word, verb], lines[-1]
                count = words[4] if words[3] == "last" and words[4].isdigit() else None
                assert lines[-1].endswith("card from the table") == (count is None), lines[-1]
                return
        pytest.fail("no deal left cards for seat 0 to take")
    finally:
        controller.shutdown()


def test_every_log_line_about_you_uses_the_second_person(qtbot):
    controller = GameController()
    controller.names = ["You", "North"]
    try:
        state = new_game(make_rules("kasino"), 2, False, 3)
        while state.phase == PHASE_PLAY:
            prev, seat = state.clone(), state.to_move
            move = legal_moves(state)[-1]
            apply(state, move)
            for line in controller._log_lines(prev, seat, move, state):
                assert not line.startswith(("You takes", "You trails", "You builds", "You adds", "You raises")), line
    finally:
        controller.shutdown()
