"""The side panel: the variant, the match score with live counts of what each
side has taken, and the play log in words ("North takes 5♦ + 3♣ with 8♠", ``play_log``).

Plain widgets (labels, a table, a list) rather than scene items, so that a
screen reader can read the game's progress.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QScrollArea,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from casino_desktop.core import (MULLE_OFF, MULLES, RANK_LETTERS, SUIT_SYMBOLS, SUITS, SWEEPS, GameState, RuleSpec,
                                 Rules, house_rules_changed, make_rulebook, match_length, preset, stacked,
                                 sweeps_label, value_words)
from casino_desktop.core.templates import N_, names_list
from casino_desktop.qt.access.contrast import high_contrast
from casino_desktop.qt.cards.suit_colours import suit_css
from casino_desktop.qt.screen_fit import roomy_scale, scaled_font, scrolling
from casino_desktop.qt.table.play_log import PlayLog
from casino_desktop.qt.table.plan import short_name
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.variant_words import family_differs, setting_html

# The sweeps row is the score sheet's own (``scoring.sweeps_label``): a game
# with its own word for a sweep (the Dominican virados) says it here too.
# The mulles row, the score sheet's too, is shown only in the Mulle games:
# there a mulle scores more than anything else a round holds, and the table
# counted the sweeps but not the mulles (the 23rd stranger's play-test of
# 7 December: "Tabbar 2 2" over a pile of "2 tabbar · 2 mullar").
ROWS = (N_("Match score"), N_("Cards taken"), N_("Spades taken"), SWEEPS, MULLES)
PANEL_MIN = 250
# The panel takes a share of a wide window (a fifth and a bit: at 1920 px
# about 420), so that a large screen's felt is not a wide empty band beside
# a narrow column of small text; at most PANEL_WIDEST, and at least the
# width it always had (PANEL_NARROW_MOST) before the share passes it, so
# a 1024 px window's table keeps its room.
PANEL_SHARE = 22  # per cent of the window's width
PANEL_NARROW_MOST = 340
PANEL_WIDEST = 480
NAME_PADDING = 12  # a heading's margins in its section


SWEEPS_ROW = 3  # ROWS' "Sweeps"
MULLES_ROW = 4  # ROWS' "Mulles"

# A penalty game's match score stays 0 through its first round, and reads
# as minus points after it: said under the score table, or the 0-0 read as
# a score that was not kept (the eighth stranger's play-test of 6 December,
# Krypkasino).  The core's rules say which games these are (``misere``),
# and that their penalties are always counted at the round's end.
PENALTY_NOTE = N_("Every point you take is a penalty, counted as a minus point when the round ends; "
                  "the fewest taken win.",
                  note="under the side panel's score table in a penalty game (Krypkasino): why the match "
                       "score stays 0 during the first round, and why it is below 0 after it")

# The match's length is said beside the game's name ("game to 11"): not again among the house rules.
SAID_BY_THE_GOAL = ("target", "rounds_each")


def house_rules_on(rules: Rules, variant_id: str) -> list[RuleSpec]:
    """The house rules of a game that differ from its preset's, in the
    New Game window's order (a player who ticked one once plays every
    later game with it: the table must say so)."""
    base = preset(variant_id).rules
    return [spec for spec in house_rules_changed(lambda field: getattr(rules, field), base)
            if spec.id not in SAID_BY_THE_GOAL]


def house_rules_line(rules: Rules, variant_id: str) -> str:
    """"House rules: No building until the second deal and Highest build: 10", or ""."""
    specs = house_rules_on(rules, variant_id)
    if not specs:
        return ""
    return tr_n("House rule: {rules}", "House rules: {rules}", len(specs),
                note="under the game's name in the side panel: the rules changed from the preset",
                rules=names_list([_rule_and_value(spec, getattr(rules, spec.id)) for spec in specs]))


def _rule_and_value(spec: RuleSpec, value: bool | int | str) -> str:
    """A rule switched on is its name alone ("No building until the second
    deal"); any other is said with its value ("Raise your own build: no",
    "Highest build: 10"): a rule switched off, named alone, read as the rule
    the family had just forbidden (the eighteenth stranger's play-test of
    7 December)."""
    if value is True:
        return say(spec.label)
    return tr("{rule}: {value}", note="a house rule and its value, in the side panel's list of house rules",
              rule=say(spec.label), value=say(value_words(spec, value)))


def game_tip(rules: Rules, variant_id: str) -> str:
    """The game line's tooltip: the variant's description, then each house
    rule of the line with its value ("Court cards: J 11, Q 12, K 13, in sums
    and builds"), as the rules window's settings list says it: the line
    names them, and the description alone says the preset's rules."""
    names = {spec.label for spec in house_rules_on(rules, variant_id)}
    rows = [setting_html(d) for d in make_rulebook(rules, variant_id).details if d.house_rule and d.label in names]
    summary = f"<p><i>{escape(say(preset(variant_id).summary))}</i></p>"
    return summary + (f"<p>{'<br>'.join(rows)}</p>" if rows else "")


def two_lines(label: str, longest: int = 14) -> str:
    """A row heading longer than ``longest`` characters broken at the space
    nearest its middle: headings are as long as the language makes them
    ("Otetut padat", "Взятые пики"), and the panel's width is shared with
    the players' columns, which must not be squeezed below their names."""
    if len(label) <= longest or " " not in label.strip():
        return label
    middle = len(label) // 2
    spaces = [i for i, ch in enumerate(label) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - middle))
    return label[:cut] + "\n" + label[cut + 1:]


