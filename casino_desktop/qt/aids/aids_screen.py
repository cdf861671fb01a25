"""The main window as the player's aids see it: ``AidsScreen``, and the
window's own implementation of it.

``player_aids.PlayerAids`` decides what the aids do; this is every place on
screen they touch (the status line, the action bar, the table, the side
panel), and the two things only the window knows: whether the table takes
the player's move now, and whether the hands allow a take-back (between
people who hide their hands, only behind the pass-and-play curtain).  A test
gives the aids a fake of this instead of a window.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from shiboken6 import isValid

from casino_desktop.core import GameState, Move, match_log, preset
from casino_desktop.qt.cards.painter import shared_cache
from casino_desktop.qt.practice.guide_window import quit_action
from casino_desktop.qt.translate import say

if TYPE_CHECKING:  # imported where it is made, when a review is first opened
    from casino_desktop.qt.aids.round_review import RoundReview


class AidsScreen(Protocol):
    """What the aids ask of the window, and nothing more."""

    def may_input(self) -> bool: ...       # the table takes the player's move now
    def may_take_back(self) -> bool: ...   # the hands on show allow a take-back now
    def face_up_seats(self) -> set[int]: ...
    def say(self, text: str) -> None: ...  # the status line
    def show_hint(self, move: Move, prompt: str, status: str) -> None: ...
    def clear_table(self, state: GameState, names: list[str], lines: list[str]) -> None: ...
    def deal(self, state: GameState) -> None: ...
    def show_still_out(self, state: GameState | None, seat: int | None) -> None: ...
    def describe(self, text: str) -> None: ...  # the table in words, for screen readers
    def repaint_cards(self) -> None: ...
    def open_review(self, steps: list, end: GameState, names: list[str], results: str, over=None,
                    face_up: set[int] | None = None, missed: int = 0): ...


class WindowAidsScreen:
    """``AidsScreen`` on the main window."""

    def __init__(self, window) -> None:
        self.window = window
        self._review: RoundReview | None = None  # the review dialog last opened

    def may_input(self) -> bool:
        return self.window.input.enabled

    def may_take_back(self) -> bool:
        return self.window.hands.may_take_back()

    def face_up_seats(self) -> set[int]:
        return self.window.face_up_seats()

    def say(self, text: str) -> None:
        self.window.statusBar().showMessage(text)

    def show_hint(self, move: Move, prompt: str, status: str) -> None:
        w = self.window
        w.input.show_hint(move)
        w.action_bar.show_hint(prompt, move)
        w.statusBar().showMessage(status)

    def clear_table(self, state: GameState, names: list[str], lines: list[str]) -> None:
        """The table again as ``state`` (after a take-back or a redo): the
        play log tells the game as it stands (the moves taken back leave it,
        the moves played again come back in their own words), and the
        status line says what was taken back or played again."""
        w = self.window
        c = w.controller
        w.chooser.hide()
        w.input.disable()
        w.side.log.cut_back(len(c.moves))
        told = w.side.log.last_logged_move()
        if c.origin is not None and told < len(c.moves) - 1:
            for m in match_log(c.origin, c.moves, names):
                if m.index > told:
                    w.side.log.add_lines(m.lines, move=m.index)
        w.side.update_counts(state)
        w.statusBar().say_over_turn(lines[0])
        w.scene.set_game(state, names, w.face_up_seats())

    def deal(self, state: GameState) -> None:
        self.window.scene.deal(state, 0)  # laid out at once; then it is the player's turn again

    def show_still_out(self, state: GameState | None, seat: int | None) -> None:
        side = self.window.side
        side.still_out.setVisible(state is not None)
        side.show_still_out(state, seat)

    def describe(self, text: str) -> None:
        self.window.view.setAccessibleDescription(say(text))

    def repaint_cards(self) -> None:
        shared_cache().clear()
        for item in self.window.scene.items():
            item.update()  # card items keep a device cache of their picture

    def open_review(self, steps: list, end: GameState, names: list[str], results: str, over=None,
                    face_up: set[int] | None = None, missed: int = 0):
        """The review dialog (one at a time), as a child of ``over`` (the
        round's score dialog) if given, with ``face_up``'s hands face up
        (None: every hand): a modal dialog would block a review
        that is only the main window's child.  Deleted on close; its parent
        may be a score dialog that goes first."""
        # Loaded at the first review, not with the window: a shorter start.
        from casino_desktop.qt.aids.round_review import RoundReview
        w = self.window
        if self._review is not None and isValid(self._review):
            self._review.close()
        review = self._review = RoundReview(steps, end, names, results, over or w, face_up, missed,
                                            variant_name=preset(w.setup.variant_id).name)
        review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # The table's felt (the player's, or high contrast's black) and its
        # card size (View › Large Cards): the review's own scene started
        # green and plain-sized, smaller cards than the table's for the
        # player who had asked for large ones (stranger 15).
        review.scene.set_felt(*w.scene.felt_colours)
        review.scene.set_card_scale(w.scene.card_scale)
        # Ctrl+Q quits from the review too, through the main window (its save):
        # the review blocks the window (or the score sheet) it was opened over.
        quit_action(review)
        # Most of a large main window, else the size the review asks for
        # (cut to the screen): 90 % of a main window on a 1024x768 screen
        # left the review 919x668 there, its cards smaller than need be.
        wanted = review.wanted
        review.resize(max(wanted.width(), int(w.width() * 0.9)), max(wanted.height(), int(w.height() * 0.9)))
        review.open()
        return review

