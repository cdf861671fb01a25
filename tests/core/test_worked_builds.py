"""Builds, raising, adding, ownership, and the house rules (docs/rules.md rules 11-19; the rules
digest RULES.md §4, which is kept outside this repository)."""

from casino_desktop.core import apply, check, legal_moves, resolve

from .helpers import illegal, legal, position, texts


def test_five_on_five_declares_ten_or_fives():
    s = position("casino", "5S 10D 5H", "5C")
    legal(s, "5S build 10 5C")
    legal(s, "5S build 5 5C")       # multiple: 5 and 5
    m = legal(s, "5S build 5 5C")
    apply(s, m)
    assert s.builds[0].multiple and s.builds[0].value == 5


def test_three_on_ace_two_capture_build_six_or_threes_not_four_or_five():
    s = position("casino", "3H 3S 6D", "AC 2D")
    legal(s, "3H take AC 2D")
    legal(s, "3H build 6 AC 2D")
    legal(s, "3H build 3 AC 2D")
    illegal(s, "3H build 4 AC", "must still hold a card that takes 4")
    illegal(s, "3H build 5 2D", "must still hold a card that takes 5")
    assert texts(s, "6D") == {"6D trail"}


def test_two_makes_multiple_seven_of_three_groups():
    s = position("casino", "2C 7H", "3D 4S 5H 7C")
    legal(s, "2C build 7 3D 4S 5H 7C")


def test_a_build_is_not_a_card_in_a_sum():
    s = position("casino", "9S 3H", "2D", builds=[("4H 3S", 7, False, 1)])
    illegal(s, "9S take [3S 4H] 2D", "taken only whole")


def test_nine_takes_own_build_with_five_and_four():
    s = position("casino", "9C 2H", "5D 4S", builds=[("6H 3C", 9, False, 0)])
    legal(s, "9C take [3C 6H] 4S 5D")


def test_raise_example_a_and_multiple_cannot_be_raised():
    s = position("casino", "2H 8D", builds=[("3S 3C", 6, False, 1)])
    m = legal(s, "2H raise 8 [3C 3S]")
    apply(s, m)
    assert s.builds[0].value == 8 and s.builds[0].controller == 0
    s.hands[1] = [0, 32]  # AS, 9S: the next player raises with the ace
    legal(s, "AS raise 9 [2H 3C 3S]")
    multi = position("casino", "2H 8D", builds=[("3S 3C", 3, True, 1)])
    illegal(multi, "2H raise 8 [3C 3S]", "multiple build")


def test_raise_example_b_table_cards_may_not_change_value():
    s = position("casino", "3C 8D 10H", "2S", builds=[("AH 4D", 5, False, 1)])
    legal(s, "3C raise 8 [4D AH]")
    illegal(s, "3C raise 10 [4D AH] 2S", "exactly one card")
    house = position("casino", "3C 8D 10H", "2S", builds=[("AH 4D", 5, False, 1)],
                     options={"table_cards_raise_single": True})
    legal(house, "3C raise 10 [4D AH] 2S")


def test_raise_example_c_takes_in_loose_nine():
    s = position("casino", "2C 9H", "9S", builds=[("3H 4D", 7, False, 1)])
    m = legal(s, "2C raise 9 [3H 4D] 9S")
    apply(s, m)
    assert s.builds[0].multiple and s.builds[0].value == 9


def test_adding_to_a_build_three_turns():
    s = position("casino", "6D 9C 9H", "3C", builds=[("5H 4S", 9, False, 1)])
    apply(s, legal(s, "6D add 9 [4S 5H] 3C"))
    s.to_move = 0
    apply(s, legal(s, "9C add 9 [3C 4S 5H 6D]"))
    s.to_move = 0
    legal(s, "9H take [3C 4S 5H 6D 9C]")


def test_multiple_build_value_never_changes():
    s = position("casino", "2D 8C 8H 10S", "6S", builds=[("3D 5C 8S", 8, True, 1)])
    legal(s, "8C add 8 [3D 5C 8S]")
    legal(s, "2D add 8 [3D 5C 8S] 6S")
    illegal(s, "2D raise 10 [3D 5C 8S]", "multiple build")


def test_cards_in_a_build_are_never_regrouped():
    s = position("casino", "4H 9C 10S", "6D", builds=[("3C 5D", 8, False, 1)])
    legal(s, "4H build 10 6D")
    assert not any(m.kind in ("build", "add", "raise") and m.value == 9 for m in legal_moves(s))


def test_owner_may_not_trail_nor_give_up_the_capturing_card():
    s = position("casino", "8C 4D 2S", "AH", builds=[("3H 5S", 8, False, 0)])
    illegal(s, "4D trail", "may not trail")
    illegal(s, "8C take AH", "")   # 8 cannot take an ace anyway
    two = position("casino", "8C 4D", "8H", builds=[("3H 5S", 8, False, 0)])
    illegal(two, "8C take 8H", "keep a card that takes 8")
    legal(two, "8C take [3H 5S] 8H")
    trail_ok = position("casino", "8C 4D", builds=[("3H 5S", 8, False, 0)], options={"owner_may_trail": True})
    legal(trail_ok, "4D trail")


