"""The host's match on disk: an ordinary game record, saved after every move.

It is the record every save uses (``core.record``: variant, house rules,
seats, deal number, moves), so a killed host resumes by replaying it
through the core like any saved game.  A network table adds to each seat
what the host needs to seat its players again: ``kind`` ("remote" for a
person joining, "computer"), ``level`` (the computer's, or the stand-in's
for a person's seat) and ``token`` — the SHA-256 of the seat token, never
the token itself, so the file gives no seat away — and ``away``, the spans
in which a computer player played a person's seat (``absences``), so that
a resumed match still tells who dropped and who played for whom, and
``renewals``, what the table said of a player's silence and renewed
connection.
"""
from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from ..ai.levels import LEVELS
from ..storage.atomic_file import write_atomically
from ..core.templates import N_
from ..core import GameRecord, GameState, RecordError, load_record
from ..core.safe_json import InputRefused, read_file_bytes
from . import renewals, still_news
from .absences import FIELD, Absence, spans_json, spans_of
from .still_news import Still
from .renewals import Said
from .wire import is_player_name

REMOTE, COMPUTER = "remote", "computer"
log = logging.getLogger("casino_desktop.net")
THE_MATCH_FILE = N_("The network match's file", note="the subject of a sentence about a file that cannot be read")
# A seat's level this program does not offer (a newer program's, or damage)
# is read as the stand-in's default level, as a saved game's unknown level
# becomes a default one (``qt.game.setup.seat_from``): the host names the
# level in what it tells the table ("a computer player (Casual) plays for
# them"), and a name it could not say stopped the resumed table.
DEFAULT_LEVEL = "casual"
# A file whose seats are not a network table's (a game on one screen's save
# copied in its place, or damage): said of the file, as its other damage is.
# It said "That record is not a network match.": "record" is the code's word.
NOT_A_NETWORK_MATCH = N_("The network match's file is damaged: its seats are not those of a network table.")


@dataclass
class SeatPlan:
    kind: str                 # REMOTE or COMPUTER
    level: str                # the computer's level; for a person, the stand-in's
    name: str = ""
    token: str | None = None  # the hash of the seat's token, once someone sat down
    # The spans in which a computer played this person's seat (``absences``).
    away: list[Absence] = field(default_factory=list)
    # What the table said of this person's silences and renewed connections (``renewals``).
    renewals: list[Said] = field(default_factory=list)
    # The host's seat: how long its computer stood still, where the table said so (``host_still``).
    stills: list[Still] = field(default_factory=list)

    def to_json(self) -> dict:
        out: dict = {"kind": self.kind, "level": self.level, "name": self.name}
        if self.token:
            out["token"] = self.token
        if self.away:  # only when there are some: a file without them reads as before, here and in older programs
            out[FIELD] = spans_json(self.away)
        if self.renewals:  # likewise; an older program ignores the field
            out[renewals.FIELD] = renewals.said_json(self.renewals)
        if self.stills:  # likewise
            out[still_news.FIELD] = still_news.stills_json(self.stills)
        return out


def new_record(variant: str, options: dict, players: int, partnerships: bool, seed: int,
               plans: list[SeatPlan]) -> GameRecord:
    return GameRecord(variant=variant, options=dict(options), players=players, partnerships=partnerships,
                      seed=seed, seats=[p.to_json() for p in plans], moves=[], match_id=secrets.token_hex(8))


def plans_of(record: GameRecord) -> list[SeatPlan]:
    """The seat plans a saved network match holds; ``RecordError`` when it is
    not one (a record of a game on one screen)."""
    plans = []
    for seat in record.seats:
        kind, level, token = seat.get("kind"), seat.get("level"), seat.get("token")
        if kind not in (REMOTE, COMPUTER) or not isinstance(level, str) or not (
                token is None or (isinstance(token, str) and len(token) == 64)):
            raise RecordError(NOT_A_NETWORK_MATCH)
        if level not in LEVELS:
            log.info("A seat of the match file has the level %r, which this program does not offer: %s plays it.",
                     level[:40], DEFAULT_LEVEL)
            level = DEFAULT_LEVEL
        # A name no guest could have given (a line break, 100 characters: damage)
        # is left out, and the seat goes by its place, as one that gave none.
        name = seat.get("name") or ""
        name = name if is_player_name(name) else ""
        plans.append(SeatPlan(kind, level, name, token, spans_of(seat.get(FIELD), len(record.moves)),
                              renewals.said_of(seat.get(renewals.FIELD), len(record.moves)),
                              still_news.stills_of(seat.get(still_news.FIELD), len(record.moves))))
    if len(plans) != record.players:
        raise RecordError(NOT_A_NETWORK_MATCH)
    return plans


def load_match(path: str | Path) -> tuple[GameRecord, GameState, list[SeatPlan]]:
    """A saved network match, replayed (``RecordError`` with one sentence)."""
    try:
        data = read_file_bytes(path, THE_MATCH_FILE)
    except InputRefused as err:
        raise RecordError(err.args[0]) from None
    record, state = load_record(data, THE_MATCH_FILE)
    return record, state, plans_of(record)


def match_bytes(record: GameRecord, plans: list[SeatPlan]) -> bytes:
    """The file's bytes, the seats' plans (and tokens' hashes) as they are now;
    the host writes them with ``atomic_file.write_atomically``."""
    record.seats = [p.to_json() for p in plans]
    return record.to_json().encode("utf-8")


def write_quietly(path: str | Path, data: bytes) -> None:
    """An autosave that fails (a full disk) costs the resume, not the match."""
    try:
        write_atomically(path, data)
    except OSError as err:
        log.warning("The network match could not be autosaved to %s: %s", path, err)
