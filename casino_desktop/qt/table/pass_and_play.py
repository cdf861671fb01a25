"""Pass and play: two or more people at one screen, each seeing only their
own hand.

With one human seat, that hand is always face up.  With several, and
``GameSetup.hide_hands`` on, every hand is face down between turns.  When a
person's turn comes, a curtain over the table asks for the screen to be
passed to them; their hand turns face up only when they say they are ready,
and it turns face down again as soon as they have played.  The computer
seats think in the meantime as usual.

Take Back works only while the curtain is up, before the next person shows
their cards: the person who just played may take the move back before
passing the screen, and nobody can undo someone else's move from their own
revealed hand and see the position it came from.

``PassAndPlay`` sees the window only as a ``PassTable`` (the main window's
is ``window_ports.WindowPassTable``); a test may give it a fake one.
"""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from casino_desktop.core import GameState
from casino_desktop.qt.translate import tr

WIDTH = 440  # px at the usual size of words
TITLE_SCALE = 1.6  # the title, to the curtain's other words


class Curtain(QFrame):
    """The panel in the middle of the table between two people's turns."""

    ready = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("passCurtain")
        self.setStyleSheet(
            "#passCurtain { background: rgba(12, 40, 24, 235); border: 2px solid #f2d14b; border-radius: 12px; }"
            "#passCurtain QLabel { color: white; }"
            "#passCurtain QPushButton { font-weight: bold; padding: 6px 18px; }")
        column = QVBoxLayout(self)
        column.setContentsMargins(28, 20, 28, 20)
        column.setSpacing(12)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)  # a long name ("Kari Bjørnstad-Ødegaard Kristiansen") on two lines, not cut
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("passReadyButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready)
        self._title_font()
        column.addWidget(self.title)
        column.addWidget(self.text)
        column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, name: str, previous: str | None) -> None:
        # ``name`` and ``previous`` are seats' names: a typed name, or a
        # default one marked where it is made (``tr`` says it in the language).
        self.title.setText(tr("{name} to play", name=name))
        if previous:
            self.text.setText(tr("{previous} has played. Pass the screen to {name}; the other players look away.",
                                 previous=previous, name=name))
        else:
            self.text.setText(tr("Pass the screen to {name}; the other players look away.", name=name))
        self.button.setText(tr("Show {name}\u2019s cards", name=name))
        self.setAccessibleName(tr("{name} to play", name=name))
        self._centre()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _title_font(self) -> None:
        """The words in the curtain's font, which View › Large Cards enlarges
        (``access.large_words``), the title 1.6 times as large.  Given to
        each: a child styled by the style sheet above keeps the font it was
        polished with, and did not follow the curtain's."""
        self.text.setFont(self.font())
        self.button.setFont(self.font())
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * TITLE_SCALE)
        font.setBold(True)
        self.title.setFont(font)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._title_font()
            if self.isVisible():
                self._centre()

    def _centre(self) -> None:
        # Wider with larger words (as many of them on a line), never wider than the table.
        wide = round(WIDTH * self.font().pointSizeF() / max(1.0, QApplication.font().pointSizeF()))
        self.setFixedWidth(min(max(WIDTH, wide), max(260, self.parentWidget().width() - 40)))
        self.adjustSize()
        area = self.parentWidget().rect()
        self.move(area.center().x() - self.width() // 2, area.center().y() - self.height() // 2)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._centre()
        return False


class PassTable(Protocol):
    """What pass and play asks of the window, and nothing more."""

    def watching(self) -> bool: ...       # autoplay: only computers play
    def hide_hands(self) -> bool: ...     # the setting: people's hands face down between turns
    def people(self) -> list[int]: ...    # the seats of the people at the table
    def names(self) -> list[str]: ...
    def state(self) -> GameState | None: ...
    def is_person(self, seat: int) -> bool: ...
    def put_at_bottom(self, seat: int, turn_now: bool) -> None: ...  # turn_now False: from the next deal
    def hands_on_show(self) -> set[int]: ...
    def show_hands(self, seats: set[int], redraw: bool) -> None: ...  # redraw False: the next move lays them out
    def show_waiting(self, status: str, idle: str) -> None: ...       # the status line and the action bar
    def update_aids(self) -> None: ...    # Take Back follows the curtain
    def begin_turn(self, seat: int) -> None: ...  # the keys play on the table again, the person's turn begins


class PassAndPlay(QObject):
    """Which hands the table shows, and the curtain between people."""

    def __init__(self, table: PassTable, over: QWidget):
        super().__init__(over)
        self.table = table
        self.shown: int | None = None     # the seat whose hand is face up (hidden mode)
        self.waiting: int | None = None   # the seat behind the curtain
        self.last_mover: int | None = None
        self.curtain = Curtain(over)
        self.curtain.ready.connect(self.reveal)

    def active(self) -> bool:
        """Hands are hidden from each other: several people at the table."""
        t = self.table
        return not t.watching() and t.hide_hands() and len(t.people()) > 1

    def face_up_seats(self) -> set[int]:
        if self.active():
            return set() if self.shown is None else {self.shown}
        return set(self.table.people()) or ({0} if self.table.watching() else set())

    def reset(self) -> None:
        """A new game or round: every hand starts face down, and the first
        person (seat 0 unless it is a computer's) sits at the bottom."""
        people = self.table.people()
        self.table.put_at_bottom(people[0] if people and not self.table.watching() else 0, turn_now=False)
        self.shown = None
        self.waiting = None
        self.last_mover = None
        self.curtain.hide()

    def hold(self, seat: int) -> bool:
        """A person's turn has come: True if it waits behind the curtain."""
        self._to_bottom(seat)
        if not self.active() or seat == self.shown:
            return False
        t = self.table
        names = t.names()
        self.shown = None
        self.waiting = seat
        if t.hands_on_show():  # e.g. the setting was just switched on
            t.show_hands(set(), redraw=True)
        # After a take-back the same person plays again: nobody to pass to.
        previous = None if self.last_mover in (None, seat) else names[self.last_mover]
        self.curtain.show_for(names[seat], previous)
        t.show_waiting(tr("Pass the screen to {name}.", name=names[seat]),
                       tr("Waiting for {name}: press Space or click the button when ready.", name=names[seat]))
        t.update_aids()  # Take Back, for the person who just played
        return True

    def _to_bottom(self, seat: int) -> None:
        """Several people at one screen: the one to play sits at the bottom
        with full-size cards (the others' hands, small at the top or the
        sides, are for watching, not for playing from)."""
        if not self.table.watching() and len(self.table.people()) > 1:
            self.table.put_at_bottom(seat, turn_now=True)

    def may_take_back(self) -> bool:
        """Between people, only behind the curtain (see the module's note)."""
        return not self.active() or self.waiting is not None

    def conceal(self, seat: int) -> None:
        """A move was played: in hidden mode, every hand goes face down with it
        (the scene lays the cards out for the state after the move)."""
        if not self.active():
            return
        if self.table.is_person(seat):
            self.last_mover = seat
        self.shown = None
        self.table.show_hands(set(), redraw=False)

    def reveal(self) -> None:
        """The person behind the curtain is ready: their hand turns face up,
        and their turn begins."""
        seat, self.waiting = self.waiting, None
        self.curtain.hide()
        state = self.table.state()
        if seat is None or state is None or state.to_move != seat:
            return
        self.shown = seat
        self.table.show_hands({seat}, redraw=True)
        self.table.begin_turn(seat)
