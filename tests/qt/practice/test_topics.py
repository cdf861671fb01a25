"""The topics a variant's practice covers, each with a player's phrase."""
from __future__ import annotations

import pytest

from casino_desktop.core import HOUSE_RULE_SPECS, PRESETS, make_rules
from casino_desktop.practice import drill_sentences
from casino_desktop.practice.coverage import scoring_items
from casino_desktop.qt.practice.progress import due_text, topic_state
from casino_desktop.practice.schedule import DAY, fresh, record_answer
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.topics import item_labels, topics_of, variant_topics

from .helpers import cached_make


# The African family's drill set costs as much as the other three together:
# it is in the slow tier, of which CI runs a rotating slice.
@pytest.mark.parametrize("variant", ["casino", "swedish-kasino", "mulle-kortspel",
                                     pytest.param("swazi-casino", marks=[pytest.mark.slow, pytest.mark.ci_slice])])
def test_the_topics_from_the_rules_are_those_of_a_real_drill_set(variant):
    made = {d.topic for d in cached_make(variant, {}, 1).values()}
    assert set(variant_topics(variant)) == made


def test_every_topic_of_every_preset_and_house_rule_has_its_own_phrase():
    # Every house rule that is on or off switched the other way too: "no
    # building in the first deal" was named "a rule of a later version".
    switches = [{spec.id: not spec.default} for spec in HOUSE_RULE_SPECS if spec.kind is bool]
    tried = 0
    for p in PRESETS:
        for options in ({}, {"building": not p.rules.building}, {"compulsory_capture": True}, *switches):
            try:
                rules = make_rules(p.id, options)
            except Exception:  # noqa: BLE001 - a house rule this preset refuses (two of them)
                continue
            tried += 1
            for topic in topics_of(rules):
                phrase = drill_sentences.topic_phrase(topic)
                assert phrase != drill_sentences.OTHER_TOPIC, topic
                assert "_" not in phrase and phrase[0].isupper(), phrase
    assert tried >= 37
    phrases = list(drill_sentences.TOPIC_PHRASES.values())
    assert len(phrases) == len(set(phrases))  # two topics never read the same


def test_every_scoring_item_has_the_core_label():
    for p in PRESETS:
        labels = item_labels(p.rules)
        assert set(scoring_items(p.rules)) <= set(labels), p.id
        assert all(labels[i] and "_" not in labels[i] for i in labels)


def test_states_and_due_dates_in_words():
    now = 100 * DAY
    assert topic_state(None) == "new" and due_text(None, now) == window_sentences.NEVER_ASKED
    wrong = record_answer(fresh("casino", "card_held"), False, now)
    assert topic_state(wrong) == "learning" and due_text(wrong, now) == window_sentences.DUE_NOW
    once = record_answer(fresh("casino", "card_held"), True, now)
    assert due_text(once, now) == "tomorrow"
    p = once
    for _ in range(3):
        p = record_answer(p, True, now)
    assert topic_state(p) == "mastered" and due_text(p, now) == "in 16 days"
