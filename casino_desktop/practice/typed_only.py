"""The refusals no play on the table meets, and those it meets only together
with another: neither makes a "legal?" drill.

A drill shows a play someone can make by dragging cards (``table_plays``):
the table names every card and build from what was dragged, works out the
value itself (card plus what it lies on, a build's value plus the card)
and reads a drop it cannot make sense of as the nearest capture, build or
raise.  So a sentence about a card not held, a build named twice, a value
left unsaid or miscounted answers only a move typed at the command line,
whose tests cover it (``tests/cli``, ``tests/core``).  The coverage test
checks both lists against what table plays meet: a sentence on either
list that a table play meets alone fails it.
"""

from __future__ import annotations

from ..core import TURN_SEVERAL, Rules, value_table
from .exclusion import Exclusion

__all__ = ["TYPED_ONLY", "NEVER_ALONE"]


def _always(rules: Rules) -> bool:
    return True


def _building(rules: Rules) -> bool:
    return bool(rules.building)


_NAMED = ("The table names every card and build from what was dragged, all of them there: only a typed move "
          "can name a card not held, a table card or build that is not there, or none at all.")
_COUNTED = ("The table works out the value of a drop itself (the card plus what it lies on, a build's value "
            "plus the card), so a value left unsaid, miscounted or one the card cannot count as is typed.")
_READ = ("The table reads a drop on the felt as a trail, on a build it cannot take as a raise or an addition, "
         "and on a court card without a number as a capture: this shape of play is only ever typed.")
_COURT = ("A drop with a court card that has no number is read by the table as a capture, never as a build, "
          "so the court-card building rules answer only typed moves (the chooser offers the legal court builds).")
_JOINED = ("The table reads a drop on one build as a raise of it or an addition to it alone, a drop on loose cards "
           "as a build of them alone, and a drop on two builds as a capture: a play that takes another build into "
           "a build as a card is only ever typed (the chooser offers the legal ones).")
_TABLE_DRAG = ("A table card is dragged onto one other card or one build, and End Turn names nothing: a table "
               "action of another shape is only ever typed.")

TYPED_ONLY: tuple[Exclusion, ...] = (
    Exclusion("card_held", 0, _always, _NAMED),
    Exclusion("table_cards_exist", 0, _always, _NAMED),
    Exclusion("table_cards_exist", 2, _always, _NAMED),  # a card named more often than it lies there
    Exclusion("builds_exist", 0, _always, _NAMED),
    Exclusion("builds_exist", 1, _always, _NAMED),
    Exclusion("capture_takes_something", 0, _always, _NAMED),
    Exclusion("raise_single_build", 0, _always, _NAMED),
    Exclusion("add_keeps_value", 0, _always, _NAMED),
    Exclusion("build_value_named", 0, _always, _COUNTED),
    Exclusion("add_keeps_value", 1, _always, _COUNTED),
    Exclusion("capture_value", 0, _always, _COUNTED),
    Exclusion("raise_value", 0, _always, _COUNTED),
    Exclusion("raise_value", 1, _always, _COUNTED),
    Exclusion("trail_and_build", None, _always, _READ),
    Exclusion("trail_takes_no_build", 0, _always, _READ),
    Exclusion("trail_value", 1, _always, _READ),
    Exclusion("trail_build_groups", 0, _always, _READ),
    Exclusion("build_needs_table_cards", 0, _always, _READ),
    Exclusion("build_groups", 1, _always, _READ),
    Exclusion("single_build_as_card", 0, _always, _READ),
    Exclusion("single_build_as_card", 1, _always, _READ),
    *(Exclusion("single_build_as_card", i, _always, _JOINED) for i in (2, 3, 4)),
    Exclusion("raise_named_once", 0, _always, _JOINED),
    Exclusion("raise_own_build", 1, _always, _JOINED),
    Exclusion("raise_partners_build", 1, _always, _JOINED),
    Exclusion("building", 0, _always,
              "Without building the table reads every drop on table cards as a capture, so a build is only "
              "ever typed; the drills of building kinds say there is no building instead."),
    Exclusion("capture_groups", 1, _building,
              "Where players build, the table reads a card dropped on one loose card of another value as a build "
              "of their sum (the build's own rules answer it): taking that one card is only ever typed."),
    Exclusion("court_cards_cannot_build", 0, _always, _COURT),
    Exclusion("court_cards_not_in_builds", 0, _always, _COURT),
    *(Exclusion("face_builds", i, _always, _COURT) for i in range(5)),
    Exclusion("add_from_table", 1, _always, _TABLE_DRAG),
    Exclusion("add_from_table", 3, _always, _TABLE_DRAG),
    Exclusion("add_from_table", 4, _always, _TABLE_DRAG),
    Exclusion("add_from_table", 5, _always, _TABLE_DRAG),
    Exclusion("build_from_table", 1, _always, _TABLE_DRAG),
    Exclusion("build_from_table", 2, _always, _TABLE_DRAG),
    Exclusion("build_from_table", 8, _always, _TABLE_DRAG),
    Exclusion("build_from_table", 13, _always, _COUNTED),  # a build of 0 or 1: two table cards make 2 at least
    Exclusion("end_of_turn", 0, _always, _TABLE_DRAG),
    *(Exclusion(name, index, _always,
                "A table card is dragged onto one other card (the two make their sum, one group) or onto a build "
                "(one card, which its own sentence answers): table cards that do not split into groups of the "
                "value are only ever typed.") for name, index in (("add_from_table", 6), ("build_from_table", 7))),
)


def _over_the_cap_untakeable(rules: Rules) -> bool:
    """Builds are made only with a card from the hand (a build of table
    cards alone, where it is played, is refused over the highest value by
    its own rule, which asks that first: that play breaks one rule), and no
    card takes more than the highest build allowed (a cap of 10 where court
    cards count 11 to 13, or an ace 14, lets a player build 12 holding a
    queen: that build breaks the cap alone)."""
    vt = value_table(rules)
    return rules.turn_actions != TURN_SEVERAL and vt.max_build >= vt.max_value


_HOLD = ("Every build from the hand over the highest allowed is also one no card can take (no card is worth more "
         "than the highest build), so such a play breaks the holding rule too; the holding rule has its own drill.")
_WHOLE = ("The table reads a drop on a build the card cannot take as a raise; a capture of it is read only "
          "with other cards selected or a court card, which break the capture's grouping or court rule too.")

# Sentences a table play meets only together with another rule's: a drill
# about one would have two right answers (its play breaks at most the one
# rule its answer names).
NEVER_ALONE: tuple[Exclusion, ...] = (
    Exclusion("build_max", 0, _over_the_cap_untakeable, _HOLD),
    Exclusion("build_taken_whole", 0, _always, _WHOLE),
    Exclusion("build_groups", 0, _always,
              "The table counts a build as the card plus every card it lies on, so cards that do not split "
              "into groups of the value make a build of another value, which breaks the holding rule too."),
    Exclusion("court_build_target", 0, _always,
              "A number card dropped on a court-card build is read as a raise, which the court rule and the "
              "raising rule both refuse."),
    Exclusion("pile_top_use", 2, _always,
              "A top card added to an opponent's build by a card from the hand is a build the player does not "
              "hold a card for, or one the opponent's rules keep: another rule refuses it too."),
)
