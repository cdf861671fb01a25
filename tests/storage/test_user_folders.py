"""The folders the program files its data and settings under, worked out
without Qt the way Qt does (``QStandardPaths.AppDataLocation``), so that the
statistics a script opens are the ones the window keeps."""
from __future__ import annotations

import stat
import sys

import pytest

from casino_desktop.storage.user_folders import (APPLICATION, OLD_ORGANIZATION, ORGANIZATION, data_folder,
                                                 make_private_folder, old_data_folders, settings_files)

xdg_only = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG rules are Linux's")


@xdg_only
def test_the_data_folder_is_under_xdg_data_home_and_our_names(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_folder() == tmp_path / ORGANIZATION / APPLICATION
    assert old_data_folders() == [tmp_path / APPLICATION, tmp_path / OLD_ORGANIZATION / APPLICATION]


@xdg_only
def test_a_relative_xdg_data_home_is_ignored_as_qt_ignores_it(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    assert data_folder() == tmp_path / ".local" / "share" / ORGANIZATION / APPLICATION


@xdg_only
def test_the_settings_files_are_ours_the_organisations_and_the_old_one(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings_files() == [tmp_path / ORGANIZATION / f"{APPLICATION}.conf",
                                tmp_path / f"{ORGANIZATION}.conf",
                                tmp_path / OLD_ORGANIZATION / f"{APPLICATION}.conf"]


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no owner-only mode bits")
def test_a_private_folder_is_made_with_its_parents_and_is_the_users_alone(tmp_path):
    folder = make_private_folder(tmp_path / "a" / "b")
    assert folder.is_dir()
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
