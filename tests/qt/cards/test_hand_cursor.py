"""The open hand over a card the player may pick up, shown by the view.

Qt crashed when an item's own cursor changed while its view lay under a
resting pointer that had sent the view no mouse event yet (a window opened
under the pointer and played by keyboard); the practice window's keyboard
test met it after other tests had left the pointer over the screen.
"""
from __future__ import annotations

import subprocess
import sys
import textwrap

from PySide6.QtCore import QPoint, Qt

from casino_desktop.qt.cards.item import CardItem
from casino_desktop.qt.table.scene import TableScene
from casino_desktop.qt.table.view import TableView


def test_a_view_opened_under_a_resting_pointer_survives_a_card_turning_draggable():
    # In a process of its own: the fault was a crash, which would end the test run.
    script = textwrap.dedent("""
        import os
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
        from casino_desktop.qt.cards.item import CardItem
        app = QApplication([])
        QCursor.setPos(QPoint(150, 150))
        app.processEvents()
        scene = QGraphicsScene()
        item = CardItem("KS", card_width=80)
        scene.addItem(item)
        view = QGraphicsView(scene)
        view.setGeometry(0, 0, 300, 300)
        view.show()
        app.processEvents()
        spot = view.mapToScene(view.viewport().mapFromGlobal(QPoint(150, 150)))
        item.setPos(spot - item.boundingRect().center())
        app.processEvents()
        assert view.underMouse() and view.itemAt(view.viewport().mapFromGlobal(QCursor.pos())) is item
        for on in (True, False, True):
            item.set_draggable(on)
        print("still here")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "still here" in done.stdout, done.stderr[-2000:]


def test_the_table_shows_an_open_hand_over_a_draggable_card_only(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    card = CardItem("KS", card_width=80)
    other = CardItem("QH", card_width=80)
    scene.addItem(card)
    scene.addItem(other)
    card.setPos(view.mapToScene(QPoint(100, 100)))
    other.setPos(view.mapToScene(QPoint(300, 100)))
    over_card = view.mapFromScene(card.sceneBoundingRect().center())
    over_other = view.mapFromScene(other.sceneBoundingRect().center())
    card.set_draggable(True)
    qtbot.mouseMove(view.viewport(), over_card)
    assert view.viewport().cursor().shape() == Qt.CursorShape.OpenHandCursor
    qtbot.mouseMove(view.viewport(), over_other)
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor
    card.set_draggable(False)
    qtbot.mouseMove(view.viewport(), over_card + QPoint(1, 1))
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor
