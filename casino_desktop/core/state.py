"""The whole state of a match: hands, table, stock, piles, scores, turn.

``GameState`` is deliberately a plain mutable object with cheap ``clone()``:
the computer players clone it thousands of times a second.  Builds are
immutable values, so clones share them.  Hidden information is modelled the
OpenSpiel way: ``information_view(seat)`` blanks what that seat cannot know
(other hands and the stock become ``HIDDEN`` placeholders) and
``unseen_cards()`` lists the cards behind them.  Filling the blanks with a
deal consistent with the view is the computer players' business
(``ai/worlds.sample_world``), not the rules'.
"""

from __future__ import annotations

from typing import Any, Iterable

from .cards import card_text, face, pretty
from .moves import Move
from .values import ValueTable
from .variants import Rules
from .rules_sense import in_pack

HIDDEN = -1

PHASE_PLAY = "play"
PHASE_ROUND_OVER = "round_over"
PHASE_MATCH_OVER = "match_over"


class Build:
    """A pile on the table taken only whole, by a card of its value."""

    __slots__ = ("cards", "value", "multiple", "controller", "key")

    def __init__(self, cards: tuple[int, ...], value: int, multiple: bool, controller: int) -> None:
        self.cards = cards
        self.value = value
        self.multiple = multiple
        self.controller = controller
        # Identity for moves and records: its faces in canonical order, which
        # is the faces' integer order (id = rank * 4 + suit, ``sort_key``).
        self.key = tuple(sorted([c % 52 for c in cards]))

    def __repr__(self) -> str:
        kind = "multiple" if self.multiple else "single"
        return f"Build({' '.join(card_text(c) for c in self.cards)} = {self.value} {kind}, seat {self.controller})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Build) and self.key == other.key and self.value == other.value
                and self.multiple == other.multiple and self.controller == other.controller)

    def __hash__(self) -> int:
        return hash((self.key, self.value))


def named_builds(builds: list[Build], keys: Iterable[tuple[int, ...]]) -> list[Build]:
    """The builds a move's keys name, as ``apply`` takes them: for each key,
    the first build on the table with those cards that is not named already.

    Two builds share their cards only in a double deck (a twin of each
    card); table order tells them apart, and every rule that asks which
    builds a move takes (the owner rule, the reasons) must ask here, or it
    would judge a different build from the one the move removes."""
    out: list[Build] = []
    for key in keys:
        for b in builds:
            if b.key == key:
                for x in out:  # a loop: a generator would make ``b`` a cell
                    if x is b:
                        break
                else:
                    out.append(b)
                    break
    return out


def unnameable_builds(builds: list[Build]) -> list[Build]:
    """A double deck's later twins that no move can name: same cards as an
    earlier build but another value or kind.  A move names a build by its
    cards, so it acts on the first twin (``named_builds``); naming the key
    twice reaches the second only when it is worth the same."""
    firsts: dict[tuple[int, ...], Build] = {}
    out = []
    for b in builds:
        first = firsts.setdefault(b.key, b)
        if first is not b and not _same_worth(first, b):
            out.append(b)
    return out


def _same_worth(a: Build, b: Build) -> bool:
    """Twins a move can reach alike: the same value and kind."""
    return a.value == b.value and a.multiple == b.multiple


def reachable_builds(builds: list[Build]) -> list[Build]:
    """The builds as the move generators must see them: ``builds`` itself
    unless a double deck put twins on the table that differ.

    Unnameable twins are left out, or the generators would offer a move
    judged on one while ``apply`` acts on the first twin.  A twin that
    differs only in its owner stays (one card may take both), but with the
    first twin's owner: a raise names the first, so it is judged on the
    first's owner.  The owner rule still counts every real build (the
    caller's)."""
    firsts: dict[tuple[int, ...], Build] = {}
    out: list[Build] | None = None
    for i, b in enumerate(builds):
        first = firsts.setdefault(b.key, b)
        if first is b or first == b:
            if out is not None:
                out.append(b)
            continue
        if out is None:
            out = builds[:i]
        if _same_worth(first, b):
            out.append(Build(b.cards, b.value, b.multiple, first.controller))
    return builds if out is None else out


