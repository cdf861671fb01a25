"""The statistics store: each match once under its id, counts that cannot be
impossible, and a damaged file put aside rather than locking the player out."""
from __future__ import annotations

import random
import sqlite3
import stat

from casino_desktop.practice.schedule import Progress, fresh, record_answer
from casino_desktop.core.templates import fill
from casino_desktop.storage.stats_store import (DAMAGED_KEPT_NOTICE, DAMAGED_NOTICE, DB_NAME, NEWER_NOTICE,
                                                SCHEMA_VERSION, StatsStore, open_default_store)
from casino_desktop.storage.stats_summary import KindSummary
from casino_desktop.storage.user_folders import data_folder
from .old_stats import V1_SCHEMA

KIND = "casino|2|expert"
# What a damaged file of 40 matches and old totals of 7 may keep (the statistics count both).
_KEPT = [fill(DAMAGED_KEPT_NOTICE, count=n) for n in range(1, 48)]


def test_a_match_is_counted_once_when_the_same_match_id_finishes_twice(tmp_path):
    store = open_default_store(tmp_path)
    assert store.notice == ""
    assert store.start_match("a1", KIND)
    assert not store.start_match("a1", KIND)  # a resume keeps the row as it is
    assert store.summary() == []  # a match being played is not counted yet
    assert store.finish_match("a1", KIND, won=True)
    assert not store.finish_match("a1", KIND, won=False)
    assert not store.abandon_match("a1", KIND)
    assert store.match_outcomes() == [("a1", "won")]
    assert store.summary() == [KindSummary(KIND, 1, 1, 0, 0)]


def test_abandoned_and_lost_matches_count_against_the_win_rate(tmp_path):
    store = open_default_store(tmp_path)
    for i, end in enumerate(["won", "lost", "abandoned", "playing"]):
        store.start_match(f"m{i}", KIND)
        if end == "abandoned":
            assert store.abandon_match(f"m{i}", KIND)
        elif end != "playing":
            assert store.finish_match(f"m{i}", KIND, won=end == "won")
    assert store.match_outcomes() == [("m0", "won"), ("m1", "lost"), ("m2", "abandoned"), ("m3", "playing")]
    assert store.summary() == [KindSummary(KIND, 3, 1, 1, 1)]


def test_results_survive_reopening_and_reset_forgets_them(tmp_path):
    store = open_default_store(tmp_path)
    store.start_match("a", KIND)
    store.finish_match("a", KIND, won=False)
    store.close()
    again = open_default_store(tmp_path)
    assert again.match_outcomes() == [("a", "lost")]
    assert again.reset()
    assert again.summary() == [] and again.match_outcomes() == []
    # A match started before the reset still ends once.
    assert again.finish_match("b", KIND, won=True)
    assert not again.finish_match("b", KIND, won=True)


def test_counts_cannot_go_negative_or_exceed_their_totals_even_written_directly(tmp_path):
    store = open_default_store(tmp_path)
    store.close()
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        for row in [(KIND, -1, 0), (KIND, 2, 3), (KIND, 10 ** 12, 0), (KIND, "x", 0)]:
            try:
                conn.execute("INSERT INTO carried_over VALUES (?, ?, ?)", row)
            except sqlite3.IntegrityError:
                continue
            raise AssertionError(f"{row} was accepted")
        try:
            conn.execute("INSERT INTO matches VALUES ('z', 'k', 'won twice', 'now', NULL)")
        except sqlite3.IntegrityError:
            pass
        else:
            raise AssertionError("an unknown outcome was accepted")


def test_old_totals_import_once_and_drop_what_is_not_sane(tmp_path):
    store = open_default_store(tmp_path)
    assert store.import_old_totals({"casino|2|expert": (5, 2), "casino|3|random": (-4, 0),
                                    "casino|4p|expert": (1, 9), "x|2|y": (10 ** 400, 1), "": (1, 1)})
    assert not store.import_old_totals({"casino|2|expert": (5, 2)})  # once only
    assert store.summary() == [KindSummary("casino|2|expert", 5, 2, 3, 0)]
    store.reset()
    assert not store.import_old_totals({"casino|2|expert": (5, 2)})  # a reset does not bring them back


