"""House rules and move text from outside: refused with one sentence
(``VariantError`` / ``IllegalMove``), never a crash (issue 18)."""
import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.core.legality import IllegalMove, resolve
from casino_desktop.core.moves import MoveSyntaxError, parse_move
from casino_desktop.core.variants import PRESETS, VariantError
from casino_desktop.core.rules_sense import SCORING_ITEMS, can_score, game_problem, rules_problem


@pytest.mark.parametrize("options", [[1], "x", 7, True])
def test_options_not_an_object_are_refused(options):
    with pytest.raises(VariantError, match="JSON object"):
        make_rules("casino", options)


@pytest.mark.parametrize("variant", [[], None, 7, {"id": "casino"}])
def test_variant_not_text_is_refused(variant):
    with pytest.raises(VariantError, match="by its name"):
        make_rules(variant, {})


@pytest.mark.parametrize("options, words", [
    ({"nonsense": 1}, "unknown option"), ({"target": "21"}, "whole number"), ({"target": 201}, "between"),
    ({"target": True}, "whole number"), ({"misere": 1}, "true or false"), ({"ace_value": ["1"]}, "one of"),
    ({"x" * 5000: 1}, "unknown option"),
])
def test_options_of_wrong_type_or_range_are_refused(options, words):
    with pytest.raises(VariantError) as err:
        make_rules("casino", options)
    assert words in str(err.value).lower() and len(str(err.value)) < 300


def _nothing_scores(variant: str) -> dict:
    base = make_rules(variant)
    off = {name: 0 for name in SCORING_ITEMS if getattr(base, name)}
    if base.spade_quota:
        off["spade_quota"] = 0
    if base.overspader:
        off["overspader"] = 0
    if base.mulle != "off":
        off["mulle"] = "off"
    for name in ("sweeps_cancel", "finnish_sweep_limits", "sweep_left_open"):  # they need sweeps to score
        if getattr(base, name) != getattr(make_rules("casino"), name):
            off[name] = getattr(make_rules("casino"), name)
    if base.near_target != "off":
        off["near_target"] = "off"
    return off


@pytest.mark.parametrize("variant", [v.id for v in PRESETS])
def test_endless_match_with_every_scoring_item_zero_is_refused(variant):
    with pytest.raises(VariantError, match="never end"):
        make_rules(variant, _nothing_scores(variant))


@pytest.mark.parametrize("item", SCORING_ITEMS + ("overspader",))
def test_one_scoring_item_is_enough_to_play(item):
    options = {**_nothing_scores("casino"), item: 1}
    rules = make_rules("casino", options)
    assert can_score(rules) and game_problem(rules, 2, False) is None
    new_game(rules, 2, False, 1)


def test_mulle_alone_can_score():
    make_rules("mulle", {**_nothing_scores("mulle"), "mulle": "alone_5"})


def test_misere_with_a_target_is_refused():
    with pytest.raises(VariantError, match="target"):
        make_rules("krypkasino", {"target": 21})


def test_every_preset_still_passes():
    assert all(rules_problem(v.rules) is None and can_score(v.rules) for v in PRESETS)


@pytest.mark.parametrize("text", ["AS=\u00b2 take 2D", "5H=\u00b2 take 5C", "3H build \u00b9\u2070 AC 2D",
                                  "3H trail build \u0669 AC", "AS=\uff11\uff14 take AD", "AS=999 take AD",
                                  "3H build 6\u00b2 AC 2D"])
def test_superscript_digits_in_move_text_are_refused_in_one_sentence(text):
    with pytest.raises(MoveSyntaxError) as err:
        parse_move(text)
    assert "value" in str(err.value)


def test_superscript_move_through_resolve_is_an_illegal_move():
    state = new_game(make_rules("casino"), 2, False, 5)
    with pytest.raises(IllegalMove):
        resolve(state, "AS=\u00b2 take 2D")


def test_ascii_values_still_read():
    assert parse_move("AS=14 take AD")[2] == 14 and parse_move("3H build 6 AC 2D")[2] == 6
    assert parse_move("3H trail build 9 4C 5D")[2] == 9
