"""When and how a build's caption comes to its place while cards move.

A build's caption ("Build 4 / single · Kari") is laid out with the state,
at once, while the build's cards still fly to it: it sat beside the table
before its cards had arrived (play-test 2026-12-06).  So a new build's
caption (or one whose words changed: a raise) is shown when the last of
its cards lands, and the caption of a build already on the table that is
moved along with the table (a card trailed beside it) travels with its
cards.  Other captions (the seats', the stock's) are not the builds' and
are placed at once.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QPropertyAnimation, QTimer

from casino_desktop.qt.table.items import Caption


class CaptionTiming(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._waiting: dict[str, Caption] = {}  # key: a build's caption shown when its cards have landed
        # One timer for them all (the cards of one step land together): a
        # layout meanwhile (a resize) shows them at once, or waits anew.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_waiting)
        self._flights: dict[str, QPropertyAnimation] = {}

    def lay(self, scene, wanted: dict, px: float, waits: dict[str, int] | None) -> None:
        """The scene's captions as ``wanted`` (key: a CaptionSpot), in
        ``px`` text; ``waits``: for each build's, the ms until the last of its
        cards lands (None: no card moved, the words changed: a caption
        waiting or travelling goes on doing so)."""
        if waits is not None:  # a new layout: nothing waits from the last
            self._timer.stop()
            self._waiting = {}
        captions: dict[str, Caption] = scene.captions
        for key in list(captions):
            if key not in wanted:
                scene.removeItem(captions.pop(key))
        for key, spot in wanted.items():
            cap = captions.get(key)
            same = cap is not None and cap.isVisible() and cap.text() == spot.text
            if cap is None:
                cap = captions[key] = Caption()
                scene.addItem(cap)
            cap.set_font_px(px)
            cap.set_text(spot.text)
            cap.set_active(spot.active)
            # A long caption at a side seat must not run off the table.
            half = cap.boundingRect().width() / 2
            right = scene.sceneRect().right() - 2
            at = QPointF(min(max(spot.centre.x(), half + 2), right - half), spot.centre.y())
            flight = self._flights.get(key)
            if waits is None and flight is not None and flight.state() == QAbstractAnimation.State.Running:
                flight.setEndValue(at)  # on with its cards
            elif waits is None and key in self._waiting:
                cap.setPos(at)  # still hidden until its cards land
            else:
                self.place(key, cap, at, (waits or {}).get(key, 0), same)

    def place(self, key: str, cap: Caption, at: QPointF, wait: int, same: bool) -> None:
        """Put the caption ``key`` at ``at``.  ``wait``: ms until the last of
        its build's cards lands (0: none moves); ``same``: it was shown
        before with the words it has now."""
        flight = self._flights.pop(key, None)
        if flight is not None:
            flight.stop()
            flight.deleteLater()
        if wait <= 0:
            cap.setPos(at)
            cap.setVisible(True)
        elif same:  # with its cards, which move together (no stagger on the table)
            flight = QPropertyAnimation(cap, b"pos", self)
            flight.setDuration(wait)
            flight.setStartValue(cap.pos())
            flight.setEndValue(at)
            flight.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._flights[key] = flight
            flight.start()
        else:
            cap.setPos(at)
            cap.setVisible(False)
            self._waiting[key] = cap
            self._timer.start(max(wait, self._timer.remainingTime()))

    def _show_waiting(self) -> None:
        for cap in self._waiting.values():
            if cap.scene() is not None:  # still on the table
                cap.setVisible(True)
        self._waiting = {}
