"""Where everything sits on the table, for a given view size: pure geometry.

Scene units are view pixels (KPat's choice): the scene is resized with the
view and every card is re-laid at its new width, so cards are drawn at their
real device size and stay sharp at any window size and HiDPI ratio.

Seats go clockwise from the player at the bottom: with two players the
opponent sits at the top; with three at the left and right (the top is left
to the table, which then has more room); with four left, top, right.  Where
play passes to the right (``anticlockwise``, the African games) they go
the other way round: the next seat sits at the right.  The engine's order is
the same either way (seat + 1 plays next); only its places on the table turn.
Left and right hands are turned 90 degrees, as cards held at those seats are.
The bottom place is seat 0's unless another seat is put there: with several
people at one screen, the person to play sits at the bottom (full-size
cards), and the others keep their order round the table from them.

Hands are fanned side by side; a hand too long for its seat (the whole pack
dealt out: twelve to sixteen cards) overlaps its cards instead.  A side
seat's hand is fanned down its column, or, where Large Cards leave the
middle band too short for that (``card_sizes.side_cards``), lies across it.
Where they leave the felt too short, the top seat's captions lie beside its
hand and its pile rather than under them (``card_sizes.large_cards``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

# The places round the table live beside the seats' default names (pure, so
# the network table names its seats the same way).
from casino_desktop.core import SEAT_SIDES, SEAT_SIDES_ANTICLOCKWISE, seat_side, seat_sides  # noqa: F401 (the rest: re-exported)
from casino_desktop.qt.table.card_sizes import (ASPECT, FELT_LABEL, SIDE_PILE, SIDE_STEP, label_height, large_cards,  # noqa: F401 (re-exported)
                                                rows, side_cards, side_fan)

CAPTION_FONT = 0.36  # a caption's font size, of its two lines' height (``TableGeometry.label_h``)
BUILD_FAN = 0.24  # horizontal offset between the cards of a build, in card widths
# The sweeps lie turned across their pile, fanned sideways: the fan spans at
# most this many card widths beyond one card, however many sweeps there are,
# and a pile at the table's edge keeps that room (it ran under the side panel).
SWEEP_FAN = 0.4
CHIP = 0.55  # the dealer's chip, beside the dealer's caption: its diameter, of a caption's height


@dataclass
class SeatGeometry:
    seat: int
    side: str
    card_w: float
    rotation: float          # 0 or 90 degrees for the cards of this seat
    hand_centre: QPointF     # centre of the fanned hand
    step: QPointF            # centre-to-centre offset between hand cards
    caption: QPointF         # centre of the name caption
    pile_centre: QPointF     # centre of this seat's captured pile
    pile_caption: QPointF
    zone: QRectF             # everything of the seat (the turn frame outlines it)
    face_up_room: float = 0.0  # the top hand's row shown face up (0: spread by ``step``)
    # The hand's row, along ``step``: its length and the widest step.  The
    # seat is sized for the longest hand of the game (an African deal: ten
    # to sixteen cards); a hand holding fewer spreads out in that row, so
    # five cards left of twelve show their faces whole instead of keeping
    # the overlap of twelve.  0: the step is ``step`` whatever the count.
    fan_room: float = 0.0
    fan_widest: float = 0.0
    # A side hand lying across its column (``card_sizes.side_cards``): its turned
    # cards are 1.4 widths long along the row, and they overlap as the
    # column's width leaves them, down to a pile of backs (``SIDE_PILE``).
    across: bool = False
    # The top seat's captions lying beside its hand and its pile, on their
    # centre line (a short table with Large Cards: ``_beside``): then
    # ``caption`` is the middle of its right edge, ``pile_caption`` of its left.
    beside: bool = False
    # The width of the pile's cards, where it differs from the hand's: a side
    # seat's face-up pile beside a hand lying across (``card_sizes.side_cards``).
    pile_w: float = 0.0

    def pile_width(self) -> float:
        return self.pile_w or self.card_w

    def hand_centres(self, count: int, face_up: bool = False) -> list[QPointF]:
        step = self.step
        if self.fan_room:
            along = step / max(abs(step.x()), abs(step.y()), 1e-9)  # the unit step along the row
            card, least = (self.card_w * ASPECT, SIDE_PILE) if self.across else (self.card_w, 0.2)
            step = along * _fan_step(self.fan_room, card, count, self.fan_widest, least)
        if face_up and self.face_up_room:
            # The top hand overlaps its backs; shown face up (a round under
            # review) its cards spread so each face can be read whole, as far
            # as the row has room for the cards it holds now (a hand of the
            # whole pack dealt out may hold 13, later fewer).
            step = QPointF(_fan_step(self.face_up_room, self.card_w, count, self.card_w * 1.04), 0)
        first = self.hand_centre - step * ((count - 1) / 2)
        return [first + step * i for i in range(count)]


@dataclass
class TableGeometry:
    width: float
    height: float
    card_w: float            # the bottom hand's card width
    label_h: float           # height of a two-line caption; its font is ``CAPTION_FONT`` of it
    pad: float
    seats: list[SeatGeometry] = field(default_factory=list)
    felt: QRectF = field(default_factory=QRectF)   # where loose cards and builds go
    stock_centre: QPointF = field(default_factory=QPointF)
    stock_w: float = 0.0
    stock_caption: QPointF = field(default_factory=QPointF)
    enlarged: bool = False   # View › Large Cards: the felt's cards shrink only as far as they must (``layout_felt``)


def _fan_step(room: float, card: float, count: int, widest: float, least: float = 0.2) -> float:
    """Centre-to-centre step of a row of ``count`` cards ``card`` wide: ``widest``
    if the row fits in ``room``, else as much as it can have (they overlap),
    but at least ``least`` of a card."""
    if count < 2:
        return widest
    return max(card * least, min(widest, (room - card) / (count - 1)))


def _base(width: float, height: float) -> float:
    """The player's usual card width for a view of this size."""
    return max(40.0, min(width / 11.0, height / 6.4, 150.0))


