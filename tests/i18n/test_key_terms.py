"""Each language says each game term one way: the checked table of its
glossary (``docs/translations/<lang>.md``) holds for every translation."""
from __future__ import annotations

from pathlib import Path

import pytest

from casino_desktop.i18n import LANGUAGES, catalog_file
from casino_desktop.i18n.key_terms import (KeyTerm, missing_terms, read_exceptions, read_key_terms,
                                           term_problems)
from casino_desktop.i18n.ts_file import read_ts

GLOSSARIES = Path(__file__).resolve().parents[2] / "docs" / "translations"


def test_the_check_finds_a_second_word_and_a_missing_one():
    sweep = KeyTerm(("sweep", "sweeps"), ("mökki", "mökit", "mökin", "mökei"), ("tyhjennys", "tyhjennyk"))
    assert term_problems([sweep], "Sweeps count one point.", ["Mökit ovat pisteen arvoisia."]) == []
    assert term_problems([sweep], "Sweeps count one point.", ["Tyhjennykset ovat pisteen arvoisia."])
    assert term_problems([sweep], "A sweep!", ["Pöytä tyhjä!"])
    assert term_problems([sweep], "A sweep!", ["Pöytä tyhjä!"], [("sweep", "A sweep")]) == []
    assert term_problems([sweep], "Sweeping statement", ["Pöytä"]) == []  # not the word "sweep"


def test_the_table_is_read_from_the_glossary(tmp_path):
    page = tmp_path / "xx.md"
    page.write_text("# x\n\n## Key terms (checked)\n\n| English | says | never |\n|---|---|---|\n"
                    "| sweep, sweeps | mökk | tyhjennys |\n| stock | pakka | — |\n\nProse.\n\n"
                    "## Key term exceptions (checked)\n\n| term | template begins | why |\n|---|---|---|\n"
                    "| stock | In stock | a shop's word |\n", encoding="utf-8")
    terms = read_key_terms(page)
    assert terms == [KeyTerm(("sweep", "sweeps"), ("mökk",), ("tyhjennys",)), KeyTerm(("stock",), ("pakka",), ())]
    assert read_exceptions(page) == [("stock", "In stock")]


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_translation_uses_the_glossarys_word_for_each_key_term(code):
    glossary = GLOSSARIES / f"{code}.md"
    terms = read_key_terms(glossary)
    assert not missing_terms(terms), f"{glossary.name} lacks key terms {missing_terms(terms)}"
    exceptions = read_exceptions(glossary)
    bad = {}
    for entry in read_ts(catalog_file(code)).values():
        why = term_problems(terms, entry.source, entry.translations, exceptions)
        if why:
            bad[entry.source] = why
    assert not bad, f"{len(bad)} translations break the glossary, e.g. {list(bad.items())[:5]}"
