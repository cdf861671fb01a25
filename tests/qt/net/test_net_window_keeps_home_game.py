"""A network table's window never touches the player's own game's
autosave (stranger 17): the next round's deal at the table wrote the
network match over the grandfather's unfinished game at home, and his
granddaughter's, as a game against three computers, all its hands known
from its deal number."""
from __future__ import annotations

from casino_desktop.core import make_rules, new_game
from casino_desktop.qt.game.autosaver import autosave_path
from casino_desktop.qt.net.window import NetWindow

HOME_GAME = b'{"format": "casino-desktop-record", "the": "player\'s own game at home"}'


def test_a_new_round_at_the_table_leaves_the_home_games_autosave_alone(qtbot):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_bytes(HOME_GAME)
    net = NetWindow()
    qtbot.addWidget(net)
    c = net.controller
    state = new_game(make_rules("casino", {}), 2, False, 7)
    c.names, c.sides = ["You", "Bo"], ["You", "Bo"]   # as a seat at a table of two knows them
    c.round_started.emit(state)   # the next round dealt at the table
    qtbot.wait(50)           # the autosaver's coalescing timer, had it been started
    net.autosaver.flush()
    assert autosave_path().read_bytes() == HOME_GAME
