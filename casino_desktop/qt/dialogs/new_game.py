"""New game: the variant preset, then house rules, players, partnerships, who
sits where (human or computer, and how strong), the target score.

Whether a choice can be played is asked of the core (``make_rules`` and
``game_problem``); its sentence is shown and OK stays off until it is fixed.
The window stores the result with QSettings, so the next game starts from it.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSignalBlocker, QSize, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout,
                               QStyle, QWidget)

from casino_desktop.core import (HOUSE_RULE_SPECS, PRESETS, Rules, VariantError, game_problem, make_rules, preset,
                                 seat_sides)
from casino_desktop.core.templates import names_list
from casino_desktop.qt.game.controller import MAX_DEAL, seat_names
from casino_desktop.qt.game.setup import (COMPUTER, HUMAN, LEVELS, NAME_LENGTH, GameSetup, SeatSetup, level_label,
                                          seat_from)

from casino_desktop.ai.levels import level_description  # one sentence per level
from casino_desktop.qt.dialogs.house_rules_form import RuleForm, carried_rules
from casino_desktop.qt.practice import window_sentences as practice_window_sentences
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.variant_words import listed_name
from casino_desktop.qt.screen_fit import fit_on_show, larger_on_roomy_screen, scaled_size, scrolling


class SetupDialog(QDialog):
    def __init__(self, setup: GameSetup, parent: QWidget | None = None, practice: bool = False):
        """``practice``: only the variant and house rules, for Practice mode."""
        super().__init__(parent)
        self._scale = larger_on_roomy_screen(self)  # before the form measures its text
        self.practice = practice
        self.practice_chosen = False  # Practise These Rules was pressed instead of Start
        self.offer: QPushButton | None = None  # that button, on a game's form
        self.setWindowTitle(say(practice_window_sentences.SETUP_TITLE) if practice else tr("New Game"))
        self.setObjectName("setupDialog")
        self._setup = replace(setup, options=dict(setup.options), seats=list(setup.seats))
        self._places_shown: tuple[str, ...] | None = None  # each row's place at the table, as last shown
        self._loading = False
        outer = QVBoxLayout(self)
        # Everything but the problem line and the buttons scrolls: at 768 px
        # and less the dialog is taller than the screen, and its buttons must
        # stay on it.
        content = QWidget()
        content.setObjectName("setupContent")
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scrolling(content, self), 1)

        top = QFormLayout()
        self.variant = QComboBox()
        self.variant.setObjectName("variantCombo")
        for v in PRESETS:
            self.variant.addItem(listed_name(v), v.id)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        top.addRow(tr("&Variant:"), self.variant)
        # A row of its own: a wrapped label in a field cell is measured before
        # it wraps, and the lines below were drawn over its second line.
        top.addRow(self.summary)
        row = QHBoxLayout()
        self.players = QSpinBox()
        self.players.setObjectName("playersSpin")
        self.players.setRange(2, 4)
        # Room for the digit beside the arrows, whatever the style's arrows take.
        self.players.setMinimumWidth(self.players.sizeHint().width() + self.fontMetrics().horizontalAdvance("00"))
        self.partnerships = QCheckBox(tr("&Partnerships (partners sit opposite)"))
        self.partnerships.setObjectName("partnershipsCheck")
        row.addWidget(self.players)
        row.addWidget(self.partnerships)
        row.addStretch(1)
        top.addRow(tr("Players:"), row)
        self.target = QSpinBox()
        self.target.setObjectName("targetSpin")
        self.target.setRange(0, 200)
        self.target.setSpecialValueText(tr("one round", note="a match without a target score"))
        top.addRow(tr("&Target score:"), self.target)
        self.deal = QSpinBox()
        self.deal.setObjectName("dealSpin")
        self.deal.setRange(0, MAX_DEAL)
        self.deal.setSpecialValueText(tr("a new deal, shuffled at random"))
        self.deal.setToolTip(tr("The same number deals the same cards on every computer: play a deal again, "
                                "or give its number to a friend. The side panel shows the number of the game "
                                "being played."))
        top.addRow(tr("&Deal number:"), self.deal)
        layout.addLayout(top)

        seats_box = QGroupBox(tr("Seats"))
        self._seat_grid = QGridLayout(seats_box)
        self.seat_kind: list[QComboBox] = []
        self.seat_level: list[QComboBox] = []
        self.seat_label: list[QLabel] = []
        self.seat_name: list[QLineEdit] = []
        for i in range(4):
            label = QLabel()
            kind = QComboBox()
            kind.addItem(tr("Human", note="who plays a seat"), HUMAN)
            kind.addItem(tr("Computer", note="who plays a seat"), COMPUTER)
            level = QComboBox()
            for j, lv in enumerate(LEVELS):
                level.addItem(say(level_label(lv)), lv)
                level.setItemData(j, say(level_description(lv)), Qt.ItemDataRole.ToolTipRole)
            kind.currentIndexChanged.connect(self._refresh)
            name = QLineEdit()
            name.setMaxLength(NAME_LENGTH)
            name.setToolTip(tr("A person's name for the table and the play log (empty: You, or the seat's side)"))
            name.textChanged.connect(self._refresh)
            self._seat_grid.addWidget(name, i, 3)
            self.seat_name.append(name)
            self._seat_grid.addWidget(label, i, 0)
            self._seat_grid.addWidget(kind, i, 1)
            self._seat_grid.addWidget(level, i, 2)
            self.seat_label.append(label)
            self.seat_kind.append(kind)
            self.seat_level.append(level)
        self.hide_hands = QCheckBox(tr("&Hide each hand from the other people at the screen (pass and play)"))
        self.hide_hands.setObjectName("hideHandsCheck")
        self.hide_hands.setToolTip(tr("With two or more human seats: between turns every hand is face down, and "
                                      "the table asks for the screen to be passed on. Off: every human hand is "
                                      "face up, for learning the game together."))
        self._seat_grid.addWidget(self.hide_hands, 4, 0, 1, 4)
        layout.addWidget(seats_box)

        self.rules_box = rules_box = QGroupBox()
        rules_layout = QVBoxLayout(rules_box)
        # Which rules differ from the preset, in words: they carry into every
        # later game and the Practice window, so they must not go unseen.
        self.changed_rules = QLabel()
        self.changed_rules.setObjectName("changedRules")
        self.changed_rules.setWordWrap(True)
        # Reset beside them, at the top of the rules: not below the long form.
        changed_row = QHBoxLayout()
        changed_row.addWidget(self.changed_rules, 1)
        changed_row.addStretch(0)  # the button stays on the right while no rule differs
        self.reset = QPushButton(tr("&Reset to the preset's rules"))
        changed_row.addWidget(self.reset, 0, Qt.AlignmentFlag.AlignTop)
        rules_layout.addLayout(changed_row)
        # The house rules a change of game could not take, named (they come back with their game).
        self.left_out = QLabel()
        self.left_out.setObjectName("leftOutRules")
        self.left_out.setWordWrap(True)
        self.left_out.setVisible(False)
        rules_layout.addWidget(self.left_out)
        # Per game, the house rules chosen in it that the next game could not take.
        self._left_behind: dict[str, dict] = {}
        self.form = RuleForm()
        # The target score is asked once, at the top beside the players (a
        # player sets it for every match); the Match tab had a second copy.
        self.form.leave_out("target")
        self.target.setToolTip(say(next(s.help for s in HOUSE_RULE_SPECS if s.id == "target")))
        self.form.setMinimumHeight(min(260, 12 * self.fontMetrics().lineSpacing()))
        rules_layout.addWidget(self.form)
        layout.addWidget(rules_box, 1)

        self.problem = QLabel()
        self.problem.setObjectName("setupProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020; font-weight: bold;")
        outer.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("&Start", note="start the game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self._practice_form(top, seats_box)

        self._load(self._setup)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.players.valueChanged.connect(self._refresh)
        self.partnerships.toggled.connect(self._refresh)
        self.target.valueChanged.connect(self._target_changed)
        self.form.changed.connect(self._form_changed)
        self.reset.clicked.connect(self._reset_rules)
        # Everything without scrolling where the screen allows (a long
        # description takes four lines), cut to the screen where it does not.
        # On a tall screen the whole form shows, or as much of it as the screen
        # allows (at 1920x1080 it kept 920 px and scrolled with room to spare).
        least = scaled_size(QSize(780, 920), self._scale)
        fit_on_show(self, QSize(max(least.width(), self._widest_rules_page(content)),
                                max(least.height(), self._whole_height(content))))

    def _whole_height(self, content: QWidget) -> int:
        """The dialog's height with its scrolling content whole: the content,
        the problem line, the buttons and the margins between them."""
        layout = self.layout()
        assert layout is not None  # made in the constructor
        margins = layout.contentsMargins()
        return (content.sizeHint().height() + self.buttons.sizeHint().height()
                + 2 * self.problem.fontMetrics().lineSpacing() + 3 * layout.spacing() + margins.top() + margins.bottom())

    def _widest_rules_page(self, content: QWidget) -> int:
        """The dialog's width for its widest house-rules page whole: a page
        in Finnish or Russian (long choices) scrolled sideways at 780 px."""
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        for i in range(self.form.count()):
            page = self.form.widget(i)
            page.setMinimumWidth(page.sizeHint().width())  # type: ignore[union-attr]  # pages below the count exist
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]  # the dialog has its layout
        return content.minimumSizeHint().width() + margins.left() + margins.right() + bar

    def _practice_form(self, top: QFormLayout, seats_box: QGroupBox) -> None:
        """Practice needs only the variant and house rules: the table, the
        target and the deal are hidden; a game's form offers practice too."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if self.practice:
            for w in (self.target, self.deal):
                top.setRowVisible(w, False)
            for i in range(top.rowCount()):  # the players' row is a layout (count and partnerships)
                field = top.itemAt(i, QFormLayout.ItemRole.FieldRole)
                if field is not None and field.layout() is not None and field.layout().indexOf(self.players) >= 0:  # type: ignore[union-attr]  # checked just before
                    top.setRowVisible(i, False)
            seats_box.setVisible(False)
            ok.setText(say(practice_window_sentences.SETUP_START))
            return
        self.offer = self.buttons.addButton(say(practice_window_sentences.SETUP_OFFER), QDialogButtonBox.ButtonRole.ActionRole)
        self.offer.setObjectName("practiceOffer")
        self.offer.setToolTip(say(practice_window_sentences.SETUP_OFFER_TIP))
        self.offer.clicked.connect(self._practise_instead)

    def _practise_instead(self) -> None:
        self.practice_chosen = True
        self.accept()

    # --- loading and reading ------------------------------------------------------------
    def _load(self, setup: GameSetup) -> None:
        self._loading = True  # the rows come in the setup's order: nothing to move meanwhile
        self.variant.setCurrentIndex(max(0, self.variant.findData(setup.variant_id)))
        self.players.setValue(setup.players)
        self.partnerships.setChecked(setup.partnerships)
        remembered = (list(setup.seats) + [SeatSetup()] * 4)[:4]  # seats beyond the count stay remembered
        for i, seat in enumerate(remembered):
            self.seat_kind[i].setCurrentIndex(self.seat_kind[i].findData(seat.kind))
            self.seat_level[i].setCurrentIndex(max(0, self.seat_level[i].findData(seat.level)))
            self.seat_name[i].setText(seat.name)
        self.hide_hands.setChecked(setup.hide_hands)
        try:
            rules = make_rules(setup.variant_id, setup.options)
        except VariantError:
            rules = preset(setup.variant_id).rules
        self.form.set_rules(rules)
        self.target.setValue(rules.target)
        self._variant_shown = self.variant.currentData()
        self._places_shown = None  # the rows were loaded in the setup's own order
        self._loading = False
        self._refresh()

    def deal_number(self) -> int | None:
        """The deal asked for, or None for a fresh random one."""
        return self.deal.value() or None

    def result_setup(self) -> GameSetup:
        variant_id = self.variant.currentData()
        players = self.players.value()
        seats = [seat_from(self.seat_kind[i].currentData(), self.seat_level[i].currentData(), self.seat_name[i].text())
                 for i in range(4)]
        return GameSetup(variant_id, self.form.options_against(preset(variant_id).rules), players,
                         self.partnerships.isChecked() and players == 4, seats, None, self.hide_hands.isChecked())

    # --- reacting ----------------------------------------------------------------------------
    def _variant_changed(self) -> None:
        """The house rules chosen so far go on to the new game where it can
        take them; those it cannot are named, and come back with their game."""
        before, now = self._variant_shown, self.variant.currentData()
        self._variant_shown = now
        chosen = self.form.options_against(preset(before).rules)
        kept, left_out = carried_rules(now, {**self._left_behind.pop(now, {}), **chosen})
        dropped = {spec.id: chosen[spec.id] for spec in left_out if spec.id in chosen}
        if dropped:
            self._left_behind[before] = dropped
            self.left_out.setText(tr_n(
                "{game} cannot take this house rule you chose for {before}, so it is left out "
                "(it comes back if you choose {before} again): {rules}.",
                "{game} cannot take these house rules you chose for {before}, so they are left out "
                "(they come back if you choose {before} again): {rules}.", len(dropped),
                game=preset(now).name, before=preset(before).name,
                rules=names_list([spec.label for spec in left_out if spec.id in dropped])))
        self.left_out.setVisible(bool(dropped))
        self._show_rules(make_rules(now, kept))

    def _reset_rules(self) -> None:
        self.left_out.setVisible(False)
        self._show_rules(preset(self.variant.currentData()).rules)

    def _show_rules(self, rules: Rules) -> None:
        self.form.set_rules(rules)
        self.target.setValue(rules.target)
        self._refresh()

    def _target_changed(self, value: int) -> None:
        # The target is a rule like any other; the form's copy follows.
        w: QSpinBox = self.form.widgets["target"]  # type: ignore[assignment]  # a number's field is a spin box
        if w.value() != value:
            w.setValue(value)

    def _form_changed(self) -> None:
        v = self.form.widgets["target"].value()  # type: ignore[attr-defined]  # a number's field is a spin box
        if self.target.value() != v:
            self.target.setValue(v)
        self._refresh()

    def _refresh(self) -> None:
        v = preset(self.variant.currentData())
        self.summary.setText(f"<i>{say(v.summary)}</i>")
        # Without a target the match is one round, or a fixed number of them.
        each = self.form.widgets["rounds_each"].value()  # type: ignore[attr-defined]  # a number's field is a spin box
        self.target.setSpecialValueText(tr("none: a fixed number of rounds") if each
                                        else tr("one round", note="a match without a target score"))
        players = self.players.value()
        self.partnerships.setEnabled(players == 4)
        self._keep_choices_at_their_places(self.result_setup())
        setup = self.result_setup()
        names = seat_names(setup)
        unnamed = seat_names(replace(setup, seats=[replace(s, name="") for s in setup.seats]))
        for i in range(4):
            shown = i < players
            for w in (self.seat_label[i], self.seat_kind[i], self.seat_level[i], self.seat_name[i]):
                w.setVisible(shown)
            self.seat_label[i].setText(tr("{seat}:", note="a seat's label in the New Game form", seat=unnamed[i]) if shown else "")
            person = self.seat_kind[i].currentData() == HUMAN
            self.seat_level[i].setEnabled(not person)
            self.seat_name[i].setEnabled(person)
            self.seat_name[i].setPlaceholderText(tr("Name ({seat})", seat=unnamed[i]) if shown and person else "")
        self.hide_hands.setEnabled(len(setup.humans()) > 1)
        self._show_changed_rules(v.rules)
        rules_problem = _rules_problem(setup)
        problem = rules_problem if self.practice else self._problem(setup) or _same_names(names[:players])
        self.problem.setText(say(problem) if problem else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)
        if self.offer is not None:  # drills ask about the rules only, not the table
            self.offer.setEnabled(rules_problem is None)

    def _keep_choices_at_their_places(self, setup: GameSetup) -> None:
        """The rows are the seats in the order of play: where play turns the
        other way (a game or house rule) they name other places, and each
        place's choices move with it (kept by row, East's person went West)."""
        try:
            anticlockwise = setup.rules().anticlockwise
        except VariantError:  # the rules' problem is said below; the places stay
            return
        places = seat_sides(setup.players, anticlockwise)
        shown, self._places_shown = self._places_shown, places
        if self._loading or shown is None or len(shown) != len(places) or shown == places:
            return
        rows = {place: (self.seat_kind[i].currentIndex(), self.seat_level[i].currentIndex(), self.seat_name[i].text())
                for i, place in enumerate(shown)}
        for i, place in enumerate(places):
            kind, level, name = rows[place]
            with QSignalBlocker(self.seat_kind[i]), QSignalBlocker(self.seat_name[i]):  # one refresh: the caller's
                self.seat_kind[i].setCurrentIndex(kind)
                self.seat_level[i].setCurrentIndex(level)
                self.seat_name[i].setText(name)

    def _show_changed_rules(self, base: Rules) -> None:
        changed = self.form.mark_changed(base)
        if changed:
            self.rules_box.setTitle(tr_n("House rules: {count} differs from the preset", "House rules: {count} differ "
                                         "from the preset", len(changed), note="the heading of the New Game window's "
                                         "house rules"))
            self.changed_rules.setText(tr("Changed from the preset: {rules}.", note="the house rules that differ from "
                                          "the chosen game's usual rules", rules=names_list([s.label for s in changed])))
        else:
            self.rules_box.setTitle(tr("House rules (the preset's values unless you change them)"))
        self.changed_rules.setVisible(bool(changed))
        self.reset.setEnabled(bool(changed))

    def _problem(self, setup: GameSetup) -> str | None:
        try:
            rules = make_rules(setup.variant_id, setup.options)
        except VariantError as err:
            return _reason(err)
        # A table of computers only is allowed: the player watches.
        return game_problem(rules, setup.players, setup.partnerships)


def _rules_problem(setup: GameSetup) -> str | None:
    try:
        make_rules(setup.variant_id, setup.options)
    except VariantError as err:
        return _reason(err)
    return None


def _reason(err: VariantError):
    """The core's sentence (a ``Text`` that can be said in any language)."""
    return err.args[0] if err.args and isinstance(err.args[0], str) else str(err)


def _same_names(names: list[str]) -> str | None:
    """Two seats with one name would make the play log ambiguous."""
    seen = set()
    for name in names:
        if name.casefold() in seen:
            return tr("Two seats are both called {name}: give each person a name of their own.", name=name)
        seen.add(name.casefold())
    return None
