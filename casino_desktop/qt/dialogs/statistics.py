"""Game › Statistics: matches against the computer, won, lost, given up, and
lost to a damaged save (its own count: the player gave nothing up).

One line per kind of match (variant, table, the computer players' level),
summed from the statistics store (``casino_desktop/storage/stats_store.py``), where
each match is one row under its own id.  Only matches with exactly one human
seat count there (``qt/dialogs/match_guard.py`` decides and records them);
those of several people at one screen are listed by name below
(``stats_shared``).

The store already makes impossible counts impossible; the dialog still
formats whatever it is given without arithmetic that could fail, because a
dialog that raises would hide every result.
"""
from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QSize, Qt, QTime
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from casino_desktop.core import VariantError, preset, said_as_penalties, won_on_tie_break
from casino_desktop.qt.game.setup import COMPUTER, GameSetup, level_label
from casino_desktop.core.templates import N_, N_plural, fill, whole_number
from casino_desktop.qt.daily_deal import day_text
from casino_desktop.qt.dialogs.stats_history import NOT_RESTORED, HistoryPanel
from casino_desktop.qt.dialogs.stats_replay import DEAL_COLUMN, ReplayRow, deal_text
from casino_desktop.qt.dialogs.stats_shared import SharedPanel, counted_note, win_rate
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.screen_fit import fit_on_show, larger_on_roomy_screen, scaled_size, scrolling
from casino_desktop.storage.stats_scores import FinalScore, FinishedMatch
from casino_desktop.storage.stats_store import StatsStore
from casino_desktop.storage.stats_summary import KindSummary

MIXED = "mixed"
COLUMNS = [N_("Game", note="statistics column: the variant"), N_("Players", note="statistics column"),
           N_("Opponents", note="statistics column"), N_("Played", note="statistics column"),
           N_("Won", note="statistics column"), N_("Lost", note="statistics column"),
           N_("Given up", note="statistics column"),
           NOT_RESTORED,
           N_("Won %", note="statistics column")]
UNRESTORED_COLUMN = 7  # hidden where no match was lost so: most players never see it
MAX_SHOWN = 10 ** 9  # a count past this is not one a person played: shown as a dash
RECENT_SHOWN = 5  # the last matches' rows shown before the list scrolls
# The last matches listed, newest first: a deal lost last week is found again
# to play it again (its deal is kept for more: ``stats_deals.MAX_DEALS``).
RECENT_LISTED = 50
RECENT_COLUMNS = [N_("Ended", note="statistics: the last matches' column, when the match ended"),
                  N_("Game", note="statistics column: the variant"), N_("Opponents", note="statistics column"),
                  N_("Result", note="statistics: the last matches' column"), DEAL_COLUMN]
# A finished match's result, as the store keeps it: the player's side won, lost or gave it up,
# or its save was damaged and it could never be finished.
RESULTS = {"won": N_("You won", note="statistics: a last match's result"),
           "lost": N_("You lost", note="statistics: a last match's result"),
           "abandoned": N_("Given up", note="statistics: a last match's result"),
           "unrestored": N_("Not restored", note="statistics: a last match's result: its save was damaged (or made "
                                                 "by a newer version), so it could never be finished")}
# The same with the final score when the store kept it: the player's own score first.
SCORED = {"won": N_("You won {yours} to {theirs}", note="statistics: a last match's result; {yours} is the player's "
                    "(or their partnership's) final score, {theirs} the best of the other sides'"),
          "lost": N_("You lost {yours} to {theirs}", note="statistics: a last match's result; {yours} is the player's "
                     "(or their partnership's) final score, {theirs} the winner's")}
# The same where the match was decided on the tie-break (``core.won_on_tie_break``):
# "You won 12 to 12" alone read as a mistake (the eighth stranger's play-test of 6 December).
SCORED_TIE = {"won": N_("You won {yours} to {theirs} on the tie-break",
                        note="statistics: a last match's result when the winner had no more points than another "
                             "side and the rules' tie-break decided; {yours} is the player's (or their "
                             "partnership's) final score, {theirs} the best of the other sides'"),
              "lost": N_("You lost {yours} to {theirs} on the tie-break",
                         note="statistics: a last match's result when the winner had no more points than the "
                              "player and the rules' tie-break decided; {yours} is the player's (or their "
                              "partnership's) final score, {theirs} the winner's")}
