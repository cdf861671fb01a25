"""Where each seat sits, and the compass name of a seat nobody named."""
from __future__ import annotations

import pytest

from casino_desktop.core.seat_places import compass_name, seat_side, seat_sides


def test_seat_zero_sits_at_the_bottom_and_the_others_go_clockwise():
    assert seat_sides(2) == ("bottom", "top")
    assert seat_sides(3) == ("bottom", "left", "right")
    assert seat_sides(4) == ("bottom", "left", "top", "right")


def test_play_to_the_right_takes_the_same_places_the_other_way_round():
    assert seat_sides(4, anticlockwise=True) == ("bottom", "right", "top", "left")
    assert seat_sides(3, anticlockwise=True) == ("bottom", "right", "left")
    assert seat_sides(2, anticlockwise=True) == seat_sides(2)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("anticlockwise", [False, True])
def test_every_seat_has_its_own_compass_name(players, anticlockwise):
    names = [str(compass_name(players, seat, anticlockwise)) for seat in range(players)]
    assert names[0] == "South" and len(set(names)) == players
    assert all(str(compass_name(players, s, anticlockwise)) == {"bottom": "South", "left": "West", "top": "North",
                                                                 "right": "East"}[seat_side(players, s, anticlockwise)]
               for s in range(players))
