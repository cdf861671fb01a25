"""``casino_desktop.core.rule_base``: what a rule is (``MoveRule``) and the
position it judges a move in (``Seen``).

The contract tests here hold every rule of the registry to what
``MoveRule`` promises: ``active`` reads only the ``fields`` the rule
names, and every rule a rule module defines is in the registry and is
shown giving each of its sentences in that module's own test file."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

from casino_desktop.core import PRESETS, make_rules, parse_card, predicates
from casino_desktop.core import rule_african, rule_builds, rule_captures, rule_owner, rule_table, rule_turns
from casino_desktop.core.moves import CAPTURE, RAISE, new_move
from casino_desktop.core.rule_base import MoveRule, Seen, always, names
from casino_desktop.core.variants import RULE_FIELDS

from .helpers import field_values, passes, position, refuses

TESTS = Path(__file__).parent
RULE_MODULES = (rule_table, rule_captures, rule_builds, rule_owner, rule_african, rule_turns)


@pytest.mark.parametrize("rule", predicates.registry(), ids=lambda r: r.name)
def test_active_reads_only_the_fields_the_rule_names(rule):
    """Changing a rule field the rule does not name never switches it on or
    off, from any preset: ``fields`` says everything ``active`` reads.
    (Combinations ``make_rules`` refuses are judged too: ``fields`` is
    about what the rule reads, not about which variants make sense.)"""
    for variant in PRESETS:
        base = variant.rules
        on = rule.active(base)
        for f in RULE_FIELDS:
            if f.name in rule.fields:
                continue
            for value in field_values(f):
                assert rule.active(dataclasses.replace(base, **{f.name: value})) == on, \
                    f"{rule.name} in {variant.id}: {f.name}={value!r} switches it, but it is not in its fields"


def _sentences_shown(path: Path) -> dict[str, list[str]]:
    """Rule name -> the sentences the test file expects it to give: the
    literal fourth argument of each ``refuses(RULE, state, move, sentence)``."""
    shown: dict[str, list[str]] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "refuses"
                and len(node.args) == 4 and isinstance(node.args[0], ast.Name)
                and isinstance(node.args[3], ast.Constant) and isinstance(node.args[3].value, str)):
            shown.setdefault(node.args[0].id, []).append(node.args[3].value)
    return shown


def _template(sentence: str) -> re.Pattern:
    """A sentence template as a pattern its filled-in sentences match."""
    return re.compile("^" + re.sub(r"\\\{\w+\\\}", ".+", re.escape(sentence)) + "$")


@pytest.mark.parametrize("module", RULE_MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_every_rule_a_module_defines_is_registered_and_gives_every_sentence_in_its_test_file(module):
    """A rule added to a rule module is asked by ``check`` (it is in the
    registry), and its test file shows it refusing a move with each
    sentence it can give (``refuses(NAME, state, move, sentence)``)."""
    short = module.__name__.rsplit(".", 1)[1]
    shown = _sentences_shown(TESTS / f"test_{short}.py")
    registered = {id(r) for r in predicates.registry()}
    defined = {name: obj for name, obj in vars(module).items() if isinstance(obj, MoveRule)}
    assert defined, short
    for name, rule in defined.items():
        assert id(rule) in registered, f"{short}.{name} is not in predicates.registry()"
        for template in rule.sentences:
            assert any(_template(template).match(s) for s in shown.get(name, ())), \
                f"test_{short}.py never shows {name} refusing a move with: {template}"


def test_always_holds_in_every_preset():
    assert all(always(v.rules) for v in PRESETS)


def test_seen_reads_the_position_from_the_movers_side():
    """Seat 1 to move holds 7♥ and 2♠; the table has 9♣ and two builds,
    the 7 seat 1 controls and the opponent's 5."""
    s = position("casino", "7H 2S", "9C", builds=[("3D 4C", 7, False, 1), ("2D 3H", 5, False, 0)], to_move=1)
    seen = Seen(s)
    c = parse_card
    assert seen.seat == 1 and seen.rules is s.rules and seen.values is s.values
    assert sorted(seen.hand) == sorted([c("7H"), c("2S")])
    assert seen.table == [c("9C")]
    assert [b.value for b in seen.controlled] == [7]
    assert sorted(seen.rest(c("7H"))) == [c("2S")]


