"""The player's aids: Game › Hint, Game › Take Back Move, Game › Review Last
Round, View › Cards Still Out, View › Four-Colour Deck, and the table in
words for screen readers.  The controller does the work (the hint
is asked of the worker thread, a take-back and a review replay the record);
this wires it to the menus, the table and the side panel.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from shiboken6 import isValid

from casino_desktop.core import PHASE_PLAY, GameState, Move, pretty
from casino_desktop.qt.card_painter import shared_cache
from casino_desktop.qt.game_setup import load_flag, save_flag
from casino_desktop.qt.suit_colours import set_four_colours


class PlayerAids:
    def __init__(self, window) -> None:
        self.window = window
        c = window.controller
        self.act_undo = QAction("&Take Back Move", window)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.take_back)
        self.act_hint = QAction("&Hint", window)
        self.act_hint.setShortcut("H")
        self.act_hint.triggered.connect(self.ask_hint)
        self.act_review = QAction("Re&view Last Round\u2026", window)
        self.act_review.triggered.connect(lambda: self.review_round())
        self.review_window = None
        self.act_undo.setEnabled(False)
        self.act_hint.setEnabled(False)
        self.act_still_out = QAction("&Cards Still Out", window, checkable=True)
        self.act_still_out.setShortcut("F8")
        self.act_still_out.setChecked(load_flag("view/still_out", False, window.settings))
        self.act_still_out.toggled.connect(self._still_out_toggled)
        self.act_four_colours = QAction("&Four-Colour Deck", window, checkable=True)
        self.act_four_colours.setStatusTip("Diamonds blue and clubs green: 10\u2666 and 2\u2660 at a glance")
        self.act_four_colours.setChecked(load_flag("view/four_colours", False, window.settings))
        self.act_four_colours.toggled.connect(self._four_colours_toggled)
        self._four_colours_toggled(self.act_four_colours.isChecked(), remember=False)
        c.hint_ready.connect(self._show_hint)
        c.taken_back.connect(self._taken_back)

    # --- what is available -----------------------------------------------------------------
    def update(self) -> None:
        """Menu actions and the unseen-card count follow every change of the game."""
        self._update_still_out()
        c = self.window.controller
        s = c.state
        # Between people who hide their hands, only before the screen is passed on.
        self.act_undo.setEnabled(c.can_take_back() and self.window.hands.may_take_back())
        # Only when the table takes the player's move (not behind the pass-and-play curtain).
        self.act_hint.setEnabled(s is not None and s.phase == PHASE_PLAY and c.is_human(s.to_move)
                                 and self.window.input.enabled)
        self.act_review.setEnabled(c.last_finished_round() is not None)

    def _still_out_toggled(self, on: bool) -> None:
        save_flag("view/still_out", on, self.window.settings)
        self._update_still_out()

    def _four_colours_toggled(self, on: bool, remember: bool = True) -> None:
        if remember:
            save_flag("view/four_colours", on, self.window.settings)
        if set_four_colours(on):
            shared_cache().clear()
            for item in self.window.scene.items():
                item.update()  # card items keep a device cache of their picture
            self._update_still_out()

    def _update_still_out(self) -> None:
        """The count of unseen cards, from the seat whose hand is face up."""
        w = self.window
        seats = sorted(w.face_up_seats())
        on = self.act_still_out.isChecked() and len(seats) == 1
        w.side.still_out.setVisible(on)
        w.side.show_still_out(w.controller.state if on else None, seats[0] if on else None)

    def describe_table(self, state: GameState) -> None:
        """Scene items are invisible to screen readers: the view carries a
        summary of the table in words instead."""
        w = self.window
        builds = [f"build {b.value} ({' + '.join(pretty(c) for c in b.cards)})" for b in state.builds]
        table = ", ".join([pretty(c) for c in state.loose] + builds) or "nothing"
        parts = [f"Table: {table}.", f"Stock: {len(state.stock)} cards."]
        for seat in sorted(w.face_up_seats()):
            name = w.controller.names[seat]
            held = ", ".join(pretty(c) for c in state.hands[seat])
            parts.append(f"{name} hold{'' if name == 'You' else 's'}: {held}.")
        w.view.setAccessibleDescription(" ".join(parts))

    # --- hint ------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        w = self.window
        if not w.input.enabled:
            return  # cards are still moving, or it is not the player's turn
        if w.controller.ask_hint():
            self.act_hint.setEnabled(False)
            w.statusBar().showMessage("Looking for a good move\u2026")

    def _show_hint(self, move: Move) -> None:
        w = self.window
        self.update()
        if not w.input.enabled:
            return
        words = w.controller.describe(w.controller.state.to_move, move)
        if words.startswith("You "):
            words = words[4:]
        w.input.show_hint(move)
        w.action_bar.show_hint(f"Hint: <b>{words}</b>", move)
        w.statusBar().showMessage(f"Hint: {words}. Press 1 or click Play it to play it.")

    # --- take-back -------------------------------------------------------------------------------
    def take_back(self) -> None:
        if not self.window.controller.take_back():
            self.window.statusBar().showMessage("There is no move of yours in this round to take back.")

    def _taken_back(self, state: GameState, lines: list[str]) -> None:
        w = self.window
        w.chooser.hide()
        w.input.disable()
        w.side.add_lines(lines)
        w.side.update_counts(state)
        w.statusBar().showMessage(lines[0])
        w.scene.set_game(state, w.controller.names, w.face_up_seats())
        self.update()
        w.scene.deal(state, 0)  # laid out at once; then it is the player's turn again

    # --- review of a finished round ----------------------------------------------------------------
    def review_round(self, round_index: int | None = None, over=None) -> None:
        """Open the review of a finished round (the last one by default), as
        a child of ``over`` (the round's score dialog) if given: a modal
        dialog would block a review that is only the main window's child."""
        from casino_desktop.qt.round_review import RoundReview
        w = self.window
        c = w.controller
        if round_index is None:
            round_index = c.last_finished_round()
        history = c.round_history(round_index) if round_index is not None else None
        if history is None:
            w.statusBar().showMessage("There is no finished round of this game to review.")
            return
        steps, end = history
        totals = end.round_results[-1]["totals"]
        results = ", ".join(f"{n} {t}" for n, t in zip(c.sides, totals)) + "."
        if self.review_window is not None and isValid(self.review_window):
            self.review_window.close()
        # Deleted on close; its parent may be a score dialog that goes first.
        self.review_window = RoundReview(steps, end, c.names, results, over or w)
        self.review_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_window.resize(max(900, int(w.width() * 0.9)), max(640, int(w.height() * 0.9)))
        self.review_window.open()
