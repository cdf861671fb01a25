"""The building rules of ``casino_desktop.core.rule_builds``: what a build,
a raise, an add or a trail that builds may be.  For each ``MoveRule``, the
fields it reads, when it is in play, and a position where it refuses a
move with its own sentence next to a move it lets pass; then the shared
functions the generators ask.

Unless a test says otherwise a build on the table is the opponent's (seat
1), so the owner's rules stay out of the way."""

import pytest

from casino_desktop.core import PRESETS, apply, legal_moves, make_rules, new_game, parse_card, resolve
from casino_desktop.core.moves import ADD, BUILD, RAISE, new_move
from casino_desktop.core.rule_builds import (ADD_VALUE, BUILD_FROM_TABLE, BUILD_IN_GROUPS, BUILD_MAX,
                                             BUILDS_AS_CARDS, HOLDS_VALUE, NO_COURT_IN_BUILD, RAISE_OWN,
                                             ONE_NAME, RAISE_TARGET, RAISE_VALUE, SAME_VALUE_MERGE,
                                             TRAIL_BUILD_GROUPS, VALUE_SAID, held_values, may_raise, raise_fill)
from casino_desktop.core.legality import reason_for_attempt
from casino_desktop.core.rule_base import Seen

from .helpers import move_of, passes, position, refuses, texts

_ALWAYS = (VALUE_SAID, RAISE_TARGET, BUILD_MAX, HOLDS_VALUE, RAISE_VALUE, ADD_VALUE, BUILD_FROM_TABLE,
           BUILDS_AS_CARDS, BUILD_IN_GROUPS)


def test_the_rules_every_building_variant_plays_are_always_in_play():
    for rule in _ALWAYS:
        assert all(rule.active(v.rules) for v in PRESETS), rule.name
    assert VALUE_SAID.fields == RAISE_TARGET.fields == ADD_VALUE.fields == ()
    assert BUILD_FROM_TABLE.fields == BUILD_IN_GROUPS.fields == ()


# --------------------------------------------------------------------------- the build's value
def test_a_build_says_its_value():
    """A build Move with no value named (move text always says one) is refused;
    named 7 with the 7♥ held, the 2♠ on the 5♣ is fine."""
    s = position("casino", "2S 7H", "5C")
    refuses(VALUE_SAID, s, new_move(BUILD, parse_card("2S"), 0, (parse_card("5C"),), ()), "Say the value of the build.")
    passes(VALUE_SAID, s, "2S build 7 5C")


def test_a_raise_names_a_single_build():
    """The ace raises the single build of 7 to 8, but not the multiple
    build of 7 (3♦ + 4♣ + 7♥), and not no build at all."""
    s = position("casino", "AS 8H", "9D", builds=[("3D 4C 7H", 7, True, 1), ("2D 5S", 7, False, 1)])
    refuses(RAISE_TARGET, s, "AS raise 8 [3D 4C 7H]",
            "The build of 7 is a multiple build: its value never changes, so it cannot be raised.")
    refuses(RAISE_TARGET, s, new_move(RAISE, parse_card("AS"), 8, (), ()), "Say which build you raise.")
    passes(RAISE_TARGET, s, "AS raise 8 [2D 5S]")


def test_the_dominican_player_does_not_raise_their_own_build():
    """Dominican: the player owns the 7 of 3♦ + 4♣ and the opponent the 7
    of 2♥ + 5♦; the ace may raise the opponent's to 8, never the player's own."""
    assert RAISE_OWN.fields == ("raise_own_build",)
    assert RAISE_OWN.active(make_rules("dominican-casino"))
    assert not RAISE_OWN.active(make_rules("royal-casino"))
    s = position("dominican-casino", "AS 7C 8H", "9D", builds=[("3D 4C", 7, False, 0), ("2H 5D", 7, False, 1)])
    refuses(RAISE_OWN, s, "AS raise 8 [3D 4C]", "You may not raise your own build here.")
    passes(RAISE_OWN, s, "AS raise 8 [2H 5D]")


