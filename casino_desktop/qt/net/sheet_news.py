"""A round's score sheet at a network table, while the table plays on.

The host deals the next round as soon as one ends; each window keeps its
new deal behind the round's score sheet until its player goes on
(``RemoteController``).  A player who left her sheet open and walked away
held the table on her turn, and nobody could tell: her own window showed
the old round, her one-minute warning went into the log behind the sheet,
and the others read only that it was her turn (stranger 19, finding 4).

So, in her window, the sheet says when the next round is dealt and it is
her turn, and shows the host's word about that turn (the warning, or that
a computer played it) where she is looking; closing the sheet then, with
Escape as with its button, takes her to the table.  Her window tells the
host when it shows a finished round and when it went on (``say_sheet``),
and the others' status line and seat list say she is still reading the
scores (``net.reading_seats``).
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import QLabel

from casino_desktop.core import PHASE_PLAY, PHASE_ROUND_OVER, turn_sentence
from casino_desktop.net import net_sentences
from casino_desktop.qt.net.remote_controller import RemoteController, HostNotice
from casino_desktop.qt.screen_fit import fit_to_screen
from casino_desktop.qt.translate import say, tr

# The host's words about this seat's turn, shown on the sheet as they come:
# a warning (``warns_of_turn``), or that it was played for her.  (A plural: a
# Text filled from it carries the Plural itself.)
_PLAYED_FOR_YOU = net_sentences.SEAT_IDLE_YOU


def table_news(c: RemoteController) -> tuple[bool, object | None]:
    """What the host sent while this window shows a finished round: whether
    a later round is dealt with this seat to move now, and the host's last
    word about this seat's turn (None: none, or that turn is over)."""
    s = c.state
    if s is None or s.phase != PHASE_ROUND_OVER or c.round_wanted:
        return False, None
    last, note = None, None
    for step in c.steps:
        if isinstance(step, HostNotice):
            if net_sentences.warns_of_turn(step.text) or getattr(step.text, "template", None) == _PLAYED_FOR_YOU:
                note = step.text
        else:
            last = step.world
            if net_sentences.warns_of_turn(note):
                note = None  # a move came after the warning: that turn is over
    turn = (last is not None and last.phase == PHASE_PLAY and last.to_move == c.me
            and last.round_index > s.round_index)
    return turn, note


def your_turn_dealt() -> str:
    return tr("The next round is dealt, and it is your turn.",
              note="on the score sheet at a network table: the host dealt the next round while the player read it")


def reading_status(name) -> str:
    return tr("{name} is still reading the last round's scores: the table waits for their move.",
              note="the status line at a network table; {name} is another player's name, never 'You'", name=name)


class SheetNews(QObject):
    """A network window's round ends, as the table goes on (a child of the window)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.label: QLabel | None = None   # the sheet's line of news, once there is any
        self._room = 0                     # the height the sheet grew by for it
        self._said_reading: int | None = None  # the seat the status line says is still reading
        c: RemoteController = window.controller
        window.round_dialog_shown.connect(self._sheet_shown)
        c.behind_sheet.connect(self.show_news)
        for signal in (c.round_started, c.game_started):
            signal.connect(self._tell_host)
        c.next_match.connect(self._tell_host)
        # After the window's own slots: whose turn it is, then who is still reading.
        c.thinking.connect(self._others_turn)
        c.seats_changed.connect(self._seats)

    # --- this player's sheet -----------------------------------------------------------------
    def _sheet_shown(self, dialog) -> None:
        self.label, self._room = None, 0
        dialog.set_aside.connect(self._set_aside)  # after the window's: the table first, then on if it is her turn
        self._tell_host()
        self.show_news()

    def _tell_host(self, *_args) -> None:
        """The host is told whether this window shows a finished round (its
        client sends it only when it changes, and only to a host that reads it)."""
        c = self.window.controller
        shown = c.state is not None and c.state.phase == PHASE_ROUND_OVER and not c.round_wanted
        self.window.bridge.say_sheet(shown)

    def show_news(self) -> None:
        """What the table did meanwhile, on the sheet if it is open, else in
        the status line of the round's end laid out on the table."""
        turn, note = table_news(self.window.controller)
        lines = ([your_turn_dealt()] if turn else []) + ([say(note)] if note is not None else [])
        dialog = self.window.round_dialog
        if dialog is not None and dialog.isVisible():
            self._on_sheet(dialog, "\n".join(lines))
        elif lines:
            self.window.statusBar().showMessage(lines[-1])

    def _on_sheet(self, dialog, text: str) -> None:
        label = self.label
        if label is None:
            if not text:
                return
            label = self.label = QLabel(dialog)
            label.setObjectName("tableNews")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            label.hide()
            # Above the scores: the first thing read on coming back to the screen.
            dialog.layout().insertWidget(0, label)
        label.setText(text)
        label.setVisible(bool(text))
        # The sheet grows by the news, within the screen: the scores it was
        # fitted to whole went behind a scroll bar to make room for it.
        layout = dialog.layout()
        margins = layout.contentsMargins()
        room = label.heightForWidth(dialog.width() - margins.left() - margins.right()) + layout.spacing() if text else 0
        if room != self._room:
            fit_to_screen(dialog, QSize(dialog.width(), dialog.height() + room - self._room))
            self._room = room

    def _set_aside(self) -> None:
        """Escape or the close box: with the next round dealt and hers to
        play, the table she goes to is that round's, not the old one."""
        turn, _note = table_news(self.window.controller)
        if turn:
            self.window.view.setFocus()
            self.window.controller.next_round()

    # --- the others ----------------------------------------------------------------------------
    def _reader(self) -> int | None:
        """The seat to move, if it is another's whom the host's list says is
        still reading the last round's scores, at the table shown as it is."""
        c = self.window.controller
        s = c.state
        if s is None or s.phase != PHASE_PLAY or c.busy or c.away or c.gone or s.to_move == c.me:
            return None
        if c.state_queued():
            return None  # the host's list is of a table this window has not shown yet
        entry = c.seat_list[s.to_move] if 0 <= s.to_move < len(c.seat_list) else None
        return s.to_move if isinstance(entry, dict) and entry.get("reading") is True else None

    def _others_turn(self, seat: int) -> None:
        self._said_reading = None
        if seat >= 0:
            self._say_reader()

    def _seats(self, _seats) -> None:
        c = self.window.controller
        said, reader = self._said_reading, self._reader()
        if reader is not None:
            self._say_reader()
        elif said is not None and c.state is not None and c.state.phase == PHASE_PLAY and c.state.to_move == said:
            # She went on to the table: whose turn it is, as before.
            self._said_reading = None
            self.window.statusBar().showMessage(say(turn_sentence(c.state, c.names[said])))

    def _say_reader(self) -> None:
        reader = self._reader()
        if reader is not None:
            self._said_reading = reader
            self.window.statusBar().showMessage(reading_status(self.window.controller.names[reader]))