def test_seen_finds_the_builds_a_move_names():
    """A raise names its build first, and builds after it would join it as
    cards; every build a capture names is taken whole."""
    s = position("casino", "AS 8H", "9D", builds=[("3D 4C", 7, False, 1), ("2D 3H", 5, False, 1)])
    seen = Seen(s)
    seven, five = (b.key for b in sorted(s.builds, key=lambda b: b.value, reverse=True))
    raise_ = new_move(RAISE, parse_card("AS"), 8, (), (seven,))
    assert seen.target(raise_).value == 7
    assert seen.joined(raise_) == []
    take = new_move(CAPTURE, parse_card("AS"), 0, (), (seven, five))
    assert seen.target(take).value == 7
    assert sorted(b.value for b in seen.joined(take)) == [5, 7]
    assert seen.target(new_move(CAPTURE, parse_card("AS"), 0, (parse_card("9D"),), ())) is None


def test_names_joins_cards_as_a_player_reads_them():
    assert names([parse_card("7H"), parse_card("2C")]) == "7♥ + 2♣"
    assert names([parse_card("10D")]) == "10♦"


def test_a_rule_refuses_and_passes_through_check_and_alone():
    """The helpers every rule test uses: a refusal is the same sentence
    from ``check`` and from the rule; a move the rule lets pass may still
    be refused by another rule, and then ``passes`` fails (it asks ``check``)."""
    hold = rule_table.HOLDS_CARD
    s = position("casino", "9H 2S", "9C 5D")
    refuses(hold, s, "9D take 9C", "You do not hold the 9♦.")
    passes(hold, s, "9H take 9C")
    with pytest.raises(AssertionError):
        passes(hold, s, "9D take 9C")
    with pytest.raises(AssertionError):
        passes(hold, s, "9H take 5D")  # held, but the 9♥ cannot take a 5
    with pytest.raises(AssertionError):
        refuses(hold, s, "9D take 9C", "You do not hold the 9♥.")


def test_inactive_rules_stay_out_of_play():
    """Kasino has no building: the rule saying so is in play, rules about
    raising and owning builds are not (``check`` does not ask them)."""
    kasino = make_rules("kasino")
    in_play = predicates.rules_in_play(kasino)
    assert rule_table.BUILDING in in_play
    assert rule_builds.RAISE_OWN not in in_play and rule_owner.OWNER_DUTY_RULE not in in_play


def test_seen_works_out_the_pile_tops_in_play_and_the_table_from_them():
    s = position("south-african-casino", "5S 9H", "4C", piles=["", "2C 5D"])
    seen = Seen(s)
    five = parse_card("5D")
    assert seen.tops == {five: 1}
    assert seen.table == [parse_card("4C"), five]
    assert seen.tops_in([parse_card("4C"), five]) == [five]
    plain = Seen(position("casino", "5S", "4C"))
    assert plain.tops == {} and plain.tops_in([parse_card("4C")]) == []


def test_a_list_of_african_moves_asks_for_the_pile_tops_once_per_position(monkeypatch):
    """The house filters judge every move of a long list against the same
    tops: they are worked out once for the position, not once per move."""
    from casino_desktop.core import piles, rule_base as rule_base_module
    from casino_desktop.core.turns import african_moves

    calls = []
    real = piles.pile_tops

    def counting(state, seat):
        calls.append(seat)
        return real(state, seat)

    monkeypatch.setattr(piles, "pile_tops", counting)
    monkeypatch.setattr(rule_base_module, "pile_tops", counting, raising=False)
    s = position("swazi-casino", "5S 9H 7C 3D", "4C 2H 6S", piles=["", "2C 5D"])
    moves = african_moves(s)
    assert len(moves) > 10
    assert len(calls) <= 6
