"""The names the program files its settings and data under, and the data
folder they give, without Qt.

``app._make_app`` gives these names to Qt, so ``QSettings()`` and
``QStandardPaths.AppDataLocation`` use them.  Code that runs without Qt (the
statistics store opened by a test or a script) needs the same folder, so
``data_folder`` repeats Qt's rule for AppDataLocation here.

Before these names were set, Qt filed everything under "Unknown Organization"
(settings) and a bare "casino-desktop" folder (data); ``qt/game/migration.py``
moves those once.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ORGANIZATION = "CasinoDesktop"
ORGANIZATION_DOMAIN = "casino_desktop.github.io"
APPLICATION = "casino-desktop"

OLD_ORGANIZATION = "Unknown Organization"  # what Qt used while no organisation was set


def _generic_data_home() -> Path:
    """Qt's GenericDataLocation: where every program keeps its data."""
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    # The XDG specification ignores a relative path, and so does Qt.
    return Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".local" / "share"


def data_folder() -> Path:
    """Qt's AppDataLocation under our names (the folder is not created)."""
    return _generic_data_home() / ORGANIZATION / APPLICATION


def old_data_folders() -> list[Path]:
    """Where data lived before the organisation was named (Qt versions differ)."""
    home = _generic_data_home()
    return [home / APPLICATION, home / OLD_ORGANIZATION / APPLICATION]


def make_private_folder(folder: Path) -> Path:
    """Create ``folder`` (and its parents) and make it the user's alone (0700).

    Saves and statistics say what a person played and when; other local users
    have no business reading them."""
    folder.mkdir(parents=True, exist_ok=True)
    try:
        os.chmod(folder, 0o700)
    except OSError:  # a folder we do not own (a shared mount): still usable
        pass
    return folder


def settings_files() -> list[Path]:
    """The files Qt reads our settings from where it keeps them in files
    (Linux and other XDG systems): ours, the organisation's shared one, and
    the one of before the organisation was named.  Empty where Qt uses the
    registry or property lists, whose entries are not ours to check."""
    if sys.platform in ("win32", "darwin"):
        return []
    xdg = os.environ.get("XDG_CONFIG_HOME", "")
    home = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".config"
    return [home / ORGANIZATION / f"{APPLICATION}.conf", home / f"{ORGANIZATION}.conf",
            home / OLD_ORGANIZATION / f"{APPLICATION}.conf"]
