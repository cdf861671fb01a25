"""The new-game dialog is generated from the core's rule metadata, refuses
unplayable tables with the core's sentence, and is remembered."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLabel, QScrollArea, QSpinBox

from casino_desktop.core import RULE_FIELDS, preset
from casino_desktop.core.rules_sense import game_problem
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup, load_setup, save_setup
from casino_desktop.qt.dialogs.house_rules_form import COMBO_CHARS
from casino_desktop.qt.dialogs.rulebook_window import RulesWindow
from casino_desktop.qt.dialogs.new_game import SetupDialog

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_every_house_rule_has_a_widget_with_its_help(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    for f in RULE_FIELDS:
        if not f.metadata["house_rule"]:
            continue
        w = dialog.form.widgets[f.name]
        assert w.toolTip() == f.metadata["help"]
        kind = QCheckBox if f.type in (bool, "bool") else QComboBox if "choices" in f.metadata else QSpinBox
        assert isinstance(w, kind), f.name
        if kind is QComboBox:
            # Choices read as words, whole in the closed box (none elided).
            texts = [w.itemText(i) for i in range(w.count())]
            assert texts == [f.metadata["choice_labels"][c] for c in f.metadata["choices"]]
            assert all(len(t) <= COMBO_CHARS for t in texts), (f.name, texts)


def test_the_house_rules_never_scroll_sideways(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.resize(760, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    for area in dialog.findChildren(QScrollArea):
        inner = area.widget().minimumSizeHint().width() if area.widget() else 0
        assert inner <= area.viewport().width(), (inner, area.viewport().width())


def test_variant_change_loads_the_preset_and_house_rules_are_the_differences(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("swedish-kasino"))
    assert dialog.form.widgets["building"].isChecked() is False
    assert dialog.target.value() == preset("swedish-kasino").rules.target
    # Options that need building are greyed out once building is off.
    assert not dialog.form.widgets["build_max"].isEnabled()
    dialog.target.setValue(21)
    dialog.form.widgets["sweep_points"].setValue(2)
    result = dialog.result_setup()
    assert result.variant_id == "swedish-kasino"
    assert result.options == {"target": 21, "sweep_points": 2}


def test_unplayable_choice_shows_the_core_sentence_and_disables_start(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("mulle-kortspel"))
    dialog.players.setValue(3)
    expected = game_problem(preset("mulle-kortspel").rules, 3, False)
    assert expected and dialog.problem.text() == expected
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.players.setValue(4)
    dialog.partnerships.setChecked(True)
    assert dialog.problem.text() == ""
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_seats_and_levels(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    assert [dialog.seat_label[i].text() for i in range(3)] == ["You:", "West:", "East:"]
    dialog.seat_kind[1].setCurrentIndex(dialog.seat_kind[1].findData(HUMAN))
    assert not dialog.seat_level[1].isEnabled()
    dialog.seat_level[2].setCurrentIndex(dialog.seat_level[2].findData("master"))
    seats = dialog.result_setup().seat_list()
    assert [s.kind for s in seats] == [HUMAN, HUMAN, COMPUTER] and seats[2].level == "master"


def test_setup_is_remembered(tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    setup = GameSetup("royal-casino", {"sweep_points": 1}, 4, True,
                      [SeatSetup(HUMAN), SeatSetup(COMPUTER, "casual"), SeatSetup(COMPUTER, "expert"),
                       SeatSetup(COMPUTER, "master")])
    save_setup(setup, settings)
    back = load_setup(settings)
    assert (back.variant_id, back.options, back.players, back.partnerships) == ("royal-casino", {"sweep_points": 1}, 4, True)
    assert back.seats == setup.seats


def test_rules_window_shows_the_variant_rules(qtbot):
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show_rules(GameSetup("finnish-kasino"))
    text = window.text.toPlainText()
    assert "Finnish Kasino" in text and "Scoring" in text
    assert "Finnish Kasino" in window.windowTitle()


def test_game_new_opens_the_dialog_and_starts_the_chosen_game(qtbot, tmp_path):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ..table_helpers import make_window

    window = make_window(qtbot, tmp_path)

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        dialog.variant.setCurrentIndex(dialog.variant.findData("swedish-kasino"))
        dialog.players.setValue(3)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(200, choose)
    window.act_new.trigger()
    state = window.controller.state
    assert window.setup.variant_id == "swedish-kasino" and state.players == 3
    assert not state.rules.building
    # Remembered for the next start.
    assert load_setup(window.settings).variant_id == "swedish-kasino"


def test_a_deal_number_deals_that_deal_and_the_panel_shows_it(qtbot, tmp_path, monkeypatch):
    """The same number deals the same cards; the next New Game is a fresh
    random deal again (the number is not remembered as a setting)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from casino_desktop.core import new_game

    from ..table_helpers import make_window

    window = make_window(qtbot, tmp_path)
    asked: list[int] = []

    def choose(number: int) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        asked.append(dialog.deal.value())
        dialog.deal.setValue(number)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(200, lambda: choose(424242))
    window.act_new.trigger()
    state = window.controller.state
    assert state.seed == 424242
    assert window.controller.origin == new_game(window.setup.rules(), 2, False, 424242)  # its first position
    assert "Deal 424242" in window.side.title.text()

    from casino_desktop.qt.dialogs import match_guard
    monkeypatch.setattr(match_guard, "ask", lambda *_a: True)  # give up the match if the computer has moved
    QTimer.singleShot(200, lambda: choose(0))  # the spin box's "a new deal, shuffled at random"
    window.act_new.trigger()
    assert asked == [0, 0]
    assert window.controller.state.seed != 424242
    assert f"Deal {window.controller.state.seed}" in window.side.title.text()


