"""The turns at the main window's table: whose turn it is, the person's move
taken (a drag, clicks, keys, the chooser, the action bar) or refused, a
computer seat thinking, and each move shown as it is played.

The window makes one ``TableTurns`` and wires its slots to the controller,
the table's input, the chooser and the action bar.  ``TurnWindow`` is what
it asks of the window.  The window's parts are read when a turn comes, not
kept: some are made after this object (the aids with the menus, the match
guard after the wiring).
"""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPoint, QPointF, QRect

from casino_desktop.core import GameState, Move, pretty, turn_sentence
from casino_desktop.core.templates import compose
from casino_desktop.qt.aids.player_aids import PlayerAids
from casino_desktop.qt.dialogs.match_guard import MatchGuard
from casino_desktop.qt.game.controller import GameController
from casino_desktop.qt.table.action_bar import ActionBar
from casino_desktop.qt.table.chooser import MoveChooser
from casino_desktop.qt.table.input import TableInput
from casino_desktop.qt.table.pass_and_play import PassAndPlay
from casino_desktop.qt.table.scene import TableScene
from casino_desktop.qt.table.side_panel import SidePanel
from casino_desktop.qt.table.status_line import StatusLine
from casino_desktop.qt.table.view import TableView
from casino_desktop.qt.translate import say, tr

MOVE_MS = 330   # one step of a move at normal speed


class TurnWindow(Protocol):
    """The main window as its turns see it."""

    controller: GameController
    scene: TableScene
    view: TableView
    input: TableInput
    chooser: MoveChooser
    action_bar: ActionBar
    side: SidePanel
    hands: PassAndPlay
    aids: PlayerAids
    matches: MatchGuard

    def statusBar(self) -> StatusLine: ...  # noqa: N802 (Qt's name)

    def ms(self, base: int) -> int: ...


