"""Every word on screen comes through the catalog: in the pseudo-language
each translated string is bracketed, so anything left outside the brackets
was shown without translation."""
from __future__ import annotations

import pytest

from tests.qt.pseudo_locale import leftover, pseudo, untranslated
from tests.qt.table_helpers import make_window, wait_for_human


def test_the_pseudo_language_keeps_fields_and_finds_bare_words():
    assert pseudo("Take {card}.").count("{card}") == 1
    assert leftover(pseudo("Take {card}.").format(card="5♦")) == ""
    assert leftover("⟦Ţåķé ⟦Kn⟧♦⟧ and more") == "and more"
    assert leftover("10♦ + 3♣ (12)") == ""


@pytest.mark.gui
def test_the_table_mid_round_shows_only_translated_words(qtbot, tmp_path, pseudo_language):
    window = make_window(qtbot, tmp_path)
    window.start_game()
    wait_for_human(qtbot, window)
    assert untranslated(window) == []
