"""Game › Statistics' last matches: each one's deal number, and Play This
Deal Again… for the one chosen.

Every match is shuffled from its deal number (the side panel shows it under
the game's name), and the same number typed in New Game deals the same
cards at the same game and table.  Statistics listed the matches but not
their numbers, so a player who wanted to check that the computer was fair,
or to try a deal she lost another way, could not find it (the sixteenth
stranger's play-test of 7 December).  The store keeps each match's deal
with what it was dealt for (``storage/stats_deals``): the variant and its
house rules, the table and who sat where.

Playing it again is New Game's own path (``MainWindow.choose_game``): its
dialog opens with that game, those house rules and seats and that deal
number filled in, for the player to start (or change the opponents'
level first), and the usual question comes before a match in progress is
given up.  No second way to start a game.  A match of an older version
kept no deal: it shows none, and is not offered.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QTableWidget, QWidget

from casino_desktop.core.templates import N_
from casino_desktop.qt.game.controller import MAX_DEAL
from casino_desktop.qt.game.files import setup_of
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.translate import say
from casino_desktop.storage.stats_scores import FinishedMatch

DEAL_COLUMN = N_("Deal number", note="statistics: the last matches' column, each match's deal number, as the side "
                                     "panel shows it and New Game takes it (the same number deals the same cards)")
PLAY_AGAIN = N_("&Play This Deal Again\u2026", note="statistics: a button and a context-menu item; opens New Game "
                                                   "with the chosen match's game, house rules, seats and deal number")
# The sentences beside the button share a line with the heading and the
# button: short, so that at 1024x768 the list and the chart below still fit.
CHOOSE = N_("Choose a match to play its deal again.",
            note="statistics: beside Play This Deal Again while no match of the last matches is chosen")
WHAT_HAPPENS = N_("New Game will open with this match's game, house rules and deal number.",
                  note="statistics: beside Play This Deal Again once a match with a deal number is chosen")
NO_DEAL = N_("Older versions of Casino kept no deal number for this match.",
             note="statistics: why a chosen match (of an older version) cannot be dealt again")
CANNOT_DEAL = N_("This version of Casino cannot deal this match's game again.",
                 note="statistics: why a chosen match cannot be dealt again: its game or house rules are not known here")
NONE_SHOWN = "\u2014"  # no deal number kept: a dash, as the dialog's unknown counts


def deal_text(match: FinishedMatch) -> str:
    """The match's deal number as the side panel shows it (plain digits, as
    they are typed in New Game), or a dash where none was kept."""
    return str(match.deal.number) if match.deal is not None else NONE_SHOWN


def replay_of(match: FinishedMatch) -> tuple[GameSetup, int] | None:
    """(setup, deal number) that deal ``match``'s cards again at its table,
    or None where it cannot be: no deal kept, a game this version cannot
    deal, a number New Game cannot take, a table that cannot be played."""
    deal = match.deal
    if deal is None or deal.game is None or not 1 <= deal.number <= MAX_DEAL:
        return None
    setup = setup_of(deal.game)  # the saved game's reader: the same checks, the same seats
    return None if setup.problem() else (setup, deal.number)


def why_not(match: FinishedMatch) -> str:
    """The sentence beside the button for a chosen match."""
    if replay_of(match) is not None:
        return say(WHAT_HAPPENS)
    return say(NO_DEAL if match.deal is None else CANNOT_DEAL)


class ReplayRow(QWidget):
    """Above the last matches: their ``heading``, then a sentence and Play
    This Deal Again…, for the match chosen in ``table`` (whose rows are
    ``matches``, newest first); its context menu offers the same.
    ``chosen`` is emitted with (setup, deal number) when the player asks
    for it.  One line with the heading: a line of its own under the list
    put the chart below the fold at 1024x768."""

    chosen = Signal(object, int)

    def __init__(self, table: QTableWidget, heading: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replayRow")
        self.table = table
        self.matches: list[FinishedMatch] = []
        self.offered = True  # not at a network table's window (``StatisticsDialog``)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel("<b>" + heading + "</b>", self)
        layout.addWidget(self.heading)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint, 1)
        self.button = QPushButton(say(PLAY_AGAIN), self)
        self.button.setObjectName("playDealAgain")
        self.button.clicked.connect(self.play_again)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        table.itemSelectionChanged.connect(self._update)
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._menu)
        # A double click on a row does what the button does, as a list of
        # games does elsewhere (a greyed row's does nothing).
        table.itemDoubleClicked.connect(self._double_clicked)
        self._update()

    def show_matches(self, matches: list[FinishedMatch], offered: bool = True) -> None:
        """The matches of the table's rows, in its order; no row chosen.
        The sentence and the button only where a deal is ``offered`` again
        and there are matches to choose from."""
        self.matches = list(matches)
        self.offered = offered
        for widget in (self.hint, self.button):
            widget.setVisible(offered and bool(matches))
        self.table.clearSelection()
        self._update()

    def current(self) -> FinishedMatch | None:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        row = min(rows) if rows else -1
        return self.matches[row] if 0 <= row < len(self.matches) else None

    def play_again(self) -> None:
        match = self.current()
        replay = replay_of(match) if match is not None else None
        if replay is not None:
            self.chosen.emit(*replay)

    def _double_clicked(self, _item) -> None:
        if self.offered:
            self.play_again()

    def _update(self) -> None:
        match = self.current()
        self.hint.setText(say(CHOOSE) if match is None else why_not(match))
        self.button.setAccessibleDescription(self.hint.text())  # a screen reader hears why it is greyed, or what it does
        self.button.setEnabled(match is not None and replay_of(match) is not None)

    def _menu(self, at: QPoint) -> None:
        menu = self.menu_at(at)
        if menu is not None:
            menu.exec(self.table.viewport().mapToGlobal(at))

    def menu_at(self, at: QPoint) -> QMenu | None:
        """The context menu of the row at ``at`` (in the list's viewport),
        that row chosen first, so that what is played is what is
        highlighted; None off the rows, or where nothing is dealt again."""
        row = self.table.rowAt(at.y())
        if not self.offered or not 0 <= row < len(self.matches):
            return None
        self.table.selectRow(row)
        menu = QMenu(self.table)
        action = menu.addAction(say(PLAY_AGAIN))
        action.setEnabled(self.button.isEnabled())
        action.triggered.connect(self.play_again)
        return menu
