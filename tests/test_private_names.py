"""No private name (``_x``) is imported from another module, in the tests
and the scripts as in the package (``tests/test_layers.py`` checks the
package's own modules).

A helper that two test modules share is public in the one that defines
it (or in a ``helpers`` module).  A test module may import the private
names of the module it tests, ``tests/.../test_X.py`` those of ``X``: they
are that module's insides, and its own tests are where they are tried.
Read from the source with ``ast``; the known exceptions may only shrink.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OURS = ("casino_desktop", "tests")

# Private names of the rules core used by tests and scripts of other
# modules, until the core (being restructured) gives them public names;
# and the window's start that the resume script drives.
KNOWN = {
    ("tests/core/test_turns.py", "casino_desktop.core.bruteforce", "_key"),
    ("tests/core/test_predicates.py", "casino_desktop.core.bruteforce", "_key"),
    ("tests/ai/test_overspader_levels.py", "casino_desktop.ai.valuation", "_overspader_ev"),
    ("scripts/callgrind_rounds.py", "casino_desktop.core.combos", "_UNION_CACHE"),
    ("scripts/callgrind_rounds.py", "casino_desktop.core.movegen", "_COMBINE_CACHE"),
    ("scripts/long_resume.py", "casino_desktop.app", "_make_app"),
}


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_imports(path: str, source: str) -> set[tuple[str, str, str]]:
    """(file, module, name) for each private name ``source`` imports from
    another module of ours; ``path`` is the file's, relative to the root."""
    package = Path(path).parent.parts
    found = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = list(package[: len(package) - (node.level - 1)])
            module = ".".join(base + ([node.module] if node.module else []))
        else:
            module = node.module or ""
        if not module.startswith(OURS):
            continue
        tested = Path(path).stem.removeprefix("test_") if Path(path).stem.startswith("test_") else None
        if tested is not None and module.rpartition(".")[2] == tested:
            continue  # a module's own tests try its insides
        found |= {(path, module, a.name) for a in node.names if _is_private(a.name)}
    return found


def _sources():
    for folder in ("tests", "scripts"):
        for file in sorted((ROOT / folder).rglob("*.py")):
            yield file.relative_to(ROOT).as_posix(), file.read_text(encoding="utf-8")


def test_no_private_name_is_imported_from_another_module_in_tests_and_scripts():
    found = set().union(*(private_imports(path, source) for path, source in _sources()))
    new = found - KNOWN
    assert not new, "private names imported from another module (make them public there):\n  " + "\n  ".join(
        " ".join(item) for item in sorted(new))
    gone = KNOWN - found
    assert not gone, f"no longer imported: remove them from KNOWN: {sorted(gone)}"


def test_the_checker_tells_a_module_s_own_tests_from_the_others():
    source = ("from casino_desktop.practice.reasons import _fitting\n"
              "from .test_host import _new, public\n"
              "from ..dialogs.test_statistics import __version__\n"
              "def f():\n    from tests.save_mutator import _mutate\n"
              "from os.path import _private\n")
    assert private_imports("tests/practice/test_reasons.py", source) == {
        ("tests/practice/test_reasons.py", "tests.practice.test_host", "_new"),
        ("tests/practice/test_reasons.py", "tests.save_mutator", "_mutate")}
    assert ("tests/x/test_y.py", "casino_desktop.practice.reasons", "_fitting") in private_imports(
        "tests/x/test_y.py", source)
