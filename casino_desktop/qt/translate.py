"""Every word the window shows, in the player's language.

One catalog system for the whole app: Qt's own.  The templates are found in
the source by ``scripts/i18n_update.py`` (it reads the markers of
``core/templates.py`` and this module's ``tr`` / ``tr_n``) into
``casino_desktop/i18n/casino_<lang>.ts``, translators fill those, and
``lrelease`` compiles them to ``.qm`` (``catalogs.py``).  A ``QTranslator``
holds the language; Qt's own dialogs get theirs from the ``qtbase``
catalogs PySide6 ships.  Why Qt's and not gettext: the window is Qt's,
Qt's dialogs and buttons need Qt's catalogs anyway, PySide6 ships the
tools, Linguist opens the ``.ts`` files, and the numerus forms of each
language (Russian's three) come with them.

- ``tr(template, **fields)``: a template written in the Qt layer, in the
  player's language, filled.
- ``tr_n(one, other, count, **fields)``: one with a form for one and others.
- ``say(value)``: whatever the core said (a ``Text``, or a marked constant)
  in the player's language; any other value as ``str`` gives it.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from casino_desktop.core.templates import CONTEXT, N_, N_plural, Text, fill, render


class _InstalledLookup:
    """``lookup(source, note, count)``: ``source`` in the installed language;
    None when it has no translation (then the English is shown, with its own
    plural rule).  ``language``: the code of the language the words are shown
    in, "en" while no catalog of ours is installed; the core writes numbers
    that language's way (``core.templates.number_marks``)."""

    @property
    def language(self) -> str:
        return _state.language if _state.translated else "en"

    def __call__(self, source: str, note: str | None, count: int | None) -> str | None:
        if not _state.translated:
            return None
        result = QCoreApplication.translate(CONTEXT, source, note, -1 if count is None else count)
        return None if result == source else result


lookup = _InstalledLookup()


def say(value: object) -> str:
    """A sentence of the core (or a marked constant) in the player's language."""
    return render(value, lookup)


def tr(template: str, note: str | None = None, **fields: object) -> str:
    """A template of the Qt layer in the player's language, filled with
    ``fields`` (each said with ``say``)."""
    if not fields:
        return lookup(template, note, None) or template
    return fill(N_(template, note), **fields).render(lookup)  # type: ignore[arg-type]  # no count among the fields: ``tr_n`` takes counts


def tr_n(one: str, other: str, count: int, note: str | None = None, **fields: object) -> str:
    """A template with a form for one and a form for other counts; ``{count}``
    is filled with ``count``."""
    return fill(N_plural(one, other, note), count, **fields).render(lookup)


class _State:
    """Whether a catalog of ours is installed (English needs none), and its language."""

    translated = False
    language = "en"


_state = _State()


def set_translated(on: bool, language: str = "en") -> None:
    """``catalogs.install_language`` says whether our catalog of ``language`` is in place."""
    _state.translated = on
    _state.language = language


__all__ = ["N_", "Text", "lookup", "say", "tr", "tr_n", "set_translated"]
