import dataclasses
from pathlib import Path

import pytest

import casino_desktop.practice as practice
from casino_desktop.practice.drill import ANSWER_FORMS, KINDS, Verdict

from .helpers import cached_drill_set


def test_drills_are_frozen_and_shown_without_their_answer():
    d = cached_drill_set("casino")["captures"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.answer = frozenset()
    shown = d.public_json()
    assert "answer" not in shown and shown["answer_form"] == "moves"
    assert shown["position"] == d.position_data()
    assert hash(d) == hash(cached_drill_set("casino")["captures"])
    assert set(ANSWER_FORMS) == set(KINDS)


def test_a_verdict_names_its_cards_as_text():
    v = Verdict(False, "No.", (0, 51), 3, "")
    assert v.to_json() == {"right": False, "sentence": "No.", "cards": ["AS", "KC"], "right_answer": 3,
                           "right_text": ""}


def test_every_practice_module_has_its_test_module():
    modules = {p.stem for p in Path(practice.__file__).parent.glob("*.py")} - {"__init__"}
    here = Path(__file__).parent
    assert [m for m in sorted(modules) if not (here / f"test_{m}.py").exists()] == []


def _position(variant: str, builds=(), piles=None, players: int = 4, partnerships: bool = True):
    """Seat 0 to move with 5♥ and 9♣, a 6♦ loose; ``builds``: (cards, value, controller)."""
    from casino_desktop.core import position_from_json
    table: list = ["6D"] + [{"build": cards.split(), "value": value, "multiple": False, "controller": owner}
                            for cards, value, owner in builds]
    data: dict = {"variant": variant, "players": players, "partnerships": partnerships, "to_move": 0,
                  "hands": {"0": ["5H", "9C"]}, "table": table, "final_deal": True}
    if piles is not None:
        data["piles"] = [p.split() for p in piles]
    return position_from_json(data)


def test_a_drill_tells_partnerships_only_where_the_table_shows_the_partners_things():
    """A drill in partnerships said "your partner sits opposite you" over a
    hand and loose cards alone (the eighth stranger's play-test of 6
    December): the partnership is told where the partner's build or own
    capture pile is on the table, the things the rules judge the partner by."""
    from casino_desktop.practice.drill import partner_in_view
    assert not partner_in_view(_position("casino"))  # four in partnerships, nothing of the partner's
    assert not partner_in_view(_position("casino", builds=[("3H 4D", 7, 1)]))  # an opponent's build
    assert partner_in_view(_position("casino", builds=[("3H 4D", 7, 2)]))  # the partner's build
    assert not partner_in_view(_position("casino", players=2, partnerships=False))
    # Separate capture piles (Sotho): the partner's pile, with a top card in play, is theirs alone.
    assert partner_in_view(_position("sotho-casino", piles=["2C", "8D", "4S", ""]))
    assert not partner_in_view(_position("sotho-casino", piles=["2C", "8D", "", "5C"]))  # the opponents'
    # Shared piles (Swazi): the pile the player shares with the partner is the player's own.
    assert not partner_in_view(_position("swazi-casino", piles=["2C", "8D"]))
