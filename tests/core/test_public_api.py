"""The rules core is used through its public face, ``casino_desktop.core``.

Outside ``core/``, a module of the package imports ``casino_desktop.core``
(``from ..core import legal_moves``) and no core module, except the few in
``OUTSIDE_THE_FACE``, which are not about the rules.  So the core can move
its insides (split a module, merge two) and change only its own
``__init__``.  Read from the source with ``ast``, the same import graph as
``tests/test_layers.py`` (at load time, in functions and under
``TYPE_CHECKING`` alike); that test also forbids importing a private name
(``_x``) from another module.  ``docs/architecture.md`` says why the list
holds what it holds.
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import casino_desktop.core as core
from tests.import_graph import Import, import_graph, product_imports

CORE = "casino_desktop.core"
PACKAGE = Path(core.__file__).resolve().parents[1]

# Core modules the other packages may import directly: neither is about the
# rules, and both are used by every layer.
OUTSIDE_THE_FACE = {
    "casino_desktop.core.templates",  # marking sentences for translation (N_, fill, join...), for every layer's words
    "casino_desktop.core.safe_json",  # the one validating reader of every file and message
}


def around_the_face(imports: list[Import]) -> list[Import]:
    """Imports of a core module other than through the package, from outside the core."""
    return [i for i in imports
            if not (i.source == CORE or i.source.startswith(CORE + "."))
            and i.target.startswith(CORE + ".") and i.target not in OUTSIDE_THE_FACE]


def facade_imports_inside(imports: list[Import]) -> list[Import]:
    """Core modules that import from the package's ``__init__``: since the
    ``__init__`` imports every one of them, that would be a circle."""
    return [i for i in imports if i.source.startswith(CORE + ".") and i.target == CORE]


def test_other_packages_import_the_core_through_its_face():
    found = around_the_face(product_imports())
    assert not found, "import these from casino_desktop.core (add the name to core/__init__.py):\n  " + "\n  ".join(
        f"{i.source} (line {i.line}) imports {', '.join(i.names) or 'the module'} from {i.target}" for i in found)


def test_core_modules_do_not_import_the_face():
    found = facade_imports_inside(product_imports())
    assert not found, "\n".join(f"{i.source} (line {i.line}) imports {i.names} from the package" for i in found)


def test_the_face_exports_each_name_once_and_every_name_exists():
    names = core.__all__
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})
    assert [n for n in names if not hasattr(core, n)] == []
    assert not [n for n in names if n.startswith("_")]


def test_no_exported_name_hides_a_core_module():
    """``from .rulebook import rulebook`` in the ``__init__`` would make
    ``casino_desktop.core.rulebook`` the function, and ``import
    casino_desktop.core.rulebook as book`` would then give the function too."""
    modules = {p.stem for p in Path(core.__file__).parent.glob("*.py")}
    assert sorted(modules & set(core.__all__)) == []


def test_every_name_other_packages_take_from_the_core_is_exported():
    """``__all__`` is what a strict type checker re-exports: a name used
    outside but left out of it would pass at run time and fail mypy."""
    taken = {name for i in product_imports() if i.target == CORE and not i.source.startswith(CORE) for name in i.names}
    assert taken, "the graph finds no import of the core's face"
    assert sorted(taken - set(core.__all__)) == []


def test_the_modules_outside_the_face_exist():
    for module in OUTSIDE_THE_FACE:
        importlib.import_module(module)


def test_the_face_loads_no_qt_and_nothing_of_the_other_packages():
    code = ("import sys, casino_desktop.core; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'casino_desktop.')) "
            "and not m.startswith('casino_desktop.core')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# --------------------------------------------------------------------------- the checker itself

def _fake(**modules: str) -> list[Import]:
    sources = {}
    for name, source in modules.items():
        dotted = "casino_desktop." + name.replace("__", ".")
        sources[dotted] = (source, dotted in (CORE, "casino_desktop.ai"))
    return import_graph(sources)


def test_the_checker_sees_imports_around_the_face_wherever_they_stand():
    graph = _fake(
        core="from .moves import END\n",
        core__moves="END = 'end'\n",
        core__templates="def N_(text):\n    return text\n",
        core__pointing="from . import END\n",
        ai="",
        ai__policy="from ..core import END\nfrom ..core.templates import N_\n",
        ai__greedy="def f():\n    from ..core.moves import END\n",
        qt__table="from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import casino_desktop.core.moves\n")
    found = {(i.source, i.target, i.when) for i in around_the_face(graph)}
    assert found == {("casino_desktop.ai.greedy", "casino_desktop.core.moves", "function"),
                     ("casino_desktop.qt.table", "casino_desktop.core.moves", "type checking")}
    assert [(i.source, i.names) for i in facade_imports_inside(graph)] == [("casino_desktop.core.pointing", ("END",))]


# --------------------------------------------------------------------------- moves read by name

MOVE_NAMES = {"m", "mv", "move"}  # what the code calls a move; ``p.move`` and the like too
FENCE = "hot loop"  # a line that reads a move by index for speed says so (and measured it)
FIELDS = ("kind", "card", "value", "loose", "builds")


def indexed_move_reads(source: str) -> list[tuple[int, str]]:
    """``m[0]``…``m[4]`` on a name the code gives moves, outside fenced lines:
    (line, what to write instead)."""
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant)
                and type(node.slice.value) is int and 0 <= node.slice.value < len(FIELDS)):
            continue
        target = node.value
        name = target.id if isinstance(target, ast.Name) else target.attr if isinstance(target, ast.Attribute) else ""
        if name in MOVE_NAMES and FENCE not in lines[node.lineno - 1]:
            found.append((node.lineno, f"{ast.unparse(target)}.{FIELDS[node.slice.value]}"))
    return found


def test_moves_are_read_by_name_everywhere_but_fenced_hot_loops():
    """The core too: its rules read ``m.kind``, not ``m[0]``; only a loop the
    speed gate showed to pay for indexes keeps them, each line fenced."""
    found = [f"{path.relative_to(PACKAGE.parent)}:{line}: {instead}"
             for path in sorted(PACKAGE.rglob("*.py"))
             for line, instead in indexed_move_reads(path.read_text(encoding="utf-8"))]
    assert not found, "read moves by name (or fence a measured hot loop with '# hot loop: ...'):\n  " + "\n  ".join(found)


def test_the_move_reader_check_sees_indexes_and_fences():
    source = ("a = m[0]\nb = p.move[4]\nc = m[1]  # hot loop: measured\nd = pair[0]\ne = m.kind\n"
              "f = [x[2] for x in move[3]]\n")
    assert indexed_move_reads(source) == [(1, "m.kind"), (2, "p.move.builds"), (6, "move.loose")]


# --------------------------------------------------------------------------- rule values by name

# The rule fields whose values are words ("off", "several"...): each value
# has a name in its rule's unit, exported by the core (``MULLE_OFF``).
WORD_FIELDS = {f.name for f in core.RULE_FIELDS if "choices" in f.metadata
               and all(isinstance(c, str) for c in f.metadata["choices"])}


def bare_rule_values(source: str) -> list[tuple[int, str]]:
    """A word-valued rule field compared with a bare string, or set to one
    by keyword (``replace(rules, turn_actions="one")``): (line, field)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            fields = [s.attr for s in sides if isinstance(s, ast.Attribute) and s.attr in WORD_FIELDS]
            words = [s for s in sides if isinstance(s, ast.Constant) and isinstance(s.value, str)
                     or isinstance(s, (ast.Tuple, ast.List, ast.Set))
                     and any(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in s.elts)]
            if fields and words:
                found.append((node.lineno, fields[0]))
        elif isinstance(node, ast.keyword) and node.arg in WORD_FIELDS \
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            found.append((node.lineno, node.arg))
    return sorted(found)