# The same in a penalty game (Krypkasino), where the fewest points win: the
# scores as penalty points, without their minus signs ("You won -39 to -45"
# read oddly).  {count} is the player's penalty points.
SCORED_PENALTY = {
    "won": N_plural("You won with {count} penalty point to {theirs}", "You won with {count} penalty points to {theirs}",
                    note="statistics: a last match's result in a penalty game, where the fewest points win; "
                         "{count} is the player's (or their partnership's) penalty points, {theirs} the fewest "
                         "of the other sides'"),
    "lost": N_plural("You lost with {count} penalty point to {theirs}", "You lost with {count} penalty points to {theirs}",
                     note="statistics: a last match's result in a penalty game, where the fewest points win; "
                          "{count} is the player's (or their partnership's) penalty points, {theirs} the winner's")}
SCORED_PENALTY_TIE = {
    "won": N_plural("You won with {count} penalty point to {theirs} on the tie-break",
                    "You won with {count} penalty points to {theirs} on the tie-break",
                    note="statistics: a last match's result in a penalty game, where the fewest points win, when the "
                         "winner had no fewer penalty points than another side and the rules' tie-break decided; "
                         "{count} is the player's (or their partnership's) penalty points, {theirs} the fewest of "
                         "the other sides'"),
    "lost": N_plural("You lost with {count} penalty point to {theirs} on the tie-break",
                     "You lost with {count} penalty points to {theirs} on the tie-break",
                     note="statistics: a last match's result in a penalty game, where the fewest points win, when "
                          "the winner had no fewer penalty points than the player and the rules' tie-break decided; "
                          "{count} is the player's (or their partnership's) penalty points, {theirs} the winner's")}


def match_kind(setup: GameSetup) -> str:
    """'casino|2|master': variant, table ('4p' with partnerships), opponents' level."""
    seats = setup.seat_list()
    levels = {s.level for s in seats if s.kind == COMPUTER}
    level = levels.pop() if len(levels) == 1 else MIXED
    table = f"{setup.players}p" if setup.partnerships else str(setup.players)
    return f"{setup.variant_id}|{table}|{level}"


def _parts(kind: str) -> tuple[str, str, str]:
    """A match kind's variant id, table and level ("casino|2|expert")."""
    variant_id, table, level = (str(kind).split("|") + ["", "", ""])[:3]
    return variant_id, table, level


def _variant_of(kind: str):
    """The preset a match kind was played under; None for one of a later version."""
    try:
        return preset(_parts(kind)[0])
    except VariantError:
        return None


def _describe(kind: str) -> tuple[str, str, str]:
    variant_id, table, level = _parts(kind)
    variant = _variant_of(kind)
    # A variant of a later version: its id shown (only what was read is cut short).
    game = say(variant.name) if variant is not None else variant_id[:60]
    players = tr("4, partnerships") if table.endswith("p") else table[:20]
    opponents = tr("mixed levels") if level == MIXED else _label(level)
    return game, players, opponents


def _label(level: str) -> str:
    try:
        return say(level_label(level))
    except ValueError:
        return level[:40]


def _sane(row) -> bool:
    counts = row[1:6]
    if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_SHOWN for n in counts):
        return False
    played, won, lost, abandoned, unrestored = counts
    return played == won + lost + abandoned + unrestored


def shown_rows(summary: list[KindSummary]) -> list[tuple[str, str, str, int, int, int, int, int]]:
    """(game, players, opponents, played, won, lost, abandoned, unrestored) of the rows that can be true."""
    return [(*_describe(r[0]), *r[1:6]) for r in summary if _sane(r)]


def summary_sentence(won: int, played: int, abandoned: int, unrestored: int = 0) -> str:
    if not played:
        return tr("No matches yet: a match counts once it is won, lost or given up.")
    # ``count`` (the plural's number) chooses the catalog's form by the number itself.
    sentence = tr_n("You have won {won} of {count} match against the computer.",
                    "You have won {won} of {count} matches against the computer.", played, won=whole_number(won))
    if abandoned:
        sentence = tr_n("{sentence} One of them was given up before the end.",
                        "{sentence} {count} of them were given up before the end.", abandoned, sentence=sentence)
    if unrestored:  # not given up: the save was damaged (the seventh stranger's play-test of 6 December)
        sentence = tr_n("{sentence} One of them could not be restored because its save was damaged.",
                        "{sentence} {count} of them could not be restored because their saves were damaged.",
                        unrestored, sentence=sentence,
                        note="statistics: matches that could never be finished because the saved game was damaged "
                             "(or made by a newer version of the game); {sentence} is the sentence before it")
    return sentence


