"""Casino: the fishing card game, every variant, on the desktop."""

__version__ = "0.1.0"
