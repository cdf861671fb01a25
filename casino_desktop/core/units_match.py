"""How a match is won: the target, a fixed number of rounds, differential
scoring, the Dominican ladder, ties.  Not about moves.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

from .templates import N_, fill
from .rule_spec import ALWAYS, MATCH, SECTION_WINNING, Book, BookUnit, RuleSpec
from .rulebook_words import TIES, WINNING


# near_target
NEAR_OFF = "off"
NEAR_DOMINICAN = "dominican"
# tie_break
TIES_HIGHER_TOTAL = "higher_total"
TIES_COUNT_OUT = "count_out"
TIES_MOST_SPADES = "most_spades"
TIES_FINNISH = "finnish"


def _say_how_a_match_ends(r: Any, book: Book) -> None:
    """A fixed number of rounds, a target, or a single round; a house rule
    that took a preset's fixed number of rounds away is said here too."""
    if r.rounds_each:
        book.say(fill(WINNING[("rounds", r.misere)], r.rounds_each), "target", "rounds_each")
    elif r.target:
        book.say(fill(WINNING["target"], r.target), "target", *book.also("rounds_each"))
    else:
        book.say(WINNING[("one_round", r.misere)], "target", *book.also("rounds_each"))


def _say_ties(r: Any) -> str:
    sweeps = bool(r.sweep_points) if r.tie_break == TIES_COUNT_OUT else False
    return TIES[(bool(r.target), r.tie_break, sweeps)]


TARGET = RuleSpec(
    "target", N_("Target score"), N_("The game ends when a side reaches this score; 0: a single round is the game."),
    default=21,
    group=MATCH,
    range=(0, 200),
    about_moves=False,
    said=ALWAYS,
    write=_say_how_a_match_ends,
    section=SECTION_WINNING,
    place=10,
)

ROUNDS_EACH = RuleSpec(
    "rounds_each", N_("Rounds each player deals"), N_("If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins."),
    default=0,
    group=MATCH,
    range=(0, 5),
    about_moves=False,
)

DIFFERENTIAL_BOOK = {
    True: N_("Each round only the side with more points scores, and only the difference."),
    False: N_("Each round every side scores what it took."),
}

DIFFERENTIAL = RuleSpec(
    "differential", N_("Differential scoring"), N_("Each round only the side with more points scores, the difference (two sides only)."),
    default=False,
    group=MATCH,
    needs="target",
    about_moves=False,
    sentence=lambda r: DIFFERENTIAL_BOOK[r.differential],
    section=SECTION_WINNING,
)

# The rungs are the scores the engine reads the ladder from (``near_target``):
# the target less each item's points, so a house target of 12 is 9, 10 and 11.
# The page said "(18 of 21)" whatever the target (stranger 13).
NEAR_DOMINICAN_LADDER = N_(
    "Near the target: a side that needs exactly the points of most cards ({cards} of {target}), of the 10\u2666 "
    "({big_casino}) or of most spades ({spades}) reaches the target only by winning that item, and then wins "
    "outright. Until then its other points stop one short of the target, and its sweeps score nothing.",
    note="{cards}, {big_casino} and {spades}: the scores at which a side needs that item (18, 19 and 20 of 21)")
NEAR_OFF_SENTENCE = N_("Any points reach the target.")


# The ladder's items, in the count-out order (which also decides between two
# sides that win their items in the same round).
LADDER_ITEMS = ("cards", "spades", "big_casino")


@lru_cache(maxsize=4)
def _points_fields(rules_class: type) -> dict[str, str]:
    """Each scoring item's field of points, as the rules' own metadata names
    it (``RuleSpec.item_id``): read once, not at every score."""
    return {f.metadata["item_id"]: f.name for f in dataclasses.fields(rules_class) if f.metadata.get("item_id")}


def ladder_rungs(r: Any) -> dict[str, int]:
    """The score at which a side needs each item (18, 19 and 20 of 21 with
    the usual points), keyed by item: the target less the item's points."""
    points = _points_fields(r.__class__)
    return {item: r.target - getattr(r, points[item]) for item in LADDER_ITEMS}


def _say_near_target(r: Any) -> str:
    if r.near_target != NEAR_DOMINICAN:
        return NEAR_OFF_SENTENCE
    return fill(NEAR_DOMINICAN_LADDER, target=r.target, **ladder_rungs(r))

NEAR_TARGET = RuleSpec(
    "near_target", N_("Near the target"), N_("Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10\u2666 (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others')."),
    default=NEAR_OFF,
    group=MATCH,
    choices={NEAR_OFF: N_("any points reach the target"), NEAR_DOMINICAN: N_("the Dominican ladder (18, 19, 20)")},
    needs="target",
    about_moves=False,
    sentence=_say_near_target,
    section=SECTION_WINNING,
)

TIE_BREAK = RuleSpec(
    "tie_break", N_("When several reach the target"), N_("Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10\u2666, 2\u2660, the aces \u2660\u2663\u2665\u2666, sweeps; the Finnish order is aces and casinos, then spades, then cards."),
    default=TIES_HIGHER_TOTAL,
    group=MATCH,
    choices={TIES_HIGHER_TOTAL: N_("higher total (equal: another round)"), TIES_COUNT_OUT: N_("counting out, item by item"), TIES_MOST_SPADES: N_("higher total, then most spades"), TIES_FINNISH: N_("higher total, then Finnish order")},
    about_moves=False,
    said=ALWAYS,
    sentence=_say_ties,
    section=SECTION_WINNING,
    place=60,
)

SPECS = (TARGET, ROUNDS_EACH, DIFFERENTIAL, NEAR_TARGET, TIE_BREAK)


def _say_won_during_play(r: Any, book: Book) -> None:
    if r.target and r.score_as_earned:
        book.say(WINNING["at_once"], "score_as_earned")


# A target met while points are scored as they are earned ends the match at once.
COMBINATIONS = (BookUnit("won during play", SECTION_WINNING, 20, _say_won_during_play),)
