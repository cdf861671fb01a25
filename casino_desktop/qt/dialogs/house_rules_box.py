"""New Game's house rules: the form of every rule a player may change
(``house_rules_form``), and above it which rules differ from the chosen
game's preset, with the button that resets them, and the rules a change of
game could not take.

House rules chosen once carry into every later game and the Practice
window, so what differs from the preset is said in words, never left to be
found on a tab.  A rule the next game cannot take is named and kept for
its own game, to come back when that game is chosen again: each game's
house rules are kept (``by_game``), and New Game stores them when it is
accepted, so that the promise holds in the next New Game and the next run
too (the twelfth stranger's play-test of 7 December: it held only until the
window closed).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from casino_desktop.core import HOUSE_RULE_SPECS, RuleSpec, Rules, VariantError, make_rules, preset
from casino_desktop.core.templates import names_list
from casino_desktop.qt.dialogs.house_rules_form import RuleForm, needs_met
from casino_desktop.qt.translate import tr, tr_n


def carried_rules(variant_id: str, wanted: dict) -> tuple[dict, list[RuleSpec]]:
    """The house rules ``wanted`` (chosen for another game) that
    ``variant_id`` can take, as its options, and the specs of those it
    cannot, in the form's order.  A family keeps its house rules from game
    to game; a rule is left out where the core refuses it with the others
    (``make_rules``) or where it has no part in this game (its ``needs``
    unmet: building rules in a game without building)."""
    base = preset(variant_id).rules
    kept: dict = {}
    left_out: list[RuleSpec] = []
    for spec in HOUSE_RULE_SPECS:
        if spec.id not in wanted or wanted[spec.id] == getattr(base, spec.id):
            continue
        try:
            make_rules(variant_id, {**kept, spec.id: wanted[spec.id]})
        except VariantError:
            left_out.append(spec)
            continue
        kept[spec.id] = wanted[spec.id]
    while True:  # leaving one out may leave another without its part
        values = {spec.id: getattr(base, spec.id) for spec in HOUSE_RULE_SPECS} | kept
        unmet = [spec for spec in HOUSE_RULE_SPECS if spec.id in kept and not needs_met(values, spec.needs)]
        if not unmet:
            break
        for spec in unmet:
            del kept[spec.id]
            left_out.append(spec)
    order = list(HOUSE_RULE_SPECS)
    return kept, sorted(left_out, key=order.index)


class HouseRulesBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        rules_layout = QVBoxLayout(self)
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
        # Per game, the house rules last chosen for it (its options): those
        # stored by earlier New Games (``SetupDialog`` gives them), and in
        # this one the rules a game had when the player left it, the ones the
        # next game could not take among them.  They come back with their game.
        self.by_game: dict[str, dict] = {}
        # The game shown and its rules as they came to it (``shown``): a game
        # only passed on the way to another (the arrow keys pass each game
        # between) was not chosen, and keeps the rules last chosen for it.
        self._shown: tuple[str, dict] | None = None
        self.form = RuleForm()
        # The target score is asked once, at the top beside the players (a
        # player sets it for every match); the Match tab had a second copy.
        self.form.leave_out("target")
        rules_layout.addWidget(self.form)

    def carried(self, before: str, now: str) -> Rules:
        """The rules for game ``now`` when the player turns to it from
        ``before``: the house rules chosen so far go on to it where it can
        take them; those it cannot are named, and come back with their game."""
        chosen = self.form.options_against(preset(before).rules)
        # The rules carried from ``before`` win over those last chosen for
        # ``now``: the player's latest choice, as when no game remembered any.
        kept, left_out = carried_rules(now, {**self.by_game.get(now, {}), **chosen})
        dropped = {spec.id: chosen[spec.id] for spec in left_out if spec.id in chosen}
        if dropped or self._shown != (before, chosen):  # a rule left there, or its rules changed there
            self.by_game[before] = chosen
        if dropped:
            # "had", not "you chose for": a rule chosen in one game and
            # carried through {before} on the arrow keys was not chosen there.
            self.left_out.setText(tr_n(
                "{game} cannot take this house rule that {before} had, so it is left out "
                "(it comes back if you choose {before} again): {rules}.",
                "{game} cannot take these house rules that {before} had, so they are left out "
                "(they come back if you choose {before} again): {rules}.", len(dropped),
                game=preset(now).name, before=preset(before).name,
                rules=names_list([spec.label for spec in left_out if spec.id in dropped])))
        self.left_out.setVisible(bool(dropped))
        return make_rules(now, kept)

    def shown(self, game: str) -> None:
        """``game``'s rules are in the form, as they came to it."""
        self._shown = (game, self.form.options_against(preset(game).rules))

    def forget_left_out(self) -> None:
        """The preset's rules again: no rule is left out any more."""
        self.left_out.setVisible(False)

    def show_changed(self, base: Rules) -> None:
        """The heading, the words and the reset button for the rules that
        differ from ``base`` (the chosen game's preset), each marked in the form."""
        changed = self.form.mark_changed(base)
        if changed:
            self.setTitle(tr_n("House rules: {count} differs from the preset", "House rules: {count} differ "
                               "from the preset", len(changed), note="the heading of the New Game window's "
                               "house rules"))
            self.changed_rules.setText(tr("Changed from the preset: {rules}.", note="the house rules that differ from "
                                          "the chosen game's usual rules", rules=names_list([s.label for s in changed])))
        else:
            self.setTitle(tr("House rules (the preset's values unless you change them)"))
        self.changed_rules.setVisible(bool(changed))
        self.reset.setEnabled(bool(changed))

    def whole_pages(self) -> None:
        """Every page of the form as wide as its content: a page in Finnish
        or Russian (long choices) scrolled sideways at 780 px."""
        for i in range(self.form.count()):
            page = self.form.widget(i)
            page.setMinimumWidth(page.sizeHint().width())  # type: ignore[union-attr]  # pages below the count exist
