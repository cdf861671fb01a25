"""The template finder reads every module, the markers' own modules
(``core/templates.py``, ``qt/translate.py``) too (a decimal separator marked
there once never reached a catalog, so every language said "10.6"); numbers
are now written by ``core.templates``'s table of each language's marks, and a
Norwegian coach says "10,6 poeng"."""
from __future__ import annotations

from pathlib import Path

import pytest

from casino_desktop.coach.coach_sentences import points_text

from casino_desktop.i18n.extract import collect
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.translate import say

PACKAGE = Path(__file__).resolve().parents[2] / "casino_desktop"


MARKERS_MODULE = ('def N_(text, note=None):\n    return text\n\n\n'
                  'def tr(template):\n    return N_(template)\n\n\nHELLO = N_("Hello there.")\n')


@pytest.mark.parametrize("name", ["templates.py", "translate.py"])
def test_a_message_marked_in_a_markers_module_is_collected(tmp_path, name):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / name).write_text(MARKERS_MODULE)
    messages, errors = collect(package)
    assert errors == []  # the markers pass a template on by name there
    assert [m.source for m in messages] == ["Hello there."]


def test_a_template_passed_by_name_elsewhere_is_an_error(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "words.py").write_text(MARKERS_MODULE)
    _, errors = collect(package)
    assert len(errors) == 1 and "N_() needs a string literal" in errors[0]


def test_the_package_collects_without_errors():
    messages, errors = collect(PACKAGE)
    assert errors == [] and len(messages) > 1000


def test_norwegian_points_have_a_decimal_comma(qapp):
    assert install_language("nb") is None
    try:
        assert say(points_text(10.6)) == "10,6"
    finally:
        install_language("en")
    assert say(points_text(10.6)) == "10.6"


def test_a_note_passed_by_name_is_an_error(tmp_path):
    """A note held in a name was read as no note, so the catalog held the
    template without it, and the game, which looks it up with its note,
    never found the translation (the damaged-settings labels of 6 December
    2026, caught before release)."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "words.py").write_text('NOTE = "a setting"\nA = N_("The language", note=NOTE)\n'
                                      'B = N_plural("one card", "{n} cards", NOTE)\nC = N_("Fine", note=None)\n')
    messages, errors = collect(package)
    assert [m.source for m in messages] == ["Fine"]
    assert len(errors) == 2 and all("note needs a string literal" in e for e in errors)
