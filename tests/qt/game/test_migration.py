"""The organisation is named, so settings and data land in a folder of their
own, and what older versions kept under "Unknown Organization" moves there once."""
from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from casino_desktop import app as app_module
from casino_desktop.qt.game.migration import DONE_KEY, migrate_once, old_totals
from casino_desktop.storage.stats_store import open_default_store
from casino_desktop.storage.stats_summary import KindSummary
from casino_desktop.storage.user_folders import data_folder

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
HUGE = "7" * 4301


@pytest.fixture
def named_app(qapp):
    """_make_app names the shared application; give the other tests theirs back."""
    before = (QCoreApplication.organizationName(), QCoreApplication.organizationDomain(),
              QCoreApplication.applicationName())
    # Qt reads XDG_CONFIG_HOME once per process; this test's folder must be the one used.
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, os.environ["XDG_CONFIG_HOME"])
    yield qapp
    QCoreApplication.setOrganizationName(before[0])
    QCoreApplication.setOrganizationDomain(before[1])
    QCoreApplication.setApplicationName(before[2])


def _old_settings(**values) -> QSettings:
    old = QSettings("Unknown Organization", "casino-desktop")
    for key, value in values.items():
        old.setValue(key.replace("__", "/"), value)
    old.sync()
    return old


def _old_data_folder() -> Path:
    folder = Path(os.environ["XDG_DATA_HOME"]) / "casino-desktop" / "saves"
    folder.mkdir(parents=True)
    (folder / "autosave.casino.json").write_text('{"format": "old autosave"}')
    (folder / "kept.casino.json").write_text('{"format": "a saved game"}')
    return folder.parent


def test_settings_land_under_the_organisation_folder(named_app):
    app_module._make_app(["casino-desktop"])
    config = Path(os.environ["XDG_CONFIG_HOME"])
    assert Path(QSettings().fileName()) == config / "CasinoDesktop" / "casino-desktop.conf"
    where = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(where) == Path(os.environ["XDG_DATA_HOME"]) / "CasinoDesktop" / "casino-desktop" == data_folder()
    assert "Unknown Organization" not in QSettings().fileName()


def test_migration_runs_once(named_app):
    _old_settings(game__variant="royal-casino", view__speed="fast",
                  stats__matches='{"casino|2|expert": {"played": 4, "won": 3}}')
    old_data = _old_data_folder()
    app_module._make_app(["casino-desktop"])
    new = QSettings()
    assert new.value("game/variant") == "royal-casino" and new.value("view/speed") == "fast"
    assert not new.contains("stats/matches") and new.contains(DONE_KEY)
    saves = data_folder() / "saves"
    assert (saves / "autosave.casino.json").read_text() == '{"format": "old autosave"}'
    assert (saves / "kept.casino.json").exists() and not old_data.exists()
    assert stat.S_IMODE(data_folder().stat().st_mode) == 0o700
    assert stat.S_IMODE((saves / "kept.casino.json").stat().st_mode) == 0o600
    assert open_default_store().summary() == [KindSummary("casino|2|expert", 4, 3, 1, 0)]
    # A second start changes nothing, even if the old files are still about.
    _old_settings(view__speed="slow", stats__matches='{"casino|2|expert": {"played": 9, "won": 9}}')
    _old_data_folder()
    new.setValue("view/speed", "instant")
    assert migrate_once() is False
    assert QSettings().value("view/speed") == "instant"
    assert open_default_store().summary() == [KindSummary("casino|2|expert", 4, 3, 1, 0)]
    assert (Path(os.environ["XDG_DATA_HOME"]) / "casino-desktop" / "saves" / "kept.casino.json").exists()


def test_a_file_already_in_the_new_folder_is_not_overwritten(named_app):
    _old_data_folder()
    target = data_folder() / "saves" / "kept.casino.json"
    target.parent.mkdir(parents=True)
    target.write_text("newer")
    app_module._make_app(["casino-desktop"])
    assert target.read_text() == "newer"


@pytest.mark.parametrize("text", [
    '{"casino|2|expert": {"played": ' + HUGE + ', "won": 1}}',
    '{"casino|2|expert": ' * 2000 + "1" + "}" * 2000,
    "[" * 1000 + "]" * 1000, '{"a": 1e400}', "not json", "\udcff", "7", "null"])
def test_old_statistics_that_do_not_parse_migrate_as_nothing_without_raising(text):
    assert old_totals(text) == {}


def test_negative_counts_and_more_wins_than_matches_are_dropped_on_migration(tmp_path):
    totals = old_totals('{"casino|2|expert": {"played": -5, "won": -9}, "casino|3|expert": {"played": 2, "won": 5},'
                        ' "casino|4|expert": {"played": 6, "won": 2}, "casino|4p|expert": {"played": "6", "won": 2},'
                        ' "wippen|2|casual": {"played": true, "won": 0}, "x": [1, 2]}')
    store = open_default_store(tmp_path)
    assert store.import_old_totals(totals)
    assert store.summary() == [KindSummary("casino|4|expert", 6, 2, 4, 0)]


def test_old_statistics_with_a_4300_digit_integer_still_let_a_match_end(named_app, qtbot, tmp_path):
    from ..dialogs.test_statistics import play_last_move
    from ..table_helpers import make_window
    _old_settings(stats__matches='{"casino|2|expert": {"played": ' + HUGE + ', "won": 1},'
                                 ' "casino-simple|2|expert": {"played": 1, "won": 0}}')
    app_module._make_app(["casino-desktop"])
    window = make_window(qtbot, tmp_path, variant="casino-simple", level="expert")
    state = play_last_move(qtbot, window)
    won = int(state.winner == 0)
    assert window.matches.store.summary() == [KindSummary("casino-simple|2|expert", 1, won, 1 - won, 0)]


@pytest.mark.parametrize("options", ["[1]", '"x"', "7", "[" * 2000 + "]" * 2000])
def test_options_stored_badly_do_not_stop_the_app_starting(named_app, qtbot, monkeypatch, options):
    """The whole start, as `casino-desktop` runs it, with the old settings' damage."""
    _old_settings(game__options=options, game__seats=options, game__players="\u00b2", view__speed=options)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    before = set(QApplication.topLevelWidgets())
    assert app_module.main([]) == 0
    windows = [w for w in QApplication.topLevelWidgets() if w not in before and w.objectName() == "mainWindow"]
    assert len(windows) == 1
    window = windows[0]
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.resuming is None)  # the unfinished game is looked for on a worker thread
    assert window.controller.state is not None and window.setup.options == {}
    window.close()
