"""How a variant is named where the variants are listed or headed: its
name, then its family ("Royal Casino — Royal"), the family left out where
it is the name itself (Mulle's family is Mulle: "Mulle — Mulle" read as
a mistake); and how one of its settings is said with its value."""
from __future__ import annotations

from html import escape

from casino_desktop.core.templates import compose
from casino_desktop.qt.translate import say, tr


def family_differs(variant) -> bool:
    """Whether the family says more than the variant's own name (both in the player's language)."""
    return say(variant.family).strip().casefold() != say(variant.name).strip().casefold()


def listed_name(variant) -> str:
    """A variant in a list of them (New Game, the practice progress): "Royal Casino — Royal", "Mulle"."""
    if not family_differs(variant):
        return say(variant.name)
    return say(compose("{name}  \u2014  {family}", name=variant.name, family=variant.family))


def setting_html(detail) -> str:
    """A rulebook's setting (``Rulebook.details``) with its value, as rich text:
    "<b>Court cards</b>: J 11, Q 12, K 13" (the rules window, the side panel's tooltip)."""
    return tr("<b>{label}</b>: {value}", note="a house rule and its value, in the rules window",
              label=escape(say(detail.label)), value=escape(say(detail.value)))
