"""View › Language, and changing the language without losing the game.

Every text is translated when it is put on screen, so a window made before
the change keeps the old words.  Rather than teach every widget to say
itself again, the main window is made again: the match in play is handed to
a new window in memory (the same record and position the autosave keeps),
the new language is installed first, and the new window takes the old one's
place and geometry.  The old window closes without a question and without
counting the match (nothing was given up); the windows that belong to it
(the rules window, How to Play, practice, a lesson, the round's score
sheet) close with it: they can be opened again in the new language.  An
open network table's window is made again the same way (``qt/net/relanguage``).
"""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from casino_desktop.qt import catalogs
from casino_desktop.qt.game.files import record_of
from casino_desktop.qt.translate import tr
from casino_desktop.qt.practice.guide_window import open_lesson
from casino_desktop.qt.game.opening import GameOpening
from casino_desktop.qt.net.relanguage import made_again, remake_open_tables

SYSTEM = ""  # the stored choice that follows the system's language


class _Current:
    """The main window now shown: a window made by a language change has no
    other owner (``app.main`` holds the first one)."""

    window = None


def current_main_window(first):
    """The main window shown now: ``first`` (the one the program opened), or
    the window a change of language made in its place."""
    from shiboken6 import isValid
    made = _Current.window
    if made is not None and isValid(made) and made.isVisible():
        return made
    return first


def stored_choice(settings: QSettings | None) -> str:
    code = str((settings or QSettings()).value(catalogs.SETTING, SYSTEM) or SYSTEM)
    return code if code in dict(catalogs.language_names()) else SYSTEM


def language_menu(window, view: QMenu) -> QMenu:
    """View › Language: the system's language, then each language by its
    own name (a player who cannot read the current one still finds theirs)."""
    menu = view.addMenu(tr("&Language"))
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)
    chosen = stored_choice(window.settings)
    entries = [(SYSTEM, tr("System Language"))] + catalogs.language_names()
    for code, name in entries:
        act = QAction(name, menu, checkable=True)
        act.setData(code)
        act.setChecked(code == chosen)
        act.triggered.connect(lambda _=False, c=code: change_language(window, c))
        group.addAction(act)
        menu.addAction(act)
    return menu


def change_language(window, code: str, asked_at=None):
    """Remember ``code`` (SYSTEM: follow the system), install it and make the
    main window again with the match in play; returns the window now shown.
    ``asked_at``: the network table whose View › Language asked (its window
    is made again too): it stays in front, over the main window made again
    behind it, and says the change itself, where its player is looking."""
    guide = getattr(window, "guide", None)
    if guide is not None and window.parentWidget() is not None:
        # A lesson's window is a second table owned by the main window: the
        # main window changes language (which closes the lesson), and the
        # lesson starts again in the new language.
        main = change_language(window.parentWidget().window(), code)
        return open_lesson(main, guide.lesson_id)
    settings = window.settings or QSettings()
    settings.setValue(catalogs.SETTING, code)
    wanted = catalogs.chosen_language(settings)
    if wanted == catalogs.current_language():
        return window  # e.g. "System Language" when the system speaks the one shown: nothing to make again
    failure = catalogs.install_language(wanted)
    remake_open_tables()  # the network tables' windows too, whole (before the main window: it stays in front)
    new = rebuild(window, behind=asked_at is not None)
    sentence = now_speaking(failure)
    new.side.log.add_lines([sentence])
    new.statusBar().showMessage(sentence)
    if asked_at is not None:
        say_at_table(made_again(asked_at), sentence)
    return new


def now_speaking(failure) -> str:
    """What a change of language says: why the language could not be
    installed (``failure``), or that the game speaks it now."""
    if failure:
        return failure
    # Said in the language just chosen, each catalog naming its own
    # language as its grammar wants it ("Spelet talar nu svenska.",
    # "Теперь игра на русском языке."): not a menu name glued in.
    return tr("The game now speaks English.", note="said in the language just chosen: name YOUR language "
              "in this sentence, as your language writes it inside a sentence")


def say_at_table(table, sentence) -> None:
    """``sentence`` in a network table's play log and status line, and its
    window brought in front (the player changed language there)."""
    if table is None:
        return
    table.side.log.add_lines([sentence])
    table.statusBar().showMessage(sentence)
    table.raise_()
    table.activateWindow()


def rebuild(old, behind: bool = False):
    """A new main window in the installed language, with ``old``'s setup,
    speed, geometry and match; ``old`` and its windows closed.  ``behind``:
    shown without taking the focus (another window asked for the change)."""
    new = old.another_window(old.setup, watch=old.watch)
    new.set_speed_quietly(old.speed)
    new.today = old.today
    new.daily = old.daily  # the deal of the day's line heads the log made again
    # The start's news, said again in the new language (the log starts
    # afresh), before the game is laid out: above the deal's heading, as at start.
    for note in old.said_at_start:
        new.tell_at_start(note.text, at=note.at)
    c = old.controller
    if c.state is not None:
        state = c.state.clone()
        record = record_of(old.setup, state.seed, list(c.moves), c.match_id)
        # A finished round's or match's end that was said is not said again
        # (its sheet shown again only if it was open).
        new.load_game(old.setup, record, state, end_sheet=old.end_said())
        if getattr(old, "coach", None) is not None and getattr(new, "coach", None) is not None:
            new.coach.take_over(old.coach)  # the grades made: the same in the new language
    elif old.resuming is not None:  # the unfinished game was still coming back: the new window reads it
        new.resume_or_start()
    if old.opening is not None:  # a save was being opened: the new window opens it
        GameOpening.start(new, old.opening.path)
    new.setGeometry(old.geometry())  # the same place and size (a maximised window stays maximised)
    new.setWindowState(old.windowState())
    new.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, behind)
    new.show()
    new.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, False)  # shown: later shows as any window's
    for child in old.findChildren(QWidget):  # rules, practice, lesson, score sheet
        if child.isWindow() and child.isVisible():
            child.close()
    old.close()
    old.deleteLater()
    _Current.window = new  # held here: app.main holds only the first window
    return new
