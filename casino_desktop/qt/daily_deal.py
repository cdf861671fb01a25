"""Game › Deal of the Day: which match is today's deal, the line heading its
log, and what the menu says when today's deal is on the table already or was
finished before.

The deal number is the date (``controller.deal_of_the_day``), so the cards
themselves say which day's deal a match is: a match brought back after a
quit (or a kill) is today's deal when its number is today's, although the
window that chose it is gone.  Only the window's memory of the day chosen
(``MainWindow.daily``) said so before, and after a quit and a start the line
was gone (the eleventh stranger's play-test of 7 December, finding 1).

In that play-test Deal of the Day, chosen in the middle of today's deal,
offered to give that match up to deal the same cards again, counting it as
given up; and a player who had finished today's deal was dealt it again
without a word.  The menu now says that the match is today's deal already
(Restart deals it again), and the heading says that today's deal was
finished at this table before.  "Finished" is kept in the settings as the
day and the tables (variant and players) it was finished at: the cards are
the same only for the same game at the same table.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QLocale, QSettings

from casino_desktop.core import GameState
from casino_desktop.core.templates import N_
from casino_desktop.qt.game.controller import deal_of_the_day
from casino_desktop.qt.game.setup import GameSetup, load_text
from casino_desktop.qt.translate import say, tr

FINISHED_KEY = "daily/finished"  # "2026-12-07 royal-casino|2 mulle|4p": the day, then each table
MAX_TABLES = 40  # more tables than there are games a day is not ours: the rest is not read

ON_THE_TABLE = N_("This match is today's deal already; Game › Restart deals it again from its first card.",
                  note="said when Game › Deal of the Day is chosen while today's deal is being played")
FINISHED = N_("You have finished today's deal at this table before: these are the same cards again.",
              note="under the deal of the day's line, when the player has finished today's deal of this game "
                   "at this table already today")


def day_of(state: GameState, chosen: date | None, today: date) -> date | None:
    """The day whose deal of the day ``state`` is: the day chosen in the menu
    (kept over midnight), else today; None for any other deal."""
    for day in (chosen, today):
        if day is not None and state.seed == deal_of_the_day(day):
            return day
    return None


def day_text(day: date) -> str:
    """A deal of the day's date in the player's language ("7 December 2026")."""
    return QLocale().toString(QDate(day.year, day.month, day.day),
                              tr("d MMMM yyyy", note="a date's format, in Qt's date format codes"))


def heading(day: date) -> str:
    return tr("Deal of the day, {date}: the same cards for everyone who plays this game at this table today.",
              date=day_text(day))


def table_of(setup: GameSetup) -> str:
    """The game and the table a deal number deals the same cards at."""
    return f"{setup.variant_id}|{setup.players}{'p' if setup.partnerships else ''}"


def _finished_tables(settings: QSettings, day: date) -> list[str]:
    words = load_text(FINISHED_KEY, "", settings).split()
    if not words or words[0] != day.isoformat():
        return []  # another day's (or nothing): today's deal not finished yet
    return words[1:MAX_TABLES + 1]


def finished_before(settings: QSettings, day: date, setup: GameSetup) -> bool:
    return table_of(setup) in _finished_tables(settings, day)


def remember_finished(settings: QSettings, day: date, setup: GameSetup) -> None:
    tables = _finished_tables(settings, day)
    if table_of(setup) not in tables:
        tables = (tables + [table_of(setup)])[-MAX_TABLES:]
    settings.setValue(FINISHED_KEY, " ".join([day.isoformat()] + tables))


def lines(state: GameState, chosen: date | None, today: date, settings: QSettings, setup: GameSetup) -> list[str]:
    """The lines heading a match on a deal of the day (none for another
    deal).  A match with a winner is the one that was finished (its log
    made again after a language change): its own end is not "before"."""
    day = day_of(state, chosen, today)
    if day is None:
        return []
    out = [heading(day)]
    if state.winner is None and finished_before(settings, day, setup):
        out.append(say(FINISHED))
    return out
