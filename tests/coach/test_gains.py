"""Where the better move comes out ahead: the grade's own playouts, split by
the core's scoring items, named only beyond noise."""

from __future__ import annotations

import pytest

from casino_desktop.ai.search import SearchPlayer
from casino_desktop.coach import GOOD_BELOW, grade
from casino_desktop.coach.gains import SAY_FROM, ItemisingSearch, item_gains
from casino_desktop.coach.weighing import COACH, weigh_by
from casino_desktop.core import choice_moves, parse_card, resolve, score_round

from .helpers import game_views, view_of


def _labels(variant_view) -> dict[str, str]:
    """The score sheet's row names of the rules played, by item id, from the core."""
    view = variant_view
    sides = view.sides
    mine = [parse_card(c) for c in ("AS", "2S", "JS", "AH", "10D", "5S", "7C")]  # spades, aces, casinos, cards
    piles = [mine] + [[parse_card("3H")]] * (sides - 1)
    result = score_round(view.rules, piles, [1] * sides, [[] for _ in range(sides)], 0, [1] * sides)
    return {it["id"]: it["label"] for it in result["items"]}


def _gains(g) -> dict[str, dict[str, object]]:
    return {m.id: dict(m.fields) for m in g.misses if m.id.startswith("ahead_on")}


def test_krypkasino_says_the_ace_costs_less_than_the_sweeps_it_leaves_the_rival():
    """Play-test 2026-12-06, finding 7: the coach told a Krypkasino player to
    take 6♣ + 8♦ with A♥ rather than 8♦ with 8♥ (no penalty at all), and
    said nothing of why.  It now names the score sheet's rows in penalty
    points: after the ace's capture the rival, who must capture, is left a
    sweep (which costs its maker and credits whoever left the table open),
    and the ace itself costs less than that."""
    view = view_of(["8H", "AH", "3C", "KD"], ["6C", "8D", "4H", "9S"], variant="krypkasino")
    g = grade(view, "8H take 8D", seed=0)
    assert g.best.text() == "AH take 6C 8D" and g.label != "good"
    said = _gains(g)
    labels = _labels(view)
    assert list(said) == ["ahead_on_penalties_two_behind"]
    fields = said["ahead_on_penalties_two_behind"]
    assert {fields["item"], fields["item2"]} == {labels["sweeps"], labels["left_open"]}
    assert fields["lost_item"] == labels["aces"]
    assert g.misses[0].id == "ahead_on_penalties_two_behind"  # right after the verdict that names the better move
    text = str(g.misses[0].text())
    assert text.startswith("The better move comes out ahead by ") and "penalty points on \u201c" in text
    assert text.endswith("though behind by 1.4 on \u201cAces\u201d.")


@pytest.mark.parametrize("options, hand, table, played, rows", [
    ({}, ["7S", "3H", "KC", "4D"], ["7C", "5S", "2S", "QH"], "3H trail", {"little_casino", "cards"}),
    ({"sweep_points": 1}, ["8S", "KH", "4D"], ["5C", "3D"], "KH trail", {"sweeps", "cards"}),
    ({}, ["10S", "3H", "KC", "4D"], ["10D", "5C", "9H"], "3H trail", {"big_casino"}),
])
def test_casino_names_the_rows_the_better_move_wins_in_points(options, hand, table, played, rows):
    view = view_of(hand, table, options)
    g = grade(view, played, seed=0)
    said = _gains(g)
    assert len(said) == 1
    key, fields = next(iter(said.items()))
    assert key == "ahead_on" + ("_two" if len(rows) == 2 else "")
    labels = _labels(view)
    assert {fields["item"], fields.get("item2", fields["item"])} == {labels[r] for r in rows}
    assert str(g.misses[0].text()).startswith("The better move comes out ahead by ")


def test_the_split_adds_up_to_the_points_given_away_and_leaves_the_search_alone():
    view = view_of(["8H", "AH", "3C", "KD"], ["6C", "8D", "4H", "9S"], variant="krypkasino")
    played = resolve(view, "8H take 8D")
    moves = list(choice_moves(view))
    plain, _ = weigh_by(SearchPlayer, view, COACH, 0, moves, keep=played)
    values, search = weigh_by(ItemisingSearch, view, COACH, 0, moves, keep=played)
    assert values == plain  # the same values, best first: keeping the items changes nothing the search does
    best, best_value, worlds = values[0]
    mine = next(v for m, v, _ in values if m == played)
    b, p = search.outcomes_of(best, worlds), search.outcomes_of(played, worlds)
    assert len(b) == len(p) == worlds > 0
    split = sum(sum(x.values()) - sum(y.values()) for x, y in zip(b, p)) / worlds
    assert split == pytest.approx(best_value - mine, abs=1e-9)


