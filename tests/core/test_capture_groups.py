"""A capture of several groups is said group by group (play-test 2026-12-06,
finding 4): Mulle's 10♣ offered "Take 4♠ + 5♥ + 5♣ + 6♦" (4 + 6 and 5 + 5),
which reads as one sum of 20 and looks illegal, and the log said "takes
build 10 (A♠ + 2♣ + 7♣) + 4♦ + 6♥ with 10♦".  The chooser, the log, the
hint and the coach now list the groups ("4♠ + 6♦ and 5♥ + 5♣"), in each
language's words for the list; one group reads as before.  The groups are the ones the rule that
checks the capture finds (``rule_captures.capture_groups``)."""
from __future__ import annotations

from casino_desktop.cli.language import language_lookup
from casino_desktop.core import YOU_NAME, apply, legal_moves, move_advice, move_labels, move_lines
from casino_desktop.core.moves import CAPTURE
from casino_desktop.core.templates import render
from tests.core.helpers import legal, position


def _played(state, text):
    move = legal(state, text)
    after = state.clone()
    apply(after, move)
    return move, after


def test_two_sum_groups_read_as_two_groups_in_the_chooser_the_log_and_the_hint():
    s = position("mulle", "TC 2H", "4S 5H 5C 6D", others={"1": "9C"})
    move, after = _played(s, "TC take 4S 5H 5C 6D")
    assert move_labels(s, [move]) == ["Take 4\u2660 + 6\u2666 and 5\u2665 + 5\u2663"]
    assert move_lines(["North", "South"], s, 0, move, after)[0] == (
        "North takes 4\u2660 + 6\u2666 and 5\u2665 + 5\u2663 with 10\u2663 and sweeps the table")
    assert move_lines([YOU_NAME, "North"], s, 0, move, after)[0].startswith("You take 4\u2660 + 6\u2666 and 5\u2665 + 5\u2663 with")
    assert move_advice(move, at=s) == "take 4\u2660 + 6\u2666 and 5\u2665 + 5\u2663 with 10\u2663"
    # The other choice of the same drop, one group, reads as before.
    one = legal(s, "TC take 5H 5C")
    assert move_labels(s, [one]) == ["Take 5\u2665 + 5\u2663"]


def test_a_build_taken_whole_and_a_sum_group_read_as_two_groups():
    s = position("casino", "TD 2H", "4D 6H", builds=[("AS 2C 7C", 10, False, 0)], others={"1": "9C"})
    move, after = _played(s, "TD take [AS 2C 7C] 4D 6H")
    assert move_labels(s, [move]) == ["Take build 10 and 4\u2666 + 6\u2665"]
    assert move_lines([YOU_NAME, "North"], s, 0, move, after)[0].startswith(
        "You take build 10 (A\u2660 + 2\u2663 + 7\u2663) and 4\u2666 + 6\u2665 with 10\u2666")


def test_one_group_and_one_build_taken_by_its_value_read_as_before():
    s = position("casino", "8S 5S TD", "3C 5D 5H 2D", builds=[("4C 6C", 10, False, 1)], others={"1": "9C"})
    assert move_advice(legal(s, "8S take 3C 5D"), at=s) == "take 3\u2663 + 5\u2666 with 8\u2660"
    assert move_advice(legal(s, "TD take [4C 6C]"), at=s) == "take build 10 (4\u2663 + 6\u2663) with 10\u2666"
    # Equal cards beside a sum group: each group its own, the list says so.
    mixed = legal(s, "5S take 5D 5H 2D 3C")
    assert move_labels(s, [mixed]) == ["Take 2\u2666 + 3\u2663, 5\u2665 and 5\u2666"]


def test_an_ace_played_as_fourteen_is_grouped_at_that_value():
    s = position("casino", "AS 2H", "AD 9C 5H", options={"ace_value": "1_or_14"}, others={"1": "9D"})
    moves = [m for m in legal_moves(s) if m.kind == CAPTURE and m.value == 14 and len(m.loose) == 3]
    assert moves, [m.text(True) for m in legal_moves(s)]
    assert move_labels(s, moves[:1]) == ["Take A\u2666 and 5\u2665 + 9\u2663 (A\u2660 as 14)"]


def test_the_list_of_groups_is_said_in_the_players_language():
    s = position("mulle", "TC 2H", "4S 5H 5C 6D", others={"1": "9C"})
    move = legal(s, "TC take 4S 5H 5C 6D")
    assert render(move_labels(s, [move])[0], language_lookup("nb")) == "Ta 4\u2660 + 6\u2666 og 5\u2665 + 5\u2663"


def test_a_build_and_a_card_of_its_value_read_as_two_groups():
    """The twentieth stranger's log: "North takes build 8 (2♠ + 6♣) + 8♣ with 8♦",
    a sum of 16 to the eye; a build beside another group is its own group."""
    s = position("casino", "8D 2H", "8C", builds=[("2S 6C", 8, False, 1)], others={"1": "9C"})
    move, after = _played(s, "8D take [2S 6C] 8C")
    assert move_labels(s, [move]) == ["Take build 8 and 8\u2663"]
    assert move_lines(["South", "North"], s, 0, move, after)[0].startswith(
        "South takes build 8 (2\u2660 + 6\u2663) and 8\u2663 with 8\u2666")


def test_equal_cards_taken_as_pairs_are_listed_not_added():
    """The twenty-second stranger's play-test (2026-12-07): in Kasino, where
    the ace is 14 from the hand, the log said "You take 7♥ + 7♣ with 7♦" (two
    pairs) and "North takes 7♥ + 7♣ with A♠" (one sum of 14) alike.  The
    Indonesian rules the player learned from write a sum with "+" and
    separate groups with "and" (seed 001, line 47: "9 wajik cocok dengan
    9 sekop dan 4+3+2 juga berjumlah 9"), as the log already did for
    "2♦ + 3♣, 5♥ and 5♦": equal cards taken alone now read so too."""
    s = position("kasino", "7D AS", "7H 7C 2D", others={"1": "9C"})
    pairs, after = _played(s, "7D take 7H 7C")
    assert move_labels(s, [pairs]) == ["Take 7\u2665 and 7\u2663"]
    assert move_lines([YOU_NAME, "North"], s, 0, pairs, after)[0] == "You take 7\u2665 and 7\u2663 with 7\u2666"
    assert move_advice(pairs, at=s) == "take 7\u2665 and 7\u2663 with 7\u2666"
    total = legal(s, "AS take 7H 7C")  # 7 + 7 = 14: one sum, still in a row
    assert move_advice(total, at=s) == "take 7\u2665 + 7\u2663 with A\u2660"
    casino = position("casino", "8S 5S TD", "3C 5D 5H 2D", builds=[("4C 6C", 10, False, 1)], others={"1": "9C"})
    assert move_advice(legal(casino, "5S take 5D 5H"), at=casino) == "take 5\u2665 and 5\u2666 with 5\u2660"
    # A build and a loose card of its value: two groups, not build + card.
    build = position("casino", "TD 2H", "TC", builds=[("4C 6C", 10, False, 1)], others={"1": "9C"})
    assert move_labels(build, [legal(build, "TD take [4C 6C] TC")]) == ["Take build 10 and 10\u2663"]
