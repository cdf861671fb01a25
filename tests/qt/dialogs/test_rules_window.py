"""The Rules window is a rulebook: prose that applies to the game, every
setting under a fold, and the games' own words explained by tooltip and in
the Glossary tab."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from casino_desktop.core.glossary import definition, term_for, terms_for
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.dialogs.rulebook_window import RulesWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _window(qtbot, variant, options=None) -> RulesWindow:
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show_rules(GameSetup(variant, options=options or {}))
    window.show()
    qtbot.waitExposed(window)
    return window


def test_royal_casino_rules_do_not_show_mulle_misere_or_fewest_players(qtbot):
    window = _window(qtbot, "royal-casino")
    text = window.text.toPlainText()
    for absent in ("Mulle", "misère", "Fewest players", ": nothing", ": no"):
        assert absent not in text, absent
    for heading in ("The deal", "Playing a card", "Building", "Scoring", "Winning"):
        assert heading in text
    # Every setting is still there, under the fold.
    assert not window.details.isVisible()
    qtbot.mouseClick(window.details_fold, Qt.MouseButton.LeftButton)
    assert window.details.isVisible()
    details = window.details.toPlainText()
    assert "Mulle: nothing" in details and "Fewest players: 2" in details


def _links(doc) -> dict[str, str]:
    """{link target: tooltip} of every link in a document."""
    out = {}
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor():
                out[fmt.anchorHref()] = fmt.toolTip()
            it += 1
        block = block.next()
    return out


def test_tabbe_and_sistan_are_explained_where_they_appear(qtbot):
    window = _window(qtbot, "kasino")
    links = _links(window.text.document())
    for word in ("tabbe", "sistan"):
        assert links.get(f"glossary:term-{word}") == definition(term_for(word)), word
    # The first "tabbe" on the page is itself the link.
    found = window.text.document().find("tabbe")
    assert found.charFormat().anchorHref() == "glossary:term-tabbe"


def test_clicking_a_games_word_opens_its_glossary_entry(qtbot):
    window = _window(qtbot, "finnish-kasino")
    found = window.text.document().find("m\u00f6kki")
    assert not found.isNull()
    inside = QTextCursor(window.text.document())
    inside.setPosition(found.selectionStart() + 2)
    window.text.setTextCursor(inside)
    window.text.ensureCursorVisible()
    rect = window.text.cursorRect(inside)
    qtbot.mouseClick(window.text.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.glossary)
    assert "m\u00f6kki (Finnish)" in window.glossary.toPlainText()


def test_glossary_lists_the_words_its_rules_text_uses_with_their_definitions(qtbot):
    from casino_desktop.qt.dialogs.rulebook_window import words_used
    window = _window(qtbot, "mulle")
    text = window.glossary.toPlainText()
    for word in ("mulle", "tabbe", "sistan", "capture", "trail"):
        assert f"{word}" in text and definition(term_for(word)) in text, word
    assert "{" not in text  # every named field filled
    assert "drifting" not in text and "top card" not in text  # the African games' words stay theirs
    assert "m\u00f6kki" not in text and "multiple build" not in text  # words its rules text does not use
    # Finnish Kasino has no building and no mulle: its glossary listed both
    # (and "raise"), words of other games of the family (stranger 23); its
    # "last capture" scores no point, so sistan's entry claims none.
    window.show_rules(GameSetup("finnish-kasino"))
    text = window.glossary.toPlainText()
    for absent in ("mulle", "raise", "single build", "tabbe", "mis\u00e8re"):
        assert absent not in text, absent
    assert "m\u00f6kki" in text and definition(term_for("sistan")) in text
    assert "scores a point in the Nordic games" not in text
    window.show_rules(GameSetup("swazi-casino"))
    text = window.glossary.toPlainText()
    from casino_desktop.core import make_rulebook, preset
    used = words_used(make_rulebook(preset("swazi-casino").rules, "swazi-casino"))
    assert {"drifting", "top card", "capture pile", "augmented build", "ending a turn"} <= used
    for t in terms_for("African"):
        assert (definition(t) in text) == (str(t.word) in used), t.word
    links = _links(window.text.document())
    for word in ("drifting", "top card", "capture pile", "augmented build", "ending a turn"):
        assert f"glossary:term-{word.replace(' ', '-')}" in links, word


def test_house_rules_are_marked_in_the_rulebook(qtbot):
    window = _window(qtbot, "casino", {"sweep_points": 1})
    text = window.text.toPlainText()
    assert "every sweep scores 1 point" in text and "(house rule)" in text


def test_how_to_play_in_the_same_window_hides_the_rules_tabs(qtbot):
    window = _window(qtbot, "casino")
    window.show_markdown("How to play", "# How to play\n\nDrag a card.")
    assert not window.tabs.tabBar().isVisible() and not window.details_fold.isVisible()
    assert "Drag a card" in window.text.toPlainText()
    window.show_rules(GameSetup("casino"))
    assert window.tabs.tabBar().isVisible() and window.details_fold.isVisible()


def test_play_log_and_score_sheet_explain_the_games_words_by_tooltip(qtbot):
    from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game
    from casino_desktop.core.glossary import entry_sentence
    from casino_desktop.qt.dialogs.score_sheet import RoundDialog
    from casino_desktop.qt.table.side_panel import SidePanel
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.log.add_lines(["North takes 5\u2666 with 5\u2660 \u2014 a mulle!", "You trail 7\u2663"])
    assert panel.log.item(panel.log.count() - 2).toolTip() == entry_sentence(term_for("mulle"))
    assert panel.log.item(panel.log.count() - 1).toolTip() == entry_sentence(term_for("trail"))

    state = new_game(make_rules("swedish-kasino"), 2, False, 4)
    while state.phase == PHASE_PLAY:
        apply(state, legal_moves(state)[0])
    dialog = RoundDialog(state, ["You", "North"])
    qtbot.addWidget(dialog)
    rows = {dialog.breakdown.verticalHeaderItem(r).text(): dialog.breakdown.verticalHeaderItem(r).toolTip()
            for r in range(dialog.breakdown.rowCount())}
    assert rows["Last capture"] == definition(term_for("sistan"))
    assert rows["Sweeps"] == definition(term_for("sweep"))
    assert rows["Most cards"] == ""


def test_the_glossary_is_in_the_order_of_the_words_shown(qapp, tmp_path):
    """Sorted by the English headwords, the Swedish glossary began "stora
    kasino, bygge, tagning": it follows the shown words and their alphabet."""
    from casino_desktop.i18n.extract import Message
    from casino_desktop.i18n.ts_file import merge, write_ts
    from casino_desktop.qt import catalogs
    from casino_desktop.qt.dialogs.rulebook_window import glossary_html
    note = "a word of the game, as the glossary lists it"
    words = {"capture": "\u00f6ka", "trail": "aaa"}  # in Swedish, ö comes after z
    done = merge([Message(src, note, None, [("x.py", 1)]) for src in words], {}, 2)
    for e in done:
        e.translations, e.finished = [words[e.source]], True
    ts = tmp_path / "casino_sv_test.ts"
    write_ts(ts, "sv_SE", done)
    try:
        assert catalogs.install_language("sv", ts) is None
        html = glossary_html()
    finally:
        catalogs.install_language("en")
    first, last = html.index("<b>aaa</b>"), html.index("<b>\u00f6ka</b>")
    assert first < html.index("<b>build</b>") < html.index("<b>sweep</b>") < last


@pytest.mark.parametrize("language", ["sv", "fi", "ru", "es", "nb", "id"])
def test_a_house_rules_mark_links_to_the_glossary_in_every_language(qtbot, language):
    # In Swedish "(husregel)" was plain text: the words were looked for in English only.
    from casino_desktop.qt import catalogs
    try:
        assert catalogs.install_language(language) is None
        window = _window(qtbot, "casino", {"sweep_points": 1})
        links = _links(window.text.document())
    finally:
        catalogs.install_language("en")
    assert "glossary:term-house-rule" in links, sorted(links)


def test_a_games_glossary_lists_the_same_words_in_every_language(qtbot):
    """Which words a game's rules use is the rules' own: found in the Finnish
    text, "trail" and "partnership" were missed (Finnish inflects them)."""
    from casino_desktop.qt import catalogs
    from casino_desktop.qt.translate import say
    try:
        assert catalogs.install_language("fi") is None
        text = _window(qtbot, "finnish-kasino").glossary.toPlainText()
        for word in ("trail", "partnership", "sistan", "capture"):
            assert say(definition(term_for(word))) in text, word
    finally:
        catalogs.install_language("en")
