"""core.pointing: from what the player points at to the engine's legal moves (no Qt)."""
from __future__ import annotations

from casino_desktop.core import BUILD, CAPTURE, check, legal_moves, parse_card

from casino_desktop.core.pointing import (Pick, drop_targets, exact_moves, joinable, move_labels,
                                           offer_for_drop, offer_for_selection, pick_text)
from .helpers import dealt_position as position

C = parse_card


def test_labels_read_like_the_rules():
    state = position("casino", "3S 3H 6C", "AC 2D")
    offer = offer_for_drop(state, C("3S"), Pick.of([C("AC")]), widen=True)
    assert move_labels(state, offer.moves) == ["Take A♣ + 2♦", "Build 3s with A♣ + 2♦", "Build 6 with A♣ + 2♦"]
    every = offer_for_selection(state, C("3S"), Pick())
    assert move_labels(state, every.moves)[-1] == "Trail"


def test_every_offer_is_a_legal_move():
    state = position("casino", "8S 4H", "5D 3C 6H 8D")
    legal = legal_moves(state)
    for face in (C("8S"), C("4H")):
        offer = offer_for_selection(state, face, Pick())
        assert offer.moves and all(m in legal for m in offer.moves)


def test_exact_selection_and_running_sum():
    state = position("casino", "8S 4H", "5D 3C 6H")
    pick = Pick.of([C("5D"), C("3C")])
    assert [m.kind for m in exact_moves(state, C("8S"), pick)] == [CAPTURE]
    assert pick_text(state, pick) == "3♣ + 5♦ = 8"
    faces, keys = joinable(state, C("8S"), Pick.of([C("5D")]))
    assert faces == {C("3C")} and not keys


def test_a_sum_no_card_can_take_is_not_said():
    """Two 10s picked for a 10 are two pairs, not a sum of 20 (stranger 14:
    "10♠ + 10♥ = 20"); a sum a card can take is still said."""
    state = position("casino", "TD 4H", "TS TH 9C AC")
    assert pick_text(state, Pick.of([C("TS"), C("TH")])) == "10♠ + 10♥"
    assert pick_text(state, Pick.of([C("9C"), C("AC")])) == "A♣ + 9♣ = 10"
    royal = position("royal-casino", "KD 4H", "KS KH 9C 4C")  # a king is 13; 13 + 13 is no card's
    assert pick_text(royal, Pick.of([C("KS"), C("KH")])) == "K♠ + K♥"
    assert pick_text(royal, Pick.of([C("9C"), C("4C")])) == "4♣ + 9♣ = 13"


def test_refusal_is_the_engines_sentence_for_the_likely_meaning():
    # 5♣ dropped on a 4 reads as "build 9", which needs a 9 in the hand.
    state = position("casino", "5C 7H", "4C QS")
    offer = offer_for_drop(state, C("5C"), Pick.of([C("4C")]), widen=True)
    assert not offer.moves
    assert offer.reason == check(state, (BUILD, C("5C"), 9, (C("4C"),), ()))
    assert "9" in offer.reason
    # A queen dropped on a number is a capture attempt.
    state = position("casino", "QH 7H", "4C")
    offer = offer_for_drop(state, C("QH"), Pick.of([C("4C")]), widen=True)
    assert offer.reason == check(state, (CAPTURE, C("QH"), None, (C("4C"),), ()))


def test_drop_targets_include_the_felt_only_when_trailing_is_legal():
    state = position("casino", "8S 4H", "8D")
    faces, keys, felt = drop_targets(state, C("8S"))
    assert faces == {C("8D")} and felt


def test_trail_and_build_has_its_own_words():
    from casino_desktop.core import TRAIL, make_rules
    from casino_desktop.core.values import value_table
    state = position("casino", "2S 7H 9C", "4D 5C")
    state.rules = make_rules("casino", {"trail_and_build": True})
    state.values = value_table(state.rules)
    moves = [m for m in legal_moves(state) if m.kind == TRAIL and m.loose]
    assert moves  # 7♥ trailed while 4♦ + 5♣ become a build of 9
    label = move_labels(state, moves[:1])[0]
    assert label.startswith("Trail, and build ")
    faces, keys, felt = drop_targets(state, moves[0].card)
    assert set(moves[0].loose) <= faces


def test_drop_on_a_table_too_long_to_list_whole_is_judged_on_the_cards_it_names():
    """On a two-deck table of 40 loose cards ``legal_moves`` returns a sample;
    a legal capture the sample left out must still be accepted when dropped."""
    from casino_desktop.core.position import position_from_json
    from casino_desktop.tools.worst_tables import WORST_TABLES
    state = position_from_json(WORST_TABLES["krypkasino: 40 loose A-5 of two decks; K Q 10 9 in hand"])
    listed = legal_moves(state)
    assert getattr(listed, "complete", True) is False  # the premise: the list is a sample
    ten = C("10D")
    in_sample = {tuple(sorted(m.loose)) for m in listed if m.card == ten and m.kind == CAPTURE}
    fives = (C("5S"), C("5C"))
    assert tuple(sorted(fives)) not in in_sample
    offer = offer_for_drop(state, ten, Pick.of(list(fives)), widen=False)
    assert [m.kind for m in offer.moves] == [CAPTURE] and offer.reason is None
    assert check(state, offer.moves[0]) is None


