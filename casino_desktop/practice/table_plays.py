"""The plays a player can make on the table, and what the table makes of each.

A "legal?" drill asks about a play someone could make at the table: a card
of the hand dropped on the felt, on a table card, on a build, or on a
selection of table things; in a turn of several actions, a table card (or
a pile's top) dragged onto another or onto a build, and the End Turn
button.  What the drop means is the table's own reading (``core.pointing``):
the legal moves it offers in its chooser, or, when it offers none, the
play the core says was attempted (``legality.attempted_move``) and the
sentence the table shows for it.  Typed moves (a card not held, a build
named twice, a value off by one) are the command line's business: no
drill shows one (``coverage.TYPED_ONLY`` lists the sentences only they meet).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import TypeVar

from ..core import (END, NOT_POSSIBLE, NO_CARD, TABLE_ADD, TABLE_BUILD, TRAIL, TURN_SEVERAL, GameState, Move, Offer,
                    Pick, attempted_move, check, end_move, legal_moves, new_move, offer_for_drop, offer_for_table_drop,
                    pile_tops)

__all__ = ["TablePlay", "table_plays", "HAND_TRIED"]

# Hand cards tried at most: a hand of the whole pack (the African family
# deals up to 26 cards) would make thousands of drops to judge in every
# position; every other variant's hands are smaller, and keep all theirs.
HAND_TRIED = 8
# Selections of loose cards tried at most per size (pairs, triples): a
# table of many loose cards has hundreds.
SELECTIONS = 6

_Tried = TypeVar("_Tried", int, tuple[int, ...])  # a hand card, or a selection of loose cards


@dataclass(frozen=True)
class TablePlay:
    move: Move               # the legal move chosen, or the play the table reads the drop as
    sentence: str | None     # None: legal; else the sentence the table shows for it


def _some(items: list[_Tried], n: int, rng: random.Random) -> list[_Tried]:
    return sorted(rng.sample(items, n)) if len(items) > n else items


def _picks(state: GameState, rng: random.Random) -> list[tuple[Pick, bool]]:
    """What a hand card can be dropped on, with whether the table widens the
    drop (one thing dropped on with nothing selected: every move using it
    is offered)."""
    # A pile's top card is dropped on as a loose card is (the African family).
    loose = sorted({c % 52 for c in state.loose} | set(pile_tops(state, state.to_move)))
    keys = [b.key for b in state.builds]
    picks = [(Pick(), False)]
    picks += [(Pick.of((x,)), True) for x in loose]
    picks += [(Pick.of(builds=(k,)), True) for k in keys]
    for size in (2, 3):
        combos = list(itertools.combinations(loose, size))
        picks += [(Pick.of(c), False) for c in _some(combos, SELECTIONS, rng)]
    picks += [(Pick.of((x,), (k,)), False) for k in keys for x in loose]
    picks += [(Pick.of(builds=pair), False) for pair in itertools.combinations(keys, 2)]
    return picks


def _hand_plays(state: GameState, rng: random.Random) -> list[TablePlay]:
    hand = _some(sorted({c % 52 for c in state.hands[state.to_move] if c >= 0}), HAND_TRIED, rng)
    out: list[TablePlay] = []
    legal = legal_moves(state)  # every widened drop filters this one list
    for pick, widen in _picks(state, rng):
        for f in hand:
            offer = offer_for_drop(state, f, pick, widen, legal)
            if offer.moves:
                out.extend(TablePlay(m, None) for m in offer.moves)
                continue
            # The table's sentence is check's of the attempted play
            # (``pointing.refusal``); "not possible" names no rule, so it makes no drill.
            if offer.reason != NOT_POSSIBLE:
                m = attempted_move(state, f, pick.loose, pick.builds)
                out.append(TablePlay(_with_value(state, m), offer.reason))
    return out


def _with_value(state: GameState, m: Move) -> Move:
    """A trail declares nothing (0); a capture by a card of one value names
    it, so the drill's play reads as the table means it."""
    if m.value is not None:
        return m
    values = state.values.hand_values[m.card]
    value = 0 if m.kind == TRAIL or len(values) != 1 else values[0]
    return new_move(m.kind, m.card, value, m.loose, m.builds)


def _table_card_plays(state: GameState) -> list[TablePlay]:
    """A table card or pile top dragged onto another or onto a build, and
    the End Turn button: the actions of a turn of several actions."""
    vt = state.values
    things = sorted({c % 52 for c in state.loose} | set(pile_tops(state, state.to_move)))
    out: list[TablePlay] = []
    for face in things:
        for other in things:
            if other > face:
                offer = offer_for_table_drop(state, face, target_face=other)
                tried = new_move(TABLE_BUILD, NO_CARD, vt.sum_value[face] + vt.sum_value[other],
                                 (min(face, other), max(face, other)), ())
                out.extend(_table_offer(state, offer, tried))
        for b in state.builds:
            offer = offer_for_table_drop(state, face, target_build=b.key)
            tried = new_move(TABLE_ADD, NO_CARD, b.value, (face,), (b.key,))
            out.extend(_table_offer(state, offer, tried))
    end = end_move(state)
    if end is not None:
        out.append(TablePlay(end, None))
    else:
        pressed = new_move(END, NO_CARD, 0, (), ())
        out.append(TablePlay(pressed, check(state, pressed)))
    return out


def _table_offer(state: GameState, offer: Offer, tried: Move) -> list[TablePlay]:
    if offer.moves:
        return [TablePlay(m, None) for m in offer.moves]
    # The table judges the plainest reading of the drag (``pointing``); the
    # same reading here, kept only where the sentences agree.
    if offer.reason != NOT_POSSIBLE and check(state, tried) == offer.reason:
        return [TablePlay(tried, offer.reason)]
    return []


def table_plays(state: GameState, rng: random.Random) -> list[TablePlay]:
    """Every play of the position a player can make by dragging, once each."""
    plays = _hand_plays(state, rng)
    if state.rules.turn_actions == TURN_SEVERAL:
        plays += _table_card_plays(state)
    seen: dict[tuple[object, ...], TablePlay] = {}   # keyed by the move's fields
    for p in plays:
        seen.setdefault(tuple(p.move), p)
    return list(seen.values())
