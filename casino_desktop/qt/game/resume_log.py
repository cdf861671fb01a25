"""The play log of the round so far, for a game that was opened or resumed.

A record holds moves, not log lines; the lines are made again by replaying
the record from its deal and asking the controller for each move's words
(``core.sentences.move_lines``, the same words the table showed when the
move was played).  Without this, a resumed game showed an empty log while
half the round had been played.
"""
from __future__ import annotations

from casino_desktop.core import PHASE_ROUND_OVER, apply, next_round
from casino_desktop.core.legality import IllegalMove, resolve
from casino_desktop.core.sentences import move_lines


def round_log_lines(controller) -> list[str]:
    """The log lines of the moves of the controller's current round (the
    round just finished, when a round is over), in order; [] when the
    moves do not replay (they always do for a record that loaded)."""
    state, origin = controller.state, controller.origin
    if state is None or origin is None or not controller.moves:
        return []
    target = state.round_index
    replay = origin.clone()
    lines: list[str] = []
    try:
        for text in controller.moves:
            if replay.phase == PHASE_ROUND_OVER:
                next_round(replay)
            move = resolve(replay, text)
            if replay.round_index != target:
                apply(replay, move)
                continue
            before, seat = replay.clone(), replay.to_move
            apply(replay, move)
            lines += move_lines(controller.names, before, seat, move, replay)
    except (IllegalMove, ValueError):
        return []
    return lines
