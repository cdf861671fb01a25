"""Matches of several people at one screen, counted per person's name
(schema version 6, ``stats_shared``): a family that played at one computer
found nothing in Game › Statistics (the fifteenth stranger's play-test of
7 December).  Counted once per match, the names kept bounded, an older
file migrated with every row, a damaged row left out and the rest read."""
from __future__ import annotations

from casino_desktop.storage.stats_shared import MAX_MATCH_IDS, MAX_NAMES, PersonRecord
from casino_desktop.storage.stats_store import DB_NAME, SCHEMA_VERSION, StatsStore
from .old_stats import failing_migration_leaves_the_file_whole, file_contents, write_old_file

KIND = "casino|3|skilled"
ROWS = [("b-first", "casino|2|expert", "won", "2026-12-01T10:00:00+00:00", "2026-12-01T10:30:00+00:00"),
        ("a-second", "casino|2|expert", "lost", "2026-12-02T10:00:00+00:00", "2026-12-02T10:05:00+00:00")]
FAMILY = [("Ayu", False), ("Budi", True), ("Citra", False)]


def test_each_persons_matches_are_counted_once_by_name(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    assert store.finish_shared("m1", FAMILY)
    assert not store.finish_shared("m1", FAMILY)  # its end reported again: counted once
    assert store.finish_shared("m2", [("Ayu", True), ("Budi", False)])
    store.close()
    people = StatsStore(tmp_path / DB_NAME).people_at_one_screen()
    assert people == [PersonRecord("Ayu", 2, 1), PersonRecord("Budi", 2, 1), PersonRecord("Citra", 1, 0)]


def test_a_name_twice_at_one_table_counts_once_and_no_name_counts_nothing(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    assert store.finish_shared("m", [("Ayu", False), (" Ayu\n", True)])
    assert store.people_at_one_screen() == [PersonRecord("Ayu", 1, 1)]
    assert not store.finish_shared("n", [("", True), ("\u200b\n", False)])  # names nobody
    assert not store.finish_shared("o", [("Ayu",)])  # not a (name, won): refused, nothing written
    assert store.people_at_one_screen() == [PersonRecord("Ayu", 1, 1)]


def test_the_names_and_match_ids_kept_are_bounded_the_oldest_dropped(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    for i in range(MAX_NAMES + 5):
        assert store.finish_shared(f"m{i}", [(f"Guest {i}", True), ("Ayu", False)])
    names = {p.name for p in store.people_at_one_screen()}
    assert len(names) == MAX_NAMES and "Ayu" in names
    assert "Guest 0" not in names and f"Guest {MAX_NAMES + 4}" in names  # the names unseen longest went
    for i in range(MAX_MATCH_IDS):
        store.finish_shared(f"x{i}", [("Ayu", True), ("Budi", False)])
    kept = store._read("SELECT count(*) FROM shared_matches")[0][0]
    assert kept == MAX_MATCH_IDS
    assert next(p for p in store.people_at_one_screen() if p.name == "Ayu").played == MAX_NAMES + 5 + MAX_MATCH_IDS


def test_reset_forgets_the_counts_at_one_screen(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.finish_shared("m1", FAMILY)
    assert store.reset()
    assert store.people_at_one_screen() == []
    assert store.finish_shared("m1", FAMILY)  # counted anew after a reset


def test_a_version_5_file_keeps_every_row_and_counts_at_one_screen(tmp_path):
    path = tmp_path / DB_NAME
    write_old_file(path, 5, ROWS, score="26,7")
    _version, _tables, rows = file_contents(path)
    store = StatsStore(path)
    assert store.notice == "" and store.available and SCHEMA_VERSION >= 6
    assert store.match_outcomes() == [("b-first", "won"), ("a-second", "lost")]
    assert len(store.practice_progress("casino")) == 1
    assert store.people_at_one_screen() == []
    assert store.finish_shared("m1", FAMILY)
    store.close()
    version, tables, after = file_contents(path)
    assert version == SCHEMA_VERSION and {"shared_matches", "shared_names"} <= set(tables) and after == rows
    again = StatsStore(path)  # today's schema to the letter: read as it is, not put aside
    assert again.notice == "" and len(again.people_at_one_screen()) == 3


def test_a_migration_to_6_that_fails_half_way_leaves_the_version_5_file_whole(tmp_path, monkeypatch):
    failing_migration_leaves_the_file_whole(tmp_path / DB_NAME, monkeypatch, 5, ROWS, "shared_names")


def test_a_damaged_row_is_left_out_and_nothing_else_is_lost(tmp_path):
    """Rows written past the tables' checks (bytes changed on the disk): the
    one that cannot be true is not read; the other names and the matches against
    the computer are read as they were."""
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("solo", "casino|2|expert")
    store.finish_match("solo", "casino|2|expert", won=True)
    store.finish_shared("m1", FAMILY)

    def damage(c) -> bool:
        c.execute("PRAGMA ignore_check_constraints = ON")
        c.execute("UPDATE shared_names SET won = 7 WHERE name = 'Citra'")  # more won than played
        c.execute("INSERT INTO shared_names VALUES ('Eve\nline', 1, 0, 9)")  # no name a seat can have
        c.execute("INSERT INTO shared_names VALUES ('Dewi', 'x', 0, 9)")
        return True
    assert store._write(damage)
    assert store.people_at_one_screen() == [PersonRecord("Budi", 1, 1), PersonRecord("Ayu", 1, 0)]
    assert store.match_outcomes() == [("solo", "won")]
