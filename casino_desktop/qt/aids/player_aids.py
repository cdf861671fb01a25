"""The player's aids: Game › Hint, Game › Take Back Move, Game › Review Last
Round, View › Cards Still Out, View › Four-Colour Deck, and the table in
words for screen readers.

The aids talk to the game through ``AidsGame`` (``game_aids.GameAids``:
the hint is asked of the worker thread, a take-back and a review replay
the record) and to the window through ``AidsScreen`` (``aids_screen``):
this decides when each aid is offered and what it says.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence

from casino_desktop.core import PHASE_PLAY, GameState, build_on_table, Move, move_advice, phrase, pretty, sentence
from casino_desktop.core.templates import N_, compose, join
from casino_desktop.qt.aids.aids_screen import AidsScreen
from casino_desktop.qt.aids.game_aids import AidsGame
from casino_desktop.qt.game.setup import load_flag, save_flag
from casino_desktop.qt.cards.suit_colours import set_four_colours
from casino_desktop.qt.translate import tr

# Said on the status line, which says them in the player's language.
NO_TAKE_BACK = N_("There is no move of yours in this round to take back.")
NO_REDO = N_("There is no move taken back to play again.")
NO_REVIEW = N_("There is no finished round of this game to review.")
LOOKING = N_("Looking for a good move\u2026")


class PlayerAids:
    def __init__(self, game: AidsGame, screen: AidsScreen, parent: QObject | None = None,
                 settings: QSettings | None = None) -> None:
        self.game = game
        self.screen = screen
        self.settings = settings
        self.act_undo = QAction(tr("&Take Back Move"), parent)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.take_back)
        self.act_redo = QAction(tr("R&edo Move"), parent)
        # Ctrl+Shift+Z and Ctrl+Y both, whichever the platform calls Redo.
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_redo.triggered.connect(self.redo)
        self.hints_allowed = True  # a network table's host may say no
        self.act_hint = QAction(tr("&Hint"), parent)
        self.act_hint.setShortcut("H")
        self.act_hint.triggered.connect(self.ask_hint)
        self.act_review = QAction(tr("Re&view Last Round\u2026"), parent)
        self.act_review.triggered.connect(lambda: self.review_round())
        self.review_window = None
        self.on_review = None  # called with each review opened (the coach adds its grades)
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)
        self.act_hint.setEnabled(False)
        self.act_review.setEnabled(False)
        self.act_still_out = QAction(tr("&Cards Still Out"), parent, checkable=True)
        self.act_still_out.setShortcut("F8")
        self.act_still_out.setChecked(load_flag("view/still_out", False, settings))
        self.act_still_out.toggled.connect(self._still_out_toggled)
        self.act_four_colours = QAction(tr("&Four-Colour Deck"), parent, checkable=True)
        self.act_four_colours.setStatusTip(tr("Diamonds blue and clubs green: {diamond} and {spade} at a glance",
                                              diamond=pretty(9 << 2 | 2), spade=pretty(1 << 2)))
        self.act_four_colours.setChecked(load_flag("view/four_colours", False, settings))
        self.act_four_colours.toggled.connect(self._four_colours_toggled)
        self._four_colours_toggled(self.act_four_colours.isChecked(), remember=False)
        game.hint_ready.connect(self._show_hint)
        game.taken_back.connect(self._taken_back)
        game.played_again.connect(self._taken_back)  # the table is laid out again the same way

    # --- what is available -----------------------------------------------------------------
    def update(self) -> None:
        """Menu actions and the unseen-card count follow every change of the game."""
        self._update_still_out()
        g = self.game
        s = g.state
        # Between people who hide their hands, only before the screen is passed on.
        self.act_undo.setEnabled(g.can_take_back() and self.screen.may_take_back())
        self.act_redo.setEnabled(g.can_redo() and self.screen.may_take_back())
        # Only when the table takes the player's move (not behind the pass-and-play curtain).
        self.act_hint.setEnabled(self.hints_allowed and s is not None and s.phase == PHASE_PLAY
                                 and g.is_human(s.to_move) and self.screen.may_input())
        self.act_review.setEnabled(g.last_finished_round() is not None)

    def _still_out_toggled(self, on: bool) -> None:
        save_flag("view/still_out", on, self.settings)
        self._update_still_out()

    def _four_colours_toggled(self, on: bool, remember: bool = True) -> None:
        if remember:
            save_flag("view/four_colours", on, self.settings)
        if set_four_colours(on):
            self.screen.repaint_cards()
            self._update_still_out()

    def _update_still_out(self) -> None:
        """The count of unseen cards, from the seat whose hand is face up."""
        seats = sorted(self.screen.face_up_seats())
        on = self.act_still_out.isChecked() and len(seats) == 1 and self.game.state is not None
        self.screen.show_still_out(self.game.state if on else None, seats[0] if on else None)

    def describe_table(self, state: GameState) -> None:
        """Scene items are invisible to screen readers: the view carries a
        summary of the table in words instead."""
        builds = [build_on_table(b, state.values) for b in state.builds]
        things = [pretty(c) for c in state.loose] + builds
        parts = [phrase("table_cards", cards=join(", ", things)) if things else phrase("table_empty"),
                 phrase("stock_count", len(state.stock))]
        for seat in sorted(self.screen.face_up_seats()):
            parts.append(sentence("holds", self.game.names[seat], cards=join(", ", (pretty(c) for c in state.hands[seat]))))
        # Whole sentences one after another (each said in the player's language where shown).
        self.screen.describe(join(" ", parts))

    # --- hint ------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if not self.hints_allowed:
            return  # a network table whose host allows no hints
        if not self.screen.may_input():
            return  # cards are still moving, or it is not the player's turn
        if self.game.ask_hint():
            self.act_hint.setEnabled(False)
            self.screen.say(LOOKING)

    def _show_hint(self, move: Move) -> None:
        self.update()
        if not self.screen.may_input():
            return
        state = self.game.state
        if state is None:
            return  # the game ended while the hint was being worked out
        advice = move_advice(move, at=state)
        self.screen.show_hint(move, phrase("hint", move=compose("<b>{move}</b>", move=advice)),
                              phrase("hint_status", move=advice))

    # --- take-back -------------------------------------------------------------------------------
    def take_back(self) -> None:
        if not self.game.take_back():
            self.screen.say(NO_TAKE_BACK)

    def redo(self) -> None:
        if not self.screen.may_take_back() or not self.game.redo():
            self.screen.say(NO_REDO)

    def _taken_back(self, state: GameState, lines: list[str]) -> None:
        self.screen.clear_table(state, self.game.names, lines)
        self.update()
        self.screen.deal(state)

    # --- review of a finished round ----------------------------------------------------------------
    def review_round(self, round_index: int | None = None, over=None) -> None:
        """Open the review of a finished round (the last one by default), as
        a child of ``over`` (the round's score dialog) if given."""
        g = self.game
        if round_index is None:
            round_index = g.last_finished_round()
        history = g.round_history(round_index) if round_index is not None else None
        if round_index is None or history is None:
            self.screen.say(NO_REVIEW)
            return
        steps, end = history
        totals = end.round_results[-1]["totals"]
        results = compose("{scores}.", scores=join(", ", (compose("{side} {points}", side=n, points=t)
                                                          for n, t in zip(g.sides, totals))))
        self.review_window = self.screen.open_review(steps, end, g.names, results, over, g.review_seats(),
                                                     g.moves_not_watched(round_index))
        if self.on_review is not None and self.review_window is not None:
            self.on_review(self.review_window)
