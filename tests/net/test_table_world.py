"""The client's whole table, made from the host's views: every step is the
core's own move on a world whose seat view is exactly the host's."""
from __future__ import annotations

import json
import random

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game, next_round
from casino_desktop.net.table_world import TableWorld
from casino_desktop.net.views import seat_view, view_state


@pytest.mark.parametrize("variant, players, partnerships", [
    ("casino", 4, True), ("swazi-casino", 2, False), ("krypkasino", 3, False), ("casino", 2, False)])
def test_each_host_view_becomes_an_animated_step_on_a_consistent_world(variant, players, partnerships):
    rules = make_rules(variant, {})
    host = new_game(rules, players, partnerships, 17)
    rng = random.Random(4)
    seat = 1
    table = TableWorld(seat)
    moves, kinds = 0, []
    results: list = []

    def send() -> None:
        nonlocal results
        view = view_state(rules, players, partnerships, seat,
                          json.loads(json.dumps(seat_view(host, seat, 9, len(results)))), results)
        results = view.round_results
        step = table.update(view, moves)
        kinds.append(step.kind)
        assert step.world.information_view(seat) == view   # the table shows exactly what the host sent
        assert step.world.unseen_cards() == []
        if step.kind == "move":
            # The move as the core plays it on the world before; only a deal's
            # cards differ: the seat's own new cards were swapped in for stand-ins.
            replayed = step.before.clone()
            apply(replayed, step.move)
            if replayed.deals_done == step.before.deals_done:
                assert replayed.signature() == step.world.signature()
            else:
                assert replayed.information_view(seat).hands[:seat] == view.hands[:seat]
                assert sorted(replayed.stock + sum(replayed.hands, [])) == sorted(step.world.stock + sum(step.world.hands, []))
            assert step.before.information_view(seat).hands[seat] == before_hand[0], "the seat's own hand stays its own"

    before_hand = [None]
    send()
    while not host.is_over and moves < 600:
        if host.phase == "round_over":
            next_round(host)
            send()
            continue
        before_hand[0] = table.world.information_view(seat).hands[seat]
        apply(host, rng.choice(legal_moves(host)))
        moves += 1
        send()
    assert kinds.count("move") == moves, "every move animated; only new deals are laid out afresh"


def test_a_jump_of_several_moves_is_laid_out_afresh():
    rules = make_rules("casino", {})
    host = new_game(rules, 2, False, 3)
    table = TableWorld(0)
    assert table.update(view_state(rules, 2, False, 0, seat_view(host, 0, 1)), 0).kind == "set"
    for _ in range(3):
        apply(host, legal_moves(host)[0])
    view = view_state(rules, 2, False, 0, seat_view(host, 0, 1))
    step = table.update(view, 3)
    assert step.kind == "set" and step.world.information_view(0) == view
