"""No two entries of one menu, one menu bar or one window share a keyboard
letter (the underlined ``&`` mnemonic), in any language the game speaks:
with two, Alt+letter reaches only the first and the second is lost to
keyboard players."""
from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import (QAbstractButton, QGroupBox, QLabel, QMenu, QMenuBar, QTabBar, QTabWidget,
                               QWidget)

from casino_desktop.core import apply, legal_moves, new_game, preset
from casino_desktop.core.sentences import YOU_NAME
from casino_desktop.i18n import LANGUAGES
from casino_desktop.qt.aids.round_review import RoundReview
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.dialogs.house_rules_form import GROUPS
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.dialogs.rulebook_window import RulesWindow
from casino_desktop.qt.dialogs.score_sheet import RoundDialog
from casino_desktop.qt.dialogs.statistics import StatisticsDialog
from casino_desktop.qt.game.controller import COMPASS
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.practice.guide_window import open_lesson
from casino_desktop.storage.stats_store import StatsStore
from tests.qt.practice.helpers import open_practice
from tests.qt.table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]

_MNEMONIC = re.compile(r"&(?!&)(\w)")


def letter(text: str) -> str | None:
    """The keyboard letter ``text`` marks with ``&`` (``&&`` is a plain ampersand)."""
    found = _MNEMONIC.search((text or "").replace("&&", ""))
    return found.group(1).casefold() if found else None


def _clashes(entries: list[tuple[str, str]], where: str) -> list[str]:
    by_letter = defaultdict(list)
    for text, shown in entries:
        key = letter(text)
        if key:
            by_letter[key].append(shown)
    return [f"{where}: {key!r} in {names}" for key, names in by_letter.items() if len(names) > 1]


def menu_clashes(actions, where: str) -> list[str]:
    """Clashes among the visible entries of one menu (or menu bar), and in each submenu."""
    shown = [a for a in actions if a.isVisible() and not a.isSeparator()]
    found = _clashes([(a.text(), a.text()) for a in shown], where)
    for a in shown:
        if a.menu() is not None:
            found += menu_clashes(a.menu().actions(), f"{where} › {a.text()}")
    return found


def window_clashes(top: QWidget, where: str) -> list[str]:
    """Clashes among what one window shows: its menu bar's titles (and each
    menu), its buttons, labels with a buddy, group boxes and tabs, counting
    only what is visible now (Qt ignores the letters of hidden widgets)."""
    entries = []
    found = []
    for bar in top.findChildren(QMenuBar):
        if bar.window() is top and bar.isVisibleTo(top):
            entries += [(a.text(), a.text()) for a in bar.actions() if a.isVisible()]
            found += menu_clashes([a for a in bar.actions() if a.menu() is not None], where)
    for widget in top.findChildren(QWidget):
        if widget.window() is not top or not widget.isVisibleTo(top) or isinstance(widget, QMenu):
            continue
        if isinstance(widget, QAbstractButton):
            entries.append((widget.text(), widget.text()))
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            entries.append((widget.text(), widget.text()))
        elif isinstance(widget, QGroupBox):
            entries.append((widget.title(), widget.title()))
        elif isinstance(widget, QTabBar):
            entries += [(widget.tabText(i), widget.tabText(i)) for i in range(widget.count())]
    return found + _clashes(entries, where)


def test_the_check_finds_a_clash_and_reads_ampersands():
    assert letter("&Take Back") == "t" and letter("Rock && &Roll") == "r" and letter("Plain") is None
    assert _clashes([("&Take Back", "a"), ("S&tatistics…", "b"), ("&New", "c")], "Game") == ["Game: 't' in ['a', 'b']"]


@pytest.fixture(params=["en"] + sorted(LANGUAGES))
def language(request):
    assert install_language(request.param) is None
    yield request.param
    install_language("en")


def _every_tab(dialog, form: QTabWidget, where: str) -> list[str]:
    found = []
    for tab in range(form.count()):
        form.setCurrentIndex(tab)
        found += window_clashes(dialog, f"{where} tab {tab}")
    return found


def test_the_main_window_and_a_lesson_have_no_clash(qtbot, tmp_path, language):
    window = make_window(qtbot, tmp_path)
    window.start_game()
    found = window_clashes(window, "main window")
    lesson = open_lesson(window, "casino")
    lesson.set_speed_quietly("instant")
    qtbot.waitUntil(lambda: lesson.input.enabled, timeout=10000)
    found += window_clashes(lesson, "lesson")
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("players", [2, 4])
def test_the_new_game_dialog_has_no_clash(qtbot, language, players):
    seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "master")] * 3
    dialog = SetupDialog(GameSetup("krypkasino" if players == 4 else "casino", {}, players, players == 4, seats))
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(GROUPS) == dialog.form.count()
    found = _every_tab(dialog, dialog.form, "New Game")
    assert found == [], "\n".join(found)
    practice = SetupDialog(GameSetup(), practice=True)
    qtbot.addWidget(practice)
    practice.show()
    found = window_clashes(practice, "Practice")
    assert found == [], "\n".join(found)


def test_the_other_dialogs_have_no_clash(qtbot, tmp_path, language):
    found = []
    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.show_rules(GameSetup("casino", {}))
    rules.show()
    found += _every_tab(rules, rules.tabs, "Rules")
    state = new_game(preset("casino").rules, 2, False, 5)
    steps = []
    while state.phase == "play":
        move = legal_moves(state)[0]
        steps.append((state.clone(), state.to_move, move, [str(move)]))
        apply(state, move)
    review = RoundReview(steps, state, [YOU_NAME, COMPASS["top"]], "")
    qtbot.addWidget(review)
    review.show()
    found += window_clashes(review, "round review")
    sheet = RoundDialog(state, [YOU_NAME, COMPASS["top"]])
    qtbot.addWidget(sheet)
    sheet.show()
    found += window_clashes(sheet, "score sheet")
    store = StatsStore(tmp_path / "stats.sqlite")
    stats = StatisticsDialog(store)
    qtbot.addWidget(stats)
    stats.show()
    found += window_clashes(stats, "statistics")
    store.close()
    drills = open_practice(qtbot, tmp_path)
    found += window_clashes(drills, "practice")
    assert found == [], "\n".join(found)
