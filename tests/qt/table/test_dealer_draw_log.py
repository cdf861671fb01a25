"""The log of a match whose first dealer is drawn for says the draw under
the first round's heading (the twenty-second stranger's play-test,
2026-12-07: Kasino's rules text says each player draws a card, and the
table showed none)."""
import pytest

from casino_desktop.core import draw_lines
from casino_desktop.qt.translate import say

from ..table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_the_first_round_of_kasino_says_who_drew_what(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="kasino")
    window.controller.seats.hold(True)  # North does not play: the log is the deal's
    state = window.start_game(seed=8)
    lines = window.side.log.log_lines()
    drawn = [say(line) for line in draw_lines(state, window.controller.names)]
    assert drawn[0].startswith("Each player drew a card for the deal (You A\u2666, North 9\u2663)")
    assert drawn[1] == "In the draw an ace counts 1."
    heading = next(i for i, line in enumerate(lines) if line.startswith("Round 1"))
    assert lines[heading + 1:heading + 3] == drawn


def test_a_match_opened_in_its_second_round_still_says_the_draw_under_round_one(qtbot, tmp_path):
    """Opened again in a later round (a resumed game, a saved one, a language
    change), the log folds the first round among the earlier rounds; it told
    that round's moves under its heading but left the draw out, which the
    live log had said there."""
    from casino_desktop.core import PHASE_ROUND_OVER, apply, legal_moves, new_game, next_round, preset
    from casino_desktop.qt.game.files import record_of
    window = make_window(qtbot, tmp_path, variant="kasino", level="beginner", seed=8)
    window.controller.seats.hold(True)
    origin = new_game(preset("kasino").rules, 2, False, 8)
    state, texts = origin.clone(), []
    while state.round_index == 0:  # the first round played through, then the second dealt
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
            break
        move = legal_moves(state)[0]
        texts.append(move.text(show_value=True))
        apply(state, move)
    window.load_game(window.setup, record_of(window.setup, origin.seed, texts, ""), state)
    lines = window.side.log.log_lines()
    drawn = [say(line) for line in draw_lines(origin, window.controller.names)]
    assert drawn and drawn[0].startswith("Each player drew a card for the deal (You A\u2666")
    heading = next(i for i, line in enumerate(lines) if line.startswith("Round 1"))
    assert lines[heading + 1:heading + 1 + len(drawn)] == drawn
    assert sum(line.startswith("Each player drew") for line in lines) == 1  # not again under round 2