def test_a_build_counted_as_a_card_changes_value_only_where_it_may_be_raised():
    """Dominican with single builds as cards: the 2♠ with the player's own
    7 and the loose A♦ makes 10, which changes the own build's value as a
    raise would, so it is refused as that raise is; the opponent's 7 may go
    the same way."""
    as_card = {"single_build_as_card": True}
    s = position("dominican-casino", "2S 10C 7H", "AD", builds=[("3D 4C", 7, False, 0), ("2H 5D", 7, False, 1)],
                 options=as_card)
    refuses(RAISE_OWN, s, "2S build 10 [3D 4C] AD",
            "You may not change the value of your own build of 7 here, so it cannot go into a build of 10.")
    passes(RAISE_OWN, s, "2S build 10 [2H 5D] AD")
    assert "2S build 10 [3D 4C] AD" not in texts(s) and "2S build 10 [2H 5D] AD" in texts(s)


def test_no_build_goes_above_the_highest_build():
    """Royal Casino with builds up to 10: the J♠ held would take 11, yet
    the 5♥ may not build 11 on the 6♣; it may build 9 on the 4♣."""
    assert BUILD_MAX.fields == ("build_max", "face_values", "ace_value", "special_hand_values")
    s = position("royal-casino", "5H JS 9D", "6C 4C", options={"build_max": 10})
    refuses(BUILD_MAX, s, "5H build 11 6C",
            "This build would be worth 11; a build may not be worth more than 10 here.")
    passes(BUILD_MAX, s, "5H build 9 4C")
    passes(BUILD_MAX, position("royal-casino", "5H JS 9D", "6C 4C"), "5H build 11 6C")


def test_the_refusal_over_the_highest_build_names_the_sum_the_play_would_make():
    """A stranger's play-test (2026-12-07): in Dominican Casino the 6♣
    dropped on East's build of 12 was refused with "a build may not be worth
    more than 14 here" alone; the player had to add up the 18 themselves.
    The refusal names both numbers, typed or dropped."""
    s = position("dominican-casino", "6C 5H", builds=[("7D 5S", 12, False, 1)])
    said = "This build would be worth 18; a build may not be worth more than 14 here."
    refuses(BUILD_MAX, s, "6C raise 18 [5S 7D]", said)
    assert reason_for_attempt(s, parse_card("6C"), (), (s.builds[0].key,)) == said  # the drop on the build


def test_a_builder_still_holds_a_card_of_the_value():
    """The 2♠ on the 5♣ builds 7 only while a 7 stays in hand; raising the
    opponent's 7 to 8 with the ace needs an 8 in hand."""
    assert HOLDS_VALUE.fields == ("build_for_partner",)
    refuses(HOLDS_VALUE, position("casino", "2S 5H", "5C"), "2S build 7 5C",
            "To build 7 you must still hold a card that takes 7.")
    passes(HOLDS_VALUE, position("casino", "2S 7H", "5C"), "2S build 7 5C")
    raise_ = position("casino", "AS 5H", "9D", builds=[("3D 4C", 7, False, 1)])
    refuses(HOLDS_VALUE, raise_, "AS raise 8 [3D 4C]",
            "To raise the build of 7 to 8 you must still hold a card that takes 8.")


def test_building_for_a_partner_needs_a_build_of_theirs_on_the_table():
    """Four players, building for the partner on: seat 0 may build 9 with
    no 9 in hand while the partner (seat 2) owns a build of 9, and not 8."""
    options = {"build_for_partner": True}
    s = position("casino", "2S 5H", "7C 6D", builds=[("4D 5C", 9, False, 2)], options=options,
                 players=4, partnerships=True)
    refuses(HOLDS_VALUE, s, "2S build 8 6D", "To build 8 you must still hold a card that takes 8, "
                                             "or build it for your partner while they own a build of 8.")
    passes(HOLDS_VALUE, s, "2S build 9 7C")
    # A playtest: the raise's refusal said only "you must still hold", under a rule that lets the partner's build do.
    rival = position("casino", "AS 5H", "", builds=[("4D 5C", 9, False, 2), ("3D 4C", 7, False, 1)],
                     options=options, players=4, partnerships=True)
    refuses(HOLDS_VALUE, rival, "AS raise 8 [3D 4C]",
            "To raise the build of 7 to 8 you must still hold a card that takes 8, or raise it for your partner "
            "while they own a build of 8.")


