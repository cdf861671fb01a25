"""Round scoring with a per-item, per-side breakdown, as JSON-ready dicts.

One function serves the engine at the end of a round, the Finnish immediate
scoring during play, and the CLI ``score`` command, so the three can never
disagree.
"""

from __future__ import annotations

import functools
from typing import Any, Iterable, Sequence

from .cards import (ACE, ACE_OF_SPADES, CLUBS, DIAMONDS, HEARTS, JACK_OF_SPADES, SPADES,
                    TEN_OF_DIAMONDS, TWO_OF_SPADES, make, pretty)
from .templates import N_, N_plural, Text, fill, join
from .near_target import dominican
from .variants import Rules
from .units_scoring import CANCEL_MINIMUM, CANCEL_ONE_EACH, MULLE_OFF

# Count-out order of the aces: spades, clubs, hearts, diamonds.
ACE_ORDER = (make(ACE, SPADES), make(ACE, CLUBS), make(ACE, HEARTS), make(ACE, DIAMONDS))

# Look-ups by card id (both copies of a double deck), so that counting a
# pile runs in C: scoring ends every random playout.
_IS_SPADE = tuple(1 if (c % 52) & 3 == SPADES else 0 for c in range(104))
_ACE_IDS = frozenset(c for c in range(104) if (c % 52) >> 2 == ACE)


def immediate_points(rules: Rules, cards: Iterable[int]) -> int:
    """Points that Finnish rules score the moment these cards are taken."""
    pts = 0
    for c in cards:
        f = c % 52
        if f >> 2 == ACE:
            pts += rules.each_ace
        if f == TEN_OF_DIAMONDS:
            pts += rules.big_casino
        if f == TWO_OF_SPADES:
            pts += rules.little_casino
    return pts


def _most(counts: list[int], points: int, ties_split: bool = False) -> list[int]:
    """The prize for the most: a single winner takes it; tied sides get
    nothing, or under ``ties_split`` an equal share each, rounded down (the
    African game: most cards 2, a tie 1 each)."""
    best = max(counts)
    out = [0] * len(counts)
    tied = counts.count(best)
    if points and tied == 1:  # a single winner
        out[counts.index(best)] = points
    elif points and ties_split:
        share = points // tied
        out = [share if c == best else 0 for c in counts]
    return out


def _add(items: list[dict[str, Any]], item_id: str, label: str, points: Sequence[int], detail: object = None,
         immediate: bool = False) -> None:
    if detail is not None or any(points):
        items.append({"id": item_id, "label": label, "points": list(points), "detail": detail,
                      "immediate": immediate})


# Scoring ends every random playout, so the per-round work is kept in C
# where it can be: spades counted by a byte translation (a third of the
# ``map`` over the pile), the aces' detail text by look-up, the casinos
# counted in one copy of a single deck.
_ACE_RANK = {c: ACE_ORDER.index(c % 52) for c in _ACE_IDS}  # count-out order of each ace id
_PRETTY = tuple(pretty(c) for c in range(104))
_SPADE_BYTES = bytes(_IS_SPADE) + bytes(256 - 104)  # a translation table: 1 for a spade's id
_NOT_ACES = bytes(c for c in range(256) if c not in _ACE_IDS)  # deleted, they leave the aces
_CASINO_ITEMS = (
    # (card, item id = the rule giving its points, label, a casino)
    (TEN_OF_DIAMONDS, "big_casino", fill(N_("{card} big casino"), card=pretty(TEN_OF_DIAMONDS)), True),
    (TWO_OF_SPADES, "little_casino", fill(N_("{card} little casino"), card=pretty(TWO_OF_SPADES)), True),
    (ACE_OF_SPADES, "ace_of_spades", pretty(ACE_OF_SPADES), False),
    (JACK_OF_SPADES, "jack_of_spades", pretty(JACK_OF_SPADES), False),
)
# The names of the score sheet's items (the casinos' are above).
MOST_CARDS = N_("Most cards")
MOST_SPADES = N_("Most spades")
SPADES_BEYOND = N_("Spades beyond {threshold}", note="Överspader: a point for every spade taken beyond this many")
EACH_SPADE = N_("Spades", note="a score item: points for every spade taken")
ACES = N_("Aces", note="a score item: points for every ace taken")
LAST_CAPTURE = N_("Last capture")
SWEEPS = N_("Sweeps", note="a score item: points for sweeps")
# The Dominican game's row in its players' own word, as its rules text says
# it ("a sweep (virado)"): a template of its own, so a language names it.
DOMINICAN_SWEEPS = N_("Sweeps", note="a score item: points for sweeps in the Dominican game, whose players call "
                      "them virados")
