"""The command line's input: every bad input exits 2 with one line, never a
traceback (the cases of issue 18, each named after its defect)."""
import json

import pytest

from tests.cli.runner import assert_refused, run_cli

POSITION = {"variant": "casino", "to_move": 0, "hands": {"0": ["3H", "5H"]}, "table": ["AC", "5C"]}
ROUND = {"variant": "casino", "captured": {"0": ["AS", "10D"], "1": ["2S", "3H"]}}  # side 1 took enough for a sweep


def moves(data) -> tuple:
    return run_cli(["moves"], data if isinstance(data, (bytes, str)) else json.dumps(data))


def score(**changes) -> tuple:
    return run_cli(["score"], json.dumps({**ROUND, **changes}))


@pytest.mark.parametrize("options", [[1], "x", 7, True])
def test_moves_with_options_not_an_object_exits_2(options):
    assert_refused(moves({**POSITION, "options": options}), "house rules")


def test_moves_with_variant_a_list_exits_2():
    assert_refused(moves({**POSITION, "variant": []}), "variant")


def test_moves_with_unknown_option_exits_2():
    assert_refused(moves({**POSITION, "options": {"nonsense": 1}}), "unknown option")


def test_moves_with_players_of_4301_digits_exits_2():
    text = json.dumps(POSITION)[:-1] + ', "players": ' + "9" * 4301 + "}"
    assert_refused(moves(text), "4,301 digits")


def test_moves_with_input_nested_1000_deep_exits_2():
    assert_refused(moves("[" * 1000 + "]" * 1000), "nested")


def test_moves_with_non_utf8_byte_exits_2():
    assert_refused(moves(json.dumps(POSITION).replace("casino", "caf\xe9").encode("latin-1")), "not text in a known encoding")


def test_moves_with_input_over_the_size_cap_exits_2():
    assert_refused(moves(b" " * (2 * 1024 * 1024)), "too large")


def test_moves_with_a_hand_of_40_cards_exits_2():
    hand = [r + s for s in "SHD" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")][:40]
    hand.append("AC")
    assert_refused(moves({**POSITION, "hands": {"0": hand[:40]}, "table": []}), "at most 4")


@pytest.mark.parametrize("key, value", [("players", True), ("to_move", True), ("partnerships", "yes"),
                                        ("final_deal", 1), ("table", "5C"), ("hands", ["3H"])])
def test_moves_with_fields_of_the_wrong_type_exit_2(key, value):
    assert_refused(moves({**POSITION, key: value}))


def test_moves_with_a_build_value_of_30_digits_exits_2():
    build = {"build": ["4H", "3S"], "value": 10**29, "multiple": True, "controller": 0}
    assert_refused(moves({**POSITION, "table": ["AC", build]}), "value")


@pytest.mark.parametrize("sweeps", [{"0": "x"}, {"0": None}, [1], {"0": -1000000}, {"0": True}, {"7": 1}])
def test_score_with_bad_sweeps_exits_2(sweeps):
    assert_refused(score(sweeps=sweeps), "sweeps")


def test_score_with_sweeps_of_1e400_exits_2():
    text = json.dumps(ROUND)[:-1] + ', "sweeps": {"0": 1e400}}'
    assert_refused(run_cli(["score"], text), "too large")


def test_score_with_captured_not_a_list_exits_2():
    assert_refused(score(captured={"0": 5, "1": []}), "must be a list")


def test_score_with_mulles_as_a_list_exits_2():
    assert_refused(score(variant="mulle", mulles=[1]), "mulles")


def test_score_with_opened_text_exits_2():
    assert_refused(score(opened={"0": "x"}), "opened")


def test_score_with_last_capturer_true_exits_2():
    assert_refused(score(last_capturer=True), "last_capturer")


def test_score_with_options_a_list_exits_2():
    assert_refused(score(options=[1]), "house rules")


def test_score_still_scores_a_good_round():
    code, out, _ = score(sweeps={"1": 1}, last_capturer=0)
    assert code == 0 and json.loads(out)["totals"]


def test_check_with_superscript_value_is_refused_in_one_sentence():
    # A move text that cannot be read is bad input (exit 2), not an illegal move.
    pos = {"variant": "casino", "to_move": 0, "hands": {"0": ["5H"]}, "table": ["5C"]}
    assert_refused(run_cli(["check"], json.dumps({"position": pos, "move": "5H=\u00b2 take 5C"})),
                   "value the card counts as")


def test_check_with_a_move_text_of_a_megabyte_exits_2():
    pos = {"variant": "casino", "to_move": 0, "hands": {"0": ["5H"]}, "table": ["5C"]}
    assert_refused(run_cli(["check"], json.dumps({"position": pos, "move": "5H take " + "5C " * 300_000})),
                   "too long")


def test_moves_with_the_movers_hand_null_exits_2():
    assert_refused(moves({**POSITION, "hands": {"0": None}}), "list of cards")


def test_moves_with_a_hand_for_a_seat_that_is_not_there_exits_2():
    assert_refused(moves({**POSITION, "hands": {"0": ["3H"], "7": ["4H"]}}), "not a seat")


def test_score_with_a_line_break_in_a_card_is_refused_in_one_line():
    assert_refused(score(captured={"0": ["A\nS"], "1": []}), "not a card")
    assert_refused(moves({**POSITION, "variant": "cas\nino"}), "unknown variant")


def test_score_refuses_a_card_the_forty_card_pack_does_not_hold():
    assert_refused(score(variant="south-african-casino", captured={"0": ["KS", "10D"], "1": ["2S"]}),
                   "K♠ is not in this game's pack")


def test_moves_refuses_a_court_card_in_south_africa():
    assert_refused(moves({"variant": "south-african-casino", "hands": {"0": ["3H", "KS"]}, "table": ["5C"]}),
                   "not in this game's pack")


def test_an_undecodable_argument_or_lone_surrogate_never_breaks_the_printed_answer():
    # A lone surrogate in the input once came back in the answer, which
    # could then not be printed (UnicodeEncodeError on a UTF-8 terminal).
    position = '{"variant": "casino", "hands": {"0": ["3H"]}, "table": ["5C"]}'
    for data in ('{"position": %s, "move": "3H trail \\ud800"}' % position,
                 '{"position": %s, "move": "\\udcff"}' % position):
        code, out, err = run_cli(["check"], data)
        (out + err).encode("utf-8")
    code, out, err = run_cli(["drill", "--kind", "legal", "--topic", "x\udcff"], "")
    (out + err).encode("utf-8")


def test_empty_input_is_said_to_be_empty_not_damaged():
    assert_refused(moves(b""), "The input is empty")
    assert_refused(moves(b"  \n"), "The input is empty")
