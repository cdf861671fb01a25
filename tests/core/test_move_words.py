"""A move in words (``core.move_words``): said of "You", of a named seat
and as advice; the sweep in the capture's own sentence; a build named as
one, and a multiple build or a capture of several groups group by group,
alike in the log, the hint and a take-back."""
from __future__ import annotations

import pytest

from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game, parse_card, resolve
from casino_desktop.core.moves import CAPTURE, TRAIL, Move
from casino_desktop.core.log_lines import move_lines
from casino_desktop.core.move_words import move_advice, move_sentence
from casino_desktop.core.sentences import phrase
from tests.core.helpers import position

C = parse_card


def test_a_capture_said_of_each_person_and_as_advice():
    at = position("casino", "8S 7H", "3C 5D")
    take = Move(CAPTURE, C("8S"), 8, (C("3C"), C("5D")), ())
    assert move_sentence("You", take, at=at) == "You take 3\u2663 + 5\u2666 with 8\u2660"
    assert move_sentence("Anna", take, at=at) == "Anna takes 3\u2663 + 5\u2666 with 8\u2660"
    assert move_advice(take, at=at) == "take 3\u2663 + 5\u2666 with 8\u2660"
    assert move_sentence("You", take, swept=True, at=at) == "You take 3\u2663 + 5\u2666 with 8\u2660 and sweep the table"
    assert move_sentence("North", take, swept=True, at=at).endswith("with 8\u2660 and sweeps the table")


def test_only_a_capture_can_sweep():
    with pytest.raises(AssertionError):
        move_sentence("You", Move(TRAIL, C("7H")), swept=True, at=position("casino", "7H", "3C"))


