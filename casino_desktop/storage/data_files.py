"""A player's data files are plain files in our own folders, never followed
elsewhere.

The statistics, the autosave, its previous copy and the settings file live
under fixed names.  Whatever else sits under one of those names (a symbolic
link, a named pipe, a folder, a device) was not made by us: following a link
once made the program chmod a file elsewhere to 0600, hard-link a save from
elsewhere into the saves folder and resume it, or create a database wherever
a dangling link pointed; reading a pipe waits for ever.  So such an entry is
damage, treated as the program treats a damaged file: set aside under a
dated name (the link itself is moved, never what it points to) with one
sentence for the player.

Folders themselves may be links (a home or a data folder on another disk is
common and deliberate); only the files we name are checked.  No Qt here: the
statistics store and the command line use it too.
"""
from __future__ import annotations

import os
import re
import stat
from datetime import datetime
from pathlib import Path

from casino_desktop.core.safe_json import InputRefused, read_file_bytes
from casino_desktop.core.templates import Text
from casino_desktop.storage.atomic_file import write_atomically
from casino_desktop.storage.settings_salvage import SETTINGS_MOST_BYTES, Salvage, damage_sentence, salvage
from casino_desktop.storage.user_folders import settings_files

# Opening without following a link where the system can (not on Windows,
# where ``lstat`` still tells a link apart before opening).
NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
# A pipe put in place between the check and the open must not block the open.
NO_WAIT = getattr(os, "O_NONBLOCK", 0)


