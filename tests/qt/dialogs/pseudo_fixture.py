"""The pseudo-language for the dialog tests (``tests/qt/pseudo_locale.py``),
and what the dialogs may still show untranslated for now: words another
package makes and has not marked yet.

The dialogs show texts of the core (variant names, rule labels, the
rulebook), of the computer levels and of practice mode, through ``say``.
Until those packages mark their texts, a text of theirs is a plain ``str``
and shows bare in the pseudo-language; ``untranslated_here`` leaves exactly
those out, by value.  The allowance ends by itself: once a package marks a
text, it is a ``Text``, no longer listed here, and must come out bracketed.
"""
from __future__ import annotations

import pytest

from casino_desktop.core.i18n import Text
from casino_desktop.qt.catalogs import install_language
from tests.qt.pseudo_locale import leftover, untranslated, write_pseudo_catalog


@pytest.fixture(scope="session")
def pseudo_catalog(tmp_path_factory):
    return write_pseudo_catalog(tmp_path_factory.mktemp("pseudo"))


@pytest.fixture
def pseudo_language(pseudo_catalog):
    assert install_language("xx", pseudo_catalog) is None
    yield
    install_language("en")


def _unmarked(value) -> bool:
    return isinstance(value, str) and not isinstance(value, Text) and bool(value.strip())


def unmarked_elsewhere(extra=()) -> list[str]:
    """Texts of the core, the levels and practice mode that are not marked
    yet (longest first: a short one may be part of a long one)."""
    from casino_desktop.ai.levels import LEVELS, level_description, level_label
    from casino_desktop.core import PRESETS, RULE_FIELDS
    from casino_desktop.core.glossary import TERMS, definition
    from casino_desktop.core.rulebook import rulebook
    from casino_desktop.qt.practice import texts as practice_texts
    found: list = list(extra)
    for v in PRESETS:
        found += [v.name, v.family, v.summary]
        book = rulebook(v.rules, v.id)
        found += [book.title, book.summary]
        for sec in book.sections:
            found += [sec.title] + [s.text for s in sec.sentences]
        for d in book.details:
            found += [d.label, d.value, d.help]
    for f in RULE_FIELDS:
        found += [f.metadata["label"], f.metadata["help"], *f.metadata.get("choice_labels", {}).values()]
    for level in LEVELS:
        found += [level_label(level), level_description(level)]
    for t in TERMS:
        found += [t.word, t.language, definition(t)]
    found += [getattr(practice_texts, n) for n in dir(practice_texts) if n.isupper()]
    return sorted({s for s in found if _unmarked(s)}, key=len, reverse=True)


def untranslated_here(window, extra=()) -> list[tuple[str, str]]:
    """``untranslated(window)`` less the texts other packages have not marked yet."""
    pending = unmarked_elsewhere(extra)
    out = []
    for where, rest in untranslated(window):
        for text in pending:
            rest = rest.replace(text, " ")
        rest = leftover(rest)
        if rest:
            out.append((where, rest))
    return out
