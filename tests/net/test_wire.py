"""The protocol's framing and message shapes."""
from __future__ import annotations

import pytest

from casino_desktop.net import net_sentences
from casino_desktop.net.wire import MAX_LINE, LineBuffer, Refused, encode, read_message


def test_lines_come_out_whole_across_chunks():
    buffer = LineBuffer(100)
    assert buffer.feed(b'{"a":') == []
    assert buffer.feed(b'1}\n{"b"') == [b'{"a":1}']
    assert buffer.feed(b":2}\n\n") == [b'{"b":2}', b""]


def test_an_overlong_line_is_dropped_unread_and_reported_once():
    buffer = LineBuffer(10)
    assert buffer.feed(b"x" * 8) == []
    assert buffer.feed(b"x" * 8) == [None]          # reported as soon as it overflows
    assert buffer.feed(b"y" * 10_000) == []         # the rest is dropped, not held
    assert len(buffer._data) == 0
    assert buffer.feed(b"yy\nok\n") == [b"ok"]      # the next line is read again


def test_encode_keeps_one_message_on_one_line():
    line = encode({"type": "ping", "text": "two\nlines"})
    assert line.count(b"\n") == 1 and line.endswith(b"\n")


@pytest.mark.parametrize("line, sentence", [
    (None, net_sentences.TOO_LARGE),
    (b"not json", net_sentences.NOT_JSON),
    (b"\xff\xfe", net_sentences.NOT_JSON),
    (b"[" * 200 + b"]" * 200, net_sentences.NOT_JSON),
    (b'{"type":"move","seat":0,"moves":' + b"9" * 500 + b',"move":"AS trail"}', net_sentences.NOT_JSON),
    (b'{"type":"move","seat":0,"moves":NaN,"move":"AS trail"}', net_sentences.NOT_JSON),
    (b"[1]", net_sentences.UNKNOWN_TYPE),
    (b'{"type":"shout"}', net_sentences.UNKNOWN_TYPE),
    (b'{"type":"ping","extra":1}', net_sentences.UNKNOWN_FIELD),
    (b'{"type":"move","seat":0,"moves":0}', net_sentences.BAD_FIELD),
    (b'{"type":"move","seat":"0","moves":0,"move":"AS trail"}', net_sentences.BAD_FIELD),
    (b'{"type":"move","seat":true,"moves":0,"move":"AS trail"}', net_sentences.BAD_FIELD),
    (b'{"type":"move","seat":0,"moves":0,"move":"AS\\u0000trail"}', net_sentences.BAD_FIELD),
    (b'{"type":"hello","protocol":1,"nonce":"XYZ"}', net_sentences.BAD_FIELD),
    (b'{"type":"join","proof":"00","token":null}', net_sentences.BAD_FIELD),
])
def test_every_bad_message_is_refused_with_its_sentence(line, sentence):
    with pytest.raises(Refused) as caught:
        read_message(line)
    assert caught.value.args[0].template == str(sentence)
    assert caught.value.unreadable, "a message this program cannot read at all is marked so, for the host's log"


def test_the_field_at_fault_is_named_apart_from_the_sentence():
    with pytest.raises(Refused) as caught:
        read_message(b'{"type":"ping","colour":"red"}')
    assert caught.value.field == "colour" and "colour" not in caught.value.args[0]


def test_good_messages_are_read():
    assert read_message(b'{"type":"move","seat":1,"moves":7,"move":"8S take 8D"}')["move"] == "8S take 8D"
    assert read_message(b'{"type":"ping"}') == {"type": "ping"}
    join = read_message(b'{"type":"join","proof":"' + b"a" * 64 + b'"}')   # token and name may be left out
    assert join["proof"] == "a" * 64


def test_the_cap_is_the_lines():
    assert MAX_LINE >= 1024
