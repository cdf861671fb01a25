"""``cli grade``: a position and a move in, the coach's grade out; bad input one sentence."""

from __future__ import annotations

import json

from .runner import assert_refused, run_cli

POSITION = {"variant": "casino", "to_move": 0, "hands": {"0": ["10S", "3H"]}, "table": ["10D", "5C"]}


def _grade(move: str, position=POSITION, seed: str = "1") -> dict:
    code, out, err = run_cli(["grade", "--seed", seed], json.dumps({"position": position, "move": move}))
    assert code == 0, err
    return json.loads(out)


def test_a_graded_move_with_its_label_verdict_and_misses():
    result = _grade("3H trail")
    assert result["move"] == "3H trail" and result["best"] == "10S take 10D"
    assert result["points_given_away"] > 0 and result["label"] != "good"
    assert result["verdict"].startswith(result["label_text"] + ":")
    assert result["misses"] == ["The better move comes out ahead by 0.3 points on \u201c10♦ big casino\u201d.",
                                "You could have taken 10♦, a card that scores: take 10♦ with 10♠."]
    assert {v["move"] for v in result["values"]} >= {"3H trail", "10S take 10D"}


def test_the_best_move_gives_nothing_away():
    result = _grade("10S take 10D")
    assert result["points_given_away"] == 0 and result["label"] == "good" and result["misses"] == []


def test_a_position_giving_every_hand_is_graded_from_the_movers_view():
    full = dict(POSITION, hands={"0": ["10S", "3H"], "1": ["10C", "10H"]})
    assert _grade("3H trail", full) == _grade("3H trail")


def test_bad_input_gets_one_sentence():
    assert_refused(run_cli(["grade"], json.dumps({"position": POSITION, "move": "3H take 5C"})))
    assert_refused(run_cli(["grade"], json.dumps({"position": POSITION})), "move")
    assert_refused(run_cli(["grade"], json.dumps({"position": {"variant": "nope"}, "move": "3H trail"})))
    assert_refused(run_cli(["grade"], b"\xff{"))
    assert_refused(run_cli(["grade"], json.dumps({"position": POSITION, "move": "x" * 5000})), "long")
