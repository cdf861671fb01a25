"""Nothing on the table overlaps what it must not, at 1024x768 and 1920x1080,
for every player count, early and late in a round, and on a crowded table."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from casino_desktop.core import PHASE_PLAY, Build, apply, legal_moves, make_rules, new_game, parse_card
from casino_desktop.qt.table.scene import TableScene

pytestmark = pytest.mark.gui

SIZES = ((760, 640), (1580, 960))  # the table's part of a 1024x768 and a 1920x1080 window
NAMES = ["You", "West", "North", "East"]


GAMES = (("casino", 2, False), ("swedish-kasino", 3, False), ("royal-casino", 4, True), ("mulle", 4, False),
         ("finnish-kasino", 2, False))
# Face-up capture piles whose tops are in play, and hands of up to 13 cards.
AFRICAN_GAMES = (("sotho-casino", 4, True), ("south-african-casino", 3, False))


def _states(games=GAMES + AFRICAN_GAMES):
    out = []
    for variant, players, pairs in games:
        rng = random.Random(players)
        state = new_game(make_rules(variant), players, pairs, seed=3)
        for ply in range(70):
            if state.phase != PHASE_PLAY:
                break
            if ply in (0, 9, 30, 55):
                out.append(state.clone())
            apply(state, rng.choice(legal_moves(state)))
    return out


def _crowded():
    """Twenty loose cards and three builds (a long Nordic or Mulle round)."""
    state = new_game(make_rules("casino"), 2, False, seed=1)
    faces = [parse_card(t) for t in "AS 2H 3D 4C 5S 6H 7D 8C 9S 10H JD QC KS AH 2D 3C 4S 5H 6D 7C".split()]
    state.loose = faces
    rest = [c for c in range(52) if c not in faces]
    state.builds = [Build(tuple(rest[0:3]), 9, False, 0), Build(tuple(rest[3:7]), 10, True, 1),
                    Build(tuple(rest[7:9]), 8, False, 1)]
    state.hands = [rest[9:13], rest[13:17]]
    state.stock = rest[17:30]
    for side, cards in enumerate((rest[30:38], rest[38:44])):
        state.captured[side] = list(cards)
        state.sweeps[side] = list(cards[:2])
    return state


def _overlap(a: QRectF, b: QRectF) -> float:
    r = a.intersected(b)
    return 0.0 if r.isEmpty() else r.width() * r.height()


def _check(scene: TableScene, state) -> None:
    plan = scene.plan
    area = scene.sceneRect()
    felt = [plan.cards[c].rect() for c in plan.loose] + [b.rect for b in plan.builds]
    for i, a in enumerate(felt):  # loose cards and builds never overlap each other
        for b in felt[i + 1:]:
            assert _overlap(a, b) < 1, (a, b)
    caps = {k: c.mapRectToScene(c.boundingRect()) for k, c in scene.captions.items() if c.text()}
    keys = sorted(caps)
    for i, a in enumerate(keys):  # no caption covers another
        for b in keys[i + 1:]:
            assert _overlap(caps[a], caps[b]) < 1, (a, b, state.players)
    cards = [p.rect() for p in plan.cards.values()]
    for key, rect in caps.items():  # captions sit on the felt, off every card
        assert area.contains(rect), key
        for r in cards:
            assert _overlap(rect, r) < 2, (key, state.players)
    chip = scene.chip.mapRectToScene(scene.chip.boundingRect())  # the dealer's "D"
    assert area.contains(chip)
    for r in cards + [rect for key, rect in caps.items() if key != f"seat{state.dealer}"]:
        assert _overlap(chip, r) < 2, ("dealer chip", state.players)
    hands = [plan.cards[c].rect() for cards_ in plan.hands.values() for c in cards_]
    for r in felt:  # the table never runs under a hand
        assert area.contains(r)
        for h in hands:
            assert _overlap(r, h) < 1


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps(qapp, size):
    scene = TableScene()
    scene.set_size(*size)
    for state in _states() + [_crowded()]:
        scene.set_game(state, NAMES[:state.players], {0})
        scene.show_state(state, 0)
        _check(scene, state)


def _whole_pack_deals():
    """The African games deal the whole pack: hands of 10 to 16 cards (their
    moves are not all played yet by the engine: the deal is shown as dealt)."""
    return [new_game(make_rules(variant), players, players == 4, seed=3)
            for variant, players in (("swazi-casino", 2), ("swazi-casino", 3), ("swazi-casino", 4),
                                     ("south-african-casino", 3), ("south-african-casino", 4))]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_hands_of_the_whole_pack_fit_their_seats(qapp, size):
    """Sixteen cards in a hand overlap instead of running off the table or
    over the pile; the player's own cards still show their corners."""
    scene = TableScene()
    scene.set_size(*size)
    for state in _whole_pack_deals():
        for up in ({0}, set(range(state.players))):
            scene.set_game(state, NAMES[:state.players], up)
            scene.show_state(state, 0)
            _check(scene, state)
            g = scene.geometry
            for sg in g.seats:
                rects = [scene.plan.cards[c].rect() for c in scene.plan.hands[sg.seat]]
                assert all(scene.sceneRect().contains(r) for r in rects), (sg.side, state.players)
                pile = QRectF(sg.pile_centre.x() - sg.card_w * 0.7, sg.pile_centre.y() - sg.card_w * 0.7,
                              sg.card_w * 1.4, sg.card_w * 1.4)
                assert all(_overlap(r, pile) < 1 for r in rects), (sg.side, state.players)
            mine = [scene.plan.cards[c].rect() for c in scene.plan.hands[0]]
            assert mine[1].left() - mine[0].left() >= g.card_w * 0.3  # a corner's rank and suit show


