"""The games' own words: what a sweep, a tabbe, sistan or a mulle is.

The rules texts keep the words the players of each country use (a Swede
says "tabbe", a Finn "mökki"); a newcomer finds them here, in the Rules
window's glossary and as tooltips where the words appear.  Each entry is a
whole sentence template; ``{big}`` and the like are named fields a
translation keeps (issue 22), filled by ``definition``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    word: str          # the headword, as the glossary lists it
    forms: tuple[str, ...]  # other spellings and plurals found in our texts
    language: str      # whose word it is ("" for the plain English terms)
    template: str      # the definition, with named fields


TERMS: tuple[Term, ...] = (
    Term("capture", ("captures", "capturing", "take", "takes"), "",
         "Playing a card from your hand to take table cards: cards of its value, or groups of cards that add "
         "up to it."),
    Term("trail", ("trails", "trailing", "trailed"), "",
         "Playing a card face up onto the table without taking anything."),
    Term("build", ("builds", "building"), "",
         "A pile of table cards and a card from your hand with a value you announce, taken later only whole, "
         "by a card of that value."),
    Term("single build", ("single builds",), "",
         "A build whose cards add up to its value once, like 3 + 5 as 8; it may be raised."),
    Term("multiple build", ("multiple builds",), "",
         "A build of several groups of the same value, like 8 and 3 + 5 as 8; it cannot be raised."),
    Term("raise", ("raises", "raising"), "",
         "Adding a card from your hand to a single build so that its value goes up, like 5 on a build of 3 "
         "to make 8."),
    Term("sweep", ("sweeps",), "",
         "A capture that takes every card on the table; in many games it scores a point."),
    Term("tabbe", (), "Swedish", "The Swedish word for a sweep: taking every card on the table."),
    Term("m\u00f6kki", (), "Finnish",
         "The Finnish word for a sweep (it means a cottage); it is marked by turning a card face up in the "
         "taker's pile."),
    Term("wip", (), "Flemish", "The Wippen word for a sweep."),
    Term("sistan", ("last capture",), "Swedish", "Swedish for \u201cthe last one\u201d: the last capture of a round, which "
                                  "scores a point in the Nordic games."),
    Term("mulle", ("mulles",), "Swedish",
         "With two decks, taking the identical twin of the card you play (same rank and suit)."),
    Term("big casino", (), "", "The {big}, which scores on its own in most games."),
    Term("little casino", (), "", "The {little}, which scores on its own in most games."),
    Term("casino", ("cassino", "kasino"), "",
         "The game itself; the {big} and the {little} are its big and little casino."),
    Term("\u00f6verspader", (), "Swedish",
         "Swedish for \u201cspades beyond\u201d: every spade taken beyond a number scores a point, instead of "
         "a prize for the most spades."),
    Term("mis\u00e8re", (), "French", "A game where points are penalties: the fewest taken win."),
    Term("partnership", ("partnerships",), "",
         "Two players sitting opposite each other who pool their captures and score together."),
    Term("stock", (), "", "The cards not yet dealt; new hands come from it when every hand is empty."),
    Term("house rule", ("house rules",), "", "A rule changed from the usual rules of the game, chosen before "
                                             "the match in the New Game window."),
)

_FIELDS = {"big": "10\u2666", "little": "2\u2660"}


def definition(term: Term) -> str:
    return term.template.format(**_FIELDS)


def entry_sentence(term: Term) -> str:
    """'tabbe (Swedish): The Swedish word for a sweep…'"""
    origin = f" ({term.language})" if term.language else ""
    return f"{term.word}{origin}: {definition(term)}"


def _pattern() -> re.Pattern[str]:
    forms = {f.lower(): t for t in TERMS for f in (t.word, *t.forms)}
    # Longest first, so "multiple build" wins over "build".
    alternatives = sorted(forms, key=len, reverse=True)
    return re.compile(r"(?<![\w])(" + "|".join(re.escape(a) for a in alternatives) + r")(?![\w])", re.IGNORECASE)


_PATTERN = _pattern()
_BY_FORM = {f.lower(): t for t in TERMS for f in (t.word, *t.forms)}

# Everyday words that are also terms, and the games' names: they are
# found only when asked, so plain "take" or "Royal Casino" is left alone.
_EVERYDAY = {"take", "takes", "capture", "captures", "capturing", "stock", "casino", "cassino", "kasino"}


def find_terms(text: str, everyday: bool = False) -> list[tuple[int, int, Term]]:
    """Where glossary words occur in ``text``: (start, end, term), in order.
    Everyday words ("take") count only when ``everyday`` is true."""
    out = []
    for m in _PATTERN.finditer(text):
        word = m.group(1).lower()
        if word in _EVERYDAY and not everyday:
            continue
        out.append((m.start(), m.end(), _BY_FORM[word]))
    return out


def term_for(word: str) -> Term | None:
    return _BY_FORM.get(word.lower())
