"""The house-rules form, generated from the rules core's rule specs
(``core/rule_units.py``).

One tab per group (Deal, Capturing, Building, Scoring, Match); each rule
gets the widget its spec asks for (a check box, a number in its range, a
list of its choices), its label, and its help sentence underneath.  A rule
whose ``needs`` is not met (court-card captures without numberless court
cards, build options without building) is greyed out, as the engine would
ignore it.  Adding a rule to the core adds it here with no change; what the
variant is rather than a house rule (the pack, how many may play:
``house_rule`` False in the spec) is not offered.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QPalette
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QTabWidget, QWidget

from casino_desktop.core import HOUSE_RULE_SPECS, RuleSpec, Rules, house_rules_changed, needs_met as variant_needs_met
from casino_desktop.core.templates import N_
from casino_desktop.qt.translate import say, tr, tr_n

GROUPS = ("Deal", "Capturing", "Building", "Scoring", "Match")  # the specs' groups (English, not shown)
GROUP_TITLES = {"Deal": N_("Deal", note="a tab of the house rules"),
                "Capturing": N_("Capturing", note="a tab of the house rules"),
                "Building": N_("Building", note="a tab of the house rules"),
                "Scoring": N_("Scoring", note="a tab of the house rules"),
                "Match": N_("Match", note="a tab of the house rules")}


COMBO_CHARS = 36  # width of a closed choice box, in characters, at least
COMBO_MAX_CHARS = 48  # and at most


def choice_text(spec: RuleSpec, value: str) -> str:
    """What a choice means, in a player's words (the stored value stays as it is)."""
    assert spec.choices is not None
    return spec.choices[value]


def needs_met(values: dict, needs: str | None) -> bool:
    return variant_needs_met(values.get, needs)


# How a box got the focus for the wheel to turn it: the player clicked it or
# came to it by the keys.  The focus a window gives its first box as it opens
# (New Game's variant) is not the player's choice of that box.
CHOSEN_FOCUS = (Qt.FocusReason.MouseFocusReason, Qt.FocusReason.TabFocusReason,
                Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason)


class _TurnedOnlyWhenClicked:
    """The wheel scrolls the long form; a choice box or number turns with it
    only once it has been clicked (a tester changed a rule without noticing,
    scrolling past it), or reached by the keys.  Anywhere else the wheel
    over a closed box does nothing (it changed the game under a pointer
    passing over New Game's variant, which has the focus as it opens)."""

    _chosen = False  # the player gave it the focus (``CHOSEN_FOCUS``)

    def _focus_on_click(self) -> None:
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.reason() != Qt.FocusReason.PopupFocusReason:  # back from its own list: as it was
            self._chosen = event.reason() in CHOSEN_FOCUS
        super().focusInEvent(event)  # type: ignore[misc]  # a QWidget's, mixed in below

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.hasFocus() and self._chosen:  # type: ignore[attr-defined]  # a QWidget's, mixed in below
            super().wheelEvent(event)  # type: ignore[misc]  # a QWidget's, mixed in below
        else:
            event.ignore()  # on to the scroll area, if any


class ChoiceBox(_TurnedOnlyWhenClicked, QComboBox):
    def __init__(self) -> None:
        super().__init__()
        self._focus_on_click()


class NumberBox(_TurnedOnlyWhenClicked, QSpinBox):
    def __init__(self) -> None:
        super().__init__()
        self._focus_on_click()


class _Page(QWidget):
    """A tab's page that asks for height only while its tab is shown.
    QTabWidget asks for its tallest page's height on every tab, and the
    dialog's scroll area gave the short Deal tab a screenful of blank below
    its last rule (Scoring's height).  The width stays the widest page's, so
    that changing tabs never makes the form scroll sideways."""

    def __init__(self, tabs: QTabWidget) -> None:
        super().__init__()
        self._tabs = tabs

    def _shown(self) -> bool:
        return self._tabs.currentWidget() is self

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        return hint if self._shown() else QSize(hint.width(), 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        return hint if self._shown() else QSize(hint.width(), 0)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return super().heightForWidth(width) if self._shown() else 0

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        # QFormLayout lays the rows out by the heights it last measured, and
        # the layouts around it last measured the page a few pixels wider
        # than it is: a help sentence a line longer at the true width was
        # cut (Finnish, 1024x600).  Measured again at the page's own width.
        layout = self.layout()
        if layout is not None:
            layout.invalidate()


def _room_for_bold(label: QLabel) -> None:
    """A changed rule's label turns bold (``RuleForm.mark_changed``): the
    label column is as wide as the bold text from the start, or ticking a
    rule with the page's longest label moved every field of the page to the
    right, under the pointer, and the next click missed its box (the 24th
    stranger's play-test, Norwegian Kasino)."""
    bold = label.font()
    bold.setBold(True)
    label.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(label.text()) + 1)