class TableTurns(QObject):
    """The window's slots for a turn.  A QObject child of the window, so that
    its slots run on the window's thread and go with the window."""

    def __init__(self, window: TurnWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window

    def _state(self) -> GameState:
        # A turn is only ever given, and a move only offered, in a game shown.
        state = self.window.controller.state
        assert state is not None, "a turn without a game"
        return state

    # --- whose turn -------------------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        """A person's turn: from the controller, or from the pass-and-play
        curtain once the person is ready (``MainWindow.human_turn``)."""
        w = self.window
        if w.hands.hold(seat):
            return
        state = self._state()
        w.aids.describe_table(state)
        w.input.enable(state, seat)
        w.statusBar().say_turn(say(turn_sentence(state, w.controller.names[seat])))
        w.aids.update()

    def thinking(self, seat: int) -> None:
        """Another seat is to move (``seat`` -1: none is now): a computer
        thinks, a person at another computer is awaited."""
        w = self.window
        if seat < 0:
            w.scene.set_thinking(None)
            return
        w.action_bar.show_idle("")
        if not w.controller.chosen_by_computer(seat):  # a person at another computer: their turn, awaited
            w.scene.set_thinking(None)
            w.statusBar().showMessage(say(turn_sentence(self._state(), w.controller.names[seat])))
            return
        w.scene.set_thinking(seat)
        w.statusBar().showMessage(tr("{name} is thinking\u2026", name=w.controller.names[seat]))

    def move_played(self, prev: GameState, seat: int, move: Move, state: GameState, lines: list[str]) -> None:
        w = self.window
        w.input.disable()
        w.chooser.hide()
        w.side.log.add_lines(lines, move=len(w.controller.moves) - 1)
        w.side.update_counts(state)
        w.scene.set_thinking(None)
        w.statusBar().turn_over()
        w.statusBar().showMessage(say(compose("{line}.", line=lines[0])))
        w.action_bar.move_played()  # its offer goes; a refusal that answered the move before it fades
        w.hands.conceal(seat)  # first: the aids follow the hands that are face up
        w.aids.update()
        if state.winner is not None:
            w.matches.match_ended(state)  # never raises: statistics cannot stop the last move
        w.scene.play_move(prev, seat, move, state, w.ms(MOVE_MS))

    # --- the person's move ------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """The person's move, however it was chosen (``MainWindow.play_move``)."""
        w = self.window
        w.chooser.hide()
        if not w.controller.play_human(move):
            w.statusBar().showMessage(tr("That move is no longer possible."))

    def refused(self, reason: str) -> None:
        # The action bar, just above the status line, says why; the same
        # sentence on both lines would only crowd the foot of the window,
        # and an older status (a hand card's prompt) would contradict it.
        self.window.statusBar().back_to_turn()
        self.window.action_bar.show_refusal(reason)

    def open_chooser(self, moves: list[Move], scene_pos: QPointF) -> None:
        """Several moves fit what was dropped or clicked: the chooser opens where it was."""
        w = self.window
        w.action_bar.clear_refusal()
        at = w.view.mapFromScene(scene_pos)
        w.chooser.open_for(self._state(), moves, QPoint(at.x(), at.y()), moves[0].card,
                           self._chooser_font_px(), self._table_rects())

    def more_moves(self, moves: list[Move]) -> None:
        """The action bar's "More…": the chooser opens mid-table."""
        w = self.window
        w.action_bar.clear_refusal()
        centre = w.view.viewport().rect().center()
        w.chooser.open_for(self._state(), moves, centre, moves[0].card, self._chooser_font_px(), self._table_rects())

    def _chooser_font_px(self) -> int:
        return max(13, min(20, round(self.window.scene.geometry.card_w * 0.14)))

    def _table_rects(self) -> list[QRect]:
        """The loose cards and builds in view coordinates: the chooser keeps clear of them."""
        scene, view = self.window.scene, self.window.view
        rects = [it.card_scene_rect() for it in scene.loose_items()]
        rects += [spot.rect for spot in (scene.plan.builds if scene.plan else [])]
        rects += [it.sceneBoundingRect() for it in scene.keep_clear if it.isVisible()]
        return [view.mapFromScene(r).boundingRect() for r in rects]

    def update_action_bar(self) -> None:
        """The selection changed: the status line and the action bar say what can be done next."""
        w = self.window
        state = w.controller.state
        if state is None or not w.input.enabled:
            return
        face = w.input.hand_card % 52 if w.input.hand_card is not None else None
        offer = w.input.current_offer()
        # An old refusal no longer applies; say what can be done next.
        if face is not None and not w.input.selection() and offer is not None and not offer.moves:
            # The card has no move at all (the bar says why): the table's
            # cards and the keys 1-9 would be no use (the fourteenth
            # stranger's play-test of 7 December: a Krypkasino card that
            # may not trail while another captures).
            w.statusBar().showMessage(tr("Pick another card from your hand: the {card} cannot be played now.",
                                         card=pretty(face)))
        elif face is not None:
            # Where the rules build nothing, a card only takes (or trails).
            # Spoken of as the player plays: the keyboard cursor moved since
            # the last card picked with the mouse, the keys.
            if w.input.keys_used and state.rules.building:
                w.statusBar().showMessage(tr("Pick table cards for the {card} to take or build with (arrow keys, "
                                             "Space), then press Enter, or pick a move (keys 1-9).", card=pretty(face)))
            elif w.input.keys_used:
                w.statusBar().showMessage(tr("Pick table cards for the {card} to take (arrow keys, Space), then press "
                                             "Enter, or pick a move (keys 1-9).", card=pretty(face)))
            elif state.rules.building:
                w.statusBar().showMessage(tr("Click table cards for the {card} to take or build with, "
                                             "or pick a move (keys 1-9).", card=pretty(face)))
            else:
                w.statusBar().showMessage(tr("Click table cards for the {card} to take, or pick a move "
                                             "(keys 1-9).", card=pretty(face)))
        else:
            w.statusBar().back_to_turn()
        w.action_bar.show_offer(state, face, w.input.selection(), offer, w.input.glowing)
