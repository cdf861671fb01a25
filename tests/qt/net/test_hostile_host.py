"""A hostile or broken host's messages to a guest's turn loop
(``RemoteController``), as the client hands them on (each state's view and
move count already read whole by ``net.client``): no exception escapes,
the table is shown, and nothing the host did not prove is taken as seen
(helper fuzz39, found by mutating a host's rejoin messages)."""
from __future__ import annotations

from casino_desktop.core import PHASE_PLAY, GameRecord, apply, legal_moves, make_rules, new_game
from casino_desktop.net.round_views import round_views
from casino_desktop.net.views import seat_view
from casino_desktop.qt.net.remote_controller import RemoteController

THREE = {"variant": "casino", "options": {}, "players": 3, "partnerships": False, "hints": True}


def _three_moves_in():
    game = new_game(make_rules("casino", {}), 3, False, 5)
    texts = []
    for _ in range(3):
        move = legal_moves(game)[0]
        texts.append(move.text())
        apply(game, move)
    record = GameRecord(variant="casino", options={}, players=3, partnerships=False, seed=5, seats=[], moves=texts)
    return game, record


def test_a_rejoin_without_the_seats_list_still_says_the_round_so_far():
    """The round's views came before any list of seats had named them: the
    moves' lines were made with no names at all, and the state was lost."""
    game, record = _three_moves_in()
    seen = round_views(record, game, 1, 1, [[], [], []])
    c = RemoteController()
    c._message({"type": "welcome", "seat": 1, "table": THREE})
    c._message({"type": "state", "moves": 3, "view": seat_view(game, 1, 1), "log": [], "round_moves": 3,
                "round_views": seen["views"], "round_stood": []})
    c.advance()
    assert c.state is not None and c.state.ply == game.ply, "the table is laid out"
    moves = 3
    while game.phase == PHASE_PLAY:
        apply(game, legal_moves(game)[0])
        moves += 1
        c._message({"type": "state", "moves": moves, "view": seat_view(game, 1, 1)})
        c.advance()
    steps, _ = c.aids.round_history(0)
    assert len(steps) == moves and c.aids.moves_not_watched(0) == 0, "the whole round, from its first move"
    assert steps[0][3][0].startswith(("North", "East", "South", "West")), "said with the seat's name"
