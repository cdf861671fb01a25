"""A first game is dealt in the game the player's language knows as its own:
a Swede starting the program with nothing chosen was dealt Anglo-American
Casino and offered its guided deal, a game Swedish families do not play."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from casino_desktop.qt.game import setup as game_setup
from casino_desktop.qt.game.setup import GameSetup, load_setup, save_setup

pytestmark = [pytest.mark.gui]


def _empty(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize("language, variant", [("sv", "kasino"), ("nb", "kasino"), ("fi", "finnish-kasino"),
                                               ("ru", "casino"), ("id", "casino"), ("es", "casino"),
                                               ("en", "casino")])
def test_a_first_game_is_the_languages_own(qapp, tmp_path, monkeypatch, language, variant):
    monkeypatch.setattr(game_setup, "current_language", lambda: language)
    setup = load_setup(_empty(tmp_path))
    assert setup.variant_id == variant and setup.problem() is None


def test_a_game_once_chosen_stays_whatever_the_language(qapp, tmp_path, monkeypatch):
    settings = _empty(tmp_path)
    save_setup(GameSetup("royal-casino"), settings)
    monkeypatch.setattr(game_setup, "current_language", lambda: "sv")
    assert load_setup(settings).variant_id == "royal-casino"
