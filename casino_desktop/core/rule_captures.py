"""The capture rules (``docs/rules.md``, rules 2-6): what a card takes,
numberless court cards, compulsory capture and equal cards.

``court_loose_sets`` is the rule ``face_capture`` in the form both
generators list it; ``has_capture`` is the question compulsory capture
asks of the whole table; ``pairing`` holds the equal-cards rule's shared
functions; ``capture_groups`` is the split the rule ``capture_groups``
finds, for the words that tell a capture group by group.  The ``MoveRule``
objects are the rules as ``check`` and the reference ask them, each with
its sentence.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from . import combos
from .build_groups import partition
from .cards import pretty
from .templates import N_, fill, join, names_list
from .moves import CAPTURE, TRAIL
from .moves import Move
from .pairing import equal_loose
from .piles import pile_tops
from .state import Build, GameState
from .rule_base import MoveRule, always
from .rule_base import Seen
from .units_capturing import COURTS_NONE, COURT_TAKES_ALL
from .units_piles import TOPS_CAPTURES


def court_loose_sets(rule: str, same: list[int]) -> list[tuple[int, ...]]:
    """``face_capture``: the sets of loose cards a numberless court card
    takes among ``same``, the loose cards of its rank (sorted): one at a
    time; or all three at once by the fourth; or any number of them.  The
    generators' form of ``COURT_TAKES_OWN_RANK`` and ``COURT_CAPTURE_COUNT``."""
    if not same:
        return []
    singles: list[tuple[int, ...]] = sorted({(x,) for x in same})
    if rule == "one":
        return singles
    if rule == "one_or_three":
        return singles + ([tuple(same)] if len(same) == 3 else [])
    subsets: set[tuple[int, ...]] = set()
    for k in range(1, len(same) + 1):
        subsets.update(combinations(same, k))
    return sorted(subsets)


def capture_exists(seen: Seen) -> bool:
    """``has_capture`` of the position ``seen`` judges, asked once per position."""
    if seen.capture is None:
        seen.capture = has_capture(seen.state)
    return seen.capture


def has_capture(state: GameState) -> bool:
    """Whether the seat to move can capture anything (compulsory capture).
    One group of the value is enough: no need to list the unions."""
    vt = state.values
    faces = [c % 52 for c in state.loose]
    if state.stacks:
        # Pile tops in play count only where they may be captured (a view may
        # have laid them among the loose cards: ``turns.table_view``).
        tops = pile_tops(state, state.to_move)
        if state.rules.pile_tops == TOPS_CAPTURES:
            faces += [f for f in tops if f not in faces]
        else:
            faces = [f for f in faces if f not in tops]
    vals, counts, _ = combos.classify_faces(faces, vt.sum_value)
    groups = combos.signature(vals, counts, vt.dual_ace).by_sum
    loose_ranks = {f >> 2 for f in faces}
    for c in state.hands[state.to_move]:
        f = c % 52
        for v in vt.hand_values[f]:
            if any(b.value == v and vt.rank_only[b.key[0]] == vt.rank_only[f] for b in state.builds):
                return True
            if vt.rank_only[f]:
                if f >> 2 in loose_ranks:
                    return True
            elif groups.get(v):
                return True
    return False


# --------------------------------------------------------------------------- compulsory capture, equal cards
COMPULSORY_SENTENCE = N_("Capturing is compulsory here, and you can capture: you may not trail.")
PAIRING_TRAIL = N_("A card equal to a loose table card may not be trailed: the {card} must take the "
                 "{equal}, or go into a build.")
PAIRING_TAKE = N_("A card must take every loose card equal to it: the {card} must also take the {left}.")
PAIRING_TAKE_AS = N_("A card must take every loose card equal to it: the {card} as {value} must also take the {left}.")


def _equal_cards(faces: Iterable[int]) -> str:
    """Equal cards listed, not added: "the 5♣ and 5♦", where "5♣ + 5♦" read
    as a sum of 10 (stranger 22; the captures' words list them so too)."""
    return names_list(pretty(f) for f in faces)


def _compulsory(seen: Seen, m: Move) -> str | None:
    return COMPULSORY_SENTENCE if m.kind == TRAIL and capture_exists(seen) else None


def _pairing_trail(seen: Seen, m: Move) -> str | None:
    if m.kind == TRAIL and (equal := equal_loose(seen.state, m.card, seen.table)):
        return fill(PAIRING_TRAIL, card=pretty(m.card), equal=_equal_cards(dict.fromkeys(equal)))
    return None


