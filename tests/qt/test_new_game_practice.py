"""New Game's Practise These Rules: the house rules practised are the ones
the next New Game offers, so that a family can try its rules and then play
them (the eighteenth stranger's play-test of 7 December, finding 1)."""
from __future__ import annotations

from casino_desktop.qt.dialogs import new_game
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt import main_window

from .table_helpers import make_window


def test_the_next_new_game_offers_the_house_rules_just_practised(qtbot, tmp_path, monkeypatch):
    house = {"build_max": 10, "raise_own_build": False, "sweep_points": 1, "target": 11}
    offered = []

    class PractisingDialog:
        """Practise These Rules pressed with four house rules; the second time, Cancel."""
        def __init__(self, setup, parent):
            offered.append(setup)
            self.practice_chosen = len(offered) == 1

        def exec(self):
            return 1 if self.practice_chosen else 0

        def result_setup(self):
            return GameSetup("casino", dict(house), 2)

        def deal_number(self):
            return None

    practised = []
    monkeypatch.setattr(new_game, "SetupDialog", PractisingDialog)
    monkeypatch.setattr(main_window, "start_practice", lambda _w, setup: practised.append(setup))
    window = make_window(qtbot, tmp_path, level="beginner")
    window.new_game_dialog()
    assert practised and practised[0].options == house
    window.new_game_dialog()  # New Game again after the practice
    assert offered[1].variant_id == "casino" and offered[1].options == house  # not the game's own rules
    assert window.setup.options == {}  # the game on the table is not changed by practising
