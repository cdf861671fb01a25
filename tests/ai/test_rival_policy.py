"""The policy-based reading: a sampled rival hand is weighed by how likely it
makes the rival's moves this deal under the rival model, read only from
what the seat saw; off, the search is unchanged."""

from __future__ import annotations

import random

from casino_desktop.ai import SearchPlayer, SearchSettings
from casino_desktop.ai.rival_policy import (RULED_OUT, AnswerTable, PolicyReading, answer_table, log_likelihood,
                                            pick_weighted, rival_model, world_log_weight)
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import CAPTURE, HIDDEN, TRAIL, apply, legal_moves, make_rules, new_game


def _round_with_reading(seed, rival_pick):
    """Seat 0 plays at random and remembers; seat 1 plays ``rival_pick``.
    Yields (state, view, reading) at each of seat 0's decisions after the
    rival has moved this deal."""
    state = new_game(make_rules("casino"), 2, False, seed)
    reading = PolicyReading()
    rng = random.Random(seed)
    while state.phase == "play":
        if state.to_move == 0:
            view = state.information_view(0)
            reading.observe(view)
            if reading.answers.of(0) and state.hands[1]:
                yield state, view, reading
            move = rng.choice(legal_moves(view))
            reading.remember(view, move)
        else:
            move = rival_pick(state, rng)
        apply(state, move)


def _trails_when_it_could_take(state, rng):
    """A rival that trails its lowest card even when it could capture."""
    moves = legal_moves(state)
    trails = [m for m in moves if m.kind == TRAIL]
    return min(trails, key=lambda m: m.card) if trails else moves[0]


def test_the_model_is_read_through_the_validating_layer():
    model = rival_model()
    assert model.trail_cost > 0 and model.capture > 0


def test_a_hand_that_could_have_captured_is_less_likely_after_a_trail():
    """The rival trailed; a hand holding a card that captures something on
    the table it faced has a larger normaliser, so a smaller likelihood,
    than the same hand with a card that captures nothing instead."""
    for state, view, reading in _round_with_reading(3, _trails_when_it_could_take):
        seat, before, move, _ = reading.answers.of(0)[-1]
        if move.kind != TRAIL:
            continue
        table = answer_table(before, seat, move, 1.0)
        unseen = sorted({c % 52 for c in before.unseen_cards()} - {move.card})
        capturing = [f for f in unseen if any(m.kind == CAPTURE for m in _moves_of(before, seat, f))]
        idle = [f for f in unseen if f not in capturing and not table.build.get(f)]
        if not capturing or not idle:
            continue
        hv = before.values.hand_values
        best = max(capturing, key=lambda f: table.base[f])
        assert log_likelihood(table, [move.card, best], hv) < log_likelihood(table, [move.card, idle[0]], hv)
        return
    raise AssertionError("no trail with a capture passed up was found")


def _moves_of(before, seat, face):
    t = before.clone()
    t.to_move = seat
    t.hands[seat] = [face]
    return legal_moves(t)


def test_a_build_rules_out_hands_without_its_value():
    table = AnswerTable(seat=1, played=0, hand_size=2, need=8, base={0: 1.0, 28: 1.0, 29: 1.0, 4: 1.0}, build={})
    values = new_game(make_rules("casino"), 2, False, 1).values.hand_values
    eight = next(f for f in range(52) if 8 in values[f])
    other = next(f for f in range(52) if 8 not in values[f] and f != 0)
    assert log_likelihood(table, [0, eight], values) > RULED_OUT / 2
    assert log_likelihood(table, [0, other], values) < RULED_OUT / 2


def test_only_hidden_cards_are_remembered_and_weights_read_the_world():
    for state, view, reading in _round_with_reading(5, _trails_when_it_could_take):
        for seat, before, _, _ in reading.answers.of(0):
            assert all(c == HIDDEN for c in before.hands[seat]) and all(c == HIDDEN for c in before.stock)
        tables = reading.tables(view, 1.0)
        weights = {round(world_log_weight(sample_world(view, random.Random(i)), tables), 9) for i in range(30)}
        if len(weights) > 1:
            return
    raise AssertionError("the sampled worlds never differed in weight")


