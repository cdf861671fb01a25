"""Drill sets shared by the practice tests, generated once per rule set."""

from functools import lru_cache

from casino_desktop.practice.generator import drill_set

SEED = 1


@lru_cache(maxsize=None)
def cached_drill_set(variant: str, options: tuple = ()) -> dict:
    return drill_set(variant, dict(options), SEED)
