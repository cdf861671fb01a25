"""The statistics dialog's history: winning streaks, and a chart of results
over time (a column per day played: won, lost, given up and lost to a
damaged save stacked, and a line for the share of matches won so far),
drawn with QPainter.  The damaged saves' colour and words appear only where
there are some: most players never lose a match so.

The numbers come from ``stats_history`` (no Qt); this only draws them.  The
chart also says what it shows in words (its accessible description), since
a screen reader cannot see a picture.
"""
from __future__ import annotations

from PySide6.QtCore import QDate, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from casino_desktop.core.templates import N_
from casino_desktop.qt.translate import say, tr
from casino_desktop.storage.stats_history import DayResults, Streaks, daily_results, win_streaks

WON_COLOUR, LOST_COLOUR, ABANDONED_COLOUR = QColor("#3a9d5d"), QColor("#c8553d"), QColor("#9e9e9e")
UNRESTORED_COLOUR = QColor("#d9b44a")  # not the grey of a match given up: nobody gave it up
# The statistics' column of these matches, and the chart's key for them.
NOT_RESTORED = N_("Not restored", note="statistics column: matches whose save was damaged (or made by a newer "
                                       "version), so they could never be finished; shown only when there are some")
SHARE_COLOUR = QColor("#2b5b9e")
MARGIN = 8


