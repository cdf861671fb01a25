"""The rules of one game as a player reads them: the deal, playing a card,
building, scoring, winning; in sentences, generated from the same rule
values the engine enforces, so the book cannot drift from the game.

Only what applies to this game is said ("Mulle: nothing" has no place in
Royal Casino); every sentence names the rule fields it explains, so a test
can check that no field that applies is left unexplained and none that does
not is mentioned (``applies``).  The full list of settings, with their
values, stays available as ``details`` for the reader who wants it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .templates import fill
from .rule_spec import SECTION_BUILDING, SECTION_DEAL, SECTION_PLAY, SECTION_SCORING, SECTION_WINNING, RuleSpec
from .rule_units import BOOK_UNITS, RULE_SPECS, SPEC_BY_ID
from .rulebook_words import HOUSE_RULE, SECTIONS, USUALLY, YES_NO
from .variants import Rules, needs_met, preset

# The book's sections in the order it has them; what each says, and in what
# order, is the rule units' (``rule_units.BOOK_UNITS``).
SECTION_ORDER = (SECTION_DEAL, SECTION_PLAY, SECTION_BUILDING, SECTION_SCORING, SECTION_WINNING)


@dataclass(frozen=True)
class Sentence:
    text: str
    fields: frozenset[str]


@dataclass(frozen=True)
class Section:
    title: str
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class Detail:
    """One setting for the details fold: its label, value in words, help."""
    label: str
    value: str
    help: str
    house_rule: bool


@dataclass(frozen=True)
class Rulebook:
    title: str
    summary: str
    sections: tuple[Section, ...]
    details: tuple[Detail, ...]
    family: str = ""  # the variant's family: its glossary (``glossary.terms_for``)

    def explained(self) -> set[str]:
        return {f for sec in self.sections for s in sec.sentences for f in s.fields}

    def prose(self) -> str:
        return "\n".join(s.text for sec in self.sections for s in sec.sentences)


def _needs_met(r: Rules, needs: str | None) -> bool:
    return needs_met(lambda name: getattr(r, name), needs)


def applies(r: Rules, name: str, base: Rules) -> bool:
    """Whether the field ``name`` says something about this game, as its
    spec (``rule_units``) tells: its preconditions hold, and its own test
    (``mentioned``) says yes, or it is always part of the rules, or it does
    something here, or a house rule changed it from the preset."""
    spec = SPEC_BY_ID[name]
    if not _needs_met(r, spec.needs):
        return False
    if spec.mentioned is not None:
        verdict = spec.mentioned(r)
        if verdict is not None:
            return verdict
    if spec.said_whatever_its_value(r):
        return True
    value = getattr(r, name)
    return value not in spec.quiet or value != getattr(base, name)


class _Writer:
    """Collects the sentences of one section, marking house rules: the
    ``rule_spec.Book`` the rule units write in."""

    def __init__(self, r: Rules, base: Rules, family: str):
        self.r, self.base, self.family = r, base, family
        self.out: list[Sentence] = []

    def say(self, text: str, *fields: str) -> None:
        if any(getattr(self.r, f) != getattr(self.base, f) for f in fields):
            text = fill(HOUSE_RULE, sentence=text)
        self.out.append(Sentence(text, frozenset(fields)))

    def applies(self, name: str) -> bool:
        return applies(self.r, name, self.base)

    def also(self, *names: str) -> list[str]:
        return [name for name in names if applies(self.r, name, self.base)]

    def label(self, name: str) -> str:
        return SPEC_BY_ID[name].label

    def take(self) -> tuple[Sentence, ...]:
        out, self.out = tuple(self.out), []
        return out


def value_words(spec: RuleSpec, value: bool | int | str) -> str:
    """A setting's value in the players' words ("no", "10", a choice's
    name): the rulebook's details and the side panel's house rules."""
    if isinstance(value, bool):
        return YES_NO[value]
    return spec.choices[str(value)] if spec.choices else str(value)


def rulebook(rules: Rules, variant_id: str) -> Rulebook:
    v = preset(variant_id)
    base = v.rules
    w = _Writer(rules, base, v.family)
    sections = []
    for section in SECTION_ORDER:
        for unit in BOOK_UNITS:
            if unit.section == section:
                unit.write(rules, w)
        sentences = w.take()
        if sentences:
            sections.append(Section(SECTIONS[section], sentences))
    details = tuple(Detail(s.label, value_words(s, getattr(rules, s.id)), s.help,
                           getattr(rules, s.id) != getattr(base, s.id)) for s in RULE_SPECS)
    # The preset's description says the preset's rules: with house rules it says so.
    summary = fill(USUALLY, summary=v.summary) if any(d.house_rule for d in details) else v.summary
    return Rulebook(v.name, summary, tuple(sections), details, v.family)


def rulebook_markdown(book: Rulebook) -> str:
    """The book as Markdown: prose by section, then every setting."""
    lines = [f"# {book.title}", "", book.summary]
    for sec in book.sections:
        lines += ["", f"## {sec.title}", ""] + [f"- {s.text}" for s in sec.sentences]
    lines += ["", "## Every setting", ""]
    lines += [f"- **{d.label}**: {d.value}{' (house rule)' if d.house_rule else ''}. {d.help}" for d in book.details]
    return "\n".join(lines) + "\n"
