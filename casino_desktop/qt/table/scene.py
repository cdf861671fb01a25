"""The table scene: one item per card, captions, the dealer chip, the turn frame.

The scene shows game states; it never changes one.  ``show_state`` moves
every card to its place in the plan of a state (instantly or animated);
``play_move`` shows a move in steps: the card lands, the catch goes to the
pile, then the table closes up and new hands are dealt.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from casino_desktop.core import CAPTURE, GameState, Move, most_in_hand
from casino_desktop.qt.cards.palette import DEFAULT_FELT, felt_colours
from casino_desktop.qt.table.animator import Animator
from casino_desktop.qt.table.caption_timing import CaptionTiming
from casino_desktop.qt.table.items import TURN_COLOUR, Caption, DealerChip, OutlineItem, TableCard
from casino_desktop.qt.table.move_steps import (FELT_TARGET, caught_cards, landing_point, place_felt_target, place_markers,
                                               played_card)
from casino_desktop.qt.table.felt_layout import fitted_scale
from casino_desktop.qt.table.layout import ASPECT, CAPTION_FONT, TableGeometry, caption_font, compute
from casino_desktop.qt.table.pick_sum import PickSum
from casino_desktop.qt.table.plan import (CaptionSpot, Place, Plan, felt_items, fit_stock_caption, make_plan,
                                         top_name)

FELT_CENTRE, FELT_EDGE = felt_colours(DEFAULT_FELT)
FLIGHT_Z = 300.0  # above the table and the hands, below captions (500)


class TableScene(QGraphicsScene):
    animations_done = Signal()
    # The cards were laid out again at once, with no state shown anew: a
    # resize, Large Cards, the table turned.  Whatever is drawn round the
    # cards (a lesson's frames) follows them on it; the scene's rect alone
    # does not tell (Large Cards keeps it).
    laid_out = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.animator = Animator(self)
        self.animator.finished.connect(self._animations_finished)
        self.cards: dict[int, TableCard] = {}
        self.captions: dict[str, Caption] = {}
        self.state: GameState | None = None
        self.plan: Plan | None = None
        self.geometry: TableGeometry = compute(1024, 700, 2)
        self.names: list[str] = []
        self.face_up_seats: set[int] = set()
        self.bottom_seat = 0  # the seat shown at the bottom, with full-size cards
        self.card_scale = 1.0  # View › Large Cards (``qt/access``)
        self._deal_scale: tuple[tuple, float] | None = None  # this deal's Large Cards scale so far (``_compute``)
        # The widest side-seat or stock caption of the game so far, and the
        # widest beside the top seat's cards (``Plan.beside_w``), in units of
        # the captions' font size: Large Cards and a resize change the font,
        # and a width kept in pixels from the larger font made the side
        # columns, and so the felt, wrong for the other.
        self.caption_em = 0.0
        self.beside_em = 0.0
        self.thinking: int | None = None
        self.turn_shown = True  # whose turn it is is shown (``show_turn``)
        self.caption_timing = CaptionTiming(self)  # a build's caption comes with its cards
        self.handler = None  # the TableInput, set by the window
        # Items over the table that a pop-up must not hide (a lesson's
        # callout): the move chooser keeps clear of them as of the cards.
        self.keep_clear: list = []
        # The dealer's chip and the turn frame are shown where a game puts
        # them: an empty felt (a network table waiting for its players)
        # would show them at its corner.
        self.chip = DealerChip()
        self.chip.setVisible(False)
        self.addItem(self.chip)
        self.turn_frame = OutlineItem(TURN_COLOUR, dashed=False, z=5)
        self.turn_frame.setVisible(False)
        self.addItem(self.turn_frame)
        # Shown while a dragged card may trail: the bare felt is a target too.
        self.felt_frame = OutlineItem(FELT_TARGET, dashed=True, z=4)
        self.felt_frame.setVisible(False)
        self._felt_hovered = False
        self.addItem(self.felt_frame)
        self.pick_sum = PickSum()  # "3♣ + 7♣ = 10" over the clicked table cards
        self.addItem(self.pick_sum)
        self.setSceneRect(0, 0, 1024, 700)
        self.felt_colours = (FELT_CENTRE, FELT_EDGE)  # View › Felt (``cards.look``) changes them
        self._paint_felt()

    # --- size -----------------------------------------------------------------------
    def set_size(self, width: float, height: float) -> None:
        """Called by the view on resize: scene units stay view pixels."""
        width, height = max(320.0, width), max(240.0, height)
        self.setSceneRect(0, 0, width, height)
        players = self.state.players if self.state is not None else 2
        self.geometry = self._compute(width, height, players)
        self._paint_felt()
        if self.state is None:
            return
        if not self.animator.busy:  # else the settle after the animations re-lays it
            self.show_state(self.state, 0)
            self.laid_out.emit()

    def _max_hand(self) -> int:
        return most_in_hand(self.state.rules, self.state.players) if self.state is not None else 4

    def set_felt(self, centre: QColor, edge: QColor) -> None:
        self.felt_colours = (QColor(centre), QColor(edge))
        self._paint_felt()

    def _paint_felt(self) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, self.felt_colours[0])
        grad.setColorAt(1.0, self.felt_colours[1])
        self.setBackgroundBrush(QBrush(grad))

    # --- a game ---------------------------------------------------------------------
    def set_game(self, state: GameState, names: list[str], face_up_seats: set[int]) -> None:
        """A new game: every card item is made once and stays for the match."""
        self.animator.cancel()
        for item in self.cards.values():
            self.removeItem(item)
        self.cards.clear()
        self.names = list(names)
        self.face_up_seats = set(face_up_seats)
        self.thinking = None
        self.plan = None
        r = self.sceneRect()
        self.state = state
        self.bottom_seat %= state.players
        self.caption_em = self.beside_em = 0.0  # a new game's names and counts
        self.geometry = self._compute(r.width(), r.height(), state.players)
        for cid in range(52 * state.rules.decks):
            item = TableCard(cid, self.geometry.stock_w, self.handler)
            self.addItem(item)
            self.cards[cid] = item
        # All cards start on the stock, so the first deal flies from there.
        for i, cid in enumerate(sorted(self.cards)):
            self._place(self.cards[cid], Place(self.geometry.stock_centre, self.geometry.stock_w, 0, False, 1 + i * 0.01), 0)
        self.state = state

    def set_card_scale(self, scale: float) -> None:
        """Large cards on or off: the table laid out again at once."""
        self.card_scale = scale
        self.set_size(self.sceneRect().width(), self.sceneRect().height())

    def set_bottom_seat(self, seat: int) -> None:
        """Turn the table so ``seat`` sits at the bottom (pass and play)."""
        if seat == self.bottom_seat:
            return
        self.bottom_seat = seat
        r = self.sceneRect()
        self.set_size(r.width(), r.height())

    def set_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        if self.state is not None and self.plan is not None:
            self._update_captions(self._plan_for(self.state))

    def show_turn(self, shown: bool) -> None:
        """Whether the seat to move is shown so (its frame, its lit caption).
        Not while nobody can play: a guest whose host had closed the table
        saw the frame on her own plate, as if it were her turn, under a
        status line that said the table waits (stranger 17)."""
        self.turn_shown = shown
        if self.state is not None and self.plan is not None:
            self._update_captions(self._plan_for(self.state))

    def _compute(self, width: float, height: float, players: int) -> TableGeometry:
        """The table's geometry for this size and the felt the state holds
        (Large Cards enlarge the hand only as far as the felt can spare: ``fitted_scale``)."""
        state = self.state
        anticlockwise = state is not None and state.rules.anticlockwise
        face_up = state is not None and state.stacks is not None

        # With the choice on, the felt's cards shrink only as far as they
        # must at every scale, the usual one too (``enlarged``): the fit
        # compared them with the usual layout's, which goes in steps of 7 %,
        # and a window a few pixels taller, a step lower, let the hand grow
        # by 16 % while the table's cards shrank (stranger 4, finding 10).
        def geometry_for(scale: float) -> TableGeometry:
            font = caption_font(width, height, players, scale, anticlockwise)
            return compute(width, height, players, self._max_hand(), self.bottom_seat, scale, self.caption_em * font,
                           anticlockwise, self.beside_em * font, face_up, enlarged=self.card_scale > 1.0)

        if state is None or self.card_scale <= 1.0:
            return geometry_for(self.card_scale)
        probe = Caption()

        def items_for(g: TableGeometry) -> list:
            probe.set_font_px(g.label_h * CAPTION_FONT)  # the builds' captions in that layout's font (``_plan_for``)
            return felt_items(state, self.names, probe.width_for)[0]

        scale = fitted_scale(self.card_scale, geometry_for, items_for)
        # Within a deal the hand only gives way, and grows again with the
        # next deal: fitted to each position alone, it changed size at one
        # move in three on a crowded four-seat table (893x494), at most five
        # times a round so.
        deal = (width, height, players, self.card_scale, self.caption_em, self.beside_em, self.bottom_seat,
                state.round_index, len(state.stock))
        if self._deal_scale is not None and self._deal_scale[0] == deal:
            scale = min(scale, self._deal_scale[1])
        self._deal_scale = (deal, scale)
        return geometry_for(scale)

    def _plan_for(self, state: GameState) -> Plan:
        if self.card_scale > 1.0:  # the hand's size follows the felt's crowding (``_compute``)
            r = self.sceneRect()
            self.geometry = self._compute(r.width(), r.height(), state.players)
        probe = Caption()
        font = self.geometry.label_h * CAPTION_FONT
        probe.set_font_px(font)
        plan = make_plan(state, self.geometry, self.names, self.face_up_seats, probe.width_for, self.thinking,
                         self.turn_shown)
        # The side columns and the stock's are as wide as their captions say
        # (in the player's language): widened, never narrowed, within a game,
        # so the table does not shift back and forth as counts change.
        widest = max(probe.width_for(plan.captions[k].text) for k in self._column_captions(plan)) / font
        if widest > self.caption_em + 0.5 / font or plan.beside_w / font > self.beside_em + 0.5 / font:
            self.caption_em = max(self.caption_em, widest)
            self.beside_em = max(self.beside_em, plan.beside_w / font)
            r = self.sceneRect()
            self.geometry = self._compute(r.width(), r.height(), state.players)
            probe.set_font_px(self.geometry.label_h * CAPTION_FONT)  # a fitted hand may have another font
            plan = make_plan(state, self.geometry, self.names, self.face_up_seats, probe.width_for, self.thinking,
                             self.turn_shown)
        fit_stock_caption(plan, self.geometry, probe.width_for)  # after the measuring: its whole lines widen the column
        return plan

    def _column_captions(self, plan: Plan) -> list[str]:
        """The captions of the stock and the side seats (hand and pile)."""
        spots = {(p.x(), p.y()) for sg in self.geometry.seats if sg.rotation
                 for p in (sg.caption, sg.pile_caption)}
        return ["stock"] + [k for k, spot in plan.captions.items() if (spot.centre.x(), spot.centre.y()) in spots]

    # --- showing states -----------------------------------------------------------------
    def show_state(self, state: GameState, ms: int, stagger_from_stock: bool = True) -> int:
        """Move every card to its place for ``state``; returns the duration.
        Cards leaving the stock (a deal) start one after another."""
        self.state = state
        plan = self._plan_for(state)
        self.plan = plan
        dealt = 0
        longest = 0
        step = max(0, ms // 4)
        # A state may hold only part of the deck (a guided deal stacks just
        # the lesson's cards): the rest are in no pile, hand or stock, so
        # they are not on the table.  Left visible they stayed wherever the
        # last layout put them, a stray back by the stock.
        for cid, item in self.cards.items():
            item.setVisible(cid in plan.cards)
        landing: dict[int, int] = {}  # card id: when it lands (ms from now), for the cards that move
        for cid, place in plan.cards.items():
            item = self.cards[cid]
            delay = 0
            if stagger_from_stock and ms and self._on_stock(item) and place.z >= 10:
                delay = dealt * step
                dealt += 1
            if self._place(item, place, ms, delay):
                landing[cid] = delay + ms
            longest = max(longest, delay + ms)
        self._update_captions(plan, landing)
        self._name_tops(plan)
        self.pick_sum.place(self)
        if self.handler is not None:  # the keyboard cursor round its card's new place
            self.handler.follow_layout()
        return longest

    def _name_tops(self, plan: Plan) -> None:
        """A pile's top card says whose pile it is (the card beneath, once
        it is the top, says so in its turn; a card leaving the top forgets)."""
        for cid, item in self.cards.items():
            holder = plan.tops.get(cid)
            item.name_top(top_name(self.state, self.names, holder) if holder is not None else "")  # type: ignore[arg-type]  # tops are named on a state shown

    def _on_stock(self, item: TableCard) -> bool:
        return item.zValue() < 10 and not item.face_up

    def deal(self, state: GameState, ms: int) -> None:
        """The first deal of a round, animated; ``animations_done`` follows."""
        self.animator.run([lambda: self.show_state(state, ms)])

    def play_move(self, prev: GameState, seat: int, move: Move, state: GameState, ms: int) -> None:
        """Show ``move`` (already applied to ``state``) in steps."""
        played = played_card(prev, seat, state)
        phases = []
        if move.kind == CAPTURE and played is not None:
            target = landing_point(self.plan, self.geometry, move)
            phases.append(lambda: self._land(played, target, ms))
            caught = caught_cards(prev, move, state) | {played}
            phases.append(lambda: self._to_pile(state, caught, ms))
        phases.append(lambda: self.show_state(state, ms))
        self.animator.run(phases)

    def _land(self, cid: int, centre: QPointF, ms: int) -> int:
        item = self.cards[cid]
        self._place(item, Place(centre, self.plan.felt_card_w, 0.0, True, 400), ms)  # type: ignore[union-attr]  # a card lands on a table laid out
        return ms

    def _to_pile(self, state: GameState, caught: set[int], ms: int) -> int:
        plan = self._plan_for(state)
        for cid in caught:
            if cid in plan.cards:
                self._place(self.cards[cid], plan.cards[cid], ms)
        return ms

    # --- moving items ---------------------------------------------------------------------
    def _place(self, item: TableCard, place: Place, ms: int, delay: int = 0) -> bool:  # whether it flies
        item.set_see_through(False)  # a card held see-through over its target lands whole
        if item.card_width != place.width:
            item.set_card_width(place.width)
        top_left = QPointF(place.centre.x() - place.width / 2, place.centre.y() - place.width * ASPECT / 2)
        if ms <= 0:
            item.stop_animation()
            item.setPos(top_left)
            item.setRotation(place.rotation)
            item.set_face_up(place.face_up)
            item.setZValue(place.z)
            return False
        if (item.pos() - top_left).manhattanLength() < 0.5 and item.rotation() == place.rotation:
            item.set_face_up(place.face_up)
            item.setZValue(place.z)
            return False

        def start() -> None:
            item.set_face_up(place.face_up)
            # Flying cards pass over the table, then settle at their depth.
            # They keep their order among themselves while they fly: at one
            # shared depth the scene stacked them by card id, and a build's
            # cards flipped until they landed.
            item.setZValue(FLIGHT_Z + place.z * 0.1)
            anim = item.animate_to(top_left, ms, rotation=place.rotation)
            anim.finished.connect(lambda: item.setZValue(place.z))
        self.animator.later(delay, start)
        return True

    def _animations_finished(self) -> None:
        # Settle every card exactly (the last animations may finish a frame
        # after the phase timer, and a resize may have come in meanwhile),
        # so input and screenshots always see the final layout.
        if self.state is not None:
            self.show_state(self.state, 0)
        self.animations_done.emit()

    def snap_back(self, ms: int) -> None:
        """Return every card to where the current state has it (an illegal drop)."""
        if self.state is not None and self.plan is not None:
            for cid, place in self.plan.cards.items():
                self._place(self.cards[cid], place, ms)

    # --- captions ---------------------------------------------------------------------------
    def _update_captions(self, plan: Plan, landing: dict[int, int] | None = None) -> None:
        """Every caption where ``plan`` has it; a build's with its cards,
        which land when ``landing`` says (card id: ms from now; None: the
        words changed, no card moved)."""
        wanted = dict(plan.captions)
        for i, b in enumerate(plan.builds):
            wanted[f"build{i}"] = CaptionSpot(b.caption_centre, b.caption)
        waits = {f"build{i}": max(landing.get(c, 0) for c in b.card_ids)
                 for i, b in enumerate(plan.builds)} if landing is not None else None
        self.caption_timing.lay(self, wanted, plan.caption_px, waits)
        place_markers(self, plan, self.state)  # type: ignore[arg-type]  # captions are laid for a state shown

    # --- for the input handler -------------------------------------------------------------------
    def hand_items(self, seat: int) -> list[TableCard]:
        return [self.cards[c] for c in (self.plan.hands.get(seat, []) if self.plan else [])]

    def loose_items(self) -> list[TableCard]:
        return [self.cards[c] for c in (self.plan.loose if self.plan else [])]

    def top_items(self) -> list[TableCard]:
        """The top cards of the face-up capture piles (the African games)."""
        return [self.cards[c] for c in (self.plan.tops if self.plan else {})]

    def build_of(self, cid: int):
        """The build spot holding card ``cid``, or None."""
        for spot in (self.plan.builds if self.plan else []):
            if cid in spot.card_ids:
                return spot
        return None

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.handler is not None and self.handler.key_pressed(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def show_felt_target(self, shown: bool, hovered: bool = False) -> None:
        """The felt as a drop target (a trail): dashed, gold while hovered."""
        place_felt_target(self.felt_frame, self.geometry, shown, hovered)
        self._felt_hovered = shown and hovered

    def felt_hovered(self) -> bool:
        """Whether the felt is the lit drop target (a trail) now."""
        return self._felt_hovered

    def set_highlights(self, kinds: dict[int, str | None], glow_tip: str = "") -> None:
        """Each card's highlight; ``glow_tip`` is what a glowing ("target") card says on hover."""
        for cid, item in self.cards.items():
            item.set_highlight(kinds.get(cid))
            item.explain_glow(glow_tip if kinds.get(cid) == "target" else "")
