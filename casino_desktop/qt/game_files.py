"""Game > Save and Open: the core's versioned JSON records (replayed on load,
never pickled).  The record keeps the variant, house rules, seats, seed and
every move as text; loading replays the moves through the engine, so a
damaged file is refused whole with the core's sentence.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from casino_desktop.core.record import GameRecord, RecordError, load_record
from casino_desktop.qt.game_setup import HUMAN, GameSetup, SeatSetup, seat_from

FILTER = "Casino games (*.casino.json);;All files (*)"


def record_of(setup: GameSetup, seed: int, moves: list[str], match_id: str = "") -> GameRecord:
    seats = [{"kind": s.kind, "level": s.level} | ({"name": s.name} if s.name else {}) for s in setup.seat_list()]
    return GameRecord(setup.variant_id, dict(setup.options), setup.players, setup.partnerships, seed, seats,
                      list(moves), match_id)


def setup_of(record: GameRecord) -> GameSetup:
    seats = []
    for s in record.seats:
        s = s if isinstance(s, dict) else {}
        seats.append(seat_from(s.get("kind"), s.get("level"), s.get("name")))
    return GameSetup(record.variant, dict(record.options), record.players, record.partnerships,
                     seats or [SeatSetup(HUMAN)], record.seed)


def _folder() -> str:
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return str(folder)


def save_dialog(parent: QWidget, record: GameRecord) -> str | None:
    path, _ = QFileDialog.getSaveFileName(parent, "Save Game", _folder() + "/game.casino.json", FILTER)
    if not path:
        return None
    try:
        Path(path).write_text(record.to_json(), encoding="utf-8")
    except OSError as err:
        QMessageBox.warning(parent, "Save Game", f"The game could not be saved: {err.strerror}.")
        return None
    return path


def open_dialog(parent: QWidget):
    """(setup, record, state) of a chosen file, or None."""
    path, _ = QFileDialog.getOpenFileName(parent, "Open Game", _folder(), FILTER)
    if not path:
        return None
    return read_game(parent, path)


def read_game(parent: QWidget | None, path: str):
    try:
        record, state = load_record(Path(path).read_text(encoding="utf-8"))
    except (OSError, RecordError) as err:
        if parent is not None:
            QMessageBox.warning(parent, "Open Game", str(getattr(err, "strerror", None) or err))
        return None
    return setup_of(record), record, state


# --- autosave: an unfinished game survives quitting ---------------------------------
AUTOSAVE_NAME = "autosave.casino.json"


def autosave_path() -> Path:
    return Path(_folder()) / AUTOSAVE_NAME


def write_autosave(record: GameRecord) -> None:
    try:
        autosave_path().write_text(record.to_json(), encoding="utf-8")
    except OSError:
        pass  # quitting must never fail because the disk is full


def clear_autosave() -> None:
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError:
        pass


def read_autosave():
    """(setup, record, state) of the unfinished game, None if there is none,
    or the reason (a string) if the file cannot be replayed."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        record, state = load_record(path.read_text(encoding="utf-8"))
    except (OSError, RecordError) as err:
        return str(getattr(err, "strerror", None) or err)
    return setup_of(record), record, state
