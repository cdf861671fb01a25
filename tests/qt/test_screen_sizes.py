"""Any screen from 1024x600 up: every window and dialog, rendered on each
screen size (and at 200% scaling), has nothing cut off by its parent or the
screen, no widgets drawn over each other and no text wider than its widget.

A screen's size is fixed when the application starts, so each screen is a
child process (``screen_probe.py``) on the offscreen platform with a screen
of that size; the processes run side by side and this module reads what
each found (``layout_check.py``).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from casino_desktop.qt.screen_fit import NARROW_SCREEN, fitted_size, window_title
from casino_desktop.i18n import LANGUAGES as CATALOG_LANGUAGES
from casino_desktop.i18n.ts_file import read_ts

from .pseudo_locale import pseudo
from .table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

ROOT = Path(__file__).resolve().parents[2]
# (physical width, height, scale factor): the logical screen is the size divided by the scale.
SCREENS = [(1024, 600, 1), (1024, 768, 1), (1366, 768, 1), (1280, 800, 1), (1920, 1080, 1),
           (2048, 1536, 2), (3840, 2160, 2), (1920, 1080, 2)]
WINDOWS = ["main window mid-game", "main window, side panel folded", "statistics", "rules window",
           "how to play", "the match guard's question", "round dialog", "round dialog after twenty rounds",
           "round review", "main window, four seats", "round dialog, four seats"] + [f"New Game, {n} seats, {tab} tab" for n in (2, 3, 4)
                              for tab in ("Deal", "Capturing", "Building", "Scoring", "Match")]


def _screen_id(screen) -> str:
    w, h, scale = screen
    return f"{w}x{h}" + (f"@{scale * 100}%" if scale != 1 else "")


# English, the pseudo-language (40 % longer than English: tests/qt/pseudo_locale.py)
# and every language the game speaks, from its real catalog.
LANGUAGES = ["en", "pseudo"] + sorted(CATALOG_LANGUAGES)
PARALLEL = 8  # child processes at once
# The default run: the translation whose labels run longest, on the screen
# where words run out of room first (the narrowest), and the pseudo-language
# (English's words made 40 % longer) there, on a high-DPI screen and on a
# wide one (where the side panel starts shown: the wide screen's probe is
# read by the default run's comparison of screens anyway).  The other pairs,
# English itself and the other translations among them, are in the slow
# tier (all passed when measured), of which CI runs a rotating slice: each
# probe is a process that opens every window, about 3 s of CPU.
NARROWEST = (1024, 600, 1)
PSEUDO_SCREENS = [NARROWEST, (1920, 1080, 2), (1920, 1080, 1)]
SHORT_LABEL = 60  # characters: a menu entry, a button, a column's heading, not a paragraph
DEFAULT_TRANSLATIONS = 1


def _label_stretch(language: str) -> float:
    """How much longer the catalog's short labels are than English's."""
    entries = read_ts(ROOT / "casino_desktop" / "i18n" / f"casino_{language}.ts")
    english = theirs = 0
    for (source, _note), entry in entries.items():
        if len(source) < SHORT_LABEL and entry.translations and entry.translations[0]:
            english += len(source)
            theirs += len(entry.translations[0])
    return theirs / max(1, english)


# The translation whose labels run longest (measured 2026-12-05:
# Indonesian 1.14, Finnish and Spanish 1.12, Russian 1.05, Swedish 1.01,
# Norwegian 1.00; the pseudo-language makes every word 1.4 times as long):
# the others wait for the slow tier, as the pseudo-language, probed on the
# same screen by default, is longer than any of them.
LONGEST_TRANSLATIONS = sorted(CATALOG_LANGUAGES, key=_label_stretch, reverse=True)[:DEFAULT_TRANSLATIONS]


def _by_default(screen, language) -> bool:
    return (screen == NARROWEST and language in LONGEST_TRANSLATIONS) or (
        language == "pseudo" and screen in PSEUDO_SCREENS)


def _cases() -> list:
    """Every (screen, language) pair; the slow ones dealt to CI's slices in
    turn (``slice_order``), so that each slice starts as many probe
    processes: by the hash of their ids one slice got 13 probes and another
    8, and the one with 13 was CI's longest (2026-12-07)."""
    cases, dealt = [], 0
    for screen in SCREENS:
        for language in LANGUAGES:
            marks = []
            if not _by_default(screen, language):
                marks = [pytest.mark.slow, pytest.mark.ci_slice, pytest.mark.slice_order(dealt)]
                dealt += 1
            cases.append(pytest.param(screen, language, id=f"{_screen_id(screen)}-{language}", marks=marks))
    return cases


