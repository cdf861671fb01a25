from casino_desktop.practice.schedule import DAY, fresh, record_answer
from casino_desktop.practice.session import by_topic, mixed_order, next_drill

from .helpers import cached_drill_set


def test_new_topics_first_then_a_topic_answered_wrong_comes_back_before_right_ones():
    drills = cached_drill_set("casino")
    topics = sorted(by_topic(drills))
    assert "capture_groups" in topics and "find_captures" in topics and "cards" in topics
    now = 100 * DAY
    first = next_drill(drills, [], "casino", now)
    assert first is not None and first.topic == mixed_order(by_topic(drills))[0]
    # Every topic answered right once except one answered wrong: that one is next.
    records = [record_answer(fresh("casino", t), t != "capture_groups", now - 10) for t in topics]
    again = next_drill(drills, records, "casino", now, seed=3)
    assert again is not None and again.topic == "capture_groups"
    # Nothing is due once every topic was answered right just now.
    done = [record_answer(fresh("casino", t), True, now) for t in topics]
    assert next_drill(drills, done, "casino", now) is None
    assert next_drill(drills, done, "casino", now + DAY).topic in topics
