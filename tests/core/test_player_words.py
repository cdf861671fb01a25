"""Every string the interface can show about the games speaks a player's
language: no word from our sources (the numbered seed texts we learnt the
rules from, file names, parameter ids), and sentences about a person are
whole, in the right person, with plurals."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import casino_desktop
from casino_desktop.core.templates import Plural
from casino_desktop.i18n.extract import collect

from casino_desktop.core import PRESETS, apply, legal_moves, new_game
from casino_desktop.core.rules_sense import game_problem
from casino_desktop.core.describe import rules_text
from casino_desktop.core.sentences import MANY, ONE, SENTENCES, YOU, phrase, sentence
from casino_desktop.core.variants import RULE_FIELDS

# Words that come from our sources or our code, never from the game.
SOURCE_WORDS = [
    (re.compile(r"\bseeds?\s*\d+", re.I), "a seed text's number"),
    (re.compile(r"\b\w+\.(py|json|md|txt|toml)\b"), "a file name"),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a snake_case id"),
    (re.compile(r"\bpagat\b", re.I), "the name of a web site we read"),
    (re.compile(r"\b(RULES|README)\b"), "one of our documents"),
]


def shown_strings() -> list[tuple[str, str]]:
    """(where, text) for every variant and field string the interface shows."""
    out = []
    for v in PRESETS:
        out += [(f"{v.id} name", v.name), (f"{v.id} family", v.family), (f"{v.id} summary", v.summary),
                (f"{v.id} rules", rules_text(v.rules, v.id))]
    for f in RULE_FIELDS:
        meta = f.metadata
        out += [(f"{f.name} label", meta["label"]), (f"{f.name} help", meta["help"])]
        out += [(f"{f.name} choice {c}", words) for c, words in meta.get("choice_labels", {}).items()]
    # Every template marked for translation anywhere in the app: what the
    # catalogs hold is what the screen can show.
    messages, errors = collect(Path(casino_desktop.__file__).parent)
    assert not errors, errors
    for m in messages:
        where = "{}:{}".format(*m.locations[0])
        out += [(where, m.source)] + ([(where, m.one)] if m.one else [])
    return out


def _forms(template) -> list[str]:
    return [template.one, template.other] if isinstance(template, Plural) else [str(template)]


def _as_shown(text: str) -> str:
    """What of a template reaches the screen: not its {field} names (filled
    in), nor a file dialog's (*.pattern) filter (a file type is how such a
    dialog speaks)."""
    return re.sub(r"\(\*[^()]*\)", "", re.sub(r"\{[^{}]*\}", "", str(text)))


def test_no_word_from_our_sources_reaches_the_screen():
    found = [(where, why, m.group(0)) for where, text0 in shown_strings() for text in [_as_shown(text0)]
             for pattern, why in SOURCE_WORDS for m in [pattern.search(text)] if m]
    assert not found, found


def test_the_scan_finds_the_words_it_looks_for():
    # The scan itself must be able to fail: each pattern catches its own kind.
    for bad in ("Kasino of seed 003", "see RULES.md", "build_for_partner", "(pagat)"):
        assert any(p.search(bad) for p, _ in SOURCE_WORDS), bad


def test_sentences_about_you_take_the_second_person():
    # "You takes …" was the old string surgery's slip: no YOU template may
    # use the third person, and every named template must.
    for sid, forms in SENTENCES.items():
        for person, template in forms.items():
            for t in _forms(template):
                # A named template's subject is {name} ("the pile you share
                # with {name}": a "you" inside may take its own verb).
                subject = r"\{name\}" if person == ONE else r"\b(?:You|you|\{name\})"
                verb = re.search(subject + r" (\w+)", t)
                if verb is None or verb.group(1) in ("may", "can", "must"):  # modals take no -s
                    continue
                if person == YOU:
                    assert not verb.group(1).endswith("s"), (sid, t)
                elif person == ONE:
                    assert verb.group(1).endswith("s"), (sid, t)
                elif person == MANY:
                    assert not verb.group(1).endswith("s"), (sid, t)


def test_you_takes_the_last_cards_reads_you_take():
    assert sentence("last_cards", "You", 2) == "You take the last 2 cards from the table"
    assert sentence("last_cards", "North", 2) == "North takes the last 2 cards from the table"
    assert sentence("last_cards", "Anna", 1) == "Anna takes the last card from the table"


def test_counts_use_plurals():
    assert sentence("points_at_once", "North", 1) == "North scores 1 point at once"
    assert sentence("points_at_once", "You", 3) == "You score 3 points at once"
    assert phrase("new_hands", 1) == "New hands dealt; 1 card left in the stock"
    assert phrase("mulles_count", 1) == "1 mulle" and phrase("swept_count", 2) == "2 sweeps"
    assert sentence("match_won", "You", 1, others="North 0") == "You win the match with 1 point (North 0)."
    assert sentence("match_won", "West & East", 21, others="North & South 12").startswith("West & East win the match")
    assert sentence("match_won", "North", 21, others="You 12").startswith("North wins the match with 21 points")


def test_this_variant_is_played_by_4_to_4_players_reads_exactly_4():
    dominican = next(v for v in PRESETS if v.id == "dominican-casino").rules
    from dataclasses import replace
    four_only = replace(dominican, min_players=4)
    assert game_problem(four_only, 2, False) == "This variant is played by exactly 4 players."
    assert "2 to 4 players" in game_problem(dominican, 5, False)


@pytest.mark.parametrize("variant", ["casino", "kasino", "mulle"])
def test_every_move_of_a_round_has_a_sentence_in_both_persons(variant):
    from casino_desktop.core.move_words import move_sentence
    from casino_desktop.core import make_rules, PHASE_PLAY
    state = new_game(make_rules(variant), 2, False, 5)
    while state.phase == PHASE_PLAY:
        move = legal_moves(state)[-1]
        you, north = move_sentence("You", move, at=state), move_sentence("North", move, at=state)
        assert you.split()[1] + "s" == north.split()[1], (you, north)
        apply(state, move)
