"""One word for each game term, per language: the glossary's checked table.

Each translator's glossary (``docs/translations/<lang>.md``) holds a table
under the heading ``## Key terms (checked)``::

    | English | says | never |
    |---|---|---|
    | sweep, sweeps | mökki, mökin, mökit | tyhjennys, tyhjennyk |

``English`` lists the word forms of the term as English templates write
them (matched as whole words, any case); ``says`` lists the stems the
language uses for it, one of which every translation of a template holding
the English term must contain (stems, since Finnish and Russian inflect);
``never`` lists stems no translation may contain: the other word a
translator once used for the same thing.  A cell holding ``—`` is empty.
The catalog test runs ``term_problems`` on every catalog.  Where a
template uses the English word in another sense ("deal" as in "a good
deal"), or the language rightly says it another way there, the glossary
lists it under ``## Key term exceptions (checked)``::

    | term | template begins | why |
    |---|---|---|
    | deal | Deal of the &Day | the daily game's name: "Päivän peli" |
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

HEADING = "## Key terms (checked)"
EXCEPTIONS = "## Key term exceptions (checked)"
# The terms every language's table must cover.
REQUIRED = ("sweep", "build", "capture", "trail", "raise", "casino", "deal", "dealer", "stock", "pile")


@dataclass(frozen=True)
class KeyTerm:
    english: tuple[str, ...]
    says: tuple[str, ...]
    never: tuple[str, ...]

    def in_english(self, source: str) -> bool:
        return any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", source, re.IGNORECASE) for w in self.english)


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _words(cell: str) -> tuple[str, ...]:
    return tuple(w.strip().casefold() for w in cell.split(",") if w.strip() and w.strip() != "—")


def _table(text: str, heading: str, header: str) -> list[list[str]]:
    """The rows of the first table after ``heading`` (header and rule left out)."""
    if heading not in text:
        return []
    rows: list[list[str]] = []
    for line in text.split(heading, 1)[1].splitlines()[1:]:
        if not line.strip():
            if rows:
                break
            continue
        if not line.lstrip().startswith("|"):
            break
        cells = _cells(line)
        if len(cells) < 3 or cells[0] in (header, "") or set(cells[0]) <= set("-: "):
            continue
        rows.append(cells)
    return rows


def _text(glossary: Path) -> str:
    return glossary.read_text(encoding="utf-8") if glossary.exists() else ""


def read_key_terms(glossary: Path) -> list[KeyTerm]:
    """The checked table of ``glossary`` ([] if it has none)."""
    return [KeyTerm(_words(c[0]), _words(c[1]), _words(c[2])) for c in _table(_text(glossary), HEADING, "English")]


def read_exceptions(glossary: Path) -> list[tuple[str, str]]:
    """(term, the beginning of a template) pairs the glossary excepts from the check."""
    return [(c[0].strip().casefold(), c[1].strip()) for c in _table(_text(glossary), EXCEPTIONS, "term")]


def missing_terms(terms: list[KeyTerm]) -> list[str]:
    """The required terms the table does not cover."""
    covered = {w for t in terms for w in t.english}
    return [r for r in REQUIRED if r not in covered]


def term_problems(terms: list[KeyTerm], source: str, translations: list[str],
                  exceptions: Sequence[tuple[str, str]] = ()) -> list[str]:
    """How the translations of ``source`` break the table ([] if they do not)."""
    excepted = {term for term, begins in exceptions if source.startswith(begins)}
    out = []
    for t in translations:
        low = t.casefold()
        for term in terms:
            bad = [w for w in term.never if w in low]
            if bad:
                out.append(f"says {bad[0]!r}, which the glossary rules out for {term.english[0]!r}")
            if term.says and term.english[0] not in excepted and term.in_english(source) \
                    and not any(w in low for w in term.says):
                out.append(f"does not use the glossary's word for {term.english[0]!r} ({', '.join(term.says)})")
    return out