def test_numberless_court_cards_go_into_no_build():
    """Casino: the 2♠ builds 9 on the 7♣, never on the K♦."""
    assert NO_COURT_IN_BUILD.fields == ("face_values",)
    assert NO_COURT_IN_BUILD.active(make_rules("casino"))
    assert not NO_COURT_IN_BUILD.active(make_rules("royal-casino"))
    s = position("casino", "2S 9H", "KD 7C")
    refuses(NO_COURT_IN_BUILD, s, "2S build 9 KD", "Court cards have no number here: they cannot go into a build.")
    passes(NO_COURT_IN_BUILD, s, "2S build 9 7C")


def test_a_raise_adds_one_hand_card_unless_table_cards_may_help():
    """The ace on the opponent's 7 makes 8; the loose ace cannot make it 9,
    unless the house lets table cards help a raise."""
    assert RAISE_VALUE.fields == ("table_cards_raise_single",)
    builds = [("3D 4C", 7, False, 1)]
    s = position("casino", "AS 9H 8D", "AC", builds=builds)
    refuses(RAISE_VALUE, s, "AS raise 9 [3D 4C] AC", "Raising adds exactly one card from your hand: 7 + 1 makes 8, "
                                                     "not 9; table cards may not change a build's value.")
    passes(RAISE_VALUE, s, "AS raise 8 [3D 4C]")
    helped = position("casino", "AS 9H 8D", "AC", builds=builds, options={"table_cards_raise_single": True})
    passes(RAISE_VALUE, helped, "AS raise 9 [3D 4C] AC")


def test_when_table_cards_help_a_raise_the_hand_card_adds_to_it():
    """Table cards helping: the opponent's 7 raised with the ace must make
    at least 8; 7 again is no raise by the ace."""
    s = position("casino", "AS 7H", "9D", builds=[("3D 4C", 7, False, 1)], options={"table_cards_raise_single": True})
    refuses(RAISE_VALUE, s, "AS raise 7 [3D 4C]",
            "The A♠ must help change the value: 7 + 1 + table cards must make 7.")


def test_an_add_keeps_the_builds_value():
    """The opponent's build of 9 (4♦ + 5♣): the 2♠ with the 7♣ adds a 9
    to it; the 2♠ with the 5♦ cannot add to it as a build of 7."""
    s = position("casino", "2S 7S 9H", "7C 5D", builds=[("4D 5C", 9, False, 1)])
    refuses(ADD_VALUE, s, "2S add 7 [4D 5C] 5D", "Adding does not change a build's value: that build is 9, not 7.")
    passes(ADD_VALUE, s, "2S add 9 [4D 5C] 7C")
    refuses(ADD_VALUE, s, new_move(ADD, parse_card("2S"), 9, (parse_card("7C"),), ()), "Say which build you add to.")


# --------------------------------------------------------------------------- the build's cards
def test_a_build_takes_a_card_from_the_table():
    """The 2♠ alone declared 7 builds nothing; on the 5♣ it builds 7."""
    s = position("casino", "2S 7H", "5C")
    refuses(BUILD_FROM_TABLE, s, "2S build 7", "A build needs at least one card from the table.")
    passes(BUILD_FROM_TABLE, s, "2S build 7 5C")


def test_where_builds_merge_a_second_build_of_a_value_is_an_add():
    """Builds that merge: the opponent's 7 stands, so the 2♠ on the 5♣
    adds to it rather than standing beside it as a new build of 7."""
    assert SAME_VALUE_MERGE.fields == ("same_value_builds",)
    assert SAME_VALUE_MERGE.active(make_rules("casino", {"same_value_builds": "merge"}))
    assert not SAME_VALUE_MERGE.active(make_rules("casino"))
    builds = [("3D 4C", 7, False, 1)]
    s = position("casino", "2S 7H", "5C", builds=builds, options={"same_value_builds": "merge"})
    refuses(SAME_VALUE_MERGE, s, "2S build 7 5C",
            "A build of 7 is already on the table: here you add to it instead.")
    passes(SAME_VALUE_MERGE, s, "2S add 7 [3D 4C] 5C")
    passes(SAME_VALUE_MERGE, position("casino", "2S 7H", "5C", builds=builds), "2S build 7 5C")


