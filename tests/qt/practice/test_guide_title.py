"""The lesson window's title names the program once, as the main window's
does: the window system adds the application's name to a title that does
not end with it, and "Casino: a guided first game" came out as
"Casino: a guided first game — Casino"."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from casino_desktop.qt.catalogs import install_language
from tests.qt.practice.test_guide_play import lesson_window


def shown_title(window) -> str:
    """The title as the window system shows it (Qt's formatWindowTitle:
    the display name is added unless the title ends with it)."""
    title, app = window.windowTitle(), QGuiApplication.applicationDisplayName()
    return title if not app or title.endswith(app) else f"{title} \u2014 {app}"


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_casino_lesson_names_the_program_once(qtbot, tmp_path, language):
    try:
        assert install_language(language) is None
        _, window = lesson_window(qtbot, tmp_path, "casino")
        app = QGuiApplication.applicationDisplayName()
        assert app  # set by install_language: what the window system adds
        title = shown_title(window)
        assert title.count(app) == 1, title
        assert title.endswith(app)
    finally:
        install_language("en")


def test_another_game_s_lesson_names_the_game_and_the_program(qtbot, tmp_path):
    _, window = lesson_window(qtbot, tmp_path, "swazi-casino")
    assert shown_title(window) == "Swazi Casino: a guided first game \u2014 Casino"
