"""Each language's catalog is complete and usable: every template of the
source translated, every field kept, every plural form there, and the
catalog current with the source (``scripts/i18n_update.py --check``)."""
from __future__ import annotations

from pathlib import Path

import pytest

import casino_desktop
from casino_desktop.i18n import LANGUAGES, catalog_file
from casino_desktop.i18n.checks import problems
from casino_desktop.i18n.extract import collect
from casino_desktop.i18n.ts_file import read_ts

PACKAGE = Path(casino_desktop.__file__).parent


@pytest.fixture(scope="module")
def messages():
    found, errors = collect(PACKAGE)
    assert not errors, errors
    return found


def test_every_marker_in_the_source_has_a_literal_template(messages):
    assert len(messages) > 50


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_catalog_translates_every_template(code, messages):
    _tag, forms, _name = LANGUAGES[code]
    entries = read_ts(catalog_file(code))
    missing = [m.source for m in messages if m.key not in entries or not entries[m.key].finished]
    assert not missing, f"{len(missing)} of {len(messages)} untranslated, e.g. {missing[:5]}"
    bad = {}
    for m in messages:
        e = entries[m.key]
        if e.plural != (m.one is not None):
            bad[m.source] = ["is plural in one place and not in the other"]
            continue
        why = problems(m.source, m.one, e.plural, e.translations, forms)
        if why:
            bad[m.source] = why
    assert not bad, bad


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_catalog_holds_nothing_the_source_no_longer_has(code, messages):
    keys = {m.key for m in messages}
    stale = [k[0] for k in read_ts(catalog_file(code)) if k not in keys]
    assert not stale, f"run scripts/i18n_update.py: {stale[:5]}"


def test_the_checks_can_fail():
    assert problems("Take {card}.", None, False, ["Ta {kort}."], 2)
    assert problems("{count} cards", "{count} card", True, ["{count} kort"], 2)
    assert problems("&Game", None, False, ["Spel"], 2)
    assert problems("Go", None, False, [" "], 2)
    assert not problems("&Game", None, False, ["&Spel"], 2)
    # The game's own word for a sweep may be left out where it is the language's own word.
    assert not problems("It is a sweep{own_word}.", None, False, ["Se on mökki."], 2)
    assert problems("It is a sweep{own_word} of {card}.", None, False, ["Se on mökki."], 2)
    assert not problems("{count} cards", "the last card", True, ["sista kortet", "{count} kort"], 2)
