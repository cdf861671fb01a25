"""The autosave and its previous copy are read and written without following
links: a link, pipe or folder under their names is set aside as damage, and
nothing it points to is resumed, chmod-ed or hard-linked into the saves folder."""
from __future__ import annotations

import os
import stat

import pytest

from casino_desktop.storage.atomic_file import write_atomically
from casino_desktop.core import legal_moves, new_game
from casino_desktop.core.variants import make_rules
from casino_desktop.qt.game.autosave_reading import read_autosave
from casino_desktop.qt.game.autosaver import autosave_path, previous_path
from casino_desktop.qt.game.files import record_of
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup

from ..table_helpers import make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _save_bytes(seed: int = 3, moved: bool = False) -> bytes:
    """A saved deal; ``moved``: with its first move played (a deal without
    one comes back unsaid, stranger 21)."""
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], seed)
    state = new_game(make_rules("casino", {}), 2, False, seed)
    moves = [legal_moves(state)[0].text()] if moved else []
    return record_of(setup, state.seed, moves, "ab12").to_json().encode("utf-8")


@pytest.fixture
def save_elsewhere(tmp_path):
    other = tmp_path / "elsewhere"
    other.mkdir()
    target = other / "mine.casino.json"
    target.write_bytes(_save_bytes())
    os.chmod(target, 0o644)
    return target


def _untouched(target):
    info = os.stat(target)
    assert stat.S_IMODE(info.st_mode) == 0o644 and info.st_nlink == 1
    assert target.read_bytes() == _save_bytes()


def _set_aside(name_start: str) -> list:
    return [p for p in autosave_path().parent.iterdir() if p.name.startswith(name_start) and "damaged" in p.name]


def test_a_linked_autosave_is_not_resumed_but_set_aside(qtbot, save_elsewhere):
    os.symlink(save_elsewhere, autosave_path())
    loaded, note = read_autosave()
    assert loaded is None and "could not be restored" in note
    assert not os.path.lexists(autosave_path()) and os.path.islink(_set_aside("autosave")[0])
    _untouched(save_elsewhere)


def test_a_dangling_autosave_link_is_set_aside(qtbot, tmp_path):
    os.symlink(tmp_path / "nowhere" / "x.casino.json", autosave_path())
    loaded, note = read_autosave()
    assert loaded is None and note
    assert not os.path.lexists(autosave_path()) and not (tmp_path / "nowhere").exists()


def test_writing_over_a_linked_autosave_replaces_the_link_not_its_target(qtbot, save_elsewhere):
    os.symlink(save_elsewhere, autosave_path())
    write_atomically(autosave_path(), _save_bytes(5), previous_path())
    assert stat.S_ISREG(os.lstat(autosave_path()).st_mode)
    assert not os.path.lexists(previous_path())  # no copy kept through the link
    _untouched(save_elsewhere)


@pytest.mark.parametrize("kind", ["link", "pipe", "folder"])
def test_an_odd_previous_copy_is_set_aside_so_copies_are_kept_again(qtbot, save_elsewhere, kind):
    {"link": lambda p: os.symlink(save_elsewhere, p), "pipe": os.mkfifo, "folder": os.mkdir}[kind](previous_path())
    autosave_path().write_bytes(_save_bytes(moved=True))
    loaded, note = read_autosave()
    assert loaded is not None and "is back" in note
    assert _set_aside("autosave.damaged")
    write_atomically(autosave_path(), _save_bytes(5), previous_path())
    assert previous_path().read_bytes() == _save_bytes(moved=True)
    _untouched(save_elsewhere)


def test_a_window_over_a_linked_autosave_starts_afresh_and_says_why(qtbot, tmp_path, save_elsewhere):
    os.symlink(save_elsewhere, autosave_path())
    window = make_window(qtbot, tmp_path, seed=2)
    window.resume_or_start()
    qtbot.waitUntil(lambda: window.resuming is None)
    window.comeback.lost_box.accept()  # North opens the deal once the player has read the box
    wait_for_human(qtbot, window)
    assert window.controller.match_id != "ab12"  # a new game, not the linked one
    assert any("could not be restored" in line for line in window.side.log.log_lines())
    window.close()
    _untouched(save_elsewhere)
