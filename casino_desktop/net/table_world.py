"""The client's table as one whole ``GameState``, so the window can show
and animate a remote match exactly as a match at home.

A client knows only its seat's view: the other hands and the stock are
``HIDDEN``.  The window's table, though, gives every card an identity (it
moves card items from where they were to where they go).  ``TableWorld``
gives each hidden card the identity of a card this seat has not seen,
chosen at random: nothing is learnt from it, since every such card is
equally possible.  When the host reports a move, the played card is first
brought into the mover's hand of the previous world (swapped with one of
that hand's stand-ins, both hidden), the move is applied with the core's
``apply``, and the seat's own new cards are swapped in where the deal put
stand-ins.  The result is checked against the host's view: the seat's
information view of the world must be exactly what the host sent.  If it is
not (a reconnection skipped moves, a new round was dealt), the world is
made afresh from the view, and the table is set up again instead of
animated.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import GameState, apply


@dataclass
class Step:
    """What the table should do: ``kind`` "move" (animate ``move`` by
    ``seat`` from ``before`` to ``world``) or "set" (lay ``world`` out afresh)."""
    kind: str
    world: GameState
    before: GameState | None = None
    seat: int | None = None
    move: object = None
    # The host said a computer player made ``move`` for a person's seat.
    stood_in: bool = False


class TableWorld:
    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.world: GameState | None = None
        self.moves = -1
        self.round = -1

    def update(self, view: GameState, moves: int) -> Step:
        """The step from the last view to ``view`` (after ``moves`` moves)."""
        step = None
        if (self.world is not None and moves == self.moves + 1 and view.round_index == self.round
                and view.last_move is not None):
            step = self._moved(view)
        if step is None:
            step = Step("set", self._fresh(view))
        self.world, self.moves, self.round = step.world, moves, view.round_index
        return step

    def replay(self, views: list[GameState], moves: int) -> list[Step] | None:
        """The steps between ``views``, the seat's views one move apart, the
        first after ``moves`` moves (a round so far, sent by the host to a
        player who comes back: ``net.round_views``): the world is laid out
        at the first and steps through the rest as through live states, so
        the state that follows them is one step on.  None when they are not
        one move apart (the world is then wherever they left it)."""
        steps = []
        for i, view in enumerate(views):
            step = self.update(view, moves + i)
            if i and step.kind != "move":
                return None
            if i:
                steps.append(step)
        return steps

    def _fresh(self, view: GameState) -> GameState:
        world = view.clone()
        unseen = view.unseen_cards()
        self.rng.shuffle(unseen)
        for s in range(world.players):
            if s != self.seat:
                world.hands[s] = [unseen.pop() for _ in world.hands[s]]
        world.stock = [unseen.pop() for _ in world.stock]
        world.viewer = None
        return world

    def _hidden_places(self, world: GameState):
        """Every (list, index) of a card this seat cannot see."""
        for s in range(world.players):
            if s != self.seat:
                for i in range(len(world.hands[s])):
                    yield world.hands[s], i
        for i in range(len(world.stock)):
            yield world.stock, i

    def _bring(self, world: GameState, into: list, index: int, face: int) -> bool:
        """Swap the hidden card of ``face`` into ``into[index]`` (a hidden slot)."""
        if into[index] % 52 == face:
            return True
        for place, i in self._hidden_places(world):
            if place[i] % 52 == face and not (place is into and i == index):
                place[i], into[index] = into[index], place[i]
                return True
        return False

    def _moved(self, view: GameState) -> Step | None:
        mover, move = view.last_move
        before = self.world.clone()
        if mover != self.seat and move.card < 52:
            hand = before.hands[mover]
            if not any(c % 52 == move.card for c in hand):
                if not hand or not self._bring(before, hand, 0, move.card):
                    return None
        world = before.clone()
        try:
            apply(world, move)
        except (ValueError, IndexError, KeyError):
            return None
        own = world.hands[self.seat]
        wanted = sorted(c % 52 for c in view.hands[self.seat])
        if sorted(c % 52 for c in own) != wanted:
            missing = list(wanted)
            spare = []
            for i, c in enumerate(own):
                if c % 52 in missing:
                    missing.remove(c % 52)
                else:
                    spare.append(i)
            for i, face in zip(spare, missing):
                if not self._swap_in(world, own, i, face):
                    return None
        world.seed = view.seed
        if world.information_view(self.seat) != view:
            return None
        return Step("move", world, before, mover, move)

    def _swap_in(self, world: GameState, own: list, index: int, face: int) -> bool:
        """Put the hidden card of ``face`` into the seat's own hand at ``index``
        (the stand-in there goes where that card was)."""
        for place, i in self._hidden_places(world):
            if place[i] % 52 == face:
                place[i], own[index] = own[index], place[i]
                return True
        return False