def test_nothing_is_said_when_the_moves_are_equal_or_the_split_is_noise():
    view = view_of(["10S", "3H"], ["10D", "5C"])
    assert grade(view, "10S take 10D", seed=1).misses == ()  # the best move itself
    same = [{"cards": 1.0, "aces": 0.0}, {"cards": 0.0, "aces": 1.0}] * 20
    assert item_gains(same, same) == []
    # A mean lead of 0.5 on a row whose worlds swing by 4 either way: within noise.
    noisy = [{"cards": 4.5}, {"cards": -3.5}] * 10
    assert item_gains(noisy, [{"cards": 0.0}] * 20) == []
    steady = [{"cards": 0.5}, {"cards": 0.4}] * 10
    assert item_gains(steady, [{"cards": 0.0}] * 20) == [("cards", pytest.approx(0.45))]
    assert item_gains([{"cards": SAY_FROM / 2}] * 20, [{"cards": 0.0}] * 20) == []
    assert SAY_FROM == GOOD_BELOW


def test_a_solved_position_is_split_along_a_line_of_best_play():
    """The last deal of a real game is solved exactly: no playouts, so the
    split is that of a line of best play after each move.  Mulle: trailing
    an ace in the last deal hands it to the rival (an ace scores 1 there)."""
    views = {v.ply: v for _, v in game_views("mulle", 3, 1)}
    g = grade(views[94], "AS trail", seed=0)
    assert g.mode == "solved" and g.loss == pytest.approx(2.0)
    assert [(m.id, dict(m.fields)["item"]) for m in g.misses] == [("ahead_on", _labels(views[94])["aces"])]
    assert str(g.misses[0].text()) == "The better move comes out ahead by 2.0 points on \u201cAces\u201d."
    # A move further behind than the solver measures (SOLVE_WINDOW, 3 points) is graded as 3 behind: its
    # line of play differs by more than the grade says, so no split of the grade is said.
    far = grade(views[92], "JS trail", seed=0)
    assert far.mode == "solved" and far.loss == pytest.approx(3.0) and _gains(far) == {}


def test_the_same_view_and_seed_give_the_same_words():
    view = view_of(["7S", "3H", "KC", "4D"], ["7C", "5S", "2S", "QH"])
    first = [str(m.text()) for m in grade(view, "3H trail", seed=4).misses]
    assert first == [str(m.text()) for m in grade(view, "3H trail", seed=4).misses]
    assert first[0].startswith("The better move comes out ahead by ")


def test_rows_that_come_to_more_than_the_verdict_says_are_not_named():
    """A play-tester's Krypkasino move (2026-12-06): the verdict said 0.4
    given away, the sentence "ahead by 0.9 on 10♦ big casino", the rest
    behind on rows each too small to name.  Named rows may explain less
    than the loss (the rest is elsewhere), never more by beyond the noise."""
    from casino_desktop.coach.gains import gains_misses
    labels = {"big_casino": "10♦ big casino", "spades": "Spades", "aces": "Aces"}
    assert gains_misses([("big_casino", 0.9)], labels, True, loss=0.4) == []
    assert gains_misses([("big_casino", 0.9), ("aces", -0.4)], labels, True, loss=0.4) != []
    kept = gains_misses([("big_casino", 0.9)], labels, True, loss=1.5)
    assert [m.id for m in kept] == ["ahead_on_penalties"]
    assert gains_misses([("big_casino", 0.5)], labels, False, loss=0.4 - SAY_FROM + 0.3) != []


def test_a_row_just_at_the_naming_floor_or_a_small_part_of_the_loss_is_not_named():
    """The fourth stranger's play-test of 6 December, finding 3: "ahead by 0.2
    penalty points on 10♦ big casino" where neither move touches a 10♦, a
    share just at the floor (``SAY_FROM``), which the same move's gradings
    with other seeds name or not by chance.  Reproduced with the tester's
    cards (the rest of their game unknown): seed 3 said "ahead by 0.2
    penalty points on Spades" (0.207, its standard error 0.044), seeds 0, 1
    and 4 nothing.  A row is named beyond the floor by a standard error, and
    where the better move is ahead, only as a real part of the loss."""
    from casino_desktop.coach.gains import FAIR_SHARE, gains_misses
    view = view_of(["5D", "10C", "10C"], ["7S", "8C", "QH", "10S", "5C"], variant="krypkasino")
    g = grade(view, "10C take 10S", seed=3)
    assert g.best.text() == "5D take 5C" and g.label != "good" and _gains(g) == {}
    # A mean share of 0.22 whose worlds swing by 1 either way (standard error 0.05): sure above 0, but
    # not beyond the floor by its error; at 0.3 it is.
    zero = [{"big_casino": 0.0}] * 400
    assert item_gains([{"big_casino": 1.22}, {"big_casino": -0.78}] * 200, zero) == []
    assert item_gains([{"big_casino": 1.3}, {"big_casino": -0.7}] * 200, zero) == [("big_casino", pytest.approx(0.3))]
    labels = {"big_casino": "10♦ big casino", "spades": "Spades", "sweeps": "Sweeps"}
    small = 3.0 * FAIR_SHARE - 0.05  # ahead, but under an eighth of 3 points given away: not where they went
    said = gains_misses([("spades", 1.2), ("big_casino", small), ("sweeps", -0.3)], labels, True, loss=3.0)
    assert [(m.id, dict(m.fields)["item"]) for m in said] == [("ahead_on_penalties_behind", "Spades")]