def caption_font(width: float, height: float, players: int, scale: float = 1.0, anticlockwise: bool = False) -> float:
    """The captions' font size ``compute`` gives this view: it follows the
    player's cards' width alone, whatever the captions hold."""
    w, _ow, _beside = large_cards(height, _base(width, height), scale, "top" in seat_sides(players, anticlockwise))
    return label_height(w) * CAPTION_FONT


def compute(width: float, height: float, players: int, max_hand: int = 4, bottom: int = 0,
            scale: float = 1.0, caption_w: float = 0.0, anticlockwise: bool = False,
            beside_w: float = 0.0, face_up_piles: bool = False, enlarged: bool | None = None) -> TableGeometry:
    """``max_hand``: the most cards a hand holds (side seats' captions go below it);
    ``bottom``: the seat at the bottom.  ``seats`` is indexed by seat.
    ``anticlockwise``: the next seat sits to the right (``seat_sides``).
    ``scale``: View › Large Cards (``qt/access``) draws the player's hand and
    the table's cards larger; the opponents' stay, so the table still fits.
    ``caption_w``: the widest caption of a side seat or the stock (measured
    by the scene, in the player's language): their columns are at least that
    wide, so "Pakka / 79 korttia" does not lie over the left seat's hand.
    ``beside_w``: the widest caption lying beside the top seat's hand or
    pile (``Plan.beside_w``): the hand's row leaves it room.
    ``face_up_piles``: the piles' tops are in play (the African games).
    ``enlarged``: Large Cards are on (the felt's cards shrink only as far as
    they must), though the hand may have given way to the usual size; by
    default, where the hand is larger than usual."""
    sides = seat_sides(players, anticlockwise)
    base = _base(width, height)
    # Large cards grow by ``scale`` whatever the hand's length: a hand too
    # long for its row overlaps its cards more (``_fan_step``) rather than
    # keeping them small.  (A cap that kept a long hand side by side made
    # the choice do nothing where the whole pack is dealt.)  ``base`` keeps
    # to a sixth of the height, so the enlarged hand still leaves the felt;
    # on a short table the felt keeps a row of cards as large as the hand's
    # (``large_cards``), and no seat's cards are smaller than with the choice off.
    top = "top" in sides
    w, ow, beside = large_cards(height, base, scale, top)  # opponents' cards are smaller
    h = w * ASPECT
    oh = ow * ASPECT
    pad, label_h, bottom_top, top_bottom = rows(height, w, oh, top, beside)
    g = TableGeometry(width, height, w, label_h, pad, enlarged=w > base if enlarged is None else enlarged)
    middle = QRectF(0, top_bottom, width, bottom_top - pad - top_bottom)
    # Side seats stack hand, caption, pile and caption in one column between
    # the top and bottom seats: their cards shrink until that column fits.
    sw, across, pw = ow, False, ow
    if "left" in sides or "right" in sides:
        sw, across, pw = side_cards(height, base, w, ow, top, beside, max_hand, face_up_piles)
    sh, ph = sw * ASPECT, pw * ASPECT
    fan = 0.0 if across else side_fan(max_hand)
    row = sh * (1 + SIDE_PILE * (max_hand - 1)) if across else sh  # the hand, at its tightest
    # The column is as wide as its cards or its widest caption, but leaves
    # the felt between the two side columns and the stock at least three cards.
    most = max(sh, (width - 3 * w - ow - 8 * pad) / 2)
    side_w = min(max(row, pw * 1.2, caption_w), most) + 2 * pad if ("left" in sides or "right" in sides) else 0.0
    card_col = sh + 2 * pad  # the top seat's pile keeps to the cards' column: the top row has room for captions

    for seat in range(players):
        side = sides[(seat - bottom) % players]
        if side == "bottom":
            cy = height - pad - label_h - pad * 0.5 - h / 2
            hand_c = QPointF(width / 2 - w * 0.6, cy)
            pile_c = QPointF(width - pad - h / 2 - w * SWEEP_FAN / 2, cy)  # a turned sweep is h wide, and fanned
            room = 2 * min(hand_c.x() - pad, pile_c.x() - h / 2 - pad - hand_c.x())
            g.seats.append(SeatGeometry(
                seat, side, w, 0.0, hand_c, QPointF(_fan_step(room, w, max_hand, w * 1.08), 0),
                QPointF(hand_c.x(), cy + h / 2 + pad * 0.5 + label_h / 2), pile_c,
                QPointF(pile_c.x(), cy + h / 2 + pad * 0.5 + label_h / 2),
                QRectF(pad * 0.5, bottom_top - pad * 0.5, width - pad, height - bottom_top),
                fan_room=room, fan_widest=w * 1.08))
        elif side == "top":
            cy = pad + oh / 2
            hand_c = QPointF(width / 2 - w * 0.6, cy)
            zone = QRectF(pad * 0.5, pad * 0.5, width - pad, top_bottom - pad)
            if beside:
                g.seats.append(_beside(seat, ow, hand_c, zone, max_hand, g, beside_w))
                continue
            # (0.2 of a card's height beyond a turned sweep: room for the sweeps' fan, SWEEP_FAN.)
            pile_c = QPointF(width - pad - card_col - oh / 2 - pad, cy) if side_w else QPointF(width - pad - oh / 2 - oh * 0.2, cy)
            cap_y = cy + oh / 2 + pad * 0.5 + label_h / 2
            room = 2 * min(hand_c.x() - pad, pile_c.x() - oh / 2 - pad - hand_c.x())
            g.seats.append(SeatGeometry(
                seat, side, ow, 0.0, hand_c, QPointF(_fan_step(room, ow, max_hand, ow * 0.55), 0),
                QPointF(hand_c.x(), cap_y),
                pile_c, QPointF(pile_c.x(), cap_y), zone, room,
                fan_room=room, fan_widest=ow * 0.55))
        else:
            x_c = side_w / 2 if side == "left" else width - side_w / 2
            # Hand in the upper part of the column, pile below it.
            step = QPointF(sw * SIDE_STEP, 0) if across else QPointF(0, sw * fan / max(max_hand - 1, 1))
            reach = sw * (fan + 1) / 2   # half the fanned hand's height
            hand_c = QPointF(x_c, middle.top() + pad + reach)
            cap_y = hand_c.y() + reach + pad * 0.5 + label_h / 2
            # The pile lies turned like the hand; a sweep across it stands
            # upright, 1.4 card widths tall: keep both captions clear of it.
            pile_c = QPointF(x_c, cap_y + label_h / 2 + pad * 0.5 + ph / 2)
            zone_x = pad * 0.5 if side == "left" else width - side_w - pad * 0.5
            g.seats.append(SeatGeometry(
                seat, side, sw, 90.0, hand_c, step, QPointF(x_c, cap_y), pile_c,
                QPointF(x_c, pile_c.y() + ph / 2 + pad * 0.5 + label_h / 2),
                QRectF(zone_x, middle.top(), side_w, middle.height()),
                fan_room=side_w - 2 * pad if across else sw * (fan + 1), fan_widest=sw * SIDE_STEP,
                across=across, pile_w=pw if pw != sw else 0.0))

    felt_left = side_w + pad if "left" in sides else pad
    felt_right = width - (side_w + pad if "right" in sides else pad)
    # The stock stands in the felt's top-left corner, in its own column.
    g.stock_w = ow
    stock_inner = max(ow, min(caption_w, (felt_right - felt_left) / 3))
    g.stock_centre = QPointF(felt_left + stock_inner / 2 + pad * 0.5, middle.top() + pad + oh / 2)
    g.stock_caption = QPointF(g.stock_centre.x(), g.stock_centre.y() + oh / 2 + pad * 0.5 + label_h / 2)
    stock_col = stock_inner + pad * 2
    g.felt = QRectF(felt_left + stock_col, middle.top() + pad * 0.5,
                    felt_right - felt_left - stock_col, middle.height() - pad)
    return g


