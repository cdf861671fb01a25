"""New Game's seats: for each seat at the table, who plays it (a person or
the computer, and how strong) and its name (a computer's too); and whether the people
at one screen hide their hands from each other between turns.

The rows are the seats in the order of play.  What the table is (how many
play, which rules) is the dialog's: it tells the box, and the box shows
the rows for it.  Four rows are always made; those beyond the count of
players are hidden and keep their choices for a larger table.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QToolTip, QWidget

from casino_desktop.ai.levels import level_description  # one sentence per level
from casino_desktop.core import VariantError, seat_sides
from casino_desktop.qt.dialogs.house_rules_form import ChoiceBox
from casino_desktop.qt.game.setup import (COMPUTER, HUMAN, LEVELS, NAME_LENGTH, GameSetup, SeatSetup, level_label,
                                          seat_from)
from casino_desktop.qt.translate import say, tr


class SeatsBox(QGroupBox):
    changed = Signal()  # a seat's player or name: the dialog checks the table again

    def __init__(self, parent: QWidget | None = None):
        super().__init__(tr("Seats"), parent)
        grid = QGridLayout(self)
        self.seat_kind: list[QComboBox] = []
        self.seat_level: list[QComboBox] = []
        self.seat_label: list[QLabel] = []
        self.seat_name: list[QLineEdit] = []
        for i in range(4):
            label = QLabel()
            # The wheel passing over a closed box scrolls the dialog; it
            # turns the box only once clicked (``house_rules_form``).
            kind = ChoiceBox()
            kind.addItem(tr("Human", note="who plays a seat"), HUMAN)
            kind.addItem(tr("Computer", note="who plays a seat"), COMPUTER)
            level = ChoiceBox()
            for j, lv in enumerate(LEVELS):
                level.addItem(say(level_label(lv)), lv)
                level.setItemData(j, say(level_description(lv)), Qt.ItemDataRole.ToolTipRole)
            kind.currentIndexChanged.connect(self._changed)  # after the items: adding them is no change
            # The chosen level's sentence on the closed box too: each item's
            # showed only in the open list, under the pointer, so a player
            # choosing by the keys never read "the strongest fair player"
            # (stranger 16, sure that the computer sees his cards).
            level.currentIndexChanged.connect(lambda _i, level=level: level.setToolTip(level.currentData(
                Qt.ItemDataRole.ToolTipRole)))
            level.setToolTip(level.currentData(Qt.ItemDataRole.ToolTipRole))
            name = QLineEdit()
            name.setMaxLength(NAME_LENGTH)
            name.setToolTip(tr("A name for the seat on the table and in the play log, a person's or one for a "
                               "computer player, up to {most} characters (empty: You, or the seat's side)",
                               most=NAME_LENGTH))
            # A letter refused at the limit is said at once, not left to be found (play-test 2026-12-06).
            name.inputRejected.connect(lambda name=name: self._say_limit(name))
            name.textChanged.connect(self._changed)
            # Added in the row's order, which is Tab's: a widget joins the
            # focus chain when the grid takes it, and the name added first
            # was reached before its seat's player (stranger 9, finding 5).
            grid.addWidget(label, i, 0)
            grid.addWidget(kind, i, 1)
            grid.addWidget(level, i, 2)
            grid.addWidget(name, i, 3)
            self.seat_name.append(name)
            self.seat_label.append(label)
            self.seat_kind.append(kind)
            self.seat_level.append(level)
        self.hide_hands = QCheckBox(tr("&Hide each hand from the other people at the screen (pass and play)"))
        self.hide_hands.setObjectName("hideHandsCheck")
        self.hide_hands.setToolTip(tr("With two or more human seats: between turns every hand is face down, and "
                                      "the table asks for the screen to be passed on. Off: every human hand is "
                                      "face up, for learning the game together."))
        grid.addWidget(self.hide_hands, 4, 0, 1, 4)
        # The player's own choice.  With one person at the screen there is
        # nothing to hide: the box is then shown unticked and greyed, "does
        # not apply" (ticked and greyed read as "on, and locked"), and the
        # choice waits here for a second person, and is what is remembered.
        self._hiding = True
        self.hide_hands.toggled.connect(self._hiding_chosen)
        self.limit_said = ""  # the last sentence that a name reached its limit
        self._places_shown: tuple[str, ...] | None = None  # each row's place at the table, as last shown

    def _changed(self) -> None:
        self.changed.emit()

    def _say_limit(self, field: QLineEdit) -> None:
        if len(field.text()) >= NAME_LENGTH:  # (else a refused character of another kind)
            self.limit_said = tr("A name can have up to {most} characters.", most=NAME_LENGTH)
            QToolTip.showText(field.mapToGlobal(field.rect().bottomLeft()), self.limit_said, field)

    def _hiding_chosen(self, on: bool) -> None:
        self._hiding = on  # only the player ticks it: ``_show_hiding`` blocks its own changes

    def load(self, setup: GameSetup) -> None:
        """The setup's seats, in its own order (no place has moved yet)."""
        remembered = (list(setup.seats) + [SeatSetup()] * 4)[:4]  # seats beyond the count stay remembered
        for i, seat in enumerate(remembered):
            self.seat_kind[i].setCurrentIndex(self.seat_kind[i].findData(seat.kind))
            self.seat_level[i].setCurrentIndex(max(0, self.seat_level[i].findData(seat.level)))
            self.seat_name[i].setText(seat.name)
        self._hiding = setup.hide_hands
        self._show_hiding(setup)
        self._places_shown = None

    def seats(self) -> list[SeatSetup]:
        """All four rows, those beyond the count of players too."""
        return [seat_from(self.seat_kind[i].currentData(), self.seat_level[i].currentData(), self.seat_name[i].text())
                for i in range(4)]

    def hiding(self) -> bool:
        """Whether the people at one screen hide their hands from each other:
        the player's choice, also while one person plays (kept for the next
        game with two)."""
        return self._hiding

    def _show_hiding(self, setup: GameSetup) -> None:
        people = len(setup.humans()) > 1
        with QSignalBlocker(self.hide_hands):  # showing "does not apply" is no choice of the player's
            self.hide_hands.setChecked(self._hiding and people)
        self.hide_hands.setEnabled(people)

    def show_rows(self, setup: GameSetup, unnamed: list[str]) -> None:
        """The rows of the setup's players, each labelled with its seat's
        name before any person's name (``unnamed``); a level for a
        computer's seat, a name for any."""
        for i in range(4):
            shown = i < setup.players
            for w in (self.seat_label[i], self.seat_kind[i], self.seat_level[i], self.seat_name[i]):
                w.setVisible(shown)
            self.seat_label[i].setText(tr("{seat}:", note="a seat's label in the New Game form", seat=unnamed[i]) if shown else "")
            person = self.seat_kind[i].currentData() == HUMAN
            self.seat_level[i].setEnabled(not person)
            self.seat_name[i].setPlaceholderText(tr("Name ({seat})", seat=unnamed[i]) if shown else "")
        self._show_hiding(setup)

    def keep_choices_at_their_places(self, setup: GameSetup, loading: bool) -> None:
        """The rows are the seats in the order of play: where play turns the
        other way (a game or house rule) they name other places, and each
        place's choices move with it (kept by row, East's person went West).
        ``loading``: the rows come in the setup's order, nothing to move."""
        try:
            anticlockwise = setup.rules().anticlockwise
        except VariantError:  # the rules' problem is said by the dialog; the places stay
            return
        places = seat_sides(setup.players, anticlockwise)
        shown, self._places_shown = self._places_shown, places
        if loading or shown is None or len(shown) != len(places) or shown == places:
            return
        rows = {place: (self.seat_kind[i].currentIndex(), self.seat_level[i].currentIndex(), self.seat_name[i].text())
                for i, place in enumerate(shown)}
        for i, place in enumerate(places):
            kind, level, name = rows[place]
            with QSignalBlocker(self.seat_kind[i]), QSignalBlocker(self.seat_name[i]):  # one refresh: the caller's
                self.seat_kind[i].setCurrentIndex(kind)
                self.seat_level[i].setCurrentIndex(level)
                self.seat_name[i].setText(name)
