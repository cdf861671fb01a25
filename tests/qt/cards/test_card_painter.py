"""Offscreen tests of the procedural card art, the pixmap cache and CardItem."""
from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from casino_desktop.qt.cards.item import CardItem
from casino_desktop.qt.cards.face import ALL_CARDS, BACK, INDEX_H, INDEX_X, PIP_LAYOUTS, card_height, split_card_id, suit_path
from casino_desktop.qt.cards.painter import CardPixmapCache, paint_card, pixmap_margin
from casino_desktop.qt.cards.sheet import guard_none_refcount, render_contact_sheet

# PySide6 6.12.0 on Python 3.11 leaks a reference to None per void Qt call;
# painting 53 cards is enough to abort the interpreter without this.
guard_none_refcount()

pytestmark = pytest.mark.gui
BG = QColor(0, 128, 0)  # pure green: no card colour is near it


def render(card: str, width: int = 100) -> QImage:
    image = QImage(width, round(card_height(width)), QImage.Format.Format_ARGB32)
    image.fill(BG)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, width, card_height(width)), card)
    painter.end()
    return image


def colour_counts(image: QImage, area: QRectF | None = None) -> tuple[int, int]:
    """(reddish, dark) pixel counts, optionally within ``area``."""
    area = area or QRectF(image.rect())
    red = dark = 0
    for y in range(int(area.top()), int(area.bottom())):
        for x in range(int(area.left()), int(area.right())):
            c = image.pixelColor(x, y)
            if c.red() > 150 and c.green() < 90 and c.blue() < 100:
                red += 1
            elif max(c.red(), c.green(), c.blue()) < 60:
                dark += 1
    return red, dark


def digest(image: QImage) -> str:
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def test_split_card_id_gives_rank_and_suit_and_rejects_nonsense():
    assert split_card_id("10D") == ("10", "D")
    assert split_card_id("AS") == ("A", "S")
    for bad in ("", "1S", "11H", "KX", "back", "Q"):
        with pytest.raises(ValueError):
            split_card_id(bad)


def test_pip_layouts_have_one_pip_per_point_and_are_symmetric():
    for rank, layout in PIP_LAYOUTS.items():
        assert len(layout) == int(rank)
        assert len(set(layout)) == len(layout)
        if rank == "7":  # the classic 7 has its odd pip in the upper half
            continue
        mirrored = {(-col, round(1 - row, 6)) for col, row in layout}
        assert mirrored == {(col, round(row, 6)) for col, row in layout}, rank


@pytest.mark.parametrize("suit", "SHDC")
def test_suit_pips_are_filled_shapes_in_their_box(qapp, suit):
    rect = QRectF(10, 20, 40, 40)
    path = suit_path(suit, rect)
    assert not path.isEmpty()
    assert rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(path.boundingRect())
    assert path.contains(rect.center())
    assert not path.contains(rect.topLeft() + QPointF(1, 1))  # not a square blob


def test_every_card_renders_in_its_colour_family(qapp):
    """Number cards are inked in their suit's colour alone; court figures
    wear both colours (as printed decks do), so for them the corner index
    is what must be in the suit's colour."""
    corner = QRectF(0, 0, 100 * (INDEX_X + 0.1), 100 * (INDEX_H + 0.3))
    for card in ALL_CARDS:
        court = split_card_id(card)[0] in "JQK"
        red, dark = colour_counts(render(card), corner if court else None)
        if split_card_id(card)[1] in "HD":
            assert red > (60 if court else 150) and dark < 5, (card, red, dark)
        else:
            assert dark > (60 if court else 150) and red < 5, (card, red, dark)


@pytest.mark.parametrize("card", ["10H", "10S", "QD", "AC", "7H"])
def test_corner_indices_are_drawn_at_both_corners_at_80px(qapp, card):
    """At 80 px the index must still be real ink, in the top-left corner and
    (turned round) in the bottom-right one."""
    w = 80
    image = render(card, w)
    h = image.height()
    corner = QRectF(0, 0, w * (INDEX_X + 0.1), w * (INDEX_H + 0.3))
    flipped = QRectF(w - corner.width(), h - corner.height(), corner.width(), corner.height())
    want = 0 if split_card_id(card)[1] in "HD" else 1
    for area in (corner, flipped):
        assert colour_counts(image, area)[want] > 60, (card, area)


def test_faces_and_back_all_differ(qapp):
    digests = {digest(render(card, 60)) for card in ALL_CARDS + (BACK,)}
    assert len(digests) == len(ALL_CARDS) + 1


