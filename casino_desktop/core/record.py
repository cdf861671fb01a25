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
import re
from dataclasses import dataclass, field
from collections.abc import Callable
from typing import Any

from .legality import IllegalMove, resolve
from .moves import Move
from .play import apply, new_game, next_round
from .state import PHASE_PLAY, PHASE_ROUND_OVER, GameState
from .templates import N_, N_plural, fill, whole_number
from .safe_json import (THE_FILE, InputRefused, parse_json, read_json_bytes, want_bool, want_dict, want_int, want_list,
                        want_text, writable_text)
from .variants import RULE_FIELDS, VariantError, make_rules

FORMAT = "casino-desktop-record"
VERSION = 1

# The longest match of any preset, with random and with greedy players on
# every table they allow (30 deals each, ``scripts/longest_matches.py``), is
# 528 moves (Spade Casino, game to 61).  House rules make legal matches far
# longer: only the last capture scoring, a target of 200, four players and a
# double deck dealt two at a time gave matches of up to 76,544 moves (the script's
# ``--house-rules`` run); without level rounds such a match cannot pass
# 797 rounds of 104 moves, 82,888 moves.  The cap sits above that, so no
# match the engine lets a player set up is refused on resume, and it bounds
# what a damaged or hostile record can make us replay (a record of a million
# moves once took 106 s to load; 75,000 moves take about 10 s on a shared
# machine, an ordinary match a few milliseconds).
MAX_MATCH_MOVES = 100_000
MAX_MOVE_TEXT = 600         # a card, a verb, a value and up to 104 table cards of 4 characters
MAX_RECORD_BYTES = 4 * 1024 * 1024   # the 74,984-move match above is 1.25 MB
MAX_SEED = 2**63 - 1
MAX_SEATS = 4
MAX_SEAT_TEXT = 100
MAX_MATCH_ID = 64
NEXT_ROUND_DEALT = "next_round_dealt"  # the record's key for ``GameRecord.next_round_dealt``
RESUMED_AT = "resumed_at"  # the record's key for ``GameRecord.resumed_at``
MAX_RESUMES = 1000  # far above any real match's; a bound on what a damaged file makes the reader hold
_HEX = re.compile(r"[0-9a-fA-F]*")


class RecordError(ValueError):
    """A record that cannot be loaded; the message says why in one sentence
    for a player, ``detail`` says what a maintainer needs (the move's text,
    the engine's reason) for the log file only."""

    def __init__(self, sentence: str = "", detail: str = ""):
        super().__init__(sentence)
        self.detail = detail


class NewerRecord(RecordError):
    """A record of a later version than this program reads: written by a
    newer Casino, not damaged (a player may go back to that version)."""


THE_RECORD = N_("The record", note="the subject of a sentence about a saved game that cannot be read")
# Neither the move's text ("AC build 9 2C 5C", our notation) nor the engine's
# reason is said: the player did not write the file and can mend nothing in it.
UNPLAYABLE = N_("{what} is damaged: its move {number} cannot be played.")
UNKNOWN_GAME = N_("{what} asks for a variant or house rules this program cannot play.")


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
    # The next round was dealt after the last move, before any move of it
    # (Next Round, then a quit or a kill): the moves alone end on the round
    # just over, and the game came back on its score sheet with the new
    # deal dealt again (the eleventh stranger's play-test of 7 December).
    # Written only when true; a record without it (every older save) comes
    # back where its moves end, as before.
    next_round_dealt: bool = False
    # Where a network table's host resumed the match, in moves played, one
    # entry a resumption: the log rebuilt after a later one still says the
    # earlier ones where they happened (``net.absences.round_so_far``).
    # Written only when there are some; an older program ignores the key.
    resumed_at: list[int] = field(default_factory=list)

    def new_state(self) -> GameState:
        return new_game(make_rules(self.variant, self.options), self.players, self.partnerships, self.seed)

    def to_json(self) -> str:
        """The record as JSON text that always encodes as UTF-8: a name made
        elsewhere than through ``safe_json`` may still hold a lone surrogate,
        and a save that cannot be encoded is a game lost."""
        fields = {
            "format": FORMAT, "version": VERSION, "variant": self.variant, "options": self.options,
            "players": self.players, "partnerships": self.partnerships, "seed": self.seed,
            "seats": self.seats, "moves": self.moves, "match_id": self.match_id,
        }
        if self.next_round_dealt:  # an older program reads the rest as before (on the round's sheet)
            fields[NEXT_ROUND_DEALT] = True
        if self.resumed_at:
            # The latest ``MAX_RESUMES``: the reader refuses more, and a match
            # resumed more often than that must still open.
            fields[RESUMED_AT] = self.resumed_at[-MAX_RESUMES:]
        return writable_text(json.dumps(fields, indent=1, ensure_ascii=False))

    def replay(self, upto: int | None = None, seen: Callable[[GameState, Move], object] | None = None,
               what: str = THE_RECORD) -> GameState:
        """The state after the first ``upto`` moves (all by default, then
        with the next round dealt if the record says it was); ``seen`` and
        ``what`` as in ``play_texts``."""
        try:
            state = self.new_state()
        except VariantError as err:
            raise RecordError(fill(UNKNOWN_GAME, what=what), str(err)) from None
        state = play_texts(state, self.moves[:upto], seen, what=what)
        if upto is None or upto >= len(self.moves):
            deal_if_dealt(state, self.next_round_dealt)
        return state