class SidePanel(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sidePanel")
        # Wide enough for two sides' names over the score table, never so
        # wide that it starves the table on a 1024 px screen.
        self.setMinimumWidth(PANEL_MIN)
        self.setMaximumWidth(PANEL_NARROW_MOST)
        self._share = 0  # the width the window's size asks for (``follow_window``)
        self._base_font = QFont(self.font())
        self._window: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self._title: tuple[str, str, str] | None = None
        self._rows: tuple[str, ...] = ROWS
        self.title = QLabel(self)
        self.title.setObjectName("variantTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.title)
        self.scores = QTableWidget(len(ROWS), 2, self)
        self.scores.setObjectName("scoreTable")
        self.scores.setAccessibleName(tr("Match score and cards taken"))
        self.scores.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scores.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # by Tab, as the log (not by a click: the table keeps the keys)
        self.scores.setTabKeyNavigation(False)  # Tab leaves it (a table's Tab walked its cells, never out)
        self.scores.setVerticalHeaderLabels([two_lines(say(r)) for r in ROWS])
        # Columns as wide as their names, the rest shared out (_fit_columns):
        # stretched equal columns cut a long name ("Pohjoinen") beside short ones.
        self.scores.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.scores.horizontalHeader().setMinimumSectionSize(1)
        self.scores.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scores.viewport().installEventFilter(self)
        self.scores.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.scores)
        self.penalty_note = QLabel(say(PENALTY_NOTE), self)
        self.penalty_note.setObjectName("penaltyNote")
        self.penalty_note.setWordWrap(True)
        self.penalty_note.setVisible(False)
        layout.addWidget(self.penalty_note)
        # What the player has not seen yet (other hands and the stock): the
        # computer players count cards, so the player may have the count too.
        self.still_out = QLabel(self)
        self.still_out.setObjectName("stillOut")
        self.still_out.setAccessibleName(tr("Cards still out"))
        self.still_out.setTextFormat(Qt.TextFormat.RichText)
        self.still_out.setWordWrap(True)
        self.still_out.setVisible(False)
        self._unseen: list[int] | None = None  # what it lists, told again when high contrast turns
        layout.addWidget(self.still_out)
        log_title = QLabel(f"<b>{tr('Play log')}</b>", self)
        layout.addWidget(log_title)
        self.log = PlayLog(self)
        layout.addWidget(self.log, 1)
        self._guest: tuple[QLabel, QScrollArea] | None = None

    def follow(self, window: QWidget) -> None:
        """Grow and shrink with ``window``, the main window it stands in."""
        self._window = window
        window.installEventFilter(self)
        self.follow_window(window.size())

    def follow_window(self, size: QSize) -> None:
        """The width and text size a window of ``size`` gives the panel."""
        share = size.width() * PANEL_SHARE // 100
        self.setMaximumWidth(max(PANEL_NARROW_MOST, min(PANEL_WIDEST, share)))
        self._share = min(share, self.maximumWidth())
        font = scaled_font(self._base_font, roomy_scale(size))
        if font != self.font():
            self.setFont(font)  # measured again in changeEvent
        else:
            self._make_room()

    def hold(self, title: str, widget: QWidget | None) -> None:
        """Show ``widget`` under the play log with ``title`` over it, or give
        the one held back (None): a second panel (View › Table in Words)
        shares this column where the window has no room for one of its own."""
        if self._guest is not None:
            label, area = self._guest
            self.layout().removeWidget(label)  # type: ignore[union-attr]  # the panel's own QVBoxLayout
            self.layout().removeWidget(area)  # type: ignore[union-attr]  # the panel's own QVBoxLayout
            # Hidden now, not only when deleted: a label taken out of the
            # layout kept its place on screen until the event loop came
            # round, a second title over the new one (Large Cards and High
            # Contrast at 200 %: "Table in Words" twice).
            label.hide()
            area.hide()
            area.takeWidget()  # the guest goes back to its owner, not with the area
            label.deleteLater()
            area.deleteLater()
            self._guest = None
        if widget is not None:
            label = QLabel(f"<b>{title}</b>", self)
            self.layout().addWidget(label)  # type: ignore[union-attr]  # the panel's own QVBoxLayout
            # In an area that scrolls: the guest's lists, laid under the play
            # log, asked for more height than a short screen has (960x540 at
            # 200 %), and the window grew past the screen's bottom with the
            # hand, the move bar and the status line.
            area = scrolling(widget, self)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setSizeAdjustPolicy(QScrollArea.SizeAdjustPolicy.AdjustIgnored)
            self.layout().addWidget(area, 2)  # type: ignore[union-attr, call-arg]  # the panel's own QVBoxLayout (which takes a stretch)
            self._guest = (label, area)  # before it is shown: showing it may resize the window, which asks again
            widget.show()

    def held(self) -> QWidget | None:
        return self._guest[1].widget() if self._guest is not None else None

    def start_match(self, state: GameState, variant_id: str, side_names: list[str], deal_shown: bool = True) -> None:
        """``deal_shown=False`` leaves the deal number out (a network table's
        window: only the host knows the number, and it would give every card away)."""
        v = preset(variant_id)
        goal = match_length(state.rules, state.players)
        # The deal number: the same number deals the same cards (Game › New Game).
        # The frame is markup and punctuation; the words are the core's and one template.
        deal = tr("Deal {number}", note="the deal number: the same number deals the same cards", number=state.seed)
        family = f"{say(v.family)}; " if family_differs(v) else ""  # not "Mulle (Mulle; …)"
        about = f"({family}{say(goal)})" + (f"<br>{deal}" if deal_shown else "")
        self._title = (say(v.name), about, house_rules_line(state.rules, variant_id))
        self._show_title()
        self.title.setToolTip(game_tip(state.rules, variant_id))
        self.name_sides(side_names, state.rules)
        self.log.clear()
        self.update_counts(state)

    def name_sides(self, side_names: list[str], rules: Rules) -> None:
        """The score table's columns, a side each under its name, and its rows
        for ``rules``: also before the first deal (a network table waiting for
        its players), so that its columns are never Qt's "1" and "2"."""
        self.scores.setColumnCount(len(side_names))
        # "South & North" on two lines, so a narrow panel does not cut it.
        # A long typed name is cut as on the felt: the column is as wide as its name.
        self.scores.setHorizontalHeaderLabels([say(stacked(short_name(n))) for n in side_names])
        # A game whose sweeps score nothing (the African family, Casino's
        # house rules) has no sweeps row to count.
        self.scores.setRowHidden(SWEEPS_ROW, not rules.sweep_points)
        self.scores.setRowHidden(MULLES_ROW, rules.mulle == MULLE_OFF)
        self.penalty_note.setVisible(rules.misere)
        self._rows = (*ROWS[:SWEEPS_ROW], sweeps_label(rules), *ROWS[SWEEPS_ROW + 1:])
        self._make_room()
        self.scores.setFixedHeight(self._table_height())
        self._fit_columns()

    def _show_title(self) -> None:
        # The family and deal in a quieter grey; in high contrast a light grey
        # (#666 on the black window could hardly be read).
        grey = "#c8c8c8" if high_contrast() else "#666666"
        name, rest, house = self._title  # type: ignore[misc]  # shown once a title is set
        # The house rules in the text's own colour, not the quiet grey: they change the game.
        house_html = f"<br><i>{escape(house)}</i>" if house else ""
        self.title.setText(f"<b>{name}</b> <span style='color:{grey}'>{rest}</span>{house_html}")

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._title:
            self._show_title()
        if event.type() == QEvent.Type.PaletteChange and self._unseen is not None:
            self.still_out.setText(still_out_html(self._unseen, high_contrast()))
        if event.type() == QEvent.Type.FontChange:
            # Under X11 the column headings kept the size they were first
            # shown with, beside larger rows: they are given the panel's font.
            self.scores.horizontalHeader().setFont(self.font())
            # Larger text: taller rows, wider names.
            self._make_room()
            self.scores.setFixedHeight(self._table_height())
            self._fit_columns()

    def _name_widths(self) -> list[int]:
        fm = self.scores.horizontalHeader().fontMetrics()
        items = [self.scores.horizontalHeaderItem(c) for c in range(self.scores.columnCount())]
        return [max(fm.horizontalAdvance(line) for line in item.text().split("\n")) + NAME_PADDING
                for item in items if item is not None]

    def _make_room(self) -> None:
        """Room for every side's name: the row headings broken in two when
        the names need it (four seats, or a long language), then the panel
        as wide as the table needs, up to its maximum."""
        labels = [two_lines(say(r)) for r in self._rows]
        self.scores.setVerticalHeaderLabels(labels)
        names = sum(self._name_widths())
        if self._heading_width() + names > self._room():
            labels = [two_lines(say(r), longest=0) for r in self._rows]
            self.scores.setVerticalHeaderLabels(labels)
        need = self._heading_width() + names + 2 * self.scores.frameWidth() + 12  # the panel's margins
        self.setMinimumWidth(min(max(PANEL_MIN, need, self._share), self.maximumWidth()))

    def _heading_width(self) -> int:
        fm = self.scores.verticalHeader().fontMetrics()
        return max(fm.horizontalAdvance(line) for r in range(self.scores.rowCount())
                   for line in self.scores.verticalHeaderItem(r).text().split("\n")) + NAME_PADDING

    def _room(self) -> int:
        """The width the columns and row headings share at the panel's widest."""
        return self.maximumWidth() - 12 - 2 * self.scores.frameWidth()

    def _fit_columns(self) -> None:
        widths = self._name_widths()
        if len(widths) != self.scores.columnCount() or not widths:
            return
        room = self.scores.viewport().width()
        extra = max(0, room - sum(widths))
        for c, w in enumerate(widths):
            share = extra // len(widths) + (1 if c < extra % len(widths) else 0)
            self.scores.setColumnWidth(c, w + share)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if watched is self.scores.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        elif watched is self._window and event.type() == QEvent.Type.Resize:
            self.follow_window(event.size())
        return False

    def _table_height(self) -> int:
        h = self.scores.horizontalHeader().sizeHint().height() + 4
        for r in range(self.scores.rowCount()):
            if not self.scores.isRowHidden(r):
                h += self.scores.verticalHeader().sectionSizeHint(r)
        return h

    def update_counts(self, state: GameState) -> None:
        """Match score, and what each side has taken so far this round."""
        for side in range(state.sides):
            pile = state.captured[side]
            values = (state.match_scores[side], len(pile), sum(1 for c in pile if c & 3 == 0),
                      len(state.sweeps[side]), len(state.mulles[side]))
            for row, v in enumerate(values):
                item = QTableWidgetItem(str(v))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row == 0:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.scores.setItem(row, side, item)

    def show_still_out(self, state: GameState | None, seat: int | None) -> None:
        """The cards ``seat`` has not seen, by suit (hidden when ``seat`` is None)."""
        if state is None or seat is None:
            self._unseen = None
            self.still_out.setText("")
            return
        self._unseen = state.information_view(seat).unseen_cards()
        self.still_out.setText(still_out_html(self._unseen, high_contrast()))


def still_out_html(unseen: list[int], on_dark: bool = False) -> str:
    """'Still out (12)' and a line per suit: ♠ A 3 J (ranks in order; a
    double deck's twins twice); ``on_dark``: the suits' colours for the black
    window of high contrast."""
    by_suit: dict[int, list[int]] = {i: [] for i in range(4)}
    for c in unseen:
        by_suit[c % 52 & 3].append(c % 52 >> 2)
    lines = [f"<b>{tr('Still out', note='the cards the player has not seen yet')}</b> ({len(unseen)})"]
    for i, suit in enumerate(SUITS):
        symbol = SUIT_SYMBOLS[suit]
        colour = suit_css(suit, on_dark)
        ranks = " ".join(say(RANK_LETTERS[r]) for r in sorted(by_suit[i])) or "—"
        lines.append(f"<span style='color:{colour}'>{symbol}</span>&nbsp;{ranks}")
    return "<br>".join(lines)
