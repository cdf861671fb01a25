"""The command line: JSON in, JSON out, one clear line and status 2 on bad input."""

import json
import subprocess
import sys

import pytest


def run(args, stdin=""):
    proc = subprocess.run([sys.executable, "-m", "casino_desktop.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_variants_lists_every_preset_with_parameters():
    code, out, _ = run(["variants"])
    assert code == 0
    data = json.loads(out)
    ids = {v["id"] for v in data}
    assert {"casino", "royal-casino", "swedish-kasino", "finnish-kasino", "mulle", "mulle-kortspel"} <= ids
    casino = next(v for v in data if v["id"] == "casino")
    assert casino["parameters"]["face_values"]["value"] == "none"
    assert "help" in casino["parameters"]["compulsory_capture"]


def test_moves_of_the_three_on_ace_two_example(capsys, monkeypatch):
    pos = {"variant": "casino", "to_move": 0, "hands": {"0": ["3H", "3S", "6D"]}, "table": ["AC", "2D"]}
    code, out, _ = run(["moves"], json.dumps(pos))
    assert code == 0
    moves = json.loads(out)
    by_text = {m["text"]: m for m in moves}
    assert by_text["3H take AC 2D"]["cards"] == ["AC", "2D"] and by_text["3H take AC 2D"]["kind"] == "capture"
    six = by_text["3H build 6 AC 2D"]
    assert six["kind"] == "build" and six["value"] == 6 and six["multiple"] is False
    assert sorted(six["cards"]) == sorted(["AC", "2D", "3H"])
    assert by_text["3H build 3 AC 2D"]["multiple"] is True
    assert {m["text"] for m in moves if m["card"] == "6D"} == {"6D trail"}


def test_moves_of_the_african_family_name_pile_tops_and_table_actions():
    """Swazi: a build of table cards alone has no card from the hand; South
    Africa: a capture that takes a pile's top card says so."""
    swazi = {"variant": "swazi-casino", "to_move": 0, "hands": {"0": ["9H", "3C"]}, "table": ["9C", "7D", "4H"],
             "piles": [[], ["KD", "2S", "5D"]]}
    code, out, _ = run(["moves"], json.dumps(swazi))
    assert code == 0
    by_text = {m["text"]: m for m in json.loads(out)}
    table_build = by_text["table build 9 4H 5D 9C"]
    assert table_build["kind"] == "tbuild" and table_build["card"] is None and table_build["multiple"] is True
    sa = {"variant": "south-african-casino", "to_move": 0, "hands": {"0": ["5H", "3C"]}, "table": ["2D"],
          "piles": [[], ["4S", "3S"]]}
    code, out, _ = run(["moves"], json.dumps(sa))
    by_text = {m["text"]: m for m in json.loads(out)}
    assert by_text["5H take 2D 3S"]["pile_tops"] == ["3S"]
    assert "pile_tops" not in by_text["3C trail"]


def test_check_legal_and_refused_with_reason():
    pos = {"variant": "casino", "to_move": 0, "hands": {"0": ["9S", "3H"]},
           "table": ["2D", {"build": ["4H", "3S"], "value": 7, "multiple": False, "controller": 1}]}
    code, out, _ = run(["check"], json.dumps({"position": pos, "move": "9S take [3S 4H] 2D"}))
    result = json.loads(out)
    assert code == 0 and result["legal"] is False and "build" in result["reason"]
    code, out, _ = run(["check"], json.dumps({"position": pos, "move": "3H trail"}))
    assert json.loads(out) == {"legal": True}


def test_score_breakdown():
    data = {"variant": "swedish-kasino", "captured": {"0": ["AS", "2S", "3S", "10D", "5H"], "1": ["AH", "7C", "4C", "9H"]},
            "sweeps": {"1": 2}, "last_capturer": 1}
    code, out, _ = run(["score"], json.dumps(data))
    result = json.loads(out)
    assert code == 0
    by = {it["id"]: it["points"] for it in result["items"]}
    assert by["cards"] == [1, 0] and by["spades"] == [2, 0] and by["big_casino"] == [2, 0]
    assert by["little_casino"] == [1, 0] and by["aces"] == [1, 1] and by["sweeps"] == [0, 2]
    assert by["last_capture"] == [0, 1] and result["totals"] == [7, 4]


@pytest.mark.parametrize("args, stdin, words", [
    (["moves"], '{"variant": "nope", "hands": {"0": ["AS"]}}', "unknown variant"),
    (["moves"], '{"variant": "casino", "hands": {"0": ["ZZ"]}}', "not a card"),
    (["moves"], '{"variant": "casino", "hands": {"0": ["AS", "AS"]}}', "appears more often"),
    (["moves"], '{"variant": "casino", "hands": {"0": ["AS"]}, "table": [{"build": ["2H", "3S"], "value": 7}]}',
     "cannot make a single build of 7"),
    (["moves"], "not json", "cut off or garbled"),
    (["score"], '{"variant": "casino", "captured": {"0": ["AS"], "1": ["AS"]}}', "more often"),
])
def test_bad_input_exits_2_with_one_line(args, stdin, words):
    code, out, err = run(args, stdin)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0].lower()


def test_simulate_plays_whole_games():
    code, out, _ = run(["simulate", "--variant", "royal-casino", "--players", "3", "--games", "3", "--seed", "4"])
    result = json.loads(out)
    assert code == 0 and result["games"] == 3 and result["rounds"] >= 3 and sum(result["wins"]) <= 3


@pytest.mark.slow
def test_bench_reports_every_figure():
    from casino_desktop.tools.bench import run_bench
    figures = run_bench(quick=True)
    for key in ("legal_moves_median_us", "legal_moves_p99_us", "speedup_over_bruteforce",
                "random_casino_rounds_per_second", "random_casino_rounds_per_second_warm",
                "pathological_table_ms"):
        assert figures[key] > 0
    assert figures["pathological_table_moves"] == 75000
    assert figures["worst_tables"] and figures["worst_tables_within_bound"] is True
    for row in figures["worst_tables"]:
        assert row["table_moves"] > 0 and row["table_peak_mb"] < 200 and row["check_take_all_peak_mb"] < 200


def test_bench_starts_from_cold_memos(monkeypatch):
    """The cold figures mean empty memos: the bench and the worst tables
    forget them with the engine's own ``forget_memos`` (which the core's
    tests show empties every memo), not with a list of their own."""
    from casino_desktop.tools import bench, worst_tables
    forgotten = []
    monkeypatch.setattr(bench, "forget_memos", lambda: forgotten.append("bench"))
    monkeypatch.setattr(worst_tables, "forget_memos", lambda: forgotten.append("worst tables"))
    bench.pathological_ms()
    worst_tables._measure(lambda: None)
    assert forgotten == ["bench"] * 3 + ["worst tables"] * 2


def test_moves_with_limit_lists_at_most_n_and_says_whether_complete():
    pos = {"variant": "casino", "hands": {"0": ["AS", "6D"]}, "table": ["AH", "2C"]}
    code, out, _ = run(["moves", "--limit", "1"], json.dumps(pos))
    assert code == 0
    answer = json.loads(out)
    assert len(answer["moves"]) == 1 and answer["complete"] is False
    code, out, _ = run(["moves", "--limit", "100"], json.dumps(pos))
    answer = json.loads(out)
    assert answer["complete"] is True
    code, full, _ = run(["moves"], json.dumps(pos))
    assert answer["moves"] == json.loads(full)


def test_cli_moves_on_forty_loose_cards_double_deck_is_bounded():
    """It ran for minutes and grew to 9.4 GB: now a bounded answer that says it is incomplete."""
    from casino_desktop.tools.worst_tables import WORST_TABLES
    pos = WORST_TABLES["krypkasino: 40 loose A-5 of two decks; K Q 10 9 in hand"]
    code, out, _ = run(["moves"], json.dumps(pos))
    assert code == 0
    answer = json.loads(out)
    assert answer["complete"] is False and answer["moves"]
    code, out, _ = run(["moves", "--limit", "7"], json.dumps(pos))
    answer = json.loads(out)
    assert len(answer["moves"]) == 7 and answer["complete"] is False


@pytest.mark.parametrize("limit", ["0", "-3", "x", "1" * 40])
def test_moves_limit_must_be_a_positive_number(limit):
    code, _, err = run(["moves", "--limit", limit], '{"variant": "casino", "hands": {"0": ["AS"]}}')
    assert code == 2 and "limit" in err and "Traceback" not in err


@pytest.mark.parametrize("typo", ["3H tral", "3X trail", "3H take [5C", ""])
def test_check_answers_an_unreadable_move_as_bad_input_not_as_an_illegal_move(typo):
    pos = {"variant": "casino", "to_move": 0, "hands": {"0": ["3H"]}, "table": ["5C"]}
    code, out, err = run(["check"], json.dumps({"position": pos, "move": typo}))
    assert code == 2 and out == "" and err.startswith("error: ") and len(err.splitlines()) == 1, (code, out, err)
    code, out, _ = run(["check"], json.dumps({"position": pos, "move": "3H take 5C"}))
    assert code == 0 and json.loads(out)["legal"] is False  # readable, and refused by a rule


def test_the_help_of_check_says_how_an_unreadable_move_is_answered():
    code, out, _ = run(["check", "--help"], "")
    assert "exits with status 2" in " ".join(out.split())


def test_check_says_a_card_named_as_loose_is_inside_a_build():
    pos = {"variant": "casino", "to_move": 0, "hands": {"0": ["4S", "7C"]},
           "table": ["9C", {"build": ["4D", "3S"], "value": 7, "multiple": False, "controller": 1}]}
    code, out, _ = run(["check"], json.dumps({"position": pos, "move": "4S take 4D"}))
    assert code == 0 and json.loads(out) == {
        "legal": False, "reason": "The 4♦ is in the build of 4♦ + 3♠, and a build is never broken up: "
                                  "to take the 4♦, capture the whole build with a card of 7."}


@pytest.mark.parametrize("command,module", [(["bench", "--quick"], "casino_desktop.tools.bench"),
                                            (["tournament", "x.json"], "casino_desktop.tools.tournament")])
def test_developer_commands_say_so_where_the_tooling_is_left_out(command, module, monkeypatch, capsys):
    """The bundle leaves ``casino_desktop.tools`` out: its commands answer
    with one sentence and exit 2, not a traceback."""
    import sys
    from casino_desktop.cli.commands import main
    monkeypatch.setitem(sys.modules, module, None)  # importing it raises ImportError
    assert main(command) == 2
    err = capsys.readouterr().err
    assert "developer command" in err and "Traceback" not in err


@pytest.mark.parametrize("limit", ["100001", "999999999"])
def test_moves_limit_above_the_most_a_list_holds_is_refused_naming_the_range(limit):
    """Above ``MOVE_CAP`` the answer was cut at the cap (or a sample of a few
    hundred) with nothing said: --limit 999999999 listed 587 moves."""
    from tests.cli.runner import assert_refused, run_cli
    pos = {"variant": "casino", "hands": {"0": ["AS"]}, "table": ["AH"]}
    line = assert_refused(run_cli(["moves", "--limit", limit], json.dumps(pos)), "--limit")
    assert line == "error: The option --limit takes a whole number from 1 to 100,000."


def test_moves_limit_at_the_most_a_list_holds_is_answered():
    from tests.cli.runner import run_cli
    pos = {"variant": "casino", "hands": {"0": ["AS"]}, "table": ["AH"]}
    code, out, err = run_cli(["moves", "--limit", "100000"], json.dumps(pos))
    assert code == 0 and err == "" and json.loads(out)["complete"] is True
