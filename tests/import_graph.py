"""The package's import graph, read from the source: every import of every
module of ``casino_desktop`` (at load time, inside functions and under
``TYPE_CHECKING`` alike), its circles and a path through each.  The layers'
rules over this graph are ``tests/test_layers.py``; ``test_public_api`` and
``test_function_imports`` read the same graph."""

from __future__ import annotations

import ast
import functools
from collections import deque
from dataclasses import dataclass
from pathlib import Path

import casino_desktop

PACKAGE_ROOT = Path(casino_desktop.__file__).resolve().parent
PACKAGE = "casino_desktop"


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


SOURCES = package_sources()


@functools.cache
def product_imports() -> list[Import]:
    """The package's import graph, made when a test first asks (about a
    second of CPU: at import time every worker of a parallel run paid it
    while collecting, whether or not it ran these tests)."""
    return import_graph(SOURCES)
