"""`--measure-start` support: report when the main window first painted.

packaging/measure_start.sh stamps the wall clock just before it launches the
frozen app and subtracts it from the stamp printed here, so the figure covers
everything a user waits for: bootloader, unpacking nothing (one-folder),
Python start-up, imports, building the window, the first paint.

The app calls ``report_first_paint(window)`` after ``window.show()`` when
started with ``--measure-start``; the app then quits by itself.
"""
from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

# Stamped on import: the app imports this module near the top of main(), so
# the gap to "first-paint" is the cost of building the window.
IMPORTED_AT = time.time()


class _FirstPaintProbe(QObject):
    def __init__(self, widget: QWidget, quit_after: bool) -> None:
        super().__init__(widget)
        self._quit_after = quit_after
        self._done = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            # The filter runs before the widget paints; a zero timer fires
            # once this paint (and the flush to the screen) has finished.
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        now = time.time()
        print(f"probe-imported-epoch={IMPORTED_AT:.6f}", flush=True)
        print(f"first-paint-epoch={now:.6f}", flush=True)
        if self._quit_after:
            QApplication.quit()


def report_first_paint(widget: QWidget, quit_after: bool = True) -> None:
    """Print ``first-paint-epoch=<unix seconds>`` after ``widget`` first paints, then quit."""
    _FirstPaintProbe(widget, quit_after)
