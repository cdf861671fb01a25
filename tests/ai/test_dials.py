"""The engines' dials have ranges, written beside each dial (``dials.py``),
and an engine spec is checked against them before a player is made: out of
range, nan, a word, or a dial the engine lacks is one sentence naming the
dial and its range (``DialError``); before, ``search:candidates=-3``
crashed mid-game and ``search:worlds=1000000000`` or ``time_limit=1e9``
thought without bound."""
from __future__ import annotations

import dataclasses

import pytest

from casino_desktop.ai import make_player
from casino_desktop.ai.dials import DialError, check_dials, ranges_of
from casino_desktop.ai.family_dials import AFRICAN
from casino_desktop.ai.ismcts import TREE_DIALS, TreeDials
from casino_desktop.ai.levels import EXPERT, FROZEN, MASTER, dial_ranges
from casino_desktop.ai.search_settings import SEARCH_DIALS, SearchSettings


@pytest.mark.parametrize("spec, sentence", [
    ("search:worlds=1000000000", "The dial worlds takes a whole number from 1 to 100,000."),
    ("search:time_limit=1e9", "The dial time_limit takes a number from 0.01 to 60."),
    ("master:time_limit=0", "The dial time_limit takes a number from 0.01 to 60."),
    ("search:candidates=-3", "The dial candidates takes a whole number from 1 to 100."),
    ("search:epsilon=nan", "The dial epsilon takes a number from 0 to 1."),
    ("search:infer=inf", "The dial infer takes a number from 0 to 100."),
    ("search:worlds=abc", "The dial worlds takes a whole number from 1 to 100,000."),
    ("search:worlds", "The dial worlds takes a whole number from 1 to 100,000."),
    ("search:worlds=2.5", "The dial worlds takes a whole number from 1 to 100,000."),
    ("ismcts:c=nan", "The dial c takes a number from 0 to 100."),
    ("ismcts:iterations=0", "The dial iterations takes a whole number from 1 to 100,000."),
    ("heuristic:memory=5", "The dial memory takes a number from 0 to 1."),
    ("learner:overlook=-1", "The dial overlook takes a number from 0 to 1."),
    ("learner:engine=search", "The dial engine takes one of: greedy, heuristic."),
    ("greedy:builds=7", "The dial builds takes a whole number from 0 to 1."),
    ("random:x=1", "The engine random has no dials."),
])
def test_a_dial_out_of_its_range_is_refused_naming_it_and_its_range(spec, sentence):
    with pytest.raises(DialError) as caught:
        make_player(spec)
    assert str(caught.value) == sentence


def test_a_dial_the_engine_lacks_is_named_with_the_engine_s_dials():
    with pytest.raises(DialError) as caught:
        make_player("heuristic:worlds=3")
    assert str(caught.value) == "'worlds' is not a dial of heuristic; its dials are: follow_up, memory."


def test_every_dial_of_the_search_and_the_tree_has_a_range():
    assert set(SEARCH_DIALS) == {f.name for f in dataclasses.fields(SearchSettings)}
    assert set(TREE_DIALS) == {f.name for f in dataclasses.fields(TreeDials)}


@pytest.mark.parametrize("settings", [SearchSettings(), EXPERT, MASTER, *FROZEN.values()], ids=repr)
def test_the_levels_own_dials_lie_within_the_ranges(settings):
    check_dials(dataclasses.asdict(settings), SEARCH_DIALS, "search")
    check_dials(AFRICAN, SEARCH_DIALS, "master")
    check_dials(dataclasses.asdict(TreeDials()), ranges_of(TreeDials), "ismcts")


@pytest.mark.parametrize("spec", ["search:worlds=100,guard=1,name=probe", "ismcts:c=0.5,worlds=200",
                                  "master:indifferent=0,solve_plies=12", "heuristic:memory=0.3",
                                  "learner:overlook=0.5", "greedy:builds=0", "search:infer=4",
                                  "ismcts:paired=1,widen=100000", "cheater:time_limit=60"])
def test_specs_of_the_measurements_are_still_made(spec):
    assert make_player(spec) is not None


def test_an_engine_s_ranges_come_from_where_its_dials_are_defined():
    from casino_desktop.ai.heuristic import HeuristicPlayer
    from casino_desktop.ai.ismcts import IsmctsPlayer
    assert dial_ranges(None) == SEARCH_DIALS
    assert dial_ranges(IsmctsPlayer) == {**SEARCH_DIALS, **TREE_DIALS}
    assert dial_ranges(HeuristicPlayer) == HeuristicPlayer.DIALS
