"""The ISMCTS research engine: Master's worlds, playouts and fallbacks, with a tree in place of its sampling."""

import random
import threading
from dataclasses import replace

import pytest

from casino_desktop.ai import make_player
from casino_desktop.ai.ismcts import IsmctsPlayer, TreeDials
from casino_desktop.ai.levels import AFRICAN, MASTER
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import apply, choice_moves, legal_moves, make_rules, new_game

from .helpers import positions

FAR = "time_limit=60"  # a clock the tests never reach: every choice reads the view and the rng alone


def test_plays_legal_moves_and_searches_mid_round():
    player = make_player(f"ismcts:iterations=60,{FAR}")
    searched = 0
    for state in positions("casino", 2, False, seed=6, plies=(0, 3, 9)):
        view = state.information_view(state.to_move)
        move = player.choose(view, random.Random(2))
        assert move in legal_moves(state)
        searched += player.last_info.get("mode") == "ismcts"
    assert searched  # not every answer came from the forced-move or solver paths


def test_depends_only_on_the_view():
    player = make_player(f"ismcts:iterations=40,{FAR}")
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
    assert player.last_info["mode"] == "ismcts" and player.last_info["stopped"] == "cancel"


def test_is_master_with_the_tree_dials_apart():
    player = make_player("ismcts:c=0.5,settle=0,worlds=100,name=probe")
    assert isinstance(player, IsmctsPlayer) and player.name == "probe"
    assert player.tree == TreeDials(c=0.5, settle=0)
    assert player.settings == replace(MASTER, worlds=100)
    assert player.african.depth == AFRICAN["depth"]  # the African family keeps Master's own dials
    with pytest.raises(ValueError, match="nonsense"):
        make_player("ismcts:nonsense=1")


def _mid_deal_views(variant: str, players: int, seed: int, count: int):
    """Views of seat 0 with a stock left and a choice to make, in a game greedy plays."""
    state = new_game(make_rules(variant), players, False, seed)
    greedy = make_player("greedy")
    rng = random.Random(seed)
    out = []
    while state.phase == "play" and len(out) < count:
        if state.to_move == 0 and state.stock and len(choice_moves(state)) > 1:
            out.append(state.information_view(0))
        apply(state, greedy.choose(state.information_view(state.to_move), rng))
    return out


def test_worlds_are_drawn_with_masters_bias(monkeypatch):
    """Every world of the tree comes from the search's own sampling with the
    bias the search reads from the rival's play (not a uniform deal)."""
    player = make_player(f"ismcts:iterations=20,settle=0,{FAR}")
    seen = []

    def world(view, rng, evidence, score):
        seen.append(player.bias)
        return sample_world(view, rng, player.bias)

    monkeypatch.setattr(player, "_world", world)
    marker = {1: {0: 0.5}}
    monkeypatch.setattr("casino_desktop.ai.search.hand_bias", lambda *a, **k: marker)
    view = _mid_deal_views("casino", 2, 31, 1)[0]
    player.choose(view, random.Random(1))
    assert player.last_info["mode"] == "ismcts"
    assert seen and all(b is marker or b == marker for b in seen)


def test_playouts_are_masters():
    """The playout policy is the one ``SearchPlayer._prepare`` builds: guarded, with the seat's side set."""
    player = make_player(f"ismcts:iterations=20,{FAR}")
    built = []
    prepare = player._prepare

    def spy(*args, **kw):
        out = prepare(*args, **kw)
        built.append(out[3])
        return out

    player._prepare = spy
    view = _mid_deal_views("casino", 2, 32, 1)[0]
    player.choose(view, random.Random(1))
    assert built and built[0].guard == MASTER.guard and built[0].own_side == view.side_of(0)


@pytest.mark.parametrize("players", [3, 4])
def test_other_tables_are_masters_own(players):
    """More than two sides: the choice is Master's, move for move."""
    tree = make_player(f"ismcts:iterations=30,{FAR}")
    master = make_player(f"master:{FAR}")
    for view in _mid_deal_views("casino", players, 40 + players, 3):
        assert tree.choose(view, random.Random(7)) == master.choose(view, random.Random(7))
        assert tree.last_info["mode"] != "ismcts"


