"""The coach's line under the table: a coloured badge with the label (Good,
Inaccuracy, Mistake, Blunder) and the verdict in words, with the misses.

Its height is fixed at two lines, so the table never jumps when a verdict
arrives: misses that do not fit are left for the tooltip (which holds the
whole text), and the line says how many were left there.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from casino_desktop.coach.coach_sentences import LABELS, MORE_ON_HOVER, PILL_IDLE, fill
from casino_desktop.qt.translate import say

# Badge colours: green to red as more is given away; grey while there is no verdict.
COLOURS = {"good": "#2e7d32", "inaccuracy": "#9a6700", "mistake": "#d84315", "blunder": "#b71c1c", None: "#616161"}
LINES = 2
BADGE_PADDING = 6


class VerdictBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.setFixedHeight(LINES * self.text.fontMetrics().lineSpacing() + 14)
        self.label: str | None = None
        self.line = ""
        self.misses: list[str] = []
        self.show_verdict(None, "", [])

    def show_verdict(self, label: str | None, line: str, misses: list[str]) -> None:
        """``label`` an id of ``coach.coach_sentences.LABELS`` (None: no verdict yet), the
        verdict's sentence and the misses' sentences (said here in the player's language)."""
        self.label, self.line, self.misses = label, say(line), [say(m) for m in misses]
        line, misses = self.line, self.misses
        colour = COLOURS[label]
        self.badge.setText(say(LABELS[label] if label else PILL_IDLE))
        self.badge.setStyleSheet(f"#coachBadge {{ background: {colour}; color: white; border-radius: 4px;"
                                 f" font-weight: bold; padding: 0 {BADGE_PADDING}px; }}")
        self._size_badge()
        full = " ".join([line, *misses])
        self.setToolTip(full if misses else "")
        self.setAccessibleDescription(full)
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

    def _fit(self) -> None:
        """As many misses as fit on the line's two lines, then how many are
        left; on a line too narrow even for that, the verdict alone."""
        width = self.text.width()
        text = self.line
        for kept in range(len(self.misses), -1, -1):
            left = len(self.misses) - kept
            parts = [self.line, *self.misses[:kept]]
            if left:
                parts.append(say(fill(MORE_ON_HOVER, left)))
            if self._fits(" ".join(parts), width):
                text = " ".join(parts)
                break
        self.text.setText(text)

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
        return False
