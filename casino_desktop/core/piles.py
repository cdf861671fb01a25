"""Face-up capture piles whose top cards are in play (the African family).

Under ``pile_tops`` every capture pile lies face up, and the top card of
another player's pile may be used as if it lay on the table: in a build
(Swazi, Sotho), or also in a capture (South Africa).  Once it is used, the
card beneath becomes the top.

``state.stacks`` keeps the piles in the order they lie, the last card on
top, one per *holder*: a side, or a seat when partners keep a pile each
(``partner_piles = separate``).  ``state.captured`` stays what scoring
reads (every card a side took); the two change together here, so that
they never disagree.

A move names a top card among its table cards (``Move.loose``): with one
deck a card lies in one place only, so ``apply`` finds it either on the
table or on top of a pile (``docs/rules.md``, "African Casino").
"""

from __future__ import annotations

from typing import Iterable

from .cards import rank_of
from .state import GameState
from .units_piles import PILES_SEPARATE, PILE_LOWEST_ON_TOP, TOPS_NONE
from .variants import Rules


def remove_face(cards: list[int], f: int) -> int:
    """Remove a card of face ``f`` from ``cards`` and return its id (with a
    double deck, the first copy)."""
    try:
        cards.remove(f)  # single deck: id == face (and the first copy of a double deck)
        return f
    except ValueError:
        pass
    for i, c in enumerate(cards):
        if c % 52 == f:
            return cards.pop(i)
    raise ValueError("card not found")


def uses_piles(rules: Rules) -> bool:
    return rules.pile_tops != TOPS_NONE


def separate(state: GameState) -> bool:
    """Whether each seat keeps a pile of its own (partners otherwise share one)."""
    return state.partnerships and state.rules.partner_piles == PILES_SEPARATE


def holder_of(state: GameState, seat: int) -> int:
    """The pile a seat's captures go to: its own, or its side's."""
    return seat if separate(state) else state.side_of(seat)


def holders(state: GameState) -> int:
    """How many piles there are."""
    return state.players if separate(state) else state.sides


def holder_seats(state: GameState, holder: int) -> list[int]:
    """The seats whose captures go to the pile ``holder``."""
    if separate(state) or not state.partnerships:
        return [holder]
    return [holder, holder + 2]


def new_stacks(state: GameState) -> list[list[int]] | None:
    return [[] for _ in range(holders(state))] if uses_piles(state.rules) else None


def pile_tops(state: GameState, seat: int) -> dict[int, int]:
    """The top cards ``seat`` may use, face -> the pile's holder: every other
    pile's top (South Africa), or only opponents' (partners sharing a pile
    have the same one; with separate piles a partner's is in play too)."""
    stacks = state.stacks
    if not stacks:
        return {}
    mine = holder_of(state, seat)
    out: dict[int, int] = {}
    for holder, stack in enumerate(stacks):
        if holder != mine and stack:
            out[stack[-1] % 52] = holder
    return out


def table_faces(state: GameState, seat: int, tops: dict[int, int] | None = None) -> list[int]:
    """The loose cards and the tops ``seat`` may use: every card a move of
    the seat may name as a table card.  ``tops``: ``pile_tops`` of the
    seat, when the caller has them already."""
    faces = [c % 52 for c in state.loose]
    if state.stacks:
        on_table = set(faces)  # a view may have laid the tops among the loose cards already
        if tops is None:
            tops = pile_tops(state, seat)
        faces += [f for f in tops if f not in on_table]
    return faces


def tops_in(state: GameState, seat: int, faces: Iterable[int]) -> list[int]:
    """Which of a move's table cards are pile tops."""
    if not state.stacks:
        return []
    tops = pile_tops(state, seat)
    return [f for f in faces if f in tops]


def take_table_card(state: GameState, seat: int, f: int) -> int:
    """Remove the table card ``f`` from where it lies (the table, or the top
    of a pile) and return its card id."""
    tops = pile_tops(state, seat)
    if f not in tops or any(c % 52 == f for c in state.loose):
        return remove_face(state.loose, f)
    holder = tops[f]
    card = state.stacks[holder].pop()  # type: ignore[index]  # a top was found, so the piles are in play
    side = state.side_of(holder_seats(state, holder)[0])
    state.captured[side].remove(card)
    return card


def _value_order(c: int) -> int:
    return rank_of(c % 52)


def lay_capture(state: GameState, seat: int, played: int, taken: list[int]) -> None:
    """Put a capture on the capturing seat's pile, in the order the rules
    give (``pile_order``): the played card on top with the others beneath
    it, lowest nearest the top; or all by value, the lowest on top."""
    stack = state.stacks[holder_of(state, seat)]  # type: ignore[index]  # called only when the piles are in play
    if state.rules.pile_order == PILE_LOWEST_ON_TOP:
        stack.extend(sorted(taken + [played], key=_value_order, reverse=True))
    else:
        stack.extend(sorted(taken, key=_value_order, reverse=True))
        stack.append(played)
