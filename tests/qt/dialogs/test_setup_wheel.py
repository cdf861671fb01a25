"""The mouse wheel in the New Game dialog at 1024x768 (play-test 2026-12-06,
finding 10): over the page it scrolls the seats and house rules while the
game stays in sight above them, and over a closed box it changes nothing."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollArea, QWidget

from casino_desktop.qt.game.setup import COMPUTER

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture
def dialog(qtbot, small_dialog):
    small_dialog.variant.setFocus(Qt.FocusReason.ActiveWindowFocusReason)  # as the window opens
    return small_dialog


def wheel_over(widget: QWidget, notches: int = 1) -> None:
    """Wheel down (up for negative ``notches``) over ``widget``'s centre, passed on to its parents while
    ignored, as Qt does with the window system's wheel (a wheel event sent
    by a program goes to the one widget)."""
    at = widget.mapToGlobal(widget.rect().center())
    for _ in range(abs(notches)):
        target: QWidget | None = widget
        while target is not None:
            event = QWheelEvent(QPointF(target.mapFromGlobal(at)), QPointF(at), QPoint(0, 0), QPoint(0, -120 if notches > 0 else 120),
                                Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                                False)
            event.setAccepted(True)
            QApplication.sendEvent(target, event)
            if event.isAccepted() or target.isWindow():
                break
            target = target.parentWidget()


def in_sight(dialog, widget: QWidget) -> bool:
    area = dialog.findChild(QScrollArea)
    box = QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())
    if area.isAncestorOf(widget):
        view = QRect(area.viewport().mapTo(dialog, QPoint(0, 0)), area.viewport().size())
        return view.contains(box)
    return dialog.rect().contains(box)


def test_the_wheel_over_the_closed_variant_box_changes_nothing(dialog):
    before = dialog.variant.currentIndex()
    wheel_over(dialog.variant, 3)
    assert dialog.variant.currentIndex() == before
    assert dialog.players.value() == 2
    wheel_over(dialog.players)
    assert dialog.players.value() == 2


def test_the_wheel_scrolls_the_rules_and_the_game_stays_in_sight(qtbot, dialog):
    area = dialog.findChild(QScrollArea)
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # at 1024x768 the seats and the rules do not all fit
    form = dialog.form
    form.setCurrentIndex(2)  # Building: the longest tab
    help_label = next(label for label in form._helps.values() if label.isVisible() and in_sight(dialog, label))
    wheel_over(help_label, 30)
    assert bar.value() == bar.maximum()  # scrolled to the end of the rules
    for widget in (dialog.variant, dialog.summary, dialog.players, dialog.partnerships, dialog.target, dialog.deal):
        assert in_sight(dialog, widget), widget.objectName()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isVisible()
    # Room for the rules to be read: the scrolling part keeps most of the dialog.
    assert area.height() > dialog.height() / 2


def test_the_wheel_passing_over_a_seats_box_does_not_turn_it(dialog):
    kind = dialog.seat_kind[1]
    assert kind.currentData() == COMPUTER
    wheel_over(kind, -2)  # towards Human
    assert kind.currentData() == COMPUTER


def test_a_box_the_player_clicked_turns_with_the_wheel_after_its_list_closed(dialog):
    from PySide6.QtCore import QEvent  # only here: the focus events a click and a closed list bring
    from PySide6.QtGui import QFocusEvent
    box = dialog.variant
    box.hasFocus = lambda: True  # the offscreen platform gives no window focus
    before = box.currentIndex()
    for reason in (Qt.FocusReason.MouseFocusReason, Qt.FocusReason.PopupFocusReason):
        QApplication.sendEvent(box, QFocusEvent(QEvent.Type.FocusIn, reason))
    wheel_over(box)
    assert box.currentIndex() != before
