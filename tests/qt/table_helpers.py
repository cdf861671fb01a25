"""Helpers for the table tests: a window, a set position, real mouse drags."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QSettings, Qt

from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from tests.core.helpers import dealt_position as position  # noqa: F401 (the table tests' name)


def make_window(qtbot, tmp_path, variant="casino", players=2, level="random", seed=1, size=(1280, 800),
                partnerships=False) -> MainWindow:
    seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, level) for _ in range(players - 1)]
    return open_window(qtbot, tmp_path, GameSetup(variant, {}, players, partnerships, seats, seed), size=size)


def open_window(qtbot, tmp_path, setup: GameSetup, settings_values: dict | None = None,
                size=(1280, 800)) -> MainWindow:
    """A shown window playing ``setup`` at instant speed, its settings in ``tmp_path``."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in (settings_values or {}).items():
        settings.setValue(key, value)
    window = MainWindow(setup, settings=settings)
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    qtbot.addWidget(window)
    if size:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def show_position(qtbot, window: MainWindow, state) -> None:
    window.controller.resume(window.setup, state)
    wait_for_human(qtbot, window)


def wait_for_human(qtbot, window: MainWindow, timeout: int = 10000) -> None:
    qtbot.waitUntil(lambda: window.input.enabled, timeout=timeout)


def view_point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def drag(qtbot, window: MainWindow, card_id: int, scene_target: QPointF) -> None:
    """Press on a card, move in steps, release over ``scene_target``: the
    same events a mouse sends to the viewport."""
    vp = window.view.viewport()
    item = window.scene.cards[card_id]
    start = view_point(window, item.card_scene_rect().center())
    end = view_point(window, scene_target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 5):
        qtbot.mouseMove(vp, start + (end - start) * (k / 4))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot, window: MainWindow, card_id: int) -> None:
    item = window.scene.cards[card_id]
    pos = view_point(window, item.card_scene_rect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def double_click(qtbot, window: MainWindow, card_id: int) -> None:
    item = window.scene.cards[card_id]
    pos = view_point(window, item.card_scene_rect().center())
    # A mouse sends press, release, double-click, release; QTest's
    # mouseDClick sends the double-click alone, so the first click goes first.
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def card_centre(window: MainWindow, card_id: int) -> QPointF:
    return window.scene.cards[card_id].card_scene_rect().center()


def empty_felt_point(window: MainWindow) -> QPointF:
    """A point of the felt where a dragged hand card covers no card or build."""
    felt = window.scene.geometry.felt
    w = window.scene.geometry.card_w
    h = w * 1.4
    taken = [it.card_scene_rect() for it in window.scene.loose_items()]
    taken += [spot.rect for spot in window.scene.plan.builds]
    y = felt.bottom() - h / 2 - 1
    while y > felt.top() + h / 2:
        x = felt.left() + w / 2 + 1
        while x < felt.right() - w / 2:
            r = QRectF(x - w / 2, y - h / 2, w, h)
            if not any(r.intersects(t) for t in taken):
                return QPointF(x, y)
            x += 8
        y -= 8
    raise AssertionError("no empty spot on the felt")


def text_fits(label) -> bool:
    """A wrapped label's text needs no more height than the label has."""
    return label.heightForWidth(label.width()) <= label.height()


def resume(qtbot, window, timeout: int = 20000) -> None:
    """``window.resume_or_start()`` and wait until the unfinished game is
    back (it is read on a worker thread) or a new one is dealt."""
    window.resume_or_start()
    qtbot.waitUntil(lambda: window.resuming is None, timeout=timeout)


def play_to_the_score_sheet(qtbot, window):
    """The first legal move played at each of the person's turns until the
    round's score sheet opens; the sheet."""
    from casino_desktop.core import legal_moves
    while window.round_dialog is None:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None)
        if window.round_dialog is None:
            window.play_move(legal_moves(window.controller.state)[0])
    qtbot.waitUntil(window.round_dialog.isVisible)
    return window.round_dialog
