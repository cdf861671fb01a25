"""What the practice window is made of, and how it is laid out: the busy
page (drills being made, none made, or every topic learnt, with Practise
Anyway), and the drill's page, the table (``PracticeView``) beside the
question's column.  ``PracticeWindow`` (``window``) asks, answers and
keeps; this is the part of it that builds its pages, shows a line or hides
it, and sizes them.  Its buttons are connected where what they do is.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QGraphicsView, QHBoxLayout, QLabel, QMainWindow, QProgressBar, QPushButton,
                               QStackedWidget, QVBoxLayout, QWidget)

from casino_desktop.qt.cards.item import show_hand_cursor
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.guide_window import quit_action
from casino_desktop.qt.practice.panels import CapturesPanel, ChoicePanel, PlayPanel, ScorePanel
from casino_desktop.qt.practice.scene import PracticeScene
from casino_desktop.qt.screen_fit import keep_on_screen
from casino_desktop.qt.translate import say

COLUMN_WIDTH = (360, 520)   # the question's column, narrowest and widest


class PracticeView(QGraphicsView):
    """The drill's table, as large as its place in the window."""

    def __init__(self, scene: PracticeScene):
        super().__init__(scene)
        self.setObjectName("practiceView")
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(320, 260)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # the keyboard cursor (``keyboard``)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.scene().cursor.key(event.key()):  # type: ignore[attr-defined]  # the view's scene is a PracticeScene
            super().keyPressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseMoveEvent(event)
        show_hand_cursor(self, event.position().toPoint())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().resize_to(size.width(), size.height())  # type: ignore[attr-defined]  # the view's scene is a PracticeScene
        self.setSceneRect(self.scene().sceneRect())


class PracticeLayout(QMainWindow):
    """The practice window's pages and widgets (``_build``), made once."""

    def _build(self) -> None:
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        # The busy page: the window stays alive while drills are made.
        busy = QWidget()
        col = QVBoxLayout(busy)
        col.addStretch(1)
        self.busy_text = QLabel()
        self.busy_text.setObjectName("practiceBusy")
        self.busy_text.setWordWrap(True)
        self.busy_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.anyway_button = QPushButton(say(window_sentences.PRACTISE_ANYWAY))
        self.anyway_button.setObjectName("practiceAnyway")
        col.addWidget(self.busy_text)
        col.addWidget(self.busy_bar)
        col.addWidget(self.anyway_button, 0, Qt.AlignmentFlag.AlignCenter)
        col.addStretch(1)
        self.pages.addWidget(busy)

        page = QWidget()
        row = QHBoxLayout(page)
        self.scene = PracticeScene(self)
        self.view = PracticeView(self.scene)
        row.addWidget(self.view, 1)
        side = QWidget()
        side.setObjectName("practiceColumn")
        self.column = side
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        self.topic_line = QLabel()
        self.topic_line.setObjectName("practiceTopic")
        self.question = QLabel()
        self.question.setObjectName("practiceQuestion")
        self.question.setWordWrap(True)
        font = self.question.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.question.setFont(font)
        self.table_line = QLabel()
        self.table_line.setWordWrap(True)
        self.table_line.setObjectName("practiceTableLine")
        self.panels = QStackedWidget()
        self.choice_panel, self.captures_panel = ChoicePanel(), CapturesPanel()
        self.play_panel, self.score_panel = PlayPanel(), ScorePanel()
        for p in (self.choice_panel, self.captures_panel, self.play_panel, self.score_panel):
            self.panels.addWidget(p)
        self.note = QLabel()
        self.note.setObjectName("practiceNote")
        self.note.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setObjectName("practiceVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.verdict.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.verdict.setFont(font)
        self.right_answer = QLabel()
        self.right_answer.setObjectName("practiceRightAnswer")
        self.right_answer.setWordWrap(True)
        buttons = QHBoxLayout()
        self.check_button = QPushButton(say(window_sentences.CHECK))
        self.check_button.setObjectName("practiceCheck")
        self.next_button = QPushButton(say(window_sentences.NEXT))
        self.next_button.setObjectName("practiceNext")
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        self.tally_line = QLabel()
        self.tally_line.setObjectName("practiceTally")
        self.tally_line.setWordWrap(True)
        foot = QHBoxLayout()
        self.progress_button = QPushButton(say(window_sentences.PROGRESS))
        self.progress_button.setObjectName("practiceProgress")
        self.close_button = QPushButton(say(window_sentences.CLOSE))
        self.rules_button = QPushButton(say(window_sentences.RULES))
        self.rules_button.setObjectName("practiceRules")
        self.rules_button.setToolTip(say(window_sentences.RULES_TIP))
        foot.addWidget(self.progress_button)
        foot.addWidget(self.rules_button)
        foot.addStretch(1)
        foot.addWidget(self.close_button)
        # The verdict right under the question it answers; the answer panel below.
        for w in (self.topic_line, self.question, self.table_line, self.verdict, self.right_answer, self.note):
            column.addWidget(w)
        column.addWidget(self.panels, 1)
        column.addLayout(buttons)
        column.addWidget(self.tally_line)
        column.addLayout(foot)
        row.addWidget(side)
        self.pages.addWidget(page)
        # Enter presses the button that has the keys, as it does in every
        # dialog of the program: outside a dialog a Qt button takes only
        # Space, and after a verdict Enter on "Next Drill" did nothing (the
        # fourteenth stranger's play-test of 7 December, finding 1).
        for b in (self.anyway_button, self.check_button, self.next_button, self.progress_button,
                  self.rules_button, self.close_button, self.captures_panel.add, self.captures_panel.remove,
                  self.play_panel.play):
            b.setAutoDefault(True)
        self.close_button.clicked.connect(self.close)
        quit_action(self)  # Ctrl+Q: the program, through the main window, as from the lesson window

    def _show_busy(self, text: str, bar: bool = True, anyway: bool = False) -> None:
        """The first page: making drills (``bar``), no drill, or all learnt (``anyway``)."""
        self.busy_text.setText(say(text))
        self.busy_bar.setVisible(bar)
        self.anyway_button.setVisible(anyway)
        self.pages.setCurrentIndex(0)

    @staticmethod
    def _show_text(label: QLabel, text: str) -> None:
        """An empty line takes no room in the column.  ``text`` is said in the
        player's language here, where it is put on screen."""
        label.setText(say(text))
        label.setVisible(bool(text))

    def _place_over_the_table(self, parent: QWidget | None) -> None:
        """Opened at the game window's top-left corner, so on a large screen
        it covers the table and leaves the side panel (on the right) in
        sight; left to the window manager, it was put flush against the
        screen's right edge, over the side panel.  Kept on the screen."""
        if parent is None:
            return
        self.move(parent.window().frameGeometry().topLeft())
        keep_on_screen(self)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # A fixed width for the window's size: the table must not change
        # size from one drill to the next because a sentence is longer.
        self.column.setFixedWidth(max(COLUMN_WIDTH[0], min(COLUMN_WIDTH[1], self.width() * 36 // 100)))
        super().resizeEvent(event)
