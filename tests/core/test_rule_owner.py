"""The owner's rules of ``casino_desktop.core.rule_owner``: who owns a build,
what the owner must keep, may not do and may do.  For each ``MoveRule``,
the fields it reads, when it is in play, and a position where it refuses a
move with its own sentence next to a move it lets pass; then the shared
functions the generators ask."""

from casino_desktop.core import PRESETS, make_rules, parse_card
from casino_desktop.core.moves import BUILD, CAPTURE, TRAIL, new_move
from casino_desktop.core.rule_owner import (OWNER_DUTY_RULE, OWNER_KEEPS, OWNER_MAY_NOT_TRAIL, build_owner,
                                            owner_may_play, partner_values, trail_allowed)

from .helpers import passes, position, refuses

# Seat 0 controls a build of 7 (3♦ + 4♣) and holds the 7♥ that takes it.
_OWN_7 = [("3D 4C", 7, False, 0)]


def test_the_owner_of_a_build_may_not_trail():
    """Owning the build of 7, the player wants to trail the 2♠ and keep the
    7♥ for later; taking the build is what they may do."""
    assert OWNER_MAY_NOT_TRAIL.fields == ("owner_may_trail", "owner_obligation", "owner_trails_second_deal")
    assert OWNER_MAY_NOT_TRAIL.active(make_rules("casino"))
    assert not OWNER_MAY_NOT_TRAIL.active(make_rules("casino", {"owner_may_trail": True}))
    s = position("casino", "7H 2S", "9C", builds=_OWN_7)
    refuses(OWNER_MAY_NOT_TRAIL, s, "2S trail", "You control the build of 7: you may not trail; take it, "
                                                "capture something else, build, or add to a build.")
    passes(OWNER_MAY_NOT_TRAIL, s, "7H take [3D 4C]")
    may_trail = position("casino", "7H 2S", "9C", builds=_OWN_7, options={"owner_may_trail": True})
    passes(OWNER_MAY_NOT_TRAIL, may_trail, "2S trail")


def test_the_simple_game_names_what_the_owner_may_do_instead_of_trailing():
    """The same trail in the simple game, where the owner may only take,
    capture or raise: the sentence lists exactly that."""
    s = position("casino-simple", "7H 2S", "9C", builds=_OWN_7)
    refuses(OWNER_MAY_NOT_TRAIL, s, "2S trail", "You control the build of 7: you may not trail; take it, "
                                                "capture something else, or raise a build.")


def test_in_the_simple_game_the_owner_makes_no_new_build():
    """Owning the build of 7, holding 7♥, 2♠, 6♦ and 9♦ with a 4♠ loose:
    building 6 with the 2♠ on the 4♠ is legal under pagat's rules, refused
    in the simple game, where raising the own build to 9 with the 2♠ is
    still allowed."""
    assert OWNER_DUTY_RULE.fields == ("building", "owner_obligation")
    assert OWNER_DUTY_RULE.active(make_rules("casino-simple"))
    assert not OWNER_DUTY_RULE.active(make_rules("casino"))
    s = position("casino-simple", "7H 2S 6D 9D", "4S", builds=_OWN_7)
    refuses(OWNER_DUTY_RULE, s, "2S build 6 4S",
            "While you own the build of 7 you must take it, capture something else, "
            "or raise a build: you may not make another build or add to one.")
    passes(OWNER_DUTY_RULE, s, "2S raise 9 [3D 4C]")
    passes(OWNER_DUTY_RULE, position("casino", "7H 2S 6D 9D", "4S", builds=_OWN_7), "2S build 6 4S")


def test_the_owner_keeps_a_card_that_takes_the_build():
    """Owning the build of 7 with 7♥ and 8♠ in hand, the player may take
    the loose 7♣ with the 7♥ only together with the build: taking the 7♣
    alone would leave nothing that takes 7."""
    assert OWNER_KEEPS.fields == ("build_for_partner",)
    assert all(OWNER_KEEPS.active(v.rules) for v in PRESETS)
    s = position("casino", "7H 8S", "7C", builds=_OWN_7)
    refuses(OWNER_KEEPS, s, "7H take 7C",
            "You control the build of 7: you must keep a card that takes 7 until you take the build.")
    passes(OWNER_KEEPS, s, "7H take [3D 4C] 7C")


def test_a_build_made_for_the_partner_is_the_partners_to_keep():
    """Four players in partnerships, building for the partner on: the
    partner (seat 2) owns a build of 9, so seat 0 may make another 9 for
    them without holding a 9, and the new build is the partner's."""
    options = {"build_for_partner": True}
    s = position("casino", "2S 5H", "7C", builds=[("4D 5C", 9, False, 2)], options=options,
                 players=4, partnerships=True)
    assert partner_values(s, 0) == {9}
    assert partner_values(s, 1) == set()  # seat 1's partner, seat 3, owns nothing
    five = parse_card("5H")
    assert build_owner(s, 0, 9, [five]) == 2
    assert build_owner(s, 0, 5, [five]) == 0  # the 5♥ kept takes a 5: the player's own build
    passes(OWNER_KEEPS, s, "2S build 9 7C")


def test_partner_values_never_read_the_partners_hand():
    """The partner holds a 9, but owns no build: the builder cannot see
    that 9, so it gives no value to build for them (``docs/rules.md``, rule 11)."""
    s = position("casino", "2S 5H", "7C", options={"build_for_partner": True}, players=4, partnerships=True,
                 others={2: "9D 9H"})
    assert partner_values(s, 0) == set()


def test_the_simple_owner_may_take_capture_raise_or_trail_nothing_built():
    """``owner_may_play``, the generators' form of the simple owner's duty."""
    c = parse_card
    assert owner_may_play(new_move(CAPTURE, c("7H"), 7, (c("7C"),), ()))
    assert owner_may_play(new_move(TRAIL, c("2S"), 0, (), ()))
    assert not owner_may_play(new_move(TRAIL, c("2S"), 7, (c("3C"), c("4D")), ()))
    assert not owner_may_play(new_move(BUILD, c("2S"), 6, (c("4S"),), ()))


def test_trailing_is_allowed_unless_owning_a_build_or_a_capture_is_compulsory():
    """``trail_allowed``: the owner may not trail; in Krypkasino nobody may
    while a capture exists."""
    assert not trail_allowed(position("casino", "7H 2S", "9C", builds=_OWN_7), 0, False)
    assert trail_allowed(position("casino", "7H 2S", "9C", builds=[("3D 4C", 7, False, 1)]), 0, False)
    krypkasino = position("krypkasino", "5H 9S", "5D")
    assert not trail_allowed(krypkasino, 0, True)
    assert trail_allowed(krypkasino, 0, False)
