"""The rounds at the main window's table: each deal's heading, and the end
of a round or of the match, said in the play log and the status line and
shown on the score sheet (``RoundDialog``).

A window the language change makes lays out a finished round or match it
has said already: ``end_laid_out`` keeps it from being said twice, and the
score sheet comes back only if it was open (``MainWindow.load_game``).
``RoundWindow`` is what the rounds ask of the window.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QWidget

from casino_desktop.core import PHASE_PLAY, GameState, draw_lines, ladder_notes, preset, sentence
from casino_desktop.core.templates import compose, join
from casino_desktop.qt.aids.player_aids import PlayerAids
from casino_desktop.qt.dialogs.match_guard import MatchGuard
from casino_desktop.qt.dialogs.score_sheet import RoundDialog, tie_break_text, winner_text
from casino_desktop.qt.game.controller import GameController
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.table.action_bar import ActionBar
from casino_desktop.qt.table.input import TableInput
from casino_desktop.qt.table.pass_and_play import PassAndPlay
from casino_desktop.qt.table.scene import TableScene
from casino_desktop.qt.table.side_panel import SidePanel
from casino_desktop.qt.table.status_line import StatusLine
from casino_desktop.qt.table.view import TableView
from casino_desktop.qt.translate import say, tr

DEAL_MS = 260


class RoundWindow(Protocol):
    """The main window as its rounds see it."""

    controller: GameController
    setup: GameSetup
    scene: TableScene
    view: TableView
    input: TableInput
    action_bar: ActionBar
    side: SidePanel
    hands: PassAndPlay
    aids: PlayerAids
    matches: MatchGuard

    @property
    def round_dialog_shown(self) -> SignalInstance: ...

    @property
    def round_dialog_made(self) -> SignalInstance: ...

    def statusBar(self) -> StatusLine: ...  # noqa: N802 (Qt's name)

    def ms(self, base: int) -> int: ...

    def face_up_seats(self) -> set[int]: ...

    def start_game(self) -> GameState: ...

    def new_game_dialog(self) -> None: ...


class TableRounds(QObject):
    """The window's slots for a round's start and end, and its score sheet.
    ``owner`` is the window as a widget: the score sheet's parent, what its
    Quit closes, and this object's parent (its slots run on the window's thread)."""

    def __init__(self, window: RoundWindow, owner: QWidget) -> None:
        super().__init__(owner)
        self.window = window
        self.owner = owner
        self.dialog: RoundDialog | None = None  # the score sheet shown (``MainWindow.round_dialog``)
        # The end of a round or match this window has said (``_end_key``),
        # and, after a language change, whether the end just laid out wants
        # its sheet again (None: say the end as usual): see ``end_laid_out``.
        self._said_end: tuple[int, int] | None = None
        self._sheet_again: bool | None = None

    # --- a round begins ---------------------------------------------------------------------
    def started(self, state: GameState) -> None:
        """The next round of the match is dealt."""
        w = self.window
        w.input.disable()
        w.hands.reset()
        w.scene.set_game(state, w.controller.names, w.face_up_seats())
        w.side.update_counts(state)
        self.deal_heading(state)
        w.aids.update()
        w.scene.deal(state, w.ms(DEAL_MS))

    def deal_heading(self, state: GameState) -> None:
        """Who deals which round, in the log and the status line; then how the
        sides stand on the rules' score ladder, if they have one."""
        w = self.window
        dealer = w.controller.names[state.dealer]
        w.side.log.add_heading(sentence("deal_heading", dealer, round=state.round_index + 1))
        # The first round: the cards drawn for the deal, where the rules draw
        # for it (the rules text says so; the table showed no draw).
        w.side.log.add_lines(draw_lines(state, w.controller.names))
        w.statusBar().showMessage(say(sentence("deal_status", dealer, round=state.round_index + 1)))
        for side, words in ladder_notes(state.rules, state.match_scores):
            w.side.log.add_lines([tr("{side} at {score}: {words}.", side=w.controller.sides[side],
                                     score=state.match_scores[side], words=words)])

    # --- a round ends -----------------------------------------------------------------------
    def end_said(self) -> bool | None:
        """None unless the round or match shown is over and this window has
        said so; then whether its score sheet is open (a language change)."""
        c = self.window.controller
        if c.state is None or c.state.phase == PHASE_PLAY or self._said_end != self._end_key():
            return None
        return self.dialog is not None and self.dialog.isVisible()

    def _end_key(self) -> tuple[int, int]:
        # The match's state is one object changed in place: where it ended
        # is told by how far the record goes.
        c = self.window.controller
        return len(c.moves), c.state.round_index  # type: ignore[union-attr]  # a game is shown

    def end_laid_out(self, end_sheet: bool | None) -> None:
        """A game just laid out again (``MainWindow.load_game``): when the
        window before a language change had said its end (``end_sheet`` not
        None), the win is said in the log where it was, and the round's end
        that follows says nothing again; its sheet is shown only if it was open."""
        self._sheet_again = None
        state = self.window.controller.state
        if end_sheet is not None and state is not None and state.phase != PHASE_PLAY:
            self._sheet_again, self._said_end = end_sheet, self._end_key()
            if state.winner is not None:
                self._say_winner(state)

    def _say_winner(self, state: GameState) -> str:
        """The winner in the play log, and the rule on ties where it decided
        the match; the winner's line is returned."""
        log = self.window.side.log
        text = winner_text(state, self.window.controller.sides)
        log.add_heading(text)
        tie = tie_break_text(state)
        if tie is not None:
            log.add_lines([tie])
        return text

    def over(self, state: GameState) -> None:
        """A round, or the match, is over: said, and the score sheet shown."""
        w = self.window
        again, self._sheet_again = self._sheet_again, None  # the end laid out by ``load_game``, if any
        self._said_end = self._end_key()
        w.input.disable()
        w.aids.update()
        w.side.update_counts(state)
        if again is not None:
            pass  # said before the language change (``load_game``): not again
        elif state.winner is not None:
            w.statusBar().showMessage(say(self._say_winner(state)))
        else:
            totals = state.round_results[-1]["totals"]
            scores = join(", ", [compose("{side} {points}", side=n, points=t) for n, t in zip(w.controller.sides, totals)])
            w.statusBar().showMessage(tr("Round over: {scores}.", scores=scores))
        w.action_bar.show_idle(tr("Round over.") if state.winner is None else tr("Match over."))
        if again is False:  # the sheet was closed before the change: the player was looking at the table
            self.between_rounds(state)
            return
        self.show_sheet(state)

    def _review(self, round_index: int, dialog: RoundDialog) -> None:
        """The round's review over its sheet; when it is closed the keys go
        back to the sheet's way on, not to Review the round: Enter then
        opened the review again where the player meant the next round (the
        fourteenth stranger's play-test)."""
        aids = self.window.aids
        aids.review_round(round_index, dialog)
        review = aids.review_window
        if review is not None:
            review.finished.connect(dialog.primary.setFocus)

    def show_sheet(self, state: GameState) -> None:
        """The score sheet of the round or match just over."""
        w = self.window
        self.close_dialog()
        dialog = RoundDialog(state, w.controller.sides, self.owner, preset(w.setup.variant_id).name,
                             space_shows_hands=bool(w.setup.hide_hands))
        dialog.next_round.connect(w.controller.next_round)
        dialog.set_aside.connect(lambda: self.between_rounds(state))
        dialog.review.connect(lambda r=state.round_index: self._review(r, dialog))
        # Between rounds the match is still on: ask before throwing it away.
        dialog.new_game.connect(lambda: w.matches.may_discard("new") and w.start_game())
        dialog.choose_game.connect(w.new_game_dialog)
        dialog.quit_game.connect(self.owner.close)
        self.dialog = dialog
        w.round_dialog_made.emit(dialog)
        # Not modal: Qt drops the window system's close of a window that a
        # modal one blocks, so the main window's × did nothing while the
        # sheet was open.  Nothing at the table waits on it meanwhile: the
        # table takes no move, and Take Back, Redo and Hint need a round in play.
        dialog.show()
        w.round_dialog_shown.emit(dialog)

    def between_rounds(self, state: GameState) -> None:
        """The score sheet closed after a round or the match: the table as
        it was left, and the bar's ways on (the next round or the same match
        again, the sheet again)."""
        w = self.window
        if w.controller.state is not state or state.phase == PHASE_PLAY:
            return  # the game moved on meanwhile (a new game, a game opened)
        over = state.winner is not None
        on = (tr("Play &Again"), lambda: self._at_table(w.start_game)) if over else \
            (tr("&Next round"), lambda: self._at_table(w.controller.next_round))
        w.action_bar.show_choices(tr("Match over.") if over else tr("Round over."), [
            on, (tr("Score &Sheet", note="the button that shows the round's score sheet again"), lambda: self.show_sheet(state))])

    def _at_table(self, go_on: Callable[[], object]) -> None:
        """A way on from the bar: the table takes the keys back first (the
        button that had them goes with the bar's old buttons, and Qt gave
        them to the side panel's score table, where the arrow keys moved a
        cell: the re-test of 6 December, finding 1)."""
        self.window.view.setFocus()
        go_on()

    def close_dialog(self) -> None:
        """The score sheet goes, without a word from it (a new game, a game opened)."""
        if self.dialog is not None:
            self.dialog.blockSignals(True)
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