def test_the_wheel_scrolls_the_house_rules_without_changing_one(qtbot):
    """A choice box under the pointer keeps its value while the wheel scrolls
    the form; once clicked (focused) the wheel turns it as usual."""
    from PySide6.QtCore import QEvent, QPoint, QPointF
    from PySide6.QtGui import QFocusEvent, QWheelEvent
    from PySide6.QtWidgets import QApplication
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.form.widgets["ace_value"]
    before = box.currentIndex()

    def wheel():
        centre = QPointF(box.rect().center())
        event = QWheelEvent(centre, QPointF(box.mapToGlobal(box.rect().center())), QPoint(0, 0), QPoint(0, -120),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(box, event)

    wheel()
    assert box.currentIndex() == before
    assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus  # a click gives it focus, a wheel does not
    box.hasFocus = lambda: True  # as after a click (the offscreen platform gives no window focus)
    QApplication.sendEvent(box, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.MouseFocusReason))
    wheel()
    assert box.currentIndex() != before


@pytest.mark.parametrize("practice", [False, True])
def test_what_a_variant_is_is_no_house_rule(qtbot, practice):
    # The pack and how many may play make the variant; the form offers
    # what a table may change.
    dialog = SetupDialog(GameSetup(), practice=practice)
    qtbot.addWidget(dialog)
    offered = set(dialog.form.widgets)
    assert not offered & {"decks", "min_players", "max_players", "three_players"}
    assert {"hand_size", "table_size", "building"} <= offered


