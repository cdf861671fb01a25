"""Who is still reading the last round's scores.

A window shows a round's score sheet until its player goes on, and the
table does not wait for it: the host deals the next round at once.  A
player who walked away from her sheet holds the table on her turn, and the
others read only that it is her turn, for minutes, until the idle rule
plays for her (stranger 19, finding 4).  Her window now says when it shows
a finished round and when it went on (a "sheet" message, sent only to a
host whose challenge says it reads one), and the host's list of seats says
of her that she is still reading the scores (``reading``, beside her kind:
a window that does not know it reads the list as before), so the others
know why the table waits.  The idle rule itself is unchanged.

What a window says is of its own seat only, and believed only where it can
be so: a round of this match has ended, the next one is being played, and
it is said on the connection now seated there.  Said again, it changes
nothing and nobody is sent anything; a window that changes its word more
than ``MOST_CHANGES`` times in one round is taken that round as not reading,
as a window that never says (an honest one says it twice a round).
"""
from __future__ import annotations

from typing import Callable

from ..core import PHASE_PLAY, GameState
from .connection import Connection
from .seat import Seat

# Changes of one seat's word believed in one round: an honest window opens
# the sheet once and goes on once (a language change may say it again).
MOST_CHANGES = 8


class ReadingSeats:
    """``Host``'s readers of the scores (``Host`` is one: it inherits this half)."""

    state: GameState
    started: bool
    match_number: int
    _send_seats: Callable[[], None]

    def _sheet_said(self, seat: Seat, conn: Connection, shown: bool) -> None:
        """``seat``'s window, on ``conn``, says whether it shows a finished
        round's scores; the others are sent the seats when that changes
        what the list says of her."""
        if seat.conn is not conn:
            return  # a connection the seat has since been taken back from
        before = self.still_reading(seat)
        now = (self.match_number, self.state.round_index)
        if seat.sheet_round != now:
            seat.sheet_round, seat.sheet_changes = now, 0
        if shown != seat.reading:
            seat.sheet_changes += 1
        seat.reading = shown and seat.sheet_changes <= MOST_CHANGES
        if self.still_reading(seat) != before:
            self._send_seats()

    def still_reading(self, seat: Seat) -> bool:
        """Whether the list says that ``seat``'s player is still reading the
        last round's scores while the table plays on."""
        s = self.state
        return (seat.reading and seat.person and seat.conn is not None and self.started
                and s.phase == PHASE_PLAY and bool(s.round_results))
