"""Frozen opponents: earlier Masters kept by name for tournaments.

``master-2026-12`` must resolve to a search player with its own frozen dial
set, stay out of the levels offered to players, and differ from today's
Master only in the dials Master changed on purpose since (the set below is
the one place that says which; a change of Master's dials that is not
listed here fails this test).  That it still plays move for move as it did
is pinned in ``test_search_pinned.py``.
"""

from __future__ import annotations

from dataclasses import fields

import pytest

from casino_desktop.ai import LEVELS, SearchPlayer, level_label, make_player
from casino_desktop.ai.levels import FROZEN, MASTER, MASTER_2026_12
from casino_desktop.ai.search_settings import SearchSettings

# Master's dials that differ from master-2026-12's, by intent (docs/strength.md,
# "Beyond master-2026-12").
CHANGED_SINCE_2026_12: set[str] = {"pbi"}  # the rival's moves this deal read (1,810 fresh deal pairs)


def test_frozen_master_resolves_to_its_own_settings():
    player = make_player("master-2026-12")
    assert isinstance(player, SearchPlayer)
    assert player.name == "master-2026-12"
    assert player.settings is MASTER_2026_12
    assert player.budget == 0.9
    assert level_label("master-2026-12")


def test_frozen_master_is_not_offered_to_players():
    assert not set(FROZEN) & set(LEVELS)


def test_frozen_master_keeps_the_dials_master_had():
    assert MASTER_2026_12 == SearchSettings(worlds=400, candidates=8, epsilon=0.0, time_limit=0.9, infer=4.0,
                                            guard=1, habits=3, read=12)


def test_master_differs_from_the_frozen_one_only_where_intended():
    differ = {f.name for f in fields(SearchSettings) if getattr(MASTER, f.name) != getattr(MASTER_2026_12, f.name)}
    assert differ == CHANGED_SINCE_2026_12


def test_every_dial_added_later_is_off_in_the_frozen_master():
    """A dial the frozen set does not name takes its default: a new code
    path must be off there, or the frozen Master would change with it."""
    defaults = SearchSettings()
    named = {"worlds", "candidates", "epsilon", "time_limit", "infer", "guard", "habits", "read"}
    for f in fields(SearchSettings):
        if f.name not in named:
            assert getattr(MASTER_2026_12, f.name) == getattr(defaults, f.name), f.name


@pytest.mark.parametrize("bad", ["master-2026-13", "master-2026-12:worlds=1"])
def test_unknown_frozen_names_are_refused(bad):
    with pytest.raises(ValueError):
        make_player(bad)
