"""Every word of the main window's menus and of the dialogs comes through
the catalog: in the pseudo-language each translated string is bracketed,
and nothing may be left outside the brackets but a name a person typed."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from casino_desktop.core import apply, legal_moves, new_game, preset
from casino_desktop.core.sentences import YOU_NAME
from casino_desktop.qt.catalogs import language_names
from casino_desktop.qt.dialogs import match_guard
from casino_desktop.qt.dialogs.help_menu import how_to_play_markdown
from casino_desktop.qt.dialogs.house_rules_form import GROUPS
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.dialogs.rulebook_window import RulesWindow
from casino_desktop.qt.dialogs.score_sheet import RoundDialog
from casino_desktop.qt.dialogs.statistics import StatisticsDialog
from casino_desktop.qt.game import files
from casino_desktop.qt.game.controller import COMPASS
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.storage.stats_store import StatsStore
from tests.qt.pseudo_locale import leftover
from ..table_helpers import make_window
from tests.qt.pseudo_locale import untranslated

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def _others_actions(w) -> set:
    """Menu entries the aids, the coach, the card look and the lessons make:
    their packages' own pseudo-language tests look at them."""
    actions = {w.act_undo, w.act_hint, w.aids.act_review, w.act_still_out, w.aids.act_four_colours,
               w.coach.act_coach}
    menus = [w.help.lessons] + [next(iter(group.values())).parent()
                                for group in (w.card_look.theme_actions, w.card_look.back_actions,
                                              w.card_look.felt_actions) if group]
    for menu in menus:
        actions.add(menu.menuAction())
        actions.update(menu.actions())
    return actions


def bare_menu_words(w) -> list[tuple[str, str]]:
    others = _others_actions(w)
    own_names = {name for _code, name in language_names()}  # each language by its own name, by design
    found = []

    def walk(actions, where):
        for act in actions:
            if act in others or act.isSeparator():
                continue
            if act.text() not in own_names:
                for text in (act.text(), act.toolTip()):
                    if leftover(text):
                        found.append((where, leftover(text)))
            if act.menu() is not None:
                walk(act.menu().actions(), f"{where} › {act.text()}")

    walk(w.menuBar().actions(), "menu")
    return found


def test_the_main_windows_menus_are_translated(qtbot, tmp_path, pseudo_language):
    window = make_window(qtbot, tmp_path)
    assert bare_menu_words(window) == []
    assert leftover(window.windowTitle()) == ""
    titles = [a.text() for a in window.menuBar().actions()]
    assert all(t.startswith("⟦&") for t in titles), titles  # translated, the mnemonic kept


@pytest.mark.parametrize("players", [2, 4])
def test_the_new_game_dialog_and_every_house_rules_tab_are_translated(qtbot, pseudo_language, players):
    seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "master")] * 3
    dialog = SetupDialog(GameSetup("krypkasino" if players == 4 else "casino", {}, players, players == 4, seats))
    qtbot.addWidget(dialog)
    dialog.show()
    for tab in range(len(GROUPS)):
        dialog.form.setCurrentIndex(tab)
        assert untranslated(dialog) == [], GROUPS[tab]
    dialog.seat_name[0].setText("Anna")
    dialog.seat_name[1].setText("anna")  # a sentence of the dialog's own: two seats of one name
    dialog.seat_kind[1].setCurrentIndex(dialog.seat_kind[1].findData(HUMAN))
    dialog.seat_name[1].setText("anna")
    assert dialog.problem.text().startswith("⟦")
    assert untranslated(dialog, typed=["Anna", "anna"]) == []


