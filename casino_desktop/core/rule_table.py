"""The basic rules of any play, and what a trail is (``docs/rules.md``).

The basic rules read no rule field: the round is being played, you hold
the card you play, and the table cards and builds you name are there.  The
trail rules say what a trail may name: nothing, or, with the house rule
``trail_and_build``, loose cards it builds from.
"""

from __future__ import annotations


from .cards import pretty
from .templates import N_, fill
from .templates import Text
from .moves import ADD, BUILD, NO_CARD, RAISE, TRAIL
from .moves import Move
from .piles import holder_of
from .rule_base import MoveRule, always, names
from .rule_base import Seen
from .state import PHASE_PLAY

ROUND_OVER = N_("The round is over: no card can be played now.")
NOT_HELD = N_("You do not hold the {card}.")
NOT_ON_TABLE = N_("The {card} is not on the table.")
IN_BUILD = N_("The {card} is in the build of {cards}, and a build is never broken up: "
              "to take the {card}, capture the whole build with a card of {value}.")
NO_BUILD = N_("There is no build of {cards} on the table.")
# A card dropped on one's own face-up pile (the African family) was told
# "The 6♦ is not on the table.", true but no reason (stranger 16).
OWN_TOP = N_("The {card} is on top of your own capture pile: only the top cards of the other players' piles are "
             "in play.")
BUILD_NAMED_TWICE = N_("The build of {cards} is named more often than it stands on the table.")
CARD_NAMED_TWICE = N_("The {card} is named more often than it lies on the table.")
# A double deck's later twin of another value or kind (``state.unnameable_builds``):
# the table refuses a play onto it with this sentence.
NO_HAND_CARD = N_("Say which card from your hand you play.")
UNNAMEABLE_TWIN = N_("An earlier build on the table holds these same cards, and a play names a build by its "
                   "cards: only that first build can be taken, raised or added to now.")


def _round_over(seen: Seen, m: Move) -> str | None:
    return ROUND_OVER if seen.state.phase != PHASE_PLAY else None


def _not_held(seen: Seen, m: Move) -> str | None:
    if m.card == NO_CARD:  # a play from the hand that names no card from the hand
        return NO_HAND_CARD
    return fill(NOT_HELD, card=pretty(m.card)) if m.card not in seen.hand else None


def missing_card(seen: Seen, face: int, absent: Text) -> str:
    """The sentence for a card a move names as loose that is not where a
    move can take it: inside a build (which is taken whole) or ``absent``."""
    for b in seen.state.builds:
        if any(c % 52 == face for c in b.cards):
            return fill(IN_BUILD, card=pretty(face), cards=names(c % 52 for c in b.cards), value=b.value)
    state = seen.state
    if state.stacks:
        own = state.stacks[holder_of(state, seen.seat)]
        if own and own[-1] % 52 == face:
            return fill(OWN_TOP, card=pretty(face))
    return fill(absent, card=pretty(face))


def _not_on_table(seen: Seen, m: Move) -> str | None:
    loose, table = m.loose, seen.table
    for x in loose:
        if x not in table:
            return missing_card(seen, x, NOT_ON_TABLE)
    if len(set(loose)) < len(loose):  # a face named twice needs two copies on the table (a double deck)
        for x in loose:
            if table.count(x) < loose.count(x):  # it is there, once: "not on the table" misled
                return fill(CARD_NAMED_TWICE, card=pretty(x))
    return None


def _no_build(seen: Seen, m: Move) -> str | None:
    keys = m.builds
    for key in keys:
        standing = sum(1 for b in seen.builds if b.key == key)
        if keys.count(key) <= standing:
            continue
        if not standing:
            return fill(NO_BUILD, cards=names(key))
        if any(b.key == key for b in seen.state.builds if b not in seen.builds):
            return UNNAMEABLE_TWIN
        return fill(BUILD_NAMED_TWICE, cards=names(key))
    return None


PLAYING = MoveRule("round_in_play", (), always, _round_over, (ROUND_OVER,), judges="play")
HOLDS_CARD = MoveRule("card_held", (), always, _not_held, (NOT_HELD, NO_HAND_CARD), judges="play")
# OWN_TOP comes last: practice's exclusions name a rule's sentences by place.
LOOSE_EXIST = MoveRule("table_cards_exist", (), always, _not_on_table, (NOT_ON_TABLE, IN_BUILD, CARD_NAMED_TWICE,
                                                                             OWN_TOP))
BUILDS_EXIST = MoveRule("builds_exist", (), always, _no_build, (NO_BUILD, BUILD_NAMED_TWICE, UNNAMEABLE_TWIN))


# --------------------------------------------------------------------------- trails
TRAIL_BUILD_OFF = N_("A trail takes no table cards (trailing and building at once is a house rule that is off).")
TRAIL_ONTO_BUILD = N_("A trail takes nothing from the table: to play onto a build, take it, raise it or add to it.")
TRAIL_NO_VALUE = N_("A card trailed alone makes no build, so it declares no value.")
TRAIL_BUILD_VALUE = N_("Say the value of the build you make from the table cards.")
NO_BUILDING = N_("This variant has no building: capture or trail.")


def _trail_build_off(seen: Seen, m: Move) -> str | None:
    """Without the house rule a trail declares no value (it builds nothing)."""
    if m.kind == TRAIL and m.value:
        return TRAIL_BUILD_OFF if m.loose else TRAIL_NO_VALUE
    return None


def _trail_onto_build(seen: Seen, m: Move) -> str | None:
    return TRAIL_ONTO_BUILD if m.kind == TRAIL and m.builds else None


def _trail_value(seen: Seen, m: Move) -> str | None:
    """A trail that builds says its value; one alone declares none."""
    if m.kind != TRAIL:
        return None
    if m.loose:
        if m.value:
            return None
        rules = seen.rules
        return TRAIL_BUILD_VALUE if rules.building and rules.trail_and_build else TRAIL_BUILD_OFF
    return TRAIL_NO_VALUE if m.value else None


def _no_building(seen: Seen, m: Move) -> str | None:
    return NO_BUILDING if m.kind in (BUILD, RAISE, ADD) else None


TRAIL_AND_BUILD = MoveRule(
    "trail_and_build", ("building", "trail_and_build"), lambda r: not (r.building and r.trail_and_build),
    _trail_build_off, (TRAIL_BUILD_OFF, TRAIL_NO_VALUE), kinds=(TRAIL,), judges="play")
TRAIL_TAKES_NO_BUILD = MoveRule("trail_takes_no_build", (), always, _trail_onto_build, (TRAIL_ONTO_BUILD,),
                                kinds=(TRAIL,))
TRAIL_VALUE = MoveRule("trail_value", ("building", "trail_and_build"), always, _trail_value,
                       (TRAIL_NO_VALUE, TRAIL_BUILD_VALUE, TRAIL_BUILD_OFF), kinds=(TRAIL,))
BUILDING = MoveRule("building", ("building",), lambda r: not r.building, _no_building, (NO_BUILDING,),
                    kinds=(BUILD, RAISE, ADD), judges="play")
