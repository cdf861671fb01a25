"""The difficulty levels a player picks, mapped onto the engines.

Players understand "beginner … master", not "PIMC"; this table is the only
place that says which engine and which dials stand behind each name:

  beginner  Greedy: takes the most it can right now, never looks ahead
  casual    Heuristic with a poor memory (forgets half the cards played)
  skilled   Heuristic: counts every card, fears the next player's reply
  expert    Search over few sampled deals, capped at 0.18 s a move (the
            lower levels must answer within 0.2 s)
  master    Search, up to 0.9 s a move: 400 sampled deals, playouts that
            judge builds and trails against the rival's hand in each sampled
            deal (guard), the rival's last trail as evidence about its hand,
            and the rival's habits read from its play: whether it builds,
            and whether it takes greedily, in which case its choices this
            deal tell which cards it cannot hold (docs/strength.md measures
            each)

Engine names (``random``, ``greedy``, ``heuristic``, ``search``,
``ismcts``, ``cheater``, ``peeker``) are accepted too, for measurement, optionally with dials:
``search:worlds=100,horizon=1`` (the search's dials are the fields of
``SearchSettings``) or ``heuristic:memory=0.3``.  The cheater
sees every card, the peeker every hand but not the stock; neither is ever
offered in the game.
"""

from __future__ import annotations

from .base import Player, RandomPlayer
from .greedy import GreedyPlayer
from .heuristic import HeuristicPlayer
from .ismcts import IsmctsPlayer
from .search import CheaterPlayer, HandPeeker, SearchPlayer
from .search_settings import SearchSettings, settings_with

LEVELS = ("beginner", "casual", "skilled", "expert", "master")

EXPERT = SearchSettings(worlds=32, candidates=5, epsilon=0.0, time_limit=0.18)
MASTER = SearchSettings(worlds=400, candidates=8, epsilon=0.0, time_limit=0.9, infer=4.0, guard=1, habits=3,
                        read=12)

_LEVEL_PLAYERS = {
    "beginner": GreedyPlayer,
    "casual": lambda: HeuristicPlayer(memory=0.5),
    "skilled": lambda: HeuristicPlayer(memory=1.0),
    "expert": lambda: SearchPlayer(EXPERT),
    "master": lambda: SearchPlayer(MASTER),
}

_LABELS = {
    "beginner": "Beginner",
    "casual": "Casual",
    "skilled": "Skilled",
    "expert": "Expert",
    "master": "Master",
}

_DESCRIPTIONS = {
    "beginner": "Takes the most it can each turn and never looks ahead.",
    "casual": "Thinks about your reply, but forgets many of the cards already played.",
    "skilled": "Counts every card and avoids leaving you easy captures.",
    "expert": "Imagines many possible deals and plays each option out.",
    "master": "Like Expert, with more thinking time, and it learns how you play: the strongest fair player.",
}

_ENGINES = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "heuristic": HeuristicPlayer,
    "search": SearchPlayer,
    "cheater": CheaterPlayer,
    "peeker": HandPeeker,
    "ismcts": IsmctsPlayer,
}


def _parse_value(text: str):
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


def parse_dials(text: str) -> dict:
    """``worlds=100,epsilon=0.1`` -> {"worlds": 100, "epsilon": 0.1}."""
    kwargs = {}
    for item in filter(None, text.split(",")):
        key, _, value = item.partition("=")
        kwargs[key.strip()] = _parse_value(value.strip())
    return kwargs


def make_player(level: str) -> Player:
    """A fresh player for a level name, or an engine spec like
    ``search:worlds=100`` (for measurement)."""
    if level in _LEVEL_PLAYERS:
        player = _LEVEL_PLAYERS[level]()
        player.name = level
        return player
    engine, _, dials = level.partition(":")
    cls = _ENGINES.get(engine)
    if cls is None:
        raise ValueError(f"Unknown level '{level}'; the levels are: {', '.join(LEVELS)}.")
    kwargs = parse_dials(dials)
    try:
        if issubclass(cls, SearchPlayer):
            # The search's dials are the fields of its settings, over the engine's defaults.
            name = kwargs.pop("name", None)
            return cls(settings_with(cls.defaults, kwargs), name=name)
        return cls(**kwargs)
    except (TypeError, ValueError) as err:
        raise ValueError(f"Bad dials in '{level}': {err}") from None


def level_label(level: str) -> str:
    """The name shown to players ("Expert")."""
    if level in _LABELS:
        return _LABELS[level]
    if level.partition(":")[0] in _ENGINES:
        return level.capitalize()
    raise ValueError(f"Unknown level '{level}'.")


def level_description(level: str) -> str:
    """One sentence for a tooltip."""
    return _DESCRIPTIONS.get(level, "")
