"""A window for a seat at someone else's table.

It is the main window with the network's turn loop (``RemoteController``):
the same table, chooser, refusals, play log and score sheet.  What a local
match does and a network one must not: it is not autosaved here (the host
saves it; the hidden cards here are stand-ins) and not counted in this
computer's statistics.
"""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from casino_desktop.qt.i18n import say, tr
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net.bridge import NetBridge
from casino_desktop.qt.net.remote_controller import RemoteController
from casino_desktop.qt.net.seat_list import SeatList


class NetWindow(MainWindow):
    def __init__(self, settings=None) -> None:
        super().__init__(settings=settings)
        c = self.controller
        for signal in (c.game_started, c.move_played, c.aids.taken_back):
            signal.disconnect(self.autosaver._changed)
        self.autosaver.save_and_stop = lambda: None
        self.matches.counts = lambda: False
        self.bridge = NetBridge(self)
        self.controller.attach(self.bridge)
        self.controller.notice.connect(lambda text: self.side.add_lines([text]))
        self.controller.left.connect(self._left)
        self.hosted = None   # the host's own window holds its table (``menu.host_table``)
        self.seat_list = SeatList(self.side)
        self.side.layout().insertWidget(1, self.seat_list)
        self.controller.seats_changed.connect(lambda seats: self.seat_list.show_seats(seats, self.controller.me))
        self.controller.hints_allowed.connect(self._hints_allowed)
        self.hints_on = True
        self._hide_local_actions()

    def _hints_allowed(self, allowed: bool) -> None:
        """The host decides whether players who join may ask for hints and
        the coach (both are worked out here, from this seat's view alone, so
        the window is where they are withheld).  The host's own window keeps them."""
        if allowed or self.hosted is not None:
            return
        self.hints_on = False
        self.aids.hints_allowed = False
        self.aids.update()
        self.act_hint.setStatusTip(tr("The host does not allow hints at this table."))
        self.coach.act_coach.setStatusTip(tr("The host does not allow the coach at this table."))
        self.coach.off_here()

    def _left(self, outcome) -> None:
        """The table is gone for this window: at the match's end (the score
        sheet says it all), or with the host's reason (a wrong code, a full
        table, a host that stayed away)."""
        if isinstance(outcome, dict):
            return
        sentence = say(outcome)
        self.side.add_lines([outcome])
        self.statusBar().showMessage(sentence)
        self.action_bar.show_idle(sentence)

    def _hide_local_actions(self) -> None:
        """What starts, opens, saves or rebuilds a local match has no place at
        someone else's table (View › Language would rebuild this window as a
        plain one, holding stand-in cards): the table is joined in the language
        the main window speaks."""
        for act in (self.act_new, self.act_restart, self.act_daily, self.act_practice, self.act_host, self.act_join,
                    self.language_menu.menuAction()):
            act.setVisible(False)
        for act in self.menuBar().actions()[0].menu().actions():
            if act.shortcut() in (QKeySequence(QKeySequence.StandardKey.Open), QKeySequence(QKeySequence.StandardKey.Save)):
                act.setVisible(False)

    def make_controller(self) -> RemoteController:
        return RemoteController(self)

    def _game_started(self, state) -> None:
        # The window lays the table out by its own setup (whose hand is face
        # up, who sits at the bottom): the network table's, this seat a person's.
        self.setup = self.controller.setup
        super()._game_started(state)
        # No deal number under the title: the host alone knows it (it would give
        # every card away), and the match number here deals nothing.
        title, detail = self.side._title
        self.side._title = (title, detail.split("<br>")[0])
        self.side._show_title()

    def join(self, host: str, port: int, code: str, name: str | None = None) -> None:
        """Sit at the table at ``host:port``; with the token kept from an
        earlier visit, at the same seat (a window closed or a computer
        restarted mid-match comes back to its hand)."""
        key = f"network/seat_tokens/{host}:{port}"
        settings = self.settings or QSettings()
        kept = settings.value(key)
        token = kept if isinstance(kept, str) and len(kept) == 32 else None
        self.bridge.seated.connect(lambda _seat, new: settings.setValue(key, new))
        self.bridge.join(host, port, code, name, token)
