"""The African family's capture piles: whose top cards are in play, which card
ends on top, and opponents who insist.  Their moves are the general
generator's (``turns``, ``piles``): the fast path runs only with the
piles out of play.
"""

from __future__ import annotations

from typing import Any

from . import rulebook_african as afr
from .templates import N_
from .rule_spec import ANY, CAPTURING, SECTION_PLAY, Book, BookUnit, RuleSpec
from .units_african_building import TURN_SEVERAL
from .units_deal import partnerships_possible

# pile_tops
TOPS_NONE = "none"
TOPS_BUILDS = "builds"
TOPS_CAPTURES = "captures"
# partner_piles
PILES_SHARED = "shared"
PILES_SEPARATE = "separate"
# pile_order
PILE_PLAYED_ON_TOP = "played_on_top"
PILE_LOWEST_ON_TOP = "lowest_on_top"


def _say_insist(r: Any, book: Book) -> None:
    if book.applies("insist"):
        book.say(afr.INSIST[(r.insist, r.turn_actions)], "insist", *book.also("turn_actions"))


PILE_TOPS = RuleSpec(
    "pile_tops", N_("Top cards of capture piles"), N_("Captured cards are kept face up; what another player may do with the top card of a capture pile (the card beneath then becomes the top)."),
    default=TOPS_NONE,
    group=CAPTURING,
    choices={TOPS_NONE: N_("not in play"), TOPS_BUILDS: N_("into builds only (Swazi)"), TOPS_CAPTURES: N_("built or captured (South Africa)")},
    # The fast path: the generators see the tops among the loose cards of a
    # view of the table (``turns``, ``piles``) and the flow's house filter
    # (``pile_top_use``) keeps the legal uses, so the flat generator inside
    # the flow lists the moves under any value; the short way asks no filter.
    flat=ANY,
    short=frozenset({TOPS_NONE}),
    quiet=(TOPS_NONE,),
    judged_by=("pile_top_use", "build_from_table", "add_from_table"),
    # No generator reads it inline: that a pile's top is no card a Dominican
    # pairing must take is said once, in ``pairing.equal_loose``, which the
    # generators and the rules' sentences both ask.
)

PARTNER_PILES = RuleSpec(
    "partner_piles", N_("Partners' capture piles"), N_("Whether partners keep one capture pile between them or one each; a partner's top card is in play when each keeps their own (Lesotho)."),
    default=PILES_SHARED,
    group=CAPTURING,
    choices={PILES_SHARED: N_("one pile for both"), PILES_SEPARATE: N_("one pile each")},
    needs="pile_tops!=none",
    # The fast path: which piles' tops are in play: nothing without ``pile_tops``.
    flat=ANY,
    mentioned=partnerships_possible,
)

PILE_ORDER = RuleSpec(
    "pile_order", N_("Order on the capture pile"), N_("Which card of a capture ends up on top of the pile, where the next player may use it: the card played (the cards it took beneath it, the lowest nearest the top), or the lowest card (all of them in order of value)."),
    default=PILE_PLAYED_ON_TOP,
    group=CAPTURING,
    choices={PILE_PLAYED_ON_TOP: N_("the card played on top"), PILE_LOWEST_ON_TOP: N_("the lowest card on top")},
    needs="pile_tops!=none",
    about_moves=False,
    mentioned=lambda r: True,
)

INSIST = RuleSpec(
    "insist", N_("Opponents insist"), N_("A capture must take everything the card played may take, and a player who may add table cards or top cards to their side's builds must add them before ending the turn (Swazi lets opponents insist on both)."),
    default=False,
    group=CAPTURING,
    flat=frozenset({False}),
    mentioned=lambda r: True if r.turn_actions == TURN_SEVERAL else None,
    write=_say_insist,
    section=SECTION_PLAY,
    place=80,
    judged_by=("opponents_insist", "end_of_turn"),
)

SPECS = (PILE_TOPS, PARTNER_PILES, PILE_ORDER, INSIST)


def _say_turn_actions(r: Any, book: Book) -> None:
    """A turn of one play, or of several actions (which may use the piles' top cards)."""
    if book.applies("turn_actions"):
        several = r.turn_actions == TURN_SEVERAL
        book.say(afr.TURN_ACTIONS[("several", r.pile_tops != TOPS_NONE) if several else "one"], "turn_actions")


def _say_piles(r: Any, book: Book) -> None:
    """Capture piles: how a capture lies on one, whose piles partners
    keep, what another player may do with the top card."""
    if not book.applies("pile_tops"):
        return
    if r.pile_tops == TOPS_NONE:
        book.say(afr.PILES_NONE, "pile_tops")
        return
    book.say(afr.PILE_ORDER[r.pile_order], "pile_order")
    if book.applies("partner_piles"):
        book.say(afr.PARTNER_PILES[r.partner_piles], "partner_piles")
    book.say(afr.PILE_TOPS[r.pile_tops], "pile_tops")
    book.say(afr.NEXT_TOP[r.turn_actions], "pile_tops", *book.also("turn_actions"))


# What a turn may do with the piles, and the piles themselves.
COMBINATIONS = (BookUnit("a turn's actions", SECTION_PLAY, 60, _say_turn_actions),
                BookUnit("capture piles", SECTION_PLAY, 70, _say_piles))
