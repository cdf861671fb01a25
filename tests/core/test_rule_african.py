"""``casino_desktop.core.rule_african``: the African family's rules on a
play from the hand, with pagat's worked situations ("African Casino":
Swazi Casino from Jonathan Dushoff, South African Casino from Faizal
Asmal) as named tests, legal and illegal."""

from __future__ import annotations

from casino_desktop.core import legal_moves, position_from_json
from casino_desktop.core.rule_african import (INSIST, JOIN_OPPONENTS_BUILD, ONE_BUILD_FIRST_DEAL,
                                              RAISE_PARTNERS_BUILD, TOPS_WHERE, first_deal_limits, left_behind)
from casino_desktop.core.rule_base import Seen

from .helpers import illegal, legal, move_of, passes, position, refuses, texts

NOBODY = {"1": ""}


# --------------------------------------------------------------------------- pagat: Swazi capturing
def test_pagat_swazi_a_six_takes_the_single_six_and_the_six_build_an_ace_takes_nothing():
    """pagat: a build of 8 (5+3), a build of 6 (4+2) and a single 6 on the
    table: an ace (14) captures nothing (a build is taken only by its
    value, never by adding builds up); a 6 takes the single 6 and the
    6-build."""
    s = position("swazi-casino", "6H AS 8C 9C", "6D", builds=[("5C 3D", 8, False, 1), ("4H 2D", 6, False, 1)])
    legal(s, "6H take [2D 4H] 6D")
    assert not [m for m in legal_moves(s) if m.text().startswith("AS take")]
    illegal(s, "AS=14 take [3D 5C] [2D 4H]")


def test_pagat_south_africa_an_eight_takes_its_build_the_loose_seven_and_the_ace_from_a_pile():
    """pagat (South Africa): player A plays one of his eights, capturing his
    build, the loose seven on the table and the ace from player B's pile."""
    s = position("south-african-casino", "8S 8H", "7C", builds=[("5H 3D", 8, False, 0)], players=3,
                 piles=["", "4C AH", "9D"], others={"1": "", "2": ""})
    legal(s, "8S take [3D 5H] AH 7C")
    legal(s, "8S add 8 [3D 5H]")  # or add one of his eights to his build


def test_a_top_card_is_captured_in_south_africa_but_never_in_swazi():
    sa = position("south-african-casino", "5S 9C", "", piles=["", "2C 5D"])
    passes(TOPS_WHERE, sa, "5S take 5D")
    sw = position("swazi-casino", "5S 9C", "", piles=["", "2C 5D"])
    refuses(TOPS_WHERE, sw, "5S take 5D", "The 5♦ on top of a capture pile can only go into a build: it is never captured directly.")


def test_a_top_card_never_starts_a_build_with_the_hand_card():
    s = position("swazi-casino", "4S 9C", "", piles=["", "2C 5D"])
    refuses(TOPS_WHERE, s, "4S build 9 5D", "The 5♦ on top of a capture pile can only be added to a build that is already on the table.")


def test_a_top_card_goes_into_your_own_build_with_a_hand_card_but_not_into_an_opponents():
    own = position("south-african-casino", "4S 9C 9H", "", builds=[("6C 3D", 9, False, 0)], piles=["", "2C 5D"])
    passes(TOPS_WHERE, own, "4S add 9 [3D 6C] 5D")
    theirs = position("south-african-casino", "4S 9C", "", builds=[("6C 3D", 9, False, 1)], piles=["", "2C 5D"],
                      options={"join_opponents_build": True})
    refuses(TOPS_WHERE, theirs, "4S add 9 [3D 6C] 5D", "The 5♦ on top of a capture pile can only be added to a build of your side.")


def test_a_court_pile_top_dropped_on_by_another_rank_is_answered_by_the_court_rules():
    """A playtest: the 3♠ dropped on North's K♥ (a build attempt) was told
    the K♥ is never captured directly.  A numberless K has no part in any
    play of a 3 or a jack, pile or not: the court-card rules say why; the
    K♠ meets the pile-top rule."""
    from casino_desktop.core import parse_card
    from casino_desktop.core.legality import reason_for_attempt
    s = position("sotho-casino", "JC 3S KS", "5D", piles=["", "2C KH"])
    king = [parse_card("KH")]
    assert reason_for_attempt(s, parse_card("3S"), king) == (
        "Court cards have no number here: they are taken only by a card of their own rank.")
    assert reason_for_attempt(s, parse_card("JC"), king) == (
        "Court cards have no number here: a court card takes only cards of its own rank.")
    refuses(TOPS_WHERE, s, "KS take KH",
            "The K♥ on top of a capture pile can only go into a build: it is never captured directly.")
    assert TOPS_WHERE.refusal(Seen(s), move_of("3S take KH")) is None


