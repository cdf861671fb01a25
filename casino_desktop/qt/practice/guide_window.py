"""The lesson's window: a second table of the real kind, for a guided deal.

A lesson runs in a window of its own (``MainWindow`` itself, owned by the
window it was opened from) so that the person's match in progress is left
alone: not thrown away, not overwritten in the autosave, and the lesson is
not counted in the statistics; nor is it graded by the coach (its moves
are the lesson's, not the person's choice).  It is made in watch mode for that: with one
person seated, watch mode changes only the window's bookkeeping (no
autosave, no statistics, no resuming, no remembered size; see
``Autosaver.enabled``, ``MatchGuard.counts`` and ``PassAndPlay``).  Its Game
menu, whose commands would deal a real game in it, gives way to a Lesson
menu, whose Quit quits the program through the main window (which saves the
game on closing); View and Help stay.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolButton

from casino_desktop.practice.guided import LESSONS, lesson_for, guide_sentences
from casino_desktop.qt.translate import say
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.practice.guide_session import GuideSession
from casino_desktop.qt.practice.window_sentences import QUIT
from casino_desktop.qt.window_ports import WindowLessonTable

LESSON_WINDOW = "lessonWindow"


def open_lesson(window, lesson_id: str | None = None):
    """Open lesson ``lesson_id`` (the family of the game being played when
    None).  From a lesson's own window the lesson changes in place; from the
    main window an open lesson window is reused."""
    if lesson_id is None:
        lesson_id = lesson_for(window.setup.variant_id)
    if lesson_id not in LESSONS:
        raise ValueError(f"no guided deal named {lesson_id!r}")
    session = getattr(window, "guide", None)
    if session is None:
        lesson_window = window.findChild(type(window), LESSON_WINDOW)
        if lesson_window is None:
            lesson_window = _make_window(window, lesson_id)
        window, session = lesson_window, lesson_window.guide
    session.start(lesson_id)
    if window.isVisible():  # already open, maybe behind: bring it forward
        window.raise_()
        window.activateWindow()
    else:
        window.show()
    return window


def _make_window(owner, lesson_id: str):
    lesson = LESSONS[lesson_id]
    setup = GameSetup(lesson.variant, {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER)], lesson.seed)
    window = owner.another_window(setup, watch=True)  # the owner makes it: this module imports no window
    window.setObjectName(LESSON_WINDOW)
    window.setParent(owner, Qt.WindowType.Window)  # closed with its owner, above it
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    owner.installEventFilter(CloseWith(window))
    window.set_speed_quietly(owner.speed)
    window.controller.budget = owner.controller.budget
    window.coach.for_lesson()  # before the first move: none is graded, and no review blames one
    _lesson_menu(window)
    window.guide = GuideSession(WindowLessonTable(window), window.controller, lesson_id)
    return window


class CloseWith(QObject):
    """Closes ``widget`` when the window it watches closes: a lesson window
    or a question left open would keep the program running after its
    main window has gone."""

    def __init__(self, widget):
        super().__init__(widget)
        self.widget = widget

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Close:
            self.widget.close()
        return False


def _lesson_menu(window) -> None:
    """The Game menu goes (its actions are left in no menu, so their keys
    do nothing here); the Lesson menu takes its place."""
    bar = window.menuBar()
    game = next(a.menu() for a in bar.actions() if a.menu() is not None)
    game.clear()
    menu = QMenu(say(guide_sentences.LESSON_MENU), window)
    bar.insertMenu(game.menuAction(), menu)
    bar.removeAction(game.menuAction())
    # The toolbar's buttons are Game menu commands too: a lesson has none of them.
    tools = window.toolbar.bar
    for button in tools.findChildren(QToolButton):  # deleted later by clear(): let go of the actions now
        for act in button.actions():
            button.removeAction(act)
    tools.clear()
    tools.hide()
    window.toolbar.act_toolbar.setVisible(False)
    again = QAction(say(guide_sentences.START_AGAIN), window)
    again.setShortcut("Ctrl+R")
    again.triggered.connect(lambda: window.guide.start())
    close = QAction(say(guide_sentences.CLOSE_LESSON), window)
    close.setShortcut("Ctrl+W")
    close.triggered.connect(window.close)
    menu.addActions([again, close])
    menu.addSeparator()
    menu.addAction(quit_action(window))


def quit_key() -> QKeySequence:
    """The platform's Quit key; Ctrl+Q where the platform names none (Windows
    has no standard one), so that every window quits on the same key."""
    key = QKeySequence(QKeySequence.StandardKey.Quit)
    return key if not key.isEmpty() else QKeySequence("Ctrl+Q")


def quit_action(window) -> QAction:
    """Quit, on the Quit key, for a window opened from the main one."""
    act = QAction(say(QUIT), window)
    act.setShortcut(quit_key())
    act.triggered.connect(lambda: quit_program(window))
    window.addAction(act)  # its key works even where it is in no menu
    return act


def quit_program(window) -> None:
    """Quit as the main window's Game › Quit does: by closing the window all
    others were opened from, whose close saves the game in progress; then
    this one, if the main window agreed to close (it alone may refuse).
    A window whose Game › Quit is at hand (the main window, a network
    table) quits by it: the same questions in the same order (a network
    table's first) as when Quit is chosen there."""
    top = window
    while top.parentWidget() is not None:
        top = top.parentWidget()
    own = getattr(top, "act_quit", None)
    if own is not None and top is not window:
        own.trigger()
        return
    if top.close() and top is not window:
        window.close()
