"""The Dominican rule near the target (``core/near_target.py``) as functions:
the ladder read from the scoring table, the words told to the players, and
``settle`` on a round's breakdown.  (Whole Dominican rounds and games are in
``test_dominican.py``.)"""

from __future__ import annotations

from dataclasses import replace

from casino_desktop.core import make_rules
from casino_desktop.core.near_target import ladder_notes, needed_item, on_ladder, settle

RULES = make_rules("dominican-casino")


def _result(points: dict[str, list[int]]) -> dict:
    """A round's breakdown with the given items (totals and end points summed)."""
    items = [{"id": k, "label": k, "points": list(v), "detail": None, "immediate": False} for k, v in points.items()]
    totals = [sum(col) for col in zip(*points.values())]
    return {"items": items, "totals": totals, "added_at_end": list(totals)}


def test_the_ladder_moves_with_the_items_worth():
    # most cards 4, the 10♦ 2, most spades 1: rungs at 17, 19 and 20; 18 is on the ladder but names no item.
    rules = replace(RULES, most_cards=4)
    assert [needed_item(rules, s) for s in (16, 17, 18, 19, 20)] == [None, "cards", None, "big_casino", "spades"]
    assert [on_ladder(rules, s) for s in (16, 17, 18, 20, 21)] == [False, True, True, True, False]


def test_the_words_for_each_side_on_the_ladder():
    notes = dict(ladder_notes(RULES, [18, 10, 20]))
    assert set(notes) == {0, 2}
    assert notes[0] == "only most cards can reach 21 now, and wins at once; sweeps do not score"
    assert notes[2] == "only most spades can reach 21 now, and wins at once; sweeps do not score"
    gap = dict(ladder_notes(replace(RULES, most_cards=4), [18, 0]))
    assert gap == {0: "nothing can reach 21 this round; sweeps do not score"}
    assert ladder_notes(replace(RULES, near_target="off"), [18, 20]) == []


def test_points_that_are_not_the_item_still_count_up_to_one_short():
    """docs/rules.md: a side at 18 that takes two aces stands at 20, and then needs most spades."""
    result = _result({"aces": [2, 2], "sweeps": [1, 0]})
    assert settle(RULES, result, [18, 3]) is None
    assert result["totals"] == [2, 2]  # the sweep is taken off, the aces stay: 18 + 2 = 20
    cut = next(it for it in result["items"] if it["id"] == "near_target")
    assert cut["points"] == [-1, 0] and cut["detail"][0] == "at 18: needs most cards; sweeps do not score"
    assert [sum(it["points"][i] for it in result["items"]) for i in (0, 1)] == result["totals"]


def test_nothing_above_one_short_of_the_target_without_the_item():
    result = _result({"aces": [4, 0], "big_casino": [2, 0]})
    assert settle(RULES, result, [18, 0]) is None
    assert result["totals"][0] == 2 and result["added_at_end"][0] == 2  # 18 + 2 = 20, never 21


def test_the_item_wins_outright_and_count_out_order_settles_two_winners():
    result = _result({"cards": [3, 0], "spades": [0, 1]})
    assert settle(RULES, result, [18, 20]) == 0  # both won their items: cards come first
    assert settle(RULES, _result({"cards": [0, 3], "big_casino": [2, 0]}), [19, 18]) == 1
    lone = _result({"spades": [1, 0]})
    assert settle(RULES, lone, [20, 0]) == 0
    assert "won most spades, the game" in next(it for it in lone["items"] if it["id"] == "near_target")["detail"][0]


def test_below_the_ladder_nothing_changes():
    result = _result({"cards": [3, 0], "sweeps": [2, 0]})
    before = [dict(it) for it in result["items"]], list(result["totals"])
    assert settle(RULES, result, [10, 17]) is None
    assert ([dict(it) for it in result["items"]], result["totals"]) == before
