"""The games' own words: what a sweep, a tabbe, sistan or a mulle is.

The rules texts keep the words the players of each country use (a Swede
says "tabbe", a Finn "mökki"); a newcomer finds them here, in the Rules
window's glossary and as tooltips where the words appear.  Each entry is a
whole sentence template; ``{big}`` and the like are named fields a
translation keeps, filled by ``definition``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .templates import N_, Lookup, Text, fill, render


@dataclass(frozen=True)
class Term:
    word: str          # the headword, as the glossary lists it
    forms: tuple[str, ...]  # other spellings and plurals found in our texts
    language: str      # whose word it is ("" for the plain English terms)
    template: str      # the definition, with named fields
    # The families (``Variant.family``) whose glossary lists it; () for every
    # game.  A Mulle player has no use for Swazi drifting.
    families: tuple[str, ...] = ()

    def shown_for(self, family: str | None) -> bool:
        """Whether the glossary of a game of ``family`` lists it (None: any)."""
        return family is None or not self.families or family in self.families


_AFRICAN = ("African",)


TERMS: tuple[Term, ...] = (
    Term(N_("capture", note="a word of the game, as the glossary lists it"), ("captures", "capturing", "take", "takes"), "",
         N_("Playing a card from your hand to take table cards: cards of its value, or groups of cards that add "
         "up to it.")),
    Term(N_("trail", note="a word of the game, as the glossary lists it"), ("trails", "trailing", "trailed"), "",
         N_("Playing a card face up onto the table without taking anything.")),
    Term(N_("build", note="a word of the game, as the glossary lists it"), ("builds", "building"), "",
         N_("A pile of table cards and a card from your hand with a value you announce, taken later only whole, "
         "by a card of that value.")),
    Term(N_("single build", note="a word of the game, as the glossary lists it"), ("single builds",), "",
         N_("A build whose cards add up to its value once, like 3 + 5 as 8; it may be raised.")),
    Term(N_("multiple build", note="a word of the game, as the glossary lists it"), ("multiple builds",), "",
         N_("A build of several groups of the same value, like 8 and 3 + 5 as 8; it cannot be raised.")),
    Term(N_("raise", note="a word of the game, as the glossary lists it"), ("raises", "raising"), "",
         N_("Adding a card from your hand to a single build so that its value goes up, like 5 on a build of 3 "
         "to make 8.")),
    Term(N_("sweep", note="a word of the game, as the glossary lists it"), ("sweeps",), "",
         N_("A capture that takes every card on the table; in many games it scores a point.")),
    Term("tabbe", (), N_("Swedish", note="whose word a glossary entry is"), N_("The Swedish word for a sweep: taking every card on the table.")),
    Term("m\u00f6kki", (), N_("Finnish", note="whose word a glossary entry is"),
         N_("The Finnish word for a sweep (it means a cottage); it is marked by turning a card face up in the "
         "taker's pile.")),
    Term("wip", (), N_("Flemish", note="whose word a glossary entry is"), N_("The Wippen word for a sweep.")),
    Term("virado", ("virados",), N_("Dominican", note="whose word a glossary entry is"),
         N_("The Dominican word for a sweep: the sweeping card is laid crosswise under the taker's pile.")),
    Term("sistan", ("last capture",), N_("Swedish", note="whose word a glossary entry is"), N_("Swedish for \u201cthe last one\u201d: the last capture of a round, "
                                  "which also takes the cards left on the table; some Nordic games score a point for it.")),
    Term("mulle", ("mulles",), N_("Swedish", note="whose word a glossary entry is"),
         N_("With two decks, taking the identical twin of the card you play (same rank and suit).")),
    Term(N_("big casino", note="a word of the game, as the glossary lists it"), (), "", N_("The {big}, which scores on its own in most games.")),
    Term(N_("little casino", note="a word of the game, as the glossary lists it"), (), "", N_("The {little}, which scores on its own in most games.")),
    Term(N_("casino", note="a word of the game, as the glossary lists it"), ("cassino", "kasino"), "",
         N_("The game itself; the {big} and the {little} are its big and little casino.")),
    Term("\u00f6verspader", (), N_("Swedish", note="whose word a glossary entry is"),
         N_("Swedish for \u201cspades beyond\u201d: every spade taken beyond a number scores a point, instead of "
         "a prize for the most spades.")),
    # Translated where a language has its own card-table word for it (Russian «мизер»).
    Term(N_("mis\u00e8re", note="a word of another language, as the glossary lists it: keep it unless your "
            "players have their own word"), (), N_("French", note="whose word a glossary entry is"), N_("A game where points are penalties: the fewest taken win.")),
    Term(N_("partnership", note="a word of the game, as the glossary lists it"), ("partnerships",), "",
         N_("Two players sitting opposite each other who pool their captures and score together.")),
    Term(N_("stock", note="a word of the game, as the glossary lists it"), (), "", N_("The cards not yet dealt; new hands come from it when every hand is empty.")),
    Term(N_("house rule", note="a word of the game, as the glossary lists it"), ("house rules",), "", N_("A rule changed from the usual rules of the game, chosen before "
                                             "the match in the New Game window.")),
    Term(N_("loose card", note="a word of the game, as the glossary lists it"),
         ("loose cards", "loose table card", "loose table cards"), "",
         N_("A card lying on its own on the table, not part of a build.")),
    Term(N_("build owner", note="a word of the game, as the glossary lists it"), ("owner", "owners"), "",
         N_("The player a build belongs to: whoever made it or last raised it or added to it. In many games an "
            "owner may not trail until the build is taken.")),
    Term(N_("augmented build", note="a word of the game, as the glossary lists it"), ("augmented builds",), "",
         N_("Swazi Casino's name for a multiple build: several groups of the same value, like 8 and 3 + 5 as 8. "
            "Its value never changes; it is only added to, and taken whole."), _AFRICAN),
    Term(N_("capture pile", note="a word of the game, as the glossary lists it"), ("capture piles",), "",
         N_("The cards a side has captured. In the African games it lies face up, and only its top card is in "
            "play."), _AFRICAN),
    Term(N_("top card", note="a word of the game, as the glossary lists it"), ("top cards",), "",
         N_("The card on top of a capture pile in the African games: another player may use it in a build (Swazi, "
            "Sotho) or capture it (South Africa); the card beneath then becomes the top card."), _AFRICAN),
    Term(N_("drifting", note="a word of the game, as the glossary lists it"), ("drift", "drifts", "drifted"), "",
         N_("In Swazi Casino, putting a card that could capture into a build instead, which is allowed (partners "
            "read it as a signal); South Africans call any play that captures nothing, a trail, drifting."),
         _AFRICAN),
    Term(N_("ending a turn", note="a word of the game, as the glossary lists it"),
         ("end your turn", "end the turn", "end turn", "ends the turn", "ends their turn"), "",
         N_("In games with several actions a turn, saying you are done: allowed once your card from the hand is "
            "played; the next player's turn begins."), _AFRICAN),
)

_FIELDS = {"big": "10\u2666", "little": "2\u2660"}


def definition(term: Term) -> str:
    return fill(term.template, None, **_FIELDS)


def entry_sentence(term: Term) -> str:
    """'tabbe (Swedish): The Swedish word for a sweep…', a whole template
    (a language may name whose word it is otherwise than in brackets)."""
    if term.language:
        return fill(N_("{word} ({language}): {definition}", note="a glossary entry for a word of another language, "
                       "as a tooltip"), word=term.word, language=term.language, definition=definition(term))
    return fill(N_("{word}: {definition}", note="a glossary entry, as a tooltip"), word=term.word,
                definition=definition(term))


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


@lru_cache(maxsize=16)
def _said_pattern(said: tuple[tuple[str, int], ...]) -> tuple[re.Pattern[str], dict[str, Term]]:
    """The pattern of the words as a language says them: ``said`` pairs each
    headword as shown with its term's place in ``TERMS``.  A translated
    headword stands for its term (the English plurals and spellings are not
    words of that language); a word kept as it is (tabbe, mulle) keeps its forms."""
    forms: dict[str, Term] = {}
    # A language's own word for a term wins over a foreign word spelt the
    # same: in Norwegian a sweep is a "tabbe", so "tabbe" there means the
    # sweep, not the Swedish word for it.
    for shown, i in sorted(said, key=lambda pair: not _borrowed(TERMS[pair[1]], pair[0])):
        term = TERMS[i]
        forms[shown.lower()] = term
        if shown == str(term.word):
            forms.update({f.lower(): term for f in term.forms})
    alternatives = sorted(forms, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w])(" + "|".join(re.escape(a) for a in alternatives) + r")(?![\w])", re.IGNORECASE)
    return pattern, forms


def find_terms(text: str, everyday: bool = False, family: str | None = None,
               lookup: Lookup | None = None) -> list[tuple[int, int, Term]]:
    """Where glossary words occur in ``text``: (start, end, term), in order.
    Everyday words ("take") count only when ``everyday`` is true; with
    ``family``, only the terms that family's glossary lists.  ``text`` is
    English unless ``lookup`` gives the language it is written in: then
    the words are found as that language says them ("husregel" in Swedish)."""
    pattern, by_form = _PATTERN, _BY_FORM
    if lookup is not None:
        pattern, by_form = _said_pattern(_said_words(lookup))
    out = []
    for m in pattern.finditer(text):
        word = m.group(1).lower()
        term = by_form[word]
        if (word in _EVERYDAY or str(term.word) in _EVERYDAY) and not everyday:
            continue
        if term.shown_for(family):
            out.append((m.start(), m.end(), term))
    return out


def _borrowed(term: Term, shown: str) -> bool:
    """Whether ``term`` is another language's word kept as it is."""
    return bool(term.language) and shown == str(term.word)


def _said_words(lookup: Lookup | None) -> tuple[tuple[str, int], ...]:
    return tuple((render(t.word, lookup) if isinstance(t.word, Text) and lookup is not None else str(t.word), i)
                 for i, t in enumerate(TERMS))


def terms_for(family: str | None, lookup: Lookup | None = None) -> tuple[Term, ...]:
    """The glossary of a game of ``family`` (None: every term), in the
    language of ``lookup``: a foreign word that language already uses as its
    own word for another term is left out (Norwegian says "tabbe" for a
    sweep, so an entry "tabbe (Swedish): the Swedish word for a sweep" would
    tell a Norwegian nothing and list the word twice)."""
    said = _said_words(lookup)
    own = {shown.lower() for shown, i in said if not _borrowed(TERMS[i], shown)}
    return tuple(t for (shown, i), t in zip(said, TERMS)
                 if t.shown_for(family) and not (_borrowed(t, shown) and shown.lower() in own))


def term_for(word: str) -> Term | None:
    return _BY_FORM.get(word.lower())
