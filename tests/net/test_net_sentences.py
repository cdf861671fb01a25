"""Sentences cross the wire as templates with fields, so each player reads
them in their own language."""
from __future__ import annotations

import json

from casino_desktop.core.templates import N_plural, Text, fill
from casino_desktop.core.seat_places import compass_name
from casino_desktop.net import net_sentences


def _lookup(source, note, count):
    return {"{name} joined the table.": "{name} satte sig vid bordet.",
            "North": "Nord", "{count} cards": "{count} kort"}.get(source)


def test_a_sentence_with_a_sentence_inside_is_rebuilt_and_translated():
    sentence = fill(net_sentences.SEAT_JOINED, name=compass_name(2, 1))
    back = net_sentences.text_of(json.loads(json.dumps(net_sentences.text_json(sentence))))
    assert isinstance(back, Text) and back == "North joined the table."
    assert back.render(_lookup) == "Nord satte sig vid bordet."


def test_plural_templates_keep_their_forms_and_count():
    sentence = fill(N_plural("{count} card", "{count} cards"), 3)
    back = net_sentences.text_of(json.loads(json.dumps(net_sentences.text_json(sentence))))
    assert back == "3 cards" and back.render(_lookup) == "3 kort"


def test_garbage_is_shown_as_plain_text_and_never_raises():
    for junk in (None, [], {"say": 1}, {"text": 5}, {"text": "hi", "fields": []}, {"text": "hi", "x": 1}):
        assert isinstance(net_sentences.text_of(junk), (str, int))
    assert net_sentences.text_of({"text": "hi", "say": "{a}", "fields": {"a": {"text": "b", "say": "{c}"}}}) == "hi"
