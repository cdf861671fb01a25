"""The turn loop's end of a round and of a match (``qt/game/controller.py``):
the local controller and the network table's (``RemoteController``) announce
both through the one ``announce_end``, so the window's score sheet opens the
same way at home and at someone else's table."""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import (PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, apply, legal_moves, make_rules, new_game,
                                 next_round)
from casino_desktop.qt.game.controller import GameController
from casino_desktop.qt.net.remote_controller import RemoteController


def _played_to(phase: str):
    """A two-player casino match played at random until ``phase``."""
    for seed in range(50):
        s = new_game(make_rules("casino"), 2, False, seed)
        rng = random.Random(seed)
        while s.phase == PHASE_PLAY:
            apply(s, rng.choice(legal_moves(s)))
            if s.phase == PHASE_ROUND_OVER and phase != PHASE_ROUND_OVER:
                next_round(s)
        if s.phase == phase:
            return s
    raise AssertionError(f"no match reached {phase}")


def _heard(controller) -> list:
    heard: list = []
    controller.thinking.connect(lambda seat: heard.append(("thinking", seat)))
    controller.round_over.connect(lambda s: heard.append(("round over", s.phase)))
    controller.match_over.connect(lambda s: heard.append(("match over", s.phase)))
    controller.human_turn.connect(lambda seat: heard.append(("turn", seat)))
    return heard


@pytest.mark.parametrize("kind", [GameController, RemoteController])
@pytest.mark.parametrize("phase, said", [(PHASE_ROUND_OVER, "round over"), (PHASE_MATCH_OVER, "match over")])
def test_the_end_is_announced_once_and_nobody_is_thinking(qtbot, kind, phase, said):
    controller = kind()
    heard = _heard(controller)
    controller.state = _played_to(phase)
    controller.advance()
    assert heard == [("thinking", -1), (said, phase)]
    controller.shutdown()


def test_a_round_in_play_is_not_an_end(qtbot):
    controller = GameController()
    heard = _heard(controller)
    assert controller.announce_end(new_game(make_rules("casino"), 2, False, 1)) is False
    assert heard == []
    controller.shutdown()
