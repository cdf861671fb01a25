"""A build named inside a sentence as what a move takes is a template of
its own, so a language with cases says it as the object: Russian read
"Север берёт сборка на 13 …" (the nominative of the table's listing)."""
from __future__ import annotations

import pytest

from casino_desktop.core import CAPTURE, legal_moves, move_lines
from casino_desktop.core.pointing import move_label
from casino_desktop.core.sentences import phrase
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.translate import say
from tests.core.helpers import position

pytestmark = [pytest.mark.gui]


@pytest.fixture
def russian(qapp):
    assert install_language("ru") is None
    yield
    install_language("en")


def test_a_build_taken_is_said_as_the_object_in_russian(russian):
    state = position("casino", "8S 4H", "2C", builds=[("3C 5D", 8, False, 1)])
    take = next(m for m in legal_moves(state) if m.kind == CAPTURE and m.builds)
    line = say(move_lines(["Юг", "Север"], state, 0, take, state)[0])
    assert "сборку на 8" in line and "сборка" not in line, line
    label = say(move_label(state, take))
    assert "сборку на 8" in label, label
    # The table's listing (the table in words) keeps the nominative.
    assert say(phrase("table_build", value=8, cards="3♣ + 5♦")).startswith("сборка на 8")


def test_partners_are_joined_by_the_languages_word_on_the_table_and_in_the_score_table(qtbot):
    """Spanish read "Oeste y Este" on the table but "Oeste & Este" in the
    side panel and the match-over headline: the side was glued with " & "."""
    from casino_desktop.core import make_rules, new_game, partners
    from casino_desktop.qt.table.side_panel import SidePanel
    assert install_language("es") is None
    try:
        side = partners("Oeste", "Este")
        assert say(side) == "Oeste y Este"
        panel = SidePanel()
        qtbot.addWidget(panel)
        panel.start_match(new_game(make_rules("casino", {}), 4, True, 1), "casino", [partners("Sur", "Norte"), side])
        assert panel.scores.horizontalHeaderItem(1).text() == "Oeste y\nEste"
    finally:
        install_language("en")
    assert say(side) == "Oeste & Este"
