"""The practice table by keyboard: a cursor steps over the cards, and
Space picks the card under it, as a click does.

The arrow keys step through the table (each loose card, each build as one)
and then the hand; Space or Enter picks; the panel's buttons have their
own mnemonics (Alt+P plays, Alt+A adds a capture, Alt+C checks).  The
cursor is the game table's: a dashed white outline.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from casino_desktop.qt.table.items import OutlineItem

STEP_KEYS = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}
PICK_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class KeyboardCursor:
    def __init__(self, scene):
        self.scene = scene
        self.index: int | None = None   # into ``stops()``; None: not shown until a key is pressed
        self.outline = OutlineItem(QColor(Qt.GlobalColor.white), dashed=True, z=450)
        self.outline.setVisible(False)
        scene.addItem(self.outline)

    def stops(self) -> list:
        """The cards the cursor stops on: loose cards, one card per build, the hand."""
        cards = self.scene.cards
        seen_builds = set()
        table, hand = [], []
        for c in cards:
            if c.place == "loose":
                table.append(c)
            elif c.place == "build" and c.key not in seen_builds:
                seen_builds.add(c.key)
                table.append(max((d for d in cards if d.place == "build" and d.key == c.key),
                                 key=lambda d: d.zValue()))   # the top card: the one a click hits
            elif c.place == "hand":
                hand.append(c)
        return table + hand

    def reset(self) -> None:
        """A new drill: the cursor waits for the next key."""
        self.index = None
        self.outline.setVisible(False)

    def current(self):
        stops = self.stops()
        return stops[self.index] if self.index is not None and self.index < len(stops) else None

    def key(self, key) -> bool:
        """True if the key was the cursor's."""
        stops = self.stops()
        if not stops:
            return False
        if key in STEP_KEYS:
            self.index = 0 if self.index is None else (self.index + STEP_KEYS[key]) % len(stops)
            self.place()
            return True
        if key in PICK_KEYS and self.index is None:
            # No cursor in sight yet: Space or Enter shows it where the arrows
            # start, as the game table's keys do (they did nothing and said
            # nothing; the 24th stranger's play-test, at the table).
            self.index = 0
            self.place()
            return True
        if key in PICK_KEYS and self.current() is not None:
            self.scene.clicked.emit(self.current())
            self.place()
            return True
        return False

    def place(self) -> None:
        """Draw the outline round the current card (a whole build for a build)."""
        card = self.current()
        if card is None:
            self.outline.setVisible(False)
            return
        group = [c for c in self.scene.cards if c.place == "build" and c.key == card.key] \
            if card.place == "build" else [card]
        rect = group[0].card_scene_rect()
        for c in group[1:]:
            rect = rect.united(c.card_scene_rect())
        pad = card.card_width * 0.1
        self.outline.set_rect(rect.adjusted(-pad, -pad, pad, pad), max(2.0, card.card_width * 0.03))
        self.outline.setVisible(True)
