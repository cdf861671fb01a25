"""The game's side of the player's aids: the hint, the take-back and the
rounds to review, worked out from one ``GameController``'s record.

The turn loop keeps the record of the match (its first position, the moves
as text and who played each); a take-back and a review replay it, so what
they show is exactly what was played.  ``GameAids`` is also everything the
window's aids (``player_aids.PlayerAids``) may ask of the game: the state,
the seats' names, who is a person, and these aids (``AidsGame``).
"""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from casino_desktop.core import (PHASE_PLAY, PHASE_ROUND_OVER, GameState, Move, RecordError, move_lines, move_sentence,
                                 next_round, phrase, play_texts)
from casino_desktop.coach.hint import HintPlayer
from casino_desktop.coach.weighing import COACH_SAFETY_S

# The hint's search stops on its count of work; its watchdog waits for the
# coach's far safety bound, not a computer seat's thinking time.
HINT_BUDGET_S = COACH_SAFETY_S

# A finished round replayed: ([(state before the move, seat, move, log lines)], the state at its end).
RoundHistory = tuple[list[tuple[GameState, int, Move, list[str]]], GameState]


class AidsGame(Protocol):
    """What the window's aids ask of the game, and nothing more."""

    hint_ready: SignalInstance   # Signal(Move): the suggestion for the person to move now
    taken_back: SignalInstance   # Signal(GameState, list[str]): the state again, and the log's lines about it
    played_again: SignalInstance  # Signal(GameState, list[str]): the state after a redo, and the log's lines about it

    @property
    def state(self) -> GameState | None: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def sides(self) -> list[str]: ...
    def is_human(self, seat: int) -> bool: ...
    def ask_hint(self) -> bool: ...
    def can_take_back(self) -> bool: ...
    def take_back(self) -> bool: ...
    def can_redo(self) -> bool: ...
    def redo(self) -> bool: ...
    def last_finished_round(self) -> int | None: ...
    def round_history(self, round_index: int) -> RoundHistory | None: ...
    def review_seats(self) -> set[int] | None: ...
    def moves_not_watched(self, round_index: int) -> int: ...


