"""The "perceived blunder" detector: leaving a sweep to the next opponent.

Human partners forgive a weak move but not an obvious gift (Whitehouse et al.
2013).  The most obvious gift in a fishing game is a table the next rival can
clear.  Judged with the full state (measurement only): after the chosen move,
can the next player, *with the cards they really hold*, make a capture that
the engine records as a sweep — while some other legal move would not have
allowed that?  Only meaningful where sweeps score; elsewhere it reports None.
"""

from __future__ import annotations

from ..core import CAPTURE, PHASE_PLAY, GameState, Move, apply, choice_moves


def _rival_can_sweep(after: GameState, mover_side: int) -> bool:
    if after.phase != PHASE_PLAY or not (after.loose or after.builds):
        return False
    nxt = after.to_move
    if after.side_of(nxt) == mover_side:
        return False  # the partner (or ourselves after a deal) moves next
    n_loose = len(after.loose)
    n_builds = len(after.builds)
    for m in choice_moves(after):
        if m.kind == CAPTURE and len(m.loose) == n_loose and len(m.builds) == n_builds:
            probe = after.clone()
            side = probe.side_of(nxt)
            before = len(probe.sweeps[side])
            apply(probe, m)
            if len(probe.sweeps[side]) > before:  # the engine says it counts
                return True
    return False


def sweep_gift(state: GameState, chosen: Move, sweeps_score: bool) -> tuple[bool, bool] | None:
    """(gift, avoidable) for one decision on the full state, or None when
    sweeps do not score.  ``gift``: the chosen move lets the next rival sweep;
    ``avoidable``: some legal move would not have."""
    if not sweeps_score:
        return None
    side = state.side_of(state.to_move)
    s = state.clone()
    apply(s, chosen)
    if not _rival_can_sweep(s, side):
        return (False, False)
    for m in choice_moves(state):
        if m == chosen:
            continue
        t = state.clone()
        apply(t, m)
        if not _rival_can_sweep(t, side):
            return (True, True)
    return (True, False)
