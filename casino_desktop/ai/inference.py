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

import math

from ..core import CAPTURE, PHASE_PLAY, TRAIL, GameState, Move, apply, choice_moves


def deal_key(state: GameState) -> tuple[int, int, int]:
    """Which deal of which round of which match a state is in."""
    return (state.seed, state.round_index, state.deals_done)


class TrailMemory:
    def __init__(self) -> None:
        self._after: dict[int | None, tuple[tuple[int, int, int], GameState]] = {}
        self._trails: dict[int, tuple[tuple[int, int, int] | None, list[tuple[int, GameState]]]] = {}

    def observe(self, view: GameState) -> list[tuple[int, GameState]]:
        """Record what ``view``'s last move tells; return this deal's trails
        by rivals as (rival seat, the table they trailed onto)."""
        me = view.viewer
        assert me is not None, "a seat's own view: the search asks only then"
        key = deal_key(view)
        deal, trails = self._trails.get(me, (None, []))
        if deal != key:
            trails = []
        prev = self._after.pop(me, None)
        last = view.last_move
        if prev is not None and last is not None:
            prev_key, before = prev
            seat, move = last
            if (prev_key == key and move.kind == TRAIL and not move.value and before.to_move == seat
                    and view.side_of(seat) != view.side_of(me)):
                trails.append((seat, before))
        self._trails[me] = (key, trails)
        return trails

    def remember(self, view: GameState, move: Move) -> None:
        """The table our move leaves: what the next player decides on."""
        after = view.clone()
        apply(after, move)
        if after.phase == PHASE_PLAY:
            self._after[view.viewer] = (deal_key(after), after)


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
