"""RivalHabits: a rival's building habit and greedy play, read from cards played face up."""

import random

from casino_desktop.ai import SearchPlayer, SearchSettings, make_player
from casino_desktop.core import PHASE_MATCH_OVER, PHASE_PLAY, apply, make_rules, new_game, next_round

WATCHER = SearchSettings(worlds=8, candidates=3, epsilon=0.0, time_limit=30.0, habits=3)


def _play(watcher: SearchSettings, rival_spec: str, seed: int, note):
    """A match of 2-player Casino, the watcher in seat 0; ``note(watcher,
    state, view)`` after each of its decisions, listed."""
    me, rival = SearchPlayer(watcher), make_player(rival_spec)
    s = new_game(make_rules("casino"), 2, False, seed)
    notes = []
    while s.phase != PHASE_MATCH_OVER:
        if s.phase != PHASE_PLAY:
            next_round(s)
            continue
        seat = s.to_move
        view = s.information_view(seat)
        move = (me if seat == 0 else rival).choose(view, random.Random(s.ply), 30.0, None)
        if seat == 0:
            notes.append(note(me, s, view))
        apply(s, move)
    return me, notes


def _match(rival_spec: str, seed: int = 5):
    """The watcher's habit reading after each of its decisions."""
    return _play(WATCHER, rival_spec, seed, lambda me, s, view: (me.habits.passed, me.habits.built))


def test_a_rival_that_never_builds_is_read_as_one():
    me, readings = _match("greedy:builds=0")
    assert me.habits.built == 0 and me.habits.passed >= 3 and me.habits.non_builder()
    # Counts only grow, deal by deal, and start at nothing.
    assert readings[0] == (0, 0)
    assert all(a <= b for (a, _), (b, _) in zip(readings, readings[1:]))


def test_a_rival_that_builds_is_not():
    me, _ = _match("greedy")
    assert me.habits.built > 0 and not me.habits.non_builder()


def test_a_new_match_starts_afresh():
    me, _ = _match("greedy:builds=0")
    view = new_game(make_rules("casino"), 2, False, 77).information_view(0)
    me.habits.observe(view)
    assert (me.habits.passed, me.habits.built) == (0, 0)


READER = SearchSettings(worlds=8, candidates=3, epsilon=0.0, time_limit=30.0, read=12)


def _read_match(rival_spec: str, seed: int):
    """At each of the reader's decisions: the cards its greedy reading rules
    out, the rival's true hand, and how many cards the reader cannot see."""
    return _play(READER, rival_spec, seed, lambda me, s, view: (
        set(me.habits.greedy_bias(view).get(1, {})), set(s.hands[1]), len(view.unseen_cards())))


def test_a_greedy_rival_is_read_and_never_misread():
    for rival in ("greedy:builds=0", "greedy"):
        me, seen = _read_match(rival, 11)
        assert me.habits.reads_greedy()
        reading = [(b, hand, n) for b, hand, n in seen if b]
        # It reads for much of the match, rules out a real share of the
        # unseen cards, and never a card the rival really holds.
        assert len(reading) >= len(seen) // 4
        assert sum(len(b) / n for b, _, n in reading) / len(reading) > 0.15
        assert all(not (b & hand) for b, hand, _ in reading)
        # Nothing is ruled out before the evidence is in.
        assert not seen[0][0]


def test_a_rival_that_plays_otherwise_is_not_read_as_greedy():
    me, seen = _read_match("heuristic", 11)
    assert not me.habits.reads_greedy() and min(me.habits.not_greedy) > 0
    assert not seen[-1][0]
