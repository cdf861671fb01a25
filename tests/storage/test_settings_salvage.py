"""A damaged settings file keeps every setting that can still be read
(the playtest of 6 December 2026, finding 2: a file cut in half in its
[guide] section lost the intact [game] and [view] choices too)."""
from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import QByteArray, QSettings

from casino_desktop.qt.game.setup import GameSetup, SeatSetup, load_setup, load_speed, save_setup
from casino_desktop.storage import data_files
from casino_desktop.storage.data_files import set_aside_damaged_settings
from casino_desktop.storage.settings_salvage import salvage
from casino_desktop.storage.settings_salvage import ALL_LOST, SOME_LOST
from casino_desktop.storage.user_folders import settings_files


def _readable(data: bytes) -> str:
    return salvage(data).text


def _players_file() -> bytes:
    """A settings file as the game writes it: the New Game choices, the
    language and speed, the guide's and the window's keys after them."""
    path = settings_files()[0]
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    save_setup(GameSetup("swedish-kasino", {"compulsory_capture": True}, 2, False,
                         [SeatSetup("human", name="Kim"), SeatSetup("computer", "beginner")]), settings)
    settings.setValue("view/speed", "instant")
    settings.setValue("view/language", "sv")
    for n in range(12):
        settings.setValue(f"guide/step_{n:02}", f"seen on day {n}")
    settings.setValue("window/geometry", QByteArray(bytes(range(256))))
    settings.sync()
    data = path.read_bytes()
    assert data.index(b"[game]") < data.index(b"[guide]") < data.index(b"[window]")
    return data


def _template(said):
    return said.template


def _aside(path) -> list[bytes]:
    return [p.read_bytes() for p in path.parent.iterdir() if p.name.startswith(path.stem + ".damaged-")]


def test_a_settings_file_cut_in_half_keeps_what_was_before_the_cut():
    path = settings_files()[0]
    data = _players_file()
    cut = data[:len(data) // 2]  # in the window's geometry, after the guide's keys and the view's (Qt sorts them)
    assert cut.index(b"[view]") < data.index(b"[window]") < len(cut)
    path.write_bytes(cut)
    assert _template(set_aside_damaged_settings()) == SOME_LOST
    assert _aside(path) == [cut]  # set aside whole, as before
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    setup = load_setup(settings)
    assert (setup.variant_id, setup.options, setup.seats[0].name, setup.seats[1].level) == \
        ("swedish-kasino", {"compulsory_capture": True}, "Kim", "beginner")
    assert (load_speed(settings), settings.value("view/language")) == ("instant", "sv")
    assert [settings.value(f"guide/step_{n:02}") for n in range(12)] == [f"seen on day {n}" for n in range(12)]
    assert settings.value("window/geometry") is None  # the line cut short
    assert set_aside_damaged_settings() is None  # the file written back is no damage


def test_a_cut_in_one_section_keeps_the_sections_before_it():
    path = settings_files()[0]
    data = _players_file()
    path.write_bytes(data[:data.index(b"[guide]") + 40])  # the playtest's: cut among the guide's keys
    assert _template(set_aside_damaged_settings()) == SOME_LOST
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    assert load_setup(settings).variant_id == "swedish-kasino" and settings.value("guide/step_00") == "seen on day 0"
    assert settings.value("view/speed") is None


def test_a_value_cut_short_is_not_read_as_another_value():
    path = settings_files()[0]
    data = _players_file()
    cut = data[:data.index(b"players=2") + len(b"players=")]
    path.write_bytes(cut + b"4")  # "players=4" without its line end: maybe "players=42" once
    assert _template(set_aside_damaged_settings()) == SOME_LOST
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    assert settings.value("game/players") is None and load_setup(settings).players == 2


def test_values_kept_are_still_checked_where_they_are_read():
    path = settings_files()[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"[view]\nspeed=warp\n[game]\nplayers=9\nvariant=no such game\n\x00junk")
    assert _template(set_aside_damaged_settings()) == SOME_LOST
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    assert load_speed(settings) == "normal" and load_setup(settings).players == 2


def test_nothing_readable_starts_afresh_as_before():
    path = settings_files()[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(range(256)) * 4)
    assert _template(set_aside_damaged_settings()) == ALL_LOST
    assert not os.path.lexists(path)


def test_readable_settings_keeps_whole_lines_only():
    text = _readable(b"\xef\xbb\xbf[a]\r\nx=1\r\njunk line\r\n[empty]\n; note\n[b]\ny=caf\xe9\nz=\\\n 2\n"
                             b"w=\\\n")
    assert text == "[a]\nx=1\n[b]\nz=\\\n 2\n"
    assert _readable(b"[a]\nx=1") == "" and _readable(b"") == ""
    assert _readable(b"[a]\nx=" + b"1" * data_files.SETTINGS_MOST_BYTES + b"\n") == ""


@pytest.mark.parametrize("seed", range(40))
def test_any_bytes_are_read_quickly_and_written_back_as_no_damage(seed):
    """Whatever a damaged file holds, what is written back is a file Qt
    could have written (no second setting aside at the next start)."""
    rng = random.Random(seed)
    data = _players_file() if seed % 2 else b""
    data = bytearray(data + bytes(rng.randrange(256) for _ in range(rng.randrange(2000))))
    for _ in range(rng.randrange(20)):
        if data:
            data[rng.randrange(len(data))] = rng.choice(b"\n\\[]=;#\x00\xff\r")
    path = settings_files()[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(data))
    set_aside_damaged_settings()
    assert set_aside_damaged_settings() is None
