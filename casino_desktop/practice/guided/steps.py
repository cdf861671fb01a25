"""What one step of a guided deal asks, as a predicate over a move.

A step's goal is judged on the move the table hands in, never on its text:
``Goal.accepts(state, move)`` asks what the move does (its kind, the card
played, the table cards it uses, the value it builds or raises to, and for
a sweep whether ``apply`` leaves the table empty).  The table cards must be
exactly the ones asked: taking more or fewer would give a later step other
cards than its script was written for.
"""
from __future__ import annotations

from dataclasses import dataclass

from casino_desktop.core import ADD, BUILD, CAPTURE, END, RAISE, TABLE_BUILD, TRAIL, GameState, Move, canonical

# The step kinds, in the order a lesson usually meets them.
TRAIL_STEP = "trail"
PAIR = "pair"
SUM = "sum"
BUILD_STEP = "build"
TAKE_BUILD = "take_build"
RAISE_STEP = "raise"
SWEEP = "sweep"
MULLE = "mulle"
LAST = "last_capture"
# The African family's turn of several actions: a top card of the opponent's pile added to your
# build with a card from the hand, a build of table cards alone after the hand card, the end of a turn.
TOP_STEP = "top_card"
TABLE_STEP = "table_build"
END_STEP = "end_turn"
STEP_KINDS = (TRAIL_STEP, PAIR, SUM, BUILD_STEP, TAKE_BUILD, RAISE_STEP, SWEEP, MULLE, LAST, TOP_STEP, TABLE_STEP,
              END_STEP)

_MOVE_KIND = {TRAIL_STEP: TRAIL, PAIR: CAPTURE, SUM: CAPTURE, TAKE_BUILD: CAPTURE, SWEEP: CAPTURE,
              MULLE: CAPTURE, LAST: CAPTURE, BUILD_STEP: BUILD, RAISE_STEP: RAISE, TOP_STEP: ADD,
              TABLE_STEP: TABLE_BUILD, END_STEP: END}
_VALUED = (BUILD_STEP, RAISE_STEP, TOP_STEP, TABLE_STEP)


@dataclass(frozen=True)
class Goal:
    """The move a step asks for: ``kind`` (a step kind), the hand card's
    face, the table faces it must use (builds' cards included) and, for a
    build or a raise, the value."""

    kind: str
    card: int
    table: tuple[int, ...] = ()
    value: int = 0

    @staticmethod
    def of(kind: str, move: Move) -> "Goal":
        """The goal met by ``move`` and by every move that does the same."""
        value: int = move.value if kind in _VALUED else 0  # type: ignore[assignment]  # a move played has its value
        return Goal(kind, move.card, canonical(move.table_faces()), value)

    def accepts(self, state: GameState, move: Move) -> bool:
        if move.kind != _MOVE_KIND[self.kind] or move.card != self.card:
            return False
        if canonical(move.table_faces()) != self.table:
            return False
        if self.kind in _VALUED and move.value != self.value:
            return False
        if self.kind == SWEEP:
            return clears_table(state, move)
        return True


def clears_table(state: GameState, move: Move) -> bool:
    """Whether ``move`` takes every card on the table: a sweep, whether the
    variant scores it or not."""
    on_table = [c % 52 for c in state.loose] + [c % 52 for b in state.builds for c in b.cards]
    return move.kind == CAPTURE and canonical(on_table) == canonical(move.table_faces())
