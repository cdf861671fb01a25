"""The ISMCTS research engine: legal, fair, and bounded by its budget."""

import random
import threading

from casino_desktop.ai import make_player
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import legal_moves

from .helpers import positions


def test_plays_legal_moves_and_searches_mid_round():
    player = make_player("ismcts:iterations=60")
    searched = 0
    for state in positions("casino", 2, False, seed=6, plies=(0, 3, 9)):
        view = state.information_view(state.to_move)
        move = player.choose(view, random.Random(2))
        assert move in legal_moves(state)
        searched += player.last_info.get("mode") == "ismcts"
    assert searched  # not every answer came from the forced-move or solver paths


def test_depends_only_on_the_view():
    player = make_player("ismcts:iterations=40")
    for state in positions("casino", 2, False, seed=9, plies=(2, 7)):
        seat = state.to_move
        twin = sample_world(state.information_view(seat), random.Random(5))
        a = player.choose(state.information_view(seat), random.Random(3))
        b = player.choose(twin.information_view(seat), random.Random(3))
        assert a == b


def test_stops_when_cancelled():
    player = make_player("ismcts:iterations=100000,time_limit=30")
    cancel = threading.Event()
    cancel.set()
    state = positions("casino", 2, False, seed=4, plies=(3,))[0]
    move = player.choose(state.information_view(state.to_move), random.Random(1), cancel=cancel)
    assert move in legal_moves(state)
    assert player.last_info == {"mode": "ismcts", "iterations": 0, "time": player.last_info["time"]}
