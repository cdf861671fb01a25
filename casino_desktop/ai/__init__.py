"""Computer players (pure Python, no Qt): see ``base.Player``.

``make_player(level)`` is the entry point for the table and the CLI; the
levels are ``LEVELS`` and ``level_label`` gives their display names.
"""

from .base import Player, RandomPlayer
from .greedy import GreedyPlayer
from .levels import LEVELS, level_label, make_player

__all__ = ["LEVELS", "GreedyPlayer", "Player", "RandomPlayer", "level_label", "make_player"]