class ResultsChart(QWidget):
    """Stacked columns of each day's results and the running share won."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.days: list[DayResults] = []
        self.setMinimumSize(QSize(360, 200))
        self.setAccessibleName(tr("Results over time"))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(680, 260)

    def set_days(self, days: list[DayResults]) -> None:
        self.days = days
        if days:
            first, last = days[0], days[-1]
            when, then = _date_text(first), _date_text(last)
            won, lost = sum(d.won for d in days), sum(d.lost for d in days)
            abandoned, unrestored = sum(d.abandoned for d in days), sum(d.unrestored for d in days)
            share = round(100 * last.won_share)
            if unrestored:
                self.setAccessibleDescription(tr(
                    "From {first} to {last}: {won} won, {lost} lost, {abandoned} given up, {unrestored} not "
                    "restored after a damaged save; share of matches won so far: {share}%.",
                    note="the statistics chart described for a screen reader; {unrestored}: matches that could "
                         "never be finished because their save was damaged",
                    first=when, last=then, won=won, lost=lost, abandoned=abandoned, unrestored=unrestored, share=share))
            else:
                self.setAccessibleDescription(tr(
                    "From {first} to {last}: {won} won, {lost} lost, {abandoned} given up; "
                    "share of matches won so far: {share}%.",
                    first=when, last=then, won=won, lost=lost, abandoned=abandoned, share=share))
        else:
            self.setAccessibleDescription(tr("No finished matches yet."))
        self.update()

    # --- drawing ----------------------------------------------------------------------------------
    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().text().color()
        p.setPen(text)
        fm = p.fontMetrics()
        line = fm.height()
        if not self.days:
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("No finished matches yet."))
            return
        legend_bottom = self._draw_legend(p, line)
        left = MARGIN + fm.horizontalAdvance("000")
        right = self.width() - MARGIN - fm.horizontalAdvance("100%")
        plot = QRectF(left, legend_bottom + line * 0.5, right - left,
                      self.height() - legend_bottom - line * 2.5 - MARGIN)
        if plot.width() < 40 or plot.height() < 40:
            return
        most = max(d.played for d in self.days)
        step = _count_step(most)
        top = step * -(-most // step)  # the axis ends on a whole step
        self._draw_axes(p, plot, top, step, text)
        slot = plot.width() / len(self.days)
        width = min(36.0, slot * 0.7)
        for i, d in enumerate(self.days):
            x = plot.left() + slot * i + (slot - width) / 2
            y = plot.bottom()
            for count, colour in ((d.won, WON_COLOUR), (d.lost, LOST_COLOUR), (d.abandoned, ABANDONED_COLOUR),
                                  (d.unrestored, UNRESTORED_COLOUR)):
                h = plot.height() * count / top
                p.fillRect(QRectF(x, y - h, width, h), colour)
                y -= h
        self._draw_share(p, plot, slot)
        self._draw_dates(p, plot, slot, text, line)

    def _draw_legend(self, p: QPainter, line: int) -> float:
        x, y = float(MARGIN), float(MARGIN)
        box = line * 0.7
        keys = [(WON_COLOUR, tr("Won", note="statistics column")), (LOST_COLOUR, tr("Lost", note="statistics column")),
                (ABANDONED_COLOUR, tr("Given up", note="statistics column"))]
        if any(d.unrestored for d in self.days):
            keys.append((UNRESTORED_COLOUR, say(NOT_RESTORED)))
        for colour, words in (*keys, (SHARE_COLOUR, tr("Share won so far"))):
            if colour is SHARE_COLOUR:
                p.setPen(QPen(colour, 2.5))
                p.drawLine(QPointF(x, y + line / 2), QPointF(x + box * 1.4, y + line / 2))
                x += box * 1.4
            else:
                p.fillRect(QRectF(x, y + (line - box) / 2, box, box), colour)
                x += box
            p.setPen(self.palette().text().color())
            p.drawText(QPointF(x + 4, y + p.fontMetrics().ascent()), words)
            x += 4 + p.fontMetrics().horizontalAdvance(words) + line
        return y + line

    def _draw_axes(self, p: QPainter, plot: QRectF, top: int, step: int, text: QColor) -> None:
        grid = QColor(text)
        grid.setAlpha(50)
        fm = p.fontMetrics()
        for n in range(0, top + 1, step):
            y = plot.bottom() - plot.height() * n / top
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(text)
            label = QLocale().toString(n)
            p.drawText(QPointF(plot.left() - 4 - fm.horizontalAdvance(label), y + fm.ascent() / 2 - 1), label)
        for share in (0, 50, 100):
            y = plot.bottom() - plot.height() * share / 100
            p.setPen(SHARE_COLOUR)
            p.drawText(QPointF(plot.right() + 4, y + fm.ascent() / 2 - 1), f"{share}%")

    def _draw_share(self, p: QPainter, plot: QRectF, slot: float) -> None:
        path = QPainterPath()
        for i, d in enumerate(self.days):
            pt = QPointF(plot.left() + slot * (i + 0.5), plot.bottom() - plot.height() * d.won_share)
            if i == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        p.setPen(QPen(SHARE_COLOUR, 2.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setBrush(SHARE_COLOUR)
        for i, d in enumerate(self.days):
            p.drawEllipse(QPointF(plot.left() + slot * (i + 0.5), plot.bottom() - plot.height() * d.won_share),
                          3, 3)

    def _draw_dates(self, p: QPainter, plot: QRectF, slot: float, text: QColor, line: int) -> None:
        """As many dates under the columns as fit without touching."""
        p.setPen(text)
        fm = p.fontMetrics()
        labels = [_date_text(d) for d in self.days]
        room = max(fm.horizontalAdvance(t) for t in labels) + line
        every = max(1, int(-(-room // slot)))
        for i in range(len(labels) - 1, -1, -every):  # the latest day always has its date
            w = fm.horizontalAdvance(labels[i])
            x = plot.left() + slot * (i + 0.5) - w / 2
            x = max(0.0, min(x, self.width() - w - 1.0))
            p.drawText(QPointF(x, plot.bottom() + line), labels[i])


def _date_text(d: DayResults) -> str:
    return QLocale().toString(QDate(d.day.year, d.day.month, d.day.day),
                              tr("d MMM", note="a short date's format under the statistics chart, in Qt's date format codes"))


def _count_step(most: int) -> int:
    """Grid lines at 1, 2, 5, 10, 20, 50 … matches: no more than five."""
    step = 1
    while most / step > 5:
        step = step * 5 // 2 if str(step).startswith("2") else step * 2
    return step


class HistoryPanel(QWidget):
    """Streaks above the chart."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.current = QLabel(self)
        self.best = QLabel(self)
        form.addRow(tr("Current winning streak:"), self.current)
        form.addRow(tr("Best winning streak:"), self.best)
        layout.addLayout(form)
        self.chart = ResultsChart(self)
        layout.addWidget(self.chart, 1)

    def show_results(self, matches: list[tuple[str, str, str]]) -> Streaks:
        """``matches``: (kind, outcome, ended) in the order they ended (``StatsStore.finished_matches``)."""
        streaks = win_streaks([outcome for _kind, outcome, _ended in matches])
        self.current.setText(QLocale().toString(streaks.current))
        self.best.setText(QLocale().toString(streaks.best))
        self.chart.set_days(daily_results(matches))
        return streaks
