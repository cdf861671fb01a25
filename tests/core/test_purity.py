"""The rules core, the computer players, the coach, practice mode's drills,
the network table (protocol and host) and the storage of the player's files
are pure Python: no Qt.

Two independent checks: importing every module of those packages in a fresh
interpreter loads no Qt binding; and no file
of those packages imports one (or the Qt-using ``casino_desktop.qt`` package)
in its source, not even lazily inside a function.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import casino_desktop

PACKAGE_ROOT = Path(casino_desktop.__file__).resolve().parent
PURE_PACKAGES = ("core", "ai", "coach", "practice", "net", "storage")
QT_MODULES = ("PySide6", "PySide2", "shiboken6", "shiboken2", "PyQt5", "PyQt6", "qtpy", "casino_desktop.qt")


def _is_qt(name: str) -> bool:
    return any(name == q or name.startswith(q + ".") for q in QT_MODULES)


def _pure_files() -> list[Path]:
    files = []
    for pkg in PURE_PACKAGES:
        files.extend(sorted((PACKAGE_ROOT / pkg).rglob("*.py")))
    return files


def test_there_are_files_to_check():
    names = {p.relative_to(PACKAGE_ROOT).as_posix() for p in _pure_files()}
    assert {"core/__init__.py", "core/movegen.py", "ai/__init__.py", "practice/__init__.py", "net/host.py"} <= names


_PROBE = """
import importlib, json, pkgutil, sys
loaded = []
for pkg_name in ("casino_desktop.core", "casino_desktop.ai", "casino_desktop.coach", "casino_desktop.practice",
                 "casino_desktop.net", "casino_desktop.storage"):
    pkg = importlib.import_module(pkg_name)
    loaded.append(pkg_name)
    for info in pkgutil.walk_packages(pkg.__path__, pkg_name + "."):
        importlib.import_module(info.name)
        loaded.append(info.name)
qt = sorted(m for m in sys.modules
            if m.split(".")[0] in ("PySide6", "PySide2", "shiboken6", "shiboken2", "PyQt5", "PyQt6", "qtpy")
            or m == "casino_desktop.qt" or m.startswith("casino_desktop.qt."))
print(json.dumps({"loaded": loaded, "qt": qt}))
"""


def test_importing_core_and_ai_loads_no_qt():
    env = dict(os.environ)
    root = str(PACKAGE_ROOT.parent)
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env,
                          cwd=root, timeout=120)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert "casino_desktop.core.movegen" in report["loaded"]
    assert "casino_desktop.practice.generator" in report["loaded"]
    assert "casino_desktop.net.host" in report["loaded"]
    assert "casino_desktop.storage.stats_store" in report["loaded"]
    assert report["qt"] == [], f"importing the core and the AI loaded Qt modules: {report['qt']}"


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE_ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _qt_imports(path: Path, source: str | None = None) -> list[str]:
    """Every Qt import in one file: import statements anywhere (also inside
    functions), and importlib.import_module / __import__ calls on a constant."""
    if source is None:
        source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, filename=str(path))
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = [target] + [f"{target}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Call):
            func = node.func
            fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if fname in ("import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
                names = [str(node.args[0].value)]
        qt = [n for n in names if _is_qt(n)]
        if qt:
            found.append(f"{path.name}:{node.lineno}: {qt[0]}")
    return found


@pytest.mark.parametrize("path", _pure_files(), ids=lambda p: p.relative_to(PACKAGE_ROOT).as_posix())
def test_source_has_no_qt_import(path):
    assert _qt_imports(path) == []
    text = path.read_text(encoding="utf-8")
    for word in ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6"):
        assert word not in text, f"{path.name} mentions {word}"


def test_the_checker_sees_qt_imports():
    """The AST check itself works (otherwise the test above proves nothing)."""
    src = ("import os\n"
           "def f():\n    from PySide6.QtCore import QObject\n"
           "def g():\n    import importlib\n    importlib.import_module('PySide6.QtGui')\n"
           "from ..qt import card_item\n"
           "from . import movegen\n")
    # Parsed as if it lived in casino_desktop/core (nothing is written there).
    found = _qt_imports(PACKAGE_ROOT / "core" / "probe.py", src)
    assert len(found) == 3, found
    assert any("PySide6.QtCore" in f for f in found)
    assert any("PySide6.QtGui" in f for f in found)
    assert any("casino_desktop.qt" in f for f in found)