class RuleForm(QTabWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ruleForm")
        self.widgets: dict[str, QWidget] = {}
        self._labels: dict[str, QLabel] = {}
        self._helps: dict[str, QLabel] = {}
        self._loading = False
        self._left_out: set[str] = set()  # rules the dialog shows elsewhere
        self._forms: dict[str, QFormLayout] = {}
        forms = self._forms
        for group in GROUPS:
            page = _Page(self)
            form = QFormLayout(page)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
            # No scroll area of its own: the dialog around the form scrolls
            # (one scroll bar, not one inside another).
            self.addTab(page, say(GROUP_TITLES[group]))
            forms[group] = form
        for spec in HOUSE_RULE_SPECS:
            widget = self._make_widget(spec)
            widget.setObjectName(f"rule_{spec.id}")
            widget.setToolTip(say(spec.help))
            widget.setAccessibleName(say(spec.label))
            widget.setAccessibleDescription(say(spec.help))
            label = QLabel(tr("{label}:", note="a house rule's label before its field", label=spec.label))
            label.setBuddy(widget)
            _room_for_bold(label)
            help_label = QLabel(say(spec.help))
            help_label.setWordWrap(True)
            # Its own full-width row: a wrapped label inside a field cell gets
            # clipped (QFormLayout sizes that cell before the text wraps).
            help_label.setContentsMargins(18, 0, 0, 8)
            # The palette's quieter text (a fixed grey was unreadable on High Contrast's black).
            help_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            forms[spec.group].addRow(label, widget)
            forms[spec.group].addRow(help_label)
            self.widgets[spec.id] = widget
            self._labels[spec.id] = label
            self._helps[spec.id] = help_label
        # Each page asks for its own height only while shown: the layouts
        # around the form measure again for the tab chosen.
        self.currentChanged.connect(self._measure_again)

    def _measure_again(self, _index: int) -> None:
        for i in range(self.count()):
            self.widget(i).updateGeometry()  # type: ignore[union-attr]  # pages below the count exist
        self.updateGeometry()

    def leave_out(self, rule_id: str) -> None:
        """Shows no field for ``rule_id``: the dialog has its own (the target
        score, beside the players).  The value stays here, kept in step by
        the dialog, and no tab counts it as changed."""
        spec = next(s for s in HOUSE_RULE_SPECS if s.id == rule_id)
        self._forms[spec.group].setRowVisible(self.widgets[rule_id], False)
        self._forms[spec.group].setRowVisible(self._helps[rule_id], False)
        self._left_out.add(rule_id)

    def _make_widget(self, spec: RuleSpec) -> QWidget:
        if spec.kind is bool:
            w = QCheckBox()
            w.toggled.connect(self._changed)
        elif spec.choices is not None:
            w = ChoiceBox()
            for choice in spec.choices:
                w.addItem(say(choice_text(spec, choice)), choice)
            # Some choices are a whole clause: the closed box is as wide as
            # its longest choice up to a bound (so the form never scrolls
            # sideways; a language's clauses are longer than English ones),
            # and the open list shows every choice in full.
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            longest = max((len(w.itemText(i)) for i in range(w.count())), default=0)
            w.setMinimumContentsLength(max(COMBO_CHARS, min(longest, COMBO_MAX_CHARS)))
            w.view().setMinimumWidth(w.view().sizeHintForColumn(0) + 24)
            w.currentIndexChanged.connect(self._changed)
        else:
            w = NumberBox()
            assert spec.range is not None
            lo, hi = spec.range
            w.setRange(lo, hi)
            w.valueChanged.connect(self._changed)
        return w

    def _changed(self, *_args) -> None:
        if not self._loading:
            self._update_needs()
            self.changed.emit()

    # --- values -------------------------------------------------------------------------
    def set_rules(self, rules: Rules) -> None:
        self._loading = True
        for spec in HOUSE_RULE_SPECS:
            w, value = self.widgets[spec.id], getattr(rules, spec.id)
            if isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(max(0, w.findData(value)))
            else:
                w.setValue(int(value))
        self._loading = False
        self._update_needs()

    def values(self) -> dict:
        out = {}
        for spec in HOUSE_RULE_SPECS:
            w = self.widgets[spec.id]
            if isinstance(w, QCheckBox):
                out[spec.id] = w.isChecked()
            elif isinstance(w, QComboBox):
                out[spec.id] = w.currentData()
            else:
                out[spec.id] = w.value()
        return out

    def options_against(self, base: Rules) -> dict:
        """Only what differs from the preset: the house rules."""
        return {name: v for name, v in self.values().items() if getattr(base, name) != v}

    def mark_changed(self, base: Rules) -> list[RuleSpec]:
        """The rules whose value differs from ``base`` (the preset's), in the
        form's order: their labels in bold and each tab counting its own, so a
        rule switched on in an earlier game is found without scrolling every tab."""
        values = self.values()
        changed = house_rules_changed(values.__getitem__, base)
        ids = {spec.id for spec in changed}
        for spec in HOUSE_RULE_SPECS:
            label = self._labels[spec.id]
            font = label.font()
            font.setBold(spec.id in ids)
            label.setFont(font)
        for i, group in enumerate(GROUPS):
            count = sum(1 for spec in changed if spec.group == group and spec.id not in self._left_out)
            self.setTabText(i, tr_n("{tab} ({count} changed)", "{tab} ({count} changed)", count,
                                    note="a tab of the house rules, and how many of its rules differ from the preset",
                                    tab=GROUP_TITLES[group]) if count else say(GROUP_TITLES[group]))
        return changed

    def _update_needs(self) -> None:
        values = self.values()
        for spec in HOUSE_RULE_SPECS:
            on = needs_met(values, spec.needs)
            for w in (self.widgets[spec.id], self._labels[spec.id], self._helps[spec.id]):
                w.setEnabled(on)