class GameState:
    __slots__ = (
        "rules", "values", "players", "partnerships", "sides", "seed",
        "round_index", "dealer", "to_move", "hands", "loose", "builds", "stock",
        "captured", "sweeps", "mulles", "last_capturer", "deals_done", "phase",
        "match_scores", "immediate", "round_results", "winner", "viewer", "ply", "unclaimed", "dealer_draw",
        "last_move", "opened",
        # The African family (``piles``, ``turns``): the face-up capture piles
        # (None unless their tops are in play); whether the card from the hand
        # has been played in a turn of several actions; the key of an
        # opponent's build added to this turn, which that card must take.
        "stacks", "turn_played", "pledge",
    )

    # The slots' types, for the type checker: ``new_game`` and ``clone`` set them all.
    rules: Rules
    values: ValueTable
    players: int
    partnerships: bool
    sides: int
    seed: int
    round_index: int
    dealer: int
    dealer_draw: tuple[int, ...]
    to_move: int
    hands: list[list[int]]
    loose: list[int]
    builds: list[Build]
    stock: list[int]
    captured: list[list[int]]
    sweeps: list[list[int]]
    mulles: list[list[int]]
    opened: list[list[int]]
    last_capturer: int | None
    deals_done: int
    phase: str
    match_scores: list[int]
    immediate: list[int]
    round_results: list[dict[str, Any]]
    winner: int | None
    viewer: int | None
    ply: int
    unclaimed: list[int]
    last_move: tuple[int, Move] | None
    stacks: list[list[int]] | None
    turn_played: bool
    pledge: tuple[int, ...] | None

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    @property
    def final_deal(self) -> bool:
        """True once the stock is empty: the dealer has announced "last"."""
        return not self.stock

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_MATCH_OVER

    def in_first_deal(self) -> bool:
        """Whether the round's first deal is being played: the one place the
        rules of the first deal (no building, one build each) and of the
        second (South Africa's owner may trail) ask it.  A game that deals
        the pack in two (two players in the African family) has its first
        deal while cards remain to be dealt; a game of six deals, its first
        of the six, as the rules' words say."""
        return self.deals_done == 1

    def clone(self) -> "GameState":
        new = GameState.__new__(GameState)
        new.rules = self.rules
        new.values = self.values
        new.players = self.players
        new.partnerships = self.partnerships
        new.sides = self.sides
        new.seed = self.seed
        new.round_index = self.round_index
        new.dealer = self.dealer
        new.to_move = self.to_move
        new.hands = [h[:] for h in self.hands]
        new.loose = self.loose[:]
        new.builds = self.builds[:]
        new.stock = self.stock[:]
        new.captured = [p[:] for p in self.captured]
        new.sweeps = [s[:] for s in self.sweeps]
        new.mulles = [m[:] for m in self.mulles]
        new.opened = [o[:] for o in self.opened]
        new.last_capturer = self.last_capturer
        new.deals_done = self.deals_done
        new.phase = self.phase
        new.match_scores = self.match_scores[:]
        new.immediate = self.immediate[:]
        new.round_results = self.round_results[:]
        new.winner = self.winner
        new.viewer = self.viewer
        new.ply = self.ply
        new.last_move = self.last_move
        new.unclaimed = self.unclaimed[:]
        new.dealer_draw = self.dealer_draw
        new.stacks = None if self.stacks is None else [p[:] for p in self.stacks]
        new.turn_played = self.turn_played
        new.pledge = self.pledge
        return new

    # --- equality: used by the replay and clone tests -----------------------
    def signature(self) -> tuple[object, ...]:
        """Everything that matters, with interchangeable copies normalised."""
        def faces(cards: Iterable[int]) -> tuple[int, ...]:
            return tuple(sorted(face(c) for c in cards))
        return (
            self.players, self.partnerships, self.seed, self.round_index, self.dealer, self.to_move,
            tuple(faces(h) for h in self.hands), faces(self.loose),
            tuple(sorted((b.key, b.value, b.multiple, b.controller) for b in self.builds)),
            tuple(face(c) for c in self.stock), tuple(faces(p) for p in self.captured),
            tuple(faces(s) for s in self.sweeps), tuple(tuple(m) for m in self.mulles),
            tuple(faces(o) for o in self.opened),
            self.last_capturer, self.deals_done, self.phase, tuple(self.match_scores),
            tuple(self.immediate), self.winner, faces(self.unclaimed),
            None if self.stacks is None else tuple(tuple(face(c) for c in p) for p in self.stacks),
            self.turn_played, self.pledge,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.signature() == other.signature()

    __hash__ = None  # type: ignore[assignment]  # mutable: a state is no dict key

    # --- hidden information ----------------------------------------------------
    def information_view(self, seat: int) -> "GameState":
        """What ``seat`` may know: its own hand, the public table and piles,
        and only the *number* of cards in other hands and in the stock."""
        view = self.clone()
        for s in range(self.players):
            if s != seat:
                view.hands[s] = [HIDDEN] * len(self.hands[s])
        view.stock = [HIDDEN] * len(self.stock)
        view.viewer = seat
        return view

    def unseen_cards(self) -> list[int]:
        """Cards this view cannot see (in other hands or the stock)."""
        seat = self.viewer
        deck_size = 52 * self.rules.decks
        known = [0] * deck_size
        for c in self.hands[seat] if seat is not None else ():
            known[c] = 1
        for c in self.loose:
            known[c] = 1
        for b in self.builds:
            for c in b.cards:
                known[c] = 1
        for pile in self.captured:
            for c in pile:
                known[c] = 1
        if self.rules.forty_cards:  # no court card is in the pack: none is unseen
            for c in range(deck_size):
                if not in_pack(self.rules, c):
                    known[c] = 1
        for c in self.unclaimed:
            known[c] = 1
        if seat is None:
            for h in self.hands:
                for c in h:
                    if c != HIDDEN:
                        known[c] = 1
            for c in self.stock:
                if c != HIDDEN:
                    known[c] = 1
        return [c for c in range(deck_size) if not known[c]]

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(pretty(c) if c >= 0 else "??" for c in h) for h in self.hands)
        table = " ".join(pretty(c) for c in self.loose)
        builds = "; ".join(f"[{' '.join(pretty(c) for c in b.cards)}]={b.value}{'m' if b.multiple else ''}@{b.controller}"
                           for b in self.builds)
        return (f"<GameState round {self.round_index} {self.phase} to_move={self.to_move} hands: {hands} "
                f"table: {table} builds: {builds} stock={len(self.stock)} scores={self.match_scores}>")