def test_your_own_pile_top_is_never_in_play():
    """pagat: you may not use the top of your own (or partner's) pile."""
    s = position("swazi-casino", "4S 9C 9H", "", builds=[("6C 3D", 9, False, 0)], piles=["2C 5D", "KH"])
    illegal(s, "4S add 9 [3D 6C] 5D", "is on top of your own capture pile")


def test_a_card_dropped_on_your_own_pile_is_told_why_it_is_not_in_play():
    """A learner dropped a card on her own face-up pile and was told "The
    6♦ is not on the table." (stranger 16): the reason is whose pile it is."""
    s = position("south-african-casino", "6S 2C", "4H", piles=["3H 6D", "2D"])
    reason = illegal(s, "6S take 6D", "The 6♦ is on top of your own capture pile",
                     "only the top cards of the other players' piles are in play")
    assert "not on the table" not in reason
    legal(s, "6S take 4H 2D")  # the other player's top is in play
    illegal(s, "6S take 5C", "The 5♣ is not on the table")  # a card nowhere is told as before


# --------------------------------------------------------------------------- pagat: changing a build's value
def test_pagat_swazi_an_ace_raises_an_opponents_nine_to_ten():
    """pagat: your opponent has made a single build of 9 and you hold an
    ace and a 10: add the ace and make it 10 (you now own it)."""
    s = position("swazi-casino", "AH 10C", "", builds=[("5C 4D", 9, False, 1)])
    legal(s, "AH raise 10 [4D 5C]")


def test_pagat_swazi_not_your_own_nine_nor_your_partners():
    own = position("swazi-casino", "AH 10C 9S", "", builds=[("5C 4D", 9, False, 0)])
    illegal(own, "AH raise 10 [4D 5C]", "your own")
    partner = position("swazi-casino", "AH 10C", "", builds=[("5C 4D", 9, False, 2)], players=4,
                       partnerships=True, others={"1": "", "2": "", "3": ""})
    refuses(RAISE_PARTNERS_BUILD, partner, "AH raise 10 [4D 5C]",
            "You may not change the value of your partner's build, only an opponent's.")


def test_a_partners_build_counted_as_a_card_keeps_its_value():
    """Single builds as cards: the ace with the partner's 8 and the loose
    A♦ would make a build of 10, changing the partner's build's value as
    the refused raise does; an opponent's 8 may go into the 10."""
    as_card = {"single_build_as_card": True}
    s = position("swazi-casino", "AH 10C", "AD", builds=[("5C 3D", 8, False, 2), ("4C 4H", 8, False, 1)],
                 players=4, partnerships=True, others={"1": "", "2": "", "3": ""}, options=as_card)
    refuses(RAISE_PARTNERS_BUILD, s, "AH build 10 [3D 5C] AD",
            "You may not change the value of your partner's build of 8, only an opponent's, so it cannot go into a "
            "build of 10.")
    passes(RAISE_PARTNERS_BUILD, s, "AH build 10 [4C 4H] AD")
    assert "AH build 10 [3D 5C] AD" not in texts(s) and "AH build 10 [4H 4C] AD" in texts(s)


def test_pagat_swazi_an_augmented_build_never_changes_value():
    s = position("swazi-casino", "AH 10C", "", builds=[("5C 4D 9H", 9, True, 1)])
    illegal(s, "AH raise 10 [4D 5C 9H]")


def test_pagat_swazi_no_nine_build_beside_an_opponents_nine():
    """pagat: if your opponent has a build of 9 you may not make a 9-build of
    your own alongside it (nor add to theirs with your hand card)."""
    s = position("swazi-casino", "5S 9C", "4D", builds=[("6C 3D", 9, False, 1)])
    # The player never touched the opponent's build: the sentence says why it is one (a playtest).
    refuses(JOIN_OPPONENTS_BUILD, s, "5S build 9 4D",
            "A build of 9 would merge with an opponent's build of 9, and you may add to that build only "
            "in a turn in which you capture it.")
    refuses(JOIN_OPPONENTS_BUILD, s, "5S add 9 [3D 6C] 4D",
            "The build of 9 belongs to an opponent: you may add to it only in a turn in which you capture it.")


def test_pagat_swazi_drifting_a_card_that_could_capture_goes_into_a_build():
    """pagat: it is legal to play a card that could have captured, but to
    use it in a build instead (drifting)."""
    s = position("swazi-casino", "5H 9C", "5D 4C")
    legal(s, "5H build 9 4C")
    legal(s, "5H take 5D")


def test_pagat_swazi_a_matched_single_becomes_an_augmented_build_you_own():
    s = position("swazi-casino", "9H 9C", "9D")
    m = legal(s, "9H build 9 9D")
    assert m.kind == "build"


