"""An import of ours inside a function says why it is not at load time.

``tests/test_layers.py`` reads imports inside functions as well, so such an
import cannot hide an import circle; but it can still be one that was put
there only to dodge a circle since gone, or out of habit.  So each one
carries a comment saying why it waits (a shorter start of the window, Qt
loaded only by the window, tooling the bundle leaves out...): on its line,
on a comment line just above it, or above the run of imports (or the
``try:``) it stands in.  ``FUNCTION_IMPORT_MODULES`` lists the modules whose
every import waits for one reason, said there once.
"""

from __future__ import annotations

from pathlib import Path

from tests.import_graph import PACKAGE_ROOT, Import, product_imports

# The start of the program: each step loads what it needs when it comes (Qt
# only once the command line is read, so ``--help`` needs none; the language
# before any window; the self-test's pieces only for the self-test).
FUNCTION_IMPORT_MODULES = {"casino_desktop.app"}


def _is_import(line: str) -> bool:
    text = line.strip()
    return text.startswith(("from ", "import "))


def says_why(lines: list[str], line: int) -> bool:
    """The import on (1-based) ``line`` has its comment."""
    if "#" in lines[line - 1]:
        return True
    i = line - 2
    while i >= 0 and _is_import(lines[i]) and "#" not in lines[i]:
        i -= 1
    if i < 0:
        return False
    above = lines[i].strip()
    return above.startswith("#") or (_is_import(above) or above.startswith("try:")) and "#" in above


def silent_function_imports(imports: list[Import], read) -> list[Import]:
    """In-function imports of our modules without their comment; ``read``
    gives a module's source lines."""
    return [i for i in imports if i.when == "function" and i.source not in FUNCTION_IMPORT_MODULES
            and not says_why(read(i.source), i.line)]


def _source_lines(module: str) -> list[str]:
    parts = module.split(".")[1:]
    path = PACKAGE_ROOT.joinpath(*parts)
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return Path(path).read_text(encoding="utf-8").splitlines()


def test_every_import_inside_a_function_says_why():
    found = silent_function_imports(product_imports(), _source_lines)
    assert not found, ("move these to the top of the module, or say in a comment why they wait:\n  "
                       + "\n  ".join(f"{i.source} line {i.line}: {i.target}" for i in found))


def test_the_listed_modules_still_import_inside_functions():
    waiting = {i.source for i in product_imports() if i.when == "function"}
    assert FUNCTION_IMPORT_MODULES <= waiting


def test_the_check_reads_comments_on_the_line_above_the_run_and_the_try():
    source = ("def a():\n"
              "    from .x import y\n"  # 2: silent
              "def b():\n"
              "    from .x import y  # loaded late: why\n"  # 4
              "def c():\n"
              "    # the window's start\n"
              "    from PySide6 import QtCore\n"
              "    from .x import y\n"  # 8
              "def d():\n"
              "    try:  # tooling, left out of the bundle\n"
              "        from .tools import bench\n"  # 11
              "    except ImportError:\n"
              "        pass\n"
              "def e():\n"
              "    x = 1  # a comment on code is not about the import\n"
              "    from .x import y\n")  # 16
    lines = source.splitlines()
    assert [n for n in (2, 4, 8, 11, 16) if not says_why(lines, n)] == [2, 16]
    imports = [Import("casino_desktop.m", "casino_desktop.x", n, "function") for n in (2, 4, 16)]
    assert [i.line for i in silent_function_imports(imports, lambda _m: lines)] == [2, 16]
