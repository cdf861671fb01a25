"""View › High Contrast and View › Large Cards: shown at once, remembered,
with every card theme, and the table still fits at 1024x768."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from casino_desktop.core import make_rules, new_game
from casino_desktop.qt.access.contrast import FELT, apply_palette, set_high_contrast
from casino_desktop.qt.cards.painter import CardPixmapCache, shared_cache
from casino_desktop.qt.cards.sheet import guard_none_refcount
from casino_desktop.qt.cards.themes import DrawnDeck, SvgDeck, system_themes
from casino_desktop.qt.table.layout import CHIP, compute
from casino_desktop.qt.table.plan import make_plan
from ..cards.test_card_themes import make_data_dirs
from ..table_helpers import make_window, show_position, wait_for_human

guard_none_refcount()
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture(autouse=True)
def _plain_look_after():
    yield
    set_high_contrast(False)
    apply_palette(False)
    shared_cache().clear()


def _decks(tmp_path):
    themes = system_themes([make_data_dirs(tmp_path)])
    return [DrawnDeck(False), DrawnDeck(True)] + [SvgDeck(t) for t in themes]


def test_high_contrast_outlines_and_indexes_every_deck(qapp, tmp_path):
    """A corner index on pure white and a white-and-black outline, over our
    decks and over SVG themes (whose fixture faces are plain colour)."""
    for deck in _decks(tmp_path):
        cache = CardPixmapCache(deck=deck)
        plain = cache.pixmap("KD", 200, dpr=1.0).toImage()
        set_high_contrast(True)
        cache.clear()
        strong = cache.pixmap("KD", 200, dpr=1.0).toImage()
        set_high_contrast(False)
        margin = 18  # ceil(200 * MARGIN_FRAC)
        edge_y = margin + 140
        assert QColor(strong.pixel(margin + 1, edge_y)).lightness() > 240, deck.name      # white outer line
        assert QColor(strong.pixel(margin + 7, edge_y)).lightness() < 40, deck.name       # black inner line
        box = QColor(strong.pixel(margin + 11, margin + 77))                                  # inside the index box
        assert box.lightness() > 240 and box.saturation() < 10, deck.name
        assert strong != plain


def test_the_choices_show_at_once_and_are_remembered(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.start_game()
    wait_for_human(qtbot, window)
    felt, width = window.scene.felt_colours, window.scene.geometry.card_w
    window.access.act_contrast.setChecked(True)
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window) == QColor("#000000")
    assert window.scene.felt_colours == FELT
    window.access.act_large.setChecked(True)
    assert window.scene.geometry.card_w >= width * 1.2
    hand = window.scene.hand_items(0)
    assert hand and all(abs(it.card_width - window.scene.geometry.card_w) < 0.01 for it in hand)
    window.close()
    again = make_window(qtbot, tmp_path)  # the same settings file
    assert again.access.act_contrast.isChecked() and again.access.act_large.isChecked()
    assert again.scene.card_scale > 1 and again.scene.felt_colours == FELT
    again.access.act_contrast.setChecked(False)
    assert again.scene.felt_colours == felt
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window) != QColor("#000000")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value("view/high_contrast") in (False, "false") and settings.value("view/large_cards") in (True, "true")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_large_cards_still_fit_the_table_at_1024x768(qtbot, tmp_path, players):
    window = make_window(qtbot, tmp_path, players=players, size=(1024, 768))
    window.access.act_large.setChecked(True)
    window.start_game()
    wait_for_human(qtbot, window)
    scene = window.scene
    room = scene.sceneRect()
    shown = [it for it in scene.cards.values() if it.isVisible()]
    assert shown and all(room.contains(it.mapRectToScene(it.card_rect())) for it in shown)
    felt = scene.geometry.felt
    hand = [it.card_scene_rect() for it in scene.hand_items(0)]
    table = [it.card_scene_rect() for it in scene.loose_items()]
    assert all(felt.contains(r) for r in table)
    assert not any(h.intersects(t) for h in hand for t in table)
    assert all(not h.intersects(felt) for h in hand)


@pytest.mark.parametrize("variant", ["casino", "swazi-casino"])
@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_large_cards_enlarge_the_hand_at_every_size_and_hand_length(qtbot, tmp_path, variant, size):
    # Swazi deals the whole pack (twelve cards each): a long hand overlaps
    # more rather than keeping its cards small.
    window = make_window(qtbot, tmp_path, variant=variant, size=size)
    window.start_game()
    wait_for_human(qtbot, window)
    scene = window.scene
    before_w = [it.card_width for it in scene.hand_items(0)]
    before = window.view.grab().toImage()
    window.access.act_large.setChecked(True)
    qtbot.waitUntil(lambda: all(it.card_width >= w * 1.2 for it, w in zip(scene.hand_items(0), before_w)))
    assert window.view.grab().toImage() != before
    room = scene.sceneRect()
    shown = [it for it in scene.cards.values() if it.isVisible()]
    assert all(room.contains(it.mapRectToScene(it.card_rect())) for it in shown)
    felt = scene.geometry.felt
    assert all(not it.card_scene_rect().intersects(felt) for it in scene.hand_items(0))
    assert window.statusBar().currentMessage() == "Your hand and the table's cards are now drawn larger."


@pytest.mark.parametrize("players", [2, 4])
def test_large_cards_on_a_short_table_draw_the_table_s_cards_larger_too(qtbot, tmp_path, players):
    """A laptop's 1366x768 screen at 125 % is 1093x614: there the enlarged
    hand took the felt's height and the table's cards were drawn smaller
    than with the choice off (docs/playtests/2026-12-06-scaling.md, finding
    2), though the status line says they are drawn larger."""
    window = make_window(qtbot, tmp_path, players=players, partnerships=players == 4, size=(1093, 614))
    window.start_game()
    wait_for_human(qtbot, window)
    scene = window.scene
    hand, table = scene.hand_items(0)[0].card_width, scene.loose_items()[0].card_width
    window.access.act_large.setChecked(True)
    qtbot.waitUntil(lambda: scene.hand_items(0)[0].card_width > hand * 1.1)
    assert scene.loose_items() and all(it.card_width > table * 1.1 for it in scene.loose_items())
    felt = scene.geometry.felt
    assert all(felt.contains(it.card_scene_rect()) for it in scene.loose_items())
    assert all(not it.card_scene_rect().intersects(felt) for it in scene.hand_items(0))


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1093, 614), (1280, 720)])
def test_large_cards_on_a_short_table_leave_the_side_seats_cards_as_large(qtbot, tmp_path, players, size):
    """The laptops of test above at 125 % and 150 % (1280x720): West's and
    East's backs share the middle band with the felt, and the enlarged hand
    took its height: they were drawn smaller than with the choice off
    (docs/playtests/2026-12-06-scaling.md, finding 5).  The hand and the
    table's cards still grow, and a side hand stays in its column, above
    its caption and the pile below it."""
    window = make_window(qtbot, tmp_path, players=players, partnerships=players == 4, size=size)
    window.start_game()
    wait_for_human(qtbot, window)
    scene = window.scene
    sides = [sg.seat for sg in scene.geometry.seats if sg.side in ("left", "right")]
    before = {s: [it.card_width for it in scene.hand_items(s)] for s in sides}
    hand, table = scene.hand_items(0)[0].card_width, scene.loose_items()[0].card_width
    window.access.act_large.setChecked(True)
    qtbot.waitUntil(lambda: scene.hand_items(0)[0].card_width > hand * 1.1)
    assert all(it.card_width > table * 1.1 for it in scene.loose_items())
    g = scene.geometry
    for s in sides:
        items = scene.hand_items(s)
        widths = [it.card_width for it in items]
        assert widths and min(widths) >= min(before[s]) - 0.01, (s, before[s], widths)
        sg = g.seats[s]
        for it in items:
            r = it.card_scene_rect()
            assert not r.intersects(g.felt) and sg.zone.contains(r), (s, r, sg.zone)
            assert r.bottom() <= sg.caption.y() - g.label_h / 2, (s, r)  # the caption, then the pile, below it


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1093, 614), (1280, 720)])
def test_large_cards_on_a_short_table_leave_the_top_seat_s_cards_as_large(qtbot, tmp_path, players, size):
    """The laptops above: North's backs gave the enlarged hand and the felt
    up to 1/1.3 of their size (fix 2 of docs/playtests/2026-12-06-scaling.md:
    54 -> 41.5 pixels wide at 1093x614).  Mid-round, North dealing and (two
    players) holding a pile with sweeps: its cards no narrower with the
    choice on, the hand and the table's cards still more than 10 % larger,
    and nothing over the felt, a card, a caption or the dealer's chip.
    (Not West's pile with four: its caption "West & East / 6 taken ·
    2♠ · 2 sweeps" widens the side columns, a narrower felt either way.)"""
    window = make_window(qtbot, tmp_path, players=players, partnerships=players == 4, size=size)
    window.start_game()
    wait_for_human(qtbot, window)
    scene = window.scene
    north = next(sg.seat for sg in scene.geometry.seats if sg.side == "top")
    state = scene.state.clone()
    state.dealer = north
    taken, state.stock = state.stock[:6], state.stock[6:]
    side = 1 if players == 2 else 0  # North's pile with two players; with four, North & South's is South's
    state.captured[side], state.sweeps[side] = taken, taken[:2]
    show_position(qtbot, window, state)
    before = [it.card_width for it in scene.hand_items(north)]
    hand, table = scene.hand_items(0)[0].card_width, scene.loose_items()[0].card_width
    window.access.act_large.setChecked(True)
    qtbot.waitUntil(lambda: scene.hand_items(0)[0].card_width > hand * 1.1)
    assert all(it.card_width > table * 1.1 for it in scene.loose_items())
    widths = [it.card_width for it in scene.hand_items(north)]
    assert widths and min(widths) >= min(before) - 0.01, (before, widths)
    g = scene.geometry
    assert all(g.felt.contains(it.card_scene_rect()) for it in scene.loose_items())
    cards = {cid: it.card_scene_rect() for cid, it in scene.cards.items() if it.isVisible()}
    tops = [cards[c] for c in scene.plan.hands[north]]
    marks = {key: cap.sceneBoundingRect() for key, cap in scene.captions.items() if cap.isVisible()}
    if scene.chip.isVisible():
        marks["chip"] = scene.chip.sceneBoundingRect()
    assert all(scene.sceneRect().contains(r) for r in [*tops, *marks.values()])
    assert not any(r.intersects(g.felt) for r in tops)
    assert not any(r.intersects(m) for r in tops for m in marks.values()), marks
    assert not any(r.intersects(t) for c, r in cards.items() if c not in scene.plan.hands[north] for t in tops)
    for key, m in marks.items():
        assert not any(m.intersects(r) for r in cards.values()), key
        assert not any(m.intersects(o) for k, o in marks.items() if k != key), (key, marks)
        assert key.startswith("build") or not m.intersects(g.felt), key


@pytest.mark.parametrize("variant", ["casino", "swazi-casino"])
def test_the_top_seat_s_captions_beside_its_cards_leave_room_for_a_long_or_face_up_hand(qapp, variant):
    """On the short table above with Large Cards, North's captions lie
    beside its hand and its pile: a twelve-card Swazi hand, or one shown
    face up (several people at one screen) and spread wider, still leaves
    its caption whole on the table, clear of its cards and of the pile."""
    state = new_game(make_rules(variant), 2, False, 3)
    g = compute(825, 494, 2, max(len(h) for h in state.hands), scale=1.3, beside_w=110.0)
    north = g.seats[1]
    assert north.beside and north.card_w == pytest.approx(54.0)  # as with the choice off
    for face_up in (set(), {0, 1}):
        plan = make_plan(state, g, ["You", "North"], face_up, lambda text: 110.0)
        spot = plan.captions["seat1"]
        caption = QRectF(spot.centre.x() - 55, spot.centre.y() - g.label_h / 2, 110, g.label_h)
        cards = [plan.cards[c].rect() for c in plan.hands[1]]
        pile = plan.captions["pile1"].centre.x() - 55
        assert caption.left() > g.label_h * CHIP * 1.1, caption  # and the dealer's chip left of it
        assert not any(caption.intersects(r) for r in cards), (caption, cards)
        assert max(r.right() for r in cards) < north.pile_centre.x() - north.card_w * 0.9 < pile, (cards, pile)


@pytest.mark.parametrize("held", [1, 3, 12])
def test_the_top_seat_s_caption_beside_its_cards_keeps_to_the_cards_it_holds(qapp, held):
    """With one card left the caption stayed where the longest hand began,
    about 60 pixels from it (docs/playtests/2026-12-06-stranger-4.md,
    finding 9): it ends half a pad left of the first card it names."""
    state = new_game(make_rules("swazi-casino"), 2, False, 3)
    g = compute(825, 494, 2, max(len(h) for h in state.hands), scale=1.3, beside_w=110.0)
    assert g.seats[1].beside
    state.hands[1] = state.hands[1][:held]
    plan = make_plan(state, g, ["You", "North"], set(), lambda text: 110.0)
    spot = plan.captions["seat1"]
    first = min(plan.cards[c].rect().left() for c in plan.hands[1])
    assert spot.centre.x() + 55 == pytest.approx(first - g.pad * 0.5)
    assert spot.centre.x() - 55 > g.label_h * CHIP * 1.1  # the dealer's chip still left of it


@pytest.mark.parametrize("size, partnerships", [((880, 560), True), ((1000, 650), True), ((1093, 614), True),
                                                ((1100, 700), True), ((1280, 720), False)])
def test_large_cards_on_a_crowded_felt_draw_no_card_smaller(qtbot, tmp_path, size, partnerships):
    """Four in partnerships, eight loose cards on the felt, in windows a
    laptop at 125 % gives (docs/playtests/2026-12-06-stranger-4.md, finding
    4): the enlarged hand took the felt's height, the eight cards needed two
    rows there, and they were drawn smaller than with the choice off (1000x650:
    about 42 -> 35 pixels wide; four on their own at 1920x1080 at 150 %,
    docs/playtests/2026-12-06-scaling.md, "Left": about 89 -> 76).  The hand
    now grows only as far as the felt's cards stay as large as with the
    choice off: no card smaller, the hand still no smaller, and nothing
    over the felt."""
    window = make_window(qtbot, tmp_path, players=4, partnerships=partnerships, size=size)
    window.start_game()
    wait_for_human(qtbot, window)
    scene = window.scene
    state = scene.state.clone()
    need = 8 - len(state.loose)
    moved, state.stock = state.stock[:need], state.stock[need:]
    state.loose = list(state.loose) + moved
    show_position(qtbot, window, state)
    hand, table = scene.hand_items(0)[0].card_width, scene.loose_items()[0].card_width
    window.access.act_large.setChecked(True)
    qtbot.waitUntil(lambda: scene.card_scale > 1)
    assert scene.hand_items(0)[0].card_width >= hand - 0.01
    widths = [it.card_width for it in scene.loose_items()]
    assert len(widths) == 8 and min(widths) >= table - 0.01, (table, widths)
    felt = scene.geometry.felt
    assert all(felt.contains(it.card_scene_rect()) for it in scene.loose_items())
    assert all(not it.card_scene_rect().intersects(felt) for it in scene.hand_items(0))


def test_large_cards_hand_gives_way_within_a_deal_and_grows_with_the_next(qtbot, tmp_path):
    """Fitted to each position alone, the enlarged hand changed size at one
    move in three on a crowded four-seat table: within a deal it now only
    gives way, and the next deal gives it its room back."""
    window = make_window(qtbot, tmp_path, players=4, partnerships=True, size=(1000, 650))
    window.access.act_large.setChecked(True)
    window.start_game()
    wait_for_human(qtbot, window)
    scene = window.scene
    start = scene.state.clone()
    roomy = scene.hand_items(0)[0].card_width
    crowded = start.clone()
    need = 8 - len(crowded.loose)
    crowded.loose, crowded.stock = list(crowded.loose) + crowded.stock[:need], crowded.stock[need:]
    show_position(qtbot, window, crowded)
    gave_way = scene.hand_items(0)[0].card_width
    assert gave_way < roomy - 1
    cleared = crowded.clone()
    cleared.captured[0] = cleared.captured[0] + cleared.loose[:6]
    cleared.loose = cleared.loose[6:]
    scene.show_state(cleared, 0)  # the same deal (the stock as long): the hand keeps its size
    assert scene.hand_items(0)[0].card_width == pytest.approx(gave_way)
    next_deal = cleared.clone()
    next_deal.stock = next_deal.stock[16:]  # a later deal, the felt as roomy
    scene.show_state(next_deal, 0)
    assert scene.hand_items(0)[0].card_width > gave_way + 1
