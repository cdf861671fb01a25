"""Sentences cross the wire as templates with fields, so each player reads
them in their own language."""
from __future__ import annotations

import json

import pytest

from casino_desktop.core.templates import N_plural, Text, english, fill, render
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


def _repeated(levels: int) -> dict:
    """A sentence whose every level names its field a hundred times."""
    sent: object = "w" * 10
    for _ in range(levels):
        sent = {"text": "x", "say": "{a}" * 100, "fields": {"a": sent}}
    return sent  # type: ignore[return-value]  # a dict once levels > 0


@pytest.mark.parametrize("sent", [
    pytest.param({"text": "x", "say": "{a}", "fields": {"b": 1}}, id="a-field-not-sent"),
    pytest.param({"text": "x", "say": "{0}", "fields": {"b": 1}}, id="a-field-by-number"),
    pytest.param({"text": "x", "say": "{a", "fields": {"a": 1}}, id="a-brace-left-open"),
    pytest.param({"text": "x", "say": "{a.__class__.__mro__}", "fields": {"a": 1}}, id="the-programs-insides"),
    pytest.param({"text": "x", "say": "{a:>9999999}", "fields": {"a": 1}}, id="ten-megabytes-of-padding"),
    pytest.param({"text": "x", "frame": "{p0}{p1}", "fields": {"p0": "A"}}, id="a-frame-short-of-a-part"),
    pytest.param({"text": "x", "say": {"one": "{count} card", "other": "{count} {kind}"}, "count": 2},
                 id="a-plural-form-short-of-a-field"),
    pytest.param(_repeated(3), id="a-field-repeated-into-megabytes"),
])
def test_a_sentence_that_cannot_say_itself_is_shown_as_its_plain_english(sent):
    """A peer's template is filled in the window as it is shown: one that
    names a field it was not sent raised there (``KeyError``), and one
    that pads or repeats its fields made megabytes of a sentence."""
    assert net_sentences.well_formed(sent) is False
    assert render(net_sentences.text_of(sent), english) == "x"


def test_every_log_line_of_random_games_crosses_the_wire_whole_inside_a_state_message():
    # A multiple build told group by group ("A♥ + 2♣ and 3♥") nests five
    # sentences deep: the client read such a state as garbage, deeper than the
    # wire allowed, and left the table it was rejoining.
    import random
    from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game
    from casino_desktop.core.safe_json import read_json_bytes
    from casino_desktop.core.log_lines import move_lines
    from casino_desktop.net.wire import MAX_DEPTH, MAX_HOST_LINE
    groups = 0
    for variant, players, partnerships in (("casino", 2, False), ("swazi-casino", 4, True)):
        rules = make_rules(variant)
        for game in range(6):
            state, rng = new_game(rules, players, partnerships, game), random.Random(game)
            lines = []
            while state.phase == PHASE_PLAY:
                prev, seat, move = state.clone(), state.to_move, rng.choice(legal_moves(state))
                apply(state, move)
                lines += move_lines(["You", "North", "West", "East"][:players], prev, seat, move, state)
            message = {"type": "state", "log": [net_sentences.text_json(line) for line in lines]}
            data = read_json_bytes(json.dumps(message).encode(), max_bytes=MAX_HOST_LINE, max_depth=MAX_DEPTH)
            assert [str(net_sentences.text_of(x)) for x in data["log"]] == [str(x) for x in lines]
            assert all(net_sentences.well_formed(x) for x in data["log"]), "each kept with its template"
            groups += sum(1 for x in lines if "s with " in str(x) and " and " in str(x))
    assert groups > 0  # the games told multiple builds, the deepest lines


def test_the_seat_a_computer_begins_to_play_for_is_found_by_its_name():
    from casino_desktop.core import YOU_NAME

    names = [YOU_NAME, compass_name(3, 1), "Bo"]   # as a window holds them: hers, a compass point, a typed name
    for said, seat in [(fill(net_sentences.SEAT_DROPPED, name="Bo", level="Casual"), 2),
                       (fill(net_sentences.SEAT_LEFT, name=compass_name(3, 1), level="Casual"), 1),
                       (fill(net_sentences.NOT_BACK, name="Bo", level="Casual"), 2),
                       (fill(net_sentences.SEAT_IDLE, count=5, name="Bo", level="Casual"), 2),
                       (fill(net_sentences.SEAT_IDLE_YOU, count=1, level="Casual"), 0),
                       (fill(net_sentences.SEAT_BACK, name="Bo"), None),
                       (fill(net_sentences.SEAT_DROPPED, name="Cy", level="Casual"), None),
                       (net_sentences.HOST_RESUMED, None), ("plain words", None)]:
        read = net_sentences.text_of(net_sentences.text_json(said))   # as the window reads it
        assert net_sentences.stand_in_begins(read, names, 0) == seat, said
