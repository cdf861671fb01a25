"""Game > Save and Open: the core's versioned JSON records (replayed on load,
never pickled).  The record keeps the variant, house rules, seats, seed and
every move as text; loading replays the moves through the engine, so a
damaged file is refused whole with one sentence, shown in a message box.

Every save is read as bytes through the one validating layer
(``core.safe_json``) before the record is replayed, and written atomically
(``atomic_file``): no file can make Open print a traceback, and no kill
can leave half a file.
"""
from __future__ import annotations

import logging
import os
import stat
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from casino_desktop.storage.atomic_file import private_folder, write_atomically
from casino_desktop.storage.data_files import set_aside
from casino_desktop.core.templates import N_, Text, fill
from casino_desktop.core import GameRecord, NewerRecord, load_record
from casino_desktop.core.safe_json import MAX_FILE_BYTES, InputRefused, read_file_bytes
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup, seat_from
from casino_desktop.qt.translate import say, tr

FILTER = N_("Casino games (*.casino.json);;All files (*)", note="file dialog filters: keep the (*...) patterns and ;;")
SUFFIX = ".casino.json"
SAVES_NAME = "saves"  # the saves folder, in the app's data folder
# The name Save Game offers, in the player's language (a Russian player saw "game.casino.json").
SUGGESTED_NAME = N_("game", note="the file name Save Game suggests, before .casino.json: one plain word")
_NOT_IN_A_NAME = set('/\\:*?"<>|')  # what no file system of a player's takes in a name
WHAT = N_("This saved game")  # the subject of every sentence about a save that cannot be read
# A file, not a folder, where the saves folder goes (``set_aside_what_blocks_saves``); {name}: its name, saves.
SAVES_BLOCKED = N_("A file named \u201c{name}\u201d stood where the folder for saved games goes, so it was put aside "
                   "and the folder made; it is kept in {folder}.",
                   note="{name}: the file's name on disk, saves, quoted in your language's quotation marks; {folder}: "
                        "the data folder")
_log = logging.getLogger(__name__)


def record_of(setup: GameSetup, seed: int, moves: list[str], match_id: str = "",
              next_round_dealt: bool = False) -> GameRecord:
    """The record of a match; ``next_round_dealt``: the round after the last
    move is dealt, none of it played (``GameRecord.next_round_dealt``)."""
    seats = [{"kind": s.kind, "level": s.level} | ({"name": s.name} if s.name else {}) for s in setup.seat_list()]
    return GameRecord(setup.variant_id, dict(setup.options), setup.players, setup.partnerships, seed, seats,
                      list(moves), match_id, next_round_dealt)


def setup_of(record: GameRecord) -> GameSetup:
    """The setup a loaded game goes on with.  Its seed is NOT the record's:
    the record's deal is already in the loaded state, and a setup's seed
    means "deal this number every time", so copying it made every later
    New Game deal the loaded deal again."""
    seats = []
    for s in record.seats:
        s = s if isinstance(s, dict) else {}
        seats.append(seat_from(s.get("kind"), s.get("level"), s.get("name")))
    return GameSetup(record.variant, dict(record.options), record.players, record.partnerships,
                     seats or [SeatSetup(HUMAN)], None)


# How the names of the files the program writes by itself begin (the
# autosave, its previous copy, a damaged one set aside: ``autosaver``).
OWN_PREFIX = "autosave."
# The folder the player last saved a game to or opened one from.
LAST_FOLDER_KEY = "files/last_folder"
_MOST_PATH_CHARS = 4096


