"""The statistics salvage (``stats_salvage``) with files damaged at the level
of SQLite's pages: it ends, reads no page's rows twice, imports nothing
today's checks refuse, and the sentence's count is the matches the
statistics then show."""
from __future__ import annotations

import random
import sqlite3

import pytest

from casino_desktop.core.templates import fill, join
from casino_desktop.storage.stats_salvage import carry_over
from casino_desktop.storage.stats_schema import SCHEMA, SCHEMA_VERSION
from casino_desktop.storage.stats_store import DAMAGED_KEPT_NOTICE, DAMAGED_NOTICE, DB_NAME, NEWER_NOTICE, StatsStore
from casino_desktop.storage.stats_told import MATCHES_LOST_NOTICE, PRACTICE_PART_KEPT
from .damaged_stats import KIND, PAGE, cells, fan_in, garble, leaves, page_chain, root_page, sound_file


class _Counting(sqlite3.Connection):
    """A fresh statistics file that counts the rows offered to it."""

    offered = 0

    def executemany(self, sql, rows):  # type: ignore[override]
        rows = list(rows)
        self.offered += len(rows)
        return super().executemany(sql, rows)


def _fresh(path) -> _Counting:
    conn = sqlite3.connect(path, factory=_Counting, isolation_level=None)
    conn.executescript(SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};")
    return conn


def test_pages_pointing_many_times_to_one_page_give_their_rows_once(tmp_path):
    """A damaged file's pages may each point hundreds of times to the next:
    SQLite refuses a page only when it is already on the path it reads, so
    the salvage read a 5 MB file's table as 3.4 million rows (25 s, 1.4 GB),
    and one level more would never have ended.  Rows read again end the
    table, so no more rows are offered than the file holds."""
    damaged = sound_file(tmp_path / "damaged.sqlite3", matches=1000)
    reads = fan_in(damaged, "matches")
    assert reads > 20_000  # what following the pointers reads
    conn = _fresh(tmp_path / "fresh.sqlite3")
    kept = carry_over(conn, damaged, SCHEMA_VERSION, lambda old, version: True, 1 << 26).matches
    assert conn.offered <= 1000 + 2  # the matches, the practice record, the old totals
    # The right-most path's leaf, read once; the pages no longer pointed to are lost.
    assert conn.execute("SELECT count(*) FROM matches").fetchone()[0] == 5
    assert kept == 5 + 7  # and the old totals' matches
    conn.close()


def test_the_store_says_the_matches_kept_from_pages_pointing_to_one_page(tmp_path):
    path = sound_file(tmp_path / DB_NAME, matches=1000)
    fan_in(path, "matches")
    store = StatsStore(path)
    assert [(row.played, row.won) for row in store.summary()] == [(5 + 7, 5 + 3)]  # the old totals kept too
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=5 + 7)


def test_old_totals_kept_from_a_damaged_file_are_counted_in_the_sentence(tmp_path):
    """The statistics count an older version's totals as matches: a damaged
    file holding only those kept them all, and the player read that his
    statistics started afresh."""
    path = sound_file(tmp_path / DB_NAME, matches=0)
    garble(path, root_page(path, "sqlite_autoindex_meta_1"))
    store = StatsStore(path)
    assert [(row.played, row.won) for row in store.summary()] == [(7, 3)]
    assert str(store.notice) == ("Your statistics file was damaged, so it was put aside; the 7 matches that could "
                                 "still be read from it are kept in your statistics.")


def test_a_table_garbled_at_its_end_keeps_the_rows_before_the_damage(tmp_path):
    path = sound_file(tmp_path / DB_NAME, matches=1000)
    garble(path, page_chain(path, "matches")[-1])  # the last leaf: the rows before it are read
    store = StatsStore(path)
    kept = store.match_outcomes()
    assert 900 < len(kept) < 1000 and all(outcome == "won" for _, outcome in kept)
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=len(kept) + 7)  # and the old totals' matches