SWEEPS_LEFT_OPEN = N_("Sweeps left open", note="a score item: minus points for leaving the table open to a sweep")
MULLES = N_("Mulles", note="a score item: points for mulles")
SPADE_QUOTA = N_plural("{count} spade or more", "{count} spades or more",
                       note="a score item: a point for each side that took at least this many spades (South Africa: five)")


def sweeps_label(rules: Rules) -> str:
    """The sweeps row's name: the Dominican game's own word, or the plain one."""
    return DOMINICAN_SWEEPS if dominican(rules) else SWEEPS


def said_as_penalties(rules: Rules, scores: Sequence[int]) -> bool:
    """Whether match scores are told as penalty points ("39 penalty points",
    not "-39 points"): in a penalty game (``misere``: every point counts
    against its taker, the fewest win), where no side stands above 0.  A
    side credited more than it lost (sweeps left open to it:
    ``sweep_left_open``) is told in plain points, signs and all."""
    return rules.misere and all(n <= 0 for n in scores)


# The labels and the aces' detail are translatable ``Text`` objects, which
# cost a few thousand instructions each to build: every random playout ends
# in ``score_round``, so each is built once and shared (a ``Text`` is never
# changed after it is made).
@functools.lru_cache(maxsize=64)
def _spade_quota_label(quota: int) -> Text:
    return fill(SPADE_QUOTA, quota)


@functools.lru_cache(maxsize=64)
def _spades_beyond_label(threshold: int) -> Text:
    return fill(SPADES_BEYOND, threshold=threshold)


# A pile's aces (their ids in pile order) -> their names in count-out order.
# A single deck has 65 such sequences; a double deck many more, so the memo
# stops growing at a bound and the rare others are built each time.
_ACES_DETAIL: dict[bytes, Text] = {}
_ACES_DETAIL_MAX = 4096


def _aces_detail(aces: bytes) -> Text:
    text = join(" ", map(_PRETTY.__getitem__, sorted(aces, key=_ACE_RANK.__getitem__)))
    if len(_ACES_DETAIL) < _ACES_DETAIL_MAX:
        _ACES_DETAIL[aces] = text
    return text


