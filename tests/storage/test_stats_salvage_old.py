"""A damaged statistics file of an older version (schema 1 to 6) is salvaged
as one of today's is (``stats_salvage``): it was set aside whole, and its
matches lost, though the same file sound is migrated (``stats_schema``).
The rows that can be read are kept, in today's schema, as a migration
keeps them; the bounds of today's salvage hold for it too."""
from __future__ import annotations

import sqlite3

import pytest

from casino_desktop.core.templates import fill
from casino_desktop.storage.stats_salvage import NOTHING, carry_over
from casino_desktop.storage.stats_schema import SCHEMA, SCHEMA_VERSION
from casino_desktop.storage.stats_store import DAMAGED_KEPT_NOTICE, DB_NAME, StatsStore, schema_is
from .damaged_stats import KIND, garble, leaves, root_page, sound_file, fan_in

OLD_VERSIONS = range(1, SCHEMA_VERSION)


def _ids(store: StatsStore) -> list[str]:
    return [match_id for match_id, _ in store.match_outcomes()]


def _migrated_as_today(path) -> bool:
    """The fresh file is of today's version and schema, as a migrated one is."""
    with sqlite3.connect(path) as conn:
        ours = conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION and schema_is(conn, SCHEMA_VERSION)
    conn.close()
    return ours


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_an_old_file_with_a_damaged_index_keeps_every_match(tmp_path, version):
    """One damaged page of an index fails the integrity check, so the file
    is set aside; every row of it can still be read, and is kept."""
    path = sound_file(tmp_path / DB_NAME, matches=300, version=version)
    garble(path, root_page(path, "sqlite_autoindex_matches_1"))
    store = StatsStore(path)
    assert _ids(store) == [f"m{i:06d}" for i in range(300)]
    assert [(row.played, row.won) for row in store.summary()] == [(300 + 7, 300 + 3)]  # the old totals too
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=300 + 7)
    # Practice came in version 2: its record is kept from a file that had it.
    assert [p.topic for p in store.practice_progress("casino")] == (["sweep"] if version >= 2 else [])
    store.close()
    assert _migrated_as_today(path)
    assert StatsStore(path).notice == ""   # sound, of today's version: it is not set aside again


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_an_old_file_with_garbled_pages_keeps_the_rows_around_them(tmp_path, version):
    path = sound_file(tmp_path / DB_NAME, matches=1000, version=version)
    pages = leaves(path, "matches")
    for page in (pages[3], pages[len(pages) // 2]):
        garble(path, page)
    store = StatsStore(path)
    ids = _ids(store)
    assert ids[0] == "m000000" and ids[-1] == "m000999" and ids == sorted(ids)   # before, between and after
    assert 1000 - 2 * 12 <= len(ids) < 1000                                     # all but the two pages' rows
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=len(ids) + 7)


@pytest.mark.parametrize("version", [1, 3, 6])
def test_an_old_file_cut_short_keeps_the_rows_before_the_cut(tmp_path, version):
    path = sound_file(tmp_path / DB_NAME, matches=1000, version=version)
    data = path.read_bytes()
    path.write_bytes(data[:len(data) * 3 // 4])
    store = StatsStore(path)
    ids = _ids(store)
    assert 600 < len(ids) < 1000 and ids[:600] == [f"m{i:06d}" for i in range(600)] and ids == sorted(ids)
    assert store.notice.startswith(fill(DAMAGED_KEPT_NOTICE, count=len(ids) + 7))


def test_an_old_files_match_being_played_is_kept_and_goes_on(tmp_path):
    """As a migration keeps it: still being played, not counted until it ends."""
    path = sound_file(tmp_path / DB_NAME, matches=3, version=3)
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO matches VALUES ('now', ?, 'playing', '2026-12-02', NULL)", (KIND,))
    conn.close()
    garble(path, root_page(path, "sqlite_autoindex_matches_1"))
    store = StatsStore(path)
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=3 + 7)
    assert store.the_match_playing(KIND) == "now"
    assert store.close_lost_matches() == 1   # not restored: an outcome version 3 did not have
    assert dict(store.match_outcomes())["now"] == "unrestored"


def _fresh(path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};")
    return conn


def test_an_old_file_is_read_only_if_its_schema_is_that_versions_and_within_the_size(tmp_path):
    damaged = sound_file(tmp_path / "damaged.sqlite3", matches=50, version=2)
    size = damaged.stat().st_size
    conn = _fresh(tmp_path / "fresh.sqlite3")
    assert carry_over(conn, damaged, SCHEMA_VERSION, schema_is, size - 1) == NOTHING   # too large: not opened
    # Its version's schema, not another's: a file of version 2 that says it is 3 is not ours.
    assert carry_over(conn, damaged, SCHEMA_VERSION, lambda old, v: schema_is(old, v + 1), size) == NOTHING
    assert conn.execute("SELECT count(*) FROM matches").fetchone()[0] == 0
    assert carry_over(conn, damaged, SCHEMA_VERSION, schema_is, size).matches == 50 + 7
    conn.close()


def test_an_old_files_pages_pointing_many_times_to_one_page_give_their_rows_once(tmp_path):
    """The bound of today's salvage on a file of version 1: the pages read
    as tens of thousands of rows give the leaf's once."""
    damaged = sound_file(tmp_path / "damaged.sqlite3", matches=1000, version=1)
    assert fan_in(damaged, "matches") > 20_000
    conn = _fresh(tmp_path / "fresh.sqlite3")
    kept = carry_over(conn, damaged, SCHEMA_VERSION, schema_is, 1 << 26)
    assert conn.execute("SELECT count(*) FROM matches").fetchone()[0] == kept.matches - 7 < 20
    conn.close()
