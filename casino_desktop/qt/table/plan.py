"""Where each card of a game state goes, and what the captions say.

``make_plan(state, geometry, names, face_up_seats)`` maps every card id to a
``Place`` (centre, width, rotation, face up, stacking order) and lists the
captions and the build spots.  The scene then only moves items to their
places, so a fresh layout (window resized) and an animated move share one
code path.  Reads the state, decides no rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from casino_desktop.core import (YOU, GameState, holder_seats, partners, person_of, phrase, separate, sort_key, swept_count,
                                 unnameable_builds)
from casino_desktop.core.templates import Text
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.table.felt_layout import FeltItem, layout_felt
from casino_desktop.qt.table.layout import (ASPECT, BUILD_FAN, CAPTION_FONT, FELT_LABEL, SWEEP_FAN, SeatGeometry,
                                            TableGeometry)


@dataclass
class Place:
    centre: QPointF
    width: float
    rotation: float
    face_up: bool
    z: float

    def rect(self) -> QRectF:
        w, h = (self.width * ASPECT, self.width) if self.rotation % 180 else (self.width, self.width * ASPECT)
        return QRectF(self.centre.x() - w / 2, self.centre.y() - h / 2, w, h)


@dataclass
class BuildSpot:
    key: tuple
    card_ids: list[int]
    rect: QRectF
    caption_centre: QPointF
    caption: str
    # False for a double deck's later twin of another value or kind than
    # the first build with its cards: a move names builds by their cards, so
    # it cannot act on this one (``core.state.unnameable_builds``).
    reachable: bool = True


@dataclass
class CaptionSpot:
    centre: QPointF
    text: str
    active: bool = False
    width: float = 0.0  # a caption beside the top seat's hand or pile (``SeatGeometry.beside``): its width; 0: not measured


@dataclass
class Plan:
    cards: dict[int, Place] = field(default_factory=dict)
    captions: dict[str, CaptionSpot] = field(default_factory=dict)
    builds: list[BuildSpot] = field(default_factory=list)
    loose: list[int] = field(default_factory=list)
    hands: dict[int, list[int]] = field(default_factory=dict)
    felt_card_w: float = 0.0
    caption_px: float = 12.0
    # The top card of each face-up capture pile (the African games): card id
    # -> the pile's holder (a side, or a seat whose partner keeps another).
    tops: dict[int, int] = field(default_factory=dict)
    # The widest caption lying beside the top seat's hand or pile (a short
    # table with Large Cards): the geometry leaves it room in that row.
    beside_w: float = 0.0


def side_pile_seat(state: GameState, side: int) -> int:
    """The seat whose corner holds a side's pile (partners share the first's)."""
    return side


def sort_hand(cards: list[int]) -> list[int]:
    return sorted(cards, key=sort_key)


SHORT_NAME = 16  # characters of a person's name on the felt's plates and over the side panel's columns


def short_name(name: str, most: int = SHORT_NAME) -> str:
    """A name as long as its room allows: a long one cut after its last
    whole word that fits, with an ellipsis ("Kari Bjørnstad…"); a short one,
    or a side of two ("Kari & North": each name cut), as it is."""
    if isinstance(name, Text) and name.fields and isinstance(name.template, str) and name.count is None:
        fields = {k: short_name(v, most) if isinstance(v, str) else v for k, v in name.fields.items()}
        if fields == dict(name.fields):
            return name
        # Filled as ``fill`` does, with the side's own template and note: it is said in any language.
        return Text(name.template.format(**fields), name.template, fields, None, name.note)
    if len(name) <= most:
        return name
    cut = name[:most]
    breaks = [i for i, ch in enumerate(cut) if ch in " -" and i >= most // 2]
    return (cut[:breaks[-1]].rstrip(" -") if breaks else cut[:most - 1]) + "\u2026"


def wrapped(text: str, room: float, width_for) -> str:
    """``text`` with each line but the first broken at its spaces where it
    is wider than ``room`` (``width_for(text) -> px``, a caption's width
    with its pill); a word wider than the room stays whole.  The first line
    names the thing, in bold (``items.Caption``): broken, "Sisa Kartu" lost
    the bold of its second word."""
    first, *rest = text.split("\n")
    lines: list[str] = [first]
    for line in rest:
        words = line.split(" ")
        row = words[0]
        for word in words[1:]:
            if width_for(row + " " + word) <= room:
                row += " " + word
            else:
                lines.append(row)
                row = word
        lines.append(row)
    return "\n".join(lines)


def fit_stock_caption(plan: Plan, g: TableGeometry, width_for) -> None:
    """The stock's caption kept to the stock's column: the column widens
    for it only as far as the felt can spare (``layout.compute``), and a
    caption wider still lay over the table's first cards ("Sisa Kartu /
    pembagian terakhir" over a 10♥ in a small window: the ninth stranger's
    play-test of 7 December, finding 1).  Its lines are broken there
    instead, and it moves down by half of each line it gains, so it keeps
    its distance from the stock above it."""
    spot = plan.captions.get("stock")
    room = 2 * (g.felt.left() - g.stock_centre.x()) - g.pad
    if spot is None or width_for(spot.text) <= room:
        return
    text = wrapped(spot.text, room, width_for)
    gained = text.count("\n") - spot.text.count("\n")
    plan.captions["stock"] = CaptionSpot(spot.centre + QPointF(0, gained * g.label_h / 4), text, spot.active,
                                         spot.width)


def make_plan(state: GameState, g: TableGeometry, names: list[str], face_up_seats: set[int],
              caption_width=None, thinking: int | None = None, turn_shown: bool = True) -> Plan:
    """``caption_width(text) -> px`` lets build cells grow to fit their caption.
    ``turn_shown``: the caption of the seat to move is lit (not while nobody
    can play: ``TableScene.show_turn``)."""
    plan = Plan(caption_px=g.label_h * CAPTION_FONT)
    names = [short_name(n) for n in names]  # typed names may be longer than a plate has room for
    cards = plan.cards

    # --- stock: a neat stack, top card last --------------------------------------
    sc = g.stock_centre
    for i, c in enumerate(state.stock):
        off = min(i, 30) * 0.15
        cards[c] = Place(QPointF(sc.x() - off, sc.y() - off), g.stock_w, 0.0, False, 1 + i * 0.01)
    for i, c in enumerate(state.unclaimed):  # residue nobody captured: shown by the stock
        cards[c] = Place(QPointF(sc.x() + g.stock_w * 0.25 * i, sc.y()), g.stock_w, 0.0, True, 3 + i * 0.01)
    # A caption is a label of one or two lines, each said on its own (the
    # plan is made again for every state shown, so in the language of the moment).
    stock_text = tr("Stock", note="the caption over the face-down stock") + "\n" + (
        say(phrase("cards_count", len(state.stock))) if state.stock
        else tr("last deal", note="the stock's caption once its last cards are dealt"))
    plan.captions["stock"] = CaptionSpot(g.stock_caption, stock_text)

    # --- hands ---------------------------------------------------------------------
    for sg in g.seats:
        s = sg.seat
        hand = list(state.hands[s])
        up = s in face_up_seats
        if up:
            hand = sort_hand(hand)
        plan.hands[s] = hand
        for i, (c, centre) in enumerate(zip(hand, sg.hand_centres(len(hand), up))):
            cards[c] = Place(centre, sg.card_w, sg.rotation, up, 100 + i)
        n = len(state.hands[s])
        second = (tr("thinking\u2026", note="a seat's caption while the computer chooses its move")
                  if thinking == s else say(phrase("cards_count", n)))
        spot = CaptionSpot(sg.caption, f"{say(names[s])}\n{second}", turn_shown and state.phase == "play" and state.to_move == s)
        if sg.beside:  # ending left of the cards the hand holds (it kept the longest hand's place: a gap
            # of 60 pixels before the last card, play-test stranger-4, finding 9), or of the longest
            # hand's place when it holds none
            left = min((cards[c].rect().left() for c in hand), default=sg.caption.x() + g.pad * 0.5)
            _lay_beside(plan, spot, left - g.pad * 0.5, caption_width)
        plan.captions[f"seat{s}"] = spot

    # --- captured piles, sweeps face up across them ---------------------------------------
    if state.stacks is not None:
        _face_up_piles(state, g, names, plan, caption_width)
    for side in range(state.sides if state.stacks is None else 0):
        sg = g.seats[side_pile_seat(state, side)]
        pile = state.captured[side]
        sweeps = set(state.sweeps[side])
        pc = sg.pile_centre
        stacked = [c for c in pile if c not in sweeps]
        for i, c in enumerate(stacked):
            off = min(i, 40) * 0.12
            cards[c] = Place(QPointF(pc.x() - off, pc.y() - off), sg.card_w, sg.rotation, False, 50 + i * 0.01)
        k = len(state.sweeps[side])
        # Fan the sweeps sideways: a side seat's column has room left and
        # right of an upright card, but the captions sit right above and
        # below; a corner seat's pile keeps the same room at the table's edge.
        step = min(0.16, SWEEP_FAN / max(k - 1, 1))
        for j, c in enumerate(state.sweeps[side]):
            shift = (j - (k - 1) / 2) * sg.card_w * step
            centre = QPointF(pc.x() + shift, pc.y())
            cards[c] = Place(centre, sg.card_w, sg.rotation + 90.0, True, 60 + j)
        seats = [side, side + 2] if state.partnerships else [side]
        extras = []
        if state.sweeps[side]:
            extras.append(say(swept_count(state.rules, len(state.sweeps[side]))))
        if state.mulles[side]:
            extras.append(say(phrase("mulles_count", len(state.mulles[side]))))
        plan.captions[f"pile{side}"] = _pile_spot(plan, sg, pile_caption(names, seats, pile, extras,
                                                                         named=state.partnerships), caption_width)

    # --- the felt: builds first (where they were made), then loose cards in play order --
    items, build_captions = felt_items(state, names, caption_width)
    felt = layout_felt(items, g.felt, g.card_w, g.label_h * FELT_LABEL, g.enlarged)
    fw = felt.card_w
    plan.felt_card_w = fw
    fh = fw * ASPECT
    unnameable = unnameable_builds(state.builds)
    for i, b in enumerate(state.builds):
        top_left = felt.positions[i]
        for j, c in enumerate(b.cards):
            centre = QPointF(top_left.x() + fw * BUILD_FAN * j + fw / 2, top_left.y() + fh / 2)
            cards[c] = Place(centre, fw, 0.0, True, 10 + j * 0.1 + i * 0.001)
        span = fw * (1 + BUILD_FAN * (len(b.cards) - 1))
        rect = QRectF(top_left.x(), top_left.y(), span, fh)
        cap = QPointF(rect.center().x(), rect.bottom() + g.label_h * 0.62)
        plan.builds.append(BuildSpot(b.key, list(b.cards), rect, cap, build_captions[i],
                                     not any(x is b for x in unnameable)))
    for k, c in enumerate(state.loose):
        top_left = felt.positions[len(state.builds) + k]
        cards[c] = Place(QPointF(top_left.x() + fw / 2, top_left.y() + fh / 2), fw, 0.0, True, 10)
        plan.loose.append(c)
    return plan


def felt_items(state: GameState, names: list[str], caption_width=None) -> tuple[list[FeltItem], list[str]]:
    """What the felt holds, builds first (where they were made), then the
    loose cards in play order, and the builds' captions."""
    items: list[FeltItem] = []
    build_captions = []
    for b in state.builds:
        kind = (tr("multiple", note="a build's caption: a build made up more than one way")
                if b.multiple else tr("single", note="a build's caption: a build made up one way"))
        text = tr("Build {value}", note="a build's caption", value=b.value) + f"\n{kind} \u00b7 {say(names[b.controller])}"
        build_captions.append(text)
        items.append(FeltItem(len(b.cards), caption_width(text) if caption_width else 0.0))
    items.extend(FeltItem(1) for _ in state.loose)
    return items, build_captions


