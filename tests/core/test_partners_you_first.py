"""A side of two partners names "You" first (stranger 17): a player at a
network table's third seat read her side as "Иван och Du" ("Ivan & You"),
the capital of the sentence-start "You" in the middle of the name."""
from __future__ import annotations

from casino_desktop.core import YOU_NAME, partners, person_of
from casino_desktop.core.sentences import YOU


def test_you_come_first_in_your_side_whichever_seat_you_have():
    assert str(partners("Ivan", YOU_NAME)) == "You & Ivan"
    assert str(partners(YOU_NAME, "Ivan")) == "You & Ivan"
    assert str(partners("West", "East")) == "West & East", "two others keep their seats' order"
    assert person_of(partners("Ivan", YOU_NAME)) != YOU, "the side is spoken of as two, not as you"
