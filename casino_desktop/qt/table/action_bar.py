"""The bar under the table for the click and keyboard paths.

It shows the running selection ("8♠ on 5♦ + 3♣ = 8") and offers the legal
moves that match it as buttons; the first nine also answer to the digit
keys.  Moves that use exactly the selected cards come first.  What it
says of a pick is in ``offer_words``.
"""
from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPropertyAnimation, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import QFrame, QGraphicsOpacityEffect, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QWidget

from casino_desktop.core import END_LABEL, GameState, Offer, Pick, end_move, move_labels, pick_text
from casino_desktop.qt.table.offer_words import more_text, picked_prompt, unpicked_prompt
from casino_desktop.qt.translate import say, tr

MAX_BUTTONS = 5
FADE_MS = 900  # a refusal fading out after the next move
PROMPT_LEAST = 60  # px: the prompt never narrower (but a shorter text beside its buttons)
BAR_MARGIN = 14  # px: the bar's height over its buttons' or its words'
MOST_LINES = 4  # the prompt's lines the bar grows to, at most


class _Prompt(QLabel):
    """The bar's words; the bar hears of each new text, to be tall enough for it."""

    def __init__(self, parent: ActionBar):
        super().__init__(parent)
        self._bar = parent

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._bar.fit_prompt()


