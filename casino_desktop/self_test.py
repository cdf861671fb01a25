"""`casino-desktop --self-test`: prove that a build (frozen or not) can run.

A frozen bundle can start and still be broken: a resource left out of the
spec's ``datas``, an image-format plugin trimmed too far, Qt's translations
missing. A pixel check is not enough (a missing SVG just paints nothing), so
every check here asserts that the thing *loaded*: renderer valid, image not
null, translator not empty. Then the app's own ``play_round`` runs a round.

Result: one line on stdout, and 0 (all good) or 1 (the line names what failed).
The packaging scripts run this offscreen and under Xvfb on the built bundle.
A windowed Windows build has no stdout at all, so the line also goes to the
file named by $CASINO_SELF_TEST_REPORT when that is set.
"""
from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path
from typing import Callable

from casino_desktop.core.safe_json import InputRefused, read_json_file

DATA_DIR = Path(__file__).resolve().parent / "data"
# Written by the PyInstaller spec into the bundle: the data files the build
# meant to ship. Frozen, the self-test checks against this list, so a file that
# never made it into the bundle is reported instead of silently not looked at.
BUNDLED_DATA_LIST = Path(__file__).resolve().parent / "bundled_data.txt"

_IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".gif", ".bmp", ".webp", ".ico"}
_TEXT_SUFFIXES = {".txt", ".md", ".csv", ".ini", ".desktop", ".xml", ".ts"}


def _expected_data_files() -> list[Path]:
    if BUNDLED_DATA_LIST.is_file():
        names = BUNDLED_DATA_LIST.read_text(encoding="utf-8").split("\n")
        return [DATA_DIR / n for n in names if n.strip()]
    if not DATA_DIR.is_dir():
        return []
    return sorted(p for p in DATA_DIR.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts
                  and not p.name.startswith(".") and p.suffix != ".pyc")


def _check_data_file(path: Path) -> str | None:
    """None if ``path`` loads the way the game will load it, else why not."""
    from PySide6.QtGui import QFontDatabase, QImageReader
    from PySide6.QtCore import QTranslator
    from PySide6.QtSvg import QSvgRenderer

    if not path.is_file():
        return "is missing"
    suffix = path.suffix.lower()
    try:
        if suffix in (".svg", ".svgz"):
            return None if QSvgRenderer(str(path)).isValid() else "is not a valid SVG"
        if suffix in _IMAGE_SUFFIXES:
            reader = QImageReader(str(path))
            return None if not reader.read().isNull() else f"did not decode ({reader.errorString()})"
        if suffix == ".qm":
            tr = QTranslator()
            return None if tr.load(str(path)) and not tr.isEmpty() else "is not a loadable translation"
        if suffix in (".ttf", ".otf"):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id == -1:
                return "is not a loadable font"
            QFontDatabase.removeApplicationFont(font_id)
            return None
        if suffix == ".wav":
            # Loaded inside the check: a piece missing from a bundle fails the check, not the self-test.
            from casino_desktop.qt.sound_output import read_sound
            return None if len(read_sound(path)) else "is an empty sound"
        if suffix == ".json":
            read_json_file(path, path.name)
        elif suffix == ".toml":
            tomllib.loads(path.read_text(encoding="utf-8"))
        elif suffix in _TEXT_SUFFIXES:
            path.read_text(encoding="utf-8")
        else:
            path.read_bytes()  # sounds and the like: at least readable
    except InputRefused as exc:
        return f"did not load ({exc})"
    except (OSError, ValueError) as exc:  # TOML/Unicode errors are ValueErrors
        return f"did not load ({type(exc).__name__}: {exc})"
    return None


def _check_icon() -> str | None:
    # Loaded inside the check: a piece missing from a bundle fails the check, not the self-test.
    from PySide6.QtCore import QSize
    from casino_desktop.qt.app_icon import ICON_SIZES, app_icon

    icon = app_icon()
    if icon.isNull():
        return "the app icon is empty"
    have = set(icon.availableSizes())
    missing = [s for s in ICON_SIZES if QSize(s, s) not in have]
    if missing:
        return f"the app icon lacks the sizes {missing}"
    image = icon.pixmap(QSize(48, 48)).toImage()
    # The centre is covered by a card; transparent there means nothing was drawn.
    if image.isNull() or image.pixelColor(24, 24).alpha() == 0:
        return "the app icon renders blank"
    return None


