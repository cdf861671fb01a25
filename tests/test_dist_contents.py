"""packaging/dist_contents.py notices a wheel or sdist that lacks a file the
app loads, or carries one it should not.  Built from fake archives here:
building the real ones is packaging/check_wheel.sh's job (too slow for the
unit suite)."""
from __future__ import annotations

import importlib.util
import io
import tarfile
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# Loaded from its file: "packaging" is also the name of a library on sys.path.
_spec = importlib.util.spec_from_file_location("dist_contents", REPO / "packaging" / "dist_contents.py")
assert _spec is not None and _spec.loader is not None
dist_contents = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dist_contents)

TRACKED = [
    "README.md", "LICENSE", "MANIFEST.in", "pyproject.toml", ".gitignore", ".ci/run",
    "casino_desktop/__init__.py", "casino_desktop/app.py",
    "casino_desktop/data/sounds/card.wav", "casino_desktop/i18n/casino_sv.ts",
    "tests/test_cli.py", "packaging/check_wheel.sh", "docs/testing.md", "docs/screenshots/table.png",
]
README_START = (REPO / "README.md").read_text(encoding="utf-8")


def _wheel(tmp_path: Path, names: list[str], *, metadata: str | None = None) -> Path:
    path = tmp_path / "casino_desktop-0.1.0-py3-none-any.whl"
    info = "casino_desktop-0.1.0.dist-info"
    meta = metadata if metadata is not None else (
        "Metadata-Version: 2.4\nName: casino-desktop\nLicense-Expression: GPL-3.0-or-later\n"
        "License-File: LICENSE\nDescription-Content-Type: text/markdown\n\n" + README_START)
    with zipfile.ZipFile(path, "w") as wheel:
        for name in names:
            wheel.writestr(name, b"x")
        wheel.writestr(f"{info}/METADATA", meta)
        wheel.writestr(f"{info}/entry_points.txt", "[console_scripts]\n" + dist_contents.ENTRY_POINT + "\n")
    return path


def _sdist(tmp_path: Path, names: list[str]) -> Path:
    path = tmp_path / "casino_desktop-0.1.0.tar.gz"
    with tarfile.open(path, "w:gz") as sdist:
        for name in names:
            member = tarfile.TarInfo(f"casino_desktop-0.1.0/{name}")
            member.size = 1
            sdist.addfile(member, io.BytesIO(b"x"))
    return path


def _failures(results: list[tuple[str, str | None]]) -> list[str]:
    return [f"{what}: {problem}" for what, problem in results if problem is not None]


def _package_files() -> list[str]:
    return [n for n in TRACKED if n.startswith("casino_desktop/")]


def test_a_complete_wheel_passes(tmp_path):
    names, info = dist_contents.wheel_files(_wheel(tmp_path, _package_files()))
    assert _failures(dist_contents.check_wheel(names, info, TRACKED)) == []


@pytest.mark.parametrize("left_out", ["casino_desktop/data/sounds/card.wav", "casino_desktop/i18n/casino_sv.ts"])
def test_a_wheel_without_a_data_file_fails_naming_it(tmp_path, left_out):
    files = [n for n in _package_files() if n != left_out]
    names, info = dist_contents.wheel_files(_wheel(tmp_path, files))
    failures = _failures(dist_contents.check_wheel(names, info, TRACKED))
    assert len(failures) == 1 and left_out in failures[0]


def test_a_wheel_with_caches_or_strays_fails(tmp_path):
    files = _package_files() + ["casino_desktop/__pycache__/app.cpython-311.pyc", "tests/test_cli.py"]
    names, info = dist_contents.wheel_files(_wheel(tmp_path, files))
    failures = " ".join(_failures(dist_contents.check_wheel(names, info, TRACKED)))
    assert "app.cpython-311.pyc" in failures and "tests/test_cli.py" in failures


def test_a_wheel_with_a_table_licence_or_plain_text_readme_fails(tmp_path):
    bare = "Metadata-Version: 2.1\nName: casino-desktop\nLicense: GPL\n\nCasino"
    names, info = dist_contents.wheel_files(_wheel(tmp_path, _package_files(), metadata=bare))
    failures = " ".join(_failures(dist_contents.check_wheel(names, info, TRACKED)))
    assert "License-Expression" in failures and "README.md" in failures


def _sdist_files() -> list[str]:
    # What MANIFEST.in asks for: not .gitignore, not .ci/, not the screenshots.
    return [n for n in TRACKED if not n.startswith((".", "docs/screenshots/"))] + ["PKG-INFO", "setup.cfg"]


def test_a_complete_sdist_passes(tmp_path):
    names = dist_contents.sdist_files(_sdist(tmp_path, _sdist_files()))
    assert _failures(dist_contents.check_sdist(names, TRACKED)) == []


def test_an_sdist_without_the_tests_or_licence_fails(tmp_path):
    files = [n for n in _sdist_files() if n not in ("tests/test_cli.py", "LICENSE")]
    names = dist_contents.sdist_files(_sdist(tmp_path, files))
    failures = _failures(dist_contents.check_sdist(names, TRACKED))
    assert len(failures) == 1 and "tests/test_cli.py" in failures[0] and "LICENSE" in failures[0]


def test_an_sdist_with_untracked_files_or_caches_fails(tmp_path):
    files = _sdist_files() + ["scripts/notes-local.txt", "tests/__pycache__/test_cli.cpython-311.pyc"]
    names = dist_contents.sdist_files(_sdist(tmp_path, files))
    failures = " ".join(_failures(dist_contents.check_sdist(names, TRACKED)))
    assert "scripts/notes-local.txt" in failures and "test_cli.cpython-311.pyc" in failures


def test_the_repository_lists_its_package_files():
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout (the tests of an unpacked sdist): nothing to list")
    tracked = dist_contents.tracked_files()
    assert "casino_desktop/app.py" in tracked and "pyproject.toml" in tracked


def test_the_command_line_says_how_to_call_it(capsys):
    assert dist_contents.main(["only-one-argument"]) == 2
    assert "usage" in capsys.readouterr().err