def test_cards_per_hand_is_greyed_where_the_whole_pack_is_dealt(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    hand = dialog.form.widgets["hand_size"]
    assert hand.isEnabled()
    dialog.variant.setCurrentIndex(dialog.variant.findData("swazi-casino"))
    assert preset("swazi-casino").rules.deal_whole_pack
    assert not hand.isEnabled() and not dialog.form.widgets["deal_order"].isEnabled()
    dialog.variant.setCurrentIndex(dialog.variant.findData("south-african-casino"))
    assert not dialog.form.widgets["face_values"].isEnabled()  # the 40-card pack has no court cards


@pytest.mark.parametrize("practice", [False, True])
def test_one_scroll_area_not_one_inside_another(qtbot, practice):
    dialog = SetupDialog(GameSetup(), practice=practice)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    areas = [a for a in dialog.findChildren(QScrollArea) if type(a) is QScrollArea]
    assert len(areas) == 1


def test_on_a_tall_screen_the_dialog_asks_for_its_whole_content(qtbot, monkeypatch):
    # At 1920x1080 it kept 920 px and scrolled the house rules with screen to spare.
    import casino_desktop.qt.dialogs.new_game as new_game
    from PySide6.QtWidgets import QWidget
    asked = []
    monkeypatch.setattr(new_game, "fit_on_show", lambda dialog, size: asked.append(size))
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    content = dialog.findChild(QWidget, "setupContent")
    assert asked[0].height() >= content.sizeHint().height() + dialog.buttons.sizeHint().height()


def test_the_house_rules_that_differ_from_the_preset_are_named_and_marked(qtbot):
    # A rule ticked in an earlier game came back ticked under "the preset's values unless you change them".
    dialog = SetupDialog(GameSetup("casino", {"no_builds_first_deal": True}))
    qtbot.addWidget(dialog)
    assert dialog.rules_box.title() == "House rules: 1 differs from the preset"
    assert dialog.changed_rules.text() == "Changed from the preset: No building until the second deal."
    building = [dialog.form.tabText(i) for i in range(dialog.form.count())].index("Building (1 changed)")
    assert dialog.form._labels["no_builds_first_deal"].font().bold()
    assert not dialog.form._labels["building"].font().bold()
    assert dialog.reset.isEnabled()
    dialog.reset.click()
    assert dialog.rules_box.title() == "House rules (the preset's values unless you change them)"
    assert not dialog.changed_rules.isVisibleTo(dialog) and not dialog.reset.isEnabled()
    assert dialog.form.tabText(building) == "Building"


FAMILY_RULES = {"table_cards_raise_single": True, "single_build_as_card": True, "same_value_builds": "merge",
                "owner_may_trail": True, "build_for_partner": True}


def test_house_rules_go_on_to_another_game_and_back(qtbot):
    """A family's house rules, ticked in Casino, stay ticked in Royal Casino
    and again in Casino: changing the game used to put back every preset."""
    dialog = SetupDialog(GameSetup("casino", dict(FAMILY_RULES)))
    qtbot.addWidget(dialog)
    for variant in ("royal-casino", "casino"):
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        assert dialog.result_setup().options == FAMILY_RULES, variant
        assert not dialog.left_out.isVisibleTo(dialog)


def test_house_rules_a_game_cannot_take_are_named_and_come_back_with_their_game(qtbot):
    dialog = SetupDialog(GameSetup("casino", {"owner_may_trail": True, "sweep_points": 2}))
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("swedish-kasino"))  # a game without building
    assert dialog.result_setup().options == {"sweep_points": 2}
    assert dialog.left_out.isVisibleTo(dialog)
    assert dialog.left_out.text() == (
        "Swedish Kasino cannot take this house rule that Casino had, so it is left out (it comes back if you "
        "choose Casino again): Build owner may trail.")
    dialog.variant.setCurrentIndex(dialog.variant.findData("casino"))
    assert dialog.result_setup().options == {"owner_may_trail": True, "sweep_points": 2}
    assert not dialog.left_out.isVisibleTo(dialog)


def test_a_rule_carried_through_a_game_is_not_said_to_be_chosen_for_it(qtbot):
    """Chosen in Casino, carried through Royal Casino on the way (the arrow
    keys), left out by Swedish Kasino: the note said "you chose for Royal
    Casino", a game the player never chose it for.  It names the game that
    had it, and the rule does come back with that game."""
    dialog = SetupDialog(GameSetup("casino", {"owner_may_trail": True}))
    qtbot.addWidget(dialog)
    for variant in ("royal-casino", "swedish-kasino"):
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
    text = dialog.left_out.text()
    assert "chose" not in text
    assert text.startswith("Swedish Kasino cannot take this house rule that Royal Casino had")
    dialog.variant.setCurrentIndex(dialog.variant.findData("royal-casino"))
    assert dialog.result_setup().options == {"owner_may_trail": True}


