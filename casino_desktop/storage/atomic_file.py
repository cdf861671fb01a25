"""Writing a file so that a kill at any instant leaves a whole file behind.

Truncating a save and writing it again once left a 0-byte file when the
program was killed inside the write, and both the new and the previous game
were lost.  Here the new bytes go to a temporary file in the same folder,
are flushed and fsync'ed, and only then renamed over the old name (a rename
within one folder is atomic on every file system we run on); the folder is
fsync'ed too, so the rename itself survives a power cut.  At every instant
the name holds either the old whole file or the new whole file.

Files are made private to the user (0600; ``mkstemp`` creates them so) and
the folders we own are 0700: saves hold player names and are nobody else's
business.  No Qt here: the command line and the statistics store may use it.
"""
from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
import time
from pathlib import Path

PRIVATE_FILE = 0o600
PRIVATE_FOLDER = 0o700
TEMP_SUFFIX = ".tmp"
# Our temporary names: ".<file name>." + mkstemp's eight random letters,
# digits or underscores + ".tmp", for the files we keep (``*.casino.json``).
OUR_TEMP = re.compile(r"\..+\.casino\.json\.[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX))
STALE_TEMP_AGE_S = 60.0  # a write takes milliseconds; one this old was cut off by a kill


def private_folder(path: str | Path) -> Path:
    """``path`` created if need be, and made 0700 (also when it already
    existed with a laxer mode, as older versions made it)."""
    path = Path(path)
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
    try:
        os.chmod(path, PRIVATE_FOLDER)
    except OSError:
        pass  # a folder we do not own (a network share): the files are still 0600
    return path


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # some systems cannot open a folder; the rename is still atomic
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _keep_copy(path: Path, previous: Path) -> None:
    """``previous`` becomes a copy of ``path`` without a moment in which
    either name is missing or partly written: a hard link under a temporary
    name, renamed over ``previous``."""
    fd, temp = tempfile.mkstemp(prefix=f".{previous.name}.", suffix=TEMP_SUFFIX, dir=previous.parent)
    os.close(fd)
    try:
        os.unlink(temp)
        try:
            if os.link in os.supports_follow_symlinks:  # not on Windows, where ``path`` is known plain anyway
                os.link(path, temp, follow_symlinks=False)
            else:
                os.link(path, temp)
        except OSError:  # a file system without hard links: copy, then fsync
            shutil.copyfile(path, temp)
            with open(temp, "rb+") as f:
                os.fsync(f.fileno())
        os.chmod(temp, PRIVATE_FILE)
        os.replace(temp, previous)
    except BaseException:
        _remove_quietly(temp)
        raise


def _plain_file(path: Path) -> bool:
    """A regular file under ``path`` itself.  A link there is not followed:
    keeping "the copy before" through one once hard-linked a file from
    elsewhere into the saves folder and chmod-ed it; the rename below then
    replaces the link, never what it points to."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def write_atomically(path: str | Path, data: bytes, previous: str | Path | None = None) -> None:
    """Write ``data`` to ``path`` whole or not at all (OSError if not).

    With ``previous``, the file that ``path`` held until now is kept under
    that name first, so a file damaged later (by a disk, an editor, a
    program of another kind) still leaves the game before it."""
    path = Path(path)
    folder = path.parent
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if previous is not None and _plain_file(path):
            _keep_copy(path, Path(previous))
        os.replace(temp, path)
    except BaseException:
        _remove_quietly(temp)
        raise
    _fsync_folder(folder)


def remove_stale_temps(path: str | Path) -> None:
    """Remove temporary files a killed writer of ``path`` left behind
    (harmless, but they would pile up in the saves folder)."""
    path = Path(path)
    try:
        leftovers = list(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return
    for temp in leftovers:
        _remove_quietly(temp)


def remove_old_temps(folder: str | Path, min_age_s: float = STALE_TEMP_AGE_S, now: float | None = None) -> int:
    """Remove, from ``folder`` only, the temporary files our own atomic
    writes left when they were killed: only names of our pattern, only
    regular files (a link is never followed nor removed), only files older
    than ``min_age_s`` (a younger one may be a write still under way).
    Returns how many went; a folder that cannot be read removes nothing."""
    cutoff = (time.time() if now is None else now) - min_age_s
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not OUR_TEMP.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
            try:
                os.unlink(entry.path)
                removed += 1
            except OSError:
                pass
    return removed


def _remove_quietly(path: str | Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
