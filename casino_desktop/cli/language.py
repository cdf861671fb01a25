"""``cli --lang CODE``: the CLI's ``reason`` sentences in a player's language.

The CLI's JSON is for programs and stays English; only the sentences meant
for a person (a refusal's ``reason``, a refused input's error line) can be
asked for in another language.  They are ``Text`` values from the core, so
they are said again through the same catalog the app reads: compiled with
``qt/catalogs.compiled_catalog`` and looked up with a ``QTranslator``, which
needs no application object (the CLI never starts one).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..core.templates import CONTEXT, Lookup, english, render
from ..i18n import LANGUAGES, catalog_file

CODES = ("en",) + tuple(LANGUAGES)
REASON_KEYS = ("reason",)


def catalog_path(code: str) -> Path:
    """The ``.ts`` catalog of ``code`` (a test points this at its own)."""
    return catalog_file(code)


def language_lookup(code: str) -> Lookup:
    """The lookup of ``code``'s catalog; English's for "en".  Raises OSError
    when the catalog cannot be compiled or read."""
    if code == "en":
        return english
    # Qt only for a language other than English: the CLI runs without it otherwise.
    from PySide6.QtCore import QTranslator
    from ..qt.catalogs import compiled_catalog
    translator = QTranslator()
    path = compiled_catalog(code, catalog_path(code))
    # A catalog with nothing translated yet loads empty: its sentences stay English.
    if not translator.load(str(path)):
        raise OSError(f"the catalog {path.name} is damaged")

    def lookup(source: str, note: str | None, count: int | None) -> str | None:
        found = translator.translate(CONTEXT, source, note, -1 if count is None else count)
        # Qt answers the source itself (or nothing) for a message it lacks: English then.
        return found if found and found != source else None

    lookup.translator = translator  # type: ignore[attr-defined]  # keep the translator alive as long as the lookup
    lookup.language = code  # type: ignore[attr-defined]  # numbers are written this language's way (``core.templates.number_marks``)
    return lookup


def localize(result: Any, lookup: Lookup) -> Any:
    """``result`` with every ``reason`` sentence in ``lookup``'s language;
    everything else as it was."""
    if isinstance(result, dict):
        return {k: (render(v, lookup) if k in REASON_KEYS and isinstance(v, str) else localize(v, lookup))
                for k, v in result.items()}
    if isinstance(result, list):
        return [localize(v, lookup) for v in result]
    return result
