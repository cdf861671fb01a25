"""The package's layers, read from the source: every import of every module
of ``casino_desktop`` (at load time, inside functions and under
``TYPE_CHECKING`` alike, so that no import placed inside a function can hide
a circle) makes a graph of modules, and the graph must have

* no import circle outside the rules core (the core's own circle is listed
  below until it is broken; a new one anywhere fails, with its path);
* no import across layers the wrong way: the rules core imports nothing of
  ours outside it; the computer players only the core; the coach the core
  and the computer players; practice the core; network play the core, the
  computer players and storage; the window anything (``LAYERS`` below,
  ``docs/architecture.md`` explains them);
* no developer tooling (benchmarks, tournaments, test hooks) imported by
  the product (``TOOLING``);
* no private name (``_x``) imported from another module of ours.

``tests/core/test_purity.py`` checks the other side: the Qt-free packages
import no Qt.  Each list of known exceptions may only shrink: an entry that
no longer occurs fails until it is removed.
"""

from __future__ import annotations

import functools

import ast
from collections import deque
from dataclasses import dataclass
from pathlib import Path

import casino_desktop

PACKAGE_ROOT = Path(casino_desktop.__file__).resolve().parent
PACKAGE = "casino_desktop"

# Which layer each module is in: the longest matching prefix wins.  A module
# that matches none fails the test, so that a new top-level module is placed
# on purpose.
LAYER_OF = {
    "casino_desktop": "package",  # the package's own __init__: the version
    "casino_desktop.core": "core",
    "casino_desktop.ai": "ai",
    "casino_desktop.coach": "coach",
    "casino_desktop.practice": "practice",
    "casino_desktop.net": "net",
    "casino_desktop.qt": "qt",
    "casino_desktop.i18n": "catalogs",  # the translation catalogs, their extractor and checks
    "casino_desktop.storage": "storage",  # the player's files: folders, atomic writes, the statistics
    "casino_desktop.gc_tuning": "start-up",  # the garbage collector's tuning, for the CLI and the window alike
    "casino_desktop.cli": "cli",
    "casino_desktop.app": "app",
    "casino_desktop.__main__": "app",
    "casino_desktop.self_test": "app",
    "casino_desktop.tools": "tooling",
}

# What each layer may import (besides itself).  ``None``: anything.
LAYERS: dict[str, set[str] | None] = {
    "package": set(),
    "start-up": set(),
    "core": set(),
    "catalogs": set(),
    "ai": {"core"},
    "coach": {"core", "ai"},
    "practice": {"core"},
    "storage": {"core", "practice"},  # the statistics keep practice's progress
    "net": {"core", "ai", "storage"},  # the host's computer seats; its match file is written atomically
    "cli": {"package", "start-up", "core", "ai", "coach", "practice", "storage", "catalogs"},
    "qt": None,
    "app": None,
    "tooling": None,
}

# Developer tooling, in its own package that the bundle leaves out
# (``casino_desktop.tools``): benchmarks, the worst tables, tournaments,
# duels and their reports, the test hook that plays a person's seat.  Only
# tooling may import it (and scripts and tests, which are outside the package).
TOOLING = {
    "casino_desktop.tools", "casino_desktop.tools.bench", "casino_desktop.tools.worst_tables",
    "casino_desktop.tools.tournament", "casino_desktop.tools.duel", "casino_desktop.tools.report",
    "casino_desktop.tools.stats", "casino_desktop.tools.stand_in", "casino_desktop.tools.tournament_args",
}

# The product's imports of tooling: ``cli bench`` and ``cli tournament`` are
# developer commands of the CLI, and ``--computer-plays-human`` starts the
# stand-in hook; each imports it inside the command, and says so when the
# tooling is not there (the bundle).
KNOWN_TOOLING_IMPORTS = {
    ("casino_desktop.cli.commands", "casino_desktop.tools.bench"),
    ("casino_desktop.cli.commands", "casino_desktop.tools.tournament"),
    ("casino_desktop.app", "casino_desktop.tools.stand_in"),
}

# Imports across layers the wrong way, known today.  The CLI's language
# switch reads the compiled catalogs with Qt's own translator.
KNOWN_LAYER_CROSSINGS = {
    ("casino_desktop.cli.language", "casino_desktop.qt.catalogs"),
}

# The rules core's import circle (the game state loaded the card values,
# whose table decided whether the fast path may run and so loaded every
# rule, and the rules loaded the state) is broken: nothing is excepted.
# These sets may only shrink; they stay so the test says what a new entry
# would mean.
KNOWN_CORE_CIRCLE: set[str] = set()

# The core's private names used across its modules: none left.
KNOWN_PRIVATE_IMPORTS: set[tuple[str, str, str]] = set()


@dataclass(frozen=True)
class Import:
    """One import of one of our modules: where, of what, and when it runs."""

    source: str  # the importing module
    target: str  # the imported module
    line: int
    when: str  # "load", "function" or "type checking"
    names: tuple[str, ...] = ()  # the names taken from it (``from target import ...``)


