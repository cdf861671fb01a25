"""The table's keyboard, and the click path's "play" (``TableInput`` mixes it in).

Left/Right walk a row, Up/Down switch between the hand and the table, to
the nearest thing across (the first press moves too), Space picks, Enter plays the selection (or, with no
hand card picked, ends a turn of several actions where the engine allows),
Escape clears, the digits pick an offered move.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from casino_desktop.core import Pick, end_move, offer_for_drop, offer_for_selection

LIFT_Z = 299  # the cursor's hand card: above the hand (100 + its place), below a flying card (300) and the cursor (450)


class TableKeys:
    """Needs the ``TableInput`` state: ``scene``, ``state``, ``seat``,
    ``hand_card``, the selections, ``cursor`` and its signals."""

    # --- the click path's "play" and the keyboard ---------------------------------------------------
    def play_selection(self) -> None:
        """Enter: exactly the selection; with nothing selected, every move of
        the card; with no hand card picked, the end of the turn where the
        engine allows it (a turn of several actions)."""
        if not self.enabled:
            return
        if self.hand_card is None:
            end = end_move(self.state) if not (self.sel_loose or self.sel_builds) else None
            if end is not None:
                self.move_chosen.emit(end)
            return
        item = self.scene.cards[self.hand_card]
        at = item.card_scene_rect().center()
        if self.sel_loose or self.sel_builds:
            offer = offer_for_drop(self.state, self.hand_card % 52, self.selection(), widen=False)
            self._deliver(offer, at)
        else:
            offer = offer_for_selection(self.state, self.hand_card % 52, Pick())
            if len(offer.moves) == 1:  # the card's only move: nothing to choose
                self.move_chosen.emit(offer.moves[0])
            elif offer.moves:
                self.choice_needed.emit(offer.moves, at)
            else:
                self.refused.emit(offer.reason or "")

    def _rows(self) -> dict[str, list]:
        table = [("build", s) for s in (self.scene.plan.builds if self.scene.plan else [])]
        table += [("card", it) for it in self._table_items()]
        hand = [("card", it) for it in self.scene.hand_items(self.seat)] if self.seat is not None else []
        return {"hand": hand, "table": table}

    def _cursor_thing(self):
        row = self._rows()[self.cursor_row]
        if not row:
            return None
        self.cursor_index = max(0, min(self.cursor_index, len(row) - 1))
        return row[self.cursor_index]

    @staticmethod
    def _centre_x(thing) -> float:
        kind, obj = thing
        return (obj.rect if kind == "build" else obj.card_scene_rect()).center().x()

    def _switch_row(self, row: str) -> None:
        """Up or Down: the thing of the other row nearest across (the same
        index went to a far pile top when the hand was longer than the table)."""
        here = self._cursor_thing() if self.cursor.isVisible() else None
        came = (self.cursor_row, self.cursor_index)
        back = getattr(self, "_switched", None)
        self.cursor_row = row
        target = self._rows()[row]
        if here is not None and back is not None and back[1] == came and back[0][0] == row \
                and back[0][1] < len(target):
            # Straight back across (Up then Down): to the thing it came from,
            # which is not always the nearest to where it went (a hand spread
            # wider than the table's row).
            self.cursor_index = back[0][1]
        elif here is not None and target:
            x = self._centre_x(here)
            self.cursor_index = min(range(len(target)), key=lambda i: abs(self._centre_x(target[i]) - x))
        self._switched = (came, (self.cursor_row, self.cursor_index)) if here is not None else None

    def _raise_cursor_card(self, item) -> None:
        """The hand card under the cursor above its neighbours, so the
        outline is seen round the whole card (in an overlapping hand the
        next card hid most of it); the card raised before goes back."""
        raised = getattr(self, "_cursor_raised", None)
        if raised is not None and raised[0] is not item:
            old, z = raised
            if old.zValue() == LIFT_Z:  # else the table was laid out again meanwhile
                old.setZValue(z)
            raised = self._cursor_raised = None
        if item is not None and item.zValue() != LIFT_Z:  # new, or laid out again under the cursor
            self._cursor_raised = (item, item.zValue())
            item.setZValue(LIFT_Z)

    def _place_cursor(self) -> None:
        thing = self._cursor_thing() if self.cursor.isVisible() and self.enabled else None
        in_hand = thing is not None and self.cursor_row == "hand" and thing[0] == "card"
        self._raise_cursor_card(thing[1] if in_hand else None)
        if thing is None:
            self.cursor.setVisible(False)
            return
        self._frame_thing(thing)

    def follow_layout(self) -> None:
        """The cards were laid out again (a resize, Large Cards, a state
        shown): a cursor in sight goes round its thing where it now lies,
        not where it lay (it stayed behind, an empty frame, until the next
        key)."""
        if not self.cursor.isVisible():
            return
        thing = self._cursor_thing()
        if thing is None:
            self.cursor.setVisible(False)
        else:
            self._frame_thing(thing)

    def _frame_thing(self, thing) -> None:
        kind, obj = thing
        rect = obj.rect if kind == "build" else obj.card_scene_rect()
        if kind == "card" and obj.card_id == self.hand_card:
            rect = rect.translated(0, -rect.width() * 0.05)
        m = max(3.0, rect.width() * 0.06)
        self.cursor.set_rect(QRectF(rect).adjusted(-m, -m, m, m), 2.5)

    def key_pressed(self, event) -> bool:
        key = event.key()
        K = Qt.Key
        if not self.enabled:
            if (key in (K.Key_Return, K.Key_Enter) and self.scene.animator.busy and self.state is not None
                    and self.state.to_move == self.last_seat):
                # Pressed while the player's own cards still move, their turn
                # going on (several actions a turn): it was lost, and the
                # turn stayed theirs.  Played once it is theirs again (``enable``).
                self.enter_waiting = True
                return True
            return False
        if key in (K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down):
            # Every arrow moves, the first one too (it used to only show the
            # cursor, and players pressed again thinking it had been lost).
            if key in (K.Key_Up, K.Key_Down):
                self._switch_row("table" if key == K.Key_Up else "hand")
            else:
                self._switched = None  # moved along the row: Up and Down go to the nearest again
                self.cursor_index += -1 if key == K.Key_Left else 1
                n = len(self._rows()[self.cursor_row])
                self.cursor_index %= max(1, n)
            self.cursor.setVisible(True)
            self.keys_used = True
            self._place_cursor()
            return True
        if key == K.Key_Space or (key in (K.Key_Return, K.Key_Enter) and self._enter_picks()):
            thing = self._cursor_thing() if self.cursor.isVisible() else None
            if thing is not None:
                self.keys_used = True
                kind, obj = thing
                if kind == "build":
                    self._toggle_table(obj.card_ids[0])
                elif self.cursor_row == "hand":
                    self.hand_card = None if self.hand_card == obj.card_id else obj.card_id
                else:
                    self._toggle_table(obj.card_id)
                self._refresh()
            else:
                self._cursor_asked()
            return True
        if key in (K.Key_Return, K.Key_Enter):
            if self.hand_card is None and not (self.sel_loose or self.sel_builds) and end_move(self.state) is None:
                self._cursor_asked()  # nothing to play: where the keys are, rather than nothing at all
            else:
                self.play_selection()
            return True
        if key == K.Key_Escape:
            self.clear_selection()
            return True
        if K.Key_1 <= key <= K.Key_9:
            self.digit_pressed.emit(key - K.Key_1)
            return True
        return False

    def show_cursor(self) -> None:
        """The cursor shown where it was (the table reached by Tab): the
        keyboard player sees at once where the arrows start from."""
        if self.enabled and self._cursor_thing() is not None:
            self.cursor.setVisible(True)
            self._place_cursor()

    def _cursor_asked(self) -> None:
        """Space or Enter with no cursor in sight (a turn begun, a card just
        dragged): the cursor shown where the arrows start from.  They did
        nothing and said nothing, and a keyboard player pressed them again and
        again (the 24th stranger's play-test: Space, Enter, then the mouse)."""
        if not self.cursor.isVisible():
            self.keys_used = True
            self.show_cursor()

    def play_waiting_enter(self) -> None:
        """An Enter pressed while the cards moved, played now that the turn is
        the player's again (nothing picked since: the end of the turn, where
        the engine allows it)."""
        waiting, self.enter_waiting = self.enter_waiting, False
        if waiting and self.enabled:
            self.play_selection()

    def _enter_picks(self) -> bool:
        """Enter on a hand card with none chosen yet picks it (the next Enter plays)."""
        return self.hand_card is None and self.cursor.isVisible() and self.cursor_row == "hand"
