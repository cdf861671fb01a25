"""The drill's table: the position with real card art, what the player
points at, and the verdict's cards ringed.

A position shows the table (loose cards and builds, each build fanned with
its caption) and the hand of the seat to move, the player; a scoring drill
shows the round's two piles.  The scene only reports what was clicked or
dropped where (``clicked``, ``dropped``); the window asks the core what that
means.  Dragging is the game table's own (``cards.drag``): the same
threshold, the card lifted over the others, the target the card covers
most, and a drop that means nothing glides back.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from casino_desktop.core import GameState, Pick, card_text, holder_seats, parse_card
from casino_desktop.core.templates import fill
from casino_desktop.qt.cards.drag import CardDrag, DragCard, fly_back, largest_overlap
from casino_desktop.qt.cards.palette import DEFAULT_FELT, felt_colours
from casino_desktop.qt.cards.face import card_height
from casino_desktop.qt.translate import say
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.keyboard import KeyboardCursor
from casino_desktop.qt.practice.table_fit import CAPTION_GAP, TABLE_MARGIN, TableFit, caption_px
from casino_desktop.qt.table.items import Caption, OutlineItem

FELT_CENTRE, FELT_EDGE = felt_colours(DEFAULT_FELT)  # the game table's own felt
WRONG_RING = QColor("#ff3b30")
FAN = 0.24         # how far each card of a build shows below the one before, in card heights
GAP = 0.18         # between table items, in card widths
PILE_STEP_MIN = 0.27   # a pile's fan shows at least each card's index, in card widths
PILE_ROW = 0.36        # a long pile's rows overlap, showing the indices of the row behind
MAX_CARD_W = 180   # the game table's cards on a large screen are about this wide


class PracticeCard(DragCard):
    """A card of the drill: in the hand, loose on the table or in a build."""

    def __init__(self, card_id: int, place: str, key: tuple = (), card_w: float = 80.0):
        super().__init__(card_text(card_id), face_up=True, card_width=card_w)
        self.card_id = card_id
        self.face = card_id % 52
        self.place = place   # "hand", "loose", "build", "top" (of a capture pile) or "pile"
        self.key = key       # a build's key (its cards' faces), for the cards of a build


class PracticeScene(CardDrag, QGraphicsScene):
    clicked = Signal(object)            # a PracticeCard
    dropped = Signal(object, object)    # the hand card dragged, the table card it was dropped on (or None: felt)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.state = None
        self.seat = 0               # whose hand is shown: the player's
        self.round = None           # a scoring drill's finished round (its JSON)
        self.cards: list[PracticeCard] = []
        self.captions: list[Caption] = []
        self.rings: list[OutlineItem] = []
        self.draggable: set[int] = set()     # hand card ids the player may drag
        self.hand_pick: int | None = None    # the hand card clicked (its id)
        self.table_pick: set[int] = set()    # table card ids clicked (a build: all its cards)
        self._size = (800.0, 500.0)
        self._hand_top = 1e9   # a card dropped back below this line is put back, not played
        self.cursor = KeyboardCursor(self)
        self.fit = TableFit(FAN, GAP, MAX_CARD_W)   # measures the table's groups and captions
        self._glow: set[int] = set()    # faces the question names: they glow
        self._hint: set[int] = set()    # faces of the right answer: dashed rings
        self._wrong: set[int] = set()   # faces of a wrong answer: red rings

    # --- what is shown ---------------------------------------------------------------------------
    def show_position(self, state, seat: int | None = None) -> None:
        """``state`` as ``seat`` (by default the seat to move) sees it: after
        a right play the turn may have passed, and the player's hand stays."""
        self.round = None
        self.state = state
        self.seat = state.to_move if seat is None else seat
        self._rebuild()

    def show_round(self, data: dict) -> None:
        self.state = None
        self.round = data
        self._rebuild()

    def resize_to(self, width: float, height: float) -> None:
        self._size = (max(200.0, width), max(160.0, height))
        self.setSceneRect(0, 0, *self._size)
        grad = QRadialGradient(QPointF(self._size[0] / 2, self._size[1] / 2), max(self._size) * 0.7)
        grad.setColorAt(0.0, FELT_CENTRE)
        grad.setColorAt(1.0, FELT_EDGE)
        self.setBackgroundBrush(QBrush(grad))
        self._arrange()

    def _rebuild(self) -> None:
        for item in self.cards + self.captions + self.rings:
            self.removeItem(item)
        self.cards, self.captions, self.rings = [], [], []
        self.hand_pick, self.table_pick, self.draggable = None, set(), set()
        self._glow, self._hint, self._wrong = set(), set(), set()
        if self.state is not None:
            s = self.state
            for c in s.loose:
                self.cards.append(PracticeCard(c, "loose"))
            for b in s.builds:
                for c in b.cards:
                    self.cards.append(PracticeCard(c, "build", b.key))
                self.captions.append(Caption())
            for holder, pile in enumerate(s.stacks or ()):
                if pile:  # only the top card of a face-up capture pile is in play
                    self.cards.append(PracticeCard(pile[-1], "top", (holder,)))
                    self.captions.append(Caption())
            for c in s.hands[self.seat]:
                if c >= 0:
                    self.cards.append(PracticeCard(c, "hand"))
            self.captions.append(Caption())
        elif self.round is not None:
            for side in ("0", "1"):
                for c in _pile_ids(self.round["captured"][side]):
                    self.cards.append(PracticeCard(c, "pile", (int(side),)))
                self.captions.append(Caption())
        for card in self.cards:
            card.handler = self  # its press, moves and release: ``CardDrag``
        for item in self.cards + self.captions:
            self.addItem(item)
        self.cursor.reset()
        self._arrange()

    def _arrange(self) -> None:
        if self.state is not None:
            self._arrange_position()
        elif self.round is not None:
            self._arrange_round()
        self.refresh_rings()
        self.cursor.place()

    def _arrange_position(self) -> None:
        """The hand along the bottom, its cards as large as its row allows;
        the table above in up to four rows, its cards as large as the room
        left allows (a hand of ten cards does not shrink the table), each
        build or pile top in a slot as wide as its caption, so that no
        caption lies on another or on a card."""
        s: GameState = self.state  # type: ignore[assignment]  # laid out on a drill's state
        w, h = self._size
        groups: list[list[PracticeCard]] = [[c] for c in self.cards if c.place == "loose"]
        for b in s.builds:
            groups.append([c for c in self.cards if c.place == "build" and c.key == b.key])
        groups += [[c] for c in self.cards if c.place == "top"]
        hand = [c for c in self.cards if c.place == "hand"]
        captions = iter(self.captions)
        texts_of = [self._group_caption(g) for g in groups]
        hand_cw = min(w / (max(1, len(hand)) * (1 + GAP) + GAP), 0.3 * h / 1.55, MAX_CARD_W)
        hand_ch = card_height(hand_cw)
        hand_top = h - hand_ch - hand_cw * 0.25
        self._hand_top = hand_top - hand_cw * 0.1
        hand_caption = next(c for c in reversed(self.captions))
        self._caption(hand_caption, window_sentences.HAND_CAPTION, QPointF(w / 2, hand_top - hand_cw * 0.22), hand_cw)
        room = QRectF(0, 0, w, hand_caption.sceneBoundingRect().top() - TABLE_MARGIN)
        cw, rows = self.fit.card_width([len(g) for g in groups], [say(t) for t in texts_of], room, h)
        ch = card_height(cw)
        tallest = max([len(g) for g in groups] + [1])
        cap_h = self.fit.caption_height(cw) if any(texts_of) else 0.0
        row_h = self.fit.row_height(cw, tallest, cap_h)
        per_row = -(-max(1, len(groups)) // rows)
        top = room.top() + max(TABLE_MARGIN, (room.height() - rows * row_h) / 2)
        for r in range(rows):
            row = list(zip(groups[r * per_row:(r + 1) * per_row], texts_of[r * per_row:(r + 1) * per_row]))
            slots = [self.fit.slot_width(say(text), cw) for _, text in row]
            x = (w - sum(slots) - cw * GAP * (len(slots) - 1)) / 2
            for (group, text), slot in zip(row, slots):
                left = x + (slot - cw) / 2
                for i, card in enumerate(group):
                    card.set_card_width(cw)
                    card.setPos(left, top + r * row_h + i * ch * FAN)
                    card.setZValue(10 + i)
                if text:
                    bottom = top + r * row_h + ch * (1 + FAN * (len(group) - 1))
                    self._caption(next(captions), text, QPointF(x + slot / 2, bottom + cw * CAPTION_GAP + cap_h / 2),
                                  cw, small=True)
                x += slot + cw * GAP
        x = (w - len(hand) * hand_cw - (len(hand) - 1) * hand_cw * GAP) / 2
        for card in hand:
            card.set_card_width(hand_cw)
            card.setPos(x, hand_top)
            card.setZValue(20)
            card.set_draggable(card.card_id in self.draggable)
            x += hand_cw * (1 + GAP)

    def _group_caption(self, group: list[PracticeCard]) -> str:
        """The caption of a table group: a build's or a pile top's; none for a loose card."""
        if group[0].place == "build":
            return self._build_caption(group[0].key)
        if group[0].place == "top":
            return self._top_caption(group[0].key[0])
        return ""

    def _arrange_round(self) -> None:
        """Each pile in its half of the felt, fanned so that every card's
        index shows; a long pile (Mulle's double deck) in overlapping rows."""
        w, h = self._size
        band = h / 2
        for side in (0, 1):
            pile = [c for c in self.cards if c.key == (side,)]
            best = None
            for rows in (1, 2, 3, 4):
                per_row = -(-max(1, len(pile)) // rows)
                by_w = (w - 40) / (1 + PILE_STEP_MIN * (per_row - 1))
                by_h = (band - 40) / (1.4 * (1 + PILE_ROW * (rows - 1)) + 0.35)
                cw = min(by_w, by_h, MAX_CARD_W * 0.7)
                if best is None or cw > best[0] + 0.5:
                    best = (cw, rows, per_row)
            cw, rows, per_row = best  # type: ignore[misc]  # four row counts are always tried
            ch = card_height(cw)
            step = min(cw * 0.42, (w - 40 - cw) / max(1, per_row - 1))
            top = side * band + cw * 0.45 + 10
            for i, card in enumerate(pile):
                r, k = divmod(i, per_row)
                in_row = min(per_row, len(pile) - r * per_row)
                x0 = (w - (cw + step * (in_row - 1))) / 2
                card.set_card_width(cw)
                card.setPos(x0 + k * step, top + r * ch * PILE_ROW)
                card.setZValue(10 + i)
            self._caption(self.captions[side], fill(window_sentences.PILE_CAPTION[side], len(pile)),
                          QPointF(w / 2, top - cw * 0.22), cw)

    def _caption(self, caption: Caption, text: str, at: QPointF, cw: float, small: bool = False) -> None:
        caption.set_font_px(caption_px(cw, small))
        caption.set_text(say(text))  # in the player's language, where it is shown
        # A caption wider than its build stays on the felt at the edges.
        half = caption.boundingRect().width() / 2 + 4
        caption.setPos(QPointF(min(max(at.x(), half), self._size[0] - half), at.y()))

    def _build_caption(self, key: tuple):
        s: GameState = self.state  # type: ignore[assignment]  # captions are made on a drill's state
        b = next(b for b in s.builds if b.key == key)
        mover = self.seat
        if b.controller == mover:
            whose = "own"
        elif s.partnerships and b.controller % 2 == mover % 2:
            whose = "partner"
        else:
            whose = "rival"
        return fill(window_sentences.BUILD_CAPTION[whose + ("_multiple" if b.multiple else "")], value=b.value)

    def _top_caption(self, holder: int):
        s: GameState = self.state  # type: ignore[assignment]  # captions are made on a drill's state
        seats = holder_seats(s, holder)
        whose = "own" if self.seat in seats else "partner" if s.side_of(seats[0]) == s.side_of(self.seat) else "rival"
        return fill(window_sentences.TOP_CAPTION[whose], len(s.stacks[holder]))  # type: ignore[index]  # a top's caption: the piles are in play

    # --- highlights ---------------------------------------------------------------------------------
    def set_draggable(self, ids) -> None:
        self.draggable = set(ids)
        for c in self.cards:
            c.set_draggable(c.card_id in self.draggable)

    def clear_pick(self) -> None:
        self.hand_pick, self.table_pick = None, set()
        self.show_marks()

    def pick(self) -> Pick:
        """The table things clicked: loose faces and build keys."""
        chosen = [c for c in self.cards if c.card_id in self.table_pick]
        return Pick.of([c.face for c in chosen if c.place in ("loose", "top")],  # a top is named as a table card
                       [c.key for c in chosen if c.place == "build"])

    def toggle(self, card: PracticeCard) -> None:
        if card.place == "hand":
            self.hand_pick = None if self.hand_pick == card.card_id else card.card_id
        elif card.place in ("loose", "build", "top"):
            ids = {c.card_id for c in self.cards if c.place == "build" and c.key == card.key} \
                if card.place == "build" else {card.card_id}
            self.table_pick ^= ids
        self.show_marks()

    def show_marks(self) -> None:
        """Picked cards raised; then the right answer's dashed ring, then the
        question's glow."""
        for c in self.cards:
            if c.card_id == self.hand_pick or c.card_id in self.table_pick:
                c.set_highlight("selected")
            elif c.face in self._hint:
                c.set_highlight("hint")
            elif c.face in self._glow:
                c.set_highlight("target")
            else:
                c.set_highlight(None)

    def set_marks(self, glow=(), hint=(), wrong=()) -> None:
        self._glow, self._hint, self._wrong = set(glow), set(hint), set(wrong)
        self.refresh_rings()
        self.show_marks()

    def refresh_rings(self) -> None:
        """Red rings around the cards of a wrong answer."""
        for ring in self.rings:
            self.removeItem(ring)
        self.rings = []
        # One ring per loose card, one round a whole build.
        groups: dict = {}
        for c in self.cards:
            if c.face in self._wrong:
                groups.setdefault(c.key if c.place == "build" else c.card_id, []).append(c)
        for cards in groups.values():
            rect = cards[0].card_scene_rect()
            for c in cards[1:]:
                rect = rect.united(c.card_scene_rect())
            cw = cards[0].card_width
            ring = OutlineItem(WRONG_RING, dashed=False, z=400)
            ring.set_rect(rect.adjusted(-cw * 0.07, -cw * 0.07, cw * 0.07, cw * 0.07), max(3.0, cw * 0.05))
            self.addItem(ring)
            self.rings.append(ring)

    def wrong_faces(self) -> set[int]:
        return set(self._wrong)

    def hint_faces(self) -> set[int]:
        return set(self._hint)

    # --- the mouse (``CardDrag``'s hooks) --------------------------------------------------------
    def may_lift(self, card) -> bool:
        return card.card_id in self.draggable

    def card_clicked(self, card) -> None:
        self.clicked.emit(card)

    def card_dropped(self, card, origin: QPointF) -> None:
        # Nothing on a drill's table is lit (that would give the answer away),
        # so only what lies under the held card's centre is aimed at: among
        # those (a fanned build's cards), the one it covers most.
        rect = card.card_scene_rect()
        centre = rect.center()
        aimed = [(c, r) for c in self.cards if c is not card and c.place in ("loose", "build", "top")
                 for r in (c.card_scene_rect(),) if r.contains(centre)]
        target = largest_overlap(rect, aimed)
        let_go = card.pos()
        self._arrange()   # the card goes back to the hand; the window judges the drop
        if target is None and centre.y() > self._hand_top:
            # Dropped back among the hand: the player changed their mind, and
            # the card glides home.  A drop the window judges goes home at
            # once: the answer it adds is shown in the panel, and the cards
            # are at once where the next click expects them.
            home = card.pos()
            card.setPos(let_go)
            fly_back(card, home)
            return
        self.dropped.emit(card, target)

def _pile_ids(faces_text: list[str]) -> list[int]:
    """A pile's cards by suit and rank, as a player sorts them to count;
    a double deck's second copies get the ids above 51."""
    seen: set[int] = set()
    out = []
    for t in faces_text:
        c = parse_card(t)
        while c in seen:
            c += 52
        seen.add(c)
        out.append(c)
    return sorted(out, key=lambda c: ((c % 52) % 4, (c % 52) >> 2, c))

