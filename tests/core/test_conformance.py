"""Conformance of the rules core over every preset x every option value of
the variant data (OpenSpiel's random-simulation test, widened; issue 19).

For each preset with one rule field changed to each value it may take (the
combinations ``make_rules`` accepts), seeded random games check at every
position of play:

* there is a legal move (a game never dead-ends before its end);
* ``legal_moves`` on the mover's information view equals ``legal_moves`` on
  the full state: legality never depends on a hidden card;
* the fast path equals the general generator (as sets: their orders differ);

and on every ``DEEP``-th position:

* every legal move passes ``check``;
* candidate moves near the legal ones (another value, one table card more
  or fewer, another kind) that are refused get a rule's own sentence, never
  the generic fallback.

The default run plays one game (``GAMES``) of one round of each preset's
own rules and of each option value under one preset that takes it
(``covering_rule_sets``: 167 of the 1,329 combinations today, each value
under the cheapest table that takes it); the slow
tier plays that game under the other combinations
(``test_conformance_under_the_other_presets``, of which CI runs a slice).

The slow run (``-m slow``) plays 1,000 games of each preset's own rules,
and 1,000 games of each option value in all, shared evenly among the
presets that accept it (a value that three presets accept plays 334 games
under each): 132,240 games, with seeds other than the default run's.  Most
are one round long, since the properties are checked position by position
and a match's later rounds deal the same kind of positions; about one game
in ten (``MATCH_EVERY``, picked by a hash of its number) plays its whole
match, through later deals and the match's end.  The properties and the
``DEEP`` sampling are the default run's.  It takes about 2,900 s of CPU
(measured on two fiftieths of it, ``docs/performance.md``), about 25
minutes on two free cores split by ``CONFORMANCE_SHARD=i/n``, which plays
only share i of n of the games:

    CONFORMANCE_SHARD=0/2 .venv/bin/python -m pytest -m slow tests/core/test_conformance.py &
    CONFORMANCE_SHARD=1/2 .venv/bin/python -m pytest -m slow tests/core/test_conformance.py
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from casino_desktop.core import PRESETS, apply, check, legal_moves, make_rules, new_game, next_round
from casino_desktop.core.legality import NEUTRAL
from casino_desktop.core.moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, new_move
from casino_desktop.core.movegen import general_moves
from casino_desktop.core.state import PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER
from casino_desktop.core.variants import RULE_FIELDS
from casino_desktop.core.rules_sense import game_problem

from .helpers import covering_rule_sets, field_values, rule_sets

TABLES = ((2, False), (3, False), (4, False), (4, True))
GAMES = 1                # default run: games per combination
ROUNDS = 1               # default run: rounds per game
SLOW_GAMES = 1000        # slow run: games per preset, and per option value over the presets taking it
MATCH_EVERY = 10         # slow run: about one game in this many plays its whole match
MATCH_ROUNDS = 1000      # a whole match stops after this many rounds (sweeps that cancel can go on)
DEEP = 5                 # check every legal move and candidates on every DEEP-th position
GENERIC = {NEUTRAL}  # what check says when no rule names a refusal: never, if every rule is a predicate


COMBINATIONS = rule_sets()
DEFAULT_COMBINATIONS = covering_rule_sets(COMBINATIONS)
OTHER_COMBINATIONS = [c for c in COMBINATIONS if c not in DEFAULT_COMBINATIONS]


def _tables(rules) -> list:
    return [t for t in TABLES if game_problem(rules, *t) is None]


def _id(c) -> str:
    vid, name, value = c
    return vid if name is None else f"{vid}+{name}={value}"


def _candidates(s, legal: list, rng: random.Random) -> list:
    """Moves near the legal ones and plain guesses, most of them illegal:
    what a player dropping cards on the table may try."""
    vt = s.values
    hand = sorted({c % 52 for c in s.hands[s.to_move]})
    loose = [c % 52 for c in s.loose]
    keys = [b.key for b in s.builds]
    out = []
    for m in rng.sample(legal, min(6, len(legal))):
        kind, f, value, ls, bs = m
        out.append(new_move(kind, f, value + 1, ls, bs))
        if loose:
            extra = rng.choice(loose)
            out.append(new_move(kind, f, value, tuple(sorted(ls + (extra,))), bs))
        if ls:
            out.append(new_move(kind, f, value, ls[1:], bs))
        other = rng.choice((CAPTURE, BUILD, RAISE, ADD, TRAIL))
        out.append(new_move(other, f, value, ls, bs))
    for _ in range(6 if hand else 0):  # a turn of several actions goes on after the last card from the hand
        f = rng.choice(hand)
        kind = rng.choice((CAPTURE, BUILD, RAISE, ADD, TRAIL))
        ls = tuple(sorted(rng.sample(loose, min(len(loose), rng.randrange(3)))))
        bs = tuple(rng.sample(keys, min(len(keys), rng.randrange(2))))
        value = rng.choice(vt.hand_values[f]) if kind == CAPTURE else rng.randrange(2, 15)
        out.append(new_move(kind, f, value, ls, bs))
    return out


def play(vid: str, name, value, seed: int, rounds: int) -> int:
    """One game; returns the positions checked."""
    rules = make_rules(vid, {name: value} if name else None)
    tables = _tables(rules)
    players, partners = tables[seed % len(tables)]
    s = new_game(rules, players, partners, seed)
    rng = random.Random(seed)
    positions = 0
    while s.phase != PHASE_MATCH_OVER and s.round_index < rounds:
        if s.phase == PHASE_ROUND_OVER:
            next_round(s)
            continue
        where = f"{_id((vid, name, value))} {players}p{'+' if partners else ''} seed={seed} ply={s.ply}"
        assert s.phase == PHASE_PLAY
        moves = legal_moves(s)
        assert moves, f"{where}: no legal move before the end of the game"
        seen = legal_moves(s.information_view(s.to_move))
        assert seen == moves, f"{where}: legality depends on a hidden card"
        assert set(general_moves(s)) == set(moves), f"{where}: the fast path differs from the general generator"
        if positions % DEEP == 0:
            for m in moves:
                assert check(s, m) is None, f"{where}: legal {m.text()!r} refused: {check(s, m)}"
            legal = set(moves)
            for m in _candidates(s, moves, rng):
                if m in legal:
                    continue
                reason = check(s, m)
                assert reason not in GENERIC, (f"{where}: {m.text()!r} refused with the generic {reason!r} in {s!r} "
                                               f"(controllers {[b.controller for b in s.builds]})")
        positions += 1
        apply(s, rng.choice(moves))
    return positions


def test_every_field_value_is_played():
    """Every rule field has each of its values played by some preset, or
    (for values no preset can take alone) is listed here."""
    played = {(n, v) for _, n, v in COMBINATIONS if n}
    for f in RULE_FIELDS:
        for value in field_values(f):
            defaults = {getattr(p.rules, f.name) for p in PRESETS}
            assert (f.name, value) in played or value in defaults, (f.name, value)


@pytest.mark.parametrize("combo", DEFAULT_COMBINATIONS, ids=_id)
def test_conformance(combo):
    assert sum(play(*combo, seed, ROUNDS) for seed in range(GAMES)) > 0


@pytest.mark.slow
@pytest.mark.ci_slice
@pytest.mark.parametrize("combo", OTHER_COMBINATIONS, ids=_id)
def test_conformance_under_the_other_presets(combo):
    assert sum(play(*combo, seed, ROUNDS) for seed in range(GAMES)) > 0


def test_the_default_run_plays_every_preset_and_every_option_value():
    assert {c[0] for c in DEFAULT_COMBINATIONS} == {p.id for p in PRESETS}
    assert {c[1:] for c in DEFAULT_COMBINATIONS} == {c[1:] for c in COMBINATIONS}
    assert len(DEFAULT_COMBINATIONS) + len(OTHER_COMBINATIONS) == len(COMBINATIONS)


# How many presets take each option value (a combination each).
_TAKERS = Counter((name, value) for _, name, value in COMBINATIONS if name)


def slow_games(combo) -> int:
    """The slow run's games of one combination: 1,000 for a preset's own
    rules; an option value's 1,000 shared among the presets that take it."""
    _, name, value = combo
    if name is None:
        return SLOW_GAMES
    return -(-SLOW_GAMES // _TAKERS[(name, value)])


def _first_games() -> dict:
    """Each combination's first game in one numbering of all the slow run's games."""
    first, g = {}, 0
    for combo in COMBINATIONS:
        first[combo] = g
        g += slow_games(combo)
    return first


_FIRST = _first_games()


def whole_match(g: int) -> bool:
    """Does the slow run's game ``g`` play its whole match?  A hash of its
    number, not ``g % MATCH_EVERY``, so that every shard gets its share."""
    return ((g * 2654435761) % 2**32 >> 22) * MATCH_EVERY < 1024  # the hash's top 10 bits


def shard() -> tuple[int, int]:
    """``CONFORMANCE_SHARD=i/n`` (0 <= i < n): play the slow run's games g
    with g % n == i.  Unset: every game."""
    text = os.environ.get("CONFORMANCE_SHARD", "0/1")
    try:
        i, n = (int(x) for x in text.split("/"))
    except ValueError:
        i = n = -1
    if not 0 <= i < n:
        raise ValueError(f"CONFORMANCE_SHARD must look like 0/2 (share 0 of 2), not {text!r}")
    return i, n


# CI plays a sixtieth of them at each commit, in turn (``rotation``,
# tests/tiers.py; about 4 s of CPU a rule set): slow alone, they ran nowhere.
@pytest.mark.slow
@pytest.mark.ci_slice
@pytest.mark.rotation(60)
@pytest.mark.parametrize("combo", COMBINATIONS, ids=_id)
def test_conformance_slow(combo):
    index, shares = shard()
    first = _FIRST[combo]
    for j in range(slow_games(combo)):
        g = first + j
        if g % shares == index:
            seed = GAMES + j  # the default run's seeds are 0 .. GAMES - 1
            play(*combo, seed, MATCH_ROUNDS if whole_match(g) else 1)
