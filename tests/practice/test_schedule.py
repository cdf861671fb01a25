from casino_desktop.practice.schedule import (DAY, MASTERED_BOX, due_topics, fresh, is_due, is_mastered,
                                              record_answer, summary)


def test_right_answers_move_up_a_box_and_come_back_later():
    p = fresh("casino", "card_held")
    p = record_answer(p, True, 1000)
    assert (p.box, p.right, p.wrong, p.last_seen) == (2, 1, 0, 1000)
    assert p.due == 1000 + DAY and not is_due(p, 1000 + DAY - 1) and is_due(p, 1000 + DAY)
    later = record_answer(p, True, p.due)
    assert later.box == 3 and later.due - later.last_seen > p.due - p.last_seen


def test_a_wrong_answer_sends_the_topic_back_to_box_one_due_at_once():
    p = fresh("casino", "build_max")
    for t in range(5):
        p = record_answer(p, True, t * 30 * DAY)
    assert p.box == 5 and is_mastered(p)
    p = record_answer(p, False, 200 * DAY)
    assert p.box == 1 and p.due == 200 * DAY and p.wrong == 1 and not is_mastered(p)


def test_due_topics_put_wrong_answers_first_after_new_ones():
    now = 10 * DAY
    wrong = record_answer(fresh("casino", "a"), False, now - 100)
    right = record_answer(fresh("casino", "b"), True, now - 100)
    other_variant = record_answer(fresh("mulle", "c"), True, now)
    order = due_topics([wrong, right, other_variant], ["a", "b", "c", "d"], "casino", now)
    assert order == ["c", "d", "a"]  # c and d never seen in casino; b not due yet


def test_summary_counts_mastered_learning_and_new():
    p = fresh("casino", "a")
    for t in range(MASTERED_BOX - 1):
        p = record_answer(p, True, t)
    q = record_answer(fresh("casino", "b"), False, 0)
    assert summary([p, q], ["a", "b", "c"], "casino") == {"mastered": 1, "learning": 1, "new": 1, "topics": 3}
