"""A match left between rounds comes back where it was left (the eleventh
stranger's play-test of 7 December, finding 6): left on the score sheet, on
the sheet; left after Next Round, before any move of it, on the new round
dealt, its log headed by that round, not on the sheet before it with the
same deal dealt again.  The autosave is written when the round is dealt, so
a kill then brings it back as a quit does."""
from __future__ import annotations

import json
import random
import uuid

import pytest

from casino_desktop.core import PHASE_PLAY, PHASE_ROUND_OVER, apply, legal_moves, new_game, sentence
from casino_desktop.qt.game.autosaver import autosave_path
from casino_desktop.qt.game.files import record_of
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.translate import say

from ..table_helpers import open_window, resume

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
SEED = 4


def _first_round_saved() -> GameSetup:
    """An autosave of a Casino match whose first round is over (its sheet next)."""
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")])
    state, rng, texts = new_game(setup.rules(), 2, False, SEED), random.Random(SEED), []
    while state.phase == PHASE_PLAY:
        move = rng.choice(legal_moves(state))
        texts.append(move.text(show_value=True))
        apply(state, move)
    assert state.phase == PHASE_ROUND_OVER and state.winner is None
    autosave_path().write_text(record_of(setup, SEED, texts, uuid.uuid4().hex).to_json(), encoding="utf-8")
    return setup


def test_a_match_left_after_next_round_comes_back_dealt(qtbot, tmp_path):
    setup = _first_round_saved()
    first = open_window(qtbot, tmp_path, setup)
    resume(qtbot, first)
    # Left on the sheet, it comes back on the sheet (with its review).
    qtbot.waitUntil(lambda: first.round_dialog is not None and first.round_dialog.isVisible())
    assert first.controller.state.phase == PHASE_ROUND_OVER and first.round_dialog.review_button.isEnabled()
    first.controller.seats.hold(True)  # no computer's move in the new round: it stays unplayed
    first.round_dialog.primary.click()  # Next round
    state = first.controller.state
    assert state.round_index == 1 and state.phase == PHASE_PLAY
    # The kill: what is on disk once the round is dealt, before any move.
    qtbot.waitUntil(lambda: not first.autosaver._timer.isActive())  # handed to the writer (a turn of the loop)
    assert first.autosaver.flush()
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert saved.get("next_round_dealt") is True
    dealt = state.clone()

    again = open_window(qtbot, tmp_path, setup)
    again.controller.seats.hold(True)
    resume(qtbot, again)
    back = again.controller.state
    assert back == dealt and back.round_index == 1
    assert again.round_dialog is None or not again.round_dialog.isVisible()
    heading = say(sentence("deal_heading", again.controller.names[back.dealer], round=2))
    assert heading in again.side.log.log_lines()
    assert again.controller.round_dealt_unplayed()  # and a save made now says so again
