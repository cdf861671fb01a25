"""Sentences a player reads, marked for translation, without Qt.

The core speaks English, and everything it says stays an ordinary ``str``
(tests, the CLI's JSON and the logs read it as before).  But a sentence the
core makes is a ``Text``: a ``str`` whose value is the English sentence and
which also remembers the *template* it was filled from and the *fields* it
was filled with.  The layer that shows it (``qt/translate.py``, or the CLI's
``--lang``) looks the template up in the player's language and fills it
again with the fields, each field rendered the same way.  So the core never
needs to know what language the player reads, and no sentence is ever glued
from translated pieces: a translator always sees the whole template.

The markers, which ``scripts/i18n_update.py`` finds in the source:

- ``N_("Take {cards} with {card}.")``: a template (or a whole sentence);
  returns a ``Text`` with no fields, so a marked constant can be shown as it
  is or filled with ``fill``.
- ``N_plural("{count} card", "{count} cards")``: a template with a form for
  one and a form for any other count; a translation has as many forms as its
  language needs (Russian three, Indonesian one), and the catalog picks one
  by the count.
- ``note=`` on either: words for the translator that also tell two uses of
  the same English apart ("J" the jack from "J" anything else).

``fill(template, count=..., **fields)`` makes the ``Text``; ``compose`` and
``join`` frame translated parts in a form that is not a sentence ("7♥ + 2♣",
a card's rank and suit), so the frame itself is not offered to translators.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Self

# Every catalog message lives in this one context (the templates are whole
# sentences; ``note`` tells the rare same-English-two-meanings apart).
CONTEXT = "casino"

# lookup(source, note, count) -> the template in the player's language, or
# None when there is none (then the English is used).
Lookup = Callable[[str, "str | None", "int | None"], "str | None"]


@dataclass(frozen=True)
class Plural:
    """A template with a form for one and a form for any other count.  The
    catalog knows it by its ``other`` form (and ``note``)."""

    one: str
    other: str
    note: str | None = None

    def english(self, count: int | None) -> str:
        return self.one if count == 1 else self.other


class Text(str):
    """An English sentence that knows how to say itself in another language.

    ``template``: the marked template (a ``str``, or a ``Plural``), or None
    for a ``frame`` that is not translated (``compose``); ``fields``: the
    values it was filled with; ``count``: the count a plural template was
    filled with; ``note``: the translator's note of a ``str`` template."""

    __slots__ = ("template", "fields", "count", "note", "frame")

    template: "str | Plural | None"
    fields: Mapping[str, object]
    count: int | None  # type: ignore[assignment]  # the plural's count: this slot hides str.count on purpose
    note: str | None
    frame: str | None

    def __new__(cls, english: str, template: str | Plural | None, fields: Mapping[str, object] | None = None,
                count: int | None = None, note: str | None = None, frame: str | None = None) -> Self:
        self = super().__new__(cls, english)
        self.template = template
        self.fields = fields or {}
        self.count = count
        self.note = note
        self.frame = frame
        return self

    def render(self, lookup: Lookup) -> str:
        """This sentence in the language ``lookup`` speaks; English where it
        has no translation.  Fields that are ``Text`` are rendered too; other
        fields (a typed name, a number, a card's suit) are shown as they are."""
        template = self.template
        if template is None:
            form = self.frame or ""
        elif isinstance(template, Plural):
            form = lookup(template.other, template.note, self.count) or template.english(self.count)
        else:
            form = lookup(template, self.note, None) or template
        if not self.fields:
            return form
        values = {k: render(v, lookup) for k, v in self.fields.items()}
        try:
            return form.format(**values)
        except (KeyError, IndexError, ValueError):
            # A translation that lost or misspelled a field must not lose the
            # sentence: say it in English (the catalog test keeps this rare).
            english = template.english(self.count) if isinstance(template, Plural) else str(template or self.frame)
            return english.format(**values)

    def __reduce__(self) -> tuple[type[str], tuple[str]]:  # pickling (multiprocessing) keeps the English only
        return (str, (str(self),))


def render(value: object, lookup: Lookup) -> str:
    """``value`` for a player: a ``Text`` in ``lookup``'s language, anything
    else as ``str`` gives it."""
    if isinstance(value, Text):
        return value.render(lookup)
    if isinstance(value, float):
        return decimal(value).render(lookup)
    return str(value)


def N_(template: str, note: str | None = None) -> Text:  # noqa: N802  (gettext's name for the marker)
    """Mark ``template`` for translation (it is found in the source by name)."""
    return Text(template, template, None, None, note)


def N_plural(one: str, other: str, note: str | None = None) -> Plural:  # noqa: N802  (named after N_)
    """Mark a template with a form for one and a form for any other count."""
    return Plural(one, other, note)


