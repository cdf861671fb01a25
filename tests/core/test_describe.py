"""The rules text speaks a player's language: every choice of a rule has
words of its own, and the text shows those words, never a stored value."""
from __future__ import annotations

import re

from casino_desktop.core import PRESETS
from casino_desktop.core.describe import rules_text
from casino_desktop.core.variants import RULE_FIELDS


def test_every_choice_has_words_and_no_help_lists_stored_values():
    for f in RULE_FIELDS:
        meta = f.metadata
        assert not re.search(r"'[a-z0-9_]+'", meta["help"]), (f.name, meta["help"])
        if "choices" in meta:
            labels = meta["choice_labels"]
            assert set(labels) == set(meta["choices"]), f.name
            assert all(labels[c] and "_" not in labels[c] for c in meta["choices"]), f.name


def test_rules_text_shows_the_chosen_words_of_every_preset():
    choice_fields = [f for f in RULE_FIELDS if "choices" in f.metadata]
    stored = {c for f in choice_fields for c in f.metadata["choices"] if "_" in c}
    for v in PRESETS:
        text = rules_text(v.rules, v.id)
        assert not any(re.search(rf"\b{c}\b", text) for c in stored), v.id
    casino = rules_text(next(v for v in PRESETS if v.id == "casino").rules, "casino")
    assert "**Deal order**: others, the table, then the dealer." in casino


def test_match_length_says_the_match_in_whole_marked_phrases():
    from casino_desktop.core import make_rules
    from casino_desktop.core.describe import GAME_TO, ONE_ROUND, ROUNDS, match_length
    assert match_length(make_rules("casino"), 2) == "game to 21"
    assert match_length(make_rules("casino"), 2).template == str(GAME_TO)
    assert match_length(make_rules("casino-simple"), 2) is ONE_ROUND
    krypkasino = match_length(make_rules("krypkasino"), 3)
    assert krypkasino == "3 rounds" and krypkasino.template is ROUNDS and krypkasino.count == 3