@pytest.mark.parametrize("variant", ["casino", "kasino", "mulle"])
def test_the_advice_is_the_players_sentence_without_its_subject(variant):
    state = new_game(make_rules(variant), 2, False, 11)
    while state.phase == PHASE_PLAY:
        move = legal_moves(state)[len(legal_moves(state)) // 2]
        assert "You " + move_advice(move, at=state) == move_sentence("You", move, at=state)
        apply(state, move)


def test_a_raise_or_add_names_the_build_it_changes_and_the_table_cards_it_puts_in():
    """A playtest: "You raise a build to 9 with 2♥" said neither which build
    nor whose.  The build is named as it stood, the table cards the move
    puts in (loose ones, merged builds named as one) follow, and a line
    says whose it was where it was not the mover's own."""
    at = position("casino", "2D 7C 9H", "7S", builds=[("4D AD", 5, False, 1)], others={"1": "5C 9C"})
    plain, with_loose = resolve(at, "2D raise 7 [AD 4D]"), resolve(at, "2D raise 7 [AD 4D] 7S")
    assert move_sentence("You", plain, at=at) == "You raise build 5 (A♦ + 4♦) to 7 with 2♦"
    assert move_sentence("You", with_loose, at=at) == "You raise build 5 (A♦ + 4♦) to 7 with 2♦ and 7♠"
    assert move_advice(with_loose, at=at) == "raise build 5 (A♦ + 4♦) to 7 with 2♦ and 7♠"
    after = at.clone()
    apply(after, plain)
    assert move_lines(["You", "North"], at, 0, plain, after) == [
        "You raise build 5 (A♦ + 4♦) to 7 with 2♦", "The build of 5 was North's"]
    # Raising one's own build needs no second line; another seat's, said of "you" too.
    own = position("casino", "2D 7C", "", builds=[("4D AD", 5, False, 0)], others={"1": "5C 9C"})
    raise_own = resolve(own, "2D raise 7 [AD 4D]")
    after = own.clone()
    apply(after, raise_own)
    assert move_lines(["North", "You"], own, 0, raise_own, after) == ["North raises build 5 (A♦ + 4♦) to 7 with 2♦"]
    yours = position("casino", "2D 7C", "", builds=[("4D AD", 5, False, 1)], others={"1": "5C 9C"})
    after = yours.clone()
    apply(after, raise_own)
    assert move_lines(["North", "You"], yours, 0, raise_own, after)[1] == "The build of 5 was yours"
    # An add names the build it adds to, and the loose cards it puts in besides the hand card.
    adding = position("casino", "7C 7H", "7S", builds=[("3C 4H", 7, False, 1)], others={"1": "5C 9C"})
    add = resolve(adding, "7H add 7 [3C 4H] 7S")
    assert move_sentence("You", add, at=adding) == "You add 7♥ and 7♠ to build 7 (3♣ + 4♥)"
    assert move_advice(resolve(adding, "7H add 7 [3C 4H]"), at=adding) == "add 7♥ to build 7 (3♣ + 4♥)"


def test_a_multiple_build_is_told_group_by_group():
    # "North builds 10 with 5♥ on 5♠ + 10♣" read as one sum of 20.
    from casino_desktop.core import apply, legal_moves

    prev = position("casino", "5H 10D", "5S 10C 3C", others={"1": "2D 4D 6D"})
    move = next(m for m in legal_moves(prev) if m.text() == "5H build 10 5S 10C")
    s = prev.clone()
    apply(s, move)
    assert move_lines(["North", "You"], prev, 0, move, s)[0] == "North builds 10s with 5\u2665: 5\u2665 + 5\u2660 and 10\u2663"
    assert move_lines(["You", "North"], prev, 0, move, s)[0] == "You build 10s with 5\u2665: 5\u2665 + 5\u2660 and 10\u2663"
    single = next(m for m in legal_moves(prev) if m.text() == "5H build 10 5S")
    s = prev.clone()
    apply(s, single)
    assert move_lines(["You", "North"], prev, 0, single, s)[0] == "You build 10 with 5\u2665 on 5\u2660"


def test_a_multiple_build_is_told_group_by_group_by_the_coach_and_the_hint_too():
    """Stranger 12: the log said "You build 6s with A♠: A♠ + 5♥ and 6♥",
    but the coach's verdict (and a take-back, and the hint's advice) said
    "You build 6 with A♠ on 5♥ + 6♥", one sum of 11."""
    prev = position("casino", "AS 6C", "5H 6H")
    move = next(m for m in legal_moves(prev) if m.text() == "AS build 6 5H 6H")
    assert move_sentence("You", move, at=prev) == "You build 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    assert move_sentence("North", move, at=prev) == "North builds 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    assert move_advice(move, at=prev) == "build 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    single = next(m for m in legal_moves(prev) if m.text() == "AS build 6 5H")
    assert move_advice(single, at=prev) == "build 6 with A\u2660 on 5\u2665"


def test_a_multiple_build_taken_is_called_multiple_in_the_log_the_hint_and_a_take_back():
    """Stranger 13: "You take the build of 11 (5♥ + 6♠ and J♣) with J♥",
    where the table called it "Build of 11 · multiple".  Its own template
    (never the word glued on); a single build taken keeps the plain one."""
    from casino_desktop.core.pointing import move_label

    prev = position("casino", "7D 8H", "", builds=[("3C 4D 7S", 7, True, 1)], others={"1": "9C"})
    take = resolve(prev, "7D take [3C 4D 7S]")
    s = prev.clone()
    apply(s, take)
    line = move_lines(["You", "North"], prev, 0, take, s)[0]
    assert line == "You take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    assert move_sentence("North", take, at=prev) == "North takes multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    assert move_advice(take, at=prev) == "take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    assert phrase("taken_back", move=move_sentence("You", take, at=prev)) == (
        "Taken back: You take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666.")
    assert move_label(prev, take) == "Take multiple build 7"  # the chooser's line, the action bar's button
    single = position("casino", "7D 8H", "", builds=[("3C 4D", 7, False, 1)], others={"1": "9C"})
    assert move_advice(resolve(single, "7D take [3C 4D]"), at=single) == "take build 7 (3\u2663 + 4\u2666) with 7\u2666"
    assert move_label(single, resolve(single, "7D take [3C 4D]")) == "Take build 7"


def test_a_multiple_build_is_named_in_one_order_when_made_and_when_taken():
    """Stranger 12: the log said "You build 6s with A♠: A♠ + 5♥ and 6♥",
    the hint then "take build 6 (5♥ + A♠ and 6♥)"; the chooser, the log,
    the hint and the coach list a multiple build's cards alike."""
    from casino_desktop.core.pointing import move_label

    prev = position("casino", "AS 6C", "5H 6H", others={"1": "9C 2D"})
    build = next(m for m in legal_moves(prev) if m.text() == "AS build 6 5H 6H")
    s = prev.clone()
    apply(s, build)
    assert move_lines(["You", "North"], prev, 0, build, s)[0] == "You build 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    assert move_label(prev, build) == "Build 6s with A\u2660 + 5\u2665 and 6\u2665"
    s.to_move = 0  # the person again, to take it
    take = resolve(s, "6C take [AS 5H 6H]")
    assert move_advice(take, at=s) == "take multiple build 6 (A\u2660 + 5\u2665 and 6\u2665) with 6\u2663"