def test_a_single_build_joins_a_sum_only_where_it_counts_as_a_card():
    """The opponent's single build of 4 (A♦ + 3♣): the 5♥ makes a 9 of it
    only where a single build counts as a card; a multiple build never."""
    assert BUILDS_AS_CARDS.fields == ("single_build_as_card",)
    builds = [("AD 3C", 4, False, 1)]
    s = position("casino", "5H 9S", "2C", builds=builds)
    refuses(BUILDS_AS_CARDS, s, "5H build 9 [AD 3C]",
            "A build is not a card: it cannot join a sum unless single builds count as cards.")
    as_card = {"single_build_as_card": True}
    passes(BUILDS_AS_CARDS, position("casino", "3H 9S", "2C", builds=builds, options=as_card), "3H build 9 [AD 3C] 2C")
    multiple = position("casino", "5H 9S", "2C", builds=[("AD 3C 4H", 4, True, 1)], options=as_card)
    refuses(BUILDS_AS_CARDS, multiple, "5H build 9 [3C 4H AD]",
            "The build of 4 is a multiple build: it can be taken or added to, never built into another build.")


def test_a_play_that_leaves_the_table_its_raise_leaves_has_one_name_the_raise():
    """A playtest: the chooser offered "Build 9s with build 8 + 9♣" beside
    "Raise to 9 with 9♣", one play twice.  Single builds as cards: the 5♥ on
    the build of 4, alone or with the loose 9♣ as a second group, is that
    build's raise; the 3♥ with the build and the loose 2♣ as one group of 9
    is no raise (table cards may not change a build's value), so a build it
    stays.  Where builds of one value merge, an add that takes the build of
    4 into a build of 9 is that raise too."""
    assert ONE_NAME.fields == ("single_build_as_card", "same_value_builds", "table_cards_raise_single")
    as_card = {"single_build_as_card": True}
    builds = [("AD 3C", 4, False, 1)]
    s = position("casino", "5H 9S 3H", "2C 9C", builds=builds, options=as_card)
    refuses(ONE_NAME, s, "5H build 9 [AD 3C]",
            "Putting the 5♥ on the build of 4 raises it to 9: play it as a raise of that build.")
    refuses(ONE_NAME, s, "5H build 9 [AD 3C] 9C",
            "Putting the 5♥ on the build of 4 raises it to 9: play it as a raise of that build.")
    passes(ONE_NAME, s, "5H raise 9 [AD 3C] 9C")
    passes(ONE_NAME, s, "3H build 9 [AD 3C] 2C")
    assert {"5H raise 9 [AD 3C]", "5H raise 9 [AD 3C] 9C", "3H build 9 [AD 3C] 2C"} <= texts(s)
    assert not {"5H build 9 [AD 3C]", "5H build 9 [AD 3C] 9C"} & texts(s)
    merge = position("casino", "5H 9S", "", builds=builds + [("4H 5D", 9, False, 1)],
                     options={**as_card, "same_value_builds": "merge"})
    refuses(ONE_NAME, merge, "5H add 9 [5D 4H] [AD 3C]",
            "Putting the 5♥ on the build of 4 raises it to 9: play it as a raise of that build.")
    assert "5H raise 9 [AD 3C]" in texts(merge) and "5H add 9 [5D 4H] [AD 3C]" not in texts(merge)


def test_a_build_counted_as_a_card_joins_only_a_new_build_or_an_add():
    """Single builds count as cards.  The ace raises the opponent's 7 to 8
    but cannot take their build of 2 (A♦ + A♥) into the raise: a raise
    changes one build.  Facing two builds of 7 (2♥ + 5♠ and 3♦ + 4♣), the
    2♠ on the 5♣ with a 7 is an add, not a new build; and the add joining
    both 7s is named once, by the build whose cards come first."""
    as_card = {"single_build_as_card": True}
    s = position("casino", "AS 8H", "9D", builds=[("3D 4C", 7, False, 1), ("AD AH", 2, False, 1)], options=as_card)
    refuses(BUILDS_AS_CARDS, s, "AS raise 8 [3D 4C] [AD AH]",
            "A raise changes one build: it cannot take another build into it.")
    passes(BUILDS_AS_CARDS, s, "AS raise 8 [3D 4C]")
    sevens = position("casino", "2S 7H", "5C", builds=[("3D 4C", 7, False, 1), ("2H 5S", 7, False, 1)],
                      options=as_card)
    refuses(BUILDS_AS_CARDS, sevens, "2S build 7 [3D 4C] 5C",
            "To put the build of 7 into a new build of 7, add to it instead.")
    refuses(BUILDS_AS_CARDS, sevens, "2S add 7 [3D 4C] [2H 5S] 5C",
            "This play joins two builds of 7: name the build of 2♥ + 5♠ as the one you add to, "
            "the other as a card.")
    passes(BUILDS_AS_CARDS, sevens, "2S add 7 [2H 5S] [3D 4C] 5C")