def _pairing_take(seen: Seen, m: Move) -> str | None:
    kind, f, value, loose, _ = m
    if kind != CAPTURE:
        return None
    hv = seen.values.hand_values[f]
    # The value named, or else every value the card has: the sentence is
    # the rule's only if the capture leaves equal cards at each of them.
    lefts = []
    for v in ((value,) if value else hv):
        equal = equal_loose(seen.state, f, seen.table, v)
        left = [x for x in dict.fromkeys(equal) if loose.count(x) < equal.count(x)]
        if not left:
            return None
        lefts.append((v, left))
    v, left = lefts[0]
    if len(hv) > 1:
        return fill(PAIRING_TAKE_AS, card=pretty(f), value=v, left=_equal_cards(left))
    return fill(PAIRING_TAKE, card=pretty(f), left=_equal_cards(left))


COMPULSORY = MoveRule("compulsory_capture", ("compulsory_capture",), lambda r: r.compulsory_capture,
                      _compulsory, (COMPULSORY_SENTENCE,), kinds=(TRAIL,), judges="play")
PAIRING_NO_TRAIL = MoveRule("forced_pairing_trail", ("forced_pairing",), lambda r: r.forced_pairing,
                            _pairing_trail, (PAIRING_TRAIL,), kinds=(TRAIL,), judges="play")
PAIRING_TAKES_ALL = MoveRule("forced_pairing_capture", ("forced_pairing",), lambda r: r.forced_pairing,
                             _pairing_take, (PAIRING_TAKE, PAIRING_TAKE_AS), kinds=(CAPTURE,))


# --------------------------------------------------------------------------- what a card takes
CANNOT_COUNT = N_("The {card} cannot count as {value}.")
BUILD_NOT_ITS_VALUE = N_("A build is taken only whole by a card of its value: the build of {build} "
                       "cannot be taken by a card worth {values}.")
TAKE_SOMETHING = N_("Say which table cards you take.")
COURT_OWN_RANK = N_("Court cards have no number here: a court card takes only cards of its own rank.")
COURT_ONE = N_("A court card takes only one card of its rank at a time here.")
COURT_ONE_OR_THREE = N_("A court card takes one card of its rank, or all three at once by the fourth.")
COURT_TAKEN_BY_RANK = N_("Court cards have no number here: they are taken only by a card of their own rank.")
GROUPS = N_("Those cards cannot be split into groups that each add up to {values}: "
          "every table card belongs to at most one group.")
# One table card of another value: the groups' sentence would puzzle a player who tried to take one card.
ONE_OTHER_CARD = N_("The {card} cannot take the {loose}: it takes table cards worth {values}, or several that "
                    "add up to {values}.")


def _values(seen: Seen, m: Move) -> tuple[int, ...]:
    return (m.value,) if m.value else seen.values.hand_values[m.card]


# The values a card may count as ("1 or 14" for an ace that counts both ways).
EITHER = N_("{first} or {last}", note="a card's values, such as: 1 or 14")


def _value_text(seen: Seen, f: int) -> str:
    values = [str(v) for v in seen.values.hand_values[f]]
    if len(values) == 1:
        return values[0]
    return fill(EITHER, first=join(", ", values[:-1]), last=values[-1])


def _cannot_count(seen: Seen, m: Move) -> str | None:
    if m.value and m.value not in seen.values.hand_values[m.card]:
        return fill(CANNOT_COUNT, card=pretty(m.card), value=m.value)
    return None


def _build_value(seen: Seen, m: Move) -> str | None:
    if seen.values.rank_only[m.card]:
        # A numberless court card is "worth" nothing a player was told of:
        # its own rule says why it takes no build ("a card worth 13" for a
        # king in Casino, the eighteenth stranger's play-test of 7 December).
        return None
    values = _values(seen, m)
    as_card = seen.rules.single_build_as_card
    for b in seen.named(m.builds):
        if b.value not in values and not (as_card and not b.multiple):
            return fill(BUILD_NOT_ITS_VALUE, build=b.value, values=_value_text(seen, m.card))
    return None


def _take_something(seen: Seen, m: Move) -> str | None:
    return TAKE_SOMETHING if not m.loose and not m.builds else None


def _court_rank(seen: Seen, m: Move) -> str | None:
    f = m.card
    ro = seen.values.rank_only
    if not ro[f]:
        if any(ro[x] for x in m.loose):
            return COURT_TAKEN_BY_RANK
        return None
    rank = f >> 2
    if any(x >> 2 != rank for x in m.loose) or any(b.key[0] >> 2 != rank for b in seen.named(m.builds)):
        return COURT_OWN_RANK
    return None