def _beside(seat: int, ow: float, hand_c: QPointF, zone: QRectF, max_hand: int, g: TableGeometry,
            caption_w: float) -> SeatGeometry:
    """The top seat on a table too short for its captions under its cards
    (``large_cards``): they lie on the cards' centre line, on the outer side
    of what they name.  The seat's ends left of its hand (``caption``: left
    of the longest hand of the game; ``plan`` moves it up to the cards the
    hand holds, which draw together as it is played), the dealer's chip
    left of it; the pile's starts right of the
    pile and ends at the table's right edge.  The hand's row leaves them
    room ``caption_w`` wide."""
    oh, pad = ow * ASPECT, g.pad
    # A pile's sweeps lie turned across it, fanned sideways, and a face-up
    # pile's cards beneath step out to the right (plan.py).
    spread = ow * SWEEP_FAN / 2
    pile_cap = QPointF(g.width - pad - caption_w, hand_c.y())
    pile_c = QPointF(pile_cap.x() - pad * 0.5 - spread - oh / 2, hand_c.y())
    chip = g.label_h * CHIP * 1.1 + 1  # the chip's reach beyond the caption's edge (scene.py)
    room = 2 * min(hand_c.x() - pad - chip - caption_w - pad * 0.5, pile_c.x() - oh / 2 - spread - pad - hand_c.x())
    step = _fan_step(room, ow, max_hand, ow * 0.55)
    caption = QPointF(hand_c.x() - (ow + step * (max_hand - 1)) / 2 - pad * 0.5, hand_c.y())
    return SeatGeometry(seat, "top", ow, 0.0, hand_c, QPointF(step, 0), caption, pile_c, pile_cap, zone, room,
                        fan_room=room, fan_widest=ow * 0.55, beside=True)