class GameAids(QObject):
    hint_ready = Signal(object)        # a Move: the suggestion for the human to move now
    taken_back = Signal(object, object)  # the state again before the human's last move; log lines (a list: Signal(list) would turn its Texts into plain str)
    played_again = Signal(object, object)  # the state after moves taken back were played again; log lines

    def __init__(self, loop) -> None:
        super().__init__(loop)
        self.loop = loop
        loop.seats.hint_ready.connect(self.hint_ready)
        # The moves taken back, as record text, in the order they were played,
        # and the state they are played from: a redo plays them again until a
        # move is made (any move the game plays forgets them).
        self._redo: list[str] = []
        self._redo_from: GameState | None = None
        loop.move_played.connect(self._forget_redo)
        loop.game_started.connect(self._forget_redo)
        loop.round_started.connect(self._forget_redo)

    @property
    def state(self) -> GameState | None:
        return self.loop.state

    @property
    def names(self) -> list[str]:
        return self.loop.names

    @property
    def sides(self) -> list[str]:
        return self.loop.sides

    def is_human(self, seat: int) -> bool:
        return self.loop.is_human(seat)

    # --- hint ------------------------------------------------------------------------------------
    def ask_hint(self) -> bool:
        """Ask the coach for its best move from the human's own view (on the
        worker thread; ``coach.hint``): the coach then grades the hint's
        move good.  ``hint_ready`` answers."""
        s = self.loop.state
        if s is None or s.phase != PHASE_PLAY or not self.loop.is_human(s.to_move):
            return False
        return self.loop.seats.ask_hint(HintPlayer(), s.information_view(s.to_move), s.ply, HINT_BUDGET_S)

    # --- take-back -------------------------------------------------------------------------------
    def _take_back_index(self) -> int | None:
        """Index in the record of the human's last move of this round, if any."""
        loop = self.loop
        s = loop.state
        if s is None or s.phase != PHASE_PLAY or loop.origin is None:
            return None
        for i in range(len(loop.movers) - 1, -1, -1):
            round_index, seat = loop.movers[i]
            if round_index != s.round_index:
                return None
            if loop.is_human(seat):
                return i
        return None

    def can_take_back(self) -> bool:
        return self._take_back_index() is not None

    def take_back(self) -> bool:
        """Undo the human's last move of this round and every move since:
        the shortened record is replayed from its start, so the state is
        exactly the one the human saw then.  The log says each move taken
        back in a line of its own."""
        i = self._take_back_index()
        if i is None:
            return False
        loop = self.loop
        state = play_texts(loop.origin.clone(), loop.moves[:i])
        if state.phase == PHASE_ROUND_OVER:
            # The move taken back opened a round: the shortened record ends
            # with the last round's end, but that move was played on the next
            # round's deal, so the take-back goes back to that deal (as the
            # record's next move would deal it), not to the score sheet.
            next_round(state)
        undone: list[str] = []
        play_texts(state.clone(), loop.moves[i:],
                   lambda st, m: undone.append(phrase("taken_back", move=move_sentence(loop.names[st.to_move], m, at=st))), i)
        # What was taken back before this is played after what is taken back now.
        self._redo = loop.moves[i:] + (self._redo if self._redo_from == loop.state else [])
        loop.rewind(state, i)
        self._redo_from = state.clone()
        self.taken_back.emit(state, undone)
        return True

    # --- redo ------------------------------------------------------------------------------------
    def _forget_redo(self, *_args) -> None:
        self._redo, self._redo_from = [], None

    def can_redo(self) -> bool:
        s = self.loop.state
        return bool(self._redo) and s is not None and s.phase == PHASE_PLAY and s == self._redo_from

    def redo(self) -> bool:
        """Play again the person's move taken back last, and the computer's
        replies that followed it, up to the next person's turn: each through
        the core's ``resolve`` and ``apply`` (``play_texts``), so the record
        replays to the same state.  The log says each move in a line of its own."""
        if not self.can_redo():
            return False
        loop = self.loop
        state = loop.state.clone()
        played: list[str] = []
        movers: list[tuple[int, int]] = []
        lines: list[str] = []

        def seen(st: GameState, m: Move) -> None:
            movers.append((st.round_index, st.to_move))
            lines.append(phrase("played_again", move=move_sentence(loop.names[st.to_move], m, at=st)))

        for text in self._redo:
            if state.phase != PHASE_PLAY or (played and loop.is_human(state.to_move)):
                break
            try:
                play_texts(state, [text], seen, len(loop.moves) + len(played))
            except RecordError:
                break  # cannot happen from a state the moves were played from; never play a wrong one
            played.append(text)
        if not played:
            self._forget_redo()
            return False
        loop.fast_forward(state, played, movers)
        self._redo = self._redo[len(played):]
        self._redo_from = state.clone()
        self.played_again.emit(state, lines)
        return True

    # --- the review of a finished round -----------------------------------------------------------
    def last_finished_round(self) -> int | None:
        """The latest round played to its end in this session's record, if any."""
        s = self.loop.state
        if s is None or self.loop.origin is None:
            return None
        r = s.round_index - 1 if s.phase == PHASE_PLAY else s.round_index
        return r if any(ri == r for ri, _ in self.loop.movers) else None

    def review_seats(self) -> set[int] | None:
        """The seats whose hands the review shows face up: None, every one
        (the record knows them all; a network seat knows its own only)."""
        return None

    def moves_not_watched(self, round_index: int) -> int:
        """How many of the round's first moves the review leaves out: none
        here, where the record holds the whole round (a network seat that
        came back mid-round watched only the rest: ``qt.net.seen_rounds``)."""
        return 0

    def round_history(self, round_index: int) -> RoundHistory | None:
        """Every position of a finished round, replayed from the record,
        with the log lines the table showed for each move."""
        loop = self.loop
        last = max((i for i, (r, _) in enumerate(loop.movers) if r == round_index), default=None)
        if loop.origin is None or last is None:
            return None
        before: list[tuple[GameState, int, Move]] = []

        def seen(st: GameState, m: Move) -> None:
            if st.round_index == round_index:
                before.append((st.clone(), st.to_move, m))

        end = play_texts(loop.origin.clone(), loop.moves[:last + 1], seen)
        afters = [st for st, _, _ in before[1:]] + [end]
        steps = [(st, seat, m, move_lines(loop.names, st, seat, m, after))
                 for (st, seat, m), after in zip(before, afters)]
        return steps, end

    # --- the round being played -------------------------------------------------------------------
    def people_moves_this_round(self) -> list[tuple[GameState, int, Move]]:
        """Each move a person has made in the round being played, in order,
        with a copy of the position it was played from, replayed from the
        record as a take-back is ([] without one: a network seat's)."""
        loop = self.loop
        s = loop.state
        if s is None or loop.origin is None or not loop.moves or s.phase != PHASE_PLAY:
            return []
        moves: list[tuple[GameState, int, Move]] = []

        def seen(st: GameState, m: Move) -> None:
            if st.round_index == s.round_index and loop.is_human(st.to_move):
                moves.append((st.clone(), st.to_move, m))

        try:
            play_texts(loop.origin.clone(), loop.moves, seen)
        except RecordError:  # cannot happen from the record that led here; never grade a wrong move
            return []
        return moves
