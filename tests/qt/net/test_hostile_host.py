"""A hostile or broken host's messages to a guest's turn loop
(``RemoteController``), as the client hands them on (each state's view and
move count already read whole by ``net.client``): no exception escapes,
the table is shown, and nothing the host did not prove is taken as seen
(helper fuzz39, found by mutating a host's rejoin messages)."""
from __future__ import annotations

import random

import pytest

from casino_desktop.core import PHASE_PLAY, GameRecord, apply, legal_moves, make_rules, new_game
from casino_desktop.net.round_views import round_views
from casino_desktop.net.views import seat_view
from casino_desktop.qt.net.remote_controller import RemoteController
from tests.save_mutator import ODD_VALUES

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


def _mutated(views: list, others: list, rng: random.Random) -> list:
    """A host's views of the round so far, as a broken or hostile host sends
    them: out of order, one dropped or repeated, another seat's, a field odd."""
    views = list(views)
    kind = rng.randrange(6)
    if kind == 0:
        rng.shuffle(views)
    elif kind == 1 and len(views) > 1:
        del views[rng.randrange(len(views))]
    elif kind == 2:
        views.insert(0, views[-1])
    elif kind == 3:
        views[rng.randrange(len(views))] = rng.choice(others)   # another seat's hand, face up
    elif kind == 4:
        view = dict(views[rng.randrange(len(views))])
        view[rng.choice(sorted(view))] = rng.choice(ODD_VALUES)
        views[rng.randrange(len(views))] = view
    else:
        views = views * rng.randrange(2, 20)
    return views


@pytest.mark.slow  # a hundred rounds played to their end through the turn loop: several seconds
def test_hostile_rejoin_messages_never_raise_and_the_round_goes_on():
    rng = random.Random(39)
    for _ in range(100):
        players = rng.choice([2, 3, 4])
        me = rng.randrange(players)
        table = {**THREE, "players": players}
        game = new_game(make_rules("casino", {}), players, False, rng.randrange(10**6))
        texts, others = [], []
        for _ in range(rng.randrange(1, 30)):
            others.append(seat_view(game, (me + 1) % players, 1))
            move = rng.choice(legal_moves(game))
            texts.append(move.text())
            apply(game, move)
        record = GameRecord(variant="casino", options={}, players=players, partnerships=False, seed=game.seed,
                            seats=[], moves=texts)
        seen = round_views(record, game, me, 1, [[] for _ in range(players)])
        message = {"type": "state", "moves": len(texts), "view": seat_view(game, me, 1), "log": [],
                   "round_moves": len(texts), "round_views": _mutated(seen["views"], others, rng),
                   "round_stood": rng.choice([[], [-1, 10**9], list(range(200)), "all", [me]])}
        if rng.random() < 0.5:
            message["seats"] = [{"name": "Ann"}] * rng.choice([players, players + 1])
        c = RemoteController()
        c._message({"type": "welcome", "seat": me, "table": table})
        c._message(message)
        c.advance()
        moves = len(texts)
        while game.phase == PHASE_PLAY:
            apply(game, rng.choice(legal_moves(game)))
            moves += 1
            c._message({"type": "state", "moves": moves, "view": seat_view(game, me, 1), "stood_in": rng.random() < 0.2})
            c.advance()
        steps, _ = c.aids.round_history(0)
        # The whole round, or from where the views sent began to follow one
        # another (at the latest the rejoin), with the moves before said as not watched.
        assert 0 <= c.aids.moves_not_watched(0) <= len(texts)
        assert len(steps) + c.aids.moves_not_watched(0) == moves
