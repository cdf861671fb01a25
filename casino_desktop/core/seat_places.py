"""Where each seat sits round the table, and the name of a seat nobody named.

Seat 0 is at the bottom; the others go clockwise, or the other way round
where play passes to the right (``anticlockwise``, the African games).  A
seat nobody named is called by its compass point, as at a bridge table:
the names are fixed to the places of the table they were given at, so a
network table's seats are called the same on every player's screen,
whichever seat each player sees at their own bottom.
"""
from __future__ import annotations

from .templates import N_, Text

SEAT_SIDES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
# Play to the right: the same places taken the other way round the table.
SEAT_SIDES_ANTICLOCKWISE = {n: sides[:1] + sides[:0:-1] for n, sides in SEAT_SIDES.items()}

# The value stays English (the play log's sentences and the records read
# it); it is shown through the catalog.
COMPASS = {"bottom": N_("South", note="a seat's name: its place at the table"),
           "left": N_("West", note="a seat's name: its place at the table"),
           "top": N_("North", note="a seat's name: its place at the table"),
           "right": N_("East", note="a seat's name: its place at the table")}


def seat_sides(players: int, anticlockwise: bool = False) -> tuple[str, ...]:
    """Each seat's place with seat 0 at the bottom: clockwise, or the other way
    round where play passes to the right.  The one source of the places (the
    default names of the seats follow them)."""
    return (SEAT_SIDES_ANTICLOCKWISE if anticlockwise else SEAT_SIDES)[players]


def seat_side(players: int, seat: int, anticlockwise: bool = False) -> str:
    return seat_sides(players, anticlockwise)[seat]


def compass_name(players: int, seat: int, anticlockwise: bool = False) -> Text:
    """The default name of ``seat``: its compass point ("North")."""
    return COMPASS[seat_side(players, seat, anticlockwise)]
