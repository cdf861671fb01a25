"""The template finder reads every module, the markers' own ``i18n.py``
files too (a decimal separator marked there once never reached a catalog, so
every language said "10.6"); numbers are now written by ``core.i18n``'s
table of each language's marks, and a Norwegian coach says "10,6 poeng"."""
from __future__ import annotations

from pathlib import Path

from casino_desktop.coach.texts import points_text

from casino_desktop.i18n.extract import collect
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.i18n import say

PACKAGE = Path(__file__).resolve().parents[2] / "casino_desktop"


def test_a_message_marked_in_an_i18n_module_is_collected(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "i18n.py").write_text('def N_(text, note=None):\n    return text\n\n\nHELLO = N_("Hello there.")\n')
    messages, errors = collect(package)
    assert errors == []
    assert [m.source for m in messages] == ["Hello there."]


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
