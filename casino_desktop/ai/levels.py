"""The difficulty levels a player picks, mapped onto the engines.

Players understand "beginner … master", not "PIMC"; this table is the only
place that says which engine and which dials stand behind each name:

  beginner  A learner (``learner.py``): Greedy that does not yet see
            captures of several table cards at once (sums, a pair with a
            sum) and misses every one of them; it takes a single card or
            build, builds and trails as Greedy does
  casual    A learner that misses such a capture three times in ten,
            otherwise Greedy: takes the most it can, never looks ahead
  skilled   Heuristic: counts every card, fears the next player's reply
  expert    Search over few sampled deals, capped at 0.18 s a move (the
            lower levels must answer within 0.2 s)
  master    Search, up to 0.9 s a move: 400 sampled deals, playouts that
            judge builds and trails against the rival's hand in each sampled
            deal (guard), the rival's last trail as evidence about its hand,
            and the rival's habits read from its play: whether it builds,
            and whether it takes greedily, in which case its choices this
            deal tell which cards it cannot hold; and every move the rival
            made this deal, each sampled deal weighed by how likely its rival
            hand makes those moves under a model of a strong player's choices
            (``pbi``, ``rival_policy.py``; docs/strength.md measures each);
            the habits and the moves are read only where a turn is one action
            (not in Swazi or Sotho Casino: ``habits.reads``); in the
            African family its playouts stop after 12 plies and it stops
            thinking once the moves left are within 0.1 points of each
            other (``family_dials.AFRICAN``)

Frozen opponents (``FROZEN``) are earlier Masters kept by name for
measurement, so a tournament can ask whether today's Master beats them:
``master-2026-12`` is Master as it played until December 2026.  They are
not levels: the New Game dialog lists ``LEVELS`` only.  A frozen dial set
never changes, and a dial added to the search later is off in it (its
default keeps the old code path), so it keeps playing as it did.

Engine names (``random``, ``greedy``, ``heuristic``, ``search``,
``ismcts``, ``cheater``, ``peeker``, ``learner``) are accepted too, for measurement, optionally
with dials: ``search:worlds=100,horizon=1`` (the search's dials are the fields of
``SearchSettings``), ``heuristic:memory=0.3`` or ``learner:overlook=0.5``;
``master:indifferent=0`` is the Master level with dials changed, the
African family's own dials included (measurement only); ``ismcts`` is
Master with an information-set tree (``ismcts.TreeDials``) in place of its
sampling, so ``ismcts:c=0.5,worlds=200`` sets the tree's and Master's dials.
Each dial has a range, written beside its definition (``dial(default, low,
high)`` in ``SearchSettings`` and ``TreeDials``, ``DIALS`` on the other
engines): a spec's dial outside it, or one the engine lacks, is refused in
one sentence before the player is made (``dials.py``).

The rungs are apart on purpose: each level beats the one below by about
two points a round in 2-player Casino (docs/strength.md, "The ladder"), so
the coach's grades can tell them apart (docs/coach.md).  Until 2026-12-01
Beginner was plain Greedy and Casual a Heuristic that forgets half the
cards played: Skilled beat that Casual by under a point a round, and the
coach graded the three alike.  The learner's lapses are a new player's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.templates import N_
from .base import Player, RandomPlayer
from .family_dials import AFRICAN, FamilyDialsPlayer
from .greedy import GreedyPlayer
from .heuristic import HeuristicPlayer
from .dials import check_dials
from .ismcts import TREE_DIALS, IsmctsPlayer, tree_dials
from .learner import LearnerPlayer
from .measure_players import CheaterPlayer, HandPeeker
from .search import SearchPlayer
from .search_settings import SEARCH_DIALS, SearchSettings, settings_with

LEVELS = ("beginner", "casual", "skilled", "expert", "master")

# Share of the captures of several table cards each learner level misses.
BEGINNER_OVERLOOK = 1.0
CASUAL_OVERLOOK = 0.3
EXPERT = SearchSettings(worlds=32, candidates=5, epsilon=0.0, time_limit=0.18)
MASTER = SearchSettings(worlds=400, candidates=8, epsilon=0.0, time_limit=0.9, infer=4.0, guard=1, habits=3,
                        read=12, pbi=1.0)
# Master until December 2026, written out in full rather than derived from
# MASTER, so that changing Master's dials cannot move it.
MASTER_2026_12 = SearchSettings(worlds=400, candidates=8, epsilon=0.0, time_limit=0.9, infer=4.0, guard=1,
                                habits=3, read=12)
FROZEN = {"master-2026-12": MASTER_2026_12}

_LEVEL_PLAYERS: dict[str, Callable[[], Player]] = {
    "beginner": lambda: LearnerPlayer("greedy", overlook=BEGINNER_OVERLOOK),
    "casual": lambda: LearnerPlayer("greedy", overlook=CASUAL_OVERLOOK),
    "skilled": lambda: HeuristicPlayer(memory=1.0),
    "expert": lambda: SearchPlayer(EXPERT),
    "master": lambda: FamilyDialsPlayer(MASTER, AFRICAN),
}

_LABELS = {
    "beginner": N_("Beginner", note="a level of the computer players"),
    "casual": N_("Casual", note="a level of the computer players"),
    "skilled": N_("Skilled", note="a level of the computer players"),
    "expert": N_("Expert", note="a level of the computer players"),
    "master": N_("Master", note="a level of the computer players"),
}

_DESCRIPTIONS = {
    "beginner": N_("Takes what it can each turn, one card at a time: it does not yet see captures of several cards at once."),
    "casual": N_("Takes the most it can each turn and never looks ahead; now and then it misses a capture of several cards."),
    "skilled": N_("Remembers every card played and avoids leaving you easy captures."),
    "expert": N_("Imagines many possible deals and plays each option out."),
    "master": N_("Like Expert, with more thinking time, and it learns how you play: the strongest fair player."),
}

_ENGINES: dict[str, type[Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "heuristic": HeuristicPlayer,
    "search": SearchPlayer,
    "cheater": CheaterPlayer,
    "peeker": HandPeeker,
    "ismcts": IsmctsPlayer,
    "learner": LearnerPlayer,
}


def _parse_value(text: str) -> int | float | str:
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


def parse_dials(text: str) -> dict[str, Any]:
    """``worlds=100,epsilon=0.1`` -> {"worlds": 100, "epsilon": 0.1}."""
    kwargs: dict[str, Any] = {}
    for item in filter(None, text.split(",")):
        key, _, value = item.partition("=")
        kwargs[key.strip()] = _parse_value(value.strip())
    return kwargs


def dial_ranges(cls: type[Player] | None) -> dict[str, Any]:
    """The dials an engine's spec may set and their ranges, from where they
    are defined (``dials.py``): the search's settings (Master's when
    ``cls`` is None), the tree's too for ``ismcts``, else the engine's own."""
    if cls is None or issubclass(cls, SearchPlayer):
        return {**SEARCH_DIALS, **TREE_DIALS} if cls is IsmctsPlayer else dict(SEARCH_DIALS)
    return dict(getattr(cls, "DIALS", {}))


def make_player(level: str) -> Player:
    """A fresh player for a level name, or an engine spec like
    ``search:worlds=100`` (for measurement).  A dial out of its range, or
    one the engine lacks, is ``dials.DialError`` (a ``ValueError``) with
    one sentence."""
    if level in _LEVEL_PLAYERS:
        player = _LEVEL_PLAYERS[level]()
        player.name = level
        return player
    if level in FROZEN:
        return SearchPlayer(FROZEN[level], name=level)
    engine, _, dials = level.partition(":")
    cls = _ENGINES.get(engine)
    if cls is None and engine != "master":
        raise ValueError(f"Unknown level '{level}'; the levels are: {', '.join(LEVELS)}.")
    kwargs = parse_dials(dials)
    name = kwargs.pop("name", None)
    # Each dial within its range before anything is made (``DialError``, one sentence).
    check_dials(kwargs, dial_ranges(cls), engine)
    try:
        if cls is None:
            # Master with dials changed in every family: the African
            # family's own dials still apply, except those named here.
            return FamilyDialsPlayer(settings_with(MASTER, kwargs), {**AFRICAN, **kwargs}, name=name or level)
        if cls is IsmctsPlayer:
            # Master with an information-set tree: the tree's own dials,
            # and Master's (the African family's included) for the rest.
            tree = tree_dials(kwargs)
            return IsmctsPlayer(settings_with(MASTER, kwargs), {**AFRICAN, **kwargs}, tree, name=name)
        if issubclass(cls, SearchPlayer):
            # The search's dials are the fields of its settings, over the engine's defaults.
            return cls(settings_with(cls.defaults, kwargs), name=name)
        return cls(**kwargs, **({"name": name} if name is not None else {}))
    except (TypeError, ValueError) as err:
        raise ValueError(f"Bad dials in '{level}': {err}") from None


def level_label(level: str) -> str:
    """The name shown to players ("Expert")."""
    if level in _LABELS:
        return _LABELS[level]
    if level in FROZEN or level.partition(":")[0] in (*_ENGINES, "master"):
        return level.capitalize()
    raise ValueError(f"Unknown level '{level}'.")


def level_description(level: str) -> str:
    """One sentence for a tooltip."""
    return _DESCRIPTIONS.get(level, "")