def test_damaged_statistics_database_is_moved_aside_with_a_notice(tmp_path):
    (tmp_path / DB_NAME).write_bytes(b"\xff\xfe not a database" * 100)
    store = open_default_store(tmp_path)
    assert store.notice == DAMAGED_NOTICE
    aside = list(tmp_path.glob("statistics.damaged-*.sqlite3"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"\xff\xfe")
    assert store.start_match("a", KIND) and store.finish_match("a", KIND, True)
    assert open_default_store(tmp_path).notice == ""  # told once: the fresh file is fine


def test_a_foreign_schema_is_moved_aside_and_its_triggers_never_run(tmp_path):
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.execute("CREATE TABLE matches (match_id, kind, outcome, started, ended)")
        conn.execute("CREATE TABLE carried_over (kind, played, won)")
        conn.execute("CREATE TABLE meta (key, value)")
        conn.execute("CREATE TRIGGER boom AFTER INSERT ON matches BEGIN DELETE FROM meta; END")
        conn.execute("PRAGMA user_version = 1")
    store = open_default_store(tmp_path)
    assert store.notice == DAMAGED_NOTICE
    assert store.start_match("a", KIND)


def test_a_newer_versions_statistics_are_left_alone(tmp_path):
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.execute("PRAGMA user_version = 9")
    before = (tmp_path / DB_NAME).read_bytes()
    store = open_default_store(tmp_path)
    assert store.notice == NEWER_NOTICE and not store.available
    assert not store.start_match("a", KIND) and store.summary() == []
    assert (tmp_path / DB_NAME).read_bytes() == before


def test_mutated_statistics_files_never_raise_and_never_show_impossible_counts(tmp_path):
    good = tmp_path / "good"
    store = open_default_store(good)
    store.import_old_totals({"casino|2|expert": (7, 3)})
    for i in range(40):
        store.start_match(f"id{i}", f"casino|{2 + i % 3}|expert")
        store.finish_match(f"id{i}", f"casino|{2 + i % 3}|expert", won=i % 2 == 0)
    store.close()
    original = (good / DB_NAME).read_bytes()
    rng = random.Random(18)
    for n in range(150):
        data = bytearray(original)
        for _ in range(rng.randint(1, 30)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        if n % 10 == 0:
            data = data[:rng.randrange(len(data))]
        folder = tmp_path / f"m{n}"
        folder.mkdir()
        (folder / DB_NAME).write_bytes(bytes(data))
        store = open_default_store(folder)
        # A byte of the header's schema version may now read as a newer version's file;
        # a damaged file may still hold matches that can be read (``stats_salvage``).
        assert store.notice in ("", DAMAGED_NOTICE, NEWER_NOTICE, *_KEPT), store.notice
        for row in store.summary():
            assert 0 <= row.won <= row.played and row.lost >= 0 and row.abandoned >= 0
            assert row.played == row.won + row.lost + row.abandoned
        store.start_match("new", "casino|2|expert")
        assert store.finish_match("new", "casino|2|expert", True) or store.notice
        store.close()


def test_statistics_file_and_folder_are_private(tmp_path):
    folder = tmp_path / "data"
    store = open_default_store(folder)
    store.start_match("a", KIND)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for f in folder.iterdir():
        assert stat.S_IMODE(f.stat().st_mode) == 0o600, f.name


def test_default_folder_is_the_data_folder_under_our_organisation(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    store = open_default_store()
    assert store.path == tmp_path / "CasinoDesktop" / "casino-desktop" / DB_NAME == data_folder() / DB_NAME
    assert isinstance(store, StatsStore) and store.available


def test_the_store_imports_no_qt():
    """Scripts and the kill test open the store without a Qt application."""
    import subprocess
    import sys
    code = ("import sys, casino_desktop.storage.stats_store, casino_desktop.storage.user_folders; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_database_is_in_wal_mode_with_its_schema_version(tmp_path):
    open_default_store(tmp_path).close()
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7


# --- practice mode's progress --------------------------------------------------------------


def test_practice_progress_is_kept_per_variant_and_topic(tmp_path):
    store = open_default_store(tmp_path)
    p = record_answer(fresh("casino", "card_held"), True, 1_000_000)
    q = record_answer(fresh("casino", "build_max"), False, 1_000_000)
    assert store.save_practice(p) and store.save_practice(q)
    assert store.save_practice(record_answer(fresh("mulle", "card_held"), True, 5))
    store.close()
    again = open_default_store(tmp_path)
    assert again.practice_progress("casino") == [q, p]  # by topic
    p2 = record_answer(p, False, 2_000_000)
    assert again.save_practice(p2)  # the same topic: its row is replaced
    assert again.practice_progress("casino") == [q, p2]
    assert again.reset_practice("casino")
    assert again.practice_progress("casino") == [] and len(again.practice_progress("mulle")) == 1


def test_practice_records_that_are_not_sane_are_refused(tmp_path):
    store = open_default_store(tmp_path)
    for bad in [Progress("casino", "x", box=0), Progress("casino", "x", box=6), Progress("", "x"),
                Progress("casino", ""), Progress("casino", "x", right=-1), Progress("casino", "x", due=2 ** 60),
                Progress("casino", "x", wrong=True), Progress("casino", "t" * 201)]:
        assert not store.save_practice(bad), bad
    assert store.practice_progress("casino") == []


def test_practice_rows_written_directly_obey_the_checks(tmp_path):
    open_default_store(tmp_path).close()
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        for row in [("casino", "x", 0, 0, 0, 0, 0), ("casino", "x", 1, -5, 0, 0, 0), ("casino", "x", 1, 0, "three", 0, 0),
                    ("casino", "x", 1, 0, 0, 10 ** 9, 0), (None, "x", 1, 0, 0, 0, 0)]:
            try:
                conn.execute("INSERT INTO practice VALUES (?, ?, ?, ?, ?, ?, ?)", row)
            except sqlite3.IntegrityError:
                continue
            raise AssertionError(f"{row} was accepted")


def test_a_version_1_file_keeps_its_matches_and_gains_the_practice_table(tmp_path):
    path = tmp_path / DB_NAME
    with sqlite3.connect(path) as conn:
        conn.executescript(V1_SCHEMA + "PRAGMA user_version = 1;")
        conn.execute("INSERT INTO matches VALUES ('m1', ?, 'won', '2026-01-01', '2026-01-01')", (KIND,))
    store = StatsStore(path)
    assert store.notice == ""
    assert store.match_outcomes() == [("m1", "won")]
    assert store.save_practice(fresh("casino", "card_held"))
    store.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert StatsStore(path).practice_progress("casino") == [fresh("casino", "card_held")]


def test_a_version_1_file_with_a_foreign_schema_is_still_moved_aside(tmp_path):
    path = tmp_path / DB_NAME
    with sqlite3.connect(path) as conn:
        conn.executescript(V1_SCHEMA + "CREATE TABLE practice (x);" + "PRAGMA user_version = 1;")
    store = StatsStore(path)
    assert store.notice == DAMAGED_NOTICE
    assert store.save_practice(fresh("casino", "card_held"))


def test_the_match_playing_is_named_only_when_it_is_the_one_of_its_kind(tmp_path):
    """A game back without its match id takes the id of the match of its
    kind still being played (``MatchGuard.id_of_the_match_back``): only
    when there is exactly one, and never one that has ended."""
    store = StatsStore(tmp_path / "stats.sqlite")
    assert store.the_match_playing("casino|2|master") is None
    store.start_match("a" * 32, "casino|2|master")
    store.start_match("b" * 32, "casino|2|expert")
    assert store.the_match_playing("casino|2|master") == "a" * 32
    assert store.the_match_playing("casino|3|master") is None
    store.start_match("c" * 32, "casino|2|master")
    assert store.the_match_playing("casino|2|master") is None  # two: which one came back is not known
    store.finish_match("c" * 32, "casino|2|master", won=True)
    assert store.the_match_playing("casino|2|master") == "a" * 32
    store.abandon_match("a" * 32, "casino|2|master")
    assert store.the_match_playing("casino|2|master") is None
    assert store.the_match_playing("") is None


def _break_page(path, index: str) -> None:
    """Garble the page of ``index`` in the file at ``path``: SQLite's
    integrity check fails, and every table is still read whole."""
    with sqlite3.connect(path) as conn:
        page = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (index,)).fetchone()[0]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    with open(path, "r+b") as f:
        f.seek((page - 1) * size)
        f.write(b"\x00garbage" * (size // 8))


def test_the_matches_a_damaged_file_still_holds_are_kept_and_the_player_is_told(tmp_path):
    """One damaged page (an index) put the whole file aside: the Swede's
    Mulle and Finnish Kasino matches were gone though every row could still
    be read, and he was told his statistics started afresh (the twentieth
    stranger's play-test, finding 6).  Each readable row is kept, under
    today's checks, and the sentence says how many matches."""
    path = tmp_path / DB_NAME
    store = StatsStore(path)
    for i, won in enumerate((True, False)):
        store.start_match(f"m{i}", KIND)
        store.finish_match(f"m{i}", KIND, won=won)
    store.start_match("now", KIND)  # the match being played: kept, not counted as one of the player's record
    store.close()
    _break_page(path, "sqlite_autoindex_matches_1")
    store = StatsStore(path)
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=2)
    assert str(store.notice) == ("Your statistics file was damaged, so it was put aside; the 2 matches that could "
                                 "still be read from it are kept in your statistics.")
    assert store.summary() == [KindSummary(KIND, 2, 1, 1, 0)]
    assert store.finish_match("now", KIND, won=True)  # the match going on is still counted when it ends
    assert store.summary() == [KindSummary(KIND, 3, 2, 1, 0)]
    assert len(list(tmp_path.glob("statistics.damaged-*.sqlite3"))) == 1  # the copy is still kept
    assert StatsStore(path).notice == ""  # the new file is sound
