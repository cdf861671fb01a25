"""The core's modules import each other at load time only.

``tests/test_layers.py`` finds import circles and private names imported
across modules in the whole package (the core has none); here, the core's
stricter rule: no core module imports another inside a function, the way a
circle used to be dodged (and an import statement costs about 0.8 µs a call
on a hot path).  Read from the source with ``ast``.  ``docs/architecture.md``
lists the core's order of modules.
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


def test_core_modules_import_each_other_at_load_time_only():
    """An import inside a function only ever dodged a circle (or cost
    0.8 µs a call in a hot path)."""
    inner = [(m, target) for m, found in _imports().items() for target, _, top in found if not top]
    assert inner == []