def pile_seat(state: GameState, holder: int) -> int:
    """The seat whose corner a face-up pile lies in."""
    return holder if separate(state) else side_pile_seat(state, holder)


def _lay_beside(plan: Plan, spot: CaptionSpot, edge: float, caption_width, left_of: bool = True) -> None:
    """``spot`` lying beside the top seat's hand (ending at ``edge``) or its
    pile (``left_of`` False: starting there): ``SeatGeometry.beside``."""
    spot.width = caption_width(spot.text) if caption_width else 80.0  # a guess, where no font measures it
    half = spot.width / 2
    spot.centre = QPointF(edge - half if left_of else edge + half, spot.centre.y())
    plan.beside_w = max(plan.beside_w, spot.width)


def _pile_spot(plan: Plan, sg: SeatGeometry, text: str, caption_width) -> CaptionSpot:
    """A pile's caption: under the pile, or right of it (``_lay_beside``)."""
    spot = CaptionSpot(sg.pile_caption, text)
    if sg.beside:
        _lay_beside(plan, spot, sg.pile_caption.x(), caption_width, left_of=False)
    return spot


def _face_up_piles(state: GameState, g: TableGeometry, names: list[str], plan: Plan,
                   caption_width=None) -> None:
    """Face-up piles: the top card is in play, so it lies face up on a
    visibly thick stack (each card beneath shows its right edge), the pile's
    caption says whose it is."""
    for holder, stack in enumerate(state.stacks):  # type: ignore[arg-type]  # laid only when the piles are face up
        sg = g.seats[pile_seat(state, holder)]
        pc = sg.pile_centre
        depth = max(1.0, sg.pile_width() * 0.018)
        for i, c in enumerate(stack):
            # The top lies where a pile lies; the cards beneath step out to
            # the right only: the captions above and below a pile leave it
            # just an upright card's height.
            off = min(len(stack) - 1 - i, 10) * depth
            # Upright at every seat: the top card is in play, read as a table
            # card is (a side seat's turned card was too small to read at
            # 1024×768); the side column keeps an upright card's room for it.
            plan.cards[c] = Place(QPointF(pc.x() + off, pc.y()), sg.pile_width(), 0.0, True, 50 + i * 0.01)
        if stack:
            plan.tops[stack[-1]] = holder
        plan.captions[f"pile{holder}"] = _pile_spot(plan, sg, pile_caption(names, holder_seats(state, holder), stack),
                                                    caption_width)


