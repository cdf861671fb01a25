"""The template finder: a message marked in an ``i18n.py`` (the decimal
separator beside the markers' definitions) reaches the catalogs too, so a
Norwegian coach says "10,6 poeng", not "10.6"."""
from __future__ import annotations

from pathlib import Path

from casino_desktop.coach.texts import points_text

from casino_desktop.i18n.extract import collect
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.i18n import say

PACKAGE = Path(__file__).resolve().parents[2] / "casino_desktop"


def test_the_decimal_separator_is_a_message_of_the_catalogs():
    messages, errors = collect(PACKAGE)
    assert errors == []
    assert any(m.source == "." and "decimal separator" in (m.note or "") for m in messages)


def test_norwegian_points_have_a_decimal_comma(qapp):
    assert install_language("nb") is None
    try:
        assert say(points_text(10.6)) == "10,6"
    finally:
        install_language("en")
    assert say(points_text(10.6)) == "10.6"