def test_the_last_deal_is_masters_own():
    tree = make_player(f"ismcts:iterations=30,{FAR}")
    master = make_player(f"master:{FAR}")
    state = positions("casino", 2, False, seed=12, plies=(40,))[0]
    assert not state.stock
    view = state.information_view(state.to_move)
    assert tree.choose(view, random.Random(3)) == master.choose(view, random.Random(3))
    assert tree.last_info["mode"] in ("solved", "sampled", "forced")


def test_an_obvious_choice_stops_early():
    """A position where one move is far better than the rest (a sweep of the
    whole table against trails) ends on the settled test, long before the
    iteration count."""
    player = make_player(f"ismcts:iterations=2000,{FAR}")
    stops = []
    for view in _mid_deal_views("casino", 2, 51, 12):
        player.choose(view, random.Random(4))
        if player.last_info.get("mode") == "ismcts":
            stops.append((player.last_info["stopped"], player.last_info["iterations"]))
    assert stops and any(why == "settled" and n < 2000 for why, n in stops)


def test_settles_only_when_the_leader_cannot_be_overtaken_without_the_share_rule():
    player = make_player(f"ismcts:iterations=300,settle=0,{FAR}")
    for view in _mid_deal_views("casino", 2, 52, 6):
        player.choose(view, random.Random(5))
        info = player.last_info
        if info.get("mode") == "ismcts" and info["stopped"] == "settled":
            assert info["iterations"] > 150  # the leader is more than the rest of the count ahead


def test_paired_measures_the_candidates_as_master_does_through_their_trees():
    """``paired``: Master's measuring (its worlds and pruning) with each
    candidate's playouts going through that candidate's own tree."""
    player = make_player(f"ismcts:paired=1,widen=4,worlds=48,{FAR}")
    tops = []
    descend = player._descend

    def spy(top, state, first, side, stock0, playout):
        tops.append((top, first))
        return descend(top, state, first, side, stock0, playout)

    player._descend = spy
    view = _mid_deal_views("casino", 2, 33, 1)[0]
    move = player.choose(view, random.Random(2))
    assert move in choice_moves(view)
    assert player.last_info["mode"] == "ismcts" and 0 < player.last_info["worlds"] <= 48
    assert tops and all(first is None for _, first in tops)  # below the candidates, never at the root
    assert player._roots is None  # the trees live for one decision only
    assert len({id(top) for top, _ in tops}) == player.last_info["candidates"]
    assert max(top.visits for top, _ in tops) == player.last_info["worlds"]


def test_widening_starts_from_the_policys_line():
    """With ``widen`` a node of ours weighs one move (the policy's best) until
    it has been visited ``widen`` times, then one more each ``widen`` visits."""
    from casino_desktop.ai.ismcts import _Node, _widened
    from casino_desktop.ai.policy import Playout

    state = positions("casino", 2, False, seed=8, plies=(0,))[0]
    legal = choice_moves(state)
    assert len(legal) > 2
    playout = Playout([1.0] * 52, 1, False, 0.0, random.Random(1))
    node = _Node(0)
    assert len(_widened(node, state, legal, playout, 5)) == 1
    best = max(legal, key=lambda m: playout.score(state, m))
    assert playout.score(state, _widened(node, state, legal, playout, 5)[0]) == playout.score(state, best)
    node.visits = 5
    assert len(_widened(node, state, legal, playout, 5)) == 2
    node.visits = 10 ** 6
    assert sorted(map(str, _widened(node, state, legal, playout, 5))) == sorted(map(str, legal))


def test_a_forced_move_is_played_without_a_search():
    player = make_player(f"ismcts:{FAR}")
    state = new_game(make_rules("casino"), 2, False, 61)
    greedy = make_player("greedy")
    rng = random.Random(61)
    while len(choice_moves(state)) != 1:
        apply(state, greedy.choose(state.information_view(state.to_move), rng))
    view = state.information_view(state.to_move)
    assert player.choose(view, random.Random(1)) == choice_moves(state)[0]
    assert player.last_info == {"mode": "forced"}
