"""What the host keeps of a seat, and what every seat list says of it
(``net.seat``): a computer's seat, a person's not yet taken, connected,
dropped or left, a bot's, the host's own; and the name a seat goes by."""
from __future__ import annotations

from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan
from casino_desktop.net.seat import COMPUTER_KINDS, STAND_IN_KINDS, Seat


def _person(token: str | None = "ab" * 32, **kwargs) -> Seat:
    return Seat(1, SeatPlan(REMOTE, "casual", token=token), **kwargs)


def test_each_kind_a_seat_list_says():
    assert Seat(0, SeatPlan(COMPUTER, "beginner")).kind() == "computer"
    assert _person(token=None).kind() == "open"
    assert _person().kind() == "dropped"
    assert _person(left=True).kind() == "left"
    here = object()
    assert _person(conn=here).kind() == "connected"  # type: ignore[arg-type]  # any connection will do
    assert _person(conn=here, bot=True).kind() == "bot"  # type: ignore[arg-type]
    assert _person(conn=here, hosts=True).kind() == "host"  # type: ignore[arg-type]


def test_the_kinds_a_computer_plays():
    assert set(STAND_IN_KINDS) == {"dropped", "left"}
    assert set(COMPUTER_KINDS) == {"computer", "bot", "dropped", "left"}


def test_a_seat_nobody_came_back_to_at_a_resumed_table_is_not_back_rather_than_dropped():
    seat = _person()
    assert seat.not_back(resumed=True)
    assert not seat.not_back(resumed=False), "at a fresh table a seat without a connection dropped"
    seat.came = True
    assert not seat.not_back(resumed=True), "she came in this run: she dropped since"


def test_a_seat_goes_by_the_name_typed_else_its_plans_else_its_place():
    assert Seat(0, SeatPlan(REMOTE, "casual", "Ann"), name="Annie").shown_name() == "Annie"
    assert Seat(0, SeatPlan(REMOTE, "casual", "Ann")).shown_name() == "Ann"
    assert str(Seat(0, SeatPlan(REMOTE, "casual")).shown_name(2)) != ""
    assert str(Seat(0, SeatPlan(REMOTE, "casual")).shown_name(2)) != str(Seat(1, SeatPlan(REMOTE, "casual")).shown_name(2))
