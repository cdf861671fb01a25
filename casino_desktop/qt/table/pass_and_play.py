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
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from casino_desktop.qt.translate import tr


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
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("passReadyButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready)
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

    def _centre(self) -> None:
        self.setFixedWidth(min(440, max(260, self.parentWidget().width() - 40)))
        self.adjustSize()
        area = self.parentWidget().rect()
        self.move(area.center().x() - self.width() // 2, area.center().y() - self.height() // 2)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._centre()
        return False


class PassAndPlay(QObject):
    """Which hands the table shows, and the curtain between people."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.shown: int | None = None     # the seat whose hand is face up (hidden mode)
        self.waiting: int | None = None   # the seat behind the curtain
        self.last_mover: int | None = None
        self.curtain = Curtain(window.view)
        self.curtain.ready.connect(self.reveal)

    def active(self) -> bool:
        """Hands are hidden from each other: several people at the table."""
        w = self.window
        return not w.watch and w.setup.hide_hands and len(w.setup.humans()) > 1

    def face_up_seats(self) -> set[int]:
        w = self.window
        if self.active():
            return set() if self.shown is None else {self.shown}
        humans = set(w.setup.humans())
        return humans or ({0} if w.watch else set())

    def reset(self) -> None:
        """A new game or round: every hand starts face down, and the first
        person (seat 0 unless it is a computer's) sits at the bottom."""
        humans = self.window.setup.humans()
        self.window.scene.bottom_seat = humans[0] if humans and not self.window.watch else 0
        self.shown = None
        self.waiting = None
        self.last_mover = None
        self.curtain.hide()

    def hold(self, seat: int) -> bool:
        """A person's turn has come: True if it waits behind the curtain."""
        self._to_bottom(seat)
        if not self.active() or seat == self.shown:
            return False
        w = self.window
        names = w.controller.names
        self.shown = None
        self.waiting = seat
        if w.scene.face_up_seats:  # e.g. the setting was just switched on
            w.scene.face_up_seats = set()
            w.scene.show_state(w.controller.state, 0)
        # After a take-back the same person plays again: nobody to pass to.
        previous = None if self.last_mover in (None, seat) else names[self.last_mover]
        self.curtain.show_for(names[seat], previous)
        w.statusBar().showMessage(tr("Pass the screen to {name}.", name=names[seat]))
        w.action_bar.show_idle(tr("Waiting for {name}: press Space or click the button when ready.", name=names[seat]))
        w.aids.update()  # Take Back, for the person who just played
        return True

    def _to_bottom(self, seat: int) -> None:
        """Several people at one screen: the one to play sits at the bottom
        with full-size cards (the others' hands, small at the top or the
        sides, are for watching, not for playing from)."""
        w = self.window
        if not w.watch and len(w.setup.humans()) > 1:
            w.scene.set_bottom_seat(seat)

    def may_take_back(self) -> bool:
        """Between people, only behind the curtain (see the module's note)."""
        return not self.active() or self.waiting is not None

    def conceal(self, seat: int) -> None:
        """A move was played: in hidden mode, every hand goes face down with it
        (the scene lays the cards out for the state after the move)."""
        if not self.active():
            return
        if self.window.controller.is_human(seat):
            self.last_mover = seat
        self.shown = None
        self.window.scene.face_up_seats = set()

    def reveal(self) -> None:
        """The person behind the curtain is ready: their hand turns face up,
        and their turn begins."""
        seat, self.waiting = self.waiting, None
        self.curtain.hide()
        w = self.window
        state = w.controller.state
        if seat is None or state is None or state.to_move != seat:
            return
        self.shown = seat
        w.scene.face_up_seats = {seat}
        w.scene.show_state(state, 0)
        w.view.setFocus()  # the keys play on the table again
        w.human_turn(seat)
