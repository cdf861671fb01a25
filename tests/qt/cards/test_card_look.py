"""View › Card Theme / Card Back / Felt in the real window: the choice shows
at once on the table, is remembered, and any stored value we do not know
falls back to the default."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from casino_desktop.qt.cards.look import BACK_KEY, FELT_KEY, FELTS, THEME_KEY, felt_colours, load_look
from casino_desktop.qt.cards.face import BACK
from casino_desktop.qt.cards.painter import shared_cache
from casino_desktop.qt.cards.sheet import guard_none_refcount
from casino_desktop.qt.cards.themes import DrawnDeck, SvgDeck
from ..table_helpers import make_window
from .test_card_themes import make_data_dirs

guard_none_refcount()
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture(autouse=True)
def _default_deck_after():
    yield
    shared_cache().set_deck(None)


@pytest.fixture
def fixture_themes(tmp_path, monkeypatch):
    """Only our fixture decks are "installed", whatever this machine has."""
    root = make_data_dirs(tmp_path)
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    return root


def _settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _picture(card: str):
    return shared_cache().pixmap(card, 80, dpr=1.0).toImage()


def test_view_menu_lists_our_decks_and_the_installed_themes(qtbot, tmp_path, fixture_themes):
    window = make_window(qtbot, tmp_path)
    look = window.card_look
    labels = [a.text() for a in look.theme_actions.values()]
    assert labels == ["Classic", "Large Index", "Tiny Deck (Aisleriot)", "Fixture Deck (KDE)"]
    assert look.theme_actions["classic"].isChecked()
    assert len(look.back_actions) >= 3 and len(look.felt_actions) >= 3
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    assert {"Card &Theme", "Card &Back", "F&elt"} <= {a.text() for a in view_menu.actions()}


def test_with_no_installed_themes_the_menu_lists_our_decks_alone(qtbot, tmp_path, monkeypatch):
    """Classic and Large Index are themes: a greyed "No card themes are
    installed" under them contradicted the menu (a stranger's play-test)."""
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "nothing"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    window = make_window(qtbot, tmp_path)
    menu = window.card_look.theme_actions["classic"].parent()
    assert [a.text() for a in menu.actions()] == ["Classic", "Large Index"]  # no line, no separator left hanging
    assert all(a.isEnabled() for a in menu.actions())


def test_choosing_a_theme_repaints_the_table_and_is_remembered(qtbot, tmp_path, fixture_themes):
    window = make_window(qtbot, tmp_path)
    before = _picture("KH")
    window.card_look.theme_actions["kde:svg-fixture"].trigger()
    assert isinstance(shared_cache().deck, SvgDeck)
    assert _picture("KH") != before
    window.card_look.theme_actions["large"].trigger()
    assert isinstance(shared_cache().deck, DrawnDeck) and shared_cache().deck.large
    window.card_look.back_actions["tartan"].trigger()
    window.card_look.felt_actions["blue"].trigger()
    assert window.scene.felt_colours == felt_colours("blue")
    window.close()
    shared_cache().set_deck(None)  # as in a new run of the program
    again = make_window(qtbot, tmp_path)  # the same settings file
    assert again.card_look.theme_actions["large"].isChecked()
    assert again.card_look.back_actions["tartan"].isChecked()
    assert again.card_look.felt_actions["blue"].isChecked()
    deck = shared_cache().deck
    assert deck.large and deck.back == "tartan"
    assert again.scene.felt_colours == felt_colours("blue")


def test_back_choice_changes_the_face_down_cards(qtbot, tmp_path, fixture_themes):
    window = make_window(qtbot, tmp_path)
    before = _picture(BACK)
    window.card_look.back_actions["sunburst"].trigger()
    assert _picture(BACK) != before


@pytest.mark.parametrize("stored", [
    {THEME_KEY: "kde:uninstalled-since", BACK_KEY: "paisley", FELT_KEY: "purple"},
    {THEME_KEY: 42, BACK_KEY: ["lattice"], FELT_KEY: True},
    {THEME_KEY: "", BACK_KEY: "", FELT_KEY: ""},
    {THEME_KEY: "../../etc/passwd", BACK_KEY: "Lattice", FELT_KEY: "GREEN"},
])
def test_stored_look_we_do_not_know_falls_back_to_the_defaults(qtbot, tmp_path, fixture_themes, stored):
    s = _settings(tmp_path)
    for key, value in stored.items():
        s.setValue(key, value)
    s.sync()
    assert load_look(_settings(tmp_path), ["kde:svg-fixture"]) == ("classic", "lattice", "green")
    window = make_window(qtbot, tmp_path)
    assert window.card_look.theme_actions["classic"].isChecked()
    assert window.scene.felt_colours == felt_colours("green")


def test_a_stored_installed_theme_is_used_at_start(qtbot, tmp_path, fixture_themes):
    s = _settings(tmp_path)
    s.setValue(THEME_KEY, "aisleriot:tiny_deck")
    s.sync()
    window = make_window(qtbot, tmp_path)
    assert window.card_look.theme_actions["aisleriot:tiny_deck"].isChecked()
    assert isinstance(shared_cache().deck, SvgDeck)


def test_every_felt_is_dark_enough_for_the_white_captions(qapp):
    """Captions and the drop outline are light; the felt must stay dark."""
    for name in FELTS:
        centre, edge = felt_colours(name)
        assert centre.lightness() < 110 and edge.lightness() < 80, name
