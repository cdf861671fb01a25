"""A round's score sheet at a network table while the table plays on
(stranger 19, finding 4): the host deals the next round at once, and a
player who left her sheet open held the table on her turn without a word
to anyone.  Her sheet says the next round is dealt and it is her turn, and
shows her one-minute warning; Escape takes her to that round; her window
tells the host whether it shows a finished round; the others' status line
and seat list say she is still reading the scores."""
from __future__ import annotations

import random

import pytest

from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game, next_round, turn_sentence
from casino_desktop.ai.levels import level_label
from casino_desktop.core.templates import fill
from casino_desktop.net import net_sentences
from casino_desktop.net.views import seat_view
from casino_desktop.qt.net.sheet_news import reading_status, your_turn_dealt
from casino_desktop.qt.net.window import NetWindow
from casino_desktop.qt.translate import say
from tests.qt.net.helpers import TABLE

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def _seats(reading: int | None = None) -> list:
    seats = [{"name": {"text": "Siti"}, "person": True, "connected": True, "level": "casual", "kind": "host"},
             {"name": {"text": "Eero"}, "person": True, "connected": True, "level": "casual", "kind": "connected"}]
    if reading is not None:
        seats[reading]["reading"] = True
    return seats


def _rounds():
    """A two-seat match: its first deal, its first round played out (at
    random), the second round dealt, and the moves played by then."""
    game = new_game(make_rules("casino", {}), 2, False, 5)
    first = game.clone()
    rng = random.Random(3)
    moves = 0
    while game.phase == PHASE_PLAY:
        apply(game, rng.choice(legal_moves(game)))
        moves += 1
    over = game.clone()
    next_round(game)
    return first, over, game, moves


def _window(qtbot, seat: int, told: list) -> tuple[NetWindow, object, int]:
    """Seat ``seat``'s window showing the first round's sheet; the second
    round's deal (the host's state) and the moves played by then."""
    first, over, dealt, moves = _rounds()
    w = NetWindow()
    qtbot.addWidget(w)
    w.set_speed_quietly("instant")
    w.bridge.say_sheet = told.append  # what the window tells the host
    c = w.controller
    c._message({"type": "welcome", "seat": seat, "table": TABLE})
    c._message({"type": "state", "moves": 0, "view": seat_view(first, seat, 1), "seats": _seats()})
    c._message({"type": "state", "moves": moves, "view": seat_view(over, seat, 1), "seats": _seats()})
    qtbot.waitUntil(lambda: w.round_dialog is not None and w.round_dialog.isVisible(), timeout=10_000)
    return w, dealt, moves


def _news(w: NetWindow) -> str:
    label = w.sheet_news.label
    return label.text() if label is not None and label.isVisible() else ""


def test_the_sheet_says_the_next_round_is_hers_shows_her_warning_and_escape_takes_her_there(qtbot):
    told: list = []
    me = _rounds()[2].to_move                       # the seat to move in the second round
    w, dealt, moves = _window(qtbot, me, told)
    c = w.controller
    assert told[-1] is True, "the host is told her window shows the round's scores"
    assert _news(w) == ""
    c._message({"type": "state", "moves": moves, "view": seat_view(dealt, me, 1, 1), "seats": _seats()})
    assert _news(w) == your_turn_dealt()
    assert c.state.round_index == 0, "the sheet still holds the table"
    warning = fill(net_sentences.SEAT_IDLE_SOON, level=level_label("casual"))
    c._message({"type": "notice", "say": net_sentences.text_json(warning)})
    assert _news(w) == your_turn_dealt() + "\n" + say(warning), "the warning where she is looking"
    w.round_dialog.reject()                          # Escape, or the close box
    qtbot.waitUntil(lambda: c.state.round_index == 1 and c.state.phase == PHASE_PLAY and not c.steps and not c.busy)
    assert told[-1] is False, "the host is told she went on"
    assert w.input.enabled, "her turn at the table"
    assert w.statusBar().currentMessage() == say(warning), "the warning stands when her turn is said after it"