def ended_text(ended: str) -> str:
    """When a match ended (ISO time in UTC, as the store writes it), in the
    player's time zone and their language's short date and time."""
    try:
        moment = datetime.fromisoformat(ended)
        local = moment.astimezone() if moment.tzinfo is not None else moment
    except (ValueError, OverflowError, OSError):
        return ended[:40]
    when = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def result_text(outcome: str, score: FinalScore | None, kind: str = "") -> str:
    """"You lost 7 to 26" (the player's score first), or the words alone when
    the score is not known (matches of older versions, matches given up).  A
    match won is told against the best of the other sides, one lost against
    the winner; a penalty game's (``kind``: the match's, whose variant tells)
    in penalty points, "You won with 39 penalty points to 45"."""
    if score is None or outcome not in SCORED:
        return say(RESULTS[outcome])
    try:
        yours = score.scores[score.own_side]
        others = [n for side, n in enumerate(score.scores) if side != score.own_side]
        theirs = max(others) if outcome == "won" else score.scores[score.winner]
    except (IndexError, TypeError, ValueError):  # the store read it sane; the dialog still never breaks
        return say(RESULTS[outcome])
    tie = _on_tie_break(kind, score, yours)
    if _penalty_game(kind, score.scores):
        return say(fill((SCORED_PENALTY_TIE if tie else SCORED_PENALTY)[outcome], -yours, theirs=whole_number(-theirs)))
    return say(fill((SCORED_TIE if tie else SCORED)[outcome], yours=whole_number(yours), theirs=whole_number(theirs)))


def _on_tie_break(kind: str, score: FinalScore, yours: int) -> bool:
    """Whether the match was decided between the player and the side it is
    told against on the tie-break, as the score sheet decides it
    (``core.won_on_tie_break``) under the rules of the match's variant (the
    store keeps no house rules); a player who lost on points to a winner
    who tied with a third side lost on points.  Not said of a variant of a
    later version, whose rules are not known."""
    variant = _variant_of(kind)
    return (variant is not None and won_on_tie_break(variant.rules, score.scores, score.winner)
            and yours >= score.scores[score.winner])


def _penalty_game(kind: str, scores: Sequence[int]) -> bool:
    """Whether a match of ``kind`` ended with ``scores`` told as penalty
    points: its variant's rules say so (``said_as_penalties``).  The store
    keeps the variant, not the house rules it was played with: a house rule
    of penalties in another game reads as plain points, signs and all."""
    variant = _variant_of(kind)
    return variant is not None and said_as_penalties(variant.rules, scores)


def recent_matches(finished: list[FinishedMatch], count: int = RECENT_SHOWN) -> list[FinishedMatch]:
    """The last ``count`` matches of ``finished`` (``StatsStore.last_matches``,
    in the order they ended) that can be listed, newest first."""
    listed = [FinishedMatch(*fields) for fields in reversed(finished)]  # a shorter row: its defaults
    return [match for match in listed if match.outcome in RESULTS][:max(0, count)]


def recent_row(match: FinishedMatch) -> tuple[str, str, str, str, str]:
    """(when, game, opponents, result, deal number) of a match listed
    (``recent_matches``): a returning player's last results."""
    game, _players, opponents = _describe(match.kind)
    if match.daily is not None:  # the day's deal, found again here (the eleventh stranger's play-test of 7 December)
        game = tr("{game}, the deal of the day of {date}", date=day_text(match.daily), game=game,
                  note="statistics: a last match's game when it was played on a deal of the day; {game} is the "
                       "game's name (Casino), {date} the day whose deal it was (7 December 2026)")
    return ended_text(match.ended), game, opponents, result_text(match.outcome, match.score, match.kind), deal_text(match)


# The kinds of match listed before the list scrolls: the chart below it
# stays on the screen for a player of many games.
SUMMARY_ROWS_SHOWN = 6


def _rows_tall(table: QTableWidget, rows: int, most: int) -> None:
    """``table`` as tall as its header and ``rows`` rows (one at least, ``most`` at most)."""
    shown = table.verticalHeader().defaultSectionSize() * min(max(1, rows), most)
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + shown + 2 * table.frameWidth())


