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

The graph itself (reading the imports, its circles) is ``tests/import_graph.py``.

``tests/core/test_purity.py`` checks the other side: the Qt-free packages
import no Qt.  Each list of known exceptions may only shrink: an entry that
no longer occurs fails until it is removed.
"""

from __future__ import annotations

from tests.import_graph import SOURCES, Import, circles, cycle_path, import_graph, product_imports

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
