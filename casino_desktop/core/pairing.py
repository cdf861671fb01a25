"""Forced pairing (``Rules.forced_pairing``, the Dominican form): a card
equal to a loose table card may not be trailed, and a capture takes every
loose card equal to the value the card is played as.

``movegen.legal_moves`` filters its moves here; the rules ``check`` and the
reference ask (``rule_captures``: ``PAIRING_NO_TRAIL``, ``PAIRING_TAKES_ALL``)
call ``equal_loose``, so the rule is written once.
"""

from __future__ import annotations

from typing import Iterable

from .moves import CAPTURE, TRAIL, Move
from .piles import pile_tops
from .state import GameState



def equal_loose(state: GameState, f: int, loose_faces: Iterable[int], value: int | None = None) -> list[int]:
    """``forced_pairing``: the loose table cards equal to the card ``f``,
    the cards it could take alone.  It may not be trailed while there are
    any; a capture with it as ``value`` must take every one equal to that
    value (an ace played as 14 need not take a table ace, which counts 1,
    or a player who must take a build of 14 with it could be left without
    a move).  A pile's top in play (``pile_tops``, with the African piles)
    may be taken, but is not a loose card one must take: the generator
    left it out and the rules' sentences did not, so a legal capture was
    refused ("the K♠ must also take the K♦", the K♦ a pile's top)."""
    if state.stacks:
        tops = pile_tops(state, state.to_move)
        loose_faces = [x for x in loose_faces if x not in tops]
    vt = state.values
    if vt.rank_only[f]:
        return [x for x in loose_faces if x >> 2 == f >> 2]
    values = vt.hand_values[f] if value is None else (value,)
    ro = vt.rank_only
    sv = vt.sum_value
    dual = vt.dual_ace and 14 in values
    return [x for x in loose_faces if not ro[x] and (sv[x] in values or (dual and x >> 2 == 0))]


def leaves_equal_card(m: Move, equal: list[int]) -> bool:
    """A trail, or a capture that leaves one of the ``equal`` cards behind."""
    if m.kind == TRAIL:
        return True
    if m.kind != CAPTURE:
        return False  # the card goes into a build: allowed
    taken = m.loose
    for x in equal:
        if taken.count(x) < equal.count(x):
            return True
    return False


def pairing_kept(state: GameState, moves: list[Move], loose_faces: list[int]) -> list[Move]:
    """``forced_pairing`` (Dominican): a card equal to a loose table card is
    never trailed, and takes every card equal to the value it captures as."""
    equal_of: dict[tuple[int, int | None], list[int]] = {}
    out = []
    for m in moves:
        key = (m.card, m.value if m.kind == CAPTURE else None)
        equal = equal_of.get(key)
        if equal is None:
            equal = equal_of[key] = equal_loose(state, m.card, loose_faces, key[1])
        if not (equal and leaves_equal_card(m, equal)):
            out.append(m)
    return out
