"""How a variant is named where the variants are listed or headed: its
name, then its family ("Royal Casino — Royal"), the family left out where
it is the name itself (Mulle's family is Mulle: "Mulle — Mulle" read as
a mistake)."""
from __future__ import annotations

from casino_desktop.core.templates import compose
from casino_desktop.qt.translate import say


def family_differs(variant) -> bool:
    """Whether the family says more than the variant's own name (both in the player's language)."""
    return say(variant.family).strip().casefold() != say(variant.name).strip().casefold()


def listed_name(variant) -> str:
    """A variant in a list of them (New Game, the practice progress): "Royal Casino — Royal", "Mulle"."""
    if not family_differs(variant):
        return say(variant.name)
    return say(compose("{name}  \u2014  {family}", name=variant.name, family=variant.family))
