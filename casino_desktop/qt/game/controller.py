"""The turn loop: whose turn it is, applying moves, rounds, new and resumed matches.

The controller owns the one real ``GameState`` and the record of the match
(its first position, the moves as text, who played each).  It applies only
moves that ``legal_moves`` offered (the human's come from the table's
matching, the computer's from its player) and then tells the window, which
animates and calls ``advance`` when the cards have landed: so input waits
while cards move and the computer never plays over an animation.

Its two helpers each have one job: ``seats`` (``computer_seats``) asks the
computer players and vets their answers, a legal move standing in for a
wrong one; ``aids`` (``game_aids``) works out hints, take-backs and the
review of a round from the record.  The log's words for a move are
``core.log_lines.move_lines``.
"""
from __future__ import annotations

import random
import uuid

from PySide6.QtCore import QObject, Signal

from casino_desktop.core import (COMPASS, PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, YOU_NAME, GameState, Move,
                                 RecordError, VariantError, apply, forget_memos, legal_moves, move_lines, new_game,
                                 next_round, partners, play_texts, round_dealt_unplayed, seat_side)
from casino_desktop.qt.game.computer_seats import ComputerSeats
from casino_desktop.qt.aids.game_aids import GameAids
from casino_desktop.qt.game.setup import COMPUTER, GameSetup, make_player

MAX_DEAL = 2**31 - 1   # deal numbers (seeds) drawn or typed: 1 .. MAX_DEAL

def deal_of_the_day(day) -> int:
    """The deal number of a calendar day, read as a date: 20261130."""
    return day.year * 10000 + day.month * 100 + day.day


def seat_names(setup: GameSetup) -> list[str]:
    """A name typed for the seat (a person's, or one given to a computer),
    else "You" for the only person at the table, else the compass point."""
    humans = setup.humans()
    names = []
    anticlockwise = _anticlockwise(setup)
    for seat, s in enumerate(setup.seat_list()):
        side = seat_side(setup.players, seat, anticlockwise)
        names.append(s.name or (YOU_NAME if humans == [seat] else COMPASS[side]))
    return names


def _anticlockwise(setup: GameSetup) -> bool:
    """Whether the next seat sits to the right (the names follow the places);
    a setup whose rules cannot be made (its problem is said elsewhere) keeps
    the usual places."""
    try:
        return setup.rules().anticlockwise
    except VariantError:
        return False


def computer_players(setup: GameSetup) -> dict[int, object]:
    """A fresh player for every computer seat (players remember the match)."""
    return {i: make_player(s.level) for i, s in enumerate(setup.seat_list()) if s.kind == COMPUTER}


def side_names(setup: GameSetup) -> list[str]:
    names = seat_names(setup)
    if setup.partnerships:
        return [partners(names[0], names[2]), partners(names[1], names[3])]
    return names


