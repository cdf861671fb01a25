"""Computer players (pure Python, no Qt): see ``base.Player``.

``make_player(level)`` is the entry point for the table and the CLI; the
levels are ``LEVELS`` and ``level_label``/``level_description`` give their
display texts.  The cheater (``measure_players.CheaterPlayer``) is for measurement
only and deliberately not exported here.
"""

from .base import Player, RandomPlayer
from .greedy import GreedyPlayer
from .heuristic import HeuristicPlayer
from .levels import LEVELS, level_description, level_label, make_player
from .search import SearchPlayer
from .search_settings import SearchSettings

__all__ = ["LEVELS", "GreedyPlayer", "HeuristicPlayer", "Player", "RandomPlayer", "SearchPlayer", "SearchSettings",
           "level_description", "level_label", "make_player"]
