"""The difficulty levels a player picks, mapped onto the engines.

Players understand "beginner … master", not "PIMC"; this table is the only
place that says which engine and which dials stand behind each name.
Engine names (``random``, ``greedy``, …) are accepted too, for measurement.
"""

from __future__ import annotations

from .base import Player, RandomPlayer
from .greedy import GreedyPlayer

LEVELS = ("beginner", "casual", "skilled", "expert", "master")

_LABELS = {
    "beginner": "Beginner",
    "casual": "Casual",
    "skilled": "Skilled",
    "expert": "Expert",
    "master": "Master",
    "random": "Random (plays any legal card)",
    "greedy": "Greedy (best immediate gain)",
}


def make_player(level: str) -> Player:
    """A fresh player for a level name (or an engine name)."""
    if level == "random":
        return RandomPlayer()
    if level in ("greedy",) + LEVELS:
        # Until the stronger engines land every level is greedy.
        return GreedyPlayer()
    raise ValueError(f"Unknown level '{level}'; the levels are: {', '.join(LEVELS)}.")


def level_label(level: str) -> str:
    try:
        return _LABELS[level]
    except KeyError:
        raise ValueError(f"Unknown level '{level}'.") from None