def test_pick_weighted_follows_the_weights():
    rng = random.Random(1)
    picks = [pick_weighted([0.0, -50.0, 0.0], rng) for _ in range(400)]
    assert picks.count(1) == 0 and 150 < picks.count(0) < 250


def _match_decisions(settings, seed=4):
    """Every move seat 0 makes in one round, seat 1 a plain search."""
    me = SearchPlayer(settings)
    rival = SearchPlayer(SearchSettings(worlds=8, candidates=3, epsilon=0.0, time_limit=30.0))
    state = new_game(make_rules("casino"), 2, False, seed)
    rng = random.Random(seed)
    moves, read = [], 0
    worlds: list[tuple[int, ...]] = []
    draw = me._draw

    def spy(v, r):
        w = draw(v, r)
        worlds.append(tuple(w.hands[1]))
        return w
    me._draw = spy
    while state.phase == "play":
        seat = state.to_move
        view = state.information_view(seat)
        if seat == 0:
            worlds.clear()
            move = me.choose(view, rng)
            read += bool(me.reading.answers.of(0))
            moves.append((move, tuple(worlds)))
        else:
            move = rival.choose(view, rng)
        apply(state, move)
    return moves, read, me


def test_the_dial_off_reads_nothing_and_on_changes_the_worlds():
    base = SearchSettings(worlds=12, candidates=4, epsilon=0.0, time_limit=30.0)
    off, read_off, player_off = _match_decisions(base)
    assert read_off == 0 and player_off.reading.answers.by_seat == {}
    for pool in (0, 8):  # the chain, and a pool of 8 draws a world
        on, read_on, _ = _match_decisions(SearchSettings(worlds=12, candidates=4, epsilon=0.0, time_limit=30.0,
                                                         pbi=1.0, pbi_pool=pool))
        assert read_on, "the rival's moves were read"
        # The first decision of the round has nothing to read: the same worlds.
        assert off[0] == on[0]
        assert any(a[1] != b[1] for a, b in zip(off, on)), "the reading changed the worlds"


def test_a_decision_with_the_reading_depends_only_on_the_view():
    for state, view, reading in _round_with_reading(6, _trails_when_it_could_take):
        player = SearchPlayer(SearchSettings(worlds=10, candidates=4, epsilon=0.0, time_limit=30.0, pbi=1.0))
        player.reading = reading
        twin = sample_world(view, random.Random(99))
        assert twin.hands[1] != state.hands[1] or twin.stock != state.stock
        other = twin.information_view(0)
        assert other == view
        a = player._decide(view, random.Random(11), 0.0, None, [])
        assert player.reading.tables(view, 1.0), "the decision read the rival's moves"
        b = player._decide(other, random.Random(11), 0.0, None, [])
        assert a == b
        return
    raise AssertionError("no decision after a rival move")


def test_a_pool_of_hands_makes_worlds_consistent_with_the_view_and_the_builds():
    """Against a rival no other reading biases, the pool draws only hands
    and makes one world of the hand kept: the view's world, every build's
    promise kept."""
    player = SearchPlayer(SearchSettings(worlds=10, candidates=4, epsilon=0.0, time_limit=30.0, pbi=4.0,
                                         pbi_pool=16))
    checked = 0
    for state, view, reading in _round_with_reading(8, _trails_when_it_could_take):
        player.read_moves = reading.tables(view, 4.0)
        player.bias = {}
        rng = random.Random(3)
        for _ in range(20):
            world = player._pooled(view, rng, 16)
            assert world.information_view(0) == view
            assert sorted(world.hands[1] + world.stock) == sorted(view.unseen_cards())
            for b in world.builds:
                if b.controller == 1:
                    assert world.values.holds_value(world.hands[1], b.value)
        checked += 1
    assert checked