def documents_folder() -> str:
    """The player's documents folder, or home if there is none."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def _app_data() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def _inside_app_data(folder: Path) -> bool:
    try:
        return folder.resolve().is_relative_to(_app_data().resolve())
    except (OSError, RuntimeError, ValueError):
        return False


def dialog_folder(settings: QSettings | None = None) -> str:
    """Where Save and Open open: the folder the player last used, else
    their documents.  Never the program's own data folder: it is hidden,
    and the autosave there could be overwritten by one click."""
    value = (settings or QSettings()).value(LAST_FOLDER_KEY)
    if isinstance(value, str) and 0 < len(value) <= _MOST_PATH_CHARS and "\0" not in value:
        folder = Path(value)
        if folder.is_absolute() and folder.is_dir() and not _inside_app_data(folder):
            return value
    return documents_folder()


def remember_folder(path: str, settings: QSettings | None = None) -> None:
    """The folder of a game the player saved or opened, for the next dialog."""
    folder = Path(path).parent
    if len(str(folder)) <= _MOST_PATH_CHARS and not _inside_app_data(folder):
        (settings or QSettings()).setValue(LAST_FOLDER_KEY, str(folder))


def is_programs_own(path: str | Path) -> bool:
    """A file the program writes by itself (the autosave, its previous copy,
    a damaged one set aside: ``autosaver``'s names), which Save must not
    overwrite: the next move would overwrite the player's save in turn."""
    chosen = Path(path)
    try:
        own_folder = chosen.parent.resolve() == saves_folder().resolve()
    except (OSError, RuntimeError):
        return False
    return own_folder and chosen.name.lower().startswith(OWN_PREFIX)


def set_aside_what_blocks_saves() -> Text | None:
    """A plain file where the saves folder goes is damage like any other:
    moved to a dated name beside it, so the folder can be made.  Every
    write failed with the system's "File exists", and the notice advised
    freeing disk space (the eighth stranger's play-test of 6 December,
    finding 4).  The sentence for the start, or None (nothing was there,
    a folder or a link was, or it could not be moved)."""
    data = _app_data()
    blocked = data / SAVES_NAME
    try:
        plain = stat.S_ISREG(os.lstat(blocked).st_mode)
    except OSError:
        return None
    if not plain or set_aside(blocked) is None:
        return None
    return fill(SAVES_BLOCKED, name=SAVES_NAME, folder=str(data))


def saves_folder() -> Path:
    """The saves folder in the app's data folder, both made private (0700)
    if they can be.  When they cannot (a read-only home, a full disk), the
    path is still the answer: asking where the saves go must not fail, or
    a read-only home stopped the game at its start with a traceback (the
    26th stranger's install test, finding 4).  Readers then find no file;
    the writer makes the folder itself (``make_saves_folder``), and its
    failure is told as a save that failed."""
    try:
        return make_saves_folder()
    except OSError:
        return _app_data() / SAVES_NAME


def make_saves_folder() -> Path:
    """The saves folder, made (private) now, or ``OSError`` with the
    system's reason (read-only, no space) for the sentence that saving failed."""
    data = _app_data()
    private_folder(data)
    return private_folder(data / SAVES_NAME)


# --- reading: bytes -> checked JSON -> replayed record --------------------------------
def read_save_bytes(path: str | Path, what: str = WHAT, follow_links: bool = True) -> bytes:
    return read_file_bytes(path, what, MAX_FILE_BYTES, follow_links)


class NewerSave(InputRefused):
    """A save written by a newer version of Casino: not damaged, only not
    readable by this one (``core.NewerRecord``)."""


class ReplayStopped(Exception):
    """Raised by a watch of the replay (``seen``) to give the replay up: the
    player stopped opening a long save.  Not a damaged file."""


def load_game_bytes(data: bytes, what: str = WHAT, seen=None):
    """(setup, record, state) of a save's bytes, or ``InputRefused`` with
    one sentence.  Nothing else escapes, whatever the bytes are, but the
    ``ReplayStopped`` of ``seen``, which watches the replay (``record.play_texts``)."""
    try:
        record, state = load_record(data, what, seen)
        return setup_of(record), record, state
    except ReplayStopped:
        raise
    except InputRefused as err:
        _log_detail(err)
        raise
    except NewerRecord as err:
        raise NewerSave(_sentence(err.args[0], what)) from None
    except ValueError as err:  # RecordError, and any refusal of the engine's while replaying
        _log_detail(err)
        raise InputRefused(_sentence(err.args[0] if err.args and isinstance(err.args[0], str) else str(err),
                                     what)) from None
    except Exception as err:  # noqa: BLE001 - a file must never crash the window; the log keeps the kind
        _log.warning("a saved game could not be replayed (%s)", type(err).__name__)
        raise InputRefused(fill(DAMAGED, what=what)) from None


DAMAGED = N_("{what} cannot be replayed: it is damaged.")


def _log_detail(err: Exception) -> None:
    """What the sentence on screen leaves out (where the text broke off, the
    move's notation and the engine's reason), for whoever reads the log."""
    detail = getattr(err, "detail", "")
    if detail:
        _log.warning("a saved game was refused: %s", detail)


def _sentence(message: str, what: str) -> str:
    """The record's own sentence when it is one, a plain one otherwise."""
    flat = " ".join(message.split())
    if flat and flat[0].isupper() and flat.endswith(".") and len(flat) <= 300:
        return message if flat == message else flat  # a Text of the core's stays one (it can be translated)
    return fill(DAMAGED, what=what)


def load_game_file(path: str | Path, what: str = WHAT, follow_links: bool = True, seen=None):
    """(setup, record, state) of a save on disk, or ``InputRefused``.  The
    autosave is read without following links (``safe_json.read_file_bytes``);
    a file the player chose in Open may be a link they made.  ``seen``
    watches the replay (``record.play_texts``)."""
    return load_game_bytes(read_save_bytes(path, what, follow_links), what, seen)


# --- the dialogs ------------------------------------------------------------------------
def with_suffix(path: str) -> str:
    """A typed name without ``.casino.json`` gets it, so Open lists the file."""
    return path if path.lower().endswith(SUFFIX) else path + SUFFIX


def saved_name(path: str) -> str:
    """The save's name as the player typed it: "mygame" for
    ".../saves/mygame.casino.json"."""
    name = Path(path).name
    return name[:-len(SUFFIX)] if name.lower().endswith(SUFFIX) and len(name) > len(SUFFIX) else name


def suggested_file_name() -> str:
    """``SUGGESTED_NAME`` in the player's language with the suffix, safe as a
    file name whatever the translation holds; "game" if nothing of it is."""
    word = "".join(c for c in say(SUGGESTED_NAME) if c not in _NOT_IN_A_NAME and c.isprintable()).strip(" .")
    return (word or "game") + SUFFIX


def save_dialog(parent: QWidget, make_record: Callable[[], GameRecord], folder: str | None = None,
                settings: QSettings | None = None) -> str | None:
    """Ask where, then write ``make_record()``: made once the place is
    chosen, so a computer's move that landed while the dialog was open is in
    the file, as it is in the play log the player saw (it once was not)."""
    suggested = str(Path(folder or dialog_folder(settings)) / suggested_file_name())
    while True:
        path, _ = QFileDialog.getSaveFileName(parent, tr("Save Game"), suggested, say(FILTER))
        if not path:
            return None
        path = with_suffix(path)
        if not is_programs_own(path):
            break
        QMessageBox.warning(parent, tr("Save Game"),
                            tr("That file is where the program keeps your game by itself after every move: "
                               "choose another name or folder."))
        suggested = str(Path(dialog_folder(settings)) / suggested_file_name())
    try:
        write_atomically(path, make_record().to_json().encode("utf-8"))
    except (OSError, ValueError) as err:  # ValueError: text that cannot be encoded, never silently lost
        reason = getattr(err, "strerror", None) or tr("the system refused", note="why a file could not be written")
        QMessageBox.warning(parent, tr("Save Game"), tr("The game could not be saved: {reason}.", reason=reason))
        return None
    remember_folder(path, settings)
    return path


def open_dialog(parent: QWidget, settings: QSettings | None = None) -> str | None:
    """The save the player chose to open, or None."""
    path, _ = QFileDialog.getOpenFileName(parent, tr("Open Game"), dialog_folder(settings), say(FILTER))
    if path:
        remember_folder(path, settings)
    return path or None


def refuse_to_open(parent: QWidget, sentence: str) -> None:
    """Why a chosen save cannot be opened, in a message box."""
    QMessageBox.warning(parent, tr("Open Game"), say(sentence))


def read_game(parent: QWidget | None, path: str):
    """(setup, record, state) read on the caller's thread, or None after the
    reason is shown in a message box (no box without a parent).  For tests
    and scripts: Game › Open reads on a worker thread (``opening``)."""
    try:
        return load_game_file(path)
    except InputRefused as err:
        if parent is not None:
            refuse_to_open(parent, err.args[0] if err.args else str(err))
        return None


def save_current_game(window, folder: str | None = None) -> None:
    """Game › Save Game: the window's game as a record, where the player
    chooses (the dialog opens in ``folder``, else where ``dialog_folder`` says)."""
    c = window.controller
    if c.state is not None:
        seed = c.state.seed  # the match's deal; its moves are read when the file is written
        path = save_dialog(window, lambda: record_of(window.setup, seed, list(c.moves), c.match_id,
                                                     c.round_dealt_unplayed()), folder, window.settings)
        if path:
            # The name the player typed, not the folders around it (they chose the place).
            # Quoted: a name in the player's words read as a sentence ("Saved as game.",
            # Swedish "Sparat som parti.": "saved as a game"), the eighth stranger's play-test.
            window.statusBar().showMessage(tr("Saved as \u201c{name}\u201d.",
                                              note="{name}: the name the player gave the saved file; keep it quoted "
                                                   "in your language's quotation marks",
                                              name=saved_name(path)))