def deal_if_dealt(state: GameState, dealt: bool) -> GameState:
    """``state`` (where a record's moves lead) with the next round dealt when
    the record says it was and the moves end a round; a mark on a record
    whose moves end mid-round means nothing and is let be (it is no damage
    that could lose the game)."""
    if dealt and state.phase == PHASE_ROUND_OVER:
        next_round(state)
    return state


def round_dealt_unplayed(state: GameState, movers: list[tuple[int, int]]) -> bool:
    """Whether ``state`` is a round dealt after the record's last move, none
    of it played yet: what ``GameRecord.next_round_dealt`` keeps.  ``movers``:
    (round, seat) of each move of the record, as the table keeps them."""
    return state.phase == PHASE_PLAY and bool(movers) and movers[-1][0] < state.round_index


def play_texts(state: GameState, texts: list[str], seen: Callable[[GameState, Move], object] | None = None,
               first: int = 0, what: str = THE_RECORD) -> GameState:
    """Play moves given as canonical text on ``state`` (in place, returned),
    dealing the next round where one has ended, each through ``resolve`` (the
    check a player's move goes through).  ``seen(state, move)`` is called
    before each move is applied (the table's take-back uses it to learn who
    played what).  ``first`` numbers the moves in an error message, whose
    subject is ``what``.  Raises ``RecordError`` at the first move that
    cannot be played."""
    for i, text in enumerate(texts, first):
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        try:
            move = resolve(state, text)
        except IllegalMove as err:
            raise RecordError(fill(UNPLAYABLE, what=what, number=i + 1), f"move {i + 1} {text!r}: {err}") from None
        if seen is not None:
            seen(state, move)
        apply(state, move)
    return state


def load_record(data: bytes | str, what: str = THE_FILE, seen: Callable[[GameState, Move], object] | None = None
                ) -> tuple[GameRecord, GameState]:
    """Read, check and replay a record: (record, state) or ``RecordError``.

    ``data`` is the file's bytes (or its text).  Everything goes through
    ``safe_json`` (size, UTF-8, nesting, huge numbers), every field is typed
    and bounded, and the moves are replayed one by one through ``resolve``,
    so what is accepted is a legal game and nothing but ``RecordError``
    escapes, whatever the input.  ``what`` is the subject of its sentences;
    ``seen`` watches the replay (as in ``play_texts``)."""
    try:
        if isinstance(data, str):  # text the caller decoded (a byte-order mark may lead it, as in bytes)
            fields = parse_json(data.removeprefix("\ufeff"), what, max_bytes=MAX_RECORD_BYTES)
        else:
            fields = read_json_bytes(data, what, max_bytes=MAX_RECORD_BYTES)
        rec = _record_of(fields)
        return rec, rec.replay(seen=seen, what=what)
    except NewerRecord:
        raise  # our own one-line sentence, and its kind kept: not damage
    except (InputRefused, RecordError) as err:
        # One line, whatever the file put into the sentence (a variant's name may hold a line break).
        sentence = err.args[0] if err.args else str(err)
        if "\n" in sentence or "\r" in sentence or "  " in sentence:
            sentence = " ".join(sentence.split())  # the English only: what the file held breaks no line
        raise RecordError(sentence, getattr(err, "detail", "")) from None


