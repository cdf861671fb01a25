"""Every legal move of the seat to move: captures, builds, raises, adds, trails.

``legal_moves`` is the one entry point: the table, the CLI, the computer
players, ``check`` and the reference all call it.  This module is the flow
around the generators: which generator lists the moves, then the rules that
judge the whole list (trailing, compulsory capture, the owner's rules,
forced pairing, the house filters of ``predicates``).  The generators are
the fast path (``plaingen``), used only where ``fast_path`` says it
implements every rule field in play, and the general generator
(``general_generator``) under any rules, in ``house_moves``; the African
turns in ``turns``; long tables' samples in ``bounded``.
"""

from __future__ import annotations

from . import combos
from .bounded import moves_or_sample
from .fast_path import fast_ways
from .house_moves import ROOMY_BUILDS, ROOMY_LOOSE, keeping_build_values, moves_under_house_rules
from .moves import TRAILS, Move
from .plaingen import plain_moves
from .state import HIDDEN, PHASE_PLAY, GameState
from .turns import african_moves, is_african


def legal_moves(state: GameState) -> list[Move]:
    if state.phase != PHASE_PLAY:
        return []
    vt = state.values
    usual = (vt.fast_ways or fast_ways(vt, state.rules)).usual
    if not usual and is_african(state.rules):
        return african_moves(state)  # pile tops, turns of several actions (the hand may be empty)
    seat = state.to_move
    hand = state.hands[seat]
    if not hand or hand[0] == HIDDEN:
        return []
    if len(state.loose) > ROOMY_LOOSE or len(state.builds) > ROOMY_BUILDS:
        # A long table may hold millions of moves: ``bounded`` decides
        # whether to list them all (the usual answer) or a bounded sample.
        sample = moves_or_sample(state)
        if sample is not None:
            return sample
    if not usual:
        return moves_under_house_rules(state, seat, hand)
    # The usual rules (``values.FastWays.usual``): the same lists in the
    # same order as ``house_moves.moves_under_house_rules``, without asking
    # about the house rules that cannot apply.  Inline, as the inner loop of
    # every playout.
    moves: list[Move] = []
    others: list[Move] = []
    seen_faces = plain_moves(state, hand, state.loose, moves, others)  # single deck: card id == face
    if others:
        moves += others
    builds = state.builds
    if builds:
        controlled = []  # a loop: a comprehension would make ``seat`` a cell
        for b in builds:
            if b.controller == seat:
                controlled.append(b)
        if controlled:
            if state.rules.owner_may_trail:
                for f in seen_faces:
                    moves.append(TRAILS[f])
            return keeping_build_values(state, seat, moves, controlled, hand)
    for f in seen_faces:
        moves.append(TRAILS[f])
    return moves


def general_moves(state: GameState) -> list[Move]:
    """The legal moves as the general generator lists them, never the fast
    path (the conformance tests compare the two)."""
    if state.phase != PHASE_PLAY:
        return []
    if is_african(state.rules):
        return african_moves(state, general=True)
    hand = state.hands[state.to_move]
    if not hand or hand[0] == HIDDEN:
        return []
    return moves_under_house_rules(state, state.to_move, hand, general=True)


_COMBINE_CACHE = combos._SIGNATURES  # cleared by the benchmark to time cold caches
