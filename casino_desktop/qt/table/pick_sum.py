"""The running sum on the felt: "3♣ + 7♣ = 10" over the table cards the
player has clicked, where the eyes are (the action bar at the window's foot
says it too, but far from the cards being added up).

A caption of its own in the table's scene, placed from the layout plan (not
from the cards' present positions, which may be mid-flight), above the
picked cards or, where the felt has no room above them, below.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from casino_desktop.core import GameState, Pick, pick_text, pick_total
from casino_desktop.qt.translate import say
from casino_desktop.qt.table.items import Caption
from casino_desktop.qt.table.layout import CAPTION_FONT


def sum_text(state: GameState, pick: Pick) -> str:
    """The running sum, once there is one to show: two or more things
    picked, all with a number ('' otherwise)."""
    if len(pick.loose) + len(pick.builds) < 2 or pick_total(state, pick) is None:
        return ""
    return say(pick_text(state, pick))


class PickSum(Caption):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("pickSum")
        self.set_active(True)  # the bright look of the seat to play: it answers the player's clicks
        self._cards: tuple[int, ...] = ()
        self.setVisible(False)

    def show_for(self, text: str, card_ids, scene) -> None:
        """Say ``text`` over the table cards ``card_ids`` ('' hides it)."""
        self._cards = tuple(card_ids) if text else ()
        self.set_text(text)
        self.place(scene)

    def place(self, scene) -> None:
        plan = scene.plan
        rects = [plan.cards[c].rect() for c in self._cards if plan is not None and c in plan.cards]
        if not rects:
            self.setVisible(False)
            return
        cards = QRectF(rects[0])
        for r in rects[1:]:
            cards = cards.united(r)
        g = scene.geometry
        self.set_font_px(g.label_h * CAPTION_FONT)
        half = self.boundingRect().height() / 2
        above = cards.top() - g.pad * 0.5 - half
        y = above if above - half >= g.felt.top() - g.pad else cards.bottom() + g.label_h + half
        self.setPos(QPointF(cards.center().x(), y))
        self.setVisible(True)