# The sentence for a record that lacks a field, whole for each (a player never sees our keys).
_MISSING = {"variant": N_("The record has no variant."), "options": N_("The record has no house rules."),
            "players": N_("The record has no number of players."),
            "partnerships": N_("The record has no partnership setting."),
            "seed": N_("The record has no deal number."), "seats": N_("The record has no seats."),
            "moves": N_("The record has no moves.")}


def _record_of(data: Any) -> GameRecord:
    """The typed, bounded fields of a parsed record (``InputRefused`` with
    one sentence for the first that does not fit)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InputRefused(N_("The file is not a Casino game record."))
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        shown = version if isinstance(version, int) and not isinstance(version, bool) else N_("unknown", note="the version of a saved game that cannot be read")
        sentence = fill(N_("The record has version {shown}; this program reads version {version}."), shown=shown, version=VERSION)
        if isinstance(shown, int) and shown > VERSION:
            raise NewerRecord(sentence)
        raise InputRefused(sentence)
    for key, missing in _MISSING.items():
        if key not in data:
            raise InputRefused(missing)
    moves = _field(want_list, data["moves"], MAX_MATCH_MOVES,
                   sentence=fill(N_plural("The record's moves must be a list of at most {shown} move, far more than any match lasts.",
                                 "The record's moves must be a list of at most {shown} moves, far more than any match lasts."),
                        MAX_MATCH_MOVES, shown=whole_number(MAX_MATCH_MOVES)))
    for text in moves:
        if not isinstance(text, str) or not 0 < len(text) <= MAX_MOVE_TEXT or not text.isprintable():
            raise InputRefused(N_('Every move in the record must be a short text, like "7H trail".'))
    seats = _field(want_list, data["seats"], MAX_SEATS,
                   sentence=fill(N_plural("The record's seats must be a list of at most {count} seat.",
                                 "The record's seats must be a list of at most {count} seats."), MAX_SEATS))
    for seat in seats:
        if not isinstance(seat, dict) or len(seat) > 16 or not all(
                seat.get(key) is None or (isinstance(seat[key], str) and len(seat[key]) <= MAX_SEAT_TEXT)
                for key in ("kind", "level", "name")):
            raise InputRefused(N_("Each seat in the record must give its kind, level and name as short texts."))
    match_id = data.get("match_id") or ""
    if not isinstance(match_id, str) or len(match_id) > MAX_MATCH_ID or not _HEX.fullmatch(match_id):
        raise InputRefused(N_("The record's match number is damaged."))
    dealt = data.get(NEXT_ROUND_DEALT, False)
    if not isinstance(dealt, bool):
        raise InputRefused(N_("The record's note of a round dealt after its last move is damaged."))
    resumed_at = data.get(RESUMED_AT, [])
    if (not isinstance(resumed_at, list) or len(resumed_at) > MAX_RESUMES
            or any(type(n) is not int or not 0 <= n <= len(moves) for n in resumed_at)
            or resumed_at != sorted(resumed_at)):
        raise InputRefused(N_("The record's note of where its match was resumed is damaged."))
    return GameRecord(
        variant=_field(want_text, data["variant"], 40, sentence=N_("The record's variant must be the name of a variant.")),
        options=_field(want_dict, data["options"], len(RULE_FIELDS),
                       sentence=N_("The record's house rules are damaged.")),
        players=_field(want_int, data["players"], 2, 4,
                       sentence=N_("The record's number of players must be a whole number from 2 to 4.")),
        partnerships=_field(want_bool, data["partnerships"],
                            sentence=N_("The record's partnership setting must be true or false.")),
        seed=_field(want_int, data["seed"], 0, MAX_SEED,
                    sentence=fill(N_("The record's deal number must be a whole number from 0 to {most}."), most=whole_number(MAX_SEED))),
        seats=seats, moves=moves, match_id=match_id, next_round_dealt=dealt, resumed_at=resumed_at)


def _field(check: Callable[..., Any], value: Any, *bounds: int, sentence: str) -> Any:
    """``check(value, name, *bounds)`` with our own sentence on refusal: the
    record's sentences name what a player knows, not our keys."""
    try:
        return check(value, "", *bounds)
    except InputRefused:
        raise InputRefused(sentence) from None
