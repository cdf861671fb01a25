"""Versioned JSON game records, restored by replay (never pickle).

A record holds what is needed to rebuild a game exactly: the variant and its
options, the number of seats and their names, the seed, and the moves as
canonical text.  Loading replays every move through ``resolve`` (the same
check a player's move goes through), so a record that cannot be replayed —
unknown version, unknown variant, an illegal move, a card that is not there —
is refused whole with one sentence, never half-loaded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .legality import IllegalMove, resolve
from .play import apply, new_game, next_round
from .state import PHASE_ROUND_OVER, GameState
from .variants import VariantError, make_rules

FORMAT = "casino-desktop-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be loaded; the message says why."""


@dataclass
class GameRecord:
    variant: str
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 2
    partnerships: bool = False
    seed: int = 0
    seats: list[dict[str, Any]] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    # Which match this is (a random hex id given when it starts): statistics
    # count a match once under its id, however often it is saved and resumed.
    match_id: str = ""

    def new_state(self) -> GameState:
        return new_game(make_rules(self.variant, self.options), self.players, self.partnerships, self.seed)

    def to_json(self) -> str:
        return json.dumps({
            "format": FORMAT, "version": VERSION, "variant": self.variant, "options": self.options,
            "players": self.players, "partnerships": self.partnerships, "seed": self.seed,
            "seats": self.seats, "moves": self.moves, "match_id": self.match_id,
        }, indent=1, ensure_ascii=False)

    def replay(self, upto: int | None = None) -> GameState:
        """The state after the first ``upto`` moves (all by default)."""
        try:
            state = self.new_state()
        except VariantError as err:
            raise RecordError(f"The record's game cannot be set up: {err}") from None
        return play_texts(state, self.moves[:upto])


def play_texts(state: GameState, texts: list[str], seen=None, first: int = 0) -> GameState:
    """Play moves given as canonical text on ``state`` (in place, returned),
    dealing the next round where one has ended, each through ``resolve`` (the
    check a player's move goes through).  ``seen(state, move)`` is called
    before each move is applied (the table's take-back uses it to learn who
    played what).  ``first`` numbers the moves in an error message.
    Raises ``RecordError`` at the first move that cannot be played."""
    for i, text in enumerate(texts, first):
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        try:
            move = resolve(state, text)
        except IllegalMove as err:
            raise RecordError(f"Move {i + 1} ('{text}') cannot be replayed: {err}") from None
        if seen is not None:
            seen(state, move)
        apply(state, move)
    return state


def load_record(text: str) -> tuple[GameRecord, GameState]:
    """Parse and replay a record: (record, state) or RecordError."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise RecordError(f"The file is not a game record: it is not valid JSON ({err.msg}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("The file is not a Casino game record.")
    version = data.get("version")
    if version != VERSION:
        raise RecordError(f"The record has version {version!r}; this program reads version {VERSION}.")
    try:
        rec = GameRecord(
            variant=_typed(data, "variant", str), options=_typed(data, "options", dict),
            players=_typed(data, "players", int), partnerships=_typed(data, "partnerships", bool),
            seed=_typed(data, "seed", int), seats=_typed(data, "seats", list), moves=_typed(data, "moves", list),
            match_id=data.get("match_id") if isinstance(data.get("match_id"), str) else "")
    except KeyError as err:
        raise RecordError(f"The record has no '{err.args[0]}'.") from None
    if not all(isinstance(m, str) for m in rec.moves):
        raise RecordError("Every move in the record must be text.")
    return rec, rec.replay()


def _typed(data: dict, key: str, kind: type):
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        names = {str: "text", int: "whole number", bool: "true or false", dict: "JSON object", list: "list"}
        raise RecordError(f"The record's '{key}' must be a {names[kind]}.")
    return value
