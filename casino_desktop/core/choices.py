"""The moves a player weighs, and cut lists of moves.

* ``choice_moves``: what a computer player (and the coach) weighs: every
  legal move, or on a long table a bounded sample (``bounded``).
* ``limited_moves``: at most ``limit`` moves and whether that is all of
  them (``cli moves --limit``).

They sit above ``movegen.legal_moves``, which they call; ``bounded`` below
it only decides how much of a long table's answers to make.
"""

from __future__ import annotations

from .bounded import MOVE_CAP, at_most, sampled_moves
from .house_moves import ROOMY_BUILDS, ROOMY_LOOSE
from .movegen import legal_moves
from .moves import Move
from .state import GameState

CHOICE_CAP = 200  # the most moves a computer player weighs on a long table


def choice_moves(state: GameState, limit: int = CHOICE_CAP) -> list[Move]:
    """The moves a computer player weighs: every legal move, or on a long
    table with more than ``limit`` of them a bounded sample (each played
    card, value and kind of move kept).  The players evaluate every move
    they are given, often with a reply model per move, so their list must
    stay short where the table's may be long."""
    if (len(state.loose) <= ROOMY_LOOSE and len(state.builds) <= ROOMY_BUILDS) or at_most(state, limit):
        return legal_moves(state)
    return sampled_moves(state, limit)


def limited_moves(state: GameState, limit: int) -> tuple[list[Move], bool]:
    """At most ``limit`` legal moves, and whether they are all of them."""
    if at_most(state, max(limit, MOVE_CAP)):
        moves = legal_moves(state)
        complete = getattr(moves, "complete", True)
    else:
        moves = sampled_moves(state, limit)
        complete = moves.complete
    if len(moves) > limit:
        return list(moves[:limit]), False
    return list(moves), complete