def fill(template: "str | Plural", count: int | None = None, **fields: object) -> Text:
    """``template`` (marked with ``N_`` or ``N_plural``) filled with ``fields``
    (and ``count``, which a plural template also reads as ``{count}``)."""
    if isinstance(template, Plural):
        english = template.english(count)
        note = template.note
    else:
        english = str(template)
        note = getattr(template, "note", None)
        template = str(template)
    if count is not None:  # written the language's way: 72,000 moves, 72 000 drag
        fields = {"count": whole_number(count) if isinstance(count, int) else count, **fields}
    return Text(english.format(**fields), template, fields, count, note)


def compose(frame: str, **fields: object) -> Text:
    """``frame`` filled with ``fields`` where the frame is not words to
    translate ("{rank}{suit}"), but the fields may be."""
    return Text(frame.format(**fields), None, fields, frame=frame)


def join(separator: str, parts: Iterable[object]) -> Text:
    """``parts`` joined by ``separator`` (" + ", ", "), each part rendered in
    the player's language."""
    parts = list(parts)
    frame = separator.replace("{", "{{").replace("}", "}}").join("{p%d}" % i for i in range(len(parts)))
    return compose(frame, **{f"p{i}": p for i, p in enumerate(parts)})


AND_LAST = N_("{rest} and {last}", note="the last two of a list of names, such as: North, West and Anna ({rest} is the names before the last, joined by commas)")


def names_list(names: Iterable[object]) -> Text:
    """Names as a sentence lists them: "Anna", "North and Anna",
    "North, West and Anna" (the "and" in the player's language)."""
    names = list(names)
    if len(names) < 2:
        return join("", names)
    return fill(AND_LAST, rest=join(", ", names[:-1]), last=names[-1])


# How each language the game speaks writes a number: (decimal separator,
# the mark between groups of three digits, the smallest number grouped).
# English writes 2.5 and 74,984; Swedish 2,5 and 74 984.  A language is not a
# catalog message here: the separator was once one, was never extracted (the
# markers' own module is not searched) and so every language showed "2.4".
# These are CLDR's marks, the ones Qt's QLocale gives (a test compares them
# for every language in ``casino_desktop.i18n.LANGUAGES``); the core may not
# ask Qt, and the CLI has no locale of its own.
NUMBER_MARKS: dict[str, tuple[str, str, int]] = {
    "en": (".", ",", 1000),
    "sv": (",", "\u00a0", 1000),
    "fi": (",", "\u00a0", 1000),
    "ru": (",", "\u00a0", 1000),
    "id": (",", ".", 1000),
    "es": (",", ".", 10000),  # Spanish groups from five digits: 7500, 74.984
    "nb": (",", "\u00a0", 1000),
}


def number_marks(lookup: Lookup) -> tuple[str, str, int]:
    """How the language ``lookup`` speaks writes numbers: its ``language``
    attribute's code (English's when it has none, or one not listed)."""
    return NUMBER_MARKS.get(getattr(lookup, "language", "en"), NUMBER_MARKS["en"])


def _written(value: float, places: int | None, marks: tuple[str, str, int]) -> str:
    point, group, grouped_from = marks
    if isinstance(value, int):  # exact, however large (a float would round it)
        digits = str(value)
    else:
        digits = f"{value:.{places}f}" if places is not None else f"{value:g}"
    sign, digits = ("-", digits[1:]) if digits.startswith("-") else ("", digits)
    whole, dot, fraction = digits.partition(".")
    if whole.isdigit() and abs(value) >= grouped_from:
        whole = f"{int(whole):,}".replace(",", group)
    return sign + whole + (point + fraction if dot else "")


class Number(Text):
    """A number in a sentence, written the way the reader's language writes
    it (decimal comma, digit groups); its English is the ``str`` value."""

    __slots__ = ("value", "places")

    value: float
    places: int | None

    def __new__(cls, value: float, places: int | None = None) -> Self:
        english = _written(value, places, NUMBER_MARKS["en"])
        self = super().__new__(cls, english, None, frame=english)
        self.value = value
        self.places = places
        return self

    def render(self, lookup: Lookup) -> str:
        return _written(self.value, self.places, number_marks(lookup))


def decimal(value: float, places: int | None = None) -> Number:
    """``value`` with ``places`` decimals (as few as it needs when None),
    written the way the player's language writes numbers (2.5, 2,5)."""
    return Number(value, places)


def whole_number(value: int) -> Number:
    """A whole number with its digits grouped the player's way (74,984 in
    English, 74 984 in Swedish): for sizes and counts, not deal numbers.
    A plural's ``{count}`` is one (``fill``)."""
    return Number(value, 0)


def english(source: str, note: str | None, count: int | None) -> None:
    """The lookup of a player who reads English: no translation."""
    return None
