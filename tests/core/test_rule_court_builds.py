"""The court-card building rules of ``casino_desktop.core.rule_court_builds``:
numberless court cards build nothing (Casino), or build on their own rank
to be taken by another of it (seed 004's simple game, ``face_builds``).
For each ``MoveRule``, the fields it reads, when it is in play, and a
position where it refuses a move with its own sentence next to a move it
lets pass."""

from casino_desktop.core import apply, make_rules, resolve
from casino_desktop.core.rule_court_builds import COURT_BUILD_TARGET, COURT_BUILDS, COURT_CANNOT_BUILD

from .helpers import passes, position, refuses


def test_numberless_court_cards_do_not_build():
    """Casino: the K♥ cannot be built onto the K♦ (it takes it instead);
    the simple game's court-card builds and Royal's numbers lift the rule."""
    assert COURT_CANNOT_BUILD.fields == ("face_values", "face_builds")
    assert COURT_CANNOT_BUILD.active(make_rules("casino"))
    assert not COURT_CANNOT_BUILD.active(make_rules("casino-simple"))
    assert not COURT_CANNOT_BUILD.active(make_rules("royal-casino"))
    s = position("casino", "KH KS", "KD")
    refuses(COURT_CANNOT_BUILD, s, "KH build 13 KD", "Court cards have no number here: they cannot be built with.")
    passes(COURT_CANNOT_BUILD, s, "KH take KD")


def test_a_court_card_builds_on_its_own_rank_holding_another():
    """The simple game: the K♥ goes on the loose K♦, to be taken by the K♠
    still held; not on the 5♣, and not without another king in hand."""
    assert COURT_BUILDS.fields == ("face_values", "face_builds", "face_capture")
    assert COURT_BUILDS.active(make_rules("casino-simple"))
    assert not COURT_BUILDS.active(make_rules("casino"))
    s = position("casino-simple", "KH KS", "KD 5C")
    refuses(COURT_BUILDS, s, "KH build 13 5C",
            "A court card builds only on table cards of its own rank, to be taken by another of that rank.")
    passes(COURT_BUILDS, s, "KH build 13 KD")
    refuses(COURT_BUILDS, position("casino-simple", "KH 5S", "KD 5C"), "KH build 13 KD",
            "To build with a court card you must still hold another card of its rank to take the build.")
    refuses(COURT_BUILDS, s, "KH build 13", "A court card builds only on loose table cards of its own rank.")


def test_a_court_card_build_under_one_or_three_holds_three():
    """Court-card builds with "one, or all three by the fourth": the K♥ on
    one K♦ makes two kings, which no fourth king takes at once."""
    options = {"face_capture": "one_or_three"}
    s = position("casino-simple", "KH KS", "KD KC", options=options)
    refuses(COURT_BUILDS, s, "KH build 13 KD",
            "A court-card build must then hold three cards of its rank, to be taken by the fourth.")
    passes(COURT_BUILDS, s, "KH build 13 KC KD")


def test_only_a_court_card_of_its_rank_goes_onto_a_court_card_build():
    """The simple game: the opponent puts the K♣ on the K♦, holding the K♠.
    Nothing but a king touches that build: the K♥ takes it, the 5♥ may
    not be added to it.  (The position is reached by play: the position
    reader takes build values only up to the highest build, 10 here.)"""
    assert COURT_BUILD_TARGET.fields == ("face_values", "face_builds")
    assert COURT_BUILD_TARGET.active(make_rules("casino-simple"))
    assert not COURT_BUILD_TARGET.active(make_rules("casino"))
    s = position("casino-simple", "KC KS", "KD 2C", to_move=1, others={0: "KH 5H 9D"})
    apply(s, resolve(s, "KC build 13 KD"))
    refuses(COURT_BUILD_TARGET, s, "5H add 13 [KC KD]",
            "Only a court card of its rank is added to a court-card build, and nothing raises it.")
    passes(COURT_BUILD_TARGET, s, "KH take [KC KD]")
    refuses(COURT_BUILDS, s, "KH raise 13 [KC KD]", "A court card is added only to a court-card build of its own rank.")
