"""The speed gate's verdict and its rule for changing the record
(``scripts/speed_gate.py``; the count itself needs valgrind and runs in CI)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _gate():
    spec = importlib.util.spec_from_file_location("speed_gate", ROOT / "scripts" / "speed_gate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_gate_fails_above_the_limit_only():
    gate = _gate()
    reference = {"cold": 1_000_000, "warm": 800_000}
    assert gate._verdict({"cold": 1_029_000, "warm": 823_000}, reference, 0.03)
    assert not gate._verdict({"cold": 1_031_000, "warm": 800_000}, reference, 0.03)
    assert not gate._verdict({"cold": 1_000_000, "warm": 824_100}, reference, 0.03)


def test_the_recorded_figure_is_kept_in_the_repository():
    record = json.loads((ROOT / "docs" / "perf" / "instructions.json").read_text())
    assert record["limit"] == 0.03 and record["figures"]
    assert all(set(f) == {"cold", "warm"} for f in record["figures"].values())


def _commit(repo: Path, message: str) -> None:
    subprocess.run(["git", "-C", str(repo), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m",
                    message], check=True)


@pytest.mark.parametrize("message, refused", [("New figure", True), ("New figure\n\nSpeed-figure: why", False)])
def test_a_record_changed_without_a_reason_fails_the_gate(tmp_path, monkeypatch, message, refused):
    gate = _gate()
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    record = tmp_path / "docs" / "perf" / "instructions.json"
    record.parent.mkdir(parents=True)
    record.write_text("{}")
    monkeypatch.setattr(gate, "HERE", tmp_path)
    monkeypatch.setattr(gate, "RECORD", record)
    _commit(tmp_path, message)
    sha, problem = gate.record_commit()
    assert sha and (problem is not None) == refused
    record.write_text('{"changed": 1}')  # being recorded: the commit to come must say why
    assert gate.record_commit() == (None, None)
