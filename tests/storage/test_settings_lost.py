"""A damaged settings file's sentence names, in a player's words, the
settings that went back to their defaults, and the folder the damaged copy
is kept in (the re-test of 6 December 2026: a file cut in half lost the
language, and the sentence said only "the rest start afresh", in English,
and not where the copy was)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QSettings

from casino_desktop.storage.data_files import set_aside_damaged_settings
from casino_desktop.storage.settings_salvage import (ALL_LOST, CHOICES, NONE_LOST, SOME_LOST, damage_sentence,
                                                     lost_settings, salvage)
from casino_desktop.storage.user_folders import settings_files
from tests.work_count import lines_run

LABELS = [str(label) for label, _keys in CHOICES]


def _every_setting() -> bytes:
    """A settings file written by Qt holding every setting the player can
    choose (a key for each of the groups under a prefix)."""
    path = settings_files()[0]
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    for _label, keys in CHOICES:
        for key in keys:
            settings.setValue(key + "kept" if key.endswith("/") else key, f"value of {key}")
    settings.setValue("window/geometry", QByteArray(bytes(range(64))))
    settings.setValue("migration/unnamed_organization", "2026-12-06T01:00:00+00:00")
    settings.sync()
    return path.read_bytes()


def _named(said) -> list[str]:
    """The settings a sentence lists, one a line after its bullet."""
    return [line.removeprefix("\u2022 ") for line in str(said).split("\n")[1:]]


def _survivors() -> set[str]:
    return set(QSettings(str(settings_files()[0]), QSettings.Format.IniFormat).allKeys())


def test_a_file_cut_anywhere_names_exactly_the_settings_that_did_not_survive():
    path = settings_files()[0]
    data = _every_setting()
    lines = data.split(b"\n")
    starts = [sum(len(line) + 1 for line in lines[:i]) for i in range(len(lines))]
    cuts = [start + max(1, len(line) // 2) for start, line in zip(starts, lines) if line]
    assert len(cuts) > 30
    for cut in cuts:  # in the middle of each line: every section, header and key
        path.write_bytes(data[:cut])
        said = set_aside_damaged_settings()
        survivors = _survivors()
        # A group of keys under a prefix (seats kept at network tables) may
        # have had more after its last one read when the damage follows it.
        last = [line for line in data[:cut].split(b"\n")[:-1] if line.strip()][-1:]
        after_prefix = {k for _label, keys in CHOICES for k in keys
                        if k.endswith("/") and last and last[0].startswith(k.partition("/")[2].replace("/", "\\").encode())}
        gone = [str(label) for label, keys in CHOICES
                if not all(any(s == k or (k.endswith("/") and s.startswith(k)) for s in survivors) for k in keys)
                or after_prefix & set(keys)]
        assert gone, cut  # the last line is always one of the player's settings here
        if survivors:
            assert said.template == SOME_LOST and _named(said) == gone, (cut, data[:cut][-40:])
            assert str(path.parent) in said.split("\n")[0]
        else:
            assert said.template == ALL_LOST and str(path.parent) in said
        path.unlink(missing_ok=True)


def test_a_setting_never_in_the_file_is_not_named_unless_the_damage_lay_where_it_would_be():
    """The playtest's file: the New Game choices, the guide, the language,
    the speed and the window (Qt sorts sections and keys, so a missing
    setting between two lines read was never there)."""
    data = (b"[game]\nplayers=2\nvariant=finnish-kasino\n\n[guide]\noffered=true\n\n"
            b"[migration]\nunnamed_organization=2026-12-06T03:44:35+00:00\n\n[view]\nlanguage=fi\nspeed=instant\n\n"
            b"[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0)\n")
    window = data.index(b"[window]")
    assert [str(x) for x in lost_settings(salvage(data[:window + 20]))] == ["The window's size and place"]
    speed = data.index(b"speed=")
    assert [str(x) for x in lost_settings(salvage(data[:speed + 3]))] == [  # what sorts after the language
        "The animation speed", "The window's size and place", "The side panel shown or hidden",
        "The toolbar shown or hidden", "Sound on or off", "Cards still out and the four-colour deck",
        "Table in words, high contrast and large cards"]
    # The re-test's cut, in the [migration] header: the view's and the window's settings may have been there.
    lost = [str(x) for x in lost_settings(salvage(data[:data.index(b"[migration]") + 5]))]
    assert {"The language", "The animation speed", "The window's size and place"} <= set(lost)
    assert "The game, house rules, players and names chosen in New Game" not in lost
    assert "That the guided first game was offered (it may be offered again)" not in lost


def test_a_garbled_line_names_its_own_setting_and_a_garbled_section_its_settings():
    data = b"[view]\nlanguage=f\x00i\nspeed=fast\n\n[window]\ngeometry=x\n"
    assert [str(x) for x in lost_settings(salvage(data))] == ["The language"]
    data = b"[game]\nvariant=casino\n[vi\x00ew]\nlanguage=fi\nspeed=fast\n[window]\ngeometry=x\n"
    found = salvage(data)
    assert "language=fi" not in found.text and "[window]" in found.text  # not kept under [game]
    lost = [str(x) for x in lost_settings(found)]
    assert {"The language", "The animation speed", "Sound on or off"} <= set(lost)
    assert "The window's size and place" not in lost
    assert "The game, house rules, players and names chosen in New Game" not in lost  # its last key was read


def test_when_nothing_the_player_chose_was_lost_the_sentence_says_less(tmp_path):
    path = settings_files()[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"[game]\nvariant=casino\n\n[window]\ngeometry=x\n\x00\x00")  # junk after the last line
    said = set_aside_damaged_settings()
    assert said.template == NONE_LOST and str(path.parent) in said and "\n" not in said
    assert len(said) < len(damage_sentence(str(path.parent), salvage(b"[view]\nlanguage=f")))


def test_a_file_out_of_qts_order_names_every_setting_not_read():
    data = b"[window]\ngeometry=x\n[game]\nplayers=2\n\x00junk\n[view]\nspeed=fast\n"
    lost = [str(x) for x in lost_settings(salvage(data))]
    assert "The language" in lost and "The window's size and place" not in lost and len(lost) == len(LABELS) - 2


@pytest.mark.parametrize("count", [1, 2])
def test_the_list_is_whole_labels_one_a_line(count):
    data = b"[view]\nspeed=x\ntoolbar=\x00\n[window]\ngeometry=x\n" if count == 1 else b"[game]\nvariant=v\n[view]\nspeed=f"
    said = damage_sentence("/home/kim/.config/CasinoDesktop", salvage(data))
    assert said.template == SOME_LOST and said.count == len(_named(said))
    assert all(name in LABELS for name in _named(said)) and (count == 1) == (len(_named(said)) == 1)
    assert said.startswith("Your settings file was damaged; the damaged file is kept in /home/kim/.config/CasinoDesktop.")


# The program's own keys, which a player never chose: not named when lost.
# ("window/size" is the window's inside at its last close, a help to
# "window/geometry", which is named: lost alone, a restored window may come
# back a few pixels short of the screen; "window/filled", another help to it:
# lost alone, a window that filled its screen comes back at its last size.)
PROGRAM_OWN = {"migration/unnamed_organization", "stats/matches", "network/host_match_checked", "window/size",
               "window/filled"}
_SECTIONS = ("view", "game", "window", "cards", "coach", "files", "network", "guide", "migration", "stats")


def test_every_settings_key_the_game_uses_is_named_by_a_label_or_is_the_programs_own():
    """A setting added later must join ``CHOICES``, or its loss goes unsaid:
    every key literal in the package (``"view/speed"``, or a prefix such as
    ``"network/host_"`` built on at run time) is covered by a label's key."""
    import re
    from pathlib import Path

    import casino_desktop
    keys = set()
    pattern = re.compile(r"""f?["']((?:%s)/[A-Za-z_]*/?)(?:\{|["'])""" % "|".join(_SECTIONS))
    for source in Path(casino_desktop.__file__).parent.rglob("*.py"):
        keys.update(pattern.findall(source.read_text(encoding="utf-8")))
    assert "view/speed" in keys and "network/host_" in keys  # the scan sees literals and f-string prefixes
    covered = [key for _label, group in CHOICES for key in group]
    unnamed = sorted(key for key in keys - PROGRAM_OWN
                     if not any(key == known or key.startswith(known) and known.endswith("/")
                                or known.startswith(key) and not key.endswith("/") and key.endswith("_")
                                for known in covered))
    assert unnamed == []


def _lines_run_to_read(damaged_lines: int) -> int:
    """Lines run to read a settings file of ``damaged_lines`` damaged lines
    between two settings and tell what they cost."""
    data = b"[view]\nlanguage=sv\n" + b"\x01\n" * damaged_lines + b"[window]\ngeometry=1\n"
    return lines_run(lambda: lost_settings(salvage(data)))


def test_a_file_of_damaged_lines_is_read_in_work_that_grows_with_its_length_not_its_square():
    """A quarter of a megabyte of damaged lines (the most read) once took four
    minutes at start-up: each damaged line looked back over the whole file for
    the setting before it."""
    small, large = _lines_run_to_read(1000), _lines_run_to_read(4000)
    assert large < 5 * small  # four times the lines: about four times the work, not sixteen
