"""Each match's deal, kept in the statistics database (``stats_store``) since
its version 7, so Game › Statistics can show a past match's deal number and
deal it again (the sixteenth stranger's play-test of 7 December: a player
who wanted to check that the computer was fair, or to try a deal she lost
another way, could not find its number).

A deal is its number (the seed every round's deck is shuffled from) and
what it was dealt for: the variant and its house rules, the players and
partnerships, and who sat where.  The number alone deals other cards under
other rules or at another table, and the person's hand is the one of the
seat she sat in.  That part is kept as the record a saved game keeps
(``core.record.GameRecord``, without moves) and read back through the same
reader (``load_record``), which types, bounds and checks every field and
refuses rules this version cannot play: one way in for a game, here too.

A match's deal is kept as it begins, in the transaction that starts its row
(``StatsStore.start_match``); a match resumed keeps the deal it began with.
Only the deals of the last ``MAX_DEALS`` matches begun are kept (the list
shows the last few), so the file stays small however long it is played.
Older matches have no row: they show no number and are not offered again.
Like the rest of the store nothing here raises; a deal that cannot be true
is neither written nor read back, and the match's other columns are read.
"""
from __future__ import annotations

import sqlite3
from typing import NamedTuple

from casino_desktop.core import MAX_SEED, GameRecord, RecordError, load_record
from casino_desktop.storage.stats_summary import MAX_ID

MAX_DEALS = 200         # the deals of the last matches begun: weeks of evenings
MAX_GAME_TEXT = 8000    # the largest record without moves (every house rule changed, four long names) is 3,200

DEALS_SCHEMA = f"""
CREATE TABLE match_deals (  -- since version 7: the deal a match began with, to deal it again
    match_id TEXT PRIMARY KEY CHECK (typeof(match_id) = 'text' AND length(match_id) BETWEEN 1 AND {MAX_ID}),
    seed INTEGER NOT NULL CHECK (typeof(seed) = 'integer' AND seed BETWEEN 0 AND {MAX_SEED}),
    game TEXT NOT NULL CHECK (typeof(game) = 'text' AND length(game) BETWEEN 2 AND {MAX_GAME_TEXT})
);
"""


class MatchDeal(NamedTuple):
    number: int                # the deal number (the seed), as the side panel showed it
    game: GameRecord | None    # what it was dealt for; None where this version cannot deal it again


def deal_fits(record: object) -> bool:
    """A record a match's deal can be kept as: a game's, before its first move."""
    return (isinstance(record, GameRecord) and not record.moves and type(record.seed) is int
            and 0 <= record.seed <= MAX_SEED)


def keep_deal(c: sqlite3.Connection, match_id: str, record: GameRecord) -> None:
    """Keep the deal ``match_id`` began with, inside the caller's transaction
    (a match resumed keeps its first); one that does not fit is not kept,
    and the match counts as ever.  The oldest past ``MAX_DEALS`` are dropped."""
    if not deal_fits(record):
        return
    text = GameRecord(record.variant, record.options, record.players, record.partnerships, record.seed,
                      record.seats).to_json()
    if len(text) > MAX_GAME_TEXT:
        return
    c.execute("INSERT OR IGNORE INTO match_deals VALUES (?, ?, ?)", (match_id, record.seed, text))
    c.execute("DELETE FROM match_deals WHERE rowid NOT IN "
              f"(SELECT rowid FROM match_deals ORDER BY rowid DESC LIMIT {MAX_DEALS})")


def forget_deal(c: sqlite3.Connection, match_id: str | None = None) -> None:
    """Drop the deal of ``match_id`` (a match forgotten), or every deal (a reset)."""
    if match_id is None:
        c.execute("DELETE FROM match_deals")
    else:
        c.execute("DELETE FROM match_deals WHERE match_id = ?", (match_id,))


def read_deal(seed: object, text: object) -> MatchDeal | None:
    """A match's deal as read: None if it has none or its number cannot be
    one; its game None where the record cannot be read, is not of that
    number, or asks for rules this version cannot play (a later version's)."""
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        return None
    if not isinstance(text, str) or not 2 <= len(text) <= MAX_GAME_TEXT:
        return MatchDeal(seed, None)
    try:
        record, _state = load_record(text)  # its sentence is never shown: the deal is not offered
    except RecordError:
        return MatchDeal(seed, None)
    return MatchDeal(seed, record if record.seed == seed and not record.moves else None)
