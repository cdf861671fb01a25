"""Who sits at a network table: each seat's name and what it is now.

The host sends the seats whenever someone joins, drops or comes back
(``net.host``: a person joining who has not yet come, a person connected,
the person who hosts the table, a person whose connection was lost or who
left, or who is not back yet at a resumed table, and whose stand-in plays, a
computer, a computer player that joined over the network; and a person
still reading the last round's scores while the table plays on).
The host's window shows the list to know when everyone is there; every
joining window shows it too, so nobody wonders who is thinking.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from casino_desktop.ai.levels import level_label
from casino_desktop.net import net_sentences
from casino_desktop.qt.translate import tr


def seat_line(seat: dict, index: int, me: int | None, host_lost: bool = False, closed: bool = False,
              kept: bool = False, over: bool = False) -> str:
    """One seat of the host's list, as one whole sentence in the player's
    language; ``host_lost``: this window has lost its host, and with it any
    news of the other seats; ``closed``: the host said it closed the table
    (nobody is seated at it any more, and that is known); ``kept``: it
    closed it mid-match, so each seat waits for the match to be resumed, as
    this player's own does (``HOST_CLOSED``); ``over``: the match is over
    and the next not dealt, so no computer plays for anyone who went."""
    name = net_sentences.text_of(seat.get("name")) or str(index + 1)
    level = _level(seat.get("level"))
    kind = seat.get("kind")
    if index == me:
        return tr("{name}: you, at this computer", name=name)
    if closed and kind == "host":
        return tr("{name}: closed the table", name=name)
    if closed and kept and kind == "computer":  # still the table's computer when the match goes on
        return tr("{name}: a computer player ({level})", name=name, level=level)
    if closed and kept:
        return tr("{name}: their seat is kept until the host opens the table again", name=name)
    if closed:
        return tr("{name}: no longer seated: the host closed the table", name=name)
    if host_lost and kind == "host":
        # Her own seat: "not known while the connection to the host is lost"
        # said of the host herself read as a riddle (stranger 25).
        return tr("{name}: hosts the table, which cannot be reached at the moment", name=name)
    if host_lost:
        return tr("{name}: not known while the connection to the host is lost", name=name)
    if kind == "computer":
        return tr("{name}: a computer player ({level})", name=name, level=level)
    if kind == "bot":  # a program seated over the network (``net bot``), not a person
        return tr("{name}: a computer player that joined over the network", name=name)
    if kind == "open":
        return tr("{name}: waiting for a player to join", name=name)
    if over and kind == "dropped":
        # Between matches nothing is played for her: "a computer player plays
        # until they return" was said of a match already over (stranger 19).
        return tr("{name}: connection lost", name=name)
    if over and kind == "left":
        return tr("{name}: left the table", name=name)
    if kind == "dropped" and seat.get("not_back") is True:  # a resumed table she has not come back to yet
        return tr("{name}: not back at the table yet; a computer player ({level}) plays until they return",
                  name=name, level=level)
    if kind == "dropped":
        return tr("{name}: connection lost; a computer player ({level}) plays until they return", name=name,
                  level=level)
    if kind == "left":  # left on purpose, as the log says: not a lost connection
        return tr("{name}: left the table; a computer player ({level}) plays until they return", name=name,
                  level=level)
    # Her window shows the last round's scores while the table plays on (``net.reading_seats``).
    reading = seat.get("reading") is True
    if kind == "host" and reading:
        return tr("{name}: hosts the table; still reading the last round's scores", name=name)
    if kind == "host":
        return tr("{name}: hosts the table", name=name)
    if kind == "connected" and reading:
        return tr("{name}: joined and connected; still reading the last round's scores", name=name)
    return tr("{name}: joined and connected", name=name)


def _level(level) -> str:
    try:
        return level_label(str(level))
    except ValueError:  # a level this program does not know: its own word
        return str(level)[:24]


class SeatList(QWidget):
    """A word-wrapped label, one seat a line: it grows with a long line
    rather than hiding it behind a scroll bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(QLabel(f"<b>{tr('At the table')}</b>", self))
        self.text = QLabel(self)
        self.text.setObjectName("seatList")
        self.text.setAccessibleName(tr("At the table"))
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # the names are what players typed
        self.text.setWordWrap(True)
        # A wrapped label asks for the width its longest line would like, and
        # the side panel gave it, starving the felt: at 1024 px a guest's
        # table shrank by 70 px when the host closed it and the lines grew.
        # The list wraps within the panel's width instead.
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        column.addWidget(self.text)
        self.note = QLabel(self)  # what the host decided for this table (hints withheld)
        self.note.setObjectName("tableNote")
        self.note.setWordWrap(True)
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.note.hide()
        column.addWidget(self.note)
        self._lines: list[str] = []
        self._seats: list = []
        self._me: int | None = None
        self._over = False       # the match is over (``match_over``)
        self._flags: tuple[bool, bool, bool] = (False, False, False)  # the last list's host_lost, closed, kept

    def set_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def show_seats(self, seats: list, me: int | None, host_lost: bool = False, closed: bool = False,
                   kept: bool = False) -> None:
        self._seats, self._me = seats, me
        self._flags = (host_lost, closed, kept)
        self._lines = [seat_line(seat, index, me, host_lost, closed, kept, self._over)
                       for index, seat in enumerate(seats) if isinstance(seat, dict)]
        self.text.setText("\n".join(self._lines))

    def match_over(self, over: bool) -> None:
        """The match ended, or the next was dealt: the seats are said again
        (a stand-in plays for whoever went only while a match goes on)."""
        self._over = over
        self.show_seats(self._seats, self._me, *self._flags)

    def host_lost(self, closed: bool | None = None) -> None:
        """The connection to the host is lost: what the host last said of the
        others may no longer be so, and the list must not say they are
        connected.  If the host said it closed the table (``closed``; when not
        given, what this list's window heard: ``closed_by_host``), that is
        what the list says; if it went without a word (its program killed,
        its computer gone), the others are not known.  The host's next list
        of seats, once it is back, says who is there."""
        if closed is None:
            closed = closed_by_host(self.window())
        kept = closed and seats_kept(self.window())
        self.show_seats(self._seats, self._me, host_lost=True, closed=closed, kept=kept)

    def lines(self) -> list[str]:
        return list(self._lines)


def closed_by_host(window) -> bool:
    """Whether the network table ``window`` shows was closed by its host, as
    the host said: mid-match (its last word, ``HOST_CLOSED``) or after the
    match (``CLOSED_AFTER_MATCH``, the reason the table is gone)."""
    return getattr(window, "host_said_closed", False) or closed_after_match(window)


def seats_kept(window) -> bool:
    """Whether the host closed the table ``window`` shows in the middle of
    its match: then every seat waits for the match to be resumed (the log
    says so of this player's), not only this player's."""
    if not getattr(window, "host_said_closed", False) or closed_after_match(window):
        return False
    state = getattr(getattr(window, "controller", None), "state", None)
    return state is None or not state.is_over


def closed_after_match(window) -> bool:
    reason = getattr(window, "left_reason", None) if getattr(window, "table_left", False) else None
    return getattr(reason, "template", None) == net_sentences.CLOSED_AFTER_MATCH.template

