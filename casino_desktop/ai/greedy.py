"""Greedy: the move with the best immediate gain in this variant's scoring.

The gain is measured, not predicted: each legal move is applied to a clone of
the view and the change in expected points (``Valuation.margin``) is read off,
so sweeps, mulles, Finnish immediate points and the residue of the last play
come out exactly as the engine scores them.  Nothing about the future is
considered: that is what makes it the reference floor.

In the African family a move may take another player's pile top (``piles``):
into a build as well as in a capture.  That card leaves the other side's
pile at once, so such a move is applied and measured like a capture.  In a
turn of several actions (``turn_actions = several``) the table actions
(``tbuild``/``tadd``) play no hand card (their card is ``NO_CARD``) and
rank with the builds; the end of the turn ranks below them, so Greedy
ends its turn when nothing is left to build or add.
"""

from __future__ import annotations

import random
import threading

from ..core import (ADD, BUILD, CAPTURE, END, NO_CARD, RAISE, TABLE_ADD, TABLE_BUILD, TRAIL, GameState, Move, apply,
                    choice_moves, makes_build)
from .valuation import Valuation, valuation_for


def gains(view: GameState, moves: list[Move], val: Valuation, side: int) -> list[float]:
    """Immediate gain of each move for ``side`` (own points minus rivals')."""
    base = val.margin(view, side)
    piles = view.stacks is not None  # a table move may take a pile top: measure it
    out = []
    for m in moves:
        if m.kind == CAPTURE or (piles and m.loose and m.kind != TRAIL):
            s = view.clone()
            apply(s, m)
            out.append(val.margin(s, side) - base)
        else:
            out.append(0.0)  # trails and builds take nothing now
    return out


def tie_break(view: GameState, m: Move, weights: list[float]) -> tuple[int, int, float]:
    """Among equal gains: capture more cards, then build (it keeps cards off
    the table for us), then give away the least valuable card."""
    kind = m.kind
    if kind == CAPTURE:
        return (2, len(m.loose) + sum(len(k) for k in m.builds), 0.0)
    if kind in (BUILD, RAISE, ADD, TABLE_BUILD, TABLE_ADD):
        return (1, 0, 0.0)
    if kind == END or m.card == NO_CARD:
        return (0, 1, 0.0)  # never beside a trail: the end comes after the hand card
    return (0, 0, -weights[m.card])


class GreedyPlayer:
    """Best immediate gain; equal options ordered by ``tie_break``, then rng.

    ``builds=0`` never builds while another move exists: the Greedy of the
    strongest published Casino AI (abartnof/cassino, whose "+5 a round over
    Greedy" our goal quotes) is that player, so it is kept as a dial to
    compare against the same floor."""

    name = "greedy"
    # The range of its dial (the argument below) in an engine spec (``dials.py``).
    DIALS = {"builds": (0, 1)}

    def __init__(self, builds: int = 1, name: str | None = None) -> None:
        self.builds = builds
        if name:
            self.name = name

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        top = greedy_top(view, self.builds)
        return top[0] if len(top) == 1 else rng.choice(top)


def move_keys(view: GameState, moves: list[Move]) -> list[tuple[float, tuple[int, int, float]]]:
    """Greedy's ranking of each move for the player to move: (immediate
    gain, ``tie_break``); the greatest key is Greedy's choice."""
    side = view.side_of(view.to_move)
    val = valuation_for(view.rules, view.sides)
    weights = val.card_weights(view, side)
    g = gains(view, moves, val, side)
    return [(round(gi, 6), tie_break(view, m, weights)) for gi, m in zip(g, moves)]


def greedy_top(view: GameState, builds: int = 1) -> list[Move]:
    """Every move Greedy might play here (it draws among equals)."""
    moves = choice_moves(view)
    if not builds:
        moves = [m for m in moves if not makes_build(m)] or moves
    if len(moves) == 1:
        return moves
    keyed = move_keys(view, moves)
    best = max(keyed)
    return [m for k, m in zip(keyed, moves) if k == best]
