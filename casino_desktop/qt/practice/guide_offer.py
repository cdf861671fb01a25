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

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMenu, QMessageBox

from casino_desktop.core import preset
from casino_desktop.core.templates import fill
from casino_desktop.practice.guided import LESSONS, lesson_for, lesson_ids, guide_sentences
from casino_desktop.qt.game.setup import load_flag, save_flag
from casino_desktop.qt.translate import say
from casino_desktop.qt.practice.guide_window import CloseWith, open_lesson

OFFERED = "guide/offered"


def ask(parent, title: str, question: str, yes: str, no: str, on_yes, on_answer=lambda: None) -> None:
    """Ask without blocking: ``on_answer()`` runs once the box closes, then
    ``on_yes()`` if the person said yes.  The box closes with the window (a
    box left open would keep the program running after its window has gone)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("guideOffer")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    go = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    later = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(go)
    box.setEscapeButton(later)
    box.finished.connect(lambda _result: (on_answer(), box.clickedButton() is go and on_yes()))
    parent.installEventFilter(CloseWith(box))
    box.open()


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
    ask(window, say(guide_sentences.OFFER_TITLE), say(fill(guide_sentences.OFFER_QUESTION, game=game)), say(guide_sentences.OFFER_YES),
        say(guide_sentences.OFFER_NO),
        lambda: _open(window, lesson_for(window.setup.variant_id)), lambda: seats.hold(False))
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
