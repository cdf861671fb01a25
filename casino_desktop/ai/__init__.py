"""Computer players (pure Python, no Qt): see ``base.Player``."""

from .base import Player, RandomPlayer

__all__ = ["Player", "RandomPlayer"]
