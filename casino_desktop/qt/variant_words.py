"""How a variant is named where the variants are listed or headed: its
name, then its family ("Swedish Kasino — Nordic"), the family left out
where the name already says it (Mulle's family is Mulle: "Mulle — Mulle"
read as a mistake); and how one of its settings is said with its value."""
from __future__ import annotations

import re
from html import escape

from casino_desktop.core.templates import compose
from casino_desktop.qt.translate import say, tr


def family_differs(variant) -> bool:
    """Whether the family says more than the variant's own name (both in the player's
    language): not where the name already says it.  "Royal Casino (Royal; game to 21)"
    and "Finnish Kasino — Finnish" repeat a word (the sixteenth stranger's play-test);
    "Finskt kasino" says the family "finska" in another ending, so a word counts as
    said when a word of the name begins as it does (its first five letters, or all of
    the shorter)."""
    name_words = _words(say(variant.name))
    return not all(any(_same_stem(f, n) for n in name_words) for f in _words(say(variant.family)))


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def _same_stem(a: str, b: str) -> bool:
    n = min(5, len(a), len(b))
    return a[:n] == b[:n]


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
