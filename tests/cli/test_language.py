"""``cli --lang``: the reason sentences in another language, through a
catalog compiled as the app compiles it; the JSON's other values stay
English.  A small hand-made Swedish catalog stands in for the real one
(which the translators are filling)."""
from __future__ import annotations

import json

import pytest

from casino_desktop.cli import language
from casino_desktop.core.templates import N_plural, fill
from casino_desktop.core.rule_captures import GROUPS
from casino_desktop.core.rule_table import NOT_HELD
from casino_desktop.core.variants import make_rules
from casino_desktop.core.rules_sense import game_problem
from casino_desktop.i18n.ts_file import Entry, write_ts
from tests.cli.runner import run_cli

GROUPS_SV = "De korten kan inte delas i grupper som var och en blir {values}: varje bordskort hör till högst en grupp."
NOT_HELD_SV = "Du har inte {card} på handen."
PLAYERS = ("This variant is played by exactly {count} player.", "This variant is played by exactly {count} players.")
PLAYERS_SV = ("Varianten spelas av exakt {count} spelare.", "Varianten spelas av exakt {count} spelare (flera).")


@pytest.fixture
def swedish(tmp_path, monkeypatch):
    entries = [Entry(str(GROUPS), None, False, [GROUPS_SV], True),
               Entry(str(NOT_HELD), None, False, [NOT_HELD_SV], True),
               Entry(PLAYERS[1], None, True, list(PLAYERS_SV), True, PLAYERS[0]),
               Entry("K", "king, in a card's short name such as K\u2665", False, ["Kn"], True)]
    ts = tmp_path / "casino_sv.ts"
    write_ts(ts, "sv_SE", entries)
    monkeypatch.setattr(language, "catalog_path", lambda code: ts)
    return ts


def check(move: str, hand=("3H", "5H"), lang=None) -> tuple[int, dict]:
    data = {"position": {"variant": "casino", "to_move": 0, "hands": {"0": list(hand)}, "table": ["AC", "5C"]},
            "move": move}
    code, out, err = run_cli((["--lang", lang] if lang else []) + ["check"], json.dumps(data))
    assert code == 0, err
    return code, json.loads(out)


def test_reason_in_swedish_with_its_fields_filled(swedish):
    _, english = check("3H take AC 5C")  # two cards: one of another value has a sentence of its own
    _, svenska = check("3H take AC 5C", lang="sv")
    assert english["reason"].startswith("Those cards cannot be split into groups")
    assert svenska == {"legal": False, "reason": GROUPS_SV.format(values=3)}


def test_a_card_name_inside_a_reason_is_said_in_the_language_too(swedish):
    _, svenska = check("KH trail", lang="sv")
    assert svenska["reason"] == NOT_HELD_SV.format(card="Kn\u2665")


def test_a_sentence_the_catalog_lacks_stays_english(swedish):
    _, english = check("3H trail build 8 5C")
    _, svenska = check("3H trail build 8 5C", lang="sv")
    assert svenska == english and "reason" in english


def test_plural_forms_follow_the_count(swedish):
    lookup = language.language_lookup("sv")
    problem = game_problem(make_rules("casino", {"min_players": 2, "max_players": 2}), 3, False)
    assert problem == "This variant is played by exactly 2 players."
    assert language.localize({"reason": problem}, lookup)["reason"] == PLAYERS_SV[1].format(count=2)
    # The same marked template with a count of one takes the catalog's first form.
    one = fill(N_plural(*PLAYERS), 1)
    assert language.localize([{"reason": one}], lookup) == [{"reason": PLAYERS_SV[0].format(count=1)}]


def test_english_is_the_default_and_needs_no_catalog(monkeypatch):
    monkeypatch.setattr(language, "catalog_path", lambda code: pytest.fail("no catalog for English"))
    _, out = check("3H take AC 5C", lang="en")
    assert out["reason"].startswith("Those cards")


def test_an_unknown_language_is_refused_by_the_parser():
    code, out, err = run_cli(["--lang", "xx", "check"], "{}")
    assert (code, out) == (2, "") and err.startswith("error: The option --lang takes one of: en, ")


def test_a_damaged_catalog_exits_2_with_one_line(tmp_path, monkeypatch):
    bad = tmp_path / "casino_sv.ts"
    bad.write_text("<TS><context>", encoding="utf-8")
    monkeypatch.setattr(language, "catalog_path", lambda code: bad)
    code, out, err = run_cli(["--lang", "sv", "variants"], "")
    assert code == 2 and out == "" and err.startswith("error: the language sv cannot be loaded")


@pytest.mark.parametrize("position, english", [
    ({"variant": "casino", "to_move": 0, "hands": {"0": ["1X"]}, "table": []}, "'1X' is not a card"),
    ({"variant": "nope"}, "Unknown variant 'nope'"),
    ({"variant": "casino", "players": 7}, "'players' must be a whole number from 2 to 4."),
    ({"variant": "casino", "to_move": 0, "hands": {"0": ["3H"]}, "table": [{"build": ["3C"], "value": 3}]},
     "A build needs a list of at least two cards"),
])
def test_a_refused_position_is_said_in_the_language_asked_for(position, english):
    """Every sentence about a refused position stayed English under --lang
    (the position's own were plain strings; a card's or a variant's lost its
    template on the way), and the damaged input's subject was glued in
    English ("The input är skadat")."""
    code, _, err = run_cli(["moves"], json.dumps(position))
    assert code == 2 and english in err, err
    code, _, err = run_cli(["--lang", "ru", "moves"], json.dumps(position))
    assert code == 2 and english not in err and any("\u0400" <= ch <= "\u04ff" for ch in err), err


def test_damaged_input_is_said_whole_in_the_language_asked_for():
    code, _, err = run_cli(["--lang", "sv", "moves"], b"\xff\xfe")
    assert code == 2 and "The input" not in err and err.startswith("error: Indata"), err
