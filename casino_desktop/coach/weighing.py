"""The coach's search: Master's, stopped by a count of work, never by the clock.

Every answer of the coach (a grade, the options of "Why?", the hint) weighs
the legal moves of the seat to move with one call, ``weigh``: Master's
search (``ai.search.SearchPlayer.weigh``, every legal move rather than the
heuristic's best eight) with the dials of ``COACH``.  Master's own dials
stop its sampling at 0.9 s of wall time; on a busy machine, or with the
window's thread taking its share, that meant fewer sampled deals, and the
same move graded twice (after a change of language, a reload) could get
another label.  ``COACH`` stops instead on counts of work, which read the
same on any machine at any load:

* ``COACH_WORK`` moves weighed by the playouts (``SearchSettings.work``),
  chosen so that a Swazi grade, whose 0.9 s the clock used to cut short,
  takes about as long as it did on this machine; a Casino grade seldom
  reaches it (its 400 worlds or its pruning end it first);
* ``COACH_NODES`` positions visited by the exact solver before it gives up
  and sampling takes over (``SearchSettings.nodes``): a third of a second
  of Casino solving and about a second of Swazi on this machine, where it
  had 0.54 s of wall time before; the largest solves measured needed a
  third of it.

``COACH_SAFETY_S`` stays as a clock, far away, and it counts the processor
time of the thread that grades (``SearchSettings.cpu_clock``), so a
loaded machine does not bring it nearer: only a position ten times as
costly as the costliest measured reaches it (``docs/coach.md``: never in
the runs measured), and the grade it would cut short is the only grade
that reads the clock.

The last deal with a rival's hand that must be sampled (a typed position
shows no capture piles, so the cards taken earlier are unseen too): each
sampled world is solved to the end of the round when at most
``LAST_DEAL_SOLVE_PLIES`` plies are left, rather than played out greedily.
Played out, the greedy playouts' errors made the grade of an obvious
capture swing from good to inaccuracy with the seed; solved, ten seeds
agree (tests/coach).
"""

from __future__ import annotations

import random
import threading
from dataclasses import replace
from typing import TypeVar

from ..ai.levels import MASTER
from ..ai.search import SearchPlayer
from ..ai.search_worlds import nothing_hidden
from ..ai.search_settings import SearchSettings
from ..core import GameState, Move, choice_moves

COACH_WORK = 48_000
COACH_NODES = 30_000
COACH_SAFETY_S = 10.0
COACH = replace(MASTER, time_limit=COACH_SAFETY_S, cpu_clock=1, work=COACH_WORK, nodes=COACH_NODES)

LAST_DEAL_SOLVE_PLIES = 8


def weigh(view: GameState, settings: SearchSettings = COACH, seed: int = 0, moves: list[Move] | None = None,
          keep: Move | None = None, exact: int = 1,
          cancel: threading.Event | None = None) -> tuple[list[tuple[Move, float, int]], dict[str, object]]:
    """(move, expected margin, worlds) for every move of ``moves`` (default:
    every move ``choice_moves`` lists) of the seat to move in ``view``, best
    first, and the search's account of how it stopped (``last_info``).

    ``keep`` is measured on every world (the move played, for a grade); the
    ``exact`` best are solved exactly where the position is solved.  The
    best move is one that was measured on every sampled world, so asking
    again with it as ``keep`` gives the same values: the hint's move is the
    coach's best (``hint.py``)."""
    values, player = weigh_by(SearchPlayer, view, settings, seed, moves, keep, exact, cancel)
    return values, player.last_info


P = TypeVar("P", bound=SearchPlayer)


def weigh_by(kind: type[P], view: GameState, settings: SearchSettings = COACH, seed: int = 0,
             moves: list[Move] | None = None, keep: Move | None = None, exact: int = 1,
             cancel: threading.Event | None = None) -> tuple[list[tuple[Move, float, int]], P]:
    """``weigh`` by a search of class ``kind`` (``SearchPlayer`` or one that
    keeps more of what it saw, ``gains.ItemisingSearch``), and that search."""
    if not view.stock and not nothing_hidden(view):
        settings = replace(settings, dd=max(settings.dd, LAST_DEAL_SOLVE_PLIES))
    player = kind(settings)
    moves = list(choice_moves(view) if moves is None else moves)
    values = player.weigh(view, random.Random(seed), moves, cancel=cancel, keep=keep, exact=exact)
    return values, player
