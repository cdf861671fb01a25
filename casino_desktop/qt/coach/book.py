"""The coach's grades of one match, each tied to the move it is about.

An entry is made when a person's move is played with the coach on, or
when the round review finds a person's move without one: the position
before it (round and ply), the seat, the move and that seat's information
view.  The
grade fills it when the worker answers, by the entry's own id: an entry a
take-back or a new match removed is gone, so its late grade finds nothing
and is dropped, even if the same round and ply now hold another move.  The
round review looks a move up by its position and checks that the view and
the move are the ones graded, so a grade is never shown for another move.
No Qt here.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

from casino_desktop.coach import Grade
from casino_desktop.core import GameState, Move


@dataclass
class Entry:
    id: int
    seat: int
    move: Move
    view: GameState                 # the mover's information view before the move
    grade: Grade | None = None
    failed: bool = False            # the worker could not grade it
    asked: bool = False             # sent to the worker
    forced: bool = False            # the only move there was: nothing to grade

    @property
    def place(self) -> tuple[int, int]:
        return self.view.round_index, self.view.ply

    def settled(self) -> bool:
        return self.grade is not None or self.failed or self.forced


class GradeBook:
    def __init__(self) -> None:
        self._ids = itertools.count(1)
        self._by_id: dict[int, Entry] = {}
        self._by_place: dict[tuple[int, int], Entry] = {}
        self._aside: dict[int, Entry] = {}  # taken back, kept for a redo

    def add(self, before: GameState, seat: int, move: Move, forced: bool = False) -> Entry:
        """The entry for ``move``, played by ``seat`` from the full state
        ``before``; ``forced``: it was the only move (nothing to grade)."""
        entry = Entry(next(self._ids), seat, move, before.information_view(seat), forced=forced)
        old = self._by_place.pop(entry.place, None)
        if old is not None:
            del self._by_id[old.id]
        self._by_id[entry.id] = entry
        self._by_place[entry.place] = entry
        return entry

    def settle(self, entry_id: int, grade: Grade | None) -> Entry | None:
        """Fill the entry ``entry_id`` with ``grade`` (None: it failed); None
        if that entry is gone, or the grade is of another move."""
        entry = self._by_id.get(entry_id) or self._aside.get(entry_id)
        if entry is None or (grade is not None and grade.move != entry.move):
            return None
        entry.grade = grade
        entry.failed = grade is None
        # Taken back: filled for a redo, shown by nobody meanwhile.
        return entry if entry_id in self._by_id else None

    def find(self, before: GameState, seat: int, move: Move) -> Entry | None:
        """The entry of ``move`` played by ``seat`` from ``before`` (a full
        state), if that exact move from that exact view is in the book."""
        entry = self._by_place.get((before.round_index, before.ply))
        if entry is None or entry.seat != seat or entry.move != move:
            return None
        return entry if entry.view == before.information_view(seat) else None

    def latest(self, seats: set[int]) -> Entry | None:
        """The last move of any of ``seats`` in the book."""
        mine = [e for e in self._by_place.values() if e.seat in seats]
        return max(mine, key=lambda e: e.place, default=None)

    def forget_from(self, state: GameState) -> None:
        """A take-back to ``state``: the moves from its position on are gone."""
        for place in [p for p in self._by_place if p >= (state.round_index, state.ply)]:
            entry = self._by_place.pop(place)
            del self._by_id[entry.id]
            self._aside[entry.id] = entry

    def put_back_before(self, state: GameState) -> list[Entry]:
        """A redo up to ``state``: the entries set aside of the moves played
        again (those before its position) are in the book again."""
        back = [e for e in self._aside.values() if e.place < (state.round_index, state.ply)]
        for entry in back:
            del self._aside[entry.id]
            self._by_id[entry.id] = entry
            self._by_place[entry.place] = entry
        return back

    def forget_aside(self) -> None:
        """A move was played: the moves taken back can no longer be redone."""
        self._aside.clear()

    def entries(self) -> list[Entry]:
        """The entries in the book (not those set aside), oldest id first."""
        return sorted(self._by_id.values(), key=lambda e: e.id)

    def clear(self) -> None:
        self._by_id.clear()
        self._by_place.clear()
        self._aside.clear()

    def __len__(self) -> int:
        return len(self._by_id)