def _check_sound_library() -> str | None:
    """The library View › Sound plays through (its compiled part and cffi's)."""
    try:
        import miniaudio  # noqa: F401  (the check is whether it imports)
    except ImportError as exc:
        return f"the sound library does not load ({exc})"
    return None


def _check_qt_runtime() -> str | None:
    """Plugins and translations that the spec's trimming must keep."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
    from PySide6.QtGui import QImageReader

    formats = {bytes(f).decode() for f in QImageReader.supportedImageFormats()}  # type: ignore[call-overload]  # a QByteArray is a buffer
    if "svg" not in formats:
        return "Qt's SVG image-format plugin is missing"
    tr = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not tr.load(QLocale("de"), "qtbase", "_", folder) or tr.isEmpty():
        return f"Qt's own translations (qtbase_de.qm) are missing from {folder}"
    return None


# A sentence every catalog translates: the words on screen are no longer English.
KNOWN_TEMPLATE = "Your turn."


def _check_languages() -> tuple[str | None, list[str]]:
    """Load every language the game speaks, as View › Language would: (what
    failed or None, one note per language).  English is put back after."""
    # Loaded inside the check: a piece missing from a bundle fails the check, not the self-test.
    from PySide6.QtCore import QCoreApplication, QTranslator
    from casino_desktop.core.templates import CONTEXT
    from casino_desktop.i18n import LANGUAGES
    from casino_desktop.qt.catalogs import compiled_catalog, install_language
    failures, notes = [], []
    try:
        for code in LANGUAGES:
            try:
                qm = compiled_catalog(code)
            except OSError as exc:
                failures.append(f"the catalog of {code} is missing ({exc})")
                continue
            catalog = QTranslator()
            if not catalog.load(str(qm)):
                failures.append(f"the catalog of {code} does not load")
                continue
            if catalog.isEmpty():
                failures.append(f"the catalog of {code} is empty")
                continue
            problem = install_language(code)
            if problem:
                failures.append(f"the language {code} did not load ({problem})")
                continue
            if QCoreApplication.translate(CONTEXT, KNOWN_TEMPLATE) == KNOWN_TEMPLATE:
                failures.append(f"the language {code} does not translate {KNOWN_TEMPLATE!r}")
                continue
            notes.append(code)
    finally:
        install_language("en")
    return ("; ".join(failures) or None), notes


def _report(line: str) -> None:
    print(line, flush=True)  # a no-op when sys.stdout is None (windowed app)
    target = os.environ.get("CASINO_SELF_TEST_REPORT")
    if target:
        Path(target).write_text(line + "\n", encoding="utf-8")


def run_self_test(play_round: Callable[[], None] | None) -> int:
    """Check resources, Qt plugins and translations, then play a round; 0 if all passed.

    Needs no window. Creates a QApplication if the caller has none yet (the
    icon check needs QPixmap). ``play_round`` is the app's own headless round;
    any exception from it counts as a failure.
    """
    # Qt only once the self-test runs (the module is read by builds with no screen).
    from PySide6.QtWidgets import QApplication
    from casino_desktop.qt.gui_collector import install
    app: QApplication = QApplication.instance() or QApplication(sys.argv[:1])  # type: ignore[assignment]  # the application is a QApplication
    install(app)  # as in the game: cycles die on the window's thread
    failures: list[str] = []

    def note(problem: str | None) -> None:
        if problem:
            failures.append(problem)

    try:
        note(_check_icon())
        note(_check_qt_runtime())
        note(_check_sound_library())
        problem, languages = _check_languages()
        note(problem)
        files = _expected_data_files()
        for path in files:
            problem = _check_data_file(path)
            if problem:
                failures.append(f"data file {path.relative_to(DATA_DIR).as_posix()} {problem}")
    except Exception as exc:  # a check itself crashing is a failure, not a traceback
        failures.append(f"a resource check crashed ({type(exc).__name__}: {exc})")
        files, languages = [], []
    if play_round is not None and not failures:
        try:
            play_round()
        except Exception as exc:
            failures.append(f"playing a round raised {type(exc).__name__}: {exc}")

    if failures:
        _report(f"Self-test failed: {'; '.join(failures)}.")
        return 1
    round_note = "played a round" if play_round is not None else "no round played"
    _report(f"Self-test passed: icon, Qt plugins and translations, languages {', '.join(languages)} loaded, "
            f"{len(files)} data file(s) loaded, {round_note} (platform {app.platformName()}).")
    return 0
