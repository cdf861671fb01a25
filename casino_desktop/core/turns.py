"""The legal moves of the African family, and the flow of a turn of
several actions.

``movegen.legal_moves`` hands these rules here (``is_african``).  The plays
from the hand are listed as under any rules (``house_moves``: the flat
generator where ``fast_path`` allows, as in South Africa and Lesotho, else
the general one), on a view of the table where the top cards in play lie
among the loose cards (a move names them as table cards: ``piles``); the
house filters (``rule_african``, ``rule_turns``) then keep the legal ones.  With several actions a turn
(``turn_actions = several``) the table-only actions follow: builds made of
table cards alone, table cards added to builds, and the end of the turn,
each candidate kept only if the shared predicates of ``rule_turns`` let it
through.
"""

from __future__ import annotations

from .bounded import MOVE_CAP, Sample, SampledMoves, at_most
from .house_moves import ROOMY_BUILDS, ROOMY_LOOSE, moves_under_house_rules
from .moves import END, NO_CARD, TABLE_BUILD, Move, new_move
from .rule_base import Seen
from .rule_turns import (END_TURN, additions_from, generator_of_unions, hand_card_open, several, table_build_problem,
                         table_view)
from .state import HIDDEN, GameState
from .units_african_building import TURN_ONE
from .units_piles import TOPS_NONE
from .variants import Rules

END_MOVE = new_move(END, NO_CARD, 0, (), ())


def is_african(rules: Rules) -> bool:
    """Rules whose moves this module lists (pile tops in play, or turns of
    several actions)."""
    return rules.pile_tops != TOPS_NONE or rules.turn_actions != TURN_ONE


def african_moves(state: GameState, general: bool = False) -> list[Move]:
    seat = state.to_move
    hand = state.hands[seat]
    if hand and hand[0] == HIDDEN:
        return []
    out: list[Move] = []
    view = table_view(state, seat)
    limits = _limits(view)
    if hand and hand_card_open(state):
        out = moves_under_house_rules(view, seat, hand, limits, general)
    if several(state.rules):
        out = list(out)
        out += table_moves(state, seat, view, limits)
    if limits is not None:
        sampled = SampledMoves(out)
        sampled.complete = not limits.cut
        return sampled
    return out


def _limits(view: GameState) -> Sample | None:
    """A bounded sample's limits on a table too long to list whole (as
    ``legal_moves`` does under every rule), else None."""
    if len(view.loose) <= ROOMY_LOOSE and len(view.builds) <= ROOMY_BUILDS:
        return None
    return None if at_most(view, MOVE_CAP) else Sample(MOVE_CAP)


def table_moves(state: GameState, seat: int, view: GameState | None = None, limits: Sample | None = None) -> list[Move]:
    """The table-only actions of ``seat`` and the end of the turn."""
    out: list[Move] = []
    if view is None:
        view = table_view(state, seat)
    seen = Seen(state)
    if END_TURN.refusal(seen, END_MOVE) is None:
        out.append(END_MOVE)
    # One generator of the table's unions for the additions and the builds.
    gen = generator_of_unions(view, seat, limits)
    out += additions_from(gen, state, seat, seen=seen)
    vt = state.values
    if gen is None:
        return out
    held: set[int] = set()
    for c in state.hands[seat]:
        f = c % 52
        if not vt.rank_only[f]:
            held.update(v for v in vt.hand_values[f] if 2 <= v <= vt.max_build)
    built = {b.value for b in state.builds}
    for value in sorted(held - built):
        for faces in gen.table_unions(value):
            if len(faces) < 2:
                continue
            m = new_move(TABLE_BUILD, NO_CARD, value, faces, ())
            if table_build_problem(seen, m) is None:
                out.append(m)
    return out
