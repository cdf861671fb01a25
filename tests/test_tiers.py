"""CI's share of the slow tier (tests/conftest.py): ``--slice K/N`` and the
turns of the tests marked ``rotation(n)``.  A slow test in no share runs
nowhere but a release's whole slow run, which is how the drill coverage
under each house rule went unrun while three of its exclusions went false."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.costly import COSTLY_IDS, stale
from tests.tiers import in_this_run, rotation_turns, share

ROOT = Path(__file__).resolve().parents[1]
MATRIX = "tests/practice/test_coverage.py::test_every_reason_and_scoring_item_has_a_drill_with_each_house_rule"


class _Marker:
    def __init__(self, every: int) -> None:
        self.args = (every,)


class _Item:
    def __init__(self, nodeid: str, every: int | None, each_commit: bool = False) -> None:
        self.nodeid = nodeid
        self._every = every
        self._each_commit = each_commit

    def get_closest_marker(self, name: str):
        if name == "ci_every":
            return _Marker(0) if self._each_commit else None
        return _Marker(self._every) if name == "rotation" and self._every is not None else None


def test_rotating_cases_are_dealt_round_the_turns_one_by_one():
    items = [_Item(f"a[{i}]", 4) for i in range(10)] + [_Item("plain", None)] + [_Item(f"b[{i}]", 3) for i in range(3)]
    turns = rotation_turns(items)
    assert "plain" not in turns
    # Each n counts its own places: every turn of four holds two or three of a's ten, each of b's three turns one.
    assert [turns[f"a[{i}]"] for i in range(10)] == [(i, 4) for i in range(10)]
    assert sorted(turns[f"b[{i}]"][0] % 3 for i in range(3)) == [0, 1, 2]


def test_a_costly_case_runs_in_every_slice_and_any_other_in_one():
    costly, plain = _Item("tests/x.py::costly", None, each_commit=True), _Item("tests/x.py::plain", None)
    rotating = rotation_turns([costly, plain])
    assert all(in_this_run(costly, k, 8, 2183, rotating) for k in range(8))
    assert [k for k in range(8) if in_this_run(plain, k, 8, 2183, rotating)] == [share(plain, 8)]
    assert in_this_run(plain, 0, 1, None, rotating)  # no --slice: the whole tier


def test_the_costly_list_says_which_listed_case_is_gone():
    some = sorted(COSTLY_IDS)
    assert stale(some) == [] and stale(some[1:]) == [some[0]]


def _collected(*args: str) -> set[str]:
    out = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=", "-q",
                          "--collect-only", "-m", "slow and ci_slice", *args, MATRIX],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    return {line for line in out.stdout.splitlines() if line.startswith(MATRIX)}


def test_ci_runs_a_share_of_the_house_rule_coverage_at_each_commit_whatever_its_slice():
    from tests.practice.test_coverage import HOUSE_RULE_TURNS, drill_rule_sets
    cases = len(drill_rule_sets())
    first, second = _collected("--slice", "0/4", "--turn", "0"), _collected("--slice", "3/4", "--turn", "1")
    for turn in (first, second):
        assert cases // HOUSE_RULE_TURNS <= len(turn) <= cases // HOUSE_RULE_TURNS + 1
    assert not first & second
    assert len(_collected()) == cases  # without --turn (a release's slow run), every case


def test_a_slice_that_is_not_k_of_n_is_refused():
    out = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=",
                          "--collect-only", "--slice", "4/4", "tests/test_tiers.py"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode != 0 and "K at least 0 and below N" in out.stderr

