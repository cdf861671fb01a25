"""A practice window on cached drill sets, and real clicks and drags on its table."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPoint, Qt

from casino_desktop.practice import drill_set
from casino_desktop.practice.generator import first_drills
from casino_desktop.qt.practice.window import SEEDS_PER_SESSION, PracticeWindow
from casino_desktop.storage.stats_store import StatsStore

SEED = 11
NOW = 1_800_000_000   # a fixed clock: the schedule's days do not depend on when the tests run


@lru_cache(maxsize=None)
def _cached(variant: str, options: tuple, seed: int) -> dict:
    return drill_set(variant, dict(options), seed)


def cached_make(variant: str, options: dict, seed: int) -> dict:
    return _cached(variant, tuple(sorted(options.items())), seed)


@lru_cache(maxsize=None)
def _quick(variant: str, options: tuple, seed: int) -> dict:
    return first_drills(variant, dict(options), seed)


def quick_make(variant: str, options: dict, seed: int) -> dict:
    """The quick start's drill sets (a tenth of the whole set's making),
    made once a process: for tests of the window, not of its drills.  Kept
    by the house rules in their order, which the drills made depend on."""
    return _quick(variant, tuple(options.items()), seed)


def warm_drill_sets(variant: str, options: dict | None = None) -> None:
    """Every seed's set of a session made here, before the window asks its
    worker for them: Swazi's two sets are 35 s of one core, and on a loaded
    machine the window's wait for them ran out (the slow tier's whole
    run, 2026-12-06).  The window's own loading is tested elsewhere."""
    for i in range(SEEDS_PER_SESSION):
        cached_make(variant, options or {}, SEED + i)


def open_practice(qtbot, tmp_path, variant="casino", options=None, size=(1024, 720), make=cached_make):
    store = StatsStore(tmp_path / "statistics.sqlite3")
    window = PracticeWindow(variant, options or {}, lambda: store, seed=SEED, clock=lambda: NOW, make=make)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    wait_for_drill(qtbot, window)
    window.store = store
    return window


def wait_for_drill(qtbot, window, timeout=60000) -> None:
    # A house rule's drill set is made on a worker (about 5 s of one core);
    # on a loaded machine that took over 20 s, and the wait is no measure of speed.
    qtbot.waitUntil(lambda: window.drill is not None, timeout=timeout)
    # Both seeds' sets: the tests pick drills from all of them.
    qtbot.waitUntil(lambda: not window.loading, timeout=timeout)


def drill_of(window, kind, pred=lambda d: True):
    for key in sorted(window.drills):
        d = window.drills[key]
        if d.kind == kind and pred(d):
            return d
    raise AssertionError(f"no {kind} drill")


def view_point(window, card) -> QPoint:
    """The middle of the part of ``card`` no other card covers (a build's
    cards are fanned: the top strip of each shows)."""
    rect = card.card_scene_rect()
    above = [c for c in window.scene.cards if c is not card and c.zValue() > card.zValue()
             and c.card_scene_rect().intersects(rect)]
    y = rect.center().y()
    if above:
        y = rect.top() + (min(c.card_scene_rect().top() for c in above) - rect.top()) / 2
    return window.view.mapFromScene(rect.center().x(), y)


def click_card(qtbot, window, card) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(window, card))


def drag_card(qtbot, window, card, target) -> None:
    vp = window.view.viewport()
    start = view_point(window, card)
    end = view_point(window, target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * (k / 5))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def table_card(window, face):
    return next(c for c in window.scene.cards if c.face == face and c.place in ("loose", "build"))


def hand_card(window, face):
    return next(c for c in window.scene.cards if c.face == face and c.place == "hand")


def click_row(qtbot, list_widget, row: int) -> None:
    rect = list_widget.visualItemRect(list_widget.item(row))
    list_widget.scrollToItem(list_widget.item(row))
    rect = list_widget.visualItemRect(list_widget.item(row))
    qtbot.mouseClick(list_widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def pick_table(qtbot, window, move) -> None:
    """Click the table cards of ``move``: each loose card (a pile's top is
    one, in the African family), one card of each build."""
    for face in move.loose:
        click_card(qtbot, window, next(c for c in window.scene.cards if c.face == face and c.place in ("loose", "top")
                                       and c.card_id not in window.scene.table_pick))
    for key in move.builds:
        click_card(qtbot, window, next(c for c in window.scene.cards if c.place == "build" and c.key == key))


def drag_to_felt(qtbot, window, card) -> None:
    """Drag ``card`` so that its centre lands on bare felt above the hand:
    what the scene reads as a drop on nothing (only the card under the held
    card's centre is aimed at), even when the table's cards fill the felt."""
    from PySide6.QtCore import QPointF
    scene = window.scene
    taken = [c.card_scene_rect() for c in scene.cards if c is not card]
    rect = scene.sceneRect()
    spot = next(QPointF(x, y) for y in range(int(rect.top()) + 4, int(scene._hand_top) - 4, 6)
                for x in range(int(rect.left()) + 4, int(rect.right()) - 4, 6)
                if not any(t.contains(QPointF(x, y)) for t in taken))
    vp = window.view.viewport()
    start = window.view.mapFromScene(card.card_scene_rect().center())
    end = window.view.mapFromScene(spot)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * (k / 5))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def wrong_answer(drill):
    """An answer of the right form that is wrong (or, for a play, unreadable)."""
    if drill.kind == "legal":
        return (drill.answer + 1) % len(drill.choices)
    if drill.kind == "captures":
        return []
    if drill.kind == "score":
        return {item: [p + 1 for p in points] for item, points in drill.answer_json().items()}
    return "XX"
