"""What a rival's trails this deal say about the cards they still hold.

A player who trails usually had nothing worth taking.  If West trailed a 4
onto a table of 7, 9 and a king, West probably holds no 7, 9 or king, *and still does not*: cards
only arrive with a new deal.  A sampled world that gives West a 9 is
therefore less likely than one that does not, and the search should sample
it less often.  Card counting says which cards are out; this says who is
likely to hold them.

The information view shows only the last move, so the player remembers: a
``TrailMemory`` keeps, per seat it plays, the table it left after its own
move; when the next view shows that the rival who moved next trailed, the
remembered table is the one that rival passed up.  Only what the seat saw
is used, so the decision stays fair (``tests/ai/test_fairness.py``).  With
two players every rival move is seen this way; with more, only the move of
the rival right after us is (the last move in the view is the previous
seat's).  A fresh player (a resumed game) simply starts with no memory.

Each unseen card gets a weight exp(-beta * the best take it would have
offered on a table its rival passed up), and the rival's hand is drawn with
those weights (``worlds.sample_world``).  Per-card weights treat the cards
independently, which ignores a take that needs two cards of the hand
together; that is rare and the weights are only a bias, never a ban.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import math

from ..core import CAPTURE, PHASE_PLAY, TRAIL, TURN_ONE, GameState, Move, apply, choice_moves


def deal_key(state: GameState) -> tuple[int, int, int]:
    """Which deal of which round of which match a state is in."""
    return (state.seed, state.round_index, state.deals_done)


class RivalAnswers:
    """Per seat it plays: the moves rivals made this deal in answer to the
    seat's own, each as [rival seat, the table it faced, its move, None];
    the last slot is for a reader to keep what it worked out from that
    answer, for the rest of the deal (``choice_evidence``).

    ``remember`` keeps the table the seat's move left; when the next view
    shows that a rival moved on it, that is an answer.  Only what the seat
    saw is used."""

    def __init__(self) -> None:
        self.after: dict[int | None, tuple[tuple[int, int, int], GameState]] = {}  # per seat: (deal, table left)
        self.by_seat: dict[int, tuple[tuple[int, int, int], list[list[Any]]]] = {}  # per seat: (deal, answers)

    def observe(self, view: GameState) -> list[list[Any]]:
        """Record the rival's move ``view`` shows if it answered our last
        move; return this deal's answers."""
        me = view.viewer
        if me is None:
            return []
        key = deal_key(view)
        deal, answers = self.by_seat.get(me, (None, []))
        if deal != key:
            answers = []
        prev = self.after.pop(me, None)
        last = view.last_move
        if prev is not None and last is not None:
            prev_key, before = prev
            seat, move = last
            if prev_key == key and before.to_move == seat and view.side_of(seat) != view.side_of(me):
                answers.append([seat, before, move, None])
        self.by_seat[me] = (key, answers)
        return answers

    def of(self, seat: int) -> list[list[Any]]:
        """The answers ``seat`` saw this deal, as of its last ``observe``."""
        return self.by_seat.get(seat, (None, []))[1]

    def remember(self, view: GameState, move: Move) -> None:
        """The table our move leaves: what the next player decides on."""
        after = view.clone()
        apply(after, move)
        if after.phase == PHASE_PLAY:
            self.after[view.viewer] = (deal_key(after), after)


class OneActionAnswers:
    """A reader's memory of the rival answers this deal (``RivalAnswers``),
    kept only where a turn is one action: where it is several (Swazi,
    Sotho) a view shows only a rival turn's last action, so nothing is read."""

    def __init__(self) -> None:
        self.answers = RivalAnswers()

    def observe(self, view: GameState) -> None:
        """Record the rival's move shown by ``view`` if it answered our last move."""
        if view.viewer is not None and view.rules.turn_actions == TURN_ONE:
            self.answers.observe(view)

    def remember(self, view: GameState, move: Move) -> None:
        """The table our move leaves: what the next player decides on."""
        if view.viewer is not None and view.rules.turn_actions == TURN_ONE:
            self.answers.remember(view, move)


class TrailMemory:
    """The rivals' answers that were trails (``RivalAnswers``)."""

    def __init__(self) -> None:
        self.answers = RivalAnswers()

    def observe(self, view: GameState) -> list[tuple[int, GameState]]:
        """Record what ``view``'s last move tells; return this deal's trails
        by rivals as (rival seat, the table they trailed onto)."""
        return [(seat, before) for seat, before, move, _ in self.answers.observe(view)
                if move.kind == TRAIL and not move.value]

    def remember(self, view: GameState, move: Move) -> None:
        self.answers.remember(view, move)


def best_take(state: GameState, score: Callable[[GameState, Move], float]) -> float:
    """The best capture the player to move has, by the playout policy's
    ``score`` (0 if none): what a trail from this position passed up."""
    return max((score(state, m) for m in choice_moves(state) if m.kind == CAPTURE), default=0.0)


def hand_bias(view: GameState, trails: list[tuple[int, GameState]], score: Callable[[GameState, Move], float],
              beta: float) -> dict[int, dict[int, float]]:
    """{rival seat: {unseen card: weight}} from the trails they made this deal."""
    if not trails or not beta:
        return {}
    unseen = view.unseen_cards()
    passed: dict[int, dict[int, float]] = {}
    for seat, before in trails:
        best_by_face: dict[int, float] = {}
        per_card = passed.setdefault(seat, {})
        for c in unseen:
            f = c % 52
            best = best_by_face.get(f)
            if best is None:
                t = before.clone()
                t.hands[seat] = [c]
                t.to_move = seat
                best = best_take(t, score)
                best_by_face[f] = best
            if best > per_card.get(c, 0.0):
                per_card[c] = best
    return {seat: {c: math.exp(-beta * p) for c, p in cards.items() if p > 0.0}
            for seat, cards in passed.items()}