def test_when_a_computer_played_her_turn_the_sheet_says_that_instead(qtbot):
    told: list = []
    me = _rounds()[2].to_move
    w, dealt, moves = _window(qtbot, me, told)
    c = w.controller
    c._message({"type": "state", "moves": moves, "view": seat_view(dealt, me, 1, 1), "seats": _seats()})
    c._message({"type": "notice", "say": net_sentences.text_json(fill(net_sentences.SEAT_IDLE_SOON, level="x"))})
    played = fill(net_sentences.SEAT_IDLE_YOU, count=5, level="x")
    c._message({"type": "notice", "say": net_sentences.text_json(played)})
    apply(dealt, legal_moves(dealt)[0])              # her stand-in's move
    c._message({"type": "state", "moves": moves + 1, "view": seat_view(dealt, me, 1, 1), "seats": _seats(),
                "stood_in": True})
    assert _news(w) == say(played), "no longer her turn, and no warning for a turn that is over"


def test_a_warning_for_a_turn_that_is_over_is_not_shown(qtbot):
    """Her turn ended without a word to her about it (her connection went
    and came back, a computer played it meanwhile): the table as it is now
    has no warning for her."""
    told: list = []
    me = _rounds()[2].to_move
    w, dealt, moves = _window(qtbot, me, told)
    c = w.controller
    c._message({"type": "state", "moves": moves, "view": seat_view(dealt, me, 1, 1), "seats": _seats()})
    c._message({"type": "notice", "say": net_sentences.text_json(fill(net_sentences.SEAT_IDLE_SOON, level="x"))})
    apply(dealt, legal_moves(dealt)[0])
    c._message({"type": "state", "moves": moves + 1, "view": seat_view(dealt, me, 1, 1), "seats": _seats()})
    assert _news(w) == ""


def test_the_seconds_left_to_a_player_back_on_her_turn_are_shown_on_the_sheet_until_the_turn_is_over(qtbot):
    """Her window came back to her turn with less than a minute of it left
    (``net.turn_clock``): that warning, in seconds, is hers as the minute's is."""
    told: list = []
    me = _rounds()[2].to_move
    w, dealt, moves = _window(qtbot, me, told)
    c = w.controller
    c._message({"type": "state", "moves": moves, "view": seat_view(dealt, me, 1, 1), "seats": _seats()})
    warning = fill(net_sentences.SEAT_IDLE_SOON_SECONDS, count=40, level=level_label("casual"))
    c._message({"type": "notice", "say": net_sentences.text_json(warning)})
    assert _news(w) == your_turn_dealt() + "\n" + say(warning)
    apply(dealt, legal_moves(dealt)[0])
    c._message({"type": "state", "moves": moves + 1, "view": seat_view(dealt, me, 1, 1), "seats": _seats()})
    assert _news(w) == ""


def test_a_round_another_seat_begins_is_said_to_be_hers_once_it_is_and_where_she_looks(qtbot):
    told: list = []
    other = 1 - _rounds()[2].to_move
    w, dealt, moves = _window(qtbot, other, told)
    w.controller._message({"type": "state", "moves": moves, "view": seat_view(dealt, other, 1, 1), "seats": _seats()})
    assert _news(w) == ""
    w.round_dialog.reject()
    assert w.controller.state.round_index == 0, "Escape shows the old round's table, as before"
    apply(dealt, legal_moves(dealt)[0])              # the other seat begins: now it is hers
    w.controller._message({"type": "state", "moves": moves + 1, "view": seat_view(dealt, other, 1, 1),
                           "seats": _seats()})
    assert w.statusBar().currentMessage() == your_turn_dealt(), "said where she looks: the old round's table"


def test_the_others_read_that_the_player_to_move_is_still_reading_the_scores(qtbot):
    first, _over, _dealt, _moves = _rounds()
    me = 1 - first.to_move                           # the other seat is to move
    w = NetWindow()
    qtbot.addWidget(w)
    w.set_speed_quietly("instant")
    c = w.controller
    c._message({"type": "welcome", "seat": me, "table": TABLE})
    c._message({"type": "state", "moves": 0, "view": seat_view(first, me, 1), "seats": _seats()})
    qtbot.waitUntil(lambda: not c.steps and not c.busy)
    name = c.names[first.to_move]
    assert w.statusBar().currentMessage() == say(turn_sentence(c.state, name))
    c._message({"type": "seats", "seats": _seats(reading=first.to_move)})
    assert w.statusBar().currentMessage() == reading_status(name)
    assert any("still reading the last round's scores" in line for line in w.seat_list.lines())
    c._message({"type": "seats", "seats": _seats()})  # she went on to the table
    assert w.statusBar().currentMessage() == say(turn_sentence(c.state, name))
    assert not any("still reading" in line for line in w.seat_list.lines())