def test_the_rows_past_a_damaged_page_are_kept_too(tmp_path):
    """A damaged page in the middle of the matches ended the table there:
    the matches after it, the newest, were lost though they could be read."""
    path = sound_file(tmp_path / DB_NAME, matches=1000)
    pages = leaves(path, "matches")
    for page in (pages[3], pages[len(pages) // 2], pages[len(pages) // 2 + 1]):  # three pages, two side by side
        garble(path, page)
    store = StatsStore(path)
    ids = [match_id for match_id, _ in store.match_outcomes()]
    assert ids[0] == "m000000" and ids[-1] == "m000999"        # the first and the newest are kept
    assert 1000 - 3 * 12 <= len(ids) < 1000                     # all but the three pages' (fewer than 12 rows each)
    assert ids == sorted(ids)                                   # in the order they began
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=len(ids) + 7)


def test_every_row_but_the_damaged_pages_is_kept(tmp_path):
    """Python's cursor reads a row ahead, and drops the row it holds when
    the next one fails: the last match before a damaged page was lost."""
    path = sound_file(tmp_path / DB_NAME, matches=1000)
    pages = leaves(path, "matches")
    counts = [cells(path, page) for page in pages]
    lost = set()
    for k in (5, 6, 20):   # two side by side, one further on
        first = sum(counts[:k])
        lost |= {f"m{i:06d}" for i in range(first, first + counts[k])}
        garble(path, pages[k])
    store = StatsStore(path)
    assert [match_id for match_id, _ in store.match_outcomes()] == [
        f"m{i:06d}" for i in range(1000) if f"m{i:06d}" not in lost]


def test_rows_that_break_todays_checks_are_left_behind_and_not_counted(tmp_path):
    """A damaged (or forged) file of our schema may hold rows its CHECK
    constraints never let in: the fresh file's own checks leave them out,
    and the sentence counts what it then holds."""
    path = sound_file(tmp_path / DB_NAME, matches=3)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        conn.executemany("INSERT INTO matches VALUES (?, ?, ?, 'x', 'y')", [
            ("bad-outcome", KIND, "won twice"), ("", KIND, "won"), ("bad-kind", "", "lost"), ("x" * 100, KIND, "won"),
            ("blob", KIND.encode(), "won")])
        conn.execute("INSERT INTO carried_over VALUES ('casino|3|expert', 5, 9)")       # more won than played
        conn.execute("INSERT INTO practice VALUES ('casino', 'take', 99, 0, 0, 0, 0)")  # no such box
        conn.execute("INSERT INTO meta VALUES ('huge', ?)", ("x" * 200_000,))
    conn.close()
    garble(path, root_page(path, "sqlite_autoindex_matches_1"))
    store = StatsStore(path)
    assert [match_id for match_id, _ in store.match_outcomes()] == ["m000000", "m000001", "m000002"]
    assert [(row.kind, row.played) for row in store.summary()] == [(KIND, 3 + 7)]
    # The practice record the checks refused is lost, and the player is told.
    assert store.notice == join(" ", [fill(DAMAGED_KEPT_NOTICE, count=3 + 7), fill(PRACTICE_PART_KEPT, count=1)])
    assert [p.box for p in store.practice_progress("casino")] == [2]


def test_a_file_cut_short_keeps_the_rows_before_the_cut(tmp_path):
    """A file with fewer pages than its header says (a full disk, a copy
    stopped) was refused whole by SQLite, and nothing was kept."""
    path = sound_file(tmp_path / DB_NAME, matches=1000)
    data = path.read_bytes()
    path.write_bytes(data[:len(data) * 3 // 4])
    store = StatsStore(path)
    ids = [match_id for match_id, _ in store.match_outcomes()]
    # Every page before the cut (some 720 rows), and what can be read of the page cut through.
    assert 700 < len(ids) < 1000 and ids[:700] == [f"m{i:06d}" for i in range(700)] and ids == sorted(ids)
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=len(ids) + 7)


@pytest.mark.slow
@pytest.mark.ci_slice
def test_page_level_damage_never_raises_and_the_count_is_what_the_statistics_show(tmp_path):
    """Pages garbled, pointed to many times or cut off, at random: the start
    never raises, ends, imports only rows today's checks take (the fresh
    file is of our schema, so its checks are today's), and says the number
    of ended matches its statistics then hold."""
    # Today's version, and older ones, which are salvaged as a migration keeps them (``stats_salvage``).
    originals = [sound_file(tmp_path / f"original-{v}.sqlite3", matches=1500, version=v, topics=40).read_bytes()
                 for v in (SCHEMA_VERSION, 1, 4, 6)]
    rng = random.Random(42)
    for n in range(120):
        folder = tmp_path / f"t{n}"
        folder.mkdir()
        path = folder / DB_NAME
        original = originals[n % len(originals)]
        pages = len(original) // PAGE
        path.write_bytes(original)
        for _ in range(rng.randint(1, 4)):
            what = rng.random()
            if what < 0.3:
                try:
                    fan_in(path, rng.choice(("matches", "sqlite_autoindex_matches_1", "practice")))
                except (AssertionError, sqlite3.Error, TypeError):
                    pass   # that table is not deep enough, or the file is too damaged to find it (or has none)
            elif what < 0.8:
                garble(path, rng.randrange(2, pages + 1))
            else:
                data = bytearray(path.read_bytes())
                for _ in range(rng.randint(1, 40)):
                    data[rng.randrange(len(data))] = rng.randrange(256)
                path.write_bytes(bytes(data[:rng.randrange(len(data) // 2, len(data) + 1)]))
        store = StatsStore(path)
        shown = sum(row.played for row in store.summary())
        if store.notice not in ("", NEWER_NOTICE):
            # The matches' sentence, then what of practice was lost (``stats_told``).
            assert (store.notice.startswith(fill(DAMAGED_KEPT_NOTICE, count=shown)) if shown else
                    store.notice == DAMAGED_NOTICE or store.notice.startswith(MATCHES_LOST_NOTICE)), store.notice
        assert store.start_match("new", KIND) or not store.available
        store.close()
