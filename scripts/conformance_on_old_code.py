"""Run today's conformance test on the core as it was when issue 19 was
filed (c04a3f7), to show what it catches there (docs/architecture.md).

    .venv/bin/python scripts/conformance_on_old_code.py [COMMIT]

Three runs, each on a scratch worktree in /tmp:
1. the test as it is (structure and reasons);
2. structure only (no generic-sentence check): what the old core got wrong
   besides its sentences;
3. the reviewer's experiment: a house rule "no build above 9" added to the
   old variant data and general generator only, as a contributor would;
   the fast path (``plaingen``) does not know it.
The old tree has no ``general_moves``: the harness turns the fast paths off
through the value table, as the old ``test_fast_paths`` did.
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OLD_GENERIC = '{NEUTRAL, "That capture is not legal here.", "That trail is not allowed here."}'


def harness(now: str, generic: str) -> str:
    now = now.replace("from casino_desktop.core.legality import NEUTRAL\n",
                      "NEUTRAL = 'That play is not legal here.'\n")
    now = now.replace("from casino_desktop.core.movegen import general_moves\n", '''from casino_desktop.core.values import ValueTable


def general_moves(state):
    vt = ValueTable(state.rules)
    vt.usual = False
    vt.plain = False
    s = state.clone()
    s.values = vt
    return legal_moves(s)
''')
    # Older trees kept the playability checks in ``variants``.
    now = now.replace("from casino_desktop.core.rules_sense import game_problem\n",
                      "from casino_desktop.core.variants import game_problem\n")
    now = re.sub(r"^GENERIC = .*$", f"GENERIC = {generic}", now, flags=re.M)
    return now.replace("from .helpers import field_values, rule_sets\n", "from .helpers_now import field_values, rule_sets\n")


def experiment(tree: Path) -> None:
    gen = tree / "casino_desktop/core/movegen.py"
    s = gen.read_text()
    s = s.replace("        max_build = vt.max_build\n",
                  "        max_build = 9 if self.rules.no_build_over_9 else vt.max_build\n", 1)
    s = s.replace("            if V > self.vt.max_build:\n",
                  "            if V > self.vt.max_build or (self.rules.no_build_over_9 and V > 9):\n", 1)
    gen.write_text(s)
    var = tree / "casino_desktop/core/variants.py"
    v = var.read_text()
    v = v.replace("    raise_own_build: bool = _opt(",
                  '    no_build_over_9: bool = _opt(False, "No build above 9", "No build may be worth more than 9.", '
                  'group="Building", needs="building")\n    raise_own_build: bool = _opt(', 1)
    var.write_text(v)


def run(commit: str, generic: str, with_experiment: bool, select: str) -> list[str]:
    tmp = Path(tempfile.mkdtemp(prefix="old-core-"))
    tree = tmp / "tree"
    subprocess.run(["git", "worktree", "add", "-q", "--detach", str(tree), commit], cwd=ROOT, check=True)
    try:
        now = (ROOT / "tests/core/test_conformance.py").read_text()
        (tree / "tests/core/test_conformance_now.py").write_text(harness(now, generic))
        helpers = (ROOT / "tests/core/helpers.py").read_text()
        (tree / "tests/core/helpers_now.py").write_text(
            "from casino_desktop.core import make_rules\n"
            "from casino_desktop.core.variants import PRESETS, RULE_FIELDS, VariantError\n\n\n"
            + helpers[helpers.index("def field_values"):])
        if with_experiment:
            experiment(tree)
        out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--tb=line",
                              "tests/core/test_conformance_now.py", "-k", select],
                             cwd=tree, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin",
                                            "QT_QPA_PLATFORM": "offscreen"},
                             capture_output=True, text=True).stdout
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=True)
    return [line for line in out.splitlines() if line.startswith("E   AssertionError")]


def summary(title: str, errors: list[str]) -> None:
    kinds: dict[str, int] = {}
    for e in errors:
        e = re.sub(r"^E   AssertionError: \S+ \d+p\+? seed=\d+ ply=\d+: ", "", e)
        e = re.sub(r" in <GameState.*", "", e)
        e = re.sub(r"^'[^']*' refused", "a move refused", e)
        kinds[e] = kinds.get(e, 0) + 1
    print(f"{title}: {len(errors)} failing combinations")
    for k, n in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"  {n:4d}  {k[:140]}")


def main(argv: list[str]) -> None:
    commit = argv[1] if len(argv) > 1 else "c04a3f7"
    summary("as it is", run(commit, OLD_GENERIC, False, "not slow"))
    summary("structure only", run(commit, "set()", False, "not slow"))
    summary("no build above 9, fast path untouched", run(commit, "set()", True, "no_build_over_9 and not slow"))


if __name__ == "__main__":
    main(sys.argv)