class StatisticsDialog(QDialog):
    def __init__(self, store: StatsStore, parent: QWidget | None = None, replay: bool = True):
        """``replay``: Play This Deal Again… is offered (not at a network
        table's window, whose games are the table's); the dialog closes
        accepted with the chosen (setup, deal number) in ``self.replay``."""
        super().__init__(parent)
        self.replay: tuple[GameSetup, int] | None = None
        self._scale = larger_on_roomy_screen(self)
        self.store = store
        self.setWindowTitle(tr("Statistics"))
        outer = QVBoxLayout(self)
        # The summary, the last matches and the chart are taller than a short
        # screen (1920x1080 at 200 %: 540 points): they scroll there, and the
        # buttons stay on the screen (``screen_fit.scrolling``).
        content = QWidget(self)
        content.setObjectName("statisticsContent")
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scrolling(content, self), 1)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = self._list(COLUMNS, stretched=0)
        layout.addWidget(self.table)
        # Which matches count, under the list: after a match of several
        # people at one screen, "No matches yet" alone read as a match lost.
        self.counted = QLabel(counted_note(), self)
        self.counted.setObjectName("countedNote")
        self.counted.setWordWrap(True)
        layout.addWidget(self.counted)
        self.shared = SharedPanel(self)  # several people at one screen, by name (stranger 15)
        layout.addWidget(self.shared)
        self.recent = self._list(RECENT_COLUMNS, stretched=1)
        self.recent.setObjectName("recentMatches")
        # Its heading, with each match's deal played again (stranger 16).
        self.replay_row = ReplayRow(self.recent, tr("Last matches"), self)
        self._replay = replay
        self.replay_row.chosen.connect(self._play_again)
        layout.addWidget(self.replay_row)
        layout.addWidget(self.recent)
        self.history = HistoryPanel(self)  # streaks and the chart of results over time
        layout.addWidget(self.history, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Reset)
        buttons.rejected.connect(self.reject)
        self.reset_button = buttons.button(QDialogButtonBox.StandardButton.Reset)
        self.reset_button.clicked.connect(self._reset)
        outer.addWidget(buttons)
        self.refresh()
        # As tall as all of it where the screen has room (the area asks for
        # at most 24 lines: the chart went below the fold at 1024x768).
        wanted = scaled_size(QSize(760, 600), self._scale)
        whole = content.sizeHint().height() + buttons.sizeHint().height() + outer.spacing() + 2 * outer.contentsMargins().top()
        fit_on_show(self, QSize(wanted.width(), max(wanted.height(), whole)))

    def _list(self, columns: Sequence[str], stretched: int) -> QTableWidget:
        """A read-only list with ``columns`` (the ``stretched`` one takes the room left), rows of one line."""
        table = QTableWidget(0, len(columns), self)
        table.setHorizontalHeaderLabels([say(c) for c in columns])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(stretched, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        return table

    def rows(self) -> list[tuple[str, str, str, int, int, int, int, int]]:
        return shown_rows(self.store.summary())

    def refresh(self) -> None:
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for i, (game, players, opponents, played, won, lost, abandoned, unrestored) in enumerate(rows):
            counts = [say(whole_number(n)) for n in (played, won, lost, abandoned, unrestored)]
            texts = (game, players, opponents, *counts, win_rate(won, played))
            for j, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if j >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(i, j, item)
        _rows_tall(self.table, len(rows), SUMMARY_ROWS_SHOWN)
        self.table.setColumnHidden(UNRESTORED_COLUMN, not any(r[7] for r in rows))
        self.summary.setText(summary_sentence(sum(r[4] for r in rows), sum(r[3] for r in rows),
                                              sum(r[6] for r in rows), sum(r[7] for r in rows)))
        finished = self.store.finished_matches()
        self.history.show_results(finished)
        matches = recent_matches(self.store.last_matches(RECENT_LISTED), RECENT_LISTED)
        recent = [recent_row(match) for match in matches]
        self.recent.setRowCount(len(recent))
        for i, texts in enumerate(recent):
            for j, text in enumerate(texts):
                self.recent.setItem(i, j, QTableWidgetItem(text))
        _rows_tall(self.recent, len(recent), RECENT_SHOWN)
        self.replay_row.show_matches(matches, self._replay)
        people = self.store.people_at_one_screen()
        self.shared.show_people(people)
        self.reset_button.setEnabled(bool(rows or people))

    def _play_again(self, setup: GameSetup, deal: int) -> None:
        self.replay = (setup, deal)
        self.accept()

    def _reset(self) -> None:
        answer = QMessageBox.question(self, tr("Statistics"), tr("Forget every result?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.store.reset()
            self.refresh()
