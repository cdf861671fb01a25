"""The search players' choices, pinned move by move.

Written before ``SearchPlayer`` took one settings object (the pins were
recorded from the old keyword arguments), and kept: the same dials, rng seeds
and positions must give the same moves (and the same number of sampled
worlds) after any refactor.  Every case plays seat 0 against
greedy rivals from a fixed deal, so the player's memory of earlier turns
(trails, habits) is part of what is pinned.  The clocks are set far away
(60 s) so that no decision depends on the machine's speed.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from casino_desktop.ai import SearchPlayer, SearchSettings, make_player
from casino_desktop.ai.levels import EXPERT, MASTER, MASTER_2026_12
from casino_desktop.core import PHASE_PLAY, apply, make_rules, new_game


def transcript(player, variant: str, players: int, partnerships: bool, seed: int, decisions: int) -> list:
    """Seat 0's choices (text, search mode, worlds sampled) in one game."""
    state = new_game(make_rules(variant), players, partnerships, seed)
    greedy = make_player("greedy")
    out = []
    while state.phase == PHASE_PLAY and len(out) < decisions:
        seat = state.to_move
        rng = random.Random(seed * 1000 + state.ply)
        if seat == 0:
            seen = state.clone() if player.sees_all else state.information_view(seat)
            move = player.choose(seen, rng, 0.0, None)
            out.append((move.text(), player.last_info.get("mode"), player.last_info.get("worlds")))
        else:
            move = greedy.choose(state.information_view(seat), rng)
        apply(state, move)
    return out


PINNED = [
    (replace(EXPERT, time_limit=60.0),
     ('casino', 2, False, 5, 12),
     [('2H trail', 'sampled', 32),
      ('6H trail', 'sampled', 32),
      ('5S trail', 'sampled', 32),
      ('2C trail', 'forced', None),
      ('7C take 2C 5S', 'sampled', 32),
      ('6S take 6H', 'sampled', 32),
      ('JS trail', 'sampled', 32),
      ('5H trail', 'forced', None),
      ('8S take 3S 5H 8D', 'sampled', 16),
      ('5C build 9 4C 9D 9C', 'sampled', 32),
      ('9S take [4C 5C 9D 9C]', 'forced', None),
      ('QC trail', 'forced', None)]),
    (replace(MASTER_2026_12, time_limit=60.0),
     ('casino', 2, False, 7, 10),
     [('5S take 5H', 'sampled', 48),
      ('9D take 9S', 'sampled', 80),
      ('JD trail', 'sampled', 368),
      ('6H trail', 'forced', None),
      ('QD trail', 'sampled', 80),
      ('QS take QD', 'sampled', 96),
      ('9C trail', 'sampled', 400),
      ('AH trail', 'forced', None),
      ('4H build 6 2S 6H', 'sampled', 288),
      ('6C take [2S 4H 6H]', 'forced', None)]),
    ('search:worlds=24,candidates=6,epsilon=0.1,time_limit=60,horizon=1,reply=3,guard=2,share=0.5,keep=0.7,recall=5,salt=3,extra=2,depth=30,prune=0',
     ('casino', 2, False, 11, 8),
     [('4C trail', 'sampled', 24),
      ('8H trail', 'sampled', 24),
      ('AC build 4 3H', 'sampled', 24),
      ('4S take [AC 3H]', 'forced', None),
      ('3D trail', 'sampled', 24),
      ('10S take 2D 8H', 'sampled', 24),
      ('4H build 7 3D', 'sampled', 24),
      ('7S take [3D 4H]', 'sampled', 24)]),
    ('search:worlds=24,candidates=6,epsilon=0,time_limit=60,dd=6,solve_plies=16',
     ('casino', 2, False, 13, 24),
     [('JH take JD', 'sampled', 24),
      ('2H trail', 'sampled', 24),
      ('AD build 6 2H 3H', 'sampled', 16),
      ('6C take [AD 2H 3H]', 'forced', None),
      ('9H take 9C', 'sampled', 24),
      ('6S trail', 'sampled', 24),
      ('AS build 7 6S 7H', 'sampled', 24),
      ('7D take [AS 6S 7H]', 'forced', None),
      ('10H take 10C', 'sampled', 24),
      ('KD take KC', 'sampled', 24),
      ('4H trail', 'sampled', 24),
      ('6D take 2S 4H', 'sampled', 16),
      ('3C trail', 'sampled', 24),
      ('JC take JS', 'sampled', 24),
      ('QS trail', 'sampled', 24),
      ('AC take AH', 'sampled', 16),
      ('2D build 10 8H', 'sampled', 24),
      ('8D trail', 'sampled', 24),
      ('3D trail', 'sampled', 24),
      ('10D take 3D 3C 4C', 'sampled', 16),
      ('3S trail', 'solved', None),
      ('5S take [2C 3S]', 'solved', None),
      ('6H trail', 'solved', None),
      ('7C take 7S', 'solved', None)]),
    ('search:worlds=16,candidates=4,time_limit=60,infer=4,habits=3',
     ('casino', 4, True, 3, 6),
     [('6H take 2H 4D', 'sampled', 16),
      ('7D take 7C', 'sampled', 16),
      ('3S trail', 'sampled', 16),
      ('8D trail', 'forced', None),
      ('6C take 6S', 'sampled', 16),
      ('KC take KS', 'sampled', 16)]),
    ('cheater:time_limit=60',
     ('casino', 2, False, 17, 6),
     [('2C build 4 AS 2H 3D', 'sampled', 16),
      ('4C take [AS 2H 2C 3D]', 'forced', None),
      ('9H take 2D 7D', 'sampled', 16),
      ('3C take 3S', 'sampled', 16),
      ('JS trail', 'sampled', 40),
      ('5C trail', 'sampled', 40)]),
    ('peeker:worlds=24,candidates=5,epsilon=0,time_limit=60',
     ('casino', 2, False, 19, 6),
     [('4S take AC 3C', 'sampled', 24),
      ('JC take JD', 'sampled', 24),
      ('10S take 3D 7H', 'sampled', 24),
      ('5C trail', 'forced', None),
      ('QD trail', 'sampled', 16),
      ('2C build 9 7C', 'sampled', 16)]),
    # The tree is Master with an information-set tree: pinned with Master's
    # dials as they were when it was pinned (the rival's moves not read).
    ('ismcts:iterations=200,time_limit=60,pbi=0',
     ('casino', 2, False, 23, 24),
     [('7D take AH 6S 7S', 'ismcts', None),
      ('4D trail', 'ismcts', None),
      ('4H trail', 'ismcts', None),
      ('6D trail', 'forced', None),
      ('7C build 9 2S', 'ismcts', None),
      ('9C take [2S 7C]', 'forced', None),
      ('QH trail', 'ismcts', None),
      ('7H trail', 'forced', None),
      ('8S trail', 'ismcts', None),
      ('6H trail', 'ismcts', None),
      ('9H take 2C 7H', 'ismcts', None),
      ('JS take JC', 'ismcts', None),
      ('8D take AC 3H 4C 8S', 'ismcts', None),
      ('JH trail', 'ismcts', None),
      ('KS trail', 'ismcts', None),
      ('QD trail', 'forced', None),
      ('AS take AD', 'ismcts', None),
      ('9D take 3D 6H', 'ismcts', None),
      ('8C take 8H', 'ismcts', None),
      ('2H trail', 'forced', None),
      ('JD take JH', 'solved', None),
      ('2D trail', 'solved', None),
      ('5S build 9 2H 2D', 'solved', None),
      ('9S take [2H 2D 5S]', 'forced', None)]),
]