class ActionBar(QWidget):
    move_picked = Signal(object)   # a Move
    more_wanted = Signal(list)     # every offered Move: open the chooser
    grown = Signal(int)            # px taller than a row of buttons or two lines: a prompt of more lines

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("actionBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self._least = 0  # the bar's height for a row of buttons or two lines of words
        self.prompt = _Prompt(self)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(PROMPT_LEAST)
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt, 1)
        # Only the buttons that fit are shown (the rest behind "All moves…"):
        # a row that widened the window would push the side panel off a
        # 1024 px screen.
        holder = QWidget()
        self._row = QHBoxLayout(holder)
        self._row.setContentsMargins(0, 0, 0, 0)
        # The buttons keep to the right (a hint's "Play it", the round's ways
        # on) or follow the prompt (an offer's moves): a stretch each side,
        # one of them given the room (``_arrange``).
        self._row.addStretch(1)
        self._row.addStretch(0)
        self._scroll = QScrollArea(self)
        self._scroll.setWidget(holder)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self._scroll, 3)
        # A turn of several actions (the African games) ends only when the
        # player says so: a button of its own at the right end, shown
        # exactly while the engine offers the end of the turn.
        self.end_button = QPushButton(self)
        self.end_button.setObjectName("endTurn")
        font = self.end_button.font()
        font.setBold(True)  # the one way on from a turn's table actions: it must stand out
        self.end_button.setFont(font)
        self.end_button.setDefault(True)
        self.end_button.setVisible(False)
        self.end_button.clicked.connect(self._end_clicked)
        self._end = None
        layout.addWidget(self.end_button)
        self._scroll.viewport().installEventFilter(self)
        self.prompt.installEventFilter(self)
        self._buttons: list[QPushButton] = []
        self._more: QPushButton | None = None  # "All n moves…", when the row has one
        self._moves: list = []
        self._refusal = False  # the prompt says why a move was refused
        self._glow = "unsaid"  # FIRST_GLOW: "unsaid", "said" (this turn), "told" (a move followed)
        self._fade: QPropertyAnimation | None = None
        self.setAccessibleName(tr("Moves"))
        # The hint's "Press 1": the table's view hears the digits only when
        # it has the keyboard focus, which a game started from a dialog does
        # not give it; so while a hint is shown its key is the whole window's.
        self._hint_key = QShortcut(QKeySequence(Qt.Key.Key_1), self)
        self._hint_key.setContext(Qt.ShortcutContext.WindowShortcut)
        self._hint_key.setEnabled(False)
        self._hint_key.activated.connect(lambda: self.pick_index(0))
        # A fixed height, so the table does not jump when buttons come and
        # go: a row of buttons or two lines of text, whichever is taller (a
        # wrapped prompt was cut in half when the bar was one button high).
        self._fit_height()
        self._arrange(1, 0)

    def _fit_height(self) -> None:
        """As tall as a row of buttons or two lines of the prompt, in the
        bar's font (larger with View › Large Cards: ``access.large_words``)."""
        two_lines = 2 * self.prompt.fontMetrics().lineSpacing() + 2
        probe = QPushButton("X")  # a button in the bar's font; no child of the bar, gone with this call
        probe.setFont(self.font())
        self._least = max(probe.sizeHint().height(), two_lines) + BAR_MARGIN
        self.fit_prompt()

    def fit_prompt(self) -> None:
        """Taller than two lines only while the prompt needs it: the first
        turn's words on the glow took three lines in Finnish with Large
        Cards on, and the bar cut the first and the last in half."""
        need = self.prompt.heightForWidth(self.prompt.width()) if self.prompt.text() else 0
        need = min(need, MOST_LINES * self.prompt.fontMetrics().lineSpacing() + 2)  # a squeezed prompt: not the table's room
        height = max(self._least, need + BAR_MARGIN)
        if height != self.height() or self.minimumHeight() != self.maximumHeight():
            self.setFixedHeight(height)
            self.grown.emit(height - self._least)  # the table gives it up (``TableView.give_up``)

    def least_height(self) -> int:
        """The bar's height for a row of buttons or two lines of its words."""
        return self._least

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()

    def _arrange(self, prompt_share: int, buttons_share: int, follow: bool = False) -> None:
        """Split the bar's width between the prompt and the buttons: the
        prompt alone (0 for the buttons) takes it all; next to a row of
        offered moves it keeps to the left (at most 420 px); next to a lone
        "Play it" it takes most of it.  ``follow``: the prompt is as wide as
        its text and the buttons come right after it ("5♠:" and its moves;
        at the bar's far end, 1,300 px away on a 1920 px screen, they went
        unseen)."""
        self._scroll.setVisible(buttons_share > 0)
        widest = 420 if buttons_share > prompt_share else 16777215
        if follow:
            widest = min(widest, self._text_width())
        self.prompt.setMaximumWidth(widest)
        self.prompt.setMinimumWidth(min(PROMPT_LEAST, widest))
        layout: QHBoxLayout = self.layout()  # type: ignore[assignment]  # the bar's own QHBoxLayout
        layout.setStretchFactor(self.prompt, prompt_share)
        layout.setStretchFactor(self._scroll, buttons_share)
        self._row.setStretch(0, 0 if follow else 1)
        self._row.setStretch(self._row.count() - 1, 1 if follow else 0)

    def _add_button(self, button: QPushButton) -> None:
        """A button at the row's end, before its closing stretch."""
        self._row.insertWidget(self._row.count() - 1, button)

    def _text_width(self) -> int:
        """The prompt's text on one line, in pixels, with the label's margins."""
        doc = QTextDocument()
        doc.setDefaultFont(self.prompt.font())
        doc.setDocumentMargin(0)
        doc.setHtml(self.prompt.text())
        margins = self.prompt.contentsMargins()
        return math.ceil(doc.idealWidth()) + margins.left() + margins.right() + 2 * self.prompt.margin() + 2

    def buttons(self) -> list[QPushButton]:
        return list(self._buttons)

    def moves(self) -> list:
        return list(self._moves)

    def _end_clicked(self) -> None:
        if self._end is not None:
            self.move_picked.emit(self._end)

    def _show_end(self, move) -> None:
        self._end = move
        if move is not None:
            self.end_button.setText(say(END_LABEL) + "  \u23ce")  # Enter ends the turn too
            self.end_button.setToolTip(tr("End your turn (Enter)"))
            self.end_button.setAccessibleName(say(END_LABEL))
        self.end_button.setVisible(move is not None)

    def _clear(self, keep_end: bool = False) -> None:
        if not keep_end:
            self._show_end(None)
        self._refusal = False
        if self._fade is not None:  # something newer is said: whole at once
            fade, self._fade = self._fade, None
            fade.stop()
            fade.deleteLater()
            self.prompt.setGraphicsEffect(None)  # type: ignore[arg-type]  # None takes the effect off (the stubs miss it)
        self._arrange(1, 0)
        for b in self._buttons:
            self._row.removeWidget(b)
            b.deleteLater()
        self._buttons = []
        self._more = None
        self._moves = []
        self._hint_key.setEnabled(False)

    def show_idle(self, text: str, keep_end: bool = False) -> None:
        self._clear(keep_end)
        self.prompt.setText(say(text))

    def show_refusal(self, reason: str) -> None:
        """Why a drop or a pick was refused; it stays until the next move
        (the turn may still be ended meanwhile)."""
        self.show_idle(reason, keep_end=True)
        self._refusal = True

    def fade_refusal(self) -> None:
        """A move was played: a refusal shown for the one before no longer
        applies.  It fades out (a sudden blank reads as a glitch); anything
        said meanwhile replaces it at once.  The end of the turn is offered
        again, if at all, when the next position is shown."""
        self._show_end(None)
        self.clear_refusal()

    def move_played(self) -> None:
        """A move was played: what the bar offered for it ("K♥: 1 Take…")
        goes at once, not when the next turn is shown (pass and play showed
        it under face-down hands while the move was laid out and the next
        seat played); a refusal fades as ``fade_refusal`` says."""
        if self._glow == "said":
            self._glow = "told"
        if self._refusal or self.fading():
            self.fade_refusal()
        else:
            self.show_idle("")

    def clear_refusal(self) -> None:
        """A refusal that no longer applies fades out: after a move, or when
        the chooser opens for the next drop (beside it the refusal would
        read as the answer to the choice)."""
        if not self._refusal:
            return
        self._refusal = False
        effect = QGraphicsOpacityEffect(self.prompt)
        self.prompt.setGraphicsEffect(effect)
        fade = QPropertyAnimation(effect, b"opacity", self)
        fade.setDuration(FADE_MS)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.finished.connect(lambda: self.show_idle("", keep_end=True) if self._fade is fade else None)
        self._fade = fade
        fade.start()

    def fading(self) -> bool:
        """Whether a refusal is fading out now."""
        return self._fade is not None

    def show_offer(self, state: GameState, hand_face: int | None, selection: Pick, offer: Offer | None,
                   glowing: bool = False) -> None:
        """What the person's pick can do; ``glowing``: some table card glows."""
        self._clear()
        self._show_end(end_move(state))
        picked = pick_text(state, selection)
        if hand_face is None:
            text, glow_said = unpicked_prompt(state, picked, glowing and self._glow != "told")
            if glow_said:
                self._glow = "said"
            self.prompt.setText(text)
            return
        self.prompt.setText(picked_prompt(hand_face, picked, offer))
        if offer is None or not offer.moves:
            return
        self._arrange(1, 3, follow=True)
        self._moves = list(offer.moves)
        labels = move_labels(state, self._moves, detailed=False)
        full = move_labels(state, self._moves)
        for i, (m, label) in enumerate(zip(self._moves[:MAX_BUTTONS], labels)):
            b = QPushButton(f"{i + 1}  {say(label)}", self)
            b.setAccessibleName(say(label))
            b.setToolTip(say(full[i]))
            b.clicked.connect(lambda _=False, mv=m: self.move_picked.emit(mv))
            self._add_button(b)
            self._buttons.append(b)
        more = QPushButton(more_text(len(self._moves)), self)
        more.clicked.connect(lambda: self.more_wanted.emit(self._moves))
        self._add_button(more)
        self._buttons.append(more)
        self._more = more
        # The scroll area was hidden until now: settle the layout first, so
        # the row is measured at the width it really has (it was measured
        # at its hidden size and showed only "All moves…" until a resize).
        self.layout().activate()  # type: ignore[union-attr]  # the bar's own QHBoxLayout
        self._fit()

    def show_hint(self, text: str, move) -> None:
        """A suggested move, with one button (and the key 1) to play it."""
        self._clear()
        self.prompt.setText(say(text))
        self._arrange(3, 1)
        self._moves = [move]
        b = QPushButton("1  " + tr("Play it", note="the button that plays the hinted move"), self)
        b.setAccessibleName(tr("Play the hinted move"))
        b.clicked.connect(lambda _=False, mv=move: self.move_picked.emit(mv))
        self._add_button(b)
        self._buttons.append(b)
        self._hint_key.setEnabled(True)
        # As for an offer: the row was hidden, so settle the layout before
        # it is measured.
        self.layout().activate()  # type: ignore[union-attr]  # the bar's own QHBoxLayout
        self._fit()

    def show_choices(self, text: str, choices: list[tuple[str, Callable[[], None]]]) -> None:
        """``text`` and a button for each (label, action): the ways on where
        no move is to be made (the round over, its score sheet closed).  The
        first takes the keyboard, so Enter or Space goes on."""
        self._clear()
        self.prompt.setText(say(text))
        self._arrange(1, 1)
        for label, action in choices:
            b = QPushButton(label, self)
            b.clicked.connect(lambda _=False, act=action: act())
            self._add_button(b)
            self._buttons.append(b)
        self.layout().activate()  # type: ignore[union-attr]  # the bar's own QHBoxLayout
        self._fit()
        if self._buttons:
            self._buttons[0].setDefault(True)
            self._buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit(self) -> None:
        """Show the offered moves that fit; "All n moves…" stands for the rest.
        A lone move that does not fit whole is still its own button: the
        player then reads its tooltip rather than "All 1 moves…"."""
        if not self._buttons or not self._scroll.isVisible():
            return
        # A hint's row is one "Play it" and no "All moves…": the last button
        # is the chooser's only when the offer put one there.
        more = self._more
        moves = [b for b in self._buttons if b is not more]
        room = self._scroll.viewport().width()
        everything = sum(b.sizeHint().width() + 8 for b in moves)
        needs_more = more is not None and (len(self._moves) > len(moves) or everything > room)
        used = more.sizeHint().width() + 8 if needs_more else 0  # type: ignore[union-attr]  # room kept for "All moves…" (needs_more: it is there)
        cut = False
        for i, b in enumerate(moves):
            w = b.sizeHint().width() + 8
            fits = i == 0 or (not cut and used + w <= room)  # the first move is always a button
            b.setVisible(fits)
            cut = cut or not fits
            used += w if fits else 0
        if more is not None:
            more.setVisible(len(self._moves) > 1 and (cut or len(self._moves) > len(moves)))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        # The row's own width settles after the bar's (a shown scroll area
        # lays out its viewport later): fit the buttons again then.
        if watched is self._scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        elif watched is self.prompt and event.type() == QEvent.Type.Resize:
            self.fit_prompt()  # its width changed: so may the lines its words take
        return False

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()
        self.fit_prompt()  # as many lines as the new width needs

    def pick_index(self, i: int) -> bool:
        """Digit keys: the i-th offered move (0-based)."""
        if 0 <= i < min(len(self._moves), 9):
            self.move_picked.emit(self._moves[i])
            return True
        return False