@pytest.mark.parametrize("players, places", [(2, ["bottom", "top"]), (3, ["bottom", "right", "left"]),
                                             (4, ["bottom", "right", "top", "left"])])
def test_where_play_passes_to_the_right_the_next_seat_sits_at_the_right(qapp, players, places):
    """``anticlockwise``: the engine's next seat (seat + 1) is placed to the
    player's right; the dealer's chip and the turn frame go with the seats."""
    from casino_desktop.qt.table.layout import compute, seat_side
    for bottom in range(players):
        g = compute(1280, 800, players, 4, bottom, anticlockwise=True)
        assert [s.side for s in g.seats] == [places[(seat - bottom) % players] for seat in range(players)]
    assert [seat_side(players, seat, True) for seat in range(players)] == places
    state = new_game(make_rules("swazi-casino"), players, players == 4, seed=2)
    scene = TableScene()
    scene.set_size(1580, 960)
    scene.set_game(state, NAMES[:players], {0})
    scene.show_state(state, 0)
    assert [s.side for s in scene.geometry.seats] == places
    if players > 2:
        east = scene.geometry.seats[1]
        assert east.hand_centre.x() > scene.sceneRect().width() * 0.75
    for seat in range(players):  # the chip beside the dealer's name, the frame round the mover's hand
        state.dealer = state.to_move = seat
        scene.show_state(state, 0)
        chip = scene.chip.mapRectToScene(scene.chip.boundingRect())
        caption = scene.captions[f"seat{seat}"]
        name = caption.mapRectToScene(caption.boundingRect())
        assert abs(chip.center().y() - name.center().y()) < name.height(), seat
        assert min(abs(chip.left() - name.right()), abs(chip.right() - name.left())) < name.height() * 2, seat
        frame = scene.turn_frame.mapRectToScene(scene.turn_frame.boundingRect())
        hand = scene.plan.cards[state.hands[seat][0]].rect()
        assert frame.contains(hand.center()), seat
        others = [scene.plan.cards[c].rect().center() for s in range(players) if s != seat for c in state.hands[s]]
        assert not any(frame.contains(p) for p in others), seat


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_hand_face_up_as_in_a_review(qapp, size):
    """The review of a round shows every hand: still nothing overlaps, and
    the top hand's faces no longer hide one another; a hand of the whole
    pack dealt out (13 cards in four) cannot spread so far, but each card
    still shows the half of its face that holds its corner."""
    scene = TableScene()
    scene.set_size(*size)
    for state in _states() + [_crowded()]:
        scene.set_game(state, NAMES[:state.players], set(range(state.players)))
        scene.show_state(state, 0)
        _check(scene, state)
        top = [s.seat for s in scene.geometry.seats if s.side == "top"]
        if top:
            rects = [scene.plan.cards[c].rect() for c in scene.plan.hands[top[0]]]
            for a, b in zip(rects, rects[1:]):
                if len(rects) <= 10:
                    assert _overlap(a, b) < 1, (a, b, state.players)
                else:
                    assert b.left() - a.left() >= a.width() / 2, (a, b, state.players)