def test_the_variant_list_names_a_family_only_where_the_name_does_not_say_it(qtbot):
    """"Mulle — Mulle" read as a mistake: Mulle is its own family; "Royal Casino — Royal" as much."""
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    texts = {dialog.variant.itemData(i): dialog.variant.itemText(i) for i in range(dialog.variant.count())}
    assert texts["mulle"] == "Mulle"
    assert texts["mulle-kortspel"] == "Mulle (Kortspelshandboken)"
    assert texts["royal-casino"] == "Royal Casino"
    assert texts["wippen"] == "Wippen  \u2014  Anglo-American"


def test_the_side_panel_heads_mulle_without_its_family_again(qtbot):
    from casino_desktop.core import make_rules, new_game
    from casino_desktop.qt.table.side_panel import SidePanel
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.start_match(new_game(make_rules("mulle", {}), 2, False, 1), "mulle", ["You", "North"])
    assert "(Mulle;" not in panel.title.text() and "Mulle" in panel.title.text()
    panel.start_match(new_game(make_rules("royal-casino", {}), 2, False, 1), "royal-casino", ["You", "North"])
    assert "(Royal;" not in panel.title.text()  # "Royal Casino (Royal; game to 21)": stranger 16
    panel.start_match(new_game(make_rules("kasino", {}), 2, False, 1), "kasino", ["You", "North"])
    assert "(Nordic;" in panel.title.text()


@pytest.mark.parametrize("players", [3, 4])
def test_each_seats_choice_stays_at_its_place_when_play_changes_direction(qtbot, players):
    """Royal Casino to South African Casino (play to the right): the rows
    were listed in the new order of play but kept their choices by row,
    so the person at East was silently moved to West."""
    seats = [SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner"), SeatSetup(HUMAN, name="Bo"),
             SeatSetup(COMPUTER, "master")][:players]
    dialog = SetupDialog(GameSetup("royal-casino", {}, players, False, seats))
    qtbot.addWidget(dialog)

    def by_place() -> dict[str, tuple]:
        return {dialog.seat_label[i].text(): (dialog.seat_kind[i].currentData(), dialog.seat_level[i].currentData(),
                                              dialog.seat_name[i].text()) for i in range(players)}

    before = by_place()
    assert before["West:"] == (COMPUTER, "beginner", "")
    dialog.variant.setCurrentIndex(dialog.variant.findData("south-african-casino"))
    assert preset("south-african-casino").rules.anticlockwise
    assert [dialog.seat_label[i].text() for i in range(players)] != list(before)  # the order did change
    assert by_place() == before
    dialog.variant.setCurrentIndex(dialog.variant.findData("royal-casino"))  # and back
    assert by_place() == before
    result = dialog.result_setup()
    assert [s.name for s in result.seats[:players] if s.kind == HUMAN] == ["Ann", "Bo"]


def test_partnerships_greyed_out_show_no_tick_and_come_back_as_chosen(qtbot):
    # Play-test 2026-12-06, finding 16: with 2 players the box was greyed
    # out but still ticked from the 4-player game, as if 2 played in teams.
    dialog = SetupDialog(GameSetup("casino", {}, 4, True))
    qtbot.addWidget(dialog)
    assert dialog.partnerships.isEnabled() and dialog.partnerships.isChecked()
    for players in (2, 3):
        dialog.players.setValue(players)
        assert not dialog.partnerships.isEnabled() and not dialog.partnerships.isChecked()
        assert not dialog.result_setup().partnerships
    dialog.players.setValue(4)  # the player's choice comes back with the four
    assert dialog.partnerships.isEnabled() and dialog.partnerships.isChecked()
    assert dialog.result_setup().partnerships
    dialog.partnerships.setChecked(False)  # and an untick is kept as well
    dialog.players.setValue(2)
    dialog.players.setValue(4)
    assert not dialog.partnerships.isChecked()


