"""The status line at the foot of the window.

QStatusBar's own messages are temporary: any status tip wipes them (hovering
a menu item sends one, empty), so "Your turn." vanished whenever the player
had opened a menu, for instance the one that opened a dialog.  Here a
message is a label that lives until something newer replaces it; status tips
still show over it for as long as the pointer is on their item, then the
label is seen again.

The window keeps calling ``showMessage`` / ``currentMessage`` /
``clearMessage``, which act on the label.  Besides, the line remembers
whose turn it is, so when an aside for the hand card in play ("Click table
cards for the 8♠…") no longer applies, the turn is said again.  A message
longer than the window is wide ends in "…", and its tooltip holds it whole
(it was cut at the window's edge, mid-word: the re-test of 6 December).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

from casino_desktop.qt.translate import say


class StatusLine(QStatusBar):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.line = QLabel(self)
        self.line.setObjectName("statusLineText")
        # A long message must not widen the window past a small screen (a
        # label asks for its whole text's width): it is cut at the edge
        # instead, as QStatusBar's own messages are.
        self.line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.line.setMinimumWidth(1)
        self.addWidget(self.line, 1)
        self.line.installEventFilter(self)  # its width: the message is cut to it again
        self._text = ""  # the message whole (the label may show it cut, with "…")
        self._turn: str = ""  # kept as said (a core sentence), so it is shown in the language of the moment
        self._outlast_turn = False  # the message stays when the turn that follows is said (``say_over_turn``)

    # --- QStatusBar's calls, on the lasting line ------------------------------------
    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # noqa: N802 (Qt's name)
        """Say ``text`` until something newer is said (``timeout`` is ignored:
        a message that vanishes on its own is one the player may miss).
        A sentence of the core is said in the player's language here, where
        it is shown; a text already in it passes unchanged."""
        self._text = say(text)
        self._outlast_turn = False
        self._fit()

    def clearMessage(self) -> None:  # noqa: N802 (Qt's name)
        self._text = ""
        self._fit()

    def currentMessage(self) -> str:  # noqa: N802 (Qt's name)
        """What the player reads: a status tip while one is shown, else the line (whole)."""
        return QStatusBar.currentMessage(self) or self._text

    def _fit(self) -> None:
        """The message as the label's width holds it: whole, or cut with "…" and whole in the tooltip."""
        width = self.line.contentsRect().width()
        shown = self.line.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight, width) \
            if width > 1 else self._text
        self.line.setText(shown)
        self.line.setToolTip(self._text if shown != self._text else "")

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if watched is self.line and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    # --- the turn ----------------------------------------------------------------------------
    def say_turn(self, text: str) -> None:
        """Whose turn it is ("Your turn."): said now, and again by ``back_to_turn``;
        neither over a message said to outlast it (``say_over_turn``)."""
        self._turn = text
        if not self._outlast_turn:
            self.showMessage(text)

    def say_over_turn(self, text: str) -> None:
        """``text``, left standing when the person's turn that follows is said:
        what a take-back took ("Taken back: You trail 5♣.") was replaced by
        "Your turn." at once, before anyone could read it (stranger 13).  The
        table shows whose turn it is; it stands until the next message (a card
        picked, the hint, a computer thinking) replaces it."""
        self.showMessage(text)
        self._outlast_turn = True

    def back_to_turn(self) -> None:
        """An aside is over: the turn again, if it is a person's turn."""
        if self._turn and not self._outlast_turn:
            self.showMessage(self._turn)

    def turn_over(self) -> None:
        self._turn = ""
