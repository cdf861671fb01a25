"""The legal moves of the African family, and the flow of a turn of
several actions.

``movegen.legal_moves`` hands these rules here (``is_african``).  The plays
from the hand are the general generator's as under any rules, on a view of
the table where the top cards in play lie among the loose cards (a move
names them as table cards: ``piles``); the house filters (``rule_african``,
``rule_turns``) then keep the legal ones.  With several actions a turn
(``turn_actions = several``) the table-only actions follow: builds made of
table cards alone, table cards added to builds, and the end of the turn,
each candidate kept only if the shared predicates of ``rule_turns`` let it
through.
"""

from __future__ import annotations

from .general_generator import GeneralGenerator
from .moves import END, NO_CARD, TABLE_ADD, TABLE_BUILD, new_move
from .piles import table_faces
from .rule_base import Seen
from .rule_turns import END_TURN, hand_card_open, several, table_add_problem, table_build_problem
from .state import HIDDEN

END_MOVE = new_move(END, NO_CARD, 0, (), ())


def is_african(rules) -> bool:
    """Rules whose moves this module lists (pile tops in play, or turns of
    several actions)."""
    return rules.pile_tops != "none" or rules.turn_actions != "one"


def table_view(state, seat: int):
    """The state as the generators see it: the top cards ``seat`` may use
    lie on the table with the loose cards."""
    faces = table_faces(state, seat)
    if len(faces) == len(state.loose):
        return state
    view = state.clone()
    view.loose = view.loose + faces[len(state.loose):]
    return view


def african_moves(state, general: bool = False) -> list:
    from .movegen import _moves_under_house_rules  # movegen imports this module
    seat = state.to_move
    hand = state.hands[seat]
    if hand and hand[0] == HIDDEN:
        return []
    out: list = []
    view = table_view(state, seat)
    limits = _limits(view)
    if hand and hand_card_open(state):
        out = _moves_under_house_rules(view, seat, hand, limits, general)
    if several(state.rules):
        out = list(out)
        out += table_moves(state, seat, view, limits)
    if limits is not None:
        from .bounded import SampledMoves
        sampled = SampledMoves(out)
        sampled.complete = not limits.cut
        return sampled
    return out


def _limits(view):
    """A bounded sample's limits on a table too long to list whole (as
    ``legal_moves`` does under every rule), else None."""
    from .movegen import _ROOMY_BUILDS, _ROOMY_LOOSE
    if len(view.loose) <= _ROOMY_LOOSE and len(view.builds) <= _ROOMY_BUILDS:
        return None
    from .bounded import MOVE_CAP, Sample, at_most
    return None if at_most(view, MOVE_CAP) else Sample(MOVE_CAP)


def table_moves(state, seat: int, view=None, limits=None) -> list:
    """The table-only actions of ``seat`` and the end of the turn."""
    out: list = []
    if view is None:
        view = table_view(state, seat)
    seen = Seen(state)
    if END_TURN.refusal(seen, END_MOVE) is None:
        out.append(END_MOVE)
    out += table_additions(state, seat, view=view, limits=limits, seen=seen)
    vt = state.values
    gen = _generator(view, seat, limits)
    if gen is None:
        return out
    held = set()
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


def table_additions(state, seat: int, own_only: bool = False, view=None, limits=None, seen=None) -> list:
    """Table cards ``seat`` may add to builds (only its side's builds with
    ``own_only``: what opponents may insist on)."""
    if view is None:
        view = table_view(state, seat)
    gen = _generator(view, seat, limits)
    if gen is None or not state.builds:
        return []
    if seen is None:
        seen = Seen(state)
    out = []
    for b in seen.builds:
        if state.values.rank_only[b.key[0]]:
            continue
        if own_only and state.side_of(b.controller) != state.side_of(seat):
            continue
        for faces in gen.table_unions(b.value):
            m = new_move(TABLE_ADD, NO_CARD, b.value, faces, (b.key,))
            if table_add_problem(seen, m) is None:
                out.append(m)
    return out


def _generator(view, seat: int, limits):
    vt = view.values
    numbered = [c % 52 for c in view.loose if not vt.rank_only[c % 52]]
    if not numbered:
        return None
    return GeneralGenerator(view, seat, numbered, limits)