def _court_count(seen: Seen, m: Move) -> str | None:
    loose = m.loose
    if not seen.values.rank_only[m.card] or len(loose) <= 1:
        return None
    rule = seen.rules.face_capture
    if rule == "one":
        return COURT_ONE
    if rule == "one_or_three":
        same = sum(1 for x in seen.table if x >> 2 == m.card >> 2)
        return None if len(loose) == 3 == same else COURT_ONE_OR_THREE
    return None


def _split(seen: Seen, m: Move) -> list[list[int | Build]] | None:
    """``capture_groups``' answer in the position ``seen``: some value of the
    card takes every named build whole (or, as single builds counting as
    cards, in its sums) and splits the loose cards and those builds into
    groups of that value.  The groups: each build taken whole, then each
    sum group (builds counted as cards before the loose cards, as the move
    names them); None when no value of the card splits them."""
    vt = seen.values
    as_card = seen.rules.single_build_as_card
    named = seen.named(m.builds)
    counted: list[int | Build] = [b for b in named if as_card and not b.multiple]
    whole = [b for b in named if not (as_card and not b.multiple)]
    members = counted + list(m.loose)
    sums = [b.value if isinstance(b, Build) else vt.sum_value[b] for b in members]
    for v in _values(seen, m):
        if any(b.value != v for b in whole):
            continue
        groups: list[list[int | Build]] = [[b] for b in whole]
        if not members:
            return groups
        split = partition(sums, v, vt.dual_ace)
        if split is not None:
            return groups + [[members[i] for i in g] for g in split]
    return None


def capture_groups(state: GameState, m: Move) -> list[list[int | Build]] | None:
    """The groups the capture ``m`` takes from ``state``, where they must be
    told apart: "4♠ + 6♦ and 5♥ + 5♣" for two groups of ten, which in a row
    read as one sum of 20.  Each group is a list of loose faces and builds
    (a build taken whole is a group of its own).  Equal cards taken as
    pairs are groups too: "7♥ and 7♣" with a 7, where "7♥ + 7♣" is the sum
    an ace of 14 takes (stranger 22); and a build beside a card of its
    value, "build 8 (2♠ + 6♣) and 8♣", not a sum of 16 (stranger 20).
    None where the capture reads as one row: one group, a numberless court
    card's, or a capture the rules refuse.  The split is the one the rule
    ``capture_groups`` finds (``_split``)."""
    if m.kind != CAPTURE or state.values.rank_only[m.card]:
        return None
    seen = Seen(state)
    if len(seen.named(m.builds)) < len(m.builds):
        return None  # a build the position does not have: nothing to split
    groups = _split(seen, m)
    if groups is None or len(groups) < 2:
        return None
    return groups


def _groups(seen: Seen, m: Move) -> str | None:
    """The capture's table cards (and builds) split into groups of some value
    of the card (``_split``); else the sentence that says they do not."""
    f = m.card
    if seen.values.rank_only[f] or _split(seen, m) is not None:
        return None
    if len(m.loose) == 1 and not m.builds:
        return fill(ONE_OTHER_CARD, card=pretty(f), loose=pretty(m.loose[0]), values=_value_text(seen, f))
    return fill(GROUPS, values=_value_text(seen, f))


CAPTURE_VALUE = MoveRule("capture_value", ("ace_value", "special_hand_values", "face_values"), always,
                         _cannot_count, (CANNOT_COUNT,), kinds=(CAPTURE,), judges="play")
BUILD_TAKEN_WHOLE = MoveRule("build_taken_whole", ("single_build_as_card",), always, _build_value,
                             (BUILD_NOT_ITS_VALUE,), kinds=(CAPTURE,), judges="card")
TAKES_SOMETHING = MoveRule("capture_takes_something", (), always, _take_something, (TAKE_SOMETHING,),
                           kinds=(CAPTURE,))
COURT_TAKES_OWN_RANK = MoveRule("court_takes_own_rank", ("face_values",), lambda r: r.face_values == COURTS_NONE,
                                _court_rank, (COURT_OWN_RANK, COURT_TAKEN_BY_RANK), kinds=(CAPTURE,), judges="card")
COURT_CAPTURE_COUNT = MoveRule("face_capture", ("face_values", "face_capture"),
                               lambda r: r.face_values == COURTS_NONE and r.face_capture != COURT_TAKES_ALL,
                               _court_count, (COURT_ONE, COURT_ONE_OR_THREE), kinds=(CAPTURE,))
CAPTURE_GROUPS = MoveRule("capture_groups", ("ace_value", "single_build_as_card"), always, _groups,
                          (GROUPS, ONE_OTHER_CARD),
                          kinds=(CAPTURE,))