# --------------------------------------------------------------------------- two players' first deal
def test_two_players_first_deal_no_trailing_and_one_build():
    s = position("swazi-casino", "5S 9C 7H", "2D 4C", builds=[("6C 3D", 9, False, 0)])
    assert first_deal_limits(s)
    refuses(ONE_BUILD_FIRST_DEAL, s, "5S trail",
            "In the first deal a player who owns a build may not trail: capture, or add to your build.")
    refuses(ONE_BUILD_FIRST_DEAL, s, "5S build 7 2D",
            "In the first deal a player may own only one build: you own the build of 9.")
    passes(ONE_BUILD_FIRST_DEAL, s, "9C take [3D 6C]")


def test_the_second_deal_lifts_the_first_deals_limits():
    s = position("swazi-casino", "5S 9C 7H", "2D 4C", builds=[("6C 3D", 9, False, 0)], final_deal=True)
    assert not first_deal_limits(s)
    legal(s, "5S trail")
    legal(s, "5S build 7 2D")


def test_as_a_house_rule_in_a_game_of_six_deals_the_first_deal_is_the_first_of_six():
    """The rule's words say "in the first deal": in Casino it held in every
    deal but the last (while cards remained to be dealt), so a drill in the
    fifth deal was refused "In the first deal a player may own only one
    build"."""
    def at(deal):
        return position_from_json({"variant": "casino", "options": {"one_build_first_deal": True},
                                   "hands": {"0": ["5S", "9C", "7H"]}, "table": ["2D", "4C", {
                                       "build": ["6C", "3D"], "value": 9, "multiple": False, "controller": 0}],
                                   "deal": deal})
    first, fifth = at(1), at(5)
    assert first_deal_limits(first) and not first_deal_limits(fifth)
    illegal(first, "5S build 7 2D", "In the first deal a player may own only one build")
    legal(fifth, "5S build 7 2D")


def test_a_final_deal_that_does_not_say_its_number_is_not_the_first():
    for variant, players, last in (("casino", 2, 6), ("swazi-casino", 2, 2), ("casino", 4, 3)):
        s = position_from_json({"variant": variant, "players": players, "hands": {"0": ["3H"]}, "final_deal": True})
        assert s.deals_done == last and not s.in_first_deal()
    # The whole pack to three players is one deal: its final deal is its first.
    assert position_from_json({"variant": "south-african-casino", "players": 3, "hands": {"0": ["3H"]},
                               "final_deal": True}).in_first_deal()


def test_south_african_owner_may_trail_only_in_the_second_deal():
    first = position("south-african-casino", "5S 9C", "2D", builds=[("6C 3D", 9, False, 0)])
    illegal(first, "5S trail", "may not trail")
    second = position("south-african-casino", "5S 9C", "2D", builds=[("6C 3D", 9, False, 0)], final_deal=True)
    legal(second, "5S trail")


# --------------------------------------------------------------------------- opponents insist
def test_opponents_insist_on_every_card_the_capture_may_take():
    s = position("swazi-casino", "6H 2C", "6D 4S 2D", options={"insist": True})
    refuses(INSIST, s, "6H take 6D", "Your opponents insist that you take everything your 6♥ can take: 2♦ + 4♠ as well.")
    legal(s, "6H take 2D 4S 6D")
    refuses(INSIST, s, "6H trail", "Your opponents insist that a card that can capture does capture: the 6♥ can.")
    six_h, six_d, four_s, two_d = s.hands[0][0], s.loose[0], s.loose[1], s.loose[2]
    assert left_behind(Seen(s), six_h, 6, (six_d,), ()) == (two_d, four_s)
    assert left_behind(Seen(s), six_h, 6, (six_d, four_s, two_d), ()) == ()
    without = position("swazi-casino", "6H 2C", "6D 4S 2D")
    legal(without, "6H take 6D")
    assert "6H trail" in texts(without)


def test_opponents_insist_only_on_the_court_cards_the_court_may_take():
    """A court card without a number takes one card of its rank at a time
    (or all three by the fourth): opponents cannot insist on a second one,
    or a lone jack facing two jacks would have no play at all."""
    s = position("spade-casino", "JH", "JS JC 5H 10D", options={"insist": True})
    legal(s, "JH take JS")
    refuses(INSIST, s, "JH trail", "Your opponents insist that a card that can capture does capture: the J♥ can.")
    assert legal_moves(s)
    three = position("casino-simple", "JH", "JS JC JD 5H", options={"insist": True, "face_capture": "one_or_three"})
    refuses(INSIST, three, "JH take JS", "Your opponents insist that you take everything your J♥ can take: J♣ + J♦ as well.")
    legal(three, "JH take JC JD JS")
    two = position("casino-simple", "JH", "JS JC 5H", options={"insist": True, "face_capture": "one_or_three"})
    legal(two, "JH take JS")