def test_raise_own_build_switch():
    s = position("casino-simple", "2H 9C", builds=[("3S 4D", 7, False, 0)])
    legal(s, "2H raise 9 [3S 4D]")   # seed 004: raise your own 7 to 9 with the 2
    dom = position("casino", "2H 9C", builds=[("3S 4D", 7, False, 0)], options={"raise_own_build": False})
    illegal(dom, "2H raise 9 [3S 4D]", "your own build")


def test_same_value_builds_merge_or_stand_side_by_side():
    s = position("casino", "4H 9C", "5D", builds=[("6S 3S", 9, False, 1)])
    apply(s, legal(s, "4H build 9 5D"))
    assert len(s.builds) == 2
    merged = position("casino", "4H 9C", "5D", builds=[("6S 3S", 9, False, 1)], options={"same_value_builds": "merge"})
    illegal(merged, "4H build 9 5D", "add to it")
    apply(merged, legal(merged, "4H add 9 [3S 6S] 5D"))
    assert len(merged.builds) == 1 and merged.builds[0].multiple


def test_single_build_counts_as_a_card_house_rule():
    plain = position("casino", "10C 10H", "4D", builds=[("5S AC", 6, False, 1)])
    illegal(plain, "10C take [5S AC] 4D", "")
    s = position("casino", "10C 10H", "4D", builds=[("5S AC", 6, False, 1)], options={"single_build_as_card": True})
    legal(s, "10C take [5S AC] 4D")
    legal(s, "10C build 10 [5S AC] 4D")


def test_hand_card_must_contribute_to_a_raise():
    s = position("casino", "9C 9H", "3D", builds=[("5S AC", 6, False, 1)], options={"table_cards_raise_single": True})
    assert not any(m.kind in ("raise", "add", "build") and m.value == 9 for m in legal_moves(s))


def test_build_for_partner():
    """docs/rules.md rule 11: you may build a value for your partner only
    while they own a build of it (the table proves they hold the card); the
    new build is theirs (the rules digest's example, docs/rules.md 11a: 6+3 joins their 9 as multiple)."""
    others = {"2": "9S KD", "1": "4C", "3": "5C"}
    own9 = [("4H 5H", 9, False, 2)]
    s = position("casino", "3C 2H", "6D", builds=own9, players=4, partnerships=True, others=others,
                 options={"build_for_partner": True})
    move = legal(s, "3C build 9 6D")
    apply(s, move)
    assert {b.controller for b in s.builds} == {2}  # the partner's, not the builder's
    solo = position("casino", "3C 2H", "6D", builds=own9, players=4, partnerships=True, others=others)
    illegal(solo, "3C build 9 6D", "must still hold")


def test_build_for_partner_never_counts_the_partners_hidden_hand():
    """The fault of issue 19: the partner held a 9 and no build of 9, so the
    build counted a hand its builder cannot see; the builder then owned a
    build they could not take and, unable to trail, had no legal move."""
    s = position("casino", "3C 2H", "6D", players=4, partnerships=True, others={"2": "9S KD", "1": "4C", "3": "5C"},
                 options={"build_for_partner": True})
    illegal(s, "3C build 9 6D", "partner while they own a build of 9")
    assert legal_moves(s) == legal_moves(s.information_view(0))


def test_building_for_partner_leaves_the_builder_free_to_trail():
    """The builder owns nothing after building for the partner: no owner's
    duty falls on a player without a card of the value."""
    s = position("casino", "3C 2H", "6D", builds=[("4H 5H", 9, False, 2)], players=4, partnerships=True,
                 others={"2": "9S KD", "1": "4C", "3": "5C"}, options={"build_for_partner": True})
    apply(s, resolve(s, "3C build 9 6D"))
    s.to_move = 0  # the builder's next turn (the others' plays do not matter here)
    assert check(s, "2H trail") is None
    s.to_move = 2  # the partner owns both nines and can take them
    assert any(m.kind == "capture" and len(m[4]) == 2 for m in legal_moves(s))


def test_build_cap_of_seed_004():
    illegal(position("casino-simple", "6C KH", "7D"), "6C build 13 7D", "worth more than 10")
    legal(position("casino-simple", "6C 10H", "4D"), "6C build 10 4D")


def test_court_card_builds_of_seed_004():
    s = position("casino-simple", "JH JC 4S", "JD")
    m = legal(s, "JH build 11 JD")
    apply(s, m)
    assert s.builds[0].multiple
    assert texts(position("casino", "JH JC", "JD"), "JH") == {"JH take JD", "JH trail"}


def test_trail_and_build_house_rule():
    s = position("casino", "7H 9C", "4C 5D", options={"trail_and_build": True})
    m = legal(s, "7H trail build 9 4C 5D")
    apply(s, m)
    assert s.builds[0].value == 9 and s.builds[0].controller == 0 and 0 + 25 in s.loose  # 7H stays loose
    off = position("casino", "7H 9C", "4C 5D")
    illegal(off, "7H trail build 9 4C 5D", "house rule")
    short = position("casino", "7H 2C", "4C 5D", options={"trail_and_build": True})
    illegal(short, "7H trail build 9 4C 5D", "must still hold")