def module_name(path: Path, root: Path = PACKAGE_ROOT) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def package_sources(root: Path = PACKAGE_ROOT) -> dict[str, tuple[str, bool]]:
    """Every module of the package: name → (source, whether it is a package's ``__init__``)."""
    return {module_name(p, root): (p.read_text(encoding="utf-8"), p.name == "__init__.py")
            for p in sorted(root.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(module: str, source: str, is_package: bool, modules: set[str]) -> list[Import]:
    """Every import of one of ``modules`` in ``source``, wherever it stands."""
    package = module if is_package else module.rpartition(".")[0]
    found: list[Import] = []

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    def add(target: str | None, node: ast.stmt | ast.expr, when: str, names: tuple[str, ...] = ()) -> None:
        if target is not None and target != module:
            found.append(Import(module, target, node.lineno, when, names))

    def visit(node: ast.AST, when: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = when
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and when == "load":
                inner = "function"
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for stmt in child.body:
                    look(stmt, "type checking")
                    visit(stmt, "type checking")
                for stmt in child.orelse:
                    look(stmt, when)
                    visit(stmt, when)
                continue
            look(child, inner)
            visit(child, inner)

    def look(node: ast.AST, when: str) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(resolve(alias.name), node, when)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            if origin != PACKAGE and not origin.startswith(PACKAGE + "."):
                return
            plain: list[str] = []
            for alias in node.names:
                if f"{origin}.{alias.name}" in modules:  # ``from . import texts``: the module itself
                    add(f"{origin}.{alias.name}", node, when)
                else:
                    plain.append(alias.name)
            if plain:
                add(resolve(origin), node, when, tuple(plain))
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
                target = str(node.args[0].value)
                if target.startswith(PACKAGE):
                    add(resolve(target), node, when)

    visit(ast.parse(source), "load")
    return found


def import_graph(sources: dict[str, tuple[str, bool]]) -> list[Import]:
    modules = set(sources)
    out: list[Import] = []
    for module, (source, is_package) in sources.items():
        out.extend(imports_of(module, source, is_package, modules))
    return out


def circles(imports: list[Import]) -> list[set[str]]:
    """The strongly connected parts of the graph with more than one module (Tarjan's)."""
    edges: dict[str, set[str]] = {}
    for imp in imports:
        edges.setdefault(imp.source, set()).add(imp.target)
        edges.setdefault(imp.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        # Iterative, so that a long chain of imports cannot reach the recursion limit.
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.add(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(part)
    return found


def cycle_path(part: set[str], imports: list[Import]) -> str:
    """One cycle through ``part``, each step with its line and when it runs:
    what a person needs to see to break it."""
    steps: dict[str, list[Import]] = {}
    for imp in imports:
        if imp.source in part and imp.target in part:
            steps.setdefault(imp.source, []).append(imp)
    start = min(part)
    came: dict[str, Import] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for imp in sorted(steps.get(node, []), key=lambda i: i.target):
            if imp.target == start:
                path = [imp]
                while path[-1].source != start:
                    path.append(came[path[-1].source])
                path.reverse()
                return " → ".join(f"{i.source} (line {i.line}, {i.when})" for i in path) + f" → {start}"
            if imp.target not in came and imp.target != start:
                came[imp.target] = imp
                queue.append(imp.target)
    return ", ".join(sorted(part))


def layer_of(module: str) -> str | None:
    if module in TOOLING:
        return "tooling"
    best = max((prefix for prefix in LAYER_OF if module == prefix or module.startswith(prefix + ".")),
               key=len, default=None)
    return LAYER_OF[best] if best is not None else None


def layer_crossings(imports: list[Import]) -> set[tuple[str, str]]:
    out = set()
    for imp in imports:
        mine, theirs = layer_of(imp.source), layer_of(imp.target)
        allowed = LAYERS[mine] if mine is not None else set()
        if theirs == "tooling" or mine == theirs or allowed is None:
            continue
        if theirs not in allowed:
            out.add((imp.source, imp.target))
    return out


def tooling_imports(imports: list[Import]) -> set[tuple[str, str]]:
    return {(i.source, i.target) for i in imports if i.target in TOOLING and i.source not in TOOLING}


def private_imports(imports: list[Import]) -> set[tuple[str, str, str]]:
    return {(i.source, i.target, name) for i in imports for name in i.names
            if name.startswith("_") and not (name.startswith("__") and name.endswith("__"))}


def _where(imports: list[Import], pairs) -> str:
    lines = []
    for pair in sorted(pairs):
        at = [i for i in imports if (i.source, i.target) == pair[:2]]
        lines.append(f"{' '.join(pair)} (line {', '.join(str(i.line) for i in at)})")
    return "\n  ".join(lines)


# --------------------------------------------------------------------------- the package

SOURCES = package_sources()


@functools.cache
def product_imports() -> list[Import]:
    """The package's import graph, made when a test first asks (about a
    second of CPU: at import time every worker of a parallel run paid it
    while collecting, whether or not it ran these tests)."""
    return import_graph(SOURCES)


def test_the_graph_sees_the_package():
    assert {"casino_desktop.core.movegen", "casino_desktop.qt.main_window", "casino_desktop.net.host"} <= set(SOURCES)
    kinds = {i.when for i in product_imports()}
    # Today's package has no ``TYPE_CHECKING`` import left; the checker's own
    # tests below show it reads them.
    assert {"load", "function"} <= kinds <= {"load", "function", "type checking"}, kinds
    seen = {(i.source, i.target) for i in product_imports()}
    assert ("casino_desktop.qt.main_window", "casino_desktop.qt.main_menus") in seen
    assert ("casino_desktop.practice.generator", "casino_desktop.practice.drill_sentences") in seen  # ``from . import drill_sentences``


def test_no_import_circle_outside_the_known_one_of_the_core():
    found = circles(product_imports())
    new = [part for part in found if not part <= KNOWN_CORE_CIRCLE]
    assert not new, "import circles:\n  " + "\n  ".join(cycle_path(part, product_imports()) for part in new)
    still = set().union(*found) if found else set()
    gone = KNOWN_CORE_CIRCLE - still
    assert not gone, f"no longer in a circle: remove them from KNOWN_CORE_CIRCLE: {sorted(gone)}"


def test_every_module_has_a_layer():
    assert not [m for m in SOURCES if layer_of(m) is None], "place these modules in LAYER_OF"


def test_no_import_crosses_the_layers_the_wrong_way():
    found = layer_crossings(product_imports())
    new = found - KNOWN_LAYER_CROSSINGS
    assert not new, "imports against the layers (LAYERS):\n  " + _where(product_imports(), new)
    gone = KNOWN_LAYER_CROSSINGS - found
    assert not gone, f"no longer imported: remove them from KNOWN_LAYER_CROSSINGS: {sorted(gone)}"


def test_the_product_imports_no_tooling():
    found = tooling_imports(product_imports())
    new = found - KNOWN_TOOLING_IMPORTS
    assert not new, "tooling imported by the product:\n  " + _where(product_imports(), new)
    gone = KNOWN_TOOLING_IMPORTS - found
    assert not gone, f"no longer imported: remove them from KNOWN_TOOLING_IMPORTS: {sorted(gone)}"


def test_no_private_name_is_imported_from_another_module():
    found = private_imports(product_imports())
    new = found - KNOWN_PRIVATE_IMPORTS
    assert not new, "private names imported across modules:\n  " + "\n  ".join(" ".join(p) for p in sorted(new))
    gone = KNOWN_PRIVATE_IMPORTS - found
    assert not gone, f"no longer imported: remove them from KNOWN_PRIVATE_IMPORTS: {sorted(gone)}"


def test_the_exceptions_are_where_they_say():
    assert all(m.startswith("casino_desktop.core.") for m in KNOWN_CORE_CIRCLE)
    assert all(s.startswith("casino_desktop.core.") for s, _, _ in KNOWN_PRIVATE_IMPORTS)
    assert set(LAYERS) >= set(LAYER_OF.values()) | {"tooling"}


# --------------------------------------------------------------------------- the checker itself

def _fake(**modules: str) -> list[Import]:
    """The graph of made-up modules (``pkg`` for a package's ``__init__``)."""
    sources = {}
    for name, source in modules.items():
        dotted = "casino_desktop." + name.replace("__", ".")
        sources[dotted] = (source, dotted in ("casino_desktop.core", "casino_desktop.qt"))
    return import_graph(sources)


def test_the_checker_sees_circles_held_by_imports_inside_functions_and_type_checking():
    graph = _fake(
        qt__a="from casino_desktop.qt import b\n",
        qt__b="def f():\n    from . import c\n",
        qt__c="from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import Thing\n",
        qt__d="import casino_desktop.qt.a\n")
    [part] = circles(graph)
    assert part == {"casino_desktop.qt.a", "casino_desktop.qt.b", "casino_desktop.qt.c"}
    path = cycle_path(part, graph)
    assert "function" in path and "type checking" in path and path.endswith("casino_desktop.qt.a")


def test_the_checker_sees_layers_tooling_and_private_names():
    graph = _fake(
        core__state="from casino_desktop.ai import search\n",
        ai__search="import importlib\ndef f():\n    importlib.import_module('casino_desktop.coach.grading')\n",
        coach__grading="from casino_desktop.core.state import _secret, __version__\n",
        qt__window="from casino_desktop.tools.bench import run\nfrom ..ai.search import deep\n",
        tools__bench="def run():\n    pass\n")
    assert layer_crossings(graph) == {("casino_desktop.core.state", "casino_desktop.ai.search"),
                                      ("casino_desktop.ai.search", "casino_desktop.coach.grading")}
    assert tooling_imports(graph) == {("casino_desktop.qt.window", "casino_desktop.tools.bench")}
    assert private_imports(graph) == {("casino_desktop.coach.grading", "casino_desktop.core.state", "_secret")}
