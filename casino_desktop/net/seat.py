"""What the host keeps of each seat at its table: its plan (a person's or a
computer's, kept in the match file), the connection seated there, and what
the table has learnt of that program (its name, whether it plays by
itself, pings, left on purpose, reads a round's scores).  ``Seat.kind`` is
what every window's seat list says of it.  Split from the host's door
(``host_door``), which seats and unseats programs; the table's loop and
its waits read the same seats.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import compass_name
from .connection import Connection
from .match_file import REMOTE, SeatPlan

# A seat's kinds (``Seat.kind``) whose moves a computer chooses: the person's
# stand-in while they are away, and a computer player's own seat.
STAND_IN_KINDS = ("dropped", "left")
COMPUTER_KINDS = ("computer", "bot") + STAND_IN_KINDS


@dataclass
class Seat:
    index: int
    plan: SeatPlan
    conn: Connection | None = None
    name: str = ""
    player: object = None           # the computer (or stand-in) that plays this seat, made once
    # The program last seated here said it plays by itself (``net bot``)
    # rather than for a person at a window.  Kept after it drops: a seat a
    # person left waits for a person's return, a bot's is played on.
    bot: bool = False
    # Its program said "leave" before its connection ended: the others are
    # told she left, not that she lost the connection.
    left: bool = False
    # Its player was told this host resumed the match (once a run of the
    # host: a later drop and return in the same run is no such news).
    told_resumed: bool = False
    # The seat of the person who hosts the table (their window opened it:
    # ``qt.net.menu``): the others' lists say so, not that they joined.
    hosts: bool = False
    # A program sat here during this run of the host.  A resumed table's
    # seat that none has yet is not back, rather than dropped (``not_back``).
    came: bool = False
    # Its window said it shows a finished round's scores (``reading_seats``),
    # and how often its word changed in which round (match, round).
    reading: bool = False
    sheet_changes: int = 0
    sheet_round: tuple = ()
    # When the host last read a line from the program seated here (the
    # loop's clock), and whether it pings (``client.PING_EVERY``): only a
    # program that pings is silent for a reason when it sends nothing.
    heard: float = 0.0
    pings: bool = False
    # The silence the others were last told of (``TableWaits._watch_silence``):
    # the table's move count and ``heard`` then.
    silence_told: tuple[int, float] | None = None
    # When its connection last dropped (the loop's clock; not on a chosen
    # leave): her turn waits a moment for her window to dial again
    # (``TableWaits._drop_grace``).
    dropped_at: float | None = None
    # Its connection ended just after the host itself stood still, and the
    # others were not told (``host_still``): said if she is not back in time.
    drop_unsaid: bool = False

    @property
    def person(self) -> bool:
        return self.plan.kind == REMOTE

    def shown_name(self, players: int = 4, anticlockwise: bool = False):
        """The name the player typed, else the seat's compass point, fixed to
        the host's table so every screen calls the seat the same."""
        return self.name or self.plan.name or compass_name(players, self.index, anticlockwise)

    def kind(self) -> str:
        """What the host's window lists: a computer's seat, or a person's who
        has not yet joined, is connected, or dropped (their stand-in plays)
        or "left" on purpose (the same, but said as she chose it); a
        person's seat taken by a ``net bot`` is a computer player's that
        joined over the network ("bot"), not a person's; the host's own
        seat, while connected, is "host".  A window that does not know
        "bot" or "host" says what it said before: joined and connected."""
        if not self.person:
            return "computer"
        if self.plan.token is None:
            return "open"
        if self.conn is None:
            return "left" if self.left else "dropped"
        if self.hosts:
            return "host"
        return "bot" if self.bot else "connected"

    def not_back(self, resumed: bool) -> bool:
        """A person's seat at a resumed table that nobody has come back to
        yet: her stand-in plays, as for a dropped connection, but nothing was
        lost.  Sent beside the kind "dropped" (``Host._seat_list``), which a
        window that does not know this reads as before."""
        return resumed and not self.came and self.kind() == "dropped"
