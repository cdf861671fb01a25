"""End of a round and of the match: the score breakdown per item and per
side, the running match sheet, and the winner.

Everything shown comes from the engine's ``round_results`` (items with their
points and detail, the totals, the match scores after each round): the
dialog adds nothing up that the engine has not.
"""
from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (QAbstractItemView, QAbstractScrollArea, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QPushButton, QStyle, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from casino_desktop.core import SPEC_BY_ID, GameState, Rules, definition, find_terms, match_length
from casino_desktop.qt.dialogs.score_sheet_words import (cancelled_sweeps_text, cut_short_text, item_detail, round_gain,
                                                        sheet_title, tie_break_text, winner_text)
from casino_desktop.qt.menu_names import NEW_GAME_ITEM
from casino_desktop.qt.practice.guide_window import quit_action
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.table.plan import short_name
from casino_desktop.qt.screen_fit import fit_on_show, larger_on_roomy_screen, scrolling, title_bar_width


def _cell(text: str, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    return item


# How long the sheet is shown before a key may close it.  Enter ends a turn
# at the table (the African games' End turn), and the sheet opens when the
# turn ends a round: a second Enter meant for the table, or the key held
# down, went to the sheet's Next round and the player never saw the scores.
KEYS_WAIT_MS = 800
# The keys that press a dialog's button: Enter and Return its default, Space the focused one.
_PRESSING_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class RoundDialog(QDialog):
    next_round = Signal()
    set_aside = Signal()  # closed (Escape, the close box): the table is looked at first
    review = Signal()
    new_game = Signal()
    choose_game = Signal()  # New Game…: the dialog that chooses the next match
    quit_game = Signal()

    def __init__(self, state: GameState, sides: list[str], parent: QWidget | None = None,
                 variant_name: str | None = None, space_shows_hands: bool = False):
        """``space_shows_hands``: several people share the screen, their hands
        hidden between turns, and Space is the key that shows the next one's
        (the curtain's): here it presses no button, or a Space meant for the
        next hand, pressed a second after the last card, went on to the next
        round, or at a match's end to a new match, before anyone saw the
        scores (the fifteenth stranger's play-test).  Enter, and a click,
        still press them."""
        super().__init__(parent)
        self._space_shows_hands = space_shows_hands
        larger_on_roomy_screen(self)  # before the tables measure their text
        result = state.round_results[-1]
        over = state.winner is not None
        self._over = over
        self.setWindowTitle(sheet_title(state, variant_name))
        self.setObjectName("roundDialog")
        # The Quit key quits from the sheet too, through the main window (its
        # save and its questions): the sheet is a window of its own, the main
        # window's Game › Quit did not hear the key, and Ctrl+Q at a round's
        # end did nothing (the fifth stranger's play-test of 6 December).
        quit_action(self)
        outer = QVBoxLayout(self)
        # A long match's sheet grows a row per round: the tables scroll, the
        # buttons stay on the screen.
        content = QWidget(self)
        content.setObjectName("roundContent")
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        self._area = scrolling(content, self)
        outer.addWidget(self._area, 1)
        # The title in the sheet itself, wrapped where the sheet is narrow:
        # the window manager cut a long one in the middle (a Finnish title
        # with the game's name), and the game played must never go unread.
        self.heading = QLabel(f"<h3>{html.escape(self.windowTitle())}</h3>", self)
        self.heading.setObjectName("sheetHeading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.headline = QLabel(self)
        self.headline.setObjectName("winnerLine")
        if over:
            self.headline.setText(f"<h2>{say(winner_text(state, sides))}</h2>")
        elif result.get("ended_mid_round"):
            self.headline.setText("<h3>" + tr("The round ended early") + "</h3>")
        self.headline.setWordWrap(True)
        self.headline.setVisible(bool(self.headline.text()))  # a round's number is in the heading
        layout.addWidget(self.headline)
        tie = tie_break_text(state)
        if tie is not None:  # won on a tie-break: the rule that decided it, under the winner's line
            tie_line = QLabel(say(tie), self)
            tie_line.setObjectName("tieBreakLine")
            tie_line.setWordWrap(True)
            layout.addWidget(tie_line)

        self.breakdown = self._table(sides)
        items = result["items"]
        self.breakdown.setRowCount(len(items) + 1)
        labels = []
        for r, it in enumerate(items):
            labels.append(tr("{item} (at once)", item=it["label"]) if it.get("immediate") else say(it["label"]))
            for side in range(len(sides)):
                detail = item_detail(it, side, state.rules)
                text = str(it["points"][side]) + (f"   ({say(detail)})" if detail else "")
                self.breakdown.setItem(r, side, _cell(text))
        labels.append(tr("Round total"))
        for side in range(len(sides)):
            self.breakdown.setItem(len(items), side, _cell(str(result["totals"][side]), bold=True))
        self.breakdown.setVerticalHeaderLabels(labels)
        self._explain_rows(self.breakdown, labels)
        self._explain_cancelled_sweeps(self.breakdown, items, state.rules)
        # Named by its number: at a match's end the sheet's title says the
        # match is over, and "This round" left which one to the reader (the
        # sixth stranger's play-test of 6 December, finding 3).
        breakdown_label = QLabel("<b>" + html.escape(tr("Round {round}", round=len(state.round_results))) + "</b>", self)
        breakdown_label.setObjectName("roundItemsHeading")
        layout.addWidget(breakdown_label)
        layout.addWidget(self.breakdown)
        cancelled = cancelled_sweeps_text(items, state.rules)
        if cancelled is not None:  # said where it is read, not only in the row's tooltip
            cancelled_line = QLabel(cancelled, self)
            cancelled_line.setObjectName("cancelledSweepsLine")
            cancelled_line.setWordWrap(True)
            layout.addWidget(cancelled_line)
        cut_short = cut_short_text(result)
        if cut_short is not None:
            cut_short_line = QLabel(cut_short, self)
            cut_short_line.setObjectName("cutShortLine")
            cut_short_line.setWordWrap(True)
            layout.addWidget(cut_short_line)

        self.sheet = self._table(sides)
        rounds = state.round_results
        self.sheet.setRowCount(len(rounds) + 1)
        previous = [0] * len(sides)
        for r, res in enumerate(rounds):
            after = res.get("match_scores", state.match_scores)
            for side in range(len(sides)):
                self.sheet.setItem(r, side, _cell(round_gain(after[side] - previous[side], state.rules.misere)))
            previous = list(after)
        for side in range(len(sides)):
            self.sheet.setItem(len(rounds), side, _cell(str(state.match_scores[side]), bold=True))
        self.sheet.setVerticalHeaderLabels([tr("Round {round}", round=i + 1) for i in range(len(rounds))]
                                          + [tr("Match", note="the match sheet's total row")])
        layout.addWidget(QLabel(tr("<b>Match sheet</b> ({length})", length=match_length(state.rules, state.players)),
                                self))
        layout.addWidget(self.sheet)

        buttons = QDialogButtonBox(self)
        if over:
            # Two ways on, said apart (a family's play-test: "New Game" here dealt at once while the
            # menu's "New Game…" asks first): the same match again, or the dialog to choose another.
            self.primary = QPushButton(tr("Play &Again"), self)
            self.primary.setToolTip(tr("A new match of the same game, with the same players and house rules"))
            self.primary.clicked.connect(self._new)
            buttons.addButton(self.primary, QDialogButtonBox.ButtonRole.AcceptRole)
            self.choose_button = QPushButton(say(NEW_GAME_ITEM), self)
            self.choose_button.clicked.connect(self._choose)
            buttons.addButton(self.choose_button, QDialogButtonBox.ButtonRole.ActionRole)
            quit_b = QPushButton(tr("&Quit"), self)
            quit_b.clicked.connect(self._quit)
            buttons.addButton(quit_b, QDialogButtonBox.ButtonRole.RejectRole)
        else:
            self.primary = QPushButton(tr("&Next round"), self)
            self.primary.clicked.connect(self._next)
            buttons.addButton(self.primary, QDialogButtonBox.ButtonRole.AcceptRole)
        self.primary.setDefault(True)
        self.review_button = QPushButton(tr("&Review the round\u2026"), self)
        self.review_button.setToolTip(tr("Step through this round's moves with every hand face up"))
        self.review_button.clicked.connect(lambda: self.review.emit())
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        # Enter presses the button the keys are on (each is auto-default), and
        # the keys start on the way on: a keyboard player who tabbed to
        # Review the round and pressed Enter was dealt the next round, the
        # review's button ignoring Enter (the ninth stranger's play-test of
        # 7 December, finding 6).  Every button waits out ``keys_ready``.
        self.primary.setFocus()
        self.keys_ready = False  # until the sheet has been seen a moment (``KEYS_WAIT_MS``)
        for button in buttons.buttons():
            button.installEventFilter(self)
        outer.addWidget(buttons)
        self._fit(self.breakdown)
        self._fit(self.sheet)
        layout.addStretch(1)
        fit_on_show(self, self._wanted(content))

    def _wanted(self, content: QWidget) -> QSize:
        """The whole sheet: a scroll area asks for at most 36 lines' width
        (Qt's cap), which cut the last column with three or four seats; the
        up-and-down scroll bar's room is kept for a short screen.  Wide
        enough for the title bar to show the title whole (the screen's width
        caps it; the heading above the tables says it in any case).  As tall
        as the content is at that width: the area asks for at most 24 lines'
        height (Qt's cap again), and a wrapped line (the winner's, the
        heading) takes more lines there than its size hint says, so a
        finished match's sheet opened with a scroll bar and its Match row
        cut on a screen with room for it."""
        wanted = self.sizeHint()
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]  # the dialog has its layout
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self._area)
        wide = content.sizeHint().width() + margins.left() + margins.right() + bar
        width = max(wanted.width(), wide, title_bar_width(self))
        inner = width - margins.left() - margins.right() - bar  # the content's width with the bar's room kept
        tall = content.heightForWidth(inner) if content.hasHeightForWidth() else content.sizeHint().height()
        return QSize(width, wanted.height() - self._area.sizeHint().height() + max(tall, content.sizeHint().height()))

    @staticmethod
    def _explain_rows(t: QTableWidget, labels: list[str]) -> None:
        """A row named with one of the games' own words (Sweeps, Mulles,
        Last capture) explains it in its tooltip, from the glossary."""
        for row, label in enumerate(labels):
            terms = find_terms(label)
            if terms:
                t.verticalHeaderItem(row).setToolTip(say(definition(terms[0][2])))

    @staticmethod
    def _explain_cancelled_sweeps(t: QTableWidget, items: list[dict], rules: Rules) -> None:
        """Where the game's sweeps cancel out, the sweeps' row says so in its
        tooltip, after what a sweep is: "0 (1 mökki)" for each side read as
        a sweep worth nothing (the sixth stranger's play-test, finding 4)."""
        cancel = SPEC_BY_ID["sweeps_cancel"]
        if cancel.sentence is None or rules.sweeps_cancel == cancel.default:
            return
        for row, item in enumerate(items):
            header = t.verticalHeaderItem(row)
            if item["id"] == "sweeps" and header is not None:
                said = header.toolTip()
                header.setToolTip((said + "\n" if said else "") + say(cancel.sentence(rules)))

    def _table(self, sides: list[str]) -> QTableWidget:
        t = QTableWidget(0, len(sides), self)
        # A long typed name cut after a whole word, as on the table (the headline says it whole).
        t.setHorizontalHeaderLabels([say(short_name(s)) for s in sides])
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        t.horizontalHeader().setMinimumSectionSize(90)
        return t

    @staticmethod
    def _fit(t: QTableWidget) -> None:
        # The tables are short: show them whole, never behind scroll bars.
        t.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t.resizeColumnsToContents()
        t.resizeRowsToContents()
        frame = 2 * t.frameWidth()
        w = t.verticalHeader().sizeHint().width() + sum(t.columnWidth(c) for c in range(t.columnCount())) + frame
        h = t.horizontalHeader().sizeHint().height() + sum(t.rowHeight(r) for r in range(t.rowCount())) + frame
        t.setFixedSize(w, h)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not self.keys_ready:
            QTimer.singleShot(KEYS_WAIT_MS, self._keys_now_ready)

    def _keys_now_ready(self) -> None:
        self.keys_ready = True

    def _swallowed(self, event: QEvent) -> bool:
        """A key that would press a button before the sheet could be read,
        or held down from the table: taken, and nothing happens."""
        if event.type() not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) or not isinstance(event, QKeyEvent):
            return False
        if event.key() == Qt.Key.Key_Space and self._space_shows_hands:
            return True
        return event.key() in _PRESSING_KEYS and (not self.keys_ready or event.isAutoRepeat())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """The buttons' own keys (Space, and Enter on a focused button)."""
        return self._swallowed(event) or super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter anywhere else in the sheet presses its default button."""
        if self._swallowed(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _next(self) -> None:
        self.accept()
        self.next_round.emit()

    def reject(self) -> None:
        """Escape or the close box: the sheet goes and the table stays as the
        round left it, to be looked at; the window then offers the next round
        (``set_aside``).  (They dealt it at once: a player who closed the
        sheet to look at the table lost the chance, the fifth stranger's
        play-test of 6 December, finding 4.)  At the match's end the same,
        with Play Again in the bar (it left the bar with no button at all)."""
        super().reject()
        self.set_aside.emit()

    def _new(self) -> None:
        self.accept()
        self.new_game.emit()

    def _choose(self) -> None:
        # The sheet stays while the player chooses: a new match closes it, Cancel comes back to it.
        self.choose_game.emit()

    def _quit(self) -> None:
        super().reject()
        self.quit_game.emit()
