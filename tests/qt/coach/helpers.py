"""Positions and a gate for the coach's table tests."""
from __future__ import annotations

import threading

from casino_desktop.core import make_rules, new_game, parse_card
from casino_desktop.qt.coach import worker
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from ..table_helpers import open_window


def last_deal(hand: str, other: str, table: str, to_move: int = 0):
    """A 2-player Casino position in the last deal: the stock is empty and
    every other card is in the piles, so the coach solves it exactly and
    its grade is certain."""
    s = new_game(make_rules("casino"), 2, False, 1)
    ids = lambda text: [parse_card(t) for t in text.split()]  # noqa: E731  (a one-line helper local to the test)
    s.hands = [ids(hand), ids(other)]
    s.loose = ids(table)
    s.builds = []
    used = set(s.hands[0]) | set(s.hands[1]) | set(s.loose)
    rest = [c for c in range(52) if c not in used]
    s.stock = []
    s.captured = [rest[0::2], rest[1::2]]
    s.to_move = to_move
    s.dealer = 1 - to_move
    return s


# North holds 10♥: trailing 3♥ leaves it the big casino (10♦), a blunder of 3 points (solved).
BLUNDER = ("10S 3H", "10H 2C", "10D 5C")


def coach_window(qtbot, tmp_path, seats=None, coach_on=True, hide_hands=True) -> MainWindow:
    seats = seats or [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")]
    setup = GameSetup("casino", {}, len(seats), False, seats, 1, hide_hands)
    return open_window(qtbot, tmp_path, setup, {"coach/on": coach_on})


class Gate:
    """Holds the coach's gradings on its worker until opened; counts them."""

    def __init__(self, monkeypatch) -> None:
        self.open_event = threading.Event()
        self.started = 0
        self.real = worker.grade
        monkeypatch.setattr(worker, "grade", self._grade)

    def _grade(self, *args, **kwargs):
        self.started += 1
        self.open_event.wait(20)
        return self.real(*args, **kwargs)

    def open(self) -> None:
        self.open_event.set()
