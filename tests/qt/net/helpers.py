"""A network window that plays its seat by itself, through the window."""
from __future__ import annotations

from PySide6.QtCore import QTimer

from casino_desktop.core import legal_moves
from casino_desktop.qt.net.window import NetWindow


def autoplay(window: NetWindow) -> None:
    """Play the first legal move whenever it is this window's turn (as a player would, through the window)."""
    def turn(seat: int) -> None:
        QTimer.singleShot(0, lambda: window.play_move(legal_moves(window.controller.state)[0])
                          if window.controller.state.to_move == seat and window.controller.state.phase == "play"
                          else None)
    window.controller.human_turn.connect(turn)

    def round_shown(dialog) -> None:
        if window.controller.state.phase == "round_over":
            QTimer.singleShot(0, window.controller.next_round)
    window.round_dialog_shown.connect(round_shown)
