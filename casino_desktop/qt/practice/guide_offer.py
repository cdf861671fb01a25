"""Where the guided first game is offered: once, at the first launch, and
always from Help › Guided First Game.

The first launch is a launch with nothing remembered: no window size saved
(every window that ever closed saved one), the offer never made
(``guide/offered``, written to the file at once), and no sign that the
person has played: no network table hosted or joined (its settings are
kept under ``network/``) and no unfinished game back with moves in it.  A
program killed never saves its window size: a host killed after three
network rounds was offered the guided deal at its next start.  Whatever
the answer, it is not asked again.  Tests replace ``ask`` (a plain
function) to answer it, as they do for the question before a match is
thrown away.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QMenu, QMessageBox, QStyle, QWidget

from casino_desktop.core import preset
from casino_desktop.core.templates import fill
from casino_desktop.practice.guided import LESSONS, lesson_for, lesson_ids, guide_sentences
from casino_desktop.qt.game.setup import load_flag, save_flag
from casino_desktop.qt.translate import say
from casino_desktop.qt.practice.guide_window import CloseWith, open_lesson, quit_action

OFFERED = "guide/offered"


def ask(parent, title: str, question: str, yes: str, no: str, on_yes, on_answer=lambda: None) -> QMessageBox:
    """Ask without blocking: ``on_answer()`` runs once the box closes, then
    ``on_yes()`` if the person said yes.  The box closes with the window (a
    box left open would keep the program running after its window has gone).
    The box is returned, shown."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("guideOffer")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    go = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    later = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(go)
    box.setEscapeButton(later)
    box.finished.connect(lambda _result: (on_answer(), box.clickedButton() is go and on_yes()))
    parent.installEventFilter(CloseWith(box))
    # Ctrl+Q quits from the box too, through the window (its save): the box
    # blocks that window, whose Game › Quit did not hear the key, and it did
    # nothing at the first launch's question (play-test of 6 December).
    quit_action(box)
    box.open()
    return box


GAP = 8  # px between the box and the table's cards


def table_cards_rect(window) -> QRect:
    """Where the cards and builds on the table will lie once dealt, in
    screen coordinates (empty before a deal): the layout's places, not the
    cards', which may still be flying in from the stock."""
    plan, view = window.scene.plan, window.view
    if plan is None:
        return QRect()
    rects = [plan.cards[c].rect() for c in plan.loose if c in plan.cards] + [spot.rect for spot in plan.builds]
    band = QRect()
    for r in rects:
        on_view = view.mapFromScene(r).boundingRect()
        band = band.united(QRect(view.viewport().mapToGlobal(on_view.topLeft()), on_view.size()))
    return band


def clear_of_table(box: QWidget, window) -> None:
    """The question above the table's cards (over the other players' backs),
    else below them, so the cards it asks about stay in sight: centred on
    the window, it covered them at 1024x768 in a language of three lines.
    Placed now, and again once it is on the screen: a window manager
    places a dialog when it maps it (openbox centres it on its window)."""
    _place(box, window)
    handle = box.windowHandle()
    if handle is not None:
        handle.installEventFilter(_PlaceWhenShown(box, window))


class _PlaceWhenShown(QObject):
    """Places the box once, when its window is first on the screen."""

    def __init__(self, box: QWidget, window) -> None:
        super().__init__(box)
        self.box, self.window = box, window

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Expose and watched.isExposed():
            watched.removeEventFilter(self)
            _place(self.box, self.window)
        return False


def _place(box: QWidget, window) -> None:
    band = table_cards_rect(window)
    if band.isEmpty():
        return
    view = window.view.viewport()
    area = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    # The window manager's title bar, not known until it has framed the box.
    title = max(box.frameGeometry().height() - box.height(),
                box.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, box))
    tall = box.height() + title
    x = max(area.left(), min(band.center().x() - box.width() // 2, area.right() - box.width()))
    if band.top() - GAP - tall >= area.top():
        y = band.top() - GAP - tall
    elif band.bottom() + GAP + tall <= area.bottom():
        y = band.bottom() + GAP
    else:
        y = area.top()  # no room clear of them: over as few as may be
    box.move(x, y)


def first_launch(settings: QSettings | None) -> bool:
    s = settings or QSettings()
    return (not load_flag(OFFERED, False, s) and not s.contains("window/geometry")
            and "network" not in s.childGroups())


def offer_on_first_launch(window) -> bool:
    """Offer the lesson of the family being played, once; True if asked."""
    if window.watch or not first_launch(window.settings) or window.controller.moves:
        return False
    s = window.settings or QSettings()
    save_flag(OFFERED, True, s)
    s.sync()  # now: a program killed before its settings are written would ask again
    game = preset(window.setup.variant_id).name
    seats = window.controller.seats
    seats.hold(True)  # the computer's move waits for the answer, not made unseen under the box
    box = ask(window, say(guide_sentences.OFFER_TITLE), say(fill(guide_sentences.OFFER_QUESTION, game=game)),
              say(guide_sentences.OFFER_YES), say(guide_sentences.OFFER_NO),
              lambda: _open(window, lesson_for(window.setup.variant_id)), lambda: seats.hold(False))
    if isinstance(box, QWidget):  # tests answer with a function of their own
        clear_of_table(box, window)
    return True


def lessons_menu(window, parent_menu: QMenu) -> QMenu:
    """Help › Guided First Game: one entry per family, named by its game."""
    menu = parent_menu.addMenu(say(guide_sentences.MENU_TITLE))
    for lid in lesson_ids():
        act = menu.addAction(say(preset(LESSONS[lid].variant).name))
        act.triggered.connect(lambda _=False, i=lid: _open(window, i))
    return menu


def _open(window, lesson_id: str) -> None:
    open_lesson(window, lesson_id)
