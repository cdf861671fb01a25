"""The glossary explains the games' own words wherever our texts use them."""
from __future__ import annotations

import re

from casino_desktop.core import PRESETS
from casino_desktop.core.glossary import TERMS, definition, entry_sentence, find_terms, term_for, terms_for
from casino_desktop.core.rulebook import rulebook

# The words of other languages our texts use for the games' things.
FOREIGN = ("tabbe", "sistan", "m\u00f6kki", "mulle", "wip", "virado", "\u00f6verspader", "mis\u00e8re")


def test_every_foreign_word_in_a_summary_or_rulebook_has_an_entry():
    for v in PRESETS:
        for text in (v.summary, rulebook(v.rules, v.id).prose()):
            for word in FOREIGN:
                for m in re.finditer(rf"(?<!\w){word}(?!\w)", text, re.IGNORECASE):
                    hits = [t for s, e, t in find_terms(text) if s <= m.start() < e]
                    assert hits, (v.id, word)


def test_the_longest_term_wins():
    (start, end, term), = [h for h in find_terms("a multiple build of 8") if h[2].word != "build"]
    assert term.word == "multiple build" and (start, end) == (2, 16)
    assert [t.word for _, _, t in find_terms("The 10\u2666 (big casino) scores 2")] == ["big casino"]


def test_everyday_words_are_terms_only_when_asked():
    assert find_terms("you take it") == []
    assert [t.word for _, _, t in find_terms("you take it", everyday=True)] == ["capture"]


def test_every_definition_is_a_whole_sentence_with_its_fields_filled():
    for t in TERMS:
        d = definition(t)
        assert d[0].isupper() and d.endswith(".") and "{" not in d, t.word
        assert entry_sentence(t).startswith(t.word)
    assert "10\u2666" in definition(term_for("big casino"))
    assert term_for("Last capture").word == "sistan"


AFRICAN_WORDS = ("drifting", "augmented build", "build owner", "capture pile", "top card", "ending a turn",
                 "single build", "loose card")


def test_the_african_games_words_are_in_their_glossary_and_only_there():
    african = {t.word for t in terms_for("African")}
    for word in AFRICAN_WORDS:
        assert word in african, word
    royal = {t.word for t in terms_for("Royal")}
    for word in ("drifting", "augmented build", "capture pile", "top card", "ending a turn"):
        assert word not in royal, word
    assert {"single build", "build owner", "loose card", "sweep"} <= royal
    assert len(terms_for(None)) == len(TERMS)


def test_the_african_rulebooks_link_their_own_words():
    found = set()
    for variant in ("swazi-casino", "sotho-casino", "south-african-casino"):
        v = next(p for p in PRESETS if p.id == variant)
        found |= {t.word for _, _, t in find_terms(rulebook(v.rules, v.id).prose(), family=v.family)}
    assert {"drifting", "augmented build", "capture pile", "top card", "ending a turn", "single build",
            "build owner", "loose card"} <= found
    # The Royal Casino book, searched as Royal, finds none of the African words.
    royal = next(p for p in PRESETS if p.id == "royal-casino")
    words = {t.word for _, _, t in find_terms(rulebook(royal.rules, royal.id).prose(), family=royal.family)}
    assert not words & {"drifting", "augmented build", "capture pile", "top card", "ending a turn"}


def test_drifting_gives_both_meanings():
    d = definition(term_for("drift"))
    assert "Swazi" in d and "South Africans" in d and "trail" in d


def test_words_are_found_as_the_language_of_the_text_says_them():
    from casino_desktop.core.glossary import find_terms, term_for

    def swedish(source, note, count):
        return {"house rule": "husregel", "build": "bygge"}.get(source)
    found = find_terms("Varje sopning ger 1 poäng (husregel). Ett bygge.", lookup=swedish)
    assert [t for _, _, t in found] == [term_for("house rule"), term_for("build")]
    assert find_terms("Varje sopning ger 1 poäng (husregel).") == []  # the English words only
    # A word no language translates (tabbe) is found in every language, with its forms.
    assert [t.word for _, _, t in find_terms("En tabbe.", lookup=swedish)] == ["tabbe"]


def test_a_language_whose_own_word_for_a_term_is_a_borrowed_word_lists_it_once():
    """Norwegian says "tabbe" for a sweep: its glossary listed "tabbe" and
    "tabbe (Swedish): the Swedish word for a sweep", and a tooltip on
    "tabbe" explained the Swedish word instead of the Norwegian one."""
    def norwegian(source: str, note: str | None, n: int | None) -> str | None:
        return {"sweep": "tabbe"}.get(source)
    listed = terms_for("Nordic", norwegian)
    assert term_for("sweep") in listed and term_for("tabbe") not in listed
    assert [t.word for _, _, t in find_terms("en tabbe", lookup=norwegian)] == ["sweep"]
    # In English both stay: "tabbe" is a Swedish word there, and explained as one.
    assert {term_for("sweep"), term_for("tabbe")} <= set(terms_for("Nordic"))
    assert [t.word for _, _, t in find_terms("a tabbe")] == ["tabbe"]
