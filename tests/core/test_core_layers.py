"""The core's modules form layers: no import circle, none dodged.

Read from the source with ``ast`` (imports at load time, inside functions
and under ``TYPE_CHECKING`` alike), so a circle cannot hide behind an import
moved into a function; and no private name (``_x``) is imported from
another core module.  ``docs/architecture.md`` lists the layers.
"""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "casino_desktop" / "core"


def _imports() -> dict[str, list[tuple[str, list[str], bool]]]:
    """module -> (imported core module, names, at top level) for each import."""
    out: dict[str, list[tuple[str, list[str], bool]]] = {}
    for path in sorted(CORE.glob("*.py")):
        if path.name == "__init__.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        found = []
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [a.name for a in node.names]
                if node.module is None:  # from . import x, y
                    found += [(n, [], id(node) in top) for n in names if (CORE / f"{n}.py").exists()]
                elif (CORE / f"{node.module}.py").exists():
                    found.append((node.module, names, id(node) in top))
        out[path.stem] = found
    return out


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph``, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for n in sorted(graph.get(m, ())):
            if state.get(n) == 1:
                return stack[stack.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_core_has_no_import_circle():
    graph = {m: {target for target, _, _ in found} for m, found in _imports().items()}
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_checker_finds_a_circle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_core_modules_import_each_other_at_load_time_only():
    """An import inside a function only ever dodged a circle (or cost
    0.8 µs a call in a hot path)."""
    inner = [(m, target) for m, found in _imports().items() for target, _, top in found if not top]
    assert inner == []


def test_no_private_name_is_imported_from_another_core_module():
    private = [(m, target, n) for m, found in _imports().items() for target, names, _ in found
               for n in names if n.startswith("_")]
    assert private == []