def test_ace_dropped_on_a_single_build_of_7_is_refused_as_a_raise_not_a_capture():
    """Issue 20: the player was raising, and hears what raising to 8 needs."""
    from tests.core.helpers import position as core_position
    state = core_position("casino", "AS 5H", "9D", builds=[("3D 4C", 7, False, 1)])
    offer = offer_for_drop(state, C("AS"), Pick.of((), [state.builds[0].key]), widen=True)
    assert offer.moves == []
    assert offer.reason == "To raise the build of 7 to 8 you must still hold a card that takes 8."


def test_card_dropped_on_a_multiple_build_hears_it_cannot_be_raised():
    from tests.core.helpers import position as core_position
    state = core_position("casino", "AS 8H", "9D", builds=[("3D 4C 7H", 7, True, 1)])
    offer = offer_for_drop(state, C("AS"), Pick.of((), [state.builds[0].key]), widen=True)
    assert offer.moves == [] and "cannot be raised" in offer.reason


def _swazi_turn(want):
    """A Swazi position (random legal play, seeded) where ``want(state, moves)`` holds."""
    import random

    from casino_desktop.core import apply, new_game, preset
    for seed in range(1, 40):
        state, rng = new_game(preset("swazi-casino").rules, 2, False, seed), random.Random(seed)
        while state.phase == "play":
            moves = legal_moves(state)
            if want(state, moves):
                return state, moves
            apply(state, rng.choice(moves))
    raise AssertionError("no such position")


def test_a_table_card_dropped_on_a_build_offers_exactly_the_table_additions_using_both():
    from casino_desktop.core.moves import TABLE_ADD
    from casino_desktop.core.pointing import offer_for_table_drop, table_targets
    state, moves = _swazi_turn(lambda s, ms: any(m.kind == TABLE_ADD for m in ms))
    add = next(m for m in moves if m.kind == TABLE_ADD)
    face, key = add.loose[0], add.builds[0]
    offer = offer_for_table_drop(state, face, target_build=key)
    assert add in offer.moves and offer.reason is None
    assert all(m.kind == TABLE_ADD and m.builds[0] == key and face in m.loose for m in offer.moves)
    assert key in table_targets(state, face)[1]
    assert move_labels(state, [add])[0].startswith("Add ")


def test_a_table_drop_no_action_fits_is_refused_in_the_engines_words():
    from casino_desktop.core.moves import TABLE_ADD, TABLE_BUILD
    from casino_desktop.core.pointing import NOT_POSSIBLE, offer_for_table_drop
    state, moves = _swazi_turn(lambda s, ms: s.builds and s.loose
                               and not any(m.kind in (TABLE_ADD, TABLE_BUILD) for m in ms))
    offer = offer_for_table_drop(state, state.loose[0] % 52, target_build=state.builds[0].key)
    assert offer.moves == [] and offer.reason and offer.reason != NOT_POSSIBLE


def test_the_end_of_a_turn_is_offered_only_when_legal():
    from casino_desktop.core.moves import END
    from casino_desktop.core.pointing import END_LABEL, end_move
    state, moves = _swazi_turn(lambda s, ms: not s.turn_played)
    assert end_move(state) is None and all(m.kind != END for m in moves)
    state, moves = _swazi_turn(lambda s, ms: s.turn_played)
    assert end_move(state) in moves and move_labels(state, [end_move(state)]) == [END_LABEL]


def test_a_build_with_cards_not_pointed_at_reaches_beyond_the_drop():
    # Stranger 9, finding 2: 2♥ dropped on 5♠ (meaning "build 7", with no 7
    # held) can only mean "build 9 with 2♣ + 5♠"; the table asks before that.
    from casino_desktop.core.pointing import reaches_beyond
    state = position("casino", "2H 9S", "5S 2C")
    offer = offer_for_drop(state, C("2H"), Pick.of([C("5S")]), widen=True)
    assert move_labels(state, offer.moves) == ["Build 9 with 2♣ + 5♠"]
    assert reaches_beyond(offer.moves[0], Pick.of([C("5S")]))
    assert not reaches_beyond(offer.moves[0], Pick.of([C("5S"), C("2C")]))  # both picked: played at once
    # A capture of a sum through one of its cards is not asked, nor a build of the card pointed at alone.
    state = position("casino", "7H 9S", "5S 2C")
    take = offer_for_drop(state, C("7H"), Pick.of([C("5S")]), widen=True).moves
    assert move_labels(state, take) == ["Take 2♣ + 5♠"] and not reaches_beyond(take[0], Pick.of([C("5S")]))
    state = position("casino", "4H 9S", "5S")
    build = offer_for_drop(state, C("4H"), Pick.of([C("5S")]), widen=True).moves
    assert move_labels(state, build) == ["Build 9 with 5♠"] and not reaches_beyond(build[0], Pick.of([C("5S")]))


def test_a_multiple_builds_label_names_its_groups_not_one_sum():
    """Stranger 12: the ace dropped on 5♥ beside 6♥ was offered as "Build 6s
    with 5♥ + 6♥", which reads as one sum of 11.  Each group named is worth
    6, the played card named in the group it shares with a table card."""
    state = position("casino", "AS 6C", "5H 6H")
    offer = offer_for_drop(state, C("AS"), Pick.of([C("5H")]), widen=True)
    assert "Build 6s with A♠ + 5♥ and 6♥" in move_labels(state, offer.moves)
    # The played card alone is its own group: the table's groups are named.
    state = position("casino", "3S 3H", "AC 2D 3D")
    offer = offer_for_drop(state, C("3S"), Pick.of([C("AC")]), widen=True)
    assert "Build 3s with A♣ + 2♦ and 3♦" in move_labels(state, offer.moves)
