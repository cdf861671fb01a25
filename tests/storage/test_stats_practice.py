"""Practice's records read from the statistics database: what reading them
costs is bounded by the topics a rule set can have, not by the file."""
from __future__ import annotations

import sqlite3

from casino_desktop.storage.stats_practice import MAX_TOPICS
from casino_desktop.storage.stats_store import DB_NAME, open_default_store
from tests.work_count import lines_run


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
