"""What the player is told of a damaged statistics file's salvage
(``stats_told``): a salvage that lost her practice records, or the practice
session kept open for the next start, said only how many matches it kept,
and she found her progress gone, or her practice window not back, without
a word."""
from __future__ import annotations

import json
from dataclasses import asdict

from casino_desktop.core.templates import fill
from casino_desktop.storage.stats_practice import OpenPractice
from casino_desktop.storage.stats_salvage import Kept
from casino_desktop.storage.stats_store import DB_NAME, StatsStore
from casino_desktop.storage.stats_told import (DAMAGED_KEPT_NOTICE, DAMAGED_NOTICE, MATCHES_LOST_NOTICE,
                                               PRACTICE_LOST, PRACTICE_PART_KEPT, SESSION_LOST, damaged_notice)
from .damaged_stats import garble, leaves, root_page, sound_file

SESSION = OpenPractice("casino", {}, seed=41, asked=3, right=2, wrong=1)


def _kept(*sentences) -> str:
    return " ".join(sentences)


def test_each_loss_has_its_whole_sentence_after_the_matches_one():
    kept = fill(DAMAGED_KEPT_NOTICE, count=1)
    assert str(kept) == ("Your statistics file was damaged, so it was put aside; the 1 match that could still be "
                         "read from it is kept in your statistics.")
    assert damaged_notice(Kept(1, 4, False, False)) == kept
    assert damaged_notice(Kept(1, 4, True, False)) == _kept(kept, fill(PRACTICE_PART_KEPT, count=4))
    assert str(fill(PRACTICE_PART_KEPT, count=4)) == ("Only part of your practice progress could be read from it: "
                                                      "your records of 4 topics are kept, the rest starts afresh.")
    assert damaged_notice(Kept(1, 0, True, True)) == _kept(kept, PRACTICE_LOST, SESSION_LOST)
    assert damaged_notice(Kept(0, 0, False, False)) == MATCHES_LOST_NOTICE   # no practice was there to lose
    assert damaged_notice(Kept(0, 1, True, False)) == _kept(MATCHES_LOST_NOTICE, fill(PRACTICE_PART_KEPT, count=1))
    assert damaged_notice(Kept()) == DAMAGED_NOTICE                            # nothing could be read
    assert "practice progress starts afresh" in DAMAGED_NOTICE


def test_a_file_of_which_nothing_can_be_read_says_the_practice_starts_afresh_too(tmp_path):
    (tmp_path / DB_NAME).write_bytes(b"not a database" * 100)
    assert str(StatsStore(tmp_path / DB_NAME).notice) == (
        "Your statistics file was damaged, so it was put aside; your statistics start afresh from this match, "
        "and your practice progress starts afresh too.")


def test_practice_records_lost_with_a_page_are_told_with_the_count_kept(tmp_path):
    path = sound_file(tmp_path / DB_NAME, matches=20, topics=200)
    pages = leaves(path, "practice")
    assert len(pages) > 3
    garble(path, pages[1])
    store = StatsStore(path)
    topics = len(store.practice_progress("casino"))
    assert 150 < topics < 200
    assert store.notice == _kept(fill(DAMAGED_KEPT_NOTICE, count=20 + 7), fill(PRACTICE_PART_KEPT, count=topics))


def test_practice_records_all_lost_are_told(tmp_path):
    path = sound_file(tmp_path / DB_NAME, matches=20)
    garble(path, root_page(path, "practice"))
    store = StatsStore(path)
    assert store.practice_progress("casino") == []
    assert store.notice == _kept(fill(DAMAGED_KEPT_NOTICE, count=20 + 7), PRACTICE_LOST)


def test_no_match_kept_but_the_practice_says_only_the_statistics_start_afresh(tmp_path):
    path = sound_file(tmp_path / DB_NAME, matches=1000)
    for table in ("matches", "carried_over"):
        garble(path, root_page(path, table))
    store = StatsStore(path)
    assert store.notice == MATCHES_LOST_NOTICE and len(store.practice_progress("casino")) == 1
    (tmp_path / "again").mkdir()
    path = sound_file(tmp_path / "again" / DB_NAME, matches=1000)
    for table in ("matches", "carried_over", "practice"):
        garble(path, root_page(path, table))
    assert StatsStore(path).notice == DAMAGED_NOTICE   # neither: both start afresh


def test_the_practice_session_kept_open_is_kept_and_comes_back(tmp_path):
    path = sound_file(tmp_path / DB_NAME, matches=20, session=json.dumps(asdict(SESSION)))
    garble(path, root_page(path, "sqlite_autoindex_matches_1"))
    store = StatsStore(path)
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=20 + 7)
    assert store.open_practice() == SESSION


def test_a_practice_session_lost_with_its_page_is_told(tmp_path):
    """``meta``'s page is garbled; its index still says the session was there."""
    path = sound_file(tmp_path / DB_NAME, matches=20, session=json.dumps(asdict(SESSION)))
    garble(path, root_page(path, "meta"))
    store = StatsStore(path)
    assert store.open_practice() is None
    assert store.notice == _kept(fill(DAMAGED_KEPT_NOTICE, count=20 + 7), SESSION_LOST)


def test_a_practice_session_that_is_not_sane_is_told_lost_and_left_out(tmp_path):
    path = sound_file(tmp_path / DB_NAME, matches=20, session='{"variant": "casino", "seed": -5}')
    garble(path, root_page(path, "sqlite_autoindex_matches_1"))
    store = StatsStore(path)
    assert store.notice == _kept(fill(DAMAGED_KEPT_NOTICE, count=20 + 7), SESSION_LOST)
    assert store._read("SELECT key FROM meta WHERE key = 'practice_open'") == []


def test_a_session_nobody_can_know_was_there_is_not_said_lost(tmp_path):
    """``meta`` and its index both garbled: whether a session was kept is not
    known, and the player is not told of one she may never have had."""
    path = sound_file(tmp_path / DB_NAME, matches=20)
    for name in ("meta", "sqlite_autoindex_meta_1"):
        garble(path, root_page(path, name))
    assert StatsStore(path).notice == fill(DAMAGED_KEPT_NOTICE, count=20 + 7)
