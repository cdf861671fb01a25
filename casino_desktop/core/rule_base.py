"""What a rule of the variant data is to the core: a ``MoveRule`` (defined
with the rule's spec in ``rule_spec``), and the ``Seen`` position every rule
judges a move in.

A rule says whether a candidate move breaks it and, if so, returns the
one sentence a player reads (pokerkit's verify-then-act, KPat's
``checkAdd``).  ``predicates`` keeps them in one registry, in the order a
player thinks of them; ``check`` names the first that refuses a move and
the brute-force reference keeps every move that none refuses.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import pretty
from .templates import join
from .moves import ADD, RAISE
from .moves import Move
from .piles import pile_tops, table_faces
from .rule_spec import MoveRule, always
from .state import HIDDEN, named_builds, reachable_builds
from .state import Build, GameState

__all__ = ["MoveRule", "Seen", "always", "names"]


class Seen:
    """A position as the rules judge a move in it, worked out once: the
    seat to move, its hand and the table as faces, the builds a move can
    name (``state.reachable_builds``) and those the seat controls, and the
    pile tops the seat may use (``tops``: the African rules ask about them
    for nearly every move)."""

    __slots__ = ("state", "rules", "values", "seat", "hand", "table", "builds", "controlled", "capture",
                 "_named_builds", "tops")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.rules = state.rules
        self.values = state.values
        self.seat = seat = state.to_move
        self.hand = [c % 52 for c in state.hands[seat] if c != HIDDEN]
        # The pile tops in play, face -> the pile's holder (empty without piles: ``piles.pile_tops``).
        self.tops = pile_tops(state, seat)
        self.table = table_faces(state, seat, self.tops)  # the loose cards, and the pile tops in play
        self.builds = reachable_builds(state.builds)
        self.controlled = [b for b in state.builds if b.controller == seat]
        self.capture: bool | None = None  # whether the seat can capture: ``rule_captures.capture_exists``
        self._named_builds = named_builds

    def tops_in(self, faces: Iterable[int]) -> list[int]:
        """Which of ``faces`` (a move's table cards) are pile tops (``piles.tops_in``)."""
        tops = self.tops
        if not tops:
            return []
        return [f for f in faces if f in tops]

    def named(self, keys: Iterable[tuple[int, ...]]) -> list[Build]:
        """The builds ``keys`` name, as ``apply`` takes them (``named_builds``)."""
        return self._named_builds(self.builds, keys) if keys else []

    def target(self, m: Move) -> Build | None:
        """The build a raise or add names first, or None."""
        if m.builds:
            found = self.named(m.builds[:1])
            return found[0] if found else None
        return None

    def joined(self, m: Move) -> list[Build]:
        """The builds that join a build, raise or add as cards of their value."""
        return self.named(m.builds)[1 if m.kind in (RAISE, ADD) else 0:]

    def rest(self, f: int) -> list[int]:
        """The hand once one copy of ``f`` is played."""
        rest = list(self.hand)
        if f in rest:  # not a card from the hand (``NO_CARD``): the hand stays whole
            rest.remove(f)
        return rest



def names(faces: Iterable[int]) -> str:
    """Cards as a player reads them, joined: ``7♥ + 2♣``."""
    return join(" + ", (pretty(f) for f in faces))
