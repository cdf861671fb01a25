"""The moves of a hand under any house rules: the generators, then every
rule that judges the whole list.

``moves_under_house_rules`` is the flow the short way of ``legal_moves``
(``movegen``) abbreviates where ``fast_path`` allows: a generator lists the
captures and builds of each hand card (the flat one, ``plaingen``, where
``fast_path.fast_ways`` says it implements every rule in play; else the
general one), then trailing, compulsory capture, the owner's rules, forced
pairing and the house filters of ``predicates`` decide.  The African turns
(``turns``), the bounded samples of long tables (``bounded``) and the
legality of named builds (``legality``) call it too: it sits below all of
them, so none of them reaches back up into ``movegen``.
"""

from __future__ import annotations

from typing import Any

from .fast_path import fast_ways
from .general_generator import GeneralGenerator
from .moves import CAPTURE, TRAILS, Move
from .pairing import pairing_kept
from .plaingen import plain_moves
from .predicates import active_filters, filter_moves, keeps_build_values, owner_may_play, owner_may_trail_now, HOUSE_FILTERS
from .rule_base import Seen
from .state import Build, GameState, reachable_builds
from .units_building import DUTY_SIMPLE


# Tables with at most this many loose cards and builds are listed whole
# without a question: their answers are small (``bounded`` for the others).
ROOMY_LOOSE = 12
ROOMY_BUILDS = 6


def moves_under_house_rules(state: GameState, seat: int, hand: list[int], limits: Any = None,
                            general: bool = False) -> list[Move]:
    """``legal_moves`` under any rules: every house rule asked about.
    ``limits`` (``bounded``): the generator's answers cut to a bounded part;
    ``general``: never the flat generator."""
    vt = state.values
    rules = state.rules
    builds = state.builds
    captures: list[Move] = []
    others: list[Move] = []
    gen = None
    seen = None  # the position the house filters judge in, worked out once for both lists
    view = state  # what the generators see
    if vt.decks == 1:
        hand_faces = hand  # single deck: card id == face (read only below)
        loose_faces = state.loose
    else:
        hand_faces = [c % 52 for c in hand]
        loose_faces = [c % 52 for c in state.loose]
        if builds:
            shown = reachable_builds(builds)
            if shown is not builds:
                # Only the builds a move can name; the owner rule below still
                # judges every build on the table.
                view = state.clone()
                view.builds = shown
    if limits is None and not general and fast_ways(vt, rules).plain:
        seen_faces = plain_moves(view, hand_faces, loose_faces, captures, others)
    else:
        gen = GeneralGenerator(view, seat, loose_faces, limits)
        seen_faces = set()
        for f in hand_faces:
            if f in seen_faces:
                continue  # a second copy of the same face makes the same moves
            seen_faces.add(f)
            gen.captures_for(f, captures)
            if rules.building:
                gen.builds_for(f, hand_faces, others)

    controlled = None
    if builds:
        controlled = []  # a loop: a comprehension would make ``seat`` a cell
        for b in builds:
            if b.controller == seat:
                controlled.append(b)
    if captures and HOUSE_FILTERS:
        # Whether a capture exists decides trailing: only captures the house
        # filters let through count (a top card a capture may not take).
        if active_filters(rules):
            seen = Seen(state)
            captures = filter_moves(state, captures, seen)
    # As ``predicates.trail_allowed`` says (decided before the lists are joined).
    may_trail = (owner_may_trail_now(state) or not controlled) and not (rules.compulsory_capture and captures)
    moves = captures
    if others:
        moves += others
    if may_trail:
        if rules.trail_and_build and rules.building:
            gen = gen or GeneralGenerator(view, seat, loose_faces, limits)
            for f in seen_faces:
                moves.append(TRAILS[f])
                gen.trail_builds_for(f, hand_faces, moves)
        else:
            for f in seen_faces:
                moves.append(TRAILS[f])
    if vt.decks > 1:
        # Two copies of one card on the table give the same move twice.
        moves = list(dict.fromkeys(moves))
    if controlled:
        moves = keeping_build_values(state, seat, moves, controlled, hand_faces)
        if rules.owner_obligation == DUTY_SIMPLE:
            moves = [m for m in moves if owner_may_play(m)]
    if rules.forced_pairing and loose_faces:
        moves = pairing_kept(state, moves, loose_faces)  # equal cards from the table, not a pile's top (``equal_loose``)
    return filter_moves(state, moves, seen)


def keeping_build_values(state: GameState, seat: int, moves: list[Move], controlled: list[Build],
                         hand_faces: list[int]) -> list[Move]:
    """The moves that pass ``keeps_build_values``.  Its answer depends only
    on the card played, the value of a build the move makes (if any) and the
    builds it takes, which many moves share: ask once per combination."""
    memo: dict[object, bool] = {}
    out = []
    # The usual case: the builds the player controls have one value W.  A
    # move that leaves no build of another value then needs W or nothing:
    # W while a controlled build stays on the table or the move makes one
    # of W (a card that takes W must stay in hand: a count known before the
    # loop), nothing when a capture takes every build the player controls.
    W = controlled[0].value
    for b in controlled:
        if b.value != W:
            W = 0
            break
    if state.rules.build_for_partner and state.partnerships:
        W = 0  # a build may pass to the partner (``predicates.build_owner``): the general test
    if W:
        hv = state.values.hand_values
        holders = 0
        for f in hand_faces:
            if W in hv[f]:
                holders += 1
        # Which builds a capture takes is by key only on a single deck (a
        # double deck's twins share one: ``named_builds``).
        owned_keys = None
        if state.values.decks == 1:
            owned_keys = []
            for b in controlled:
                owned_keys.append(b.key)
    # Every move the owner may make passes through this loop: it reads the
    # move's fields by index, which the speed gate measured 0.4% cheaper a
    # round than by name.
    for m in moves:
        if W and (m[0] == CAPTURE or not m[2] or m[2] == W):  # hot loop: indexes, see above
            taken = m[4]  # hot loop: indexes, see above
            if taken and m[0] == CAPTURE:  # hot loop: indexes, see above
                needs_w = None  # double deck: the general test below
                if owned_keys is not None:
                    needs_w = False
                    for k in owned_keys:
                        if k not in taken:
                            needs_w = True  # a controlled build stays on the table
                            break
            else:
                needs_w = True
            if needs_w is not None:
                if not needs_w or holders > (1 if W in hv[m[1]] else 0):  # hot loop: indexes, see above
                    out.append(m)
                continue
        # The value of the build the move leaves, or 0 (``makes_build``: a
        # plain trail's value is 0 too); a small integer key unless the move
        # takes builds.
        # A generated move's value is never None (only an attempted one's: ``moves.Move``).
        key: object = m[1] * 32 + (0 if m[0] == CAPTURE else m[2])  # type: ignore[operator]  # hot loop
        if m[4]:  # hot loop: indexes, see above
            key = (key, m[4])  # hot loop: indexes, see above
        ok = memo.get(key)
        if ok is None:
            ok = memo[key] = keeps_build_values(state, seat, m, controlled, hand_faces)
        if ok:
            out.append(m)
    return out