def test_four_players_take_the_partnerships_their_game_decides(qtbot):
    # Play-test 2026-12-07 (stranger 9), finding 3: four players in Dominican
    # Casino left the box unticked and Start greyed out, with "With four players
    # this variant is played in partnerships." until the player ticked it.
    dialog = SetupDialog(GameSetup("casino", {}, 2, False))
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("dominican-casino"))
    dialog.players.setValue(4)
    assert dialog.partnerships.isChecked() and not dialog.partnerships.isEnabled()
    assert dialog.problem.text() == ""
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.result_setup().partnerships
    # A game where four may choose leaves the choice to the player, as it was.
    dialog.variant.setCurrentIndex(dialog.variant.findData("casino"))
    assert dialog.partnerships.isEnabled() and not dialog.partnerships.isChecked()
    # The house rule that they never play in partnerships takes the tick away, greyed.
    never = dialog.form.widgets["four_players_in_partnerships"]
    dialog.partnerships.setChecked(True)
    never.setCurrentIndex(never.findData("never"))
    assert not dialog.partnerships.isChecked() and not dialog.partnerships.isEnabled()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_tab_goes_through_each_seat_in_its_row_order(qtbot):
    # Stranger 9, finding 5: Tab reached a seat's name before its player and level.
    dialog = SetupDialog(GameSetup("casino", {}, 4, False))
    qtbot.addWidget(dialog)
    chain, widget = [], dialog.nextInFocusChain()
    while widget is not dialog and len(chain) < 1000:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    order = [w for i in range(4) for w in (dialog.seat_kind[i], dialog.seat_level[i], dialog.seat_name[i])]
    assert [chain.index(w) for w in order] == sorted(chain.index(w) for w in order)


def test_every_tab_stop_shows_where_it_is_and_players_has_its_letter(small_dialog, qtbot):
    """The ninth stranger's play-test of 7 December, finding 5 ("Left"): one
    Tab stop showed no focus (the scroll area round the seats and house
    rules), and "Players:" was the only label of the four at the top with
    no letter.  Every stop is now a control, each brought into sight in the
    scrolling part, and Alt+Y goes to the count of players."""
    dialog = small_dialog
    area = dialog.findChild(QScrollArea, "setupContentScroll")
    dialog.deal.setFocus()
    seen = []
    for _ in range(200):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        widget = dialog.focusWidget()
        if widget is dialog.variant or widget in seen:
            break
        seen.append(widget)
        assert not isinstance(widget, QScrollArea), widget.objectName()
        if area.isAncestorOf(widget):  # in sight, not under the scrolled-off part
            top_left = widget.mapTo(area.viewport(), widget.rect().topLeft())
            assert area.viewport().rect().contains(top_left), widget
    assert dialog.seat_kind[0] is seen[0] and any(w in seen for w in dialog.form.widgets.values())
    labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is dialog.players]
    assert [label.text() for label in labels] == ["Pla&yers:"]


def test_a_closed_level_box_says_what_its_level_does(qtbot):
    """Each level's sentence ("the strongest fair player") showed only under
    the pointer in the open list; a player choosing by the keys never read it
    (stranger 16).  The closed box carries the chosen level's sentence."""
    from casino_desktop.ai.levels import level_description
    from casino_desktop.qt.translate import say
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    box = dialog.seat_level[1]
    assert box.toolTip() == say(level_description(box.currentData()))
    box.setCurrentIndex(box.findData("master"))
    assert box.toolTip() == say(level_description("master")) and "fair" in box.toolTip()


def test_the_games_description_says_it_is_the_usual_game_when_house_rules_differ(qtbot):
    """The eighteenth stranger's play-test (2026-12-07): "…11 points a round,
    game to 21." stood right above the family's "Target score: 11"."""
    dialog = SetupDialog(GameSetup("casino", {"target": 11, "raise_own_build": False}))
    qtbot.addWidget(dialog)
    said = dialog.summary.text()
    assert said.startswith("<i>Usually: The classic English-language game:") and "game to 21." in said
    assert said.endswith("Your house rules below change that.</i>")
    dialog._reset_rules()  # Reset to the preset's rules: the description is the game's own again
    assert dialog.summary.text() == f"<i>{preset('casino').summary}</i>"
