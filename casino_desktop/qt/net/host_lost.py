"""A network table's window while nothing can be played there: its host is
away (the window keeps trying to reach it, and the player may stop
waiting) or the table is gone for this window (its reason said where the
player looks).  Split from ``window.NetWindow``, which inherits it: what
the window says and stills when the table cannot take a move.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from casino_desktop.net import net_sentences
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.net import comeback, table_menus
from casino_desktop.qt.net.table_words import HOST_LOST, HOST_SILENT, NEW_MATCH_THERE, STOPPED_WAITING, with_join_path


class HostLost:
    """``NetWindow``'s half for a table that cannot take a move (the window is one)."""

    # The window's parts this half reads and stills (``NetWindow`` and ``MainWindow`` make them).
    controller: Any
    bridge: Any
    side: Any
    seat_list: Any
    stop_waiting: Any
    scene: Any
    input: Any
    aids: Any
    chooser: Any
    action_bar: Any
    settings: Any
    hosted: Any
    host_said_closed: bool
    silence_said: bool
    table_left: bool
    left_reason: Any
    statusBar: Any

    def _host_went(self, away: bool) -> None:
        """The host went away or came back (told once each time, not on each
        retry).  The status line that says the table waits is replaced by the
        next one: the log keeps what happened, unless the host said it."""
        if away and not self.host_said_closed and not self.silence_said:
            self.side.log.add_lines([HOST_LOST])
        if not away:
            self.host_said_closed = self.silence_said = False
        self._host_away(away)

    def _host_silent(self) -> None:
        """Nothing came from the host for a minute, though its connection
        looked open: the log says so in place of "the connection was lost"
        (the window goes on as after a loss, ``_host_went``)."""
        if not self.host_said_closed:
            self.side.log.add_lines([HOST_SILENT])
            self.silence_said = True

    def _host_away(self, away: bool) -> None:
        """While the host is away nothing can be played: the hand is still,
        the status line says the table waits, and the player may stop waiting."""
        self.stop_waiting.setVisible(away)
        if away:
            self.seat_list.host_lost()
            self._hand_still()
            # A host gone silent may have closed nothing (a suspended laptop):
            # the window is trying to reach it, not waiting for a reopening.
            self.statusBar().showMessage(tr("Trying to reach the host again…") if self.silence_said
                                         else tr("Waiting for the host to reopen the table…"))
        elif not self.table_left:
            self.scene.show_turn(True)  # play goes on: whose turn it is is shown again

    def _say_why_held(self) -> None:
        """The table is still with nothing to play: the reason (the table
        left, or a host away) stays where the player looks."""
        if self.table_left:
            # A table laid out again starts its play log afresh: the reason
            # is its last line again.
            log = self.side.log
            if not log.count() or log.item(log.count() - 1).text() != say(self.left_reason):
                self.side.log.add_lines([self.left_reason])
            self.show_left(self.left_reason)
        elif self.controller.away:
            self._host_away(True)

    def _hand_still(self) -> None:
        """Nothing can be played now: no card takes a drag, nobody is shown
        thinking, no seat is shown as the one to move, and no hint is offered
        (the aids follow the input: a hint is offered only while the table
        takes the player's move)."""
        self.input.disable()
        self.aids.update()
        self.chooser.hide()
        self.scene.set_thinking(None)
        self.scene.show_turn(False)  # no seat looks as if it were its turn (stranger 17)
        self.action_bar.show_idle("")
        self.statusBar().turn_over()

    def _stop_waiting(self) -> None:
        self.stop_waiting.hide()
        self.bridge.stop()
        self._left(with_join_path(STOPPED_WAITING))

    def play_move(self, move) -> None:
        if self.controller.away:  # the move cannot reach the host: the card goes back, and the player is told why
            self.chooser.hide()
            self.scene.snap_back(220)
            self.action_bar.show_refusal(tr("The host has closed the table for now: your move can be played once "
                                            "it is open again."))
            return
        super().play_move(move)  # type: ignore[misc]  # MainWindow's: the next class in NetWindow's order

    def _left(self, outcome) -> None:
        """The table is gone for this window: closed after its match (the
        score sheet said the rest), or with the host's reason (a wrong code,
        a full table, a host that stayed away)."""
        if isinstance(outcome, dict):
            # The match was over, and now the table is closed: nobody is
            # seated at it any more, and no new match can be dealt there.
            self.table_left, self.left_reason = True, net_sentences.CLOSED_AFTER_MATCH
            self.seat_list.host_lost()
            self.statusBar().showMessage(say(self.left_reason))
            if self.hosted is None:
                comeback.forget_seat(self.settings or QSettings())
            return
        if getattr(outcome, "template", None) == net_sentences.WRONG_CODE.template and self.controller.state is not None:
            # Seated before, and the table's address no longer knows the
            # code: not a code mistyped (nothing was typed), but a new match
            # the host began in place of this one.  Its kept seat is gone too.
            comeback.forget_seat(self.settings or QSettings())
            outcome = with_join_path(NEW_MATCH_THERE)
        self.side.log.add_lines([outcome])
        self.show_left(outcome)

    def show_left(self, reason) -> None:
        """The table is gone for this window, for ``reason``: said where the player looks."""
        self.table_left, self.left_reason = True, reason
        self.seat_list.host_lost()
        self.stop_waiting.hide()
        self._hand_still()
        # Said once at the foot of the window (and in the log): the same
        # sentence again on the line above the status line only crowds it.
        self.statusBar().showMessage(say(reason))
        self.action_bar.show_idle("")
        if self.hosted is None:
            table_menus.offer_the_way_on(self)