def test_other_packages_compare_rule_values_by_their_names():
    found = [f"{path.relative_to(PACKAGE.parent)}:{line}: {field}"
             for path in sorted(PACKAGE.rglob("*.py")) if not path.is_relative_to(PACKAGE / "core")
             for line, field in bare_rule_values(path.read_text(encoding="utf-8"))]
    assert not found, "compare with the value's name from casino_desktop.core (MULLE_OFF...):\n  " + "\n  ".join(found)


def test_every_rule_value_has_an_exported_name():
    exported = {getattr(core, n) for n in core.__all__ if n.isupper() and isinstance(getattr(core, n), str)}
    missing = sorted(f"{f.name}={c}" for f in core.RULE_FIELDS if f.name in WORD_FIELDS
                     for c in f.metadata["choices"] if c not in exported)
    assert WORD_FIELDS and missing == []


def test_the_rule_value_check_sees_comparisons_and_keywords():
    source = ('a = r.mulle != "off"\nb = r.mulle != MULLE_OFF\nc = "one" == s.rules.turn_actions\n'
              'd = replace(r, turn_actions="one")\ne = r.pile_tops in ("none", "builds")\nf = x.name == "off"\n')
    assert bare_rule_values(source) == [(1, "mulle"), (3, "turn_actions"), (4, "turn_actions"), (5, "pile_tops")]
