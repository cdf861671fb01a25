"""Damaged files set aside do not pile up, a statistics copy is never opened
once set aside, and a match that can never be finished is closed in the
statistics as New Game would close it (the playtest of 6 December 2026,
findings 1 and 7)."""
from __future__ import annotations

import os
import sqlite3

from casino_desktop.storage.data_files import KEEP_SET_ASIDE, free_name, set_aside, tidy_set_aside
from casino_desktop.storage.stats_store import DAMAGED_NOTICE, DB_NAME, StatsStore, open_default_store

KIND = "casino|2|random"


def _damage_statistics(folder, n: int) -> None:
    (folder / DB_NAME).write_bytes(b"not a database %d" % n * 50)
    store = open_default_store(folder)
    assert store.notice == DAMAGED_NOTICE
    store.close()


def test_only_the_newest_damaged_statistics_stay_with_their_own_logs(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    for n in range(KEEP_SET_ASIDE + 1):
        _damage_statistics(folder, n)
    for copy in folder.glob("statistics.damaged-*.sqlite3"):  # as a kill leaves them beside a database
        for ending in ("-wal", "-shm"):
            (folder / (copy.name + ending)).write_bytes(b"log")
    _damage_statistics(folder, KEEP_SET_ASIDE + 1)
    copies = sorted(p.name for p in folder.glob("statistics.damaged-*.sqlite3"))
    assert len(copies) == KEEP_SET_ASIDE
    kept = {(folder / name).read_bytes()[:16] for name in copies}
    assert kept == {b"not a database %d" % n for n in range(2, KEEP_SET_ASIDE + 2)}
    logs = sorted(p.name for p in folder.glob("statistics.damaged-*.sqlite3-*"))
    assert logs == sorted(name + ending for name in copies[:-1] for ending in ("-shm", "-wal"))


def test_a_statistics_copy_set_aside_is_never_opened_again(tmp_path):
    """The -shm and -wal the playtest found beside its copy were made by the
    sqlite3 shell's .recover, which opened it: the game's own opening, use
    and closing leave nothing beside it."""
    tmp_path = tmp_path / "data"
    tmp_path.mkdir()
    store = StatsStore(tmp_path / DB_NAME)
    for n in range(30):
        store.start_match(f"m{n}", KIND)
        store.finish_match(f"m{n}", KIND, n % 2 == 0)
    store.close()
    data = (tmp_path / DB_NAME).read_bytes()
    (tmp_path / DB_NAME).write_bytes(data[:len(data) // 2])
    store = open_default_store(tmp_path)
    assert store.notice == DAMAGED_NOTICE
    store.start_match("new", KIND)
    store.summary()
    store.close()
    names = sorted(os.listdir(tmp_path))
    assert len(names) == 2 and names[1] == DB_NAME and names[0].startswith("statistics.damaged-"), names


def test_a_name_is_never_reused_below_a_newer_copy(tmp_path):
    path = tmp_path / "casino-desktop.conf"
    names = []
    for _ in range(KEEP_SET_ASIDE + 3):  # within one second, as a test does it
        path.write_text("[game]\nx=1\n")
        names.append(set_aside(path))
    left = sorted(tmp_path.glob("casino-desktop.damaged-*.conf"))
    assert sorted(left) == sorted(names[-KEEP_SET_ASIDE:])
    assert free_name(path, "damaged", "s").name == "casino-desktop.damaged-s.conf"


def test_tidying_leaves_folders_links_targets_and_other_files(tmp_path):
    path = tmp_path / "autosave.casino.json"
    target = tmp_path / "elsewhere.txt"
    target.write_text("mine")
    (tmp_path / "autosave.damaged-20000101-000000.casino.json").mkdir()
    os.symlink(target, tmp_path / "autosave.damaged-20000101-000001.casino.json")
    for n in range(2, 2 + KEEP_SET_ASIDE):
        (tmp_path / f"autosave.damaged-20250101-00000{n}.casino.json").write_text("x")
    (tmp_path / "autosave.damaged-notes.txt").write_text("not ours")
    assert tidy_set_aside(path) == 1  # the link went; the folder stays
    assert target.read_text() == "mine" and (tmp_path / "autosave.damaged-notes.txt").exists()
    assert (tmp_path / "autosave.damaged-20000101-000000.casino.json").is_dir()
    assert not os.path.lexists(tmp_path / "autosave.damaged-20000101-000001.casino.json")


def test_a_lost_match_is_not_restored_once_a_person_moved_and_forgotten_before(tmp_path):
    """Not restored, not given up: the player gave nothing up (the seventh
    stranger's play-test of 6 December, finding 7)."""
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("old", KIND)                 # an older version's: moved or not, unknown: not restored
    store.start_match("played", KIND, moved=False)
    assert store.person_moved("played")
    store.start_match("back", KIND, moved=True)    # the match that came back
    store.start_match("fresh", KIND, moved=False)  # left before the person's first move
    assert store.close_lost_matches(keep="back") == 2
    assert dict(store.match_outcomes()) == {"old": "unrestored", "played": "unrestored", "back": "playing"}
    assert store.close_lost_matches(keep="back") == 0  # closed once
    assert store.summary()[0][1:] == (2, 0, 0, 0, 2)  # played, won, lost, given up, not restored
    with sqlite3.connect(tmp_path / DB_NAME) as conn:  # the mark of a match without a move went with it
        assert conn.execute("SELECT count(*) FROM meta WHERE key = 'no_move_yet'").fetchone() == (0,)


def test_the_match_that_came_back_keeps_its_mark_of_no_move_yet(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("back", KIND, moved=False)
    assert store.close_lost_matches(keep="back") == 0
    assert store.match_outcomes() == [("back", "playing")]
    assert store.close_lost_matches() == 0  # lost later, still without a move: it counts as nothing
    assert store.match_outcomes() == []