def _player(spec):
    """The levels' settings (clock moved away) or a command-line engine spec."""
    return SearchPlayer(spec) if isinstance(spec, SearchSettings) else make_player(spec)


def _case_id(i: int, spec) -> str:
    if isinstance(spec, SearchSettings):
        return ("expert", "master")[i]
    return f"{spec.partition(':')[0]}{i}"


@pytest.mark.parametrize("spec,game,expected", PINNED, ids=[_case_id(i, p[0]) for i, p in enumerate(PINNED)])
def test_search_players_choose_as_pinned(spec, game, expected):
    assert transcript(_player(spec), *game) == expected


def test_the_levels_are_the_pinned_settings_with_their_own_clock():
    """The first two pins are Expert and the frozen Master (``master-2026-12``,
    Master until December 2026) themselves: only the clock (a safety cap,
    not a strength dial) was moved for the test."""
    assert make_player("expert").settings == EXPERT
    assert make_player("master-2026-12").settings == MASTER_2026_12
    assert (EXPERT.time_limit, MASTER.time_limit, MASTER_2026_12.time_limit) == (0.18, 0.9, 0.9)
    assert make_player("master").budget == 0.9


def test_engine_specs_set_settings_fields_over_the_engine_defaults():
    player = make_player("search:worlds=100,guard=1,name=probe")
    assert player.settings == replace(SearchSettings(), worlds=100, guard=1) and player.name == "probe"
    assert make_player("cheater").settings.worlds == 40  # one true world: only the playout noise varies
    assert make_player("cheater:worlds=7").settings.worlds == 7
    with pytest.raises(ValueError, match="nonsense"):
        make_player("search:worlds=4,nonsense=1")


def test_settings_are_frozen():
    with pytest.raises(AttributeError):
        MASTER.worlds = 1
