"""A search stops within 100 ms of the cancel event, with a legal move."""

import random
import threading
import time

from casino_desktop.ai import SearchPlayer, SearchSettings, make_player
from casino_desktop.core import legal_moves

from .helpers import positions


def test_cancel_stops_search_promptly():
    state = positions("casino", 2, False, seed=4, plies=(3,))[0]
    view = state.information_view(state.to_move)
    player = SearchPlayer(SearchSettings(worlds=100000, time_limit=60.0, prune=0))
    cancel = threading.Event()
    box = {}

    def think():
        box["move"] = player.choose(view, random.Random(2), 60.0, cancel)
        box["done"] = time.perf_counter()

    worker = threading.Thread(target=think)
    worker.start()
    time.sleep(0.3)
    cancelled = time.perf_counter()
    cancel.set()
    worker.join(5.0)
    assert not worker.is_alive()
    assert box["done"] > cancelled, "the search must still be thinking when cancelled"
    assert box["done"] - cancelled < 0.1
    assert box["move"] in legal_moves(state)


def test_budget_caps_thinking_time():
    state = positions("royal-casino", 2, False, seed=8, plies=(1,))[0]
    view = state.information_view(state.to_move)
    player = make_player("master")
    t0 = time.perf_counter()
    player.choose(view, random.Random(1), 0.1, None)
    assert time.perf_counter() - t0 < 0.35  # heuristic ordering + one playout of slack
