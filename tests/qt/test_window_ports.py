"""The window's helpers (pass and play, the match guard, the autosaver, the
coach at the table, the guided lesson) ask the window only through their
ports, and the main window's adapters answer every question of each port."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import casino_desktop
from casino_desktop.qt import window_ports
from casino_desktop.qt.coach.table_coach import CoachedGame, CoachedTable
from casino_desktop.qt.dialogs.match_guard import GuardedGame, GuardedTable
from casino_desktop.qt.game.autosaver import SavedTable
from casino_desktop.qt.practice.guide_session import LessonGame, LessonTable
from casino_desktop.qt.table.pass_and_play import PassTable

from .table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

QT = Path(casino_desktop.__file__).parent / "qt"
HELPERS = ["table/pass_and_play.py", "dialogs/match_guard.py", "game/autosaver.py", "coach/table_coach.py",
           "practice/guide_session.py"]
ADAPTERS = [(PassTable, window_ports.WindowPassTable), (GuardedTable, window_ports.WindowGuardedTable),
            (SavedTable, window_ports.WindowSavedTable), (CoachedTable, window_ports.WindowCoachedTable),
            (LessonTable, window_ports.WindowLessonTable)]


def _window_reads(source: str) -> list[str]:
    """Every ``window.x``, ``w.x`` and ``self.window.x`` in ``source``."""
    reads = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            base = node.value
            if isinstance(base, ast.Name) and base.id in ("window", "w"):
                reads.append(f"{base.id}.{node.attr}")
            elif isinstance(base, ast.Attribute) and base.attr == "window" and isinstance(base.value, ast.Name) \
                    and base.value.id == "self":
                reads.append(f"self.window.{node.attr}")
    return reads


@pytest.mark.parametrize("module", HELPERS)
def test_a_helper_reads_nothing_of_the_window(module):
    assert _window_reads((QT / module).read_text(encoding="utf-8")) == []


def _members(protocol) -> set[str]:
    names = {n for n, v in vars(protocol).items() if not n.startswith("_") and (callable(v) or isinstance(v, property))}
    return names | set(getattr(protocol, "__annotations__", {}))


@pytest.mark.parametrize("port, adapter", ADAPTERS, ids=[p.__name__ for p, _ in ADAPTERS])
def test_each_adapter_answers_every_question_of_its_port(port, adapter):
    for name in _members(port):
        theirs, ours = getattr(port, name), getattr(adapter, name, None)
        assert callable(ours), f"{adapter.__name__} lacks {name}"
        assert list(inspect.signature(ours).parameters) == list(inspect.signature(theirs).parameters), name


def test_the_turn_loop_is_the_game_every_helper_asks_for(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    for port in (GuardedGame, CoachedGame, LessonGame):
        missing = [name for name in _members(port) if not hasattr(window.controller, name)]
        assert missing == [], port.__name__


def test_the_main_windows_adapters_answer_from_the_window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.start_game()
    passing = window_ports.WindowPassTable(window)
    assert passing.people() == [0] and not passing.watching() and passing.names() == window.controller.names
    passing.put_at_bottom(1, turn_now=False)  # from the next deal: only remembered
    assert window.scene.bottom_seat == 1
    passing.put_at_bottom(0, turn_now=True)
    assert window.scene.bottom_seat == 0
    saved = window_ports.WindowSavedTable(window)
    assert saved.record().match_id == window.controller.match_id
    coached = window_ports.WindowCoachedTable(window)
    assert coached.owner() is window and coached.settings() is window.settings
    column = window_ports.table_column(window)
    assert column.indexOf(window.view) >= 0 and column.indexOf(window.action_bar) >= 0
    guarded = window_ports.WindowGuardedTable(window)
    guarded.show_notice("A notice.")
    assert window.statusBar().currentMessage() == "A notice."
