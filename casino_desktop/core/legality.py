"""``check``: is a move legal here, and if not, one sentence saying why.

A move is legal exactly when ``legal_moves`` offers it; this module never
decides legality on its own, nor works a rule out again: when a move is
refused, ``explain`` names the first rule in play (``predicates.registry``)
that refuses it, each with its own sentence (``docs/rules.md``).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from . import bounded
from .templates import N_
from .house_moves import moves_under_house_rules
from .movegen import legal_moves
from .moves import ADD, BUILD, CAPTURE, RAISE, TABLE_ADD, TRAIL, Move, MoveSyntaxError, new_move, parse_move
from .pairing import pairing_kept
from .predicates import filter_moves, first_refusal, has_capture, keeps_build_values, trail_allowed
from .rule_table import UNNAMEABLE_TWIN
from .state import PHASE_PLAY, GameState
from .turns import is_african
from .units_building import SAME_VALUE_MERGE

__all__ = ["IllegalMove", "resolve", "moves_within", "attempted_move", "reason_for_attempt", "check",
           "explain", "has_capture", "UNNAMEABLE_TWIN", "NEUTRAL"]

# Said only if no rule refuses a move that ``legal_moves`` does not offer:
# a fault of the core, never met in the tests (``tests/core/test_predicates.py``
# and ``test_conformance.py`` look for it on random and near-legal moves).
NEUTRAL = N_("That play is not legal here.")


class IllegalMove(ValueError):
    """A refused move; ``str()`` is the sentence for the player."""


def resolve(state: GameState, move: Move | str, within: list[Move] | None = None) -> Move:
    """The legal Move meant by ``move`` (a Move or its text), or IllegalMove.
    ``within``: ``moves_within`` of the move's own card and table cards, from
    a caller that listed them already (a drop judged by ``pointing``)."""
    if isinstance(move, str):
        try:
            kind, card, value, loose, builds = parse_move(move)
        except MoveSyntaxError as err:
            raise IllegalMove(err.args[0] if err.args else str(err)) from None
    else:
        kind, card, value, loose, builds = move
    legal = moves_within(state, card, loose, builds) if within is None else within
    wanted_loose = tuple(sorted(loose))  # the legal moves list their loose cards sorted
    for m in legal:
        same_builds = (m.builds[:1] == tuple(builds[:1]) and sorted(m.builds[1:]) == sorted(builds[1:])
                       if kind in (RAISE, ADD, TABLE_ADD) else sorted(m.builds) == sorted(builds))
        if m.kind == kind and m.card == card and m.loose == wanted_loose and same_builds:
            # A capture names its value only where the card has two (0: not named).
            if value is None or m.value == value or (kind == CAPTURE and (not value or value in state.values.hand_values[card])):
                return m
    raise IllegalMove(explain(state, new_move(kind, card, value or 0, loose, tuple(builds))))


def moves_within(state: GameState, card: int, loose: Iterable[int] = (),
                 builds: Sequence[tuple[int, ...]] | None = None) -> list[Move]:
    """Legal moves of one hand card that use only the given table cards.

    Whether a capture or build is legal depends only on the cards it uses
    (and on the hand and the builds, which are kept), so generating on a
    table cut down to those cards gives exactly the legal moves among them,
    without enumerating the whole table, which can hold millions of captures
    on a long Nordic table.  Trailing is decided on the whole table (it may
    be refused because a capture exists).  ``builds=None`` keeps every build.
    """
    if state.phase != PHASE_PLAY:
        return []
    if is_african(state.rules):
        # Tables of this family stay short, and a top card in play or a
        # table-only action (``NO_CARD``) is not a hand card on a cut-down
        # table: the whole list, of this card's moves.
        return [m for m in legal_moves(state) if m.card == card]
    if card not in [c % 52 for c in state.hands[state.to_move]]:
        return []
    sub = state.clone()
    pool = list(sub.loose)
    kept = []
    for f in loose:
        for i, c in enumerate(pool):
            if c % 52 == f:
                kept.append(pool.pop(i))
                break
    sub.loose = kept
    if builds is not None:
        wanted = set(builds)
        # Builds the move does not name still matter when they are the
        # mover's (the owner rule) or their partner's (the values one may
        # build for them, ``predicates.partner_values``).
        ours = {sub.to_move}
        if state.rules.build_for_partner and state.partnerships:
            ours.add((sub.to_move + 2) % sub.players)
        sub.builds = [b for b in sub.builds if b.key in wanted or b.controller in ours
                      or (state.rules.same_value_builds == SAME_VALUE_MERGE)]
    if not state.rules.single_build_as_card and bounded.estimate(sub) > bounded.MOVE_CAP:
        # A long selection (forty cards named at once): only the moves that
        # use all of them, by the same generator, rather than every subset.
        found = moves_under_house_rules(sub, sub.to_move, sub.hands[sub.to_move], bounded.Exact(builds))
    else:
        found = legal_moves(sub)
    out = [m for m in found if m.card == card and (m.kind != TRAIL or m.loose)
           and (builds is None or set(m.builds) <= set(builds))]
    if trail_allowed(state, state.to_move, has_capture(state)):
        trail = new_move(TRAIL, card, 0, (), ())
        controlled = [b for b in state.builds if b.controller == state.to_move]
        hand = [c % 52 for c in state.hands[state.to_move]]
        if not controlled or keeps_build_values(state, state.to_move, trail, controlled, hand):
            out.append(trail)
    if state.rules.forced_pairing:
        # Like trailing, which equal cards a play must take is a question of
        # the whole table: the same filter as ``legal_moves``.
        out = pairing_kept(state, out, [c % 52 for c in state.loose])
    return filter_moves(state, out)  # the house filters judge the trail added here too


def attempted_move(state: GameState, card: int, loose: Iterable[int] = (),
                   builds: Iterable[tuple[int, ...]] = ()) -> Move:
    """The move a player most plausibly means by dropping ``card`` on the
    table cards ``loose`` and the builds ``builds`` (keys): a trail on
    nothing; on one build the card cannot take, a raise of it (or an add,
    when the card and the loose cards make its value); on loose cards whose
    sum the card cannot take, a build of card + sum; else a capture.  Only
    the sentence of a refusal depends on this guess, never what is legal."""
    vt = state.values
    loose, builds = tuple(loose), tuple(builds)
    if not loose and not builds:
        return new_move(TRAIL, card, None, (), ())
    values = vt.hand_values[card]
    h = vt.sum_value[card]
    total = None if any(vt.rank_only[x] for x in loose) else sum(vt.sum_value[x] for x in loose)
    numeric = state.rules.building and not vt.rank_only[card] and total is not None
    if numeric and len(builds) == 1:
        target = next((b for b in state.builds if b.key == builds[0]), None)
        if target is not None and target.value not in values:
            if loose and h + total == target.value:  # type: ignore[operator]  # numeric: total is a number
                return new_move(ADD, card, target.value, loose, builds)
            return new_move(RAISE, card, target.value + h, loose, builds)
    if numeric and not builds and total not in values:
        return new_move(BUILD, card, total + h, loose, ())  # type: ignore[operator]  # numeric: total is a number
    return new_move(CAPTURE, card, None, loose, builds)


def reason_for_attempt(state: GameState, card: int, loose: Iterable[int] = (),
                       builds: Iterable[tuple[int, ...]] = (), within: list[Move] | None = None) -> str | None:
    """``check`` of the move a drop most plausibly means (``attempted_move``):
    None when it is legal, else the sentence of the rule it breaks.
    ``within``: as for ``resolve``, of these cards."""
    return check(state, attempted_move(state, card, loose, builds), within)


def check(state: GameState, move: Move | str, within: list[Move] | None = None) -> str | None:
    """None when the move is legal, else the reason in one sentence
    (``within``: as for ``resolve``)."""
    try:
        resolve(state, move, within)
    except IllegalMove as err:
        reason: str = err.args[0]  # the sentence as the rule made it (a ``Text`` another language can say)
        return reason
    return None


def explain(state: GameState, m: Move) -> str:
    """The sentence of the first rule in play that refuses ``m``, a move
    ``legal_moves`` does not offer."""
    return first_refusal(state, m) or NEUTRAL
