"""New game: the variant preset, then house rules, players, partnerships, who
sits where (human or computer, and how strong), the target score.

Whether a choice can be played is asked of the core (``GameSetup.problem``,
``setup_problems``); its sentence is shown and OK stays off until it is fixed.
The window stores the result with QSettings, so the next game starts from it.

The seats (``seats_box``) and the house rules (``house_rules_box``) are
boxes of their own; this window puts them together with the game, the
players, the target and the deal, and checks the whole.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout,
                               QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from casino_desktop.core import (HOUSE_RULE_SPECS, PRESETS, Rules, VariantError, make_rules, partnerships_decided,
                                 preset)
from casino_desktop.qt.game.controller import MAX_DEAL, seat_names
from casino_desktop.qt.game.setup import GameSetup, load_house_rules, save_house_rules

from casino_desktop.qt.dialogs.house_rules_box import HouseRulesBox
from casino_desktop.qt.dialogs.house_rules_form import ChoiceBox, NumberBox
from casino_desktop.qt.dialogs.seats_box import SeatsBox
from casino_desktop.qt.dialogs.setup_problems import rules_problem, same_names
from casino_desktop.qt.practice import window_sentences as practice_window_sentences
from casino_desktop.qt.practice.guide_window import quit_action
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.variant_words import listed_name
from casino_desktop.qt import screen_fit
from casino_desktop.qt.screen_fit import fit_on_show, larger_on_roomy_screen, scaled_size, scrolling


class SetupDialog(QDialog):
    def __init__(self, setup: GameSetup, parent: QWidget | None = None, practice: bool = False):
        """``practice``: only the variant and house rules, for Practice mode."""
        super().__init__(parent)
        # Each game's house rules are kept in the main window's settings (all three forms open from it).
        self._settings: QSettings = getattr(parent, "settings", None) or QSettings()
        self._scale = larger_on_roomy_screen(self)  # before the form measures its text
        self.practice = practice
        self.practice_chosen = False  # Practise These Rules was pressed instead of Start
        self.offer: QPushButton | None = None  # that button, on a game's form
        self.setWindowTitle(say(practice_window_sentences.SETUP_TITLE) if practice else tr("New Game"))
        self.setObjectName("setupDialog")
        # Ctrl+Q quits from here too, through the main window (its save): the
        # dialog blocks that window, whose Game › Quit did not hear the key.
        quit_action(self)
        self._setup = replace(setup, options=dict(setup.options), seats=list(setup.seats))
        self._loading = False
        # The player's choice of partnerships: the box shows it with four
        # players, and no tick while it is greyed out (two or three play
        # alone), and it comes back with the four.
        self._teams_wanted = setup.partnerships
        # The rounds each player deals as last shown, and the target they
        # took away (``_rounds_changed``): it comes back when they go.
        self._rounds_shown = 0
        self._target_put_back = 0
        outer = QVBoxLayout(self)
        # The seats and the house rules scroll: at 768 px and less the
        # dialog is taller than the screen, and its buttons must stay on it.
        # The game, the players, the target and the deal stay above them:
        # scrolled with the rest, the variant went out of sight under the
        # wheel (play-test 2026-12-06), and it is what the rest depends on.
        content = QWidget()
        content.setObjectName("setupContent")
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)

        top = QFormLayout()
        # The wheel does not turn these closed boxes unless clicked (it
        # changed the game, house rules and all, under a passing pointer).
        self.variant = ChoiceBox()
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
        self.players = NumberBox()
        self.players.setObjectName("playersSpin")
        self.players.setRange(2, 4)
        # Room for the digit beside the arrows, whatever the style's arrows take.
        self.players.setMinimumWidth(self.players.sizeHint().width() + self.fontMetrics().horizontalAdvance("00"))
        self.partnerships = QCheckBox(tr("&Partnerships (partners sit opposite)"))
        self.partnerships.setObjectName("partnershipsCheck")
        row.addWidget(self.players)
        row.addWidget(self.partnerships)
        row.addStretch(1)
        # The players' row is a layout (count and partnerships): its label
        # names the count's box, as the other three name theirs, so that it
        # has its letter too.
        players_label = QLabel(tr("Pla&yers:"))
        players_label.setBuddy(self.players)
        top.addRow(players_label, row)
        self.target = NumberBox()
        self.target.setObjectName("targetSpin")
        self.target.setRange(0, 200)
        self.target.setSpecialValueText(tr("one round", note="a match without a target score"))
        top.addRow(tr("&Target score:"), self.target)
        self.deal = NumberBox()
        self.deal.setObjectName("dealSpin")
        self.deal.setRange(0, MAX_DEAL)
        self.deal.setSpecialValueText(tr("a new deal, shuffled at random"))
        self.deal.setToolTip(tr("The same number deals the same cards on every computer: play a deal again, "
                                "or give its number to a friend. The side panel shows the number of the game "
                                "being played."))
        top.addRow(tr("&Deal number:"), self.deal)
        outer.addLayout(top)
        self._area = area = scrolling(content, self)
        # Not a stop of its own on Tab: it showed no focus, and the arrows it
        # took scroll nothing a keyboard player needs, as Tab brings each
        # seat and rule into sight (the ninth stranger's play-test of 7
        # December, finding 5).  The wheel and the scroll bar still scroll it.
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer.addWidget(area, 1)

        self.seats_box = seats_box = SeatsBox()
        # The seats' widgets by their old names: the host's form and the tests reach them so.
        self.seat_kind, self.seat_level = seats_box.seat_kind, seats_box.seat_level
        self.seat_label, self.seat_name = seats_box.seat_label, seats_box.seat_name
        self.hide_hands = seats_box.hide_hands
        seats_box.changed.connect(self._refresh)
        layout.addWidget(seats_box)

        self.rules_box = rules_box = HouseRulesBox()
        rules_box.by_game = load_house_rules(self._settings)
        self.form, self.reset = rules_box.form, rules_box.reset
        self.changed_rules, self.left_out = rules_box.changed_rules, rules_box.left_out
        self.target.setToolTip(say(next(s.help for s in HOUSE_RULE_SPECS if s.id == "target")))
        self.form.setMinimumHeight(min(260, 12 * self.fontMetrics().lineSpacing()))
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
        self.partnerships.toggled.connect(self._partnerships_toggled)
        self.target.valueChanged.connect(self._target_changed)
        self.form.changed.connect(self._form_changed)
        self.reset.clicked.connect(self._reset_rules)
        # Everything without scrolling where the screen allows (a long
        # description takes four lines), cut to the screen where it does not.
        # On a tall screen the whole form shows, or as much of it as the screen
        # allows (at 1920x1080 it kept 920 px and scrolled with room to spare).
        # Practice's form is the variant and its house rules alone: as tall
        # as they are.  The game's least height (its seats and rules) left
        # the lower half of Practice empty at 1920x1080 (the eighth
        # stranger's play-test of 6 December); a taller tab scrolls.
        least = scaled_size(QSize(780, 920), self._scale)
        width = max(least.width(), self._widest_rules_page())
        whole = self._whole_height(content, min(width, screen_fit.available_rect(self).width()))
        fit_on_show(self, QSize(width, whole if practice else max(least.height(), whole)))

    def _whole_height(self, content: QWidget, width: int) -> int:
        """The dialog's height at ``width`` with its scrolling content whole:
        the game's rows above it, the content, the problem line, the buttons
        and the margins between them.  The rows above as tall as they are at
        that width, and the content too: the variant's description and the
        rules' help lines wrap, and at their preferred width they asked for
        lines more than they took (a blank band under Practice's rules)."""
        layout = self.layout()
        assert layout is not None  # made in the constructor
        margins = layout.contentsMargins()
        top = layout.itemAt(0)  # the game, players, target and deal, above the scrolling part
        assert top is not None  # made in the constructor
        inner = width - margins.left() - margins.right()
        top_height = top.heightForWidth(inner) if top.hasHeightForWidth() else top.sizeHint().height()
        content_height = content.heightForWidth(inner) if content.hasHeightForWidth() else content.sizeHint().height()
        return (top_height + content_height + self.buttons.sizeHint().height()
                + 2 * self.problem.fontMetrics().lineSpacing() + 4 * layout.spacing() + margins.top() + margins.bottom())

    def _widest_rules_page(self) -> int:
        """The dialog's width for its widest house-rules page whole: a page
        in Finnish or Russian (long choices) scrolled sideways at 780 px.
        With room for the scroll bar the area shows, as wide as its own
        style draws it: high contrast's bar is wider than Fusion's, and the
        style's width for no bar in particular (Fusion's) left a Russian
        page two pixels short, under a horizontal bar (the eleventh
        stranger's play-test of 7 December, finding 3)."""
        bar = self._area.verticalScrollBar().sizeHint().width()
        self.rules_box.whole_pages()
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]  # the dialog has its layout
        content = self._area.widget()
        assert content is not None  # given in the constructor
        return content.minimumSizeHint().width() + margins.left() + margins.right() + bar

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        # View › High Contrast switched while the dialog is open: its scroll
        # bar and its fields' rims change width.  Measured once every widget
        # has its new look (the children are polished after the dialog).
        super().changeEvent(event)
        if event.type() == QEvent.Type.StyleChange:
            QTimer.singleShot(0, self, self._wide_enough)

    def _wide_enough(self) -> None:
        """Widen the dialog to its widest rules page where the screen has room."""
        room = screen_fit.available_rect(self).width() - screen_fit.window_frame(self).width()
        width = min(self._widest_rules_page(), room)
        if width > self.width():
            self.resize(width, self.height())

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

    def accept(self) -> None:
        """Started, practised or hosted: each game's house rules are kept for
        the next time it is chosen, this one's as they are.  Cancel keeps nothing new."""
        setup = self.result_setup()
        self.rules_box.by_game[setup.variant_id] = setup.options
        save_house_rules(self.rules_box.by_game, self._settings)
        super().accept()

    def _practise_instead(self) -> None:
        self.practice_chosen = True
        self.accept()

    # --- loading and reading ------------------------------------------------------------
    def _load(self, setup: GameSetup) -> None:
        self._loading = True  # the rows come in the setup's order: nothing to move meanwhile
        self.variant.setCurrentIndex(max(0, self.variant.findData(setup.variant_id)))
        self.players.setValue(setup.players)
        self.partnerships.setChecked(setup.partnerships and setup.players == 4)
        self._teams_wanted = setup.partnerships
        self.seats_box.load(setup)
        try:
            rules = make_rules(setup.variant_id, setup.options)
        except VariantError:
            rules = preset(setup.variant_id).rules
        self.form.set_rules(rules)
        self.target.setValue(rules.target)
        self._variant_shown = self.variant.currentData()
        self._loading = False
        self._refresh()

    def deal_number(self) -> int | None:
        """The deal asked for, or None for a fresh random one."""
        return self.deal.value() or None

    def result_setup(self) -> GameSetup:
        variant_id = self.variant.currentData()
        players = self.players.value()
        return GameSetup(variant_id, self.form.options_against(preset(variant_id).rules), players,
                         self.partnerships.isChecked() and players == 4, self.seats_box.seats(), None,
                         self.seats_box.hiding())

    # --- reacting ----------------------------------------------------------------------------
    def _variant_changed(self) -> None:
        """The house rules chosen so far go on to the new game where it can
        take them; those it cannot are named, and come back with their game."""
        before, now = self._variant_shown, self.variant.currentData()
        self._variant_shown = now
        self._show_rules(self.rules_box.carried(before, now))
        self.rules_box.shown(now)

    def _reset_rules(self) -> None:
        self.rules_box.forget_left_out()
        self._show_rules(preset(self.variant.currentData()).rules)

    def _show_rules(self, rules: Rules) -> None:
        self._target_put_back = 0  # another game's target, or its own again
        self.form.set_rules(rules)
        self.target.setValue(rules.target)
        self._refresh()

    def _target_changed(self, value: int) -> None:
        # The target is a rule like any other; the form's copy follows.
        w: QSpinBox = self.form.widgets["target"]  # type: ignore[assignment]  # a number's field is a spin box
        if w.value() != value:
            w.setValue(value)

    def _form_changed(self) -> None:
        self._rounds_changed()
        v = self.form.widgets["target"].value()  # type: ignore[attr-defined]  # a number's field is a spin box
        if self.target.value() != v:
            self.target.setValue(v)
        self._refresh()

    def _rounds_changed(self) -> None:
        """A fixed number of rounds chosen has no target: the target goes to
        none with it, and comes back when the rounds go.  Start was greyed
        out until the player found the target above the rules and set it to
        0 (the eighth stranger's play-test of 6 December, finding 1).  A
        target typed while the rounds are fixed is still refused."""
        each = self.form.widgets["rounds_each"].value()  # type: ignore[attr-defined]  # a number's field is a spin box
        if each and not self._rounds_shown and self.target.value():
            self._target_put_back = self.target.value()
            self.target.setValue(0)
        elif not each and self._rounds_shown and not self.target.value() and self._target_put_back:
            self.target.setValue(self._target_put_back)
            self._target_put_back = 0

    def _refresh(self) -> None:
        v = preset(self.variant.currentData())
        # The description is the preset's: with house rules chosen it said
        # "game to 21" right above a target of 11 (the eighteenth stranger's
        # play-test of 7 December), so it says whose description it is.
        summary = say(v.summary)
        if self.form.options_against(v.rules):
            summary = tr("Usually: {summary} Your house rules below change that.", summary=summary,
                         note="New Game, under the chosen game when house rules differ from its preset: "
                              "{summary} is the game's usual description, a sentence")
        self.summary.setText(f"<i>{summary}</i>")
        # Without a target the match is one round, or a fixed number of them.
        each = self.form.widgets["rounds_each"].value()  # type: ignore[attr-defined]  # a number's field is a spin box
        self._rounds_shown = each
        self.target.setSpecialValueText(tr("none: a fixed number of rounds") if each
                                        else tr("one round", note="a match without a target score"))
        players = self.players.value()
        self._show_partnerships(players == 4)
        self.seats_box.keep_choices_at_their_places(self.result_setup(), self._loading)
        setup = self.result_setup()
        names = seat_names(setup)
        unnamed = seat_names(replace(setup, seats=[replace(s, name="") for s in setup.seats]))
        self.seats_box.show_rows(setup, unnamed)
        self.rules_box.show_changed(v.rules)
        rules_wrong = rules_problem(setup)
        problem = rules_wrong if self.practice else self._problem(setup) or same_names(names[:players])
        self.problem.setText(say(problem) if problem else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)
        if self.offer is not None:  # drills ask about the rules only, not the table
            self.offer.setEnabled(rules_wrong is None)

    def _partnerships_toggled(self, checked: bool) -> None:
        if self.partnerships.isEnabled():  # the player's own tick, not the greying out
            self._teams_wanted = checked
        self._refresh()

    def _show_partnerships(self, four: bool) -> None:
        """Greyed out and unticked with two or three players (what will
        happen); with four, as the game's rule has it where the rule
        decides (ticked and greyed where four always play in partnerships,
        unticked and greyed where they never do), else enabled and as the
        player chose.  With four in Dominican Casino the box stayed
        unticked and Start greyed out until the player ticked it by hand
        (the ninth stranger's play-test of 7 December, finding 3)."""
        decided = partnerships_decided(self.form.values().get("four_players_in_partnerships", ""))
        fixed = four and decided is not None
        self.partnerships.setEnabled(four and not fixed)
        shown = bool(decided) if fixed else self._teams_wanted and four
        if self.partnerships.isChecked() != shown:
            self.partnerships.blockSignals(True)  # within ``_refresh``: no second round of it
            self.partnerships.setChecked(shown)
            self.partnerships.blockSignals(False)

    def _problem(self, setup: GameSetup) -> str | None:
        """Why this table cannot be played; the host's form adds its own
        refusal (``host_setup``).  A table of computers only is allowed
        here: the player watches."""
        return setup.problem()
