"""The duplicate tournament: seat swapping, determinism, statistics, CLI."""

import json

from casino_desktop.tools import tournament
from casino_desktop.tools.stats import cluster_mean, gap_closed, wilson


def test_seat_patterns_swap_every_seat():
    assert tournament.seat_patterns(2, False) == [("A", "B"), ("B", "A")]
    assert tournament.seat_patterns(4, True) == [("A", "B", "A", "B"), ("B", "A", "B", "A")]
    three = tournament.seat_patterns(3, False)
    assert sorted(p.index("A") for p in three) == [0, 1, 2]


def test_small_run_is_deterministic_and_complete():
    args = ("casino", 2, False, "greedy", "random", 6, 3)
    a = tournament.run_tournament(*args, jobs=1)
    b = tournament.run_tournament(*args, jobs=1)
    assert a["per_seed"] == b["per_seed"] and a["deals"] >= 6
    p = a["points_per_round_a_minus_b"]
    assert p["ci95"][0] <= p["mean"] <= p["ci95"][1]
    assert a["games"]["played"] == 2 * a["seeds"]
    assert set(a["decision_time_s"]) == {"greedy", "random"}
    assert a["sanity"]["greedy"] is None  # casino does not score sweeps


def test_partnerships_and_sweep_sanity_counted():
    s = tournament.run_tournament("wippen", 4, True, "skilled", "greedy", 2, seed=5, jobs=1)
    assert s["sanity"]["skilled"]["decisions"] > 0
    assert s["games"]["parity"] == 0.5


def test_cli_prints_json_then_summary_on_stderr(capsys):
    assert tournament.main(["--variant", "swedish-kasino", "--a", "beginner", "--b", "random",
                            "--deals", "2", "--seed", "9"]) == 0
    out, err = capsys.readouterr()
    summary = json.loads(out)
    assert summary["a"] == "beginner" and "points per round" in err


def test_statistics_helpers():
    m = cluster_mean([6.0, 2.0, 4.0], [3, 1, 2])
    assert abs(m["mean"] - 2.0) < 1e-9 and m["n"] == 6
    w = wilson(50, 100)
    assert w["ci95"][0] < 0.5 < w["ci95"][1]
    g = gap_closed({"mean": 3.0, "se": 0.1}, {"mean": 6.0, "se": 0.2})
    assert abs(g["ratio"] - 0.5) < 1e-9 and g["ci95"][0] < 0.5 < g["ci95"][1]


def test_report_reads_results_and_computes_the_gap(tmp_path, capsys):
    from casino_desktop.tools import report
    top = tournament.run_tournament("casino", 2, False, "greedy", "random", 4, seed=3, jobs=1)
    ceiling = tournament.run_tournament("casino", 2, False, "cheater:worlds=4", "random", 4, seed=3, jobs=1)
    ceiling["a"] = "cheater"  # the report pairs results by the engine name
    paths = []
    for name, r in (("top", top), ("ceiling", ceiling)):
        p = tmp_path / f"{name}.json"
        p.write_text(json.dumps(r))
        paths.append(str(p))
    assert report.main(paths) == 0
    out = capsys.readouterr().out
    assert "| `casino` 2p | greedy vs random | " in out
    assert "(greedy − floor) / (cheater − floor)" in out
    assert report.main([str(tmp_path / "missing.json")]) == 2
    # A result paired with itself differs by exactly nothing on every deal.
    assert report.main(["--against", paths[0], paths[0]]) == 0
    assert f"| greedy vs random | {top['deals']} | +0.00 (+0.00 .. +0.00) |" in capsys.readouterr().out