def score_round(rules: Rules, piles: list[list[int]], sweeps: list[int], mulles: list[list[int]],
                last_capturer_side: int | None, opened: list[int] | None = None) -> dict[str, Any]:
    """The breakdown of one round.

    ``piles``: cards each side took (residue included); ``sweeps``: counted
    sweeps per side *before* cancelling; ``mulles``: the value of each mulle
    per side; ``opened``: sweeps each side left the table open to
    (``sweep_left_open``).  Items scored at once (Finnish immediate scoring,
    or ``score_as_earned``) are included and flagged ``immediate``.  Under
    ``misere`` every item's points are turned into minus points.
    """
    n = len(piles)
    items: list[dict[str, Any]] = []
    card_counts = [len(p) for p in piles]
    blobs = [bytes(p) for p in piles]  # card ids are below 256: counted by C's byte search
    spade_counts = [b.translate(_SPADE_BYTES).count(1) for b in blobs]
    # score_as_earned: a majority is certain, so scored at once, when a side
    # holds more than half of the deck's cards or spades (27 of 52, 7 of 13).
    earned = rules.score_as_earned
    split = rules.ties_split
    if rules.most_cards:
        _add(items, "cards", MOST_CARDS, _most(card_counts, rules.most_cards, split), card_counts,
             earned and max(card_counts) > 26 * rules.decks)
    if rules.most_spades:
        _add(items, "spades", MOST_SPADES, _most(spade_counts, rules.most_spades, split), spade_counts,
             earned and 2 * max(spade_counts) > 13 * rules.decks)
    quota = rules.spade_quota
    if quota:
        # Each side that reaches the quota keeps its point whatever the others
        # take, so under score_as_earned it is scored the moment it is reached.
        _add(items, "spade_quota", _spade_quota_label(quota), [1 if s >= quota else 0 for s in spade_counts],
             spade_counts, earned)
    if rules.overspader:
        _add(items, "overspader", _spades_beyond_label(rules.overspader),
             [max(0, s - rules.overspader) for s in spade_counts], spade_counts, earned)
    if rules.each_spade:
        _add(items, "each_spade", EACH_SPADE, [s * rules.each_spade for s in spade_counts], spade_counts, earned)
    imm = rules.immediate_scoring or earned
    each_ace = rules.each_ace
    if each_ace:
        points = []
        detail = []
        for b in blobs:
            aces = b.translate(None, _NOT_ACES)  # the aces' ids, in pile order
            points.append(len(aces) * each_ace)
            text = _ACES_DETAIL.get(aces)
            if text is None:
                text = _aces_detail(aces)
            detail.append(text)
        _add(items, "aces", ACES, points, detail, imm)
    two_decks = rules.decks > 1
    for card, item_id, label, casino in _CASINO_ITEMS:
        pts = getattr(rules, item_id)
        if pts:
            if two_decks:  # either copy of a double deck
                points = [(b.count(card) + b.count(card + 52)) * pts for b in blobs]
            else:
                points = [b.count(card) * pts for b in blobs]
            _add(items, item_id, label, points, None, earned or (imm and casino))
    if rules.last_capture and last_capturer_side is not None:
        pts = [0] * n
        pts[last_capturer_side] = rules.last_capture
        _add(items, "last_capture", LAST_CAPTURE, pts)
    if rules.sweep_points:
        counted = cancel_sweeps(rules, sweeps)
        _add(items, "sweeps", sweeps_label(rules), [s * rules.sweep_points for s in counted], list(sweeps), earned)
    if rules.sweep_left_open and opened:
        _add(items, "left_open", SWEEPS_LEFT_OPEN, [-k * rules.sweep_points for k in opened], list(opened))
    if rules.mulle != MULLE_OFF:
        _add(items, "mulles", MULLES, [sum(m) for m in mulles], [len(m) for m in mulles], earned)
    if rules.misere:
        for it in items:
            it["points"] = [-p for p in it["points"]]
    # Per side, summed in C: a column of the items' points each.
    every = []
    at_end = []
    for it in items:
        every.append(it["points"])
        if not it["immediate"]:
            at_end.append(it["points"])
    totals = list(map(sum, zip(*every))) if every else [0] * n
    later = list(map(sum, zip(*at_end))) if at_end else [0] * n
    return {"items": items, "totals": totals, "added_at_end": later,
            "cards": card_counts, "spades": spade_counts}


def earned_points(rules: Rules, piles: list[list[int]], sweeps: list[int], mulles: list[list[int]]) -> list[int]:
    """Per side, the points already certain during play (``score_as_earned``):
    the items ``score_round`` marks as scored at once, so the two can never
    disagree.  Each side's figure depends only on its own pile, sweeps and
    mulles, and never goes down as the round goes on."""
    result = score_round(rules, piles, sweeps, mulles, None)
    return [sum(it["points"][i] for it in result["items"] if it["immediate"]) for i in range(len(piles))]


def cancel_sweeps(rules: Rules, sweeps: list[int]) -> list[int]:
    if rules.sweeps_cancel == CANCEL_ONE_EACH and sweeps and min(sweeps) > 0:
        return [s - 1 for s in sweeps]
    if rules.sweeps_cancel == CANCEL_MINIMUM and sweeps:
        low = min(sweeps)
        return [s - low for s in sweeps]
    return list(sweeps)


def count_out_order(result: dict[str, Any], pile_aces: list[list[int]] | None = None) -> list[list[int]]:
    """Points per step in the count-out order: cards, spades, 10♦, 2♠, aces
    ♠♣♥♦, sweeps, then everything else."""
    by_id = {it["id"]: it["points"] for it in result["items"]}
    n = len(result["totals"])
    steps = []
    for item_id in ("cards", "spades", "spade_quota", "overspader", "each_spade", "big_casino", "little_casino"):
        if item_id in by_id:
            steps.append(by_id.pop(item_id))
    if "aces" in by_id and pile_aces is not None:
        per_ace = by_id.pop("aces")
        unit = [p // max(1, len(a)) if a else 0 for p, a in zip(per_ace, pile_aces)]
        for ace in ACE_ORDER:
            steps.append([unit[i] if ace in [c % 52 for c in pile_aces[i]] else 0 for i in range(n)])
    for item_id in ("aces", "sweeps"):
        if item_id in by_id:
            steps.append(by_id.pop(item_id))
    rest = [sum(p[i] for p in by_id.values()) for i in range(n)]
    steps.append(rest)
    return steps