def test_a_build_splits_into_groups_of_its_value():
    """The 2♠ with 5♣ + 2♦ makes 9; with 5♣ + 3♦ it makes 10, no groups of 9."""
    s = position("casino", "2S 9H", "5C 3D 2D")
    refuses(BUILD_IN_GROUPS, s, "2S build 9 5C 3D", "The 2♠ with 3♦ + 5♣ cannot be split into groups that each "
                                                    "make 9; cards inside a build are never split or rearranged.")
    passes(BUILD_IN_GROUPS, s, "2S build 9 5C 2D")


def test_a_card_added_alone_has_the_builds_value():
    """The opponent's build of 9: a 9♥ added alone makes it a multiple 9
    (a 9♠ still held takes it); the 2♠ alone is no 9."""
    s = position("casino", "2S 9H 9S", "7C", builds=[("4D 5C", 9, False, 1)])
    refuses(BUILD_IN_GROUPS, s, "2S add 9 [4D 5C]",
            "The 2♠ alone does not make 9; cards inside a build are never split or rearranged.")
    passes(BUILD_IN_GROUPS, s, "9H add 9 [4D 5C]")


def test_a_trail_builds_from_table_cards_in_groups_of_its_value():
    """Trail and build on: trailing the 5♥, the 3♣ + 4♦ become a build of 7;
    3♣ + 2♣ make 5, no group of 7.  Without the house rule it is not in play."""
    assert TRAIL_BUILD_GROUPS.fields == ("building", "trail_and_build")
    assert TRAIL_BUILD_GROUPS.active(make_rules("casino", {"trail_and_build": True}))
    assert not TRAIL_BUILD_GROUPS.active(make_rules("casino"))
    s = position("casino", "5H 7S", "3C 4D 2C", options={"trail_and_build": True})
    refuses(TRAIL_BUILD_GROUPS, s, "5H trail build 7 3C 2C",
            "Those table cards cannot be split into groups of 7 for a build of two or more cards.")
    passes(TRAIL_BUILD_GROUPS, s, "5H trail build 7 3C 4D")


# --------------------------------------------------------------------------- shared with the generators
def test_may_raise_and_raise_fill():
    """``may_raise``: one's own build only where raising it is allowed.
    ``raise_fill``: what table cards add to a 7 raised by an ace."""
    s = position("dominican-casino", "AS 8H", "9D", builds=[("3D 4C", 7, False, 0)])
    own = s.builds[0]
    assert not may_raise(s.rules, 0, own) and may_raise(s.rules, 1, own)
    assert may_raise(make_rules("royal-casino"), 0, own)
    assert raise_fill(False, 7, 1, 8) == 0 and raise_fill(False, 7, 1, 9) is None
    assert raise_fill(True, 7, 1, 9) == 1 and raise_fill(True, 7, 1, 7) is None


def test_held_values_are_the_numbers_left_in_hand():
    """Casino: after the 2♠, a 7♥ and a K♦ are left; the king has no number to build to."""
    s = position("casino", "2S 7H KD", "5C")
    assert held_values(s, 0, [parse_card("7H"), parse_card("KD")]) == {7}


def test_two_aces_make_a_multiple_build_of_1_or_14_where_table_aces_count_14():
    """Pagat's Swazi aces: two aces are announced as a multiple build of 1,
    a single build of 2 or a multiple build of 14; inside a build each ace
    counts 1 or 14 as on the table (``ace_value`` ``1_or_14``)."""
    from casino_desktop.core import apply, legal_moves
    s = position("swazi-casino", "AH AD", "AC")
    offered = {m.text() for m in legal_moves(s)}
    assert {"AH build 1 AC", "AH build 14 AC"} <= offered
    passes(BUILD_IN_GROUPS, s, "AH build 14 AC")
    apply(s, resolve(s, "AH build 14 AC"))
    assert [(b.value, b.multiple) for b in s.builds] == [(14, True)]
    # An ace as 14 beside a group of 14, and an ace as 1 in a sum of 14.
    s = position("swazi-casino", "5C 9S AD", "AC 9H")
    passes(BUILD_IN_GROUPS, s, "5C build 14 AC 9H")
    apply(s, resolve(s, "5C build 14 AC 9H"))
    assert [(b.value, b.multiple) for b in s.builds] == [(14, True)]
    s = position("swazi-casino", "AH AD KS", "AC QC")
    apply(s, resolve(s, "AH build 14 QC AC"))
    assert [(b.value, b.multiple) for b in s.builds] == [(14, False)]
    # Where a table ace counts 1 only, an ace in a build does too.
    royal = position("royal-casino", "AH AD", "AC")
    refuses(BUILD_IN_GROUPS, royal, "AH build 14 AC",
            "The A♥ with A♣ cannot be split into groups that each make 14; "
            "cards inside a build are never split or rearranged.")