def odd_entry(path: str | Path) -> str | None:
    """What stands under ``path`` if it is neither missing nor a plain file:
    "link", "pipe", "folder" or "other"; None otherwise (also when the
    system will not say: opening it then fails and says why)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISDIR(mode):
        return "folder"
    return "other"


def free_name(path: Path, label: str, stamp: str | None = None) -> Path:
    """``name.<label>-<stamp><suffixes>`` beside ``path``, not yet taken; the
    stamp is the date and time unless given.  A name taken in the same
    stamp gets ``-2``, ``-3`` ..., always above the highest there (a copy
    removed by ``tidy_set_aside`` never lends a newer one an older name)."""
    stamp = stamp or datetime.now().strftime("%Y%m%d-%H%M%S")
    stem, dot, suffixes = path.name.partition(".")
    base, ending = f"{stem}.{label}-{stamp}", f"{dot}{suffixes}"
    highest = 0
    try:
        for name in os.listdir(path.parent):
            middle = name[len(base):len(name) - len(ending)] if name.startswith(base) and name.endswith(ending) else None
            if middle == "":
                highest = max(highest, 1)
            elif middle and middle[0] == "-" and middle[1:].isascii() and middle[1:].isdigit() and len(middle) < 8:
                highest = max(highest, int(middle[1:]))
    except OSError:
        pass
    for n in range(highest + 1, highest + 1000):
        target = path.with_name(f"{base}{'' if n == 1 else f'-{n}'}{ending}")
        if not os.path.lexists(target):
            return target
    raise FileExistsError(str(path))


def set_aside(path: str | Path, label: str = "damaged") -> Path | None:
    """Move whatever is under ``path`` (the entry itself, a link included)
    to a dated name beside it; None if it cannot be moved.  Only the newest
    few copies set aside stay (``tidy_set_aside``)."""
    path = Path(path)
    try:
        target = free_name(path, label)
        os.replace(path, target)
    except OSError:
        return None
    tidy_set_aside(path, label)
    return target


# How many damaged copies of each file are kept (the autosave, the settings,
# the statistics): the newest three, enough to see what went wrong and when,
# and a folder that no longer fills up with one more at every damage.
KEEP_SET_ASIDE = 3


def tidy_set_aside(path: str | Path, label: str = "damaged", companions: tuple[str, ...] = ("",),
                   keep: int = KEEP_SET_ASIDE) -> int:
    """Remove all but the newest ``keep`` copies of ``path`` set aside under
    ``label`` (``name.<label>-<date>[-<n>]<suffixes>``, newest by the
    numbers of their names), each with its ``companions`` (the files named
    like it plus those endings: a database's -wal and -shm).  A folder is
    never removed, and a link is removed itself, never what it points to.
    Returns how many copies went; a folder that cannot be read loses none."""
    path = Path(path)
    stem, dot, suffixes = path.name.partition(".")
    name = re.compile(re.escape(f"{stem}.{label}-") + r"(\d[\d-]*)" + re.escape(f"{dot}{suffixes}"))
    try:
        copies = [(entry.name, match.group(1)) for entry in os.scandir(path.parent)
                  if (match := name.fullmatch(entry.name))]
    except OSError:
        return 0
    copies.sort(key=lambda copy: [int(n) for n in re.findall(r"\d+", copy[1])], reverse=True)
    removed = 0
    for copy, _stamp in copies[keep:]:
        for ending in companions:
            try:
                if not stat.S_ISDIR(os.lstat(path.parent / (copy + ending)).st_mode):
                    os.unlink(path.parent / (copy + ending))
                    removed += ending == ""
            except OSError:
                pass
    return removed


def open_plain(path: str | Path, flags: int, mode: int = 0o600) -> int:
    """A descriptor of the plain file ``path`` (created with ``mode`` when
    ``flags`` ask), never through a link; OSError for anything else."""
    fd = os.open(path, flags | NO_FOLLOW | NO_WAIT, mode)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise IsADirectoryError(f"{path} is not a plain file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def make_private(fd: int, path: str | Path) -> None:
    """Mode 0600 on the open file (``fchmod`` cannot follow a link)."""
    if hasattr(os, "fchmod"):
        os.fchmod(fd, 0o600)
    else:  # Windows: no links were followed to get here, and modes mean little
        os.chmod(path, 0o600)


def not_settings_text(path: str | Path) -> bool:
    """Whether a plain settings file holds what Qt's INI writer never
    writes: a NUL, bytes that are not UTF-8, or a line that is neither a
    [section], a comment nor key=value (nor the continuation of a line
    ending in a backslash).  Qt reads such a file without complaint, turns
    the junk into keys of its own and writes them back, so a damaged file
    was kept for ever and the player's settings silently lost."""
    try:
        data = read_file_bytes(path, max_bytes=SETTINGS_MOST_BYTES, follow_links=False)
    except InputRefused:
        return os.path.lexists(path)  # too large, or gone meanwhile (then nothing to set aside)
    if len(data) > SETTINGS_MOST_BYTES or b"\0" in data:
        return True
    if data and not data.endswith(b"\n"):  # Qt ends every line: the file was cut, maybe inside a value
        return True
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return True
    continued = False
    for line in text.splitlines():
        bare = line.strip()
        if not (continued or not bare or bare[0] in ";#" or (bare[0] == "[" and bare[-1] == "]") or "=" in bare):
            return True
        continued = bare.endswith("\\")
    return False


def set_aside_damaged_settings() -> Text | None:
    """Before Qt opens the settings: a link, pipe or folder where a settings
    file should be (a pipe there made the program wait for ever before its
    window appeared), or a file of what Qt never writes (``not_settings_text``),
    is set aside.  The settings a damaged file still holds whole
    (``settings_salvage.salvage``) are written back in its place: a file cut in half
    once lost every setting, its intact first half too.  The sentence to
    show (``settings_salvage.damage_sentence``: which settings went back to
    their defaults, and the folder of the damaged copy), or None.  Our own
    file's sentence is the one said; the organisation's and the older
    version's files hold none of the player's settings but what the
    migration brings over once."""
    said: Text | None = None
    for own, path in zip((True, False, False), settings_files()):
        if not (odd_entry(path) or (os.path.lexists(path) and not_settings_text(path))):
            continue
        found = None if odd_entry(path) else _salvage_of(path)
        if set_aside(path) is None:
            continue
        kept = None
        if found is not None and found.kept:
            try:
                write_atomically(path, found.text.encode("utf-8"))
                kept = found
            except OSError:  # the settings start afresh, as before
                pass
        if own or said is None:
            said = damage_sentence(str(path.parent), kept, ours=own)
    return said


def _salvage_of(path: Path) -> Salvage | None:
    try:
        return salvage(read_file_bytes(path, max_bytes=SETTINGS_MOST_BYTES, follow_links=False))
    except InputRefused:  # too large, or gone meanwhile
        return None
