"""The round so far, for a player who comes back to the table.

A player who rejoins (her program restarted, or the host resumed the
match) sees the table as it stands, but her play log would start empty:
she would never learn what the computer played for her while she was
away.  The host keeps the current round's moves (who, what, whether it
swept the table) and sends a returning seat the round's move sentences,
each in its own language on her screen ("You" for her own seat).  Every
move here was played face up on the table, so the log tells no seat
anything it could not have seen.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..core.moves import CAPTURE, Move
from ..core.record import GameRecord, play_texts
from ..core.sentences import move_sentence
from ..core.state import GameState

# A round is at most a few dozen moves; a bound keeps a garbled record from
# making a message the client would refuse.
MOST_MOVES = 200


@dataclass(frozen=True)
class Played:
    seat: int
    move: Move
    swept: bool


class RoundLog:
    def __init__(self) -> None:
        self.round = -1
        self.moves: list[Played] = []

    def before(self, state: GameState) -> tuple[int, int]:
        """What ``played`` needs of the state a move is about to change."""
        return state.round_index, len(state.sweeps[state.side_of(state.to_move)])

    def played(self, mark: tuple[int, int], seat: int, move: Move, after: GameState) -> None:
        """``move`` by ``seat`` was applied; ``mark`` is ``before(state)`` from just before."""
        round_index, sweeps = mark
        if round_index != self.round:
            self.round, self.moves = round_index, []
        swept = move.kind == CAPTURE and len(after.sweeps[after.side_of(seat)]) > sweeps
        if len(self.moves) < MOST_MOVES:
            self.moves.append(Played(seat, move, swept))

    def lines(self, round_index: int, name: Callable[[int], object]) -> list:
        """The current round's move sentences, each seat called ``name(seat)``
        (empty once a new round is dealt)."""
        if round_index != self.round:
            return []
        return [move_sentence(name(p.seat), p.move, p.swept) for p in self.moves]  # type: ignore[arg-type]

    @classmethod
    def of_record(cls, record: GameRecord) -> "RoundLog":
        """The log of a record's last round, replayed (a resumed match)."""
        log = cls()
        state = record.new_state()
        for text in record.moves:
            seen: list = []
            mark = (0, 0)

            def note(s: GameState, move: Move) -> None:
                nonlocal mark
                mark = log.before(s)
                seen.append((s.to_move, move))
            play_texts(state, [text], note)
            for seat, move in seen:
                log.played(mark, seat, move, state)
        return log
