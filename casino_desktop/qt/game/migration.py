"""Once, on the first start with the organisation named: bring over what
older versions kept under Qt's "Unknown Organization".

* Settings: every key of the old QSettings the new ones do not have yet
  (values are copied as they are; the readers in ``qt.game.setup`` check them).
* Data: the old data folder's files (saves, the autosave) move into the new
  AppDataLocation, never over a file already there.
* Statistics: the old ``stats/matches`` entry, a JSON text of
  ``{kind: {"played": n, "won": m}}``, goes into the SQLite store, read through
  ``safe_json``; rows that are not sane (negative, won > played, huge or not
  numbers) are dropped, and the store imports old totals only once.

The new settings record that this ran, so it runs once.  Nothing here may
stop the program from starting: each step swallows its own failure and the
next start does not retry a finished step.
"""
from __future__ import annotations

import logging
import os
import shutil
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from casino_desktop.core.safe_json import InputRefused, parse_json
from casino_desktop.storage.stats_store import open_default_store
from casino_desktop.storage.user_folders import APPLICATION, OLD_ORGANIZATION, make_private_folder, old_data_folders

log = logging.getLogger(__name__)

DONE_KEY = "migration/unnamed_organization"
OLD_STATS_KEY = "stats/matches"
MAX_KEYS = 500          # the old program wrote about a dozen
MAX_FILES = 10_000      # saves a person keeps; past this the rest stay where they are
MAX_STATS_CHARS = 1024 * 1024


def migrate_once(new: QSettings | None = None, old: QSettings | None = None,
                 data_folder: Path | None = None, old_folders: list[Path] | None = None) -> bool:
    """Run the migration unless it ran before; True if it ran now."""
    new = new or QSettings()
    if new.contains(DONE_KEY):
        return False
    old = old or QSettings(OLD_ORGANIZATION, APPLICATION)
    if data_folder is None:
        data_folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    for step in (lambda: copy_settings(old, new),
                 lambda: move_data(old_folders if old_folders is not None else old_data_folders(), data_folder),
                 lambda: import_statistics(old, data_folder)):
        try:
            step()
        except Exception:  # noqa: BLE001 - a failed migration must never stop the program starting
            log.exception("migration: a step failed; the program starts without it")
    new.setValue(DONE_KEY, datetime.now(timezone.utc).isoformat(timespec="seconds"))
    new.sync()
    return True


def copy_settings(old: QSettings, new: QSettings) -> int:
    """Keys the new settings lack, from the old file; how many were copied."""
    copied = 0
    if old.fileName() == new.fileName():
        return 0
    for key in old.allKeys()[:MAX_KEYS]:
        if key == OLD_STATS_KEY or new.contains(key):
            continue
        try:
            value = old.value(key)
        except (RuntimeError, ValueError, TypeError, OverflowError):
            continue
        new.setValue(key, value)
        copied += 1
    new.sync()
    return copied


def move_data(old_folders: list[Path], new_folder: Path) -> int:
    """Move the old folders' files into ``new_folder`` (keeping their places
    under it); a file already there wins.  How many files moved.
    ``new_folder`` is made only when there is something to move: made
    at every first start, it failed in a read-only home and printed a
    traceback although nothing was to move (the 26th stranger's install
    test, finding 4)."""
    moved = 0
    for old in old_folders:
        if not old.is_dir() or old.resolve() == new_folder.resolve() or _inside(new_folder, old):
            continue
        make_private_folder(new_folder)
        for root, dirs, files in os.walk(old):
            dirs.sort()
            for name in sorted(files):
                if moved >= MAX_FILES:
                    return moved
                source = Path(root) / name
                target = new_folder / source.relative_to(old)
                if target.exists() or source.is_symlink():
                    continue
                make_private_folder(target.parent)
                try:
                    shutil.move(source, target)
                    os.chmod(target, 0o600)
                    moved += 1
                except OSError:
                    continue
        _remove_empty(old)
    return moved


def old_totals(text) -> dict[str, tuple[int, int]]:
    """{kind: (played, won)} from the old statistics' JSON text; whatever does
    not parse or fit is left out (the store drops counts that are not sane)."""
    if not isinstance(text, str):
        return {}
    try:
        data = parse_json(text, "The old statistics", max_depth=4, max_bytes=MAX_STATS_CHARS)
    except InputRefused:
        return {}  # a 4,300-digit number or deep nesting: the whole text is refused
    if not isinstance(data, dict):
        return {}
    totals: dict[str, tuple[int, int]] = {}
    for kind, row in data.items():
        if isinstance(row, dict):
            played, won = row.get("played"), row.get("won")
            if all(isinstance(v, int) and not isinstance(v, bool) for v in (played, won)):
                totals[kind] = (played, won)  # type: ignore[assignment]  # both checked to be whole numbers just above
    return totals


def import_statistics(old: QSettings, data_folder: Path) -> bool:
    try:
        text = old.value(OLD_STATS_KEY)
    except (RuntimeError, ValueError, TypeError, OverflowError):
        return False
    totals = old_totals(text)
    if not totals:
        return False
    store = open_default_store(data_folder)
    try:
        return store.import_old_totals(totals)
    finally:
        store.close()


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
        return True
    except ValueError:
        return False


def _remove_empty(folder: Path) -> None:
    """The old folder, if nothing is left in it (bottom up)."""
    for root, _dirs, _files in sorted(os.walk(folder), key=lambda t: -len(t[0])):
        try:
            os.rmdir(root)
        except OSError:
            pass
