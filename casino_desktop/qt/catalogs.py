"""Load the player's language: our catalog and Qt's own, for the whole app.

The ``.ts`` catalogs ship with the package; Qt reads the compiled ``.qm``.
A frozen build carries them compiled (``packaging/casino-desktop.spec``
runs lrelease); an installed or source copy compiles a catalog once, with
the lrelease PySide6 ships, into the cache folder, named by the catalog's
hash so that an update compiles again.  A language that cannot be loaded
leaves the game in English and says why (``install_language`` returns the
sentence), never stops it.
"""
from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QStandardPaths, QTranslator
from PySide6.QtGui import QGuiApplication

from casino_desktop.i18n import CATALOGS, ENGLISH_NAME, LANGUAGES, catalog_file
from casino_desktop.qt.translate import set_translated, tr

SETTING = "view/language"  # "" or absent: follow the system


def language_names() -> list[tuple[str, str]]:
    """(code, the language's own name) for every language, English first."""
    return [("en", ENGLISH_NAME)] + [(code, name) for code, (_tag, _forms, name) in LANGUAGES.items()]


# A written language the game does not speak, and the one of ours its readers
# read best: a Nynorsk reader reads Bokmål far more easily than English (as
# Norwegian software falls back), and "no" is the older code of Norwegian.
CLOSEST = {"nn": "nb", "no": "nb"}


def system_language() -> str:
    """The system locale's language if the game speaks it (or its closest
    kin, ``CLOSEST``), else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        code = CLOSEST.get(code, code)
        if code in LANGUAGES or code == "en":
            return code
    return "en"


def chosen_language(settings) -> str:
    """View › Language's choice, or the system's language."""
    code = str(settings.value(SETTING, "") or "")
    return code if code in LANGUAGES or code == "en" else system_language()


def _lrelease() -> list[str]:
    import PySide6
    tool = Path(PySide6.__file__).resolve().parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    return [str(tool)]


def _cache_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or Path.home() / ".cache") / "catalogs"


def compiled_catalog(code: str, ts: Path | None = None) -> Path:
    """The ``.qm`` of language ``code``: the one shipped beside the ``.ts``,
    or one compiled into the cache; raises OSError if neither can be had."""
    shipped = (ts or catalog_file(code, CATALOGS)).with_suffix(".qm")
    ts = ts or shipped.with_suffix(".ts")
    # A frozen build ships every .qm compiled (and no lrelease): its copy's
    # times say nothing about which file is newer.
    if shipped.exists() and (getattr(sys, "frozen", False) or not ts.exists()
                             or shipped.stat().st_mtime >= ts.stat().st_mtime):
        return shipped
    data = ts.read_bytes()
    # A catalog named by a test is compiled beside it, never into the player's cache.
    folder = _cache_folder() if ts.parent == CATALOGS else ts.parent
    qm = folder / f"{ts.stem}-{hashlib.sha256(data).hexdigest()[:16]}.qm"
    if qm.exists():
        return qm
    folder.mkdir(parents=True, exist_ok=True)
    partial = qm.with_suffix(".part.qm")
    result = subprocess.run(_lrelease() + ["-silent", str(ts), "-qm", str(partial)],
                            capture_output=True, text=True, timeout=60)
    if result.returncode != 0 or not partial.exists():
        raise OSError(result.stderr.strip() or f"lrelease failed on {ts.name}")
    partial.replace(qm)  # whole or absent: a half-written catalog is never read
    return qm


class _Installed:
    translators: list[QTranslator] = []
    code = "en"


def current_language() -> str:
    return _Installed.code


def install_language(code: str, ts: Path | None = None) -> str | None:
    """Make ``code`` the language of every window from now on (``ts``: a
    catalog of another name, for the pseudo-locale test).  None when it
    loaded; else the sentence saying why the game stays in English.
    The application's display name follows: the window system ends a
    window's title with it, so an English one after a Russian title read
    "… — Казино — Casino"."""
    problem = _install(code, ts)
    app = QCoreApplication.instance()
    if isinstance(app, QGuiApplication):
        app.setApplicationDisplayName(tr("Casino"))  # as the main window's title ends
    return problem


def _install(code: str, ts: Path | None) -> str | None:
    app: QCoreApplication = QCoreApplication.instance()  # type: ignore[assignment]  # catalogs are installed in a running application
    for old in _Installed.translators:
        app.removeTranslator(old)
    _Installed.translators = []
    _Installed.code = "en"
    set_translated(False)
    if code == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        return None
    ours = QTranslator(app)
    try:
        path = compiled_catalog(code, ts)
    except (OSError, subprocess.SubprocessError) as err:
        return tr("The language could not be loaded, so the game stays in English: {reason}", reason=str(err))
    if not ours.load(str(path)):
        return tr("The language could not be loaded, so the game stays in English: {reason}",
                  reason=tr("its catalog is damaged."))
    # A catalog with nothing translated yet compiles to an empty one: the
    # game's words stay English, Qt's own buttons still speak the language.
    installed = [] if ours.isEmpty() else [ours]
    qt_own = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(QLocale(code), "qtbase", "_", folder):
        installed.append(qt_own)
    extra = CATALOGS / f"qt_extra_{code}.ts"  # Qt's own words where PySide6 ships no qtbase catalog
    if extra.exists() or extra.with_suffix(".qm").exists():
        try:
            more = QTranslator(app)
            if more.load(str(compiled_catalog(code, extra))):
                installed.append(more)
        except (OSError, subprocess.SubprocessError):
            pass
    for t in installed:
        app.installTranslator(t)
    _Installed.translators = installed
    _Installed.code = code
    set_translated(bool(installed) and installed[0] is ours, code)
    QLocale.setDefault(QLocale(code))
    return None
