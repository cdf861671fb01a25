"""The computer players in the African family (issue 23): pile tops in play,
turns of several actions (``tbuild``/``tadd``/``end``, card ``NO_CARD``), a
hand that may be empty while its seat is still to move, and pledges."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from casino_desktop.ai import LEVELS, make_player
from casino_desktop.ai.guard import stand_in, vet
from casino_desktop.ai.valuation import Valuation
from casino_desktop.ai.worlds import sample_world
from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.cards import JACK
from casino_desktop.core.moves import END, NO_CARD, TABLE_KINDS
from casino_desktop.core.piles import tops_in

from .helpers import FAST

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from core.helpers import position

PRESETS = ("swazi-casino", "sotho-casino", "south-african-casino")
SEVERAL = ("swazi-casino", "sotho-casino")


def _find(variant, want, players=2, partnerships=False, seeds=range(60)):
    """The first full state, in games played at random, that ``want`` accepts."""
    rules = make_rules(variant)
    for seed in seeds:
        state = new_game(rules, players, partnerships, seed)
        rng = random.Random(seed)
        while state.phase == "play":
            if want(state):
                return state
            apply(state, rng.choice(legal_moves(state)))
    raise AssertionError(f"no {variant} position found for {want.__name__}")


def empty_hand_mid_turn(s):
    return s.turn_played and not s.hands[s.to_move]


def tops_usable(s):
    return any(tops_in(s, s.to_move, m[3]) for m in legal_moves(s))


def pledged(variant):
    """Seat 0 has added the 4♥ and 5♣ to its rival's build of 9: the card it
    plays must take that build (random games seldom get here: the first
    deal forbids it)."""
    s = position(variant, "9H 3C", "4H 5C 2D 7S", builds=[("6S 3D", 9, False, 1)], final_deal=True,
                 piles=["AC", "8D"])
    apply(s, next(m for m in legal_moves(s) if m.text() == "table add 9 [3D 6S] 4H 5C"))
    assert s.pledge is not None
    return s


def _situations():
    out = []
    for v in PRESETS:
        out.append((v, tops_usable))
    for v in SEVERAL:
        out += [(v, empty_hand_mid_turn), (v, pledged)]
    return out


@pytest.mark.parametrize("variant,want", _situations(), ids=lambda x: getattr(x, "__name__", x))
def test_every_level_plays_a_legal_move(variant, want):
    state = pledged(variant) if want is pledged else _find(variant, want)
    legal = legal_moves(state)
    view = state.information_view(state.to_move)
    for level in LEVELS:
        move = FAST[level]().choose(view, random.Random(3), 5.0, None)
        assert move in legal, (level, move)
        assert vet(state, move)[0] == move, level  # the table would accept it
    assert stand_in(state) in legal


def test_a_table_action_passes_the_vetting():
    s = position("swazi-casino", "10C", "7S", builds=[("6S 4H", 10, False, 0)], piles=["2C", "5S 10D"],
                 turn_played=True)
    for m in legal_moves(s):
        assert m[0] in TABLE_KINDS and m[1] == NO_CARD
        assert vet(s, m) == (m, "")


def test_every_level_takes_a_rivals_top_into_its_build():
    """The 10♦ on top of the rival's pile (two points) joins our build of 10,
    which our 10♣ then captures: every level takes it, before its card and
    after it (rather than ending the turn)."""
    before = position("swazi-casino", "10C 3H", "7S", builds=[("6S 4H", 10, False, 0)], piles=["2C", "5S 10D"])
    after = position("swazi-casino", "10C", "7S", builds=[("6S 4H", 10, False, 0)], piles=["2C", "5S 10D"],
                     turn_played=True)
    ten_of_diamonds = 38
    for level in LEVELS:
        for s in (before, after):
            move = FAST[level]().choose(s, random.Random(1), 5.0, None)
            assert ten_of_diamonds in move[3], (level, move)


def test_a_harmless_top_is_worth_more_than_an_exposed_one():
    """The same cards taken, in another order: a 10♦ on top of our pile may
    be taken by the rival; a 3♣ there costs little.  Where tops may be
    captured outright the exposure costs more than where they only build."""
    gaps = {}
    for v in ("swazi-casino", "south-african-casino"):
        safe = position(v, "5H", "7S", piles=["10D 3C", "4H"])
        exposed = position(v, "5H", "7S", piles=["3C 10D", "4H"])
        val = Valuation(safe.rules, 2)
        gaps[v] = val.margin(safe, 0) - val.margin(exposed, 0)
        assert gaps[v] > 0.3, v
    assert gaps["south-african-casino"] > gaps["swazi-casino"]


def test_the_forty_card_pack_is_valued_as_forty_cards():
    val = Valuation(make_rules("south-african-casino"), 2)
    assert (val.deck, val.spades_total) == (40, 10)
    assert Valuation(make_rules("swazi-casino"), 2).deck == 52


def test_a_sampled_world_keeps_the_piles_and_the_turn():
    """Master's worlds of a Swazi position mid-turn (card played, piles with
    tops, a pledge): everything public stays where it is; only the hidden
    hands and the stock are drawn, from the unseen cards."""
    played = _find("swazi-casino", lambda s: s.turn_played and any(s.stacks))
    for state in (played, pledged("swazi-casino")):
        view = state.information_view(state.to_move)
        assert view.stacks == state.stacks  # the piles are face up: in the view
        hidden = view.unseen_cards()
        if state is played:  # a real game: the hidden cards are exactly the unseen ones
            assert sorted(hidden) == sorted([c for s in range(state.players) if s != state.to_move
                                             for c in state.hands[s]] + state.stock)
        for seed in range(20):
            world = sample_world(view, random.Random(seed))
            assert world.stacks == state.stacks and world.captured == state.captured
            assert (world.turn_played, world.pledge) == (state.turn_played, state.pledge)
            assert world.loose == state.loose and world.builds == state.builds
            assert world.hands[state.to_move] == state.hands[state.to_move]
            drawn = sorted(c for s in range(state.players) if s != state.to_move for c in world.hands[s])
            dealt = drawn + world.stock
            assert len(set(dealt)) == len(dealt) and set(dealt) <= set(hidden)
            assert len(world.stock) == len(state.stock)
            assert [len(h) for h in world.hands] == [len(h) for h in state.hands]


def test_a_forty_card_world_holds_no_court_card():
    state = _find("south-african-casino", lambda s: s.ply == 3)
    view = state.information_view(state.to_move)
    for seed in range(20):
        world = sample_world(view, random.Random(seed))
        dealt = [c for h in world.hands for c in h] + world.stock
        assert all((c % 52) >> 2 < JACK for c in dealt)


@pytest.mark.parametrize("variant,players,partnerships", [(v, 2, False) for v in PRESETS] + [("sotho-casino", 4, True)])
def test_a_round_between_beginner_and_skilled_completes(variant, players, partnerships):
    state = new_game(make_rules(variant), players, partnerships, 7)
    seats = [make_player("beginner" if s % 2 == 0 else "skilled") for s in range(players)]
    rng = random.Random(7)
    ends = 0
    while state.phase == "play":
        seat = state.to_move
        move = seats[seat].choose(state.information_view(seat), rng, 0.2, None)
        assert move in legal_moves(state), (variant, move)
        ends += move[0] == END
        apply(state, move)
    assert state.round_results
    assert (ends > 0) == (variant in SEVERAL)
