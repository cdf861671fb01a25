"""Run by ``test_menu_escape.py`` under Xvfb on the xcb platform, where the
menu bar takes the keyboard after Escape (offscreen it never does): prints,
for a menu opened with the mouse and one opened with Alt and its letter,
which widget has the keys after one Escape."""
from __future__ import annotations

import sys
import tempfile

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def main() -> int:
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.main_window import MainWindow
    app = QApplication(sys.argv[:1])
    folder = tempfile.mkdtemp()
    settings = QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat)
    window = MainWindow(GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "beginner")], 1),
                        settings=settings)
    window.show()
    window.activateWindow()
    if not QTest.qWaitForWindowActive(window, 5000):
        print("the window never became active")
        return 1
    window.view.setFocus()
    bar = window.menuBar()

    def keys_after(open_menu) -> str:
        window.view.setFocus()
        QTest.qWait(100)
        open_menu()
        for _ in range(50):
            if QApplication.activePopupWidget() is not None:
                break
            QTest.qWait(20)
        popup = QApplication.activePopupWidget()
        if popup is None:
            return "no menu opened"
        QTest.keyClick(popup, Qt.Key.Key_Escape)
        QTest.qWait(200)
        focus = QApplication.focusWidget()
        return "none" if focus is None else focus.metaObject().className()

    view_title = bar.actions()[1]
    print("mouse", keys_after(lambda: QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                                                       pos=bar.actionGeometry(view_title).center())))
    print("keys", keys_after(lambda: QTest.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)))
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