def test_crowded_table_shrinks_its_cards_but_keeps_captions_readable(qapp):
    # (760x640 holds them at full size since rows of loose cards keep no room for a caption.)
    scene = TableScene()
    scene.set_size(760, 560)
    state = _crowded()
    scene.set_game(state, NAMES[:2], {0})
    scene.show_state(state, 0)
    assert scene.plan.felt_card_w < scene.geometry.card_w
    assert scene.plan.felt_card_w >= 30
    assert min(c._font.pixelSize() for c in scene.captions.values()) >= 11


@pytest.mark.parametrize("players", [2, 3, 4])
def test_any_seat_can_sit_at_the_bottom_and_the_others_keep_their_order(qapp, players):
    from casino_desktop.qt.table.layout import SEAT_SIDES, compute
    for bottom in range(players):
        g = compute(1280, 800, players, 4, bottom)
        assert [s.seat for s in g.seats] == list(range(players))  # indexed by seat
        sides = [s.side for s in g.seats]
        # Clockwise from the person at the bottom, as from seat 0 at bottom=0.
        assert sides == [SEAT_SIDES[players][(seat - bottom) % players] for seat in range(players)]
        assert g.seats[bottom].card_w == g.card_w
        assert all(s.card_w < g.card_w for s in g.seats if s.seat != bottom)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps_with_another_seat_at_the_bottom(qapp, size):
    """Pass and play turns the table to the person to play: the layout holds."""
    scene = TableScene()
    scene.set_size(*size)
    for state in _states() + [_crowded()]:
        for bottom in range(1, state.players):
            scene.bottom_seat = bottom
            scene.set_game(state, NAMES[:state.players], {bottom})
            scene.show_state(state, 0)
            _check(scene, state)
            assert scene.geometry.seats[bottom].side == "bottom"


def test_pile_caption_counts_sweeps_and_mulles_in_whole_words():
    """'1 mulle', '2 mulles' (it read '2 mulle'), from the sentence templates."""
    from casino_desktop.core import make_rules, new_game
    from casino_desktop.qt.table.layout import compute
    from casino_desktop.qt.table.plan import make_plan

    state = new_game(make_rules("mulle-kortspel"), 2, False, 3)
    state.sweeps[0] = [state.stock.pop()]
    state.mulles[0] = [[7, 7], [9, 9]]
    state.mulles[1] = [[5, 5]]
    plan = make_plan(state, compute(1280, 800, 2), ["South", "North"], {0})
    assert plan.captions["pile0"].text.endswith("1 sweep \u00b7 2 mulles")
    assert plan.captions["pile1"].text.endswith("\u00b7 1 mulle")


