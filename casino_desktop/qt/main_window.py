"""The main window: menus, the table, the action bar, the side panel, the
status line, and the wiring between the controller, the table and the dialogs.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import date

from PySide6.QtCore import QByteArray, QLocale, QPoint, QSettings, Signal
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QVBoxLayout, QWidget

from casino_desktop.core import PHASE_PLAY, GameState, Move, ladder_notes, match_log, pretty, preset, sentence, turn_sentence
from casino_desktop.core.templates import compose, join
from casino_desktop.qt.table.action_bar import ActionBar
from casino_desktop.qt.game.controller import GameController, deal_of_the_day
from casino_desktop.qt.game.files import save_current_game
from casino_desktop.qt.game.opening import open_into
from casino_desktop.qt.game.setup import SPEEDS, GameSetup, load_flag, load_setup, load_speed, save_setup, save_speed
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.main_menus import make_menus
from casino_desktop.qt.practice.opening import start_practice
from casino_desktop.qt.table.chooser import MoveChooser
from casino_desktop.qt.table.pass_and_play import PassAndPlay
from casino_desktop.qt.dialogs.score_sheet import RoundDialog, winner_text
from casino_desktop.qt.screen_fit import fill_screen, fit_to_screen, is_narrow, window_title
from casino_desktop.qt.table.side_panel import SidePanel
from casino_desktop.qt.table.status_line import StatusLine
from casino_desktop.qt.table.input import TableInput
from casino_desktop.qt.table.scene import TableScene
from casino_desktop.qt.table.view import TableView
from casino_desktop.qt.window_ports import WindowGuardedTable, WindowPassTable, WindowSavedTable
from casino_desktop.qt.dialogs.match_guard import MatchGuard
from casino_desktop.qt.game.autosaver import Autosaver
from casino_desktop.qt.game.autosave_notice import AutosaveNotice
from casino_desktop.qt.dialogs import new_game  # its SetupDialog read when used: tests stand a fake in
from casino_desktop.qt.dialogs.statistics import StatisticsDialog
from casino_desktop.qt.game.resume_loader import ResumeLoader

_log = logging.getLogger(__name__)

MOVE_MS = 330   # one step of a move at normal speed
DEAL_MS = 260


class MainWindow(QMainWindow):
    round_dialog_shown = Signal(object)   # the RoundDialog (tests and autoplay watch this)
    deal_number_shown = True   # under the game's name in the side panel; a network table's window has none

    def __init__(self, setup: GameSetup | None = None, settings: QSettings | None = None, watch: bool = False,
                 network_window: Callable[[QSettings | None], QMainWindow] | None = None):
        super().__init__()
        self.settings = settings
        # How Game › Play Over the Network opens a table's window (``qt/net``'s
        # ``NetWindow``, a kind of this window): given by whoever makes this
        # window, so that its menus need not import the window above them.
        # None: the network actions are greyed (a lesson's window, a test's).
        self.network_window = network_window
        self.setup = setup or load_setup(settings)
        self.watch = watch  # autoplay: every seat is a computer, the bottom hand is shown
        self.setWindowTitle(tr("Casino"))
        self.setObjectName("mainWindow")
        self.setStatusBar(StatusLine(self))  # messages that last (status tips no longer wipe them)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.input = TableInput(self.scene)
        self.controller = self.make_controller()
        self.chooser = MoveChooser(self.view)
        self.hands = PassAndPlay(WindowPassTable(self), self.view)  # which hands are face up
        self.action_bar = ActionBar()
        self.side = SidePanel()
        self.round_dialog: RoundDialog | None = None
        self.speed = load_speed(settings)
        self._layout_widgets()
        self._make_menus()
        self._wire()
        self.matches = MatchGuard(WindowGuardedTable(self), self.controller)  # statistics, and asking before a match is thrown away
        self._restore_window()
        self.autosaver = Autosaver(WindowSavedTable(self), self)  # after every move, off the GUI thread
        self.autosave_notice = AutosaveNotice(self)  # a write that fails is said, once, with what to do
        self.statusBar().showMessage(tr("Welcome to Casino."))
        self._seed: int | None = None
        self._notes: list = []  # lines for the play log of the next game shown
        # The start's sentences (``tell_at_start``), kept as sentences: the
        # window a language change makes says them again, in its language.
        self.said_at_start: list = []
        self._chosen_setup = None  # New Game's choices (setup, deal number) kept after "Keep Playing"
        self.resuming = None  # the unfinished game being read back (``resume_loader``)
        self.opening = None  # the save chosen in Game › Open being read (``opening.GameOpening``)
        self.today = date.today  # the deal of the day's calendar (tests set it)
        # The day whose deal of the day was chosen: a match on its deal number
        # (Restart, a language change's window) is headed by the line saying so.
        self.daily: date | None = None
        # The end of a round or match this window has said (``_end_key``),
        # and, after a language change, whether the end just laid out wants
        # its sheet again (None: say the end as usual): see ``load_game``.
        self._said_end: tuple | None = None
        self._sheet_again: bool | None = None

    # --- building --------------------------------------------------------------------------
    def make_controller(self) -> GameController:
        """The turn loop (a network table's window has its own: ``qt/net``)."""
        return GameController(self)

    def another_window(self, setup: GameSetup, watch: bool) -> MainWindow:
        """A new main window of the plain kind with this one's settings and its
        way of opening network tables: the lesson's table and the window a
        change of language makes ask this window for it (they import no window)."""
        return MainWindow(setup, self.settings, watch=watch, network_window=self.network_window)

    def _layout_widgets(self) -> None:
        central = QWidget(self)
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        column = QVBoxLayout()
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.action_bar)
        row.addLayout(column, 1)
        row.addWidget(self.side)
        self.setCentralWidget(central)
        self.side.follow(self)  # its width and text grow with a large window

    def _make_menus(self) -> None:
        make_menus(self)  # Game, View (and View › Language), Help

    def _wire(self) -> None:
        c = self.controller
        c.game_started.connect(self._game_started)
        c.round_started.connect(self._round_started)
        c.move_played.connect(self._move_played)
        c.human_turn.connect(self.human_turn)
        c.thinking.connect(self._thinking)
        c.round_over.connect(self._round_over)
        c.match_over.connect(self._round_over)
        c.problem.connect(lambda text: self.statusBar().showMessage(text))
        self.scene.animations_done.connect(c.advance)
        self.input.move_chosen.connect(self.play_move)
        self.input.choice_needed.connect(self._open_chooser)
        self.input.refused.connect(self._refused)
        self.input.selection_changed.connect(self._update_action_bar)
        self.input.digit_pressed.connect(self.action_bar.pick_index)
        self.chooser.chosen.connect(self.play_move)
        self.chooser.cancelled.connect(self.input.choice_cancelled)
        self.chooser.previewed.connect(self.input.preview_move)
        self.action_bar.move_picked.connect(self.play_move)
        self.action_bar.more_wanted.connect(self._more_moves)

    # --- speed ----------------------------------------------------------------------------------
    def set_speed(self, name: str) -> None:
        """The player's choice from the View menu (remembered)."""
        self.set_speed_quietly(name)
        save_speed(name, self.settings)

    def set_speed_quietly(self, name: str) -> None:
        """For autoplay and tests: not remembered."""
        self.speed = name
        self.controller.speed = SPEEDS[name]
        self.speed_actions[name].setChecked(True)

    def ms(self, base: int) -> int:
        return int(base * SPEEDS[self.speed])

    # --- games ----------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup | None = None, seed: int | None = None) -> GameState:
        if setup is not None:
            self.setup = setup
        self._close_round_dialog()
        self.chooser.hide()
        self.controller.speed = SPEEDS[self.speed]
        state = self.controller.new_game(self.setup, seed)
        return state

    def restart(self) -> None:
        """The same deal again, from its first card."""
        if self.controller.state is not None and self.matches.may_discard("restart"):
            self.start_game(seed=self.controller.state.seed)

    def play_deal_of_the_day(self) -> None:
        """Today's deal number (20261130 on 30 November 2026): everyone who
        plays the same game at the same table today gets the same cards."""
        if not self.matches.may_discard("daily"):
            return
        self.daily = self.today()
        self.start_game(seed=deal_of_the_day(self.daily))

    def _daily_line(self, state: GameState) -> list:
        """The line heading a match on the deal of the day chosen (none for another deal)."""
        day = self.daily
        if day is None or state.seed != deal_of_the_day(day):
            return []
        return [tr("Deal of the day, {date}: the same cards for everyone who plays this game at this table today.",
                   date=QLocale().toString(day, tr("d MMMM yyyy", note="a date's format, in Qt's date format codes")))]

    def save_game(self) -> None:
        save_current_game(self)

    def open_game(self) -> None:
        open_into(self)

    def load_game(self, setup: GameSetup, record, state: GameState, resumed=None, end_sheet: bool | None = None) -> None:
        """Go on with a saved game; ``resumed`` (``resume_loader.Resumed``)
        when it was replayed already, with its history and play log.
        ``end_sheet``: None for a game opened (a finished round or match is
        announced as when it was played); True or False when the window
        before a language change showed its end already: the log says the
        win where it was said, and the score sheet is shown again (once)
        only if it was open."""
        self._close_round_dialog()
        self.chooser.hide()
        self.setup = replace(setup, hide_hands=self.setup.hide_hands)  # a preference, not part of the record
        history = (resumed.origin, resumed.movers) if resumed is not None else None
        # A note about the game brought back ("Your unfinished game is back")
        # goes after the match's log, where the game goes on, not above it.
        notes, self._notes = self._notes, []
        self.controller.resume(self.setup, state, record.moves, record.match_id, history)
        c = self.controller
        if c.state is not None and c.origin is not None:  # the match so far, as it was shown
            # A game read back on the worker thread comes with its log made there.
            logged = resumed.logged if resumed is not None else match_log(c.origin, c.moves, c.names)
            earlier: dict[int, tuple[str, list[tuple[str, int]]]] = {}
            for m in logged:
                if m.round_index < c.state.round_index:
                    heading = sentence("deal_heading", c.names[m.dealer], round=m.round_index + 1)
                    earlier.setdefault(m.round_index, (heading, []))[1].extend((line, m.index) for line in m.lines)
                else:
                    self.side.log.add_lines(m.lines, move=m.index)
            self.side.log.add_earlier(list(earlier.values()), below=len(self._daily_line(c.state)))
        self._sheet_again = None
        if end_sheet is not None and c.state is not None and c.state.phase != PHASE_PLAY:
            self._sheet_again, self._said_end = end_sheet, self._end_key()
            if c.state.winner is not None:
                self.side.log.add_heading(winner_text(c.state, c.sides))
        if notes:
            self.side.log.add_lines(notes)

    def new_game_dialog(self) -> None:
        # Choices made before "Keep Playing" are offered again, not lost.
        chosen, deal = self._chosen_setup or (self.setup, None)
        dialog = new_game.SetupDialog(chosen, self)
        if deal:
            dialog.deal.setValue(deal)
        if not dialog.exec():
            return
        if dialog.practice_chosen:  # the rules chosen, practised instead of played
            start_practice(self, dialog.result_setup())
        elif self.matches.may_discard("new"):
            self._chosen_setup = None
            self.setup = dialog.result_setup()
            save_setup(self.setup, self.settings)
            self.start_game(seed=dialog.deal_number())
        else:
            self._chosen_setup = (dialog.result_setup(), dialog.deal_number())

    def face_up_seats(self) -> set[int]:
        return self.hands.face_up_seats()

    def _game_started(self, state: GameState) -> None:
        self.setWindowTitle(window_title(say(preset(self.setup.variant_id).name), tr("Casino")))
        self.input.disable()
        self.hands.reset()
        self.scene.set_game(state, self.controller.names, self.face_up_seats())
        self.side.start_match(state, self.setup.variant_id, self.controller.sides, self.deal_number_shown)
        self.side.log.add_lines(self._daily_line(state))  # first, as when it was chosen
        if self._notes:
            self.side.log.add_lines(self._notes)
            self._notes = []
        self._deal_heading(state)
        self.aids.update()
        # A finished round or match (a game opened, a language change) has
        # nothing to deal: its cards fly to nowhere but the piles, a trail of
        # backs across the table for seconds.  Laid out at once.
        self.scene.deal(state, self.ms(DEAL_MS) if state.phase == PHASE_PLAY else 0)

    def _round_started(self, state: GameState) -> None:
        self.input.disable()
        self.hands.reset()
        self.scene.set_game(state, self.controller.names, self.face_up_seats())
        self.side.update_counts(state)
        self._deal_heading(state)
        self.aids.update()
        self.scene.deal(state, self.ms(DEAL_MS))

    def _deal_heading(self, state: GameState) -> None:
        dealer = self.controller.names[state.dealer]
        self.side.log.add_heading(sentence("deal_heading", dealer, round=state.round_index + 1))
        self.statusBar().showMessage(say(sentence("deal_status", dealer, round=state.round_index + 1)))
        for side, words in ladder_notes(state.rules, state.match_scores):
            self.side.log.add_lines([tr("{side} at {score}: {words}.", side=self.controller.sides[side],
                                    score=state.match_scores[side], words=words)])

    def _move_played(self, prev: GameState, seat: int, move: Move, state: GameState, lines: list[str]) -> None:
        self.input.disable()
        self.chooser.hide()
        self.side.log.add_lines(lines, move=len(self.controller.moves) - 1)
        self.side.update_counts(state)
        self.scene.set_thinking(None)
        self.statusBar().turn_over()
        self.statusBar().showMessage(say(compose("{line}.", line=lines[0])))
        self.action_bar.move_played()  # its offer goes; a refusal that answered the move before it fades
        self.hands.conceal(seat)  # first: the aids follow the hands that are face up
        self.aids.update()
        if state.winner is not None:
            self.matches.match_ended(state)  # never raises: statistics cannot stop the last move
        self.scene.play_move(prev, seat, move, state, self.ms(MOVE_MS))

    def human_turn(self, seat: int) -> None:
        """A person's turn: from the controller, or from the pass-and-play
        curtain once the person is ready."""
        if self.hands.hold(seat):
            return
        self.aids.describe_table(self.controller.state)
        self.input.enable(self.controller.state, seat)
        self.statusBar().say_turn(say(turn_sentence(self.controller.state, self.controller.names[seat])))
        self.aids.update()

    def _thinking(self, seat: int) -> None:
        if seat < 0:
            self.scene.set_thinking(None)
            return
        self.scene.set_thinking(seat)
        self.action_bar.show_idle("")
        self.statusBar().showMessage(tr("{name} is thinking\u2026", name=self.controller.names[seat]))

    def play_move(self, move: Move) -> None:
        self.chooser.hide()
        if not self.controller.play_human(move):
            self.statusBar().showMessage(tr("That move is no longer possible."))

    def _refused(self, reason: str) -> None:
        # The action bar, just above the status line, says why; the same
        # sentence on both lines would only crowd the foot of the window,
        # and an older status (a hand card's prompt) would contradict it.
        self.statusBar().back_to_turn()
        self.action_bar.show_refusal(reason)

    def _chooser_font_px(self) -> int:
        return max(13, min(20, round(self.scene.geometry.card_w * 0.14)))

    def _open_chooser(self, moves: list, scene_pos) -> None:
        self.action_bar.clear_refusal()
        at = self.view.mapFromScene(scene_pos)
        self.chooser.open_for(self.controller.state, moves, QPoint(at.x(), at.y()), moves[0].card,
                              self._chooser_font_px(), self._table_rects())

    def _more_moves(self, moves: list) -> None:
        self.action_bar.clear_refusal()
        centre = self.view.viewport().rect().center()
        self.chooser.open_for(self.controller.state, moves, centre, moves[0].card, self._chooser_font_px(),
                              self._table_rects())

    def _table_rects(self) -> list:
        """The loose cards and builds in view coordinates: the chooser keeps clear of them."""
        rects = [it.card_scene_rect() for it in self.scene.loose_items()]
        rects += [spot.rect for spot in (self.scene.plan.builds if self.scene.plan else [])]
        rects += [it.sceneBoundingRect() for it in self.scene.keep_clear if it.isVisible()]
        return [self.view.mapFromScene(r).boundingRect() for r in rects]

    def _update_action_bar(self) -> None:
        state = self.controller.state
        if state is None or not self.input.enabled:
            return
        face = self.input.hand_card % 52 if self.input.hand_card is not None else None
        # An old refusal no longer applies; say what can be done next.
        if face is not None:
            # Where the rules build nothing, a card only takes (or trails).
            if state.rules.building:
                self.statusBar().showMessage(tr("Click table cards for the {card} to take or build with, "
                                                "or pick a move (keys 1-9).", card=pretty(face)))
            else:
                self.statusBar().showMessage(tr("Click table cards for the {card} to take, or pick a move "
                                                "(keys 1-9).", card=pretty(face)))
        else:
            self.statusBar().back_to_turn()
        self.action_bar.show_offer(state, face, self.input.selection(), self.input.current_offer())

    # --- end of round / match ---------------------------------------------------------------------
    def end_said(self) -> bool | None:
        """None unless the round or match shown is over and this window has
        said so; then whether its score sheet is open (a language change)."""
        c = self.controller
        if c.state is None or c.state.phase == PHASE_PLAY or self._said_end != self._end_key():
            return None
        return self.round_dialog is not None and self.round_dialog.isVisible()

    def _end_key(self) -> tuple:
        # The match's state is one object changed in place: where it ended
        # is told by how far the record goes.
        return len(self.controller.moves), self.controller.state.round_index  # type: ignore[union-attr]  # a game is shown

    def _round_over(self, state: GameState) -> None:
        again, self._sheet_again = self._sheet_again, None  # the end laid out by ``load_game``, if any
        self._said_end = self._end_key()
        self.input.disable()
        self.aids.update()
        self.side.update_counts(state)
        if again is not None:
            pass  # said before the language change (``load_game``): not again
        elif state.winner is not None:
            text = winner_text(state, self.controller.sides)
            self.side.log.add_heading(text)
            self.statusBar().showMessage(say(text))
        else:
            totals = state.round_results[-1]["totals"]
            scores = join(", ", [compose("{side} {points}", side=n, points=t) for n, t in zip(self.controller.sides, totals)])
            self.statusBar().showMessage(tr("Round over: {scores}.", scores=scores))
        self.action_bar.show_idle(tr("Round over.") if state.winner is None else tr("Match over."))
        if again is False:
            return  # the sheet was closed before the change: the player was looking at the table
        self._close_round_dialog()
        dialog = RoundDialog(state, self.controller.sides, self, preset(self.setup.variant_id).name)
        dialog.next_round.connect(self.controller.next_round)
        dialog.review.connect(lambda r=state.round_index: self.aids.review_round(r, dialog))
        # Between rounds the match is still on: ask before throwing it away.
        dialog.new_game.connect(lambda: self.matches.may_discard("new") and self.start_game())
        dialog.quit_game.connect(self.close)
        self.round_dialog = dialog
        dialog.open()
        self.round_dialog_shown.emit(dialog)

    def _close_round_dialog(self) -> None:
        if self.round_dialog is not None:
            self.round_dialog.blockSignals(True)
            self.round_dialog.close()
            self.round_dialog.deleteLater()
            self.round_dialog = None

    def show_statistics(self) -> None:
        StatisticsDialog(self.matches.store, self).exec()

    def resume_or_start(self) -> None:
        """Pick up the game left unfinished (quit, crash or kill), or deal a
        new one.  The save is read and replayed on a worker thread (a long
        match takes seconds), the window saying how far it has got; the
        menu items that would start another game wait until it is back."""
        if self.watch:
            self.start_game()
            return
        self.resuming = ResumeLoader(self)
        self.resuming.progress.connect(self._resume_progress)
        self.resuming.finished.connect(self._resume_finished)
        self.set_game_actions_enabled(False)
        self.statusBar().showMessage(tr("Looking for your unfinished game…"))
        self.resuming.start()

    def _resume_progress(self, moves: int) -> None:
        self.statusBar().showMessage(tr_n("Bringing back your unfinished game: {count} move replayed…",
                                          "Bringing back your unfinished game: {count} moves replayed…",
                                          moves))

    def tell_at_start(self, text, again: bool = True) -> None:
        """A sentence about this start (the settings file set aside, the
        language not loaded): in the status line now, and in the play log
        of the game shown.  While the unfinished game is still being looked
        for, the log that game starts would wipe the line: it waits for it.
        ``again``: the window a language change makes says it too (once)."""
        if again:
            if text in self.said_at_start:
                return
            self.said_at_start.append(text)
        self.statusBar().showMessage(say(text))
        if self.resuming is not None or self.controller.state is None:
            self._notes.append(text)
        else:
            self.side.log.add_lines([text])

    def _resume_finished(self, resumed, note) -> None:
        self.resuming = None
        self.set_game_actions_enabled(True)
        if note:  # the play log keeps it (a language change too); the status line soon says whose turn it is
            self.tell_at_start(note)
        if resumed is not None:
            self.load_game(*resumed.loaded, resumed=resumed)
        else:
            self.start_game()

    def set_game_actions_enabled(self, on: bool) -> None:
        for action in (self.act_new, self.act_restart, self.act_daily, self.act_practice, self.act_open):
            action.setEnabled(on)

    def _restore_window(self) -> None:
        """The last session's size, place and side panel, pulled onto this screen
        (saved on a larger one?); at first the whole screen (autoplay remembers nothing)."""
        fill_screen(self)
        if self.watch:
            return
        geometry = (self.settings or QSettings()).value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty() and self.restoreGeometry(geometry):
            fit_to_screen(self)
        # A narrow screen's table needs the room: the panel starts folded away
        # (unless it holds the table in words, ticked last time).
        unfolded = not is_narrow(self) or self.access.shared()
        self.act_panel.setChecked(load_flag("view/side_panel", unfolded, self.settings))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.watch:
            (self.settings or QSettings()).setValue("window/geometry", self.saveGeometry())
        if self.resuming is not None:  # the game still coming back is not played in a closed window
            self.resuming.blockSignals(True)
        if self.opening is not None:  # nor the save being opened
            self.opening.forget()
        try:
            self.autosaver.save_and_stop()
        except Exception as err:  # noqa: BLE001 - a last write that fails must not keep the window from closing
            _log.warning("the game could not be saved at quitting (%s)", type(err).__name__)
        self.controller.shutdown()
        self.scene.animator.cancel()
        super().closeEvent(event)