def test_the_practice_form_is_translated(qtbot, pseudo_language):
    dialog = SetupDialog(GameSetup(), practice=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert untranslated(dialog) == []


@pytest.mark.parametrize("variant", ["casino", "swedish-kasino", "mulle-kortspel", "swazi-casino", "south-african-casino"])
def test_the_rulebook_window_is_translated(qtbot, pseudo_language, variant):
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show_rules(GameSetup(variant, {"sweeps": False} if variant == "casino" else {}))
    window.show()
    window.details_fold.setChecked(True)
    assert untranslated(window) == []
    window.tabs.setCurrentWidget(window.glossary)
    assert untranslated(window) == []


def _finished_round(players: int = 2):
    state = new_game(preset("casino").rules, players, False, 5)
    while state.phase == "play":
        apply(state, legal_moves(state)[0])
    return state


def test_the_score_sheet_at_a_rounds_end_is_translated(qtbot, pseudo_language):
    state = _finished_round()
    north = COMPASS["top"]  # the default seat names, marked where they are made
    dialog = RoundDialog(state, [YOU_NAME, north])
    qtbot.addWidget(dialog)
    dialog.show()
    assert untranslated(dialog) == []
    state.winner = 0
    over = RoundDialog(state, ["Anna", north])
    qtbot.addWidget(over)
    over.show()
    assert untranslated(over, typed=["Anna"]) == []


def test_statistics_are_translated(qtbot, tmp_path, pseudo_language):
    store = StatsStore(tmp_path / "stats.sqlite")
    for i, kind in enumerate(("mulle-kortspel|4p|master", "dominican-casino|3|mixed", "casino|2|beginner")):
        store.start_match(f"{i:032x}", kind)
        store.finish_match(f"{i:032x}", kind, i % 2 == 0)
    store.start_match("f" * 32, "casino|2|beginner")
    store.abandon_match("f" * 32, "casino|2|beginner")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.summary.text().startswith("⟦")
    assert untranslated(dialog) == []
    store.close()


def _shown_boxes(monkeypatch) -> list[tuple[str, str]]:
    shown = []
    for name in ("about", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda _p, title, text, *_a, **_k: shown.append((title, text)))
    return shown


def test_about_and_how_to_play_are_translated(qtbot, tmp_path, pseudo_language, monkeypatch):
    window = make_window(qtbot, tmp_path)
    shown = _shown_boxes(monkeypatch)
    window.help.show_about()
    assert shown and all(leftover(t) == "" for box in shown for t in box), shown
    window.help.show_how_to_play()
    assert window.help.guide_window.windowTitle().startswith("⟦")
    # The page's own words; its list of commands is the menus' words (and
    # keys, which Qt names), looked at by the menus' test.
    prose = how_to_play_markdown([]).replace("#", " ").replace("*", " ")
    assert [leftover(line) for line in prose.splitlines() if leftover(line)] == []


def test_save_and_open_refusals_and_file_dialogs_are_translated(qtbot, tmp_path, pseudo_language, monkeypatch):
    window = make_window(qtbot, tmp_path)
    window.start_game()
    shown = _shown_boxes(monkeypatch)
    asked = []

    def dialog(_parent, title, _folder, filters):
        asked.append((title, filters))
        return str(tmp_path / "taken"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    (tmp_path / "taken.casino.json").mkdir()  # a folder where the file would go: the save is refused
    window.save_game()
    damaged = tmp_path / "damaged.casino.json"
    damaged.write_text('{"format": "casino-game", "version": 1, "moves": [')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: asked.append((a[1], a[3])) or (str(damaged), ""))
    window.open_game()
    qtbot.waitUntil(lambda: window.opening is None)  # read on a worker thread
    with pytest.raises(files.InputRefused) as refused:
        files.load_game_file(damaged)
    assert len(shown) == 2 and len(asked) == 2
    for title, filters in asked:
        assert leftover(title) == "" and leftover(filters.replace("*.casino.json", "").replace("*", "")) == ""
    core_sentence = str(refused.value)
    for title, text in shown:
        assert leftover(title) == ""
        rest = leftover(text)
        assert rest == "" or rest == core_sentence.strip(), text  # the core's sentence, until it is marked


@pytest.mark.real_question_box
def test_the_match_guards_question_is_translated(qtbot, pseudo_language, monkeypatch):
    seen = []

    def look(box: QMessageBox) -> int:
        seen.append([box.windowTitle(), box.text(), box.informativeText()] + [b.text() for b in box.buttons()])
        return 0

    monkeypatch.setattr(QMessageBox, "exec", look)
    for action in match_guard.QUESTIONS:
        title, question, go_ahead = match_guard.QUESTIONS[action]
        assert not match_guard.ask(None, title, question, match_guard.COUNTED, go_ahead)
    assert len(seen) == len(match_guard.QUESTIONS)
    assert all(leftover(text) == "" for texts in seen for text in texts), seen
