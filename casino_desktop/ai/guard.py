"""No computer player can break a game: its answer is vetted, and a legal
move stands in for anything wrong.

A player's answer is only a proposal.  ``vet`` accepts it exactly when the
core's ``resolve`` finds it among the legal moves of the real state (so a
move that ``apply`` would carry out but the rules forbid, such as 4♦ taking
4♠ 5♥ 8♥ 9♠, is refused), and returns the core's own Move for it.
``stand_in`` is what is played instead: plain Greedy's choice on the seat's
own view (not the Beginner level, whose lapses are deliberate), itself
vetted, else the first legal move.  Pure Python, so
the table, tournaments and the command line can all use it.
"""
from __future__ import annotations

import logging
import random
import reprlib

from ..core import NO_CARD, TABLE_KINDS, GameState, IllegalMove, Move, legal_moves, resolve
from .greedy import GreedyPlayer

log = logging.getLogger("casino_desktop.players")
_short = reprlib.Repr()
_short.maxstring = _short.maxother = 60


def vet(state: GameState, answer: object) -> tuple[Move | None, str]:
    """(the legal Move meant, "") or (None, why it was refused, for the log)."""
    if not isinstance(answer, Move) or len(answer) != 5:
        return None, f"it answered {_short.repr(answer)} instead of a move"
    held = [c % 52 for c in state.hands[state.to_move]]
    # A table action or the end of a turn (several actions a turn) plays no
    # card from the hand: its card is NO_CARD, and the hand may be empty.
    table_action = answer.kind in TABLE_KINDS and answer.card == NO_CARD
    if not table_action and answer.card not in held:
        return None, f"it played {_short.repr(answer)} with a card it does not hold"
    try:
        return resolve(state, answer), ""
    except IllegalMove as err:
        return None, f"it played {_short.repr(answer)}, which is illegal: {err}"
    except Exception as err:  # a malformed tuple that still claims to be a Move
        return None, f"it played {_short.repr(answer)}, which cannot be read ({type(err).__name__})"


def stand_in(state: GameState, seed: int = 0) -> Move:
    """A legal move for the seat to move, whatever its own player did."""
    try:
        proposal = GreedyPlayer().choose(state.information_view(state.to_move), random.Random(seed))
        move, _ = vet(state, proposal)
        if move is not None:
            return move
    except Exception as err:  # the fallback must not fail in turn
        log.warning("The stand-in player failed too (%s); the first legal move is played.", err)
    return legal_moves(state)[0]
