"""The coach's line under the table: a coloured badge with the label (Good,
Inaccuracy, Mistake, Blunder) and the verdict in words, with the misses.

Its height is fixed at two lines, so the table never jumps when a verdict
arrives: misses that do not fit are left for the tooltip (which holds the
whole text), and the line says how many were left there and how to read
them without a pointer: a click on the line or ``READ_KEY`` (Game › Read
the Coach's Full Note) shows the whole note above the line
(docs/playtests/2026-12-06-stranger-4.md, finding 7: at 1024x768 the
coach's "why" was otherwise never on screen for a keyboard player).
"""
from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolTip, QWidget

from casino_desktop.coach.coach_sentences import LABELS, MORE_SHORT, MORE_TO_READ, PILL_IDLE, fill
from casino_desktop.qt.screen_fit import scaled_font
from casino_desktop.qt.translate import say

# Badge colours: green to red as more is given away; grey while there is no verdict.
COLOURS = {"good": "#2e7d32", "inaccuracy": "#9a6700", "mistake": "#d84315", "blunder": "#b71c1c", None: "#616161"}
LINES = 2
BADGE_PADDING = 6
READ_KEY = "F6"  # shows the whole note (no standard meaning in a main window)
READ_MS_PER_CHAR = 60  # the whole note stays up about as long as it takes to read, and at least
READ_MS_LEAST = 8000