def pile_caption(names: list[str], seats: list[int], pile: list[int], extras: tuple[str, ...] | list[str] = (),
                 named: bool = True) -> str:
    """A capture pile's caption: how many cards and spades it holds and
    ``extras`` (its sweeps, its mulles), after whose it is where that is
    not plain (``named``): a pile two partners share lies at one partner's
    corner, and a face-up pile's top is in play for every seat.  A pile
    at its own seat's corner is not named: its seat's caption is beside it,
    and the side columns are as wide as their widest caption (named, the
    count and the spades share a line, too wide for a four-seat table
    in Finnish at 1024x768).  One count template for every pile (it was
    "Taken 0" at one and "0 taken" at another)."""
    spades = sum(1 for c in pile if c & 3 == 0)
    count = tr_n("{count} taken", "{count} taken", len(pile), note="a pile's caption: how many cards it holds")
    if not named:
        return count + "\n" + " \u00b7 ".join([f"{spades}\u2660", *extras])
    # The side's name as everywhere else ("North and South" where a language says so): one template.
    owner = say(partners(names[seats[0]], names[seats[1]]) if len(seats) == 2 else names[seats[0]])
    return owner + "\n" + " \u00b7 ".join([count, f"{spades}\u2660", *extras])


def top_name(state: GameState, names: list[str], holder: int) -> str:
    """'The top of North's capture pile' (the card's tooltip and its name in words)."""
    seats = holder_seats(state, holder)
    if len(seats) == 2:
        return tr("The top card of {first} & {second}'s capture pile", note="a pile two partners share",
                  first=names[seats[0]], second=names[seats[1]])
    if person_of(names[seats[0]]) == YOU:
        return tr("The top card of your capture pile")
    return tr("The top card of {name}'s capture pile", name=names[seats[0]])


def hand_zone(plan: Plan, g: TableGeometry, seat: int) -> QRectF:
    """The cards and caption of a seat: what the turn frame outlines."""
    rect = QRectF()
    for c in plan.hands.get(seat, []):
        rect = rect.united(plan.cards[c].rect())
    sg = g.seats[seat]
    spot = plan.captions.get(f"seat{seat}")
    centre, half = (spot.centre, spot.width / 2) if spot and spot.width else (sg.caption, sg.card_w * 0.7)
    cap = QRectF(centre.x() - half, centre.y() - g.label_h / 2, half * 2, g.label_h)
    rect = rect.united(cap) if not rect.isNull() else cap
    m = g.pad * 0.5
    return rect.adjusted(-m, -m, m, m)
