"""The house rules a change of game leaves behind "come back if you choose
{game} again": kept per game in the settings when New Game is accepted, so
the promise holds in the next New Game and after a restart, not only until
the window closes (the twelfth stranger's play-test of 7 December)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import GameSetup, load_house_rules, save_house_rules

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

CASINO_RULES = {"owner_may_trail": True, "sweep_points": 2}  # Swedish Kasino has no building: the first stays behind


def _settings() -> QSettings:
    """A fresh reading of the settings (the test's own, ``conftest``): as the
    program's next run reads them."""
    return QSettings()


def _dialog(qtbot, setup: GameSetup) -> SetupDialog:
    """New Game, keeping its rules where the program does (no window: ``QSettings()``)."""
    dialog = SetupDialog(setup)
    qtbot.addWidget(dialog)
    return dialog


def _choose(dialog: SetupDialog, variant: str) -> None:
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))


def _play_swedish_kasino_from_casino(qtbot) -> None:
    dialog = _dialog(qtbot, GameSetup("casino", dict(CASINO_RULES)))
    _choose(dialog, "swedish-kasino")
    assert "it comes back if you choose Casino again" in dialog.left_out.text()
    dialog.accept()


def test_a_rule_left_behind_comes_back_in_the_next_new_game_after_a_restart(qtbot):
    _play_swedish_kasino_from_casino(qtbot)
    again = _dialog(qtbot, GameSetup("swedish-kasino", {"sweep_points": 2}))
    _choose(again, "casino")
    assert again.result_setup().options == CASINO_RULES
    assert "Build owner may trail" in again.changed_rules.text()  # said, not left to be found on a tab


def test_cancel_keeps_nothing_new(qtbot):
    dialog = _dialog(qtbot, GameSetup("casino", dict(CASINO_RULES)))
    _choose(dialog, "swedish-kasino")
    dialog.reject()
    assert load_house_rules(_settings()) == {}


def test_each_game_offers_the_rules_last_chosen_for_it(qtbot):
    """Casino started again at its preset's rules (Reset): those are its
    last, and the rule left behind before does not come back over them."""
    _play_swedish_kasino_from_casino(qtbot)
    casino = _dialog(qtbot, GameSetup("swedish-kasino", {"sweep_points": 2}))
    _choose(casino, "casino")
    casino.reset.click()
    casino.accept()
    later = _dialog(qtbot, GameSetup("kasino"))
    _choose(later, "casino")
    assert later.result_setup().options == {}
    _choose(later, "swedish-kasino")  # its own rules came with it, as chosen for it
    assert later.result_setup().options == {"sweep_points": 2}


def test_a_game_only_passed_on_the_way_keeps_its_own_rules(qtbot):
    """The arrow keys pass every game between two: Royal Casino, passed on
    the way back to Casino, was not chosen, and does not take Casino's rule."""
    dialog = _dialog(qtbot, GameSetup("casino", {"sweep_points": 2}))
    _choose(dialog, "royal-casino")
    assert dialog.result_setup().options == {"sweep_points": 2}  # carried while it is shown
    _choose(dialog, "casino")
    dialog.accept()
    later = _dialog(qtbot, GameSetup("kasino"))
    _choose(later, "royal-casino")
    assert later.result_setup().options == {}
    _choose(later, "casino")
    assert later.result_setup().options == {"sweep_points": 2}


def test_a_stored_rule_this_version_does_not_take_is_dropped_with_the_rest_kept():
    settings = _settings()
    settings.setValue("game/house_rules", '{"casino": {"owner_may_trail": true, "no_such_rule": 1, '
                                          '"sweep_points": "many"}, "no-such-game": {"sweep_points": 2}, '
                                          '"kasino": [1], "mulle": {"sweep_points": 99999}}')
    assert load_house_rules(settings) == {"casino": {"owner_may_trail": True}, "kasino": {}, "mulle": {}}
    for damaged in ("{not json", "[1, 2]", "7", '{"casino": ' * 9 + "{}" + "}" * 9):
        settings.setValue("game/house_rules", damaged)
        assert load_house_rules(settings) == {}, damaged


def test_stored_and_read_back():
    save_house_rules({"casino": dict(CASINO_RULES), "kasino": {}})
    assert load_house_rules(_settings()) == {"casino": CASINO_RULES}
