"""Playing with the mouse and the keyboard: lift / hover / commit, clicks, keys.

Drag (KPat's protocol, the boards' shared ``cards.drag``): pressing a hand
card lifts it after a few pixels of movement (so a click is not a drag); while it
moves, table cards and builds that some legal move of it uses glow, and
exactly one target is lit, the one a drop there uses (``_best_target``):
among the legal targets the largest overlap; else a card aimed at squarely
(its refusal is shown); else the felt, a trail.  Over a card or build it
will use, the held card turns see-through.  On release the drop is matched
against the engine's legal moves (``core.pointing``): none - the card flies
back and the engine's reason is shown; one - it is played (but a play that
takes nothing and uses table cards besides the one dropped on is offered in
the chooser first: ``core.reaches_beyond``); several - the chooser lists
them, and hovering an option lights the cards it takes.

Clicks: a hand card, then table cards (either order); the action bar offers
the matching moves.  Keys: Left/Right walk a row, Up/Down switch between the
hand and the table (the first press moves too), Space picks, Enter plays,
Escape clears (``input_keys``).
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal

from casino_desktop.core import (TURN_SEVERAL, UNNAMEABLE_TWIN, GameState, Offer, Pick, drop_targets, joinable,
                                 offer_for_drop, offer_for_selection, offer_for_table_drop, pretty, reaches_beyond,
                                 table_targets)
from casino_desktop.core.templates import N_, fill
from casino_desktop.qt.cards.drag import FLY_BACK_MS, CardDrag, largest_overlap
from casino_desktop.qt.table.input_keys import TableKeys
from casino_desktop.qt.table.items import OutlineItem, TableCard
from casino_desktop.qt.table.pick_sum import sum_text
from casino_desktop.qt.table.glow_words import glow_tip

CHOOSING_OPACITY = 0.3  # the dropped card's opacity while the chooser is open
# ... and its height: over the table's cards and captions (500), under a guide's
# callout (``practice.guide_pointer.Z``, 700), whose words it covered (stranger 8).
CHOOSING_Z = 600

DROP_OFF_TABLE = N_("The {card} was let go off the table, so nothing was played: to trail it, drop it inside the dashed frame.")

class TableInput(CardDrag, TableKeys, QObject):
    move_chosen = Signal(object)            # a legal Move
    choice_needed = Signal(object, object)  # list of Moves, QPointF scene position
    refused = Signal(object)                # the engine's sentence (a Text: Signal(str) would drop its template)
    selection_changed = Signal()
    digit_pressed = Signal(int)             # 0-based: pick the n-th offered move

    def __init__(self, scene):
        super().__init__(scene)
        self.scene = scene
        scene.handler = self
        self.state: GameState | None = None
        self.seat: int | None = None     # the human seat to move; None: input is off
        self.hand_card: int | None = None
        self.sel_loose: list[int] = []   # card ids
        self.sel_builds: list[tuple] = []  # build keys
        self._lit: tuple[set, set, bool] = (set(), set(), False)
        self._hover: object = None
        self._dropped: TableCard | None = None  # the card let go last (the chooser's, while it is open)
        self.cursor_row = "hand"
        self.cursor_index = 0
        self.cursor = OutlineItem(Qt.GlobalColor.white, dashed=True, z=450)
        self.cursor.setVisible(False)
        scene.addItem(self.cursor)
        self.enter_waiting = False  # Enter pressed while the player's cards moved (``input_keys``)
        self.last_seat: int | None = None  # the seat whose move turned the input off
        # The player moved the keyboard cursor since they last picked or
        # dragged a card with the mouse: the prompts speak of keys, not clicks.
        self.keys_used = False
        self.glowing = False  # some table card glows now (``_refresh``)

    # --- turn on / off ----------------------------------------------------------------
    def enable(self, state: GameState, seat: int) -> None:
        same_turn = state is self.state and seat == self.last_seat  # not a new game's, nor another seat's
        self.state, self.seat = state, seat
        self.clear_selection()
        if self.enter_waiting:
            self.enter_waiting = same_turn
            if same_turn:  # after the window has finished starting the turn (it calls this first)
                QTimer.singleShot(0, self.play_waiting_enter)

    def disable(self) -> None:
        if self.seat is not None:  # a turn ends (the window may turn the input off again meanwhile)
            self.last_seat = self.seat
            self.enter_waiting = False
        self.seat = None
        self.cancel_drag()
        self.hand_card = None
        self.sel_loose, self.sel_builds = [], []
        self.cursor.setVisible(False)
        self.scene.set_highlights({})
        self.scene.pick_sum.show_for("", (), self.scene)
        self.scene.show_felt_target(False)
        self.selection_changed.emit()

    @property
    def enabled(self) -> bool:
        return self.seat is not None and self.state is not None and not self.scene.animator.busy

    def clear_selection(self) -> None:
        self.hand_card = None
        self.sel_loose, self.sel_builds = [], []
        self._refresh()

    def selection(self) -> Pick:
        return Pick.of([c % 52 for c in self.sel_loose], self.sel_builds)

    def current_offer(self) -> Offer | None:
        """What the click path offers now (None until a hand card is picked)."""
        if not self.enabled or self.hand_card is None:
            return None
        return offer_for_selection(self.state, self.hand_card % 52, self.selection())

    # --- highlights ---------------------------------------------------------------------------
    def _refresh(self) -> None:
        kinds: dict[int, str | None] = {}
        if self.enabled:
            face = self.hand_card % 52 if self.hand_card is not None else None
            faces, keys = joinable(self.state, face, self.selection())
            self._mark(kinds, faces, keys, "target")
            for c in self.sel_loose:
                kinds[c] = "selected"
            for spot in self.scene.plan.builds if self.scene.plan else []:
                if spot.reachable and spot.key in self.sel_builds:
                    for c in spot.card_ids:
                        kinds[c] = "selected"
            if self.hand_card is not None:
                kinds[self.hand_card] = "selected"
        self.glowing = "target" in kinds.values()  # some table card glows: the action bar may say why
        self.scene.set_highlights(kinds, self.glow_tip())
        picked = list(self.sel_loose) + [c for spot in (self.scene.plan.builds if self.scene.plan else [])
                                         if spot.key in self.sel_builds for c in spot.card_ids]
        self.scene.pick_sum.show_for(sum_text(self.state, self.selection()) if self.enabled else "", picked, self.scene)
        self._place_cursor()
        self.selection_changed.emit()

    def glow_tip(self) -> str:
        """Why the table cards glow now, for their tooltip (``glow_words``)."""
        return glow_tip(self.state if self.enabled else None, self.hand_card)

    def show_hint(self, move) -> None:
        """Mark the hand card and the table cards of a suggested move."""
        self.clear_selection()
        kinds: dict[int, str | None] = {}
        self._mark(kinds, set(move.loose), set(move.builds), "hint")
        card = next((c for c in self.state.hands[self.seat] if c % 52 == move.card), None)
        if card is not None:
            kinds[card] = "hint"
        self.scene.set_highlights(kinds)

    def preview_move(self, move) -> None:
        """The chooser's option under the pointer: light the table cards and
        builds it takes or uses (None: the option was left)."""
        if not self.enabled:
            return
        kinds: dict[int, str | None] = {c: "selected" for c in self.sel_loose}
        if self.hand_card is not None:  # picked by a click or a double-click: it stays marked while the chooser asks
            kinds[self.hand_card] = "selected"
        if move is not None:
            self._mark(kinds, set(move.loose), set(move.builds), "hint")
        self.scene.set_highlights(kinds)

    def _table_items(self) -> list[TableCard]:
        """Every card a move may name as a table card: the loose cards and
        the pile tops (the African games; the engine says which are in play)."""
        return self.scene.loose_items() + self.scene.top_items()

    def _mark(self, kinds, faces, keys, kind) -> None:
        for item in self._table_items():
            if item.card_id % 52 in faces and item.card_id not in self.sel_loose:
                kinds[item.card_id] = kind
        for spot in self.scene.plan.builds if self.scene.plan else []:
            if spot.reachable and spot.key in keys:
                for c in spot.card_ids:
                    kinds[c] = kind

    # --- mouse: called by TableCard's item mouse events ----------------------------------------------
    def _in_hand(self, item: TableCard) -> bool:
        return self.seat is not None and item.card_id in (self.state.hands[self.seat] if self.state else [])

    def _on_felt(self, item: TableCard) -> bool:
        return item in self._table_items() or self.scene.build_of(item.card_id) is not None

    def _table_drag(self, item: TableCard) -> bool:
        """A loose card or a pile top may be dragged onto a build or another
        card in a turn of several actions (a table build or addition)."""
        return (self.state is not None and self.state.rules.turn_actions == TURN_SEVERAL
                and item in self._table_items())

    # --- the drag (``CardDrag``'s hooks) ------------------------------------------------
    def may_press(self, item) -> bool:
        return self.enabled and (self._in_hand(item) or self._on_felt(item))

    def may_lift(self, item) -> bool:
        return self._in_hand(item) or self._table_drag(item)

    def card_lifted(self, item) -> None:
        self.keys_used = False
        self._hover = None  # a drag cut short (the turn ended) may have left one
        if self._in_hand(item):
            faces, keys, felt = drop_targets(self.state, item.card_id % 52)
        else:  # a table card: only table actions, never a trail
            faces, keys = table_targets(self.state, item.card_id % 52)
            felt = False
        self._lit = (faces, keys, felt)
        kinds: dict[int, str | None] = {c: "selected" for c in self.sel_loose}
        self._mark(kinds, faces, keys, "target")
        self.scene.set_highlights(kinds)
        self.scene.show_felt_target(felt and not (self.sel_loose or self.sel_builds))

    def _targets(self, held: TableCard | None = None):
        """(kind, thing, scene rect, lit) for every loose card, pile top and
        build (but the card held)."""
        faces, keys, _ = self._lit
        out = []
        for it in self._table_items():
            if it is not held:
                out.append(("card", it.card_id, it.card_scene_rect(), it.card_id % 52 in faces))
        for spot in self.scene.plan.builds if self.scene.plan else []:
            out.append(("build", spot, spot.rect, spot.reachable and spot.key in keys))
        return out

    def _best_target(self, item: TableCard):
        """The one target a drop of ``item`` here would use.

        Only targets some legal move of the card uses compete, by the area
        the held card covers.  Where none is under it, a card or build
        right under the pointer (the held card's centre) is what the player
        aimed at: the drop is refused with the engine's reason.  Anywhere
        else on the felt the drop is a trail, so a card let go near the row
        of table cards, overlapping one it cannot use, is trailed as meant
        and not refused in that card's name."""
        rect = item.card_scene_rect()
        centre = rect.center()
        targets = self._targets(item)
        best = largest_overlap(rect, (((kind, thing), r) for kind, thing, r, lit in targets if lit))
        aimed = next(((kind, thing) for kind, thing, r, lit in targets if not lit and r.contains(centre)), None)
        if best is not None:
            return best
        if aimed is not None:
            return aimed
        if self.scene.geometry.felt.contains(centre) and self._in_hand(item):
            return ("felt", None)
        return None

    def card_hovering(self, item) -> None:
        best = self._best_target(item)
        if best == self._hover:
            return
        self._hover = best
        faces, keys, felt = self._lit
        kinds: dict[int, str | None] = {c: "selected" for c in self.sel_loose}
        self._mark(kinds, faces, keys, "target")
        # Exactly one target is lit: the one the drop will use (an unlit
        # card aimed at stays unlit: the drop there is refused).
        used = False
        if best and best[0] == "card" and best[1] % 52 in faces:
            kinds[best[1]] = "hint"
            used = True
        elif best and best[0] == "build" and best[1].reachable and best[1].key in keys:
            for c in best[1].card_ids:
                kinds[c] = "hint"
            used = True
        kinds[item.card_id] = None
        self.scene.set_highlights(kinds)
        # See-through over a card or build it will use, so the target stays readable.
        item.set_see_through(used)
        felt_lit = felt and not (self.sel_loose or self.sel_builds)
        self.scene.show_felt_target(felt_lit, hovered=felt_lit and bool(best and best[0] == "felt"))

    def card_dropped(self, item, origin: QPointF) -> None:
        self._hover = None
        self._dropped = item
        self.scene.show_felt_target(False)
        target = self._best_target(item)
        if target is None:  # dropped back on the hand or the margins: no move meant
            self.scene.snap_back(FLY_BACK_MS)
            self._refresh()
            if self._in_hand(item) and not self._over_own_hand(item):
                # Let go beside the hand, off the table: nothing is played, and
                # a player who meant to trail is told where the table is.
                self.refused.emit(fill(DROP_OFF_TABLE, card=pretty(item.card_id % 52)))
            return
        if not self._in_hand(item):
            self._offer_table_drop(item, target, item.card_scene_rect().center())
            return
        self._offer_drop(item, target, item.card_scene_rect().center())

    def _over_own_hand(self, item: TableCard) -> bool:
        """Whether ``item``'s centre is back over its hand: the row of its
        own slot (where the layout puts it) and the other hand cards,
        widened by a card each way.  The last card's hand is its slot: let
        go elsewhere off the table it is told where the table is, as any
        other card is (it flew back in silence: stranger 12)."""
        rect = item.card_scene_rect()
        centre = rect.center()
        place = self.scene.plan.cards.get(item.card_id) if self.scene.plan is not None else None
        row = rect.translated(place.centre - centre) if place is not None else rect
        others = [self.scene.cards[c].card_scene_rect() for c in self.state.hands[self.seat]
                  if c != item.card_id and c in self.scene.cards] if self.state else []
        for r in others:
            row = row.united(r)
        w = self.scene.geometry.card_w
        return row.adjusted(-w, -w / 2, w, w / 2).contains(centre)

    def _offer_table_drop(self, item: TableCard, target, at: QPointF) -> None:
        """A table card or pile top dropped on a build (a table addition) or
        on another card (a table build): the engine's table actions that
        use both, or its reason why none does."""
        kind, thing = target
        if kind == "build" and not thing.reachable:
            self._deliver(Offer(reason=UNNAMEABLE_TWIN), at)
        elif kind == "build":
            self._deliver(offer_for_table_drop(self.state, item.card_id % 52, target_build=thing.key), at)
        else:
            self._deliver(offer_for_table_drop(self.state, item.card_id % 52, target_face=thing % 52), at)

    def _offer_drop(self, item: TableCard, target, at: QPointF) -> None:
        loose, builds = list(self.sel_loose), list(self.sel_builds)
        kind, thing = target
        if kind == "build" and not thing.reachable:
            self._deliver(Offer(reason=UNNAMEABLE_TWIN), at)
            return
        if kind == "card" and thing not in loose:
            loose.append(thing)
        elif kind == "build" and thing.key not in builds:
            builds.append(thing.key)
        widen = kind != "felt" and not (self.sel_loose or self.sel_builds)
        pick = Pick.of([c % 52 for c in loose], builds)
        offer = offer_for_drop(self.state, item.card_id % 52, pick, widen)
        # One play that builds with more than the drop pointed at is asked, not made (``reaches_beyond``).
        self._deliver(offer, at, ask=widen and len(offer.moves) == 1 and reaches_beyond(offer.moves[0], pick))

    def _deliver(self, offer: Offer, at: QPointF, ask: bool = False) -> None:
        if offer.reason:
            self.scene.snap_back(220)
            self._refresh()
            self.refused.emit(offer.reason)
        elif len(offer.moves) == 1 and not ask:
            self.move_chosen.emit(offer.moves[0])
        else:
            if self._dropped is not None:
                self._hold_aside(self._dropped)
            self.choice_needed.emit(offer.moves, at)

    def _hold_aside(self, item: TableCard) -> None:
        """While the player chooses, the dropped card must not hide the cards
        the choices name: it is faded and lifted by a third of its height, so
        the target reads through it and its own corner stands clear above."""
        item.setOpacity(CHOOSING_OPACITY)
        item.setZValue(CHOOSING_Z)
        item.setPos(item.pos() - QPointF(0, item.card_scene_rect().height() / 3))

    def choice_cancelled(self) -> None:
        self.scene.snap_back(180)
        self._refresh()

    def card_clicked(self, item) -> None:
        self.keys_used = False
        if self._in_hand(item):
            self.hand_card = None if self.hand_card == item.card_id else item.card_id
        else:
            self._toggle_table(item.card_id)
        self._refresh()

    def card_double_clicked(self, item, event) -> bool:
        """A double-click on a hand card plays it: its one move at once (with
        the table cards picked, if any), else the chooser of its moves opens
        at the card, as for a drop that could mean several.  Its first click
        has picked the card; the second must not put it back.  On a table
        card the second click is ignored, so the card stays picked."""
        if event.button() != Qt.MouseButton.LeftButton or not self.enabled:
            return False
        if self._in_hand(item):
            self.keys_used = False
            self.hand_card = item.card_id
            self._refresh()
            self._dropped = None  # the card stays in the hand: nothing to hold aside
            offer = self.current_offer()
            if offer is not None:
                self._deliver(offer, item.card_scene_rect().center())
            return True
        return self._on_felt(item)

    def _toggle_table(self, cid: int) -> None:
        spot = self.scene.build_of(cid)
        if spot is not None and not spot.reachable:
            self.refused.emit(UNNAMEABLE_TWIN)
        elif spot is not None:
            if spot.key in self.sel_builds:
                self.sel_builds.remove(spot.key)
            else:
                self.sel_builds.append(spot.key)
        elif cid in self.sel_loose:
            self.sel_loose.remove(cid)
        else:
            self.sel_loose.append(cid)