CASES = _cases()


def _wanted(session) -> list:
    """The (screen, language) pairs the selected tests of this module read."""
    pairs = []
    for item in session.items:
        spec = getattr(item, "callspec", None)
        if item.module.__name__ == __name__ and spec and "screen" in spec.params:
            found = [(spec.params["screen"], spec.params["language"])]
            if "compared" in spec.params:  # a test comparing two screens reads both
                found.append((spec.params["compared"], spec.params["language"]))
            pairs += [pair for pair in found if pair not in pairs]
    return pairs


def _start(screen, language, folder, catalog):
    w, h, scale = screen
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "probe", "x": 0, "y": 0, "width": w, "height": h,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=str(scale))
    if language == "pseudo":
        env["CASINO_PROBE_CATALOG"] = str(catalog)
    elif language != "en":
        env["CASINO_PROBE_LANGUAGE"] = language
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(folder / name.lower())
    out = folder / "found.json"
    proc = subprocess.Popen([sys.executable, "-m", "tests.qt.screen_probe", str(out)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return proc, out


def _spoken(language: str) -> list[str]:
    """What the probe reports it spoke: the language and its Game menu's title."""
    if language == "en":
        return ["en", "&Game"]
    if language == "pseudo":
        return ["xx", pseudo("&Game")]
    entry = read_ts(ROOT / "casino_desktop" / "i18n" / f"casino_{language}.ts")[("&Game", "")]
    return [language, entry.translations[0]]


@pytest.fixture(scope="module")
def probes(tmp_path_factory, request, pseudo_catalog):
    """Every screen's findings in every language, the child processes run
    side by side (at most PARALLEL at once)."""
    from casino_desktop.qt.catalogs import compiled_catalog
    catalog = pseudo_catalog  # the session's, which other tests of this process share
    compiled_catalog("xx", catalog)  # once, here: the children find it compiled
    jobs = _wanted(request.session)
    found, running = {}, {}
    while jobs or running:
        while jobs and len(running) < PARALLEL:
            screen, language = jobs.pop(0)
            name = f"{language}-" + _screen_id(screen).replace("@", "-").replace("%", "")
            running[(screen, language)] = _start(screen, language, tmp_path_factory.mktemp(name), catalog)
        key = next(iter(running))
        proc, out = running.pop(key)
        log, _ = proc.communicate(timeout=300)
        assert proc.returncode == 0, f"the probe on {_screen_id(key[0])} in {key[1]} failed:\n{log[-3000:]}"
        found[key] = json.loads(out.read_text(encoding="utf-8"))
    return found


@pytest.mark.parametrize("screen, language", CASES)
def test_every_window_and_dialog_fits_the_screen(probes, screen, language):
    found = probes[(screen, language)]
    w, h, scale = screen
    assert found["screen"] == [f"{w // scale}x{h // scale}@{scale}"]  # the probe saw the screen it was given
    # The probe spoke the language it was given (the pseudo-language's words are bracketed).
    assert found["language"] == _spoken(language)
    missing = [name for name in WINDOWS if name not in found]
    assert not missing, f"not rendered: {missing}"
    broken = {name: found[name] for name in WINDOWS if found[name]}
    assert not broken, f"on {_screen_id(screen)} in {language}: " + json.dumps(broken, indent=1)


@pytest.mark.parametrize("screen, language", CASES)
def test_window_opens_at_the_available_screen_size(probes, screen, language):
    """It used to open at 1280x800 on every screen: at 1024x768 the side
    panel and the status line were past the edges."""
    w, h, scale = screen
    width, height = (int(n) for n in probes[(screen, language)]["window size"][0].split("x"))
    assert width <= w // scale and height <= h // scale
    # The room it was given, less a window frame's allowance, is used.
    assert width >= w // scale - 16 and height >= h // scale - 48
    narrow = w // scale < NARROW_SCREEN
    assert probes[(screen, language)]["side panel at start"] == ["folded" if narrow else "shown"]


def test_window_title_does_not_say_casino_twice():
    assert window_title("Casino") == "Casino"
    assert window_title("Royal Casino") == "Royal Casino \u2014 Casino"
    assert window_title("Wippen") == "Wippen \u2014 Casino"


def test_casino_preset_title_reads_casino_not_casino_casino(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="casino")
    window.start_game()
    assert window.windowTitle() == "Casino"
    window.start_game(window.setup.__class__("royal-casino", {}, 2, False, window.setup.seats))
    assert window.windowTitle() == "Royal Casino \u2014 Casino"


def test_remembered_geometry_larger_than_the_screen_is_clamped(qtbot, tmp_path):
    """A size saved on a large monitor (here 2600x1700, partly left of the
    screen) must not open past the edges of a smaller one."""
    big = make_window(qtbot, tmp_path, size=None)
    big.setMinimumSize(2600, 1700)  # past what the window system would allow here
    big.resize(2600, 1700)
    big.move(-400, -300)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("window/geometry", big.saveGeometry())
    settings.sync()
    big.close()
    window = make_window(qtbot, tmp_path, size=None)
    room = window.screen().availableGeometry()
    assert room.contains(window.frameGeometry()), (window.frameGeometry(), room)


def test_folding_the_side_panel_gives_the_table_its_room(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, size=(1024, 700))
    window.act_panel.setChecked(True)
    qtbot.waitUntil(window.side.isVisible)
    before = window.view.width()
    window.act_panel.setChecked(False)
    qtbot.waitUntil(lambda: window.view.width() > before)
    assert window.view.width() >= window.width() - 2
    assert window.scene.width() >= window.view.viewport().width() - 1  # the felt is laid at the new width


def test_fitted_size_leaves_room_for_the_frame():
    from PySide6.QtCore import QRect, QSize
    assert fitted_size(QSize(1280, 800), QRect(0, 0, 1024, 768)) == QSize(1016, 732)
    assert fitted_size(QSize(600, 400), QRect(0, 0, 1024, 768)) == QSize(600, 400)


def test_cards_still_out_unfolds_a_folded_side_panel(qtbot, tmp_path):
    """On a narrow screen the panel starts folded: asking for the cards still
    out (F8), which are listed in it, must not show nothing."""
    window = make_window(qtbot, tmp_path)
    window.act_panel.setChecked(False)
    window.act_still_out.setChecked(False)
    window.act_still_out.trigger()
    assert window.act_panel.isChecked()
    qtbot.waitUntil(window.side.isVisible)


@pytest.mark.parametrize("screen, compared, language",
                         [pytest.param((1920, 1080, 1), NARROWEST, "pseudo", id="1920x1080-vs-1024x600-pseudo")])
def test_a_large_screen_gives_the_panel_and_dialogs_more_room(probes, screen, compared, language):
    """At 1920x1080 the side panel stayed about 260 px wide in small text
    beside a wide band of empty felt, and the score sheet and New Game kept
    the sizes chosen for 1024x768; the narrowest screen keeps its own."""
    large, narrow = probes[(screen, language)], probes[(compared, language)]
    panel_width, panel_points = (float(n) for n in large["side panel"])
    narrow_width, narrow_points = (float(n) for n in narrow["side panel"])
    assert panel_width >= 400 > 340 >= narrow_width
    assert panel_points >= 1.2 * narrow_points
    assert float(large["round dialog font"][0]) >= 1.2 * float(narrow["round dialog font"][0])
    new_game, new_game_points = (float(n) for n in large["New Game, 2 seats, size"])
    assert new_game >= 900 and new_game_points >= 1.2 * float(narrow["New Game, 2 seats, size"][1])
