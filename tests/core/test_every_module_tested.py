"""Every module of the rules core has a test module of its own name:
``casino_desktop/core/X.py`` is tested by ``tests/core/test_X.py``, so a
contributor finds a module's tests in one step (issue 19).  Cross-cutting
files (conformance, random simulation, worked examples, one variant family)
sit beside them under other names.

``COVERED_ELSEWHERE`` names, for a module whose own file does not exist yet,
the file that tests it meanwhile; an entry must go once ``test_X.py``
exists, so the list only shrinks."""

from __future__ import annotations

import re
from pathlib import Path

import casino_desktop.core as core

CORE = Path(core.__file__).parent
TESTS = Path(__file__).parent

# Empty today: every core module has its own test file.  A stand-in goes
# here as {"module": "test_other.py"} only while a new module's file is written.
COVERED_ELSEWHERE: dict[str, str] = {}


def _modules() -> list[str]:
    return sorted(p.stem for p in CORE.glob("*.py") if p.stem != "__init__")


def test_every_core_module_has_its_test_module():
    missing = [m for m in _modules() if not (TESTS / f"test_{m}.py").exists() and m not in COVERED_ELSEWHERE]
    assert not missing, f"core modules without tests/core/test_<module>.py: {missing}"


def test_the_stand_ins_exist_and_are_still_needed():
    modules = set(_modules())
    for module, stand_in in COVERED_ELSEWHERE.items():
        assert module in modules, f"{module} is no core module: remove it from COVERED_ELSEWHERE"
        assert not (TESTS / f"test_{module}.py").exists(), \
            f"tests/core/test_{module}.py exists now: remove {module} from COVERED_ELSEWHERE"
        text = (TESTS / stand_in).read_text(encoding="utf-8")
        assert module in text, f"{stand_in} does not mention {module}, so it is no stand-in for its tests"


def test_every_test_module_of_a_core_name_imports_that_module():
    for path in TESTS.glob("test_*.py"):
        module = path.stem[len("test_"):]
        if (CORE / f"{module}.py").exists():
            named = re.compile(rf"casino_desktop\.core\.{module}\b|from casino_desktop\.core import [^\n]*\b{module}\b")
            assert named.search(path.read_text(encoding="utf-8")), f"{path.name} never imports the module {module}"