def test_pixmap_cache_reuses_pixmaps_and_respects_device_pixel_ratio(qapp):
    cache = CardPixmapCache()
    first = cache.pixmap("QH", 90)
    assert cache.pixmap("QH", 90) is first
    assert cache.pixmap("QH", 90, "target") is not first
    assert len(cache) == 2
    margin = pixmap_margin(90)
    assert abs(first.width() - (90 + 2 * margin)) <= 2
    cache.setDevicePixelRatio(2)
    sharp = cache.pixmap("QH", 90)
    assert sharp is not first and sharp.devicePixelRatio() == 2
    assert abs(sharp.width() - 2 * first.width()) <= 2
    # Same logical size, so it drops into the same layout slot.
    assert abs(sharp.width() / 2 - first.width()) <= 1
    # Equal device widths at different ratios are different pixmaps.
    wide = cache.pixmap("QH", 180, dpr=1)
    assert wide is not sharp and wide.devicePixelRatio() == 1
    assert cache.pixmap("QH", 90, dpr=2) is sharp
    with pytest.raises(ValueError):
        cache.pixmap("QH", 90, "glowing")


def test_highlight_kinds_paint_differently(qapp):
    cache = CardPixmapCache()
    kinds = (None, "target", "selected", "hint")
    images = {kind: cache.pixmap("9C", 80, kind).toImage() for kind in kinds}
    assert len({digest(img) for img in images.values()}) == len(kinds)


def render_item(item: CardItem) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(item)
    rect = item.sceneBoundingRect()
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    scene.removeItem(item)
    return image


def test_card_item_highlight_and_face_change_its_painting(qapp):
    item = CardItem("5D", card_width=80, cache=CardPixmapCache())
    plain = digest(render_item(item))
    item.set_highlight("target")
    glowing = digest(render_item(item))
    item.set_highlight("selected")
    raised = item.shape().boundingRect()
    assert raised.top() < 0  # the hit shape follows the lifted card
    item.set_highlight(None)
    assert digest(render_item(item)) == plain != glowing
    item.set_face_up(False)
    assert digest(render_item(item)) != plain
    with pytest.raises(ValueError):
        item.set_highlight("sparkle")


def test_card_item_resizes_and_is_marked_draggable(qapp):
    item = CardItem("KS", card_width=80)
    item.set_card_width(120)
    assert item.card_rect() == QRectF(0, 0, 120, 168)
    assert item.boundingRect().contains(item.card_rect())
    assert item.transformOriginPoint() == QPointF(60, 84)
    assert not item.is_draggable()
    item.set_draggable(True)
    assert item.is_draggable() and not item.hasCursor()  # the view shows the hand (test_hand_cursor)
    item.set_draggable(False)
    assert not item.is_draggable()


def test_card_item_animates_to_position_and_rotation(qtbot):
    scene = QGraphicsScene()
    item = CardItem("AH", card_width=70)
    scene.addItem(item)
    target = QPointF(240, 130)
    anim = item.animate_to(target, 150, rotation=12)
    assert item.is_animating()
    assert item.pos() != target  # it glides, it does not jump
    qtbot.waitUntil(lambda: not item.is_animating(), timeout=2000)
    assert item.pos() == target
    assert item.rotation() == pytest.approx(12)
    assert anim.endValue() == target


def test_stopping_a_move_leaves_the_card_where_it_is(qtbot):
    item = CardItem("2S", card_width=70)
    item.animate_to(QPointF(500, 0), 2000)
    qtbot.wait(100)
    item.stop_animation()
    x = item.pos().x()
    qtbot.wait(100)
    assert 0 < x < 500 and item.pos().x() == x and not item.is_animating()


def test_contact_sheet_holds_every_card(qapp, tmp_path):
    out = tmp_path / "sheet.png"
    image = render_contact_sheet(str(out), card_width=40, device_pixel_ratio=2)
    assert out.stat().st_size > 10_000
    assert image.devicePixelRatio() == 2
    loaded = QImage(str(out))
    assert loaded.width() == image.width() > 13 * 40 * 2
    assert loaded.height() > 5 * card_height(40) * 2


def test_the_corner_letter_is_the_players_language(qtbot, pseudo_language):
    # A court card and the ace carry the language's letter (as the play log
    # writes the card); a picture made in English is not reused for it.
    from casino_desktop.qt.cards.face import index_text
    assert index_text("JS").startswith("\u27e6") and index_text("AH").startswith("\u27e6")
    assert index_text("10D") == "10" and index_text("back") == ""
    cache = CardPixmapCache()
    translated = cache.pixmap("QH", 80).toImage()
    from casino_desktop.qt.catalogs import install_language
    install_language("en")
    assert index_text("QH") == "Q"
    english = cache.pixmap("QH", 80).toImage()
    assert len(cache) == 2 and english != translated
