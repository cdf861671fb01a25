"""The main window: menus, the table, the action bar, the side panel, the
status line, and the wiring between the controller, the table and the dialogs.

Its parts of the play are collaborators, each in its module: the turns at
the table (``window_turns``), each round's start and end and its score sheet
(``window_rounds``), and a game brought back with the start's sentences
(``window_resume``).  The window keeps the names the rest of the program and
the tests call (``play_move``, ``load_game``, ``round_dialog``…) and hands on.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtCore import QSettings, QSize, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QVBoxLayout, QWidget

from casino_desktop.core import PHASE_PLAY, GameRecord, GameState, Move, preset
from casino_desktop.qt import daily_deal
from casino_desktop.qt.access.menu import Access
from casino_desktop.qt.aids.player_aids import PlayerAids
from casino_desktop.qt.table.action_bar import ActionBar
from casino_desktop.qt.game.controller import GameController, deal_of_the_day
from casino_desktop.qt.game.files import save_current_game
from casino_desktop.qt.game.opening import GameOpening, open_into
from casino_desktop.qt.game.resume_loader import ResumeLoader, Resumed
from casino_desktop.qt.game.setup import (SPEEDS, GameSetup, load_setup, load_speed, save_setup,
                                          save_speed)
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.main_menus import make_menus
from casino_desktop.qt.practice.guide_window import quit_action
from casino_desktop.qt.practice.opening import practice_after_resume, start_practice
from casino_desktop.qt.table.chooser import MoveChooser
from casino_desktop.qt.table.pass_and_play import PassAndPlay
from casino_desktop.qt.dialogs.score_sheet import RoundDialog
from casino_desktop.qt.screen_fit import fit_window, window_title
from casino_desktop.qt.table.side_panel import SidePanel
from casino_desktop.qt.table.status_line import StatusLine
from casino_desktop.qt.table.input import TableInput
from casino_desktop.qt.table.scene import TableScene
from casino_desktop.qt.table.view import TableView
from casino_desktop.qt.window_ports import WindowGuardedTable, WindowPassTable, WindowSavedTable
from casino_desktop.qt.window_resume import StartNote, TableResume
from casino_desktop.qt.window_rounds import DEAL_MS, TableRounds
from casino_desktop.qt.window_turns import TableTurns
from casino_desktop.qt.window_geometry import remember_geometry, restore_geometry
from casino_desktop.qt.dialogs.match_guard import MatchGuard
from casino_desktop.qt.game.autosaver import Autosaver
from casino_desktop.qt.game.autosave_notice import AutosaveNotice
from casino_desktop.qt.dialogs import new_game  # its SetupDialog read when used: tests stand a fake in
from casino_desktop.qt.dialogs.statistics import StatisticsDialog

_log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    round_dialog_shown = Signal(object)   # the RoundDialog (tests and autoplay watch this)
    # The RoundDialog made, before it is shown: a lesson adds its note then, so that the sheet is
    # shown once at its size and placed by the window manager as any dialog (``GuideSession``).
    round_dialog_made = Signal(object)
    deal_number_shown = True   # under the game's name in the side panel; a network table's window has none

    # Made with the menus (``main_menus.make_menus``): the ones the window itself uses.
    aids: PlayerAids
    access: Access
    act_new: QAction
    act_restart: QAction
    act_daily: QAction
    act_practice: QAction
    act_open: QAction
    act_panel: QAction
    speed_actions: dict[str, QAction]

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
        self._status = StatusLine(self)
        self.setStatusBar(self._status)  # messages that last (status tips no longer wipe them)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.input = TableInput(self.scene)
        self.controller = self.make_controller()
        self.chooser = MoveChooser(self.view)
        self.hands = PassAndPlay(WindowPassTable(self), self.view)  # which hands are face up
        self.action_bar = ActionBar()
        self.side = SidePanel()
        # The play's parts, each in its module: they read the window's parts when called.
        self.turns = TableTurns(self, self)
        self.rounds = TableRounds(self, self)
        self.comeback = TableResume(self, self)
        self.speed = load_speed(settings)
        self._layout_widgets()
        self._make_menus()
        self._wire()
        self.matches = MatchGuard(WindowGuardedTable(self), self.controller)  # statistics, and asking before a match is thrown away
        restore_geometry(self, self.settings, self.watch, self.act_panel, self.access.shared())
        self.autosaver = Autosaver(WindowSavedTable(self), self)  # after every move, off the GUI thread
        self.autosave_notice = AutosaveNotice(self)  # a write that fails is said, once, with what to do
        self.statusBar().showMessage(tr("Welcome to Casino."))
        self._seed: int | None = None
        # New Game's choices (setup, deal number) kept after "Keep Playing"
        self._chosen_setup: tuple[GameSetup, int | None] | None = None
        self.opening: GameOpening | None = None  # the save chosen in Game › Open being read
        self.today = date.today  # the deal of the day's calendar (tests set it)
        # The day whose deal of the day was chosen: a match on its deal number
        # (Restart, a language change's window) is headed by the line saying so.
        self.daily: date | None = None

    def statusBar(self) -> StatusLine:  # noqa: N802 (Qt's name)
        """The window's status line, as what it is (set once, at the start)."""
        return self._status

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
        c.round_started.connect(self.rounds.started)
        c.move_played.connect(self.turns.move_played)
        c.human_turn.connect(self.human_turn)
        c.thinking.connect(self.turns.thinking)
        c.round_over.connect(self.rounds.over)
        c.match_over.connect(self.rounds.over)
        c.match_over.connect(self._daily_finished)
        c.problem.connect(lambda text: self.statusBar().showMessage(text))
        self.scene.animations_done.connect(c.advance)
        self.input.move_chosen.connect(self.play_move)
        self.input.choice_needed.connect(self.turns.open_chooser)
        self.input.refused.connect(self.turns.refused)
        self.input.selection_changed.connect(self.turns.update_action_bar)
        self.input.digit_pressed.connect(self.action_bar.pick_index)
        self.chooser.chosen.connect(self.play_move)
        self.chooser.cancelled.connect(self.input.choice_cancelled)
        self.chooser.previewed.connect(self.input.preview_move)
        self.action_bar.move_picked.connect(self.play_move)
        self.action_bar.more_wanted.connect(self.turns.more_moves)
        self.action_bar.grown.connect(lambda px: self.view.give_up("long prompt", px))  # the window stays as tall

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
        # The keys play on the new game's table: a button of the old game's
        # bar that had them goes with it, and Qt handed them on to the side
        # panel's score table, where the arrows moved a cell (stranger 13).
        self.view.setFocus()
        return state

    def restart(self) -> None:
        """The same deal again, from its first card."""
        if self.controller.state is not None and self.matches.may_discard("restart"):
            self.start_game(seed=self.controller.state.seed)

    def play_deal_of_the_day(self) -> None:
        """Today's deal number (20261130 on 30 November 2026): everyone who
        plays the same game at the same table today gets the same cards.
        Not given up for itself: a match on today's deal still being played
        is said to be today's deal (``daily_deal``)."""
        today = self.today()
        state = self.controller.state
        if state is not None and not state.is_over and daily_deal.day_of(state, self.daily, today) == today:
            text = say(daily_deal.ON_THE_TABLE)
            self.side.log.add_lines([text])
            self.statusBar().showMessage(text)
            return
        if not self.matches.may_discard("daily"):
            return
        self.daily = today
        self.start_game(seed=deal_of_the_day(self.daily))

    def daily_line(self, state: GameState) -> list[str]:
        """The lines heading a match on a deal of the day (none for another deal)."""
        return daily_deal.lines(state, self.daily, self.today(), self.settings or QSettings(), self.setup)

    def _daily_finished(self, state: GameState) -> None:
        day = daily_deal.day_of(state, self.daily, self.today())
        if day is not None and not self.watch:
            daily_deal.remember_finished(self.settings or QSettings(), day, self.setup)

    def save_game(self) -> None:
        save_current_game(self)

    def open_game(self) -> None:
        open_into(self)

    def load_game(self, setup: GameSetup, record: GameRecord, state: GameState, resumed: Resumed | None = None,
                  end_sheet: bool | None = None) -> None:
        """Go on with a saved game; ``resumed`` (``resume_loader.Resumed``)
        when it was replayed already, with its history and play log.
        ``end_sheet``: None for a game opened (a finished round or match is
        announced as when it was played); True or False when the window
        before a language change showed its end already: the log says the
        win where it was said, and the score sheet is shown again (once)
        only if it was open (``window_resume``, ``window_rounds``)."""
        self.comeback.load_game(setup, record, state, resumed, end_sheet)

    def new_game_dialog(self) -> None:
        # Choices made before "Keep Playing" are offered again, not lost.
        self.choose_game(*(self._chosen_setup or (self.setup, None)))

    def choose_game(self, chosen: GameSetup, deal: int | None = None) -> None:
        """New Game with ``chosen`` and ``deal`` filled in: the last choices, or a past match's (Statistics)."""
        dialog = new_game.SetupDialog(chosen, self)
        if deal:
            dialog.deal.setValue(deal)
        if not dialog.exec():
            return
        if dialog.practice_chosen:  # the rules chosen, practised instead of played
            # ... and offered again by the next New Game: practice is where a
            # family tries its house rules before playing them (stranger 18).
            self._chosen_setup = (dialog.result_setup(), dialog.deal_number())
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
        self.side.log.add_lines(self.daily_line(state))  # first, as when it was chosen
        notes = self.comeback.take_notes()
        if notes:
            self.side.log.add_lines(notes)
        self.rounds.deal_heading(state)
        self.aids.update()
        # A finished round or match (a game opened, a language change) has
        # nothing to deal: its cards fly to nowhere but the piles, a trail of
        # backs across the table for seconds.  Laid out at once.
        self.scene.deal(state, self.ms(DEAL_MS) if state.phase == PHASE_PLAY else 0)

    # --- turns (``window_turns``) -------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        """A person's turn: from the controller, or from the pass-and-play
        curtain once the person is ready."""
        self.turns.human_turn(seat)

    def play_move(self, move: Move) -> None:
        """The person's move (a network table's window checks the host is there first)."""
        self.turns.play(move)

    # --- end of round / match (``window_rounds``) ---------------------------------------------
    @property
    def round_dialog(self) -> RoundDialog | None:
        """The score sheet shown, if any."""
        return self.rounds.dialog

    def end_said(self) -> bool | None:
        """None unless the round or match shown is over and this window has
        said so; then whether its score sheet is open (a language change)."""
        return self.rounds.end_said()

    def _close_round_dialog(self) -> None:
        self.rounds.close_dialog()

    def show_statistics(self) -> None:
        dialog = StatisticsDialog(self.matches.store, self, replay=self.deal_number_shown)  # none at a network table
        # Ctrl+Q quits from the statistics too: the dialog blocks this window,
        # whose Game › Quit did not hear the key.
        quit_action(dialog)
        if dialog.exec() and dialog.replay is not None:  # Play This Deal Again…: New Game, its deal filled in
            self.choose_game(*dialog.replay)

    # --- the start (``window_resume``) --------------------------------------------------------
    def resume_or_start(self) -> None:
        """Pick up the game left unfinished, or deal a new one (``TableResume.resume_or_start``),
        and then the practice window left open (``practice.opening``)."""
        if not self.watch:
            practice_after_resume(self)
        self.comeback.resume_or_start()

    @property
    def resuming(self) -> ResumeLoader | None:
        """The unfinished game being read back, while it is."""
        return self.comeback.loader

    @property
    def said_at_start(self) -> list[StartNote]:
        """The start's sentences and their places, for the window a language change makes to say again."""
        return self.comeback.said

    def tell_at_start(self, text: Any, again: bool = True, at: int | None = None) -> None:
        """A sentence about this start, in the status line now and in the play
        log of the game shown (``TableResume.tell``); ``again``: the window a
        language change makes says it too (once); ``at``: where that window's
        predecessor had it."""
        self.comeback.tell(text, again, at)

    def set_game_actions_enabled(self, on: bool) -> None:
        for action in (self.act_new, self.act_restart, self.act_daily, self.act_practice, self.act_open):
            action.setEnabled(on)

    def ask_size(self, wanted: QSize) -> None:
        """The inside's size the player asked for (``--size``), less what
        keeps the window's frame on its screen, from the start on."""
        fit_window(self, wanted)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if not self.watch:
            remember_geometry(self, self.settings)
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
        # The score sheet goes with the window, without a word (its close box
        # would ask for the next round): the game comes back at it next time.
        self._close_round_dialog()
        super().closeEvent(event)
