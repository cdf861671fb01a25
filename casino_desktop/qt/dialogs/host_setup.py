"""Game › Play Over the Network › Host…: the game's setup for a table
others join.  The New Game form, less what means nothing at a network
table (practice, passing one screen round), with the host's own seat fixed
and every other seat starting as one for a player who joins: a table
opened from it always has a seat someone can take.  Making every other seat
a computer's is refused here, with the reason, before the table opens.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QDialogButtonBox, QWidget

from casino_desktop.core import YOU_NAME
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.translate import tr


class HostSetupDialog(SetupDialog):
    def __init__(self, setup: GameSetup, parent: QWidget | None = None) -> None:
        # The other seats start as seats for players who join (the local
        # game's computers and names are no guide to who joins), and nobody
        # passes a screen round.
        remembered = (list(setup.seats) + [SeatSetup()] * 4)[:4]
        seats = [replace(remembered[0], kind=HUMAN)] + [replace(s, kind=HUMAN, name="") for s in remembered[1:]]
        self._hosting = False  # the form's own checks run while it is built
        super().__init__(replace(setup, seats=seats, hide_hands=False), parent)
        self._hosting = True
        self.setWindowTitle(tr("Host a Table"))
        self.setObjectName("hostSetupDialog")
        if self.offer is not None:  # practice is not played at a network table
            self.buttons.removeButton(self.offer)
            self.offer.deleteLater()
            self.offer = None
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            tr("&Next", note="from the hosted game's setup on to the table's join code and port"))
        self.seat_kind[0].setCurrentIndex(self.seat_kind[0].findData(HUMAN))
        self.seat_kind[0].setEnabled(False)  # the first seat is the host's, at this computer
        for kind in self.seat_kind[1:]:
            kind.setItemText(kind.findData(HUMAN), self.joining())
        self.hide_hands.setVisible(False)
        self._refresh()

    @staticmethod
    def joining() -> str:
        return tr("Joins over the network", note="who plays a seat at a network table")

    def result_setup(self) -> GameSetup:
        setup = super().result_setup()
        # A joining seat keeps the name the host gave it: the player who joins
        # by that name takes it (``net.host_door``), so a family chooses who
        # partners whom.  Others bring their own names; a computer's seat is
        # called by its place.  The host's screen shows only the host's hand.
        seats = setup.seats[:1] + [s if s.kind == HUMAN else replace(s, name="") for s in setup.seats[1:]]
        return replace(setup, seats=seats, hide_hands=False)

    def _refresh(self) -> None:
        super()._refresh()
        if not getattr(self, "_hosting", False):
            return
        players = self.players.value()
        for i, name in enumerate(self.seat_name[1:], start=1):
            joining = i < players and self.seat_kind[i].currentData() == HUMAN
            name.setVisible(joining)
            name.setPlaceholderText(tr("Who sits here (optional)",
                                       note="a network seat's name field: the player who joins by that name "
                                            "takes the seat") if joining else "")
            name.setToolTip(tr("Type the name of the player who should sit here: when they join with that name, "
                               "they take this seat. Left empty, the seat goes to whoever joins."))
        # The first seat is the host's own, at this computer: called "You" as
        # the New Game form calls its only person's seat, though every seat
        # here starts as a person's (which would name it by its place).
        self.seat_label[0].setText(tr("{seat}:", note="a seat's label in the New Game form", seat=YOU_NAME))
        self.seat_name[0].setPlaceholderText(tr("Name ({seat})", seat=YOU_NAME))

    def _problem(self, setup: GameSetup):
        problem = super()._problem(setup)
        if problem is None and getattr(self, "_hosting", False) and not any(
                s.kind == HUMAN for s in setup.seat_list()[1:]):
            return tr("No seat is left for anyone to join: every other seat is a computer's. "
                      "Choose \u201c{choice}\u201d for each player who joins.", choice=self.joining())
        return problem
