"""The one reader of files and JSON (``safe_json``): every input is a value
or ``InputRefused`` with one sentence; nothing else escapes."""
import json

import pytest

from casino_desktop.core.safe_json import (MAX_DEPTH, InputRefused, decode_text, parse_json, read_json_bytes,
                                           read_json_file, want_bool, want_dict, want_int, want_list, want_text,
                                           writable_text)


def _refused(call, *words) -> str:
    with pytest.raises(InputRefused) as err:
        call()
    text = str(err.value)
    assert text.endswith(".") and "\n" not in text and "Error" not in text, text
    for word in words:
        assert word.lower() in text.lower(), (word, text)
    return text


@pytest.mark.parametrize("data, words", [
    (b"{\"a\": \"caf\xe9\"}", "known encoding"), (b"[" * 1000 + b"]" * 1000, "nested"), (b"[" * 40 + b"]" * 40, "nested"),
    (b"9" * 4301, "4,301 digits"), (b"1e400", "too large"), (b"NaN", "not a number"), (b"-Infinity", "not a number"),
    (b"{", "garbled"), (b"", "garbled"), (b"[1] x", "garbled"),
    (b" " * (4 * 1024 * 1024 + 1), "too large"), (b"[" + b"0," * 250_000 + b"0]", "far more data"),
])
def test_bad_bytes_are_refused_in_one_sentence(data, words):
    _refused(lambda: read_json_bytes(data), *words)


def test_good_json_reads_with_or_without_byte_order_mark():
    assert read_json_bytes(b'{"a": [1, 2.5, "\xc3\xa9"]}') == {"a": [1, 2.5, "é"]}
    assert read_json_bytes(b"\xef\xbb\xbf[1]") == [1]
    nested = "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1)
    assert parse_json(nested) is not None


def test_not_bytes_or_not_text_is_refused():
    _refused(lambda: decode_text("text"), "could not be read")
    _refused(lambda: parse_json(b"[]"), "could not be read")


def test_missing_file_and_folder_are_refused(tmp_path):
    _refused(lambda: read_json_file(tmp_path / "nope.json"), "not there")
    _refused(lambda: read_json_file(tmp_path), "folder")
    good = tmp_path / "good.json"
    good.write_bytes(b'{"x": 1}')
    assert read_json_file(good) == {"x": 1}


def test_typed_values_refuse_wrong_types_and_ranges():
    assert want_int(3, "n", 0, 5) == 3
    for bad in (True, 6, -1, 2.0, "3", None):
        _refused(lambda: want_int(bad, "n", 0, 5), "whole number")
    _refused(lambda: want_text(7, "t"), "text")
    _refused(lambda: want_text("x" * 201, "t"), "200")
    _refused(lambda: want_bool(1, "b"), "true or false")
    _refused(lambda: want_dict([], "d"), "json object")
    _refused(lambda: want_dict({str(i): i for i in range(3)}, "d", 2), "at most 2")
    _refused(lambda: want_list({}, "l"), "list")
    _refused(lambda: want_list([1, 2, 3], "l", 2), "at most 2")


# --- text we can write back -----------------------------------------------------------
@pytest.mark.parametrize("escaped", ["\\ud800", "\\udfff", "\\udc00\\ud800", "a\\udbffb", "\\ud83d"])
def test_an_unpaired_surrogate_comes_out_as_writable_text(escaped):
    value = parse_json(f'{{"{escaped}": ["{escaped}", {{"k": "{escaped}"}}]}}')
    json.dumps(value, ensure_ascii=False).encode("utf-8")  # raised UnicodeEncodeError
    assert "\ufffd" in next(iter(value))


def test_a_whole_pair_and_an_escaped_backslash_are_kept():
    assert parse_json('["\\ud83d\\ude00", "\\\\ud800"]') == ["\U0001F600", "\\ud800"]


def test_writable_text_joins_a_split_pair_and_replaces_a_lone_half():
    assert writable_text("a\ud83d\ude00b\udc80") == "a\U0001F600b\ufffd"
    assert writable_text("plain") == "plain"


POSITION = '{"variant": "casino", "name": "Zoé"}'


@pytest.mark.parametrize("data", [
    POSITION.encode("utf-8"), POSITION.encode("utf-8-sig"),
    POSITION.encode("utf-16"), b"\xff\xfe" + POSITION.encode("utf-16-le"), b"\xfe\xff" + POSITION.encode("utf-16-be"),
])
def test_utf8_with_or_without_its_mark_and_utf16_with_its_mark_are_read(data):
    """UTF-16 with its mark (Notepad, PowerShell's "> file") and UTF-8 with
    a mark were refused as "damaged"."""
    assert read_json_bytes(data) == {"variant": "casino", "name": "Zoé"}


@pytest.mark.parametrize("data", [
    POSITION.encode("latin-1"),                         # another program's 8-bit encoding
    POSITION.encode("utf-16-le"),                       # UTF-16 without its mark: NULs in the text
    POSITION.encode("utf-32"),                          # UTF-32 (its mark starts as UTF-16's)
    b"\x00\x00\xfe\xff" + POSITION.encode("utf-32-be"),
    bytes(range(256)),
])
def test_other_encodings_are_said_to_be_no_known_one_not_damaged(data):
    text = _refused(lambda: read_json_bytes(data), "not text in a known encoding")
    assert "damaged" not in text and "UTF" not in text


@pytest.mark.parametrize("data", [
    b"\xff\xfe" + POSITION.encode("utf-16-le")[:-1],   # UTF-16 cut in the middle of a character
    b"\xef\xbb\xbf{\"a\": \"caf\xe9\"}",               # marked UTF-8 that is not
    POSITION.encode("utf-8")[:-3],                     # UTF-8 cut in the middle of a character
])
def test_text_of_a_known_encoding_that_is_broken_is_damaged(data):
    _refused(lambda: read_json_bytes(data), "damaged")


@pytest.mark.parametrize("data", [b'{"a": "cut', b'{"a": [1, 2', b"", b'{"a": 1} x'])
def test_where_json_broke_off_is_said_once_in_the_detail(data):
    """Python's message for a cut string ends in "at" already ("Unterminated
    string starting at"): the detail once read "starting at at line 15"."""
    with pytest.raises(InputRefused) as err:
        read_json_bytes(data)
    detail = err.value.detail
    assert detail.startswith("not JSON: ") and "line 1, column " in detail, detail
    assert " at at " not in detail and not detail.endswith(" at"), detail