def test_a_build_taken_as_a_card_in_a_sum_is_named_by_its_own_value():
    """A playtest: North's single build of 4 (A♥ + 3♠), taken with 2♠ and
    6♠ by the 6♦ where single builds count as cards, was logged as "build 6".
    The log, the hint and the take-back name it by its own value; a build
    taken by its value still reads as before."""

    prev = position("casino", "6D 8H", "2S 6S", builds=[("AH 3S", 4, False, 1)],
                    options={"single_build_as_card": True}, others={"1": "9C"})
    move = resolve(prev, "6D take [AH 3S] 2S 6S")
    s = prev.clone()
    apply(s, move)
    # Two groups of 6 (the build of 4 with 2♠, and 6♠), said as two (``test_capture_groups``).
    said = "You take build 4 (A\u2665 + 3\u2660) + 2\u2660 and 6\u2660 with 6\u2666"
    assert move_lines(["You", "North"], prev, 0, move, s)[0] == said
    assert move_advice(move, at=prev) == "take build 4 (A\u2665 + 3\u2660) + 2\u2660 and 6\u2660 with 6\u2666"
    plain = position("casino", "4D 8H", "", builds=[("AH 3S", 4, False, 1)], others={"1": "9C"})
    taken = resolve(plain, "4D take [AH 3S]")
    assert move_sentence("You", taken, at=plain) == "You take build 4 (A\u2665 + 3\u2660) with 4\u2666"


def test_a_multiple_build_taken_or_a_build_taken_in_is_named_group_by_group():
    """A playtest: "You take build 7 (3♣ + 4♦ + 7♠) with 7♦" read as one
    sum of 14; and a single build taken into a new build read as loose
    cards.  Each is named as the build it is."""

    prev = position("casino", "7D 8H", "", builds=[("3C 4D 7S", 7, True, 1)], others={"1": "9C"})
    move = resolve(prev, "7D take [3C 4D 7S]")
    assert move_sentence("You", move, at=prev) == "You take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    taken_in = position("casino", "3H 9S", "2C", builds=[("AD 3C", 4, False, 1)],
                        options={"single_build_as_card": True}, others={"1": "9C"})
    build = resolve(taken_in, "3H build 9 [AD 3C] 2C")
    s = taken_in.clone()
    apply(s, build)
    assert move_lines(["You", "North"], taken_in, 0, build, s)[0] == (
        "You build 9 with 3\u2665 on build 4 (A\u2666 + 3\u2663) + 2\u2663")


def test_an_add_to_a_multiple_build_calls_it_one_and_an_add_to_a_single_build_does_not():
    """Taking a multiple build said "multiple" (stranger 13); adding to one
    said only "build 8 (8♠ and 3♦ + 5♣)", as if it were a single sum."""
    prev = position("casino", "8H 8C 6H", "2C", builds=[("3D 5C 8S", 8, True, 0)], others={"1": "9C 4D"})
    plain, with_table = (resolve(prev, text) for text in ("8H add 8 [3D 5C 8S]", "6H add 8 [3D 5C 8S] 2C"))
    assert move_sentence("You", plain, at=prev) == "You add 8\u2665 to multiple build 8 (8\u2660 and 3\u2666 + 5\u2663)"
    assert move_sentence("North", with_table, at=prev) == (
        "North adds 6\u2665 and 2\u2663 to multiple build 8 (8\u2660 and 3\u2666 + 5\u2663)")
    assert move_advice(with_table, at=prev).startswith("add 6\u2665 and 2\u2663 to multiple build 8")
    single = position("casino", "8H 8C 6H", "2C", builds=[("3D 5C", 8, False, 0)], others={"1": "9C 4D"})
    assert move_sentence("You", resolve(single, "8H add 8 [3D 5C]"), at=single) == "You add 8\u2665 to build 8 (3\u2666 + 5\u2663)"
