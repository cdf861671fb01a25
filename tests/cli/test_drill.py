"""``cli drill``: a drill as JSON, the same for the same seed, its verdict
with --answer, and one sentence for every bad input."""

import json

import pytest

from casino_desktop.practice import generate

from .runner import assert_refused, run_cli


def _drill(*args):
    code, out, err = run_cli(["drill", *args], "")
    assert code == 0, err
    return json.loads(out)


def test_a_drill_is_printed_without_its_answer_and_the_same_seed_gives_the_same_drill():
    first = _drill("--variant", "casino", "--kind", "legal", "--seed", "3")
    assert first == _drill("--variant", "casino", "--kind", "legal", "--seed", "3")
    assert {"question", "choices", "position", "answer_form", "topic"} <= set(first)
    assert "answer" not in first and first["answer_form"] == "choice"
    assert first["position"]["variant"] == "casino" and first["choices"][0] == "The play is legal."


@pytest.mark.parametrize("kind", ["captures", "legal", "build", "take_build", "raise", "score"])
def test_the_right_answer_is_judged_right_and_a_wrong_one_wrong(kind):
    d = generate("casino", {}, kind, 2)
    assert d is not None
    right = _drill("--kind", kind, "--seed", "2", "--answer", json.dumps(d.answer_json()))
    assert right["verdict"]["right"] is True and right["drill"]["question"] == d.question
    wrong = {"captures": [], "legal": (d.answer + 1) % len(d.choices) if d.choices else 0,
             "build": "AS take KS", "take_build": "AS take KS", "raise": "AS take KS",
             "score": {}}[kind]
    verdict = _drill("--kind", kind, "--seed", "2", "--answer", json.dumps(wrong))["verdict"]
    assert verdict["right"] is False and verdict["sentence"] and verdict["right_answer"] == d.answer_json()


def test_house_rules_and_a_topic_choose_the_drill():
    out = _drill("--variant", "casino", "--options", '{"compulsory_capture": true}', "--topic", "compulsory_capture")
    assert out["topic"] == "compulsory_capture" and out["options"] == {"compulsory_capture": True}


@pytest.mark.parametrize("args, words", [
    (["--kind", "quiz"], ["kind of drill"]),
    (["--seed", "-3"], ["seed"]),
    (["--seed", "99999999999"], ["seed"]),
    (["--seed", "١٢"], ["seed"]),
    (["--variant", "poker"], ["variant"]),
    (["--options", "[1"], ["--options"]),
    (["--options", '{"build_max": 99}'], ["build_max"]),
    (["--answer", "{"], ["answer"]),
    (["--topic", "x" * 300], ["topic"]),
    (["--variant", "swedish-kasino", "--kind", "build", "--seed", "1"], ["no drill"]),
    # An answer that cannot be read is refused as a typo is by ``check``: it
    # was judged wrong, exit 0, with the right answer given away.
    (["--kind", "legal", "--answer", '"x"'], ["That answer cannot be read"]),
    (["--kind", "legal", "--answer", "-1"], ["That answer cannot be read"]),
    (["--kind", "captures", "--answer", '["KC tke KS"]'], ["That answer cannot be read"]),
])
def test_bad_input_gets_one_sentence(args, words):
    result = run_cli(["drill", *args], "")
    assert_refused(result, *words)
    assert "right_answer" not in result[1]


def test_a_building_drill_in_a_game_without_building_says_why_not_which_seed():
    assert_refused(run_cli(["drill", "--variant", "casino", "--options", '{"building": false}', "--kind", "build",
                            "--seed", "1"], ""),
                   "There is no building in this game, so it has no drills about builds.")
