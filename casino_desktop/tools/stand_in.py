"""Hidden test hooks: a computer plays the human's seat with persistence on.

``--autoplay`` watches a game (every seat a computer, nothing saved), which
cannot test what a kill -9 does to a player's autosave and statistics.
``--computer-plays-human`` keeps the seats as set up (one person, so
statistics count the match) and the autosave on, and lets a computer
choose the person's moves and press the round dialog's button.
``--report-moves`` prints one flushed line per event, so a test that kills
the process knows what was played before the kill:

    start new|resumed <match_id> <ply>
    ply <n> <match_id>
    over <match_id>
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QTimer

from casino_desktop.qt.game.setup import make_player

STAND_IN_LEVEL = "random"   # quick: the test wants many moves and matches
STAND_IN_BUDGET_S = 0.05
DIALOG_PAUSE_MS = 30


class StandIn(QObject):
    def __init__(self, window, report: bool = False, level: str = STAND_IN_LEVEL):
        super().__init__(window)
        self.window = window
        self.level = level
        self.report = report
        self._resuming = False
        c = window.controller
        c.budget = STAND_IN_BUDGET_S
        c.game_started.connect(self._game_started)
        c.move_played.connect(self._move_played)
        window.round_dialog_shown.connect(self._round_shown)
        self._wrap_load(window)

    def _wrap_load(self, window) -> None:
        """Tell a resumed match from a new one in the report."""
        load = window.load_game

        def load_game(*args, **kwargs):
            self._resuming = True
            try:
                load(*args, **kwargs)
            finally:
                self._resuming = False
        window.load_game = load_game

    def _say(self, line: str) -> None:
        if self.report:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()

    def _game_started(self, state) -> None:
        c = self.window.controller
        # The controller asks its players for every seat that has one; give
        # the person's seats one too (the setup still says "human").
        for seat in self.window.setup.humans():
            c.players[seat] = make_player(self.level)
        self._say(f"start {'resumed' if self._resuming else 'new'} {c.match_id} {len(c.moves)}")

    def _move_played(self, _prev, _seat, _move, state, _lines) -> None:
        c = self.window.controller
        self._say(f"ply {len(c.moves)} {c.match_id}")
        if state.winner is not None:
            self._say(f"over {c.match_id}")

    def _round_shown(self, dialog) -> None:
        def press() -> None:  # Next round, or New Game at match over
            if self.window.round_dialog is dialog:  # not closed meanwhile
                dialog.primary.click()
        QTimer.singleShot(DIALOG_PAUSE_MS, self, press)