def test_a_play_named_as_its_raise_loses_nothing_and_no_two_plays_leave_one_table(monkeypatch):
    """Random games with single builds as cards: every play the one-name
    rule takes away has its raise among the legal plays, leaving the same
    table; and no two legal plays leave one table (a chooser would offer
    one play twice).  The reference (``bruteforce``) is asked with and
    without the rule.  By default one seeded game of each table; the slow
    tier (CI's slice) three."""
    assert _one_name_walk(monkeypatch, range(1)) > 0


@pytest.mark.slow
@pytest.mark.ci_slice
def test_a_play_named_as_its_raise_loses_nothing_in_three_games_of_each_table(monkeypatch):
    assert _one_name_walk(monkeypatch, range(3)) > 0


def _one_name_walk(monkeypatch, seeds) -> int:
    """The plays the one-name rule renamed as their raise, in the first 60
    plies of the games ``seeds`` of each table."""
    import random

    from casino_desktop.core import next_round, predicates
    from casino_desktop.core.bruteforce import brute_legal_moves

    def outcome(state, m):
        t = state.clone()
        apply(t, m)
        return (sorted(t.loose), sorted((sorted(b.cards), b.value, b.multiple, b.controller) for b in t.builds),
                [sorted(h) for h in t.hands], t.to_move, t.deals_done)

    as_card = {"single_build_as_card": True}
    games = (("casino", {**as_card, "same_value_builds": "merge"}, 2, False),
             ("casino", {**as_card, "table_cards_raise_single": True}, 4, True),
             ("swazi-casino", as_card, 2, False))
    renamed = 0
    for variant, options, players, partners in games:
        for seed in seeds:
            s = new_game(make_rules(variant, options), players, partners, seed)
            rng = random.Random(seed)
            for _ in range(60):
                if s.phase == "round_over":
                    next_round(s)
                if s.phase != "play":
                    break
                moves = legal_moves(s)
                mid_deal = [m for m in moves if outcome(s, m)[4] == s.deals_done and s.hands[s.to_move][1:]]
                tables = [repr(outcome(s, m)) for m in mid_deal]
                assert len(set(tables)) == len(tables), [m.text() for m in mid_deal]
                if len(s.loose) + len(s.builds) <= 8:
                    kept = brute_legal_moves(s)
                    with monkeypatch.context() as patched:
                        patched.setattr(predicates, "HOUSE_FILTERS",
                                        [r for r in predicates.HOUSE_FILTERS if r is not ONE_NAME])
                        every = brute_legal_moves(s)
                    for kind, card, loose, keys, value in every - kept:
                        single = [b for b in s.builds if b.key in keys and b.value != value]
                        assert len(single) == 1, (kind, keys)
                        assert ("raise", card, loose, (single[0].key,), value) in kept
                        renamed += 1
                building = [m for m in moves if m.kind in (BUILD, RAISE, ADD)]
                apply(s, rng.choice(building if building and rng.random() < 0.7 else moves))
    return renamed


def test_without_builds_as_cards_a_build_joining_your_own_is_told_it_is_no_card():
    """Dominican, single builds not cards: the 2♠ typed with the player's
    own 7 and the A♦ is refused because a build is no card, not as a raise."""
    s = position("dominican-casino", "2S 10C 7H", "AD", builds=[("3D 4C", 7, False, 0)])
    assert RAISE_OWN.refusal(Seen(s), move_of("2S build 10 [3D 4C] AD")) is None
    refuses(BUILDS_AS_CARDS, s, "2S build 10 [3D 4C] AD",
            "A build is not a card: it cannot join a sum unless single builds count as cards.")