@pytest.mark.parametrize("language", ["fi", "ru"])
@pytest.mark.parametrize("width", [480, 520, 600, 760])
def test_four_seats_in_a_long_language_at_any_width(qapp, language, width):
    """Four seats beside Table in Words at 1024x768 (the table about 500 px
    wide), with large cards or not: "Pakka / 79 korttia" lay over the left
    seat's hand, the side columns being as wide as their cards only."""
    from casino_desktop.qt.access.menu import LARGE_SCALE
    from casino_desktop.qt.catalogs import install_language
    states = [s for s in _states() if s.players == 4 and not s.partnerships]
    try:
        assert install_language(language) is None
        for scale in (1.0, LARGE_SCALE):
            scene = TableScene()
            scene.card_scale = scale
            scene.set_size(width, 680)
            for state in states:
                scene.set_game(state, ["Etelä", "Länsi", "Pohjoinen", "Itä"], {0})
                scene.show_state(state, 0)
                _check(scene, state)
    finally:
        install_language("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_face_up_piles_top_lies_upright_at_every_seat(qapp, size):
    """A playtest: a side seat's pile top lay turned at about 60x40 px at
    1024x768, unreadable, though it is in play.  Every pile top lies upright,
    as wide as that seat's cards, and the side seats' piles keep clear of
    their captions (``test_nothing_overlaps`` walks these games too)."""
    scene = TableScene()
    scene.set_size(*size)
    state = new_game(make_rules("sotho-casino"), 4, True, seed=7)
    rng = random.Random(7)
    while state.phase == PHASE_PLAY and sum(1 for p in state.stacks if p) < 4:
        apply(state, rng.choice(legal_moves(state)))
    assert all(state.stacks), "every seat has a pile"
    scene.set_game(state, NAMES, {0})
    scene.show_state(state, 0)
    for pile in state.stacks:
        top = scene.plan.cards[pile[-1]]
        assert top.rotation == 0.0 and top.rect().height() > top.rect().width()
    _check(scene, state)


@pytest.mark.parametrize("width", [10.0, 0.0, -40.0])
def test_a_felt_narrower_than_a_card_still_lays_out_every_item(qapp, width):
    """A window squeezed for a moment leaves the felt narrower than the
    smallest card: the cards overflow, the table is still drawn (it raised
    TypeError in the middle of a move's animation)."""
    from casino_desktop.qt.table.felt_layout import FeltItem, layout_felt
    items = [FeltItem(1), FeltItem(3, label_w=90.0), FeltItem(1)]
    laid = layout_felt(items, QRectF(5, 5, width, 10), 72.0, 12.0)
    assert len(laid.positions) == len(items) and len(laid.widths) == len(items)
    tops = [p.y() for p in laid.positions]
    assert tops == sorted(tops) and len(set(tops)) == len(items)  # one item a row: none on top of another


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hand_of_fewer_cards_than_the_deal_spreads_to_show_every_face(qapp, size):
    """Swazi Casino deals twelve cards a hand: the seats are sized for
    twelve, and a hand down to five kept the overlap of twelve, hiding most
    of each face on a table with room to spare.  Now it spreads: side by
    side where the row holds them, and never more overlapped than the
    longest hand."""
    rng = random.Random(5)
    state = new_game(make_rules("swazi-casino"), 2, False, seed=3)
    scene = TableScene()
    scene.set_size(*size)
    scene.set_game(state, NAMES[:2], {0})
    scene.show_state(state, 0)
    g = scene.geometry
    full = [scene.plan.cards[c].rect() for c in scene.plan.hands[0]]
    full_step = full[1].left() - full[0].left()
    while len(state.hands[0]) > 5 or state.to_move != 0:
        assert state.phase == PHASE_PLAY
        apply(state, rng.choice(legal_moves(state)))
    scene.show_state(state, 0)
    _check(scene, state)
    mine = [scene.plan.cards[c].rect() for c in scene.plan.hands[0]]
    assert len(mine) == 5
    for a, b in zip(mine, mine[1:]):
        assert b.left() - a.right() >= 0, "a card of five hides its neighbour"
        assert b.left() - a.left() >= full_step
    room = QRectF(0, 0, g.seats[0].pile_centre.x() - g.card_w * 0.7, size[1])
    assert all(room.contains(r) for r in mine)  # clear of the player's own pile
    top = [scene.plan.cards[c].rect() for c in scene.plan.hands[1]]
    assert all(scene.sceneRect().contains(r) for r in top)


@pytest.mark.parametrize("sweeps", [1, 3, 8])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_pile_with_its_sweeps_stays_on_the_table(qapp, size, sweeps):
    """Finnish Kasino: the sweeps lie fanned across the pile, and at the
    bottom seat (and the top one) the fan ran off the table's right edge,
    under the side panel.  Every card now lies whole on the table."""
    state = new_game(make_rules("finnish-kasino"), 2, False, seed=1)
    rest = [c for c in range(52) if c not in state.hands[0] + state.hands[1] + state.loose]
    for side, cards in enumerate((rest[:14], rest[14:28])):
        state.captured[side] = list(cards)
        state.sweeps[side] = list(cards[:sweeps])
    state.stock = rest[28:]
    scene = TableScene()
    scene.set_size(*size)
    scene.set_game(state, NAMES[:2], {0})
    scene.show_state(state, 0)
    _check(scene, state)
    area = scene.sceneRect()
    for c, place in scene.plan.cards.items():
        assert area.contains(place.rect()), (c, place.rect(), area)


def test_every_pile_caption_counts_its_cards_with_one_template():
    """'Taken 0 / 0\u2660' in Finnish Kasino beside 'North / 0 taken \u00b7 0\u2660'
    in Swazi Casino: one count template everywhere now.  The owner is named
    where it is not plain (a shared pile, a face-up pile in play), as before."""
    from casino_desktop.qt.table.layout import compute
    from casino_desktop.qt.table.plan import make_plan

    for variant, players, pairs, named in (("finnish-kasino", 2, False, False), ("swazi-casino", 2, False, True),
                                           ("royal-casino", 4, True, True)):
        state = new_game(make_rules(variant), players, pairs, seed=3)
        plan = make_plan(state, compute(1280, 800, players), NAMES[:players], {0})
        piles = sorted(k for k in plan.captions if k.startswith("pile"))
        assert piles
        for key in piles:
            first, second = plan.captions[key].text.split("\n")
            if named:
                assert second == "0 taken \u00b7 0\u2660", (variant, second)
            else:
                assert (first, second) == ("0 taken", "0\u2660"), (variant, first, second)
        if named:
            assert plan.captions["pile0"].text.split("\n")[0] == ("You & North" if pairs else "You")


def test_a_partnership_pile_names_its_side_as_the_rest_of_the_game_does(qapp):
    """The felt's pile caption had a template of its own ("{first} & {second}"),
    which Norwegian kept as "Vest & Øst" while the side panel, the score sheet
    and the log said "Vest og Øst": one template for a side now."""
    from casino_desktop.core import partners
    from casino_desktop.qt import catalogs
    from casino_desktop.qt.table.layout import compute
    from casino_desktop.qt.table.plan import make_plan
    from casino_desktop.qt.translate import say

    state = new_game(make_rules("royal-casino"), 4, True, seed=3)
    assert catalogs.install_language("nb") is None
    try:
        plan = make_plan(state, compute(1280, 800, 4), NAMES[:4], {0})
        side = say(partners(NAMES[1], NAMES[3]))
        assert " og " in side
        assert plan.captions["pile1"].text.split("\n")[0] == side
    finally:
        catalogs.install_language("en")


def test_a_felt_too_crowded_for_the_smallest_cards_still_shows_them_from_its_top(qapp):
    """Twenty-five loose cards at 880x560 (125 %) did not fit at the smallest
    size: the last fallback centred them in a felt 10^9 pixels high, so the
    table looked empty (the re-test of 6 December, finding 2)."""
    from casino_desktop.qt.table.felt_layout import FeltItem, layout_felt
    felt = QRectF(10, 20, 300, 150)
    laid = layout_felt([FeltItem(1)] * 40, felt, 60.0, 12.0)
    assert laid.positions[0].y() == felt.top() and laid.positions[0].x() >= felt.left()
    assert max(p.y() for p in laid.positions) < felt.top() + 40 * 60.0


def test_rows_of_loose_cards_are_filled_evenly_and_keep_no_room_for_captions(qapp):
    """Eight loose cards in a small window lay seven in a row and one alone
    under it, about 30 pixels wide, with half the felt empty (the re-test of
    6 December): each row kept a build's caption's room, and the rows were
    filled from the left.  Rows of loose cards now take only their cards'
    height, and the rows are filled evenly."""
    from casino_desktop.qt.table.felt_layout import FeltItem, layout_felt
    felt = QRectF(0, 0, 300, 120)
    label_h = 40.0
    laid = layout_felt([FeltItem(1)] * 8, felt, 72.0, label_h)
    rows: dict[float, int] = {}
    for p in laid.positions:
        rows[round(p.y(), 3)] = rows.get(round(p.y(), 3), 0) + 1
    assert sorted(rows.values()) in ([4, 4], [8]), rows  # never seven and one
    # Larger than the cards that left a caption's room under each row (two rows of 120 pixels:
    # 2 * (w * 1.4 + 40 + gap) <= 120 gives at most about 25).
    assert laid.card_w > 30, laid.card_w
    bottom = max(p.y() for p in laid.positions) + laid.card_w * 1.4
    assert bottom <= felt.bottom() + 0.01
    # A row with a build keeps its caption's room below it.
    mixed = layout_felt([FeltItem(3, label_w=60.0)] + [FeltItem(1)] * 7, felt, 72.0, label_h)
    build_top = mixed.positions[0].y()
    below = [p.y() for p in mixed.positions[1:] if p.y() > build_top + 0.01]
    assert all(y >= build_top + mixed.card_w * 1.4 + label_h - 0.01 for y in below), (build_top, below)


def test_the_caption_font_is_the_one_the_layout_gives(qapp):
    """The scene asks the captions' font size before it lays the table out
    (their widths widen the columns): it is the layout's own, whatever the size."""
    from casino_desktop.qt.table.layout import CAPTION_FONT, caption_font, compute
    for width, height in [(640, 480), (880, 560), (1093, 614), (1280, 720), (1920, 1000)]:
        for players in (2, 3, 4):
            for scale in (1.0, 1.15, 1.3):
                for anticlockwise in (False, True):
                    g = compute(width, height, players, 4, 0, scale, 120.0, anticlockwise, 90.0)
                    assert caption_font(width, height, players, scale, anticlockwise) == g.label_h * CAPTION_FONT


def _last_deals(variant: str, players: int, pairs: bool = False) -> list:
    """States of the last deal (the stock empty, "Stock / last deal"), a move into it."""
    out = []
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        state = new_game(make_rules(variant), players, pairs, seed=seed)
        while state.phase == PHASE_PLAY and state.stock:
            apply(state, rng.choice(legal_moves(state)))
        if state.phase == PHASE_PLAY:
            apply(state, rng.choice(legal_moves(state)))
            out.append(state)
    return out


@pytest.mark.parametrize("language", ["id", "ru"])
def test_the_stocks_last_deal_caption_stays_off_the_table_in_a_small_window(qapp, language):
    """Stranger 9, finding 1: in Indonesian, "Sisa Kartu / pembagian terakhir"
    lay over the table's first card in a small window (three players): the
    stock's column widens for its caption only as far as the felt spares."""
    from casino_desktop.qt.catalogs import install_language
    try:
        assert install_language(language) is None
        for size in ((560, 420), (760, 640)):
            scene = TableScene()
            scene.set_size(*size)
            for variant, players, pairs in (("kasino", 3, False), ("royal-casino", 4, True)):
                for state in _last_deals(variant, players, pairs):
                    scene.set_game(state, NAMES[:players], {0})
                    scene.show_state(state, 0)
                    assert not state.stock
                    _check(scene, state)
    finally:
        install_language("en")
