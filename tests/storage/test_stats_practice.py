"""Practice's records read from the statistics database: what reading them
costs is bounded by the topics a rule set can have, not by the file; the
records kept per game and house rules, a file from before read as the
preset's; the practice session open when the program stopped."""
from __future__ import annotations

import sqlite3

import pytest

from casino_desktop.practice.schedule import fresh, record_answer
from casino_desktop.storage.stats_practice import MAX_TOPICS, MAX_VARIANT, OPEN_PRACTICE, OpenPractice, rules_key
from casino_desktop.storage.stats_store import DB_NAME, StatsStore, open_default_store
from tests.work_count import lines_run

from .old_stats import write_old_file


def _store_of_topics(folder, topics: int):
    """A statistics file holding ``topics`` practice records of one variant,
    as a damaged or foreign one may (a rule set has a few dozen topics)."""
    open_default_store(folder).close()
    with sqlite3.connect(folder / DB_NAME) as conn:
        conn.executemany("INSERT INTO practice VALUES ('casino', ?, 1, 0, 0, 0, 0)",
                         ((f"t{i:07d}",) for i in range(topics)))
        conn.execute("INSERT INTO practice VALUES ('mulle', 'card_held', 2, 5, 1, 0, 3)")
    conn.close()
    return open_default_store(folder)


def test_a_file_of_far_more_practice_records_than_topics_is_read_no_further_than_the_topics(tmp_path):
    """A statistics file within its size limit held 1,150,000 practice
    records of one variant: practice took 5 s to open, and a second to
    ask each question (every record was weighed each time)."""
    small = _store_of_topics(tmp_path / "small", 2 * MAX_TOPICS)
    large = _store_of_topics(tmp_path / "large", 4 * MAX_TOPICS)
    assert len(small.practice_progress("casino")) == len(large.practice_progress("casino")) == MAX_TOPICS
    assert lines_run(lambda: large.practice_progress("casino")) < 1.2 * lines_run(lambda: small.practice_progress("casino"))
    assert [p.topic for p in large.practice_progress("mulle")] == ["card_held"]  # another variant's are its own


# --- progress per set of rules (docs/practice.md) --------------------------------------------


def test_the_progress_of_house_rules_is_kept_apart_from_the_presets_whatever_order_they_were_given_in():
    assert rules_key("casino") == rules_key("casino", {}) == "casino"
    assert rules_key("casino", {"target": 21}) == "casino", "a house rule at the preset's value is the preset"
    family = rules_key("casino", {"build_max": 10, "target": 11})
    assert family.startswith("casino+") and family == rules_key("casino", {"target": 11, "build_max": 10})
    assert family != rules_key("casino", {"target": 11}) != rules_key("royal-casino", {"target": 11})
    six = {"build_max": 10, "raise_own_build": False, "most_cards": 2, "last_capture": 1, "sweep_points": 1,
           "target": 11}   # the family's of stranger 18's play-test
    assert len(rules_key("casino", six)) <= MAX_VARIANT


def test_a_file_from_before_keeps_its_progress_as_the_presets_and_house_rules_start_their_own(tmp_path):
    """Every earlier version kept a game's progress under its id alone: a
    file of theirs reads as the preset's progress, and house rules start
    afresh beside it without touching it."""
    path = tmp_path / DB_NAME
    write_old_file(path, 6, [("m1", "casino|2|random", "won", "2026-12-01", "2026-12-01")])
    store = StatsStore(path)
    assert store.notice == ""
    before = store.practice_progress(rules_key("casino"))
    assert [(p.topic, p.box, p.right) for p in before] == [("card_held", 2, 1)]
    house = rules_key("casino", {"target": 11})
    assert store.practice_progress(house) == []
    assert store.save_practice(record_answer(fresh(house, "card_held"), False, 10))
    assert store.practice_progress(rules_key("casino")) == before
    assert [(p.topic, p.wrong) for p in store.practice_progress(house)] == [("card_held", 1)]


# --- the practice session open when the program stopped ----------------------------------------


def test_the_open_practice_session_is_kept_read_back_and_forgotten(tmp_path):
    store = open_default_store(tmp_path)
    assert store.open_practice() is None
    session = OpenPractice("casino", {"target": 11, "build_max": 10}, 123, "124:take_build", "ab" * 16, 4)
    assert store.keep_open_practice(session)
    store.close()
    again = open_default_store(tmp_path)
    assert again.open_practice() == session
    assert again.keep_open_practice(OpenPractice("mulle", {}, 5))   # the one kept replaces it
    assert again.open_practice() == OpenPractice("mulle", {}, 5)
    assert again.forget_open_practice() and again.open_practice() is None
    assert not again.keep_open_practice(OpenPractice("casino", {}, -1))   # not sane: not kept


@pytest.mark.parametrize("value", ["{", "[]", '{"variant": "casino"}', '{"variant": "", "options": {}, "seed": 1}',
                                   '{"variant": "casino", "options": [], "seed": 1}',
                                   '{"variant": "casino", "options": {}, "seed": true}',
                                   '{"variant": "casino", "options": {}, "seed": 1, "drill": 7}',
                                   '{"variant": "casino", "options": {}, "seed": 1, "asked": -1}'])
def test_an_open_session_written_wrong_is_none(tmp_path, value):
    open_default_store(tmp_path).close()
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.execute("INSERT INTO meta VALUES (?, ?)", (OPEN_PRACTICE, value))
    conn.close()
    assert open_default_store(tmp_path).open_practice() is None


def test_the_open_sessions_tally_is_kept_and_a_session_kept_before_it_still_reads():
    """A session kept before 7 December has no tally: it reads as none yet;
    a tally that is not a sane count makes the whole session not sane."""
    base = {"variant": "casino", "options": {}, "seed": 5, "drill": "", "check": "", "asked": 3}
    assert OpenPractice.from_json(base) == OpenPractice("casino", {}, 5, "", "", 3, 0, 0)
    assert OpenPractice.from_json({**base, "right": 2, "wrong": 1}) == OpenPractice("casino", {}, 5, "", "", 3, 2, 1)
    for bad in (-1, True, 1.5, "2", 10 ** 12):
        assert OpenPractice.from_json({**base, "right": bad}) is None
        assert OpenPractice.from_json({**base, "wrong": bad}) is None


def test_practising_anyway_is_kept_with_the_session_and_a_session_kept_before_reads_without_it(tmp_path):
    """Practise Anyway, pressed once every topic was learnt, came back
    forgotten: the session returned to "every topic is learnt"."""
    store = open_default_store(tmp_path)
    assert store.keep_open_practice(OpenPractice("casino", {}, 5, asked=2, anyway=True))
    assert store.open_practice() == OpenPractice("casino", {}, 5, asked=2, anyway=True)
    base = {"variant": "casino", "options": {}, "seed": 5, "drill": "", "check": "", "asked": 3}
    assert OpenPractice.from_json(base).anyway is False   # kept before it was kept
    for bad in (1, "yes", None):
        assert OpenPractice.from_json({**base, "anyway": bad}) is None