class VerdictBar(QFrame):
    cut_changed = Signal(bool)  # whether part of the note is left out of the line

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label: str | None = None
        self.line = ""
        self.misses: list[str] = []
        self.cut = False
        self._tip_up = False  # the whole note's tip is shown, and a key puts it away (``show_whole``)
        self.setObjectName("coachBar")
        self.setAccessibleName(say(PILL_IDLE))
        self.setStyleSheet("#coachBar { border-top: 1px solid palette(mid); }")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.setSpacing(8)
        self.badge = QLabel(self)
        self.badge.setObjectName("coachBadge")
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.text = QLabel(self)
        self.text.setObjectName("coachVerdict")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.text, 1)
        self.text.installEventFilter(self)
        self._fit_height()
        self.show_verdict(None, "", [])

    def show_verdict(self, label: str | None, line: str, misses: list[str]) -> None:
        """``label`` an id of ``coach.coach_sentences.LABELS`` (None: no verdict yet), the
        verdict's sentence and the misses' sentences (said here in the player's language)."""
        self.label, self.line, self.misses = label, say(line), [say(m) for m in misses]
        misses = self.misses
        colour = COLOURS[label]
        self.badge.setText(say(LABELS[label] if label else PILL_IDLE))
        self.badge.setStyleSheet(f"#coachBadge {{ background: {colour}; color: white; border-radius: 4px;"
                                 f" font-weight: bold; padding: 0 {BADGE_PADDING}px; }}")
        self._size_badge()
        full = self.whole_note()
        self.setToolTip(full if misses else "")
        self.setAccessibleDescription(full)
        self._fit()

    def _fit_height(self) -> None:
        """Two lines of the line's font: larger with View › Large Cards
        (``access.large_words``), which sets the bar's font."""
        self.setFixedHeight(LINES * self.text.fontMetrics().lineSpacing() + 14)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # Handed on here: the bar's style sheet stops Qt's font
            # propagation to its children (they kept the usual size).
            for child in (self.text, self.badge):
                child.setFont(self.font())
            self._fit_height()
            self._size_badge()
            self._fit()

    def _size_badge(self) -> None:
        """As wide as the longest label in the player's language, measured in
        the badge's bold font (measured in the plain font, Swedish "Grovt
        misstag" was clipped), its padding and a little air either side.
        Sized at every verdict, so a language change resizes it too."""
        bold = QFont(self.badge.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        width = max(metrics.horizontalAdvance(say(t)) for t in [PILL_IDLE, *LABELS.values()])
        self.badge.setFixedSize(width + 2 * BADGE_PADDING + 8, self.text.fontMetrics().lineSpacing() + 6)

    def shown_text(self) -> str:
        return self.text.text()

    def whole_note(self) -> str:
        return " ".join([self.line, *self.misses])

    def show_whole(self) -> None:
        """The whole note in a tip over the line, where the line leaves part
        of it out: for a click, or the key, as the pointer's rest shows it."""
        if not self.cut or not self.isVisible():
            return
        text = self.whole_note()
        # As wide as the line: a plain tip wraps to a narrow column that
        # stands over the player's hand (a quarter of the width at 1024x768).
        width = max(200, self.width() - 16)
        font = self._tip_font()
        size = f' style="font-size: {font.pointSizeF():.1f}pt"' if font.pointSizeF() > 0 else ""
        wide = f'<table width="{width}"><tr><td{size}>{html.escape(text, quote=False)}</td></tr></table>'
        # Over the line, not on it: a tip's top-left lands 16 pixels below the
        # point asked (Qt's offset for the pointer), so ask its height above.
        flags = int(Qt.TextFlag.TextWordWrap)
        high = QFontMetrics(font).boundingRect(0, 0, width, 10_000, flags, text).height() + 12
        QToolTip.showText(self.mapToGlobal(QPoint(8, -high - 16)), wide, self, QRect(),
                          max(READ_MS_LEAST, READ_MS_PER_CHAR * len(text)))
        # A key puts it away (Qt's tips here go only with the pointer): it
        # stood over the hand for up to 21 s whatever the player pressed
        # (the re-test of 6 December).
        app = QApplication.instance()
        if app is not None and not self._tip_up:
            self._tip_up = True
            app.installEventFilter(self)

    def _tip_font(self) -> QFont:
        """The tip's font, as much larger than a usual tip's as the line's
        words are than the usual words (View › Large Cards): the whole note
        is read by the player who asked for larger words too."""
        usual, words = QApplication.font().pointSizeF(), self.text.font().pointSizeF()
        scale = words / usual if usual > 0 and words > 0 else 1.0
        return scaled_font(QToolTip.font(), scale)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton and self.cut:
            event.accept()  # the release shows the note: a tip goes as a button is pressed or let go
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton and self.cut:
            self.show_whole()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _fit(self) -> None:
        """As many misses as fit on the line's two lines, then how many are
        left; on a line too narrow for that, the verdict and the key in a
        word or two (Finnish under Large Cards at 1024x768 showed the
        verdict alone, nothing saying there was more to read); narrower
        still, the verdict alone."""
        width = self.text.width()
        text = self.line
        key = QKeySequence(READ_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        for kept in range(len(self.misses), -1, -1):
            left = len(self.misses) - kept
            parts = [self.line, *self.misses[:kept]]
            if left:
                parts.append(say(fill(MORE_TO_READ, left, key=key)))
            if self._fits(" ".join(parts), width):
                text = " ".join(parts)
                break
        else:
            short = " ".join([self.line, say(fill(MORE_SHORT, key=key))])
            if self.misses and self._fits(short, width):
                text = short
        self.text.setText(text)
        cut = text != self.whole_note()
        self.setCursor(Qt.CursorShape.PointingHandCursor if cut else Qt.CursorShape.ArrowCursor)
        if cut != self.cut:
            self.cut = cut
            self.cut_changed.emit(cut)

    def _fits(self, text: str, width: int) -> bool:
        if width <= 0:
            return True  # not laid out yet: fitted again on the first resize
        rect = self.text.fontMetrics().boundingRect(0, 0, width, 10_000, int(Qt.TextFlag.TextWordWrap), text)
        return rect.height() <= LINES * self.text.fontMetrics().lineSpacing()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        # The text's own width, once the layout has given it: the bar's
        # resize comes before its children's.
        if watched is self.text and event.type() == QEvent.Type.Resize:
            self._fit()
        elif event.type() == QEvent.Type.KeyPress and self._tip_up:  # the whole note's tip (``show_whole``)
            self._tip_up = False
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            QToolTip.hideText()
        return False
