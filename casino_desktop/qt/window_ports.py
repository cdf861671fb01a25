"""The main window as its helpers see it: one small adapter per port.

Pass and play, the match guard, the autosaver, the coach at the table and
the guided lesson each declare, beside their own code, the ``Protocol`` of
exactly what they ask of the window (``PassTable``, ``GuardedTable``,
``SavedTable``, ``CoachedTable``, ``LessonTable``).  The adapters here
answer those questions from the window's parts, so that the helpers never
reach into its attributes and a test may give any of them a fake instead.
The window's layout is known here and in the window only.
"""
from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGraphicsScene, QMainWindow, QVBoxLayout, QWidget

from casino_desktop.core import GameRecord, GameState, Move
from casino_desktop.qt import daily_deal
from casino_desktop.qt.game.files import record_of
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.dialogs.statistics import match_kind


class _OnWindow:
    """What every port says the same way: who sits where, and the game."""

    def __init__(self, window) -> None:
        self.window = window

    def watching(self) -> bool:
        return bool(self.window.watch)

    def people(self) -> list[int]:
        return list(self.window.setup.humans())

    def names(self) -> list[str]:
        return self.window.controller.names

    def state(self) -> GameState | None:
        return self.window.controller.state

    def is_person(self, seat: int) -> bool:
        return bool(self.window.controller.is_human(seat))


class WindowPassTable(_OnWindow):
    """``pass_and_play.PassTable`` on the main window."""

    def hide_hands(self) -> bool:
        return bool(self.window.setup.hide_hands)

    def put_at_bottom(self, seat: int, turn_now: bool) -> None:
        scene = self.window.scene
        if turn_now:
            scene.set_bottom_seat(seat)
        else:
            scene.bottom_seat = seat  # laid out by the deal that follows

    def hands_on_show(self) -> set[int]:
        return set(self.window.scene.face_up_seats)

    def show_hands(self, seats: set[int], redraw: bool) -> None:
        scene = self.window.scene
        scene.face_up_seats = set(seats)
        if redraw:
            scene.show_state(self.window.controller.state, 0)

    def show_waiting(self, status: str, idle: str) -> None:
        self.window.statusBar().showMessage(status)
        self.window.action_bar.show_idle(idle)

    def update_aids(self) -> None:
        self.window.aids.update()

    def begin_turn(self, seat: int) -> None:
        self.window.view.setFocus()  # the keys play on the table again
        self.window.human_turn(seat)


class WindowGuardedTable(_OnWindow):
    """``match_guard.GuardedTable`` on the main window."""

    def match_kind(self) -> str:
        return match_kind(self.window.setup)

    def deal_day(self, state: GameState) -> date | None:
        return daily_deal.day_of(state, self.window.daily, self.window.today())

    def match_deal(self, state: GameState) -> GameRecord:
        return record_of(self.window.setup, state.seed, [])

    def show_notice(self, text: str) -> None:
        # As the start's other sentences are said: the statistics are first
        # opened when the search for the unfinished game ends, and a line
        # put in the log then was wiped by the log the game laid out next.
        self.window.tell_at_start(text)

    def widget(self) -> QWidget:
        return self.window


class WindowSavedTable(_OnWindow):
    """``autosaver.SavedTable`` on the main window."""

    def record(self) -> GameRecord:
        c = self.window.controller
        return record_of(self.window.setup, c.state.seed, c.moves, c.match_id, c.round_dealt_unplayed())

    def on_change(self, slot: Callable[..., None]) -> None:
        c = self.window.controller
        # The next round dealt too: a kill before its first move brings it
        # back dealt, not the score sheet before it (``record.next_round_dealt``).
        for signal in (c.game_started, c.round_started, c.move_played, c.aids.taken_back, c.aids.played_again):
            signal.connect(slot)


class WindowCoachedTable(_OnWindow):
    """``table_coach.CoachedTable`` on the main window."""

    def settings(self) -> QSettings | None:
        return self.window.settings

    def face_up_seats(self) -> set[int]:
        return self.window.face_up_seats()

    def owner(self) -> QWidget:
        return self.window

    def place_line(self, bar: QWidget) -> None:
        column = table_column(self.window)
        column.insertWidget(column.indexOf(self.window.action_bar), bar)

    def on_take_back(self, taken_back: Callable[..., None], played_again: Callable[..., None]) -> None:
        aids = self.window.controller.aids
        aids.taken_back.connect(taken_back)
        aids.played_again.connect(played_again)

    def on_hands_shown(self, slot: Callable[[], None]) -> None:
        self.window.hands.curtain.ready.connect(slot)

    def on_review(self, attach: Callable[[object], None]) -> None:
        self.window.aids.on_review = attach

    def people_moves_this_round(self) -> list[tuple[GameState, int, Move]]:
        return self.window.controller.aids.people_moves_this_round()



class WindowLessonTable(_OnWindow):
    """``guide_session.LessonTable`` on a lesson's window (a main window)."""

    def owner(self) -> QMainWindow:
        return self.window

    def table_scene(self) -> QGraphicsScene:
        return self.window.scene

    def route_moves(self, slot: Callable[[Move], None]) -> None:
        w = self.window
        for signal in (w.input.move_chosen, w.chooser.chosen, w.action_bar.move_picked):
            signal.disconnect(w.play_move)
            signal.connect(slot)

    def play(self, move: Move) -> None:
        self.window.play_move(move)

    def refuse(self, sentence: str) -> None:
        w = self.window
        w.chooser.hide()
        w.input.choice_cancelled()
        w.statusBar().back_to_turn()
        w.action_bar.show_refusal(sentence)

    def deal(self, setup: GameSetup, state: GameState, players: dict[int, Any]) -> None:
        w = self.window
        w._close_round_dialog()  # a score sheet of the deal before goes
        w.chooser.hide()
        w.setup = setup
        w.controller.resume(setup, state)
        w.controller.players = players  # after ``resume`` made the seats' own

    def show_title(self, title: str) -> None:
        self.window.setWindowTitle(title)

    def log(self, lines: list[str]) -> None:
        self.window.side.log.add_lines(lines)

    def has_end_turn_button(self) -> bool:
        return getattr(self.window.action_bar, "end_button", None) is not None

    def on_cards_landed(self, slot: Callable[[], None]) -> None:
        self.window.scene.animations_done.connect(slot)

    def on_laid_out(self, slot: Callable[[], None]) -> None:
        self.window.scene.laid_out.connect(slot)

    def on_refused(self, slot: Callable[[str], None]) -> None:
        self.window.input.refused.connect(slot)

    def on_score_sheet(self, slot: Callable[[Any], None]) -> None:
        self.window.round_dialog_made.connect(slot)

def table_column(window) -> QVBoxLayout:
    """The layout that stacks the table's view over the action bar."""
    row = window.centralWidget().layout()
    for i in range(row.count()):
        sub = row.itemAt(i).layout()
        if sub is not None and sub.indexOf(window.action_bar) >= 0:
            return sub
    raise LookupError("the window has no column holding the action bar")