class GameController(QObject):
    aids_kind = GameAids  # a network seat's loop has aids of its own (``qt.net.seen_rounds``)
    game_started = Signal(object)        # state, a new match (its first round dealt)
    round_started = Signal(object)       # state, the next round dealt
    move_played = Signal(object, int, object, object, object)  # prev, seat, move, state, log lines (Signal(list) would drop their templates)
    human_turn = Signal(int)             # seat
    thinking = Signal(int)               # seat, or -1 when nobody thinks
    round_over = Signal(object)          # state (its round_results[-1])
    match_over = Signal(object)          # state (its winner)
    problem = Signal(object)  # a sentence (a Text: Signal(str) would drop its template)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.setup = GameSetup()
        self.state: GameState | None = None
        self.players: dict[int, object] = {}  # the computer seats' players; every other seat is a person's
        self.names: list[str] = []
        self.sides: list[str] = []
        self.speed = 1.0
        self.moves: list[str] = []  # the match so far, as move text (for saving)
        self.match_id = ""  # this match's own id: saved with it, statistics count it once under it
        # Who played each of ``moves`` (round, seat), and the state they start
        # from: a take-back or a review replays the list from there.
        self.movers: list[tuple[int, int]] = []
        self.origin: GameState | None = None
        self.seats = ComputerSeats(self)
        self.seats.move_chosen.connect(self._computer_chose)
        self.seats.problem.connect(self.problem)
        self.aids = self.aids_kind(self)

    @property
    def budget(self) -> float:
        """What a computer seat may spend on a move, in seconds."""
        return self.seats.budget

    @budget.setter
    def budget(self, seconds: float) -> None:
        self.seats.budget = seconds

    # --- a match ----------------------------------------------------------------------
    def new_game(self, setup: GameSetup, seed: int | None = None) -> GameState:
        if seed is None:
            seed = setup.seed if setup.seed is not None else random.randrange(1, MAX_DEAL + 1)
        self._begin(setup, new_game(setup.rules(), setup.players, setup.partnerships, seed), [], "")
        return self.state  # type: ignore[return-value]  # just begun

    def resume(self, setup: GameSetup, state: GameState, moves: list[str] | None = None,
               match_id: str = "", history: tuple | None = None) -> None:
        """Continue a game from a given state (a saved game, a test position);
        ``moves`` is the record that led to it, kept for the next save, and
        ``match_id`` the match's id in that record (a new one if it has none).
        ``history``: (first position, who played each move) when the reader
        already replayed the record (else it is replayed here)."""
        self._begin(setup, state, list(moves or []), match_id, history)

    def _begin(self, setup: GameSetup, state: GameState, moves: list[str], match_id: str,
               history: tuple | None = None) -> None:
        self.stop_thinking()
        forget_memos()  # one match's worth of the generator's memos, not a whole evening's
        self.setup = setup
        self.seats.start_match(state.seed)
        self.state = state
        self.moves = moves
        self.match_id = match_id or uuid.uuid4().hex
        self.origin, self.movers = history if history is not None else self._origin_of(setup, state)
        self.players = computer_players(setup)
        self.names = seat_names(setup)
        self.sides = side_names(setup)
        self.game_started.emit(self.state)

    def _origin_of(self, setup: GameSetup, state: GameState) -> tuple[GameState | None, list]:
        """Where ``self.moves`` start and who played each; (None, []) if they
        do not lead to ``state`` (then nothing can be taken back)."""
        if not self.moves:
            return state.clone(), []
        origin = new_game(setup.rules(), setup.players, setup.partnerships, state.seed)
        movers: list[tuple[int, int]] = []
        try:
            end = play_texts(origin.clone(), self.moves, lambda st, _m: movers.append((st.round_index, st.to_move)))
        except RecordError:
            return None, []
        if end.phase == PHASE_ROUND_OVER and state.phase != PHASE_ROUND_OVER:
            # A record ends with a round's last move; the game handed over
            # may already have dealt the next round (a language change
            # between rounds), which the record's next move would deal too.
            next_round(end)
        return (origin, movers) if end == state else (None, [])

    def rewind(self, state: GameState, kept: int) -> None:
        """Go back to ``state``, where the first ``kept`` moves of the record
        lead (a take-back); the later moves are forgotten."""
        self.stop_thinking()
        self.state = state
        del self.moves[kept:]
        del self.movers[kept:]
        # Fresh computer players: what they learnt of the player's habits
        # from the moves taken back must go with them.
        self.players = computer_players(self.setup)

    def fast_forward(self, state: GameState, moves: list[str], movers: list[tuple[int, int]]) -> None:
        """Go on to ``state``, where the record leads with ``moves`` (played by
        ``movers``) added: moves taken back and played again (a redo)."""
        self.stop_thinking()
        self.state = state
        self.moves.extend(moves)
        self.movers.extend(movers)

    # Whether the move being shown was made by a computer for a person's
    # seat: never at home; at a network table when the host says so
    # (``RemoteController``).  The coach does not grade it as hers.
    shown_stood_in = False

    def is_human(self, seat: int) -> bool:
        return seat not in self.players

    def chosen_by_computer(self, seat: int) -> bool:
        """Whether a computer chooses ``seat``'s moves (shown "thinking"),
        rather than a person (their turn is awaited)."""
        return seat in self.players

    def stop_thinking(self) -> None:
        self.seats.stop()

    def shutdown(self) -> None:
        self.seats.shutdown()

    def round_dealt_unplayed(self) -> bool:
        """The round shown was dealt after the record's last move and none of
        it is played: a save must say so, or it comes back a round behind."""
        return self.state is not None and round_dealt_unplayed(self.state, self.movers)

    def next_round(self) -> None:
        if self.state is not None and self.state.phase == PHASE_ROUND_OVER:
            next_round(self.state)
            self.seats.asked_ply = None
            self.round_started.emit(self.state)

    # --- turns ----------------------------------------------------------------------------
    def advance(self) -> None:
        """The table is still: start the next turn, or announce the end."""
        s = self.state
        if s is None:
            return
        if self.announce_end(s):
            return
        seat = s.to_move
        if self.is_human(seat):
            self.thinking.emit(-1)
            self.human_turn.emit(seat)
            return
        if self.seats.asked_ply == s.ply:
            return  # already thinking about this turn
        if self.seats.wait_for_release(s.ply):
            # A question covers the table (the guided deal's offer): nobody
            # thinks under it; the turn starts once it is answered.
            self.thinking.emit(-1)
            return
        self.thinking.emit(seat)
        self.seats.take_turn(seat)

    def announce_end(self, s: GameState) -> bool:
        """Say that the round or the match is over, if it is (the window
        then shows the score sheet); True if it was.  The network table's
        turn loop ends its rounds the same way."""
        if s.phase == PHASE_ROUND_OVER:
            ended = self.round_over
        elif s.phase == PHASE_MATCH_OVER:
            ended = self.match_over
        else:
            return False
        self.thinking.emit(-1)
        ended.emit(s)
        return True

    def _computer_chose(self, ply: int, move: Move, notes: list[str]) -> None:
        """A computer seat's vetted move (or its stand-in), if the game is
        still where it was asked."""
        s = self.state
        if s is not None and s.ply == ply:
            self._play(s.to_move, move, notes)

    def play_human(self, move: Move) -> bool:
        """A move from the table (it came from ``legal_moves``); False if stale."""
        s = self.state
        if s is None or s.phase != PHASE_PLAY or not self.is_human(s.to_move) or move not in legal_moves(s):
            return False
        self._play(s.to_move, move)
        return True

    def _play(self, seat: int, move: Move, notes: list[str] | None = None) -> None:
        s: GameState = self.state  # type: ignore[assignment]  # a move is played in a game
        prev = s.clone()
        self.seats.move_played()
        self.movers.append((s.round_index, seat))
        apply(s, move)
        self.moves.append(move.text(show_value=True))
        self.move_played.emit(prev, seat, move, s, move_lines(self.names, prev, seat, move, s) + (notes or []))
